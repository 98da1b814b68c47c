import OversetLayout
import OversetStyle

extension AuditMatrix {
    /// The matrix of a run over several spec files, per dimension: the command line's value,
    /// else the value the specs set, else the default. Presets default to the theme's own: those
    /// the theme of every screen without a fixed preset has, in the first such theme's order
    /// (DesignFoundation's five for the gallery, just "default" for `theme: apple`).
    ///
    /// Specs that set the same dimension must set it alike: two specs asking for different
    /// widths are a question the run cannot answer for them, so it is an error that names both
    /// files; a command-line value settles it.
    ///
    /// - Parameters:
    ///   - specs: each spec's file and what its matrix chooses, in the order given.
    ///   - commandLine: what the command line sets.
    ///   - screens: the screens to audit, whose themes give the default presets.
    /// - Throws: `AuditError.invalidMatrix` when specs disagree or a value is out of range, or
    ///   `.invalidScreen` when a screen's theme lacks a preset.
    public init(
        specs: [(file: String, choices: AuditMatrix.Choices?)], commandLine: AuditMatrix.Choices,
        screens: [AuditScreen]
    ) throws(AuditError) {
        self.init()
        for dimension in AuditDimensions.all {
            try dimension.resolve(into: &self, commandLine: commandLine, specs: specs, screens: screens)
        }
        // Devices set the widths, the command line's over the specs': `--widths` replaces a
        // spec's devices, `--device` a spec's widths.
        if commandLine.widths != nil, commandLine.devices == nil { devices = [] }
        if !devices.isEmpty { widths = own(preset: nil, width: nil, devices: devices).widths }
        try validate(for: screens)
    }

    /// The presets every screen without a fixed preset can use, in the first such theme's order;
    /// just "default" when every screen fixes its own.
    static func sharedPresets(of screens: [AuditScreen]) -> [String] {
        let open = screens.filter { $0.preset == nil }
        guard let first = open.first else { return [Theme.defaultPresetName] }
        return first.theme.presetNames.filter { name in open.allSatisfy { $0.theme.presetNames.contains(name) } }
    }
}
