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
    ///   - specs: each spec's file and matrix, in the order given.
    ///   - commandLine: what the command line sets.
    ///   - screens: the screens to audit, whose themes give the default presets.
    /// - Throws: `AuditError.invalidMatrix` when specs disagree or a value is out of range, or
    ///   `.invalidScreen` when a screen's theme lacks a preset.
    public init(
        specs: [(file: String, matrix: LayoutSpec.Matrix?)], commandLine: LayoutSpec.Matrix,
        screens: [AuditScreen]
    ) throws(AuditError) {
        let defaults = AuditMatrix(presets: Self.sharedPresets(of: screens))
        func resolve<Value: Equatable>(
            _ key: String, _ value: (LayoutSpec.Matrix) -> Value?,
            default fallback: Value
        ) throws(AuditError) -> Value {
            if let given = value(commandLine) { return given }
            var chosen: (file: String, value: Value)?
            for spec in specs {
                guard let matrix = spec.matrix, let own = value(matrix) else { continue }
                if let chosen, chosen.value != own {
                    throw .invalidMatrix(
                        "\(chosen.file) and \(spec.file) set different \(key); make them agree, "
                            + "or choose on the command line (--\(key))")
                }
                chosen = chosen ?? (spec.file, own)
            }
            return chosen?.value ?? fallback
        }
        self.init(
            categories: try resolve("categories", \.categories, default: defaults.categories),
            presets: try resolve("presets", \.presets, default: defaults.presets),
            widths: try resolve("widths", \.widths, default: defaults.widths),
            locales: try resolve("locales", \.locales, default: defaults.locales),
            displayScale: try resolve("scale", \.displayScale, default: defaults.displayScale))
        legibilityWeights = try resolve("bold-text", \.legibilityWeights, default: defaults.legibilityWeights)
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
