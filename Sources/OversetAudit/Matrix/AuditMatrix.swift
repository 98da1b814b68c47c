import OversetLayout
internal import OversetPlumbing
import OversetStyle

/// What an audit sweeps: content size categories × theme presets × widths × locales × the Bold
/// Text setting, at one display scale.
public struct AuditMatrix: Hashable, Sendable {
    public var categories: [DynamicTypeSize]
    /// Preset names; "default" is the theme itself.
    public var presets: [String]
    public var widths: [Double]
    /// BCP 47 tags; `en-XA` and `ar-XB` are pseudo-locales.
    public var locales: [String]
    /// The Bold Text settings to audit; `[.regular]` (off) unless asked.
    public var legibilityWeights: [LegibilityWeight] = [.regular]
    public var displayScale: Double
    /// Named devices to lay screens out on (`DeviceScreen.all`), or none for `widths` alone. With
    /// devices, each environment takes a device's width (`widths` are not swept: a run sets them
    /// to the devices' widths, for reports) and non-scrolling screens are bounded by its height.
    public var devices: [DeviceScreen] = []
    /// The iOS version whose chrome is laid out, one for the whole audit (26 unless asked).
    public var iosVersion = LayoutEnvironment.defaultIOSVersion

    /// A matrix; the defaults are the README's audit: every category, DesignFoundation's five
    /// presets, 320/375/430 pt, English, @3x.
    public init(
        categories: [DynamicTypeSize] = DynamicTypeSize.allCases,
        presets: [String] = ["default", "slate", "copper", "aurora", "sage"],
        widths: [Double] = [320, 375, 430], locales: [String] = ["en"], displayScale: Double = 3
    ) {
        self.categories = categories
        self.presets = presets
        self.widths = widths
        self.locales = locales
        self.displayScale = displayScale
    }

    /// The display scale as the scale dimension's list of one.
    var displayScales: [Double] {
        get { [displayScale] }
        set { displayScale = newValue.first ?? displayScale }
    }

    /// The devices as the device dimension's values: nil alone without devices.
    var deviceValues: [DeviceScreen?] {
        get { devices.isEmpty ? [nil] : devices }
        set { devices = newValue.compactMap { $0 } }
    }

    /// The iOS version as the iOS version dimension's list of one.
    var iosVersions: [Int] {
        get { [iosVersion] }
        set { iosVersion = newValue.first ?? iosVersion }
    }

    /// Whether the matrix sweeps `dimension`'s values: every dimension's, but the widths' when
    /// devices set the width.
    func sweeps(_ dimension: any AuditDimension) -> Bool {
        devices.isEmpty || !(dimension is WidthDimension)
    }

    /// How many environments each screen is laid out in.
    public var environmentCount: Int { AuditDimensions.all.filter(sweeps).reduce(1) { $0 * $1.count(in: self) } }

    /// The environments in a fixed order: locale, Bold Text, preset, width (or device), then
    /// category (`AuditDimensions.nesting`), so that a screen's sizes are neighbours in reports.
    public var environments: [LayoutEnvironment] {
        AuditDimensions.nesting.filter(sweeps).reduce([LayoutEnvironment()]) { environments, dimension in
            dimension.expand(environments, in: self)
        }
    }

    /// This matrix for a screen with its own preset, width or devices (each of which replaces
    /// both the matrix's widths and its devices).
    func own(preset: String?, width: Double?, devices: [DeviceScreen]?) -> AuditMatrix {
        var own = self
        if let preset { own.presets = [preset] }
        if let width {
            own.widths = [width]
            own.devices = []
        }
        if let devices {
            own.devices = devices
            own.widths = devices.map(\.width).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        }
        return own
    }

    /// Every case of `screens` in this matrix, numbered in matrix order: screen by screen, each
    /// screen's own preset or width in place of the matrix's. The one enumeration runs, shards,
    /// reports and merges share.
    func cases(for screens: [(name: String, preset: String?, width: Double?, devices: [DeviceScreen]?)]) -> [AuditCase] {
        // Most screens have no preset, width or devices of their own, or the same as the screen
        // before: their environments are expanded once, not once per screen.
        var last: (preset: String?, width: Double?, devices: [DeviceScreen]?, environments: [LayoutEnvironment])?
        let environments = screens.map { screen in
            if let last, last.preset == screen.preset, last.width == screen.width, last.devices == screen.devices {
                return last.environments
            }
            let environments = own(preset: screen.preset, width: screen.width, devices: screen.devices).environments
            last = (screen.preset, screen.width, screen.devices, environments)
            return environments
        }
        // Made at its size: a catalog's cases take tens of megabytes, which growing copied twice.
        var cases: [AuditCase] = []
        cases.reserveCapacity(environments.reduce(0) { $0 + $1.count })
        for (screen, environments) in zip(screens, environments) {
            for environment in environments {
                cases.append(AuditCase(index: cases.count, screen: screen.name, environment: environment))
            }
        }
        return cases
    }

    /// The case `index` of `cases(for: screens)`, found without making the others; nil past
    /// the last.
    ///
    /// - Complexity: O(screens + dimensions): a report read back checks each failing case
    ///   against it, and its matrix may hold two million cases.
    func `case`(at index: Int, for screens: [(name: String, preset: String?, width: Double?, devices: [DeviceScreen]?)]) -> AuditCase? {
        guard index >= 0 else { return nil }
        var first = 0
        for screen in screens {
            let own = own(preset: screen.preset, width: screen.width, devices: screen.devices)
            let count = own.environmentCount
            if index < first + count {
                return AuditCase(index: index, screen: screen.name, environment: own.environment(at: index - first))
            }
            first += count
        }
        return nil
    }

    /// `environments[index]`: the innermost dimension of `AuditDimensions.nesting` varies fastest.
    func environment(at index: Int) -> LayoutEnvironment {
        var environment = LayoutEnvironment()
        var rest = index
        for dimension in AuditDimensions.nesting.filter(sweeps).reversed() {
            let count = dimension.count(in: self)
            dimension.select(rest % count, of: self, in: &environment)
            rest /= count
        }
        return environment
    }

    /// The environment of one cell of a matrix (and of `overset layout`); the preset named
    /// "default" is the theme itself, and the locale sets the layout direction.
    public static func environment(
        category: DynamicTypeSize, preset: String, width: Double, displayScale: Double,
        locale: String, legibilityWeight: LegibilityWeight = .regular
    ) -> LayoutEnvironment {
        var environment = LayoutEnvironment(
            category: category, preset: preset == Theme.defaultPresetName ? nil : preset, width: width,
            displayScale: displayScale, locale: locale)
        environment.legibilityWeight = legibilityWeight
        return environment
    }

    /// Checks every value.
    ///
    /// - Throws: `AuditError.invalidMatrix` naming the bad value.
    public func validate() throws(AuditError) {
        // (The devices are never none: nil stands for widths alone.)
        let listed = AuditDimensions.all.filter { $0.role.isListed && sweeps($0) && !($0 is DeviceDimension) }
        guard listed.allSatisfy({ $0.count(in: self) > 0 }) else {
            let nouns = listed.map(\.noun)
            throw .invalidMatrix("the matrix needs at least one \(nouns.dropLast().joined(separator: ", ")) and \(nouns.last!)")
        }
        // Bounds first, then repeats: a value listed twice would lay every case out twice (and
        // multiply with the other lists).
        for dimension in AuditDimensions.all { try dimension.checkBounds(in: self) }
        for dimension in AuditDimensions.all { try dimension.checkRepeats(in: self) }
        // In floating point: the product of long lists must not overflow before it is refused.
        let environments = AuditDimensions.all.filter(sweeps).map { Double($0.count(in: self)) }.reduce(1, *)
        guard environments <= Double(Self.maximumLayouts) else {
            throw .invalidMatrix(
                "the matrix has \(NumberText.shortest(environments)) environments; at most \(Self.maximumLayouts) layouts are audited in one run")
        }
    }

    /// The most layouts one audit runs (screens × environments): about 25 minutes on two cores,
    /// far past a whole app's matrix; split larger runs with shards of separate matrices.
    public static let maximumLayouts = 2_000_000

    /// Checks every value, and that every preset exists in the theme of every screen that does
    /// not fix its own, so that an audit cannot stop half way.
    ///
    /// - Throws: `AuditError.invalidMatrix` naming the bad value, or `.invalidScreen` naming the
    ///   screen whose theme lacks a preset.
    public func validate(for screens: [AuditScreen]) throws(AuditError) {
        try validate()
        guard Double(environmentCount) * Double(screens.count) <= Double(Self.maximumLayouts) else {
            throw .invalidMatrix(
                "\(screens.count) screens × \(environmentCount) environments is \(environmentCount * screens.count) layouts; at most \(Self.maximumLayouts) are audited in one run"
            )
        }
        for screen in screens where screen.preset == nil {
            for preset in presets where !screen.theme.presetNames.contains(preset) {
                throw .invalidScreen(
                    screen.name,
                    OversetStyleError.unknownPreset(
                        preset, theme: screen.theme.name, known: screen.theme.presetNames
                    ).description)
            }
        }
    }
}

/// A problem that stops an audit: bad input, with where it is.
public enum AuditError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A matrix value that cannot be used.
    case invalidMatrix(String)
    /// A string catalog that cannot be read: the file, the JSON path, the problem.
    case invalidCatalog(file: String, path: String, problem: String)
    /// A report file (baseline or shard) that cannot be read.
    case invalidReport(file: String, problem: String)
    /// A screen that cannot be audited as asked (its theme lacks a preset of the matrix).
    case invalidScreen(String, String)
    /// Screens that cannot be told apart or found: two of one name, or a name no spec has.
    case screenSelection(String)

    public var description: String {
        switch self {
        case .invalidMatrix(let problem): return "matrix: \(problem)"
        case .invalidCatalog(let file, let path, let problem): return path.isEmpty ? "\(file): \(problem)" : "\(file): \(path): \(problem)"
        case .invalidReport(let file, let problem): return "\(file): \(problem)"
        case .invalidScreen(let screen, let problem): return "screen '\(screen)': \(problem)"
        case .screenSelection(let problem): return problem
        }
    }
}
