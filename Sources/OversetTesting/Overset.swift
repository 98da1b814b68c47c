import OversetAudit
import OversetLayout
internal import OversetPlumbing
import OversetStyle
import OversetText

/// Lays views out for tests: bundled fonts only unless `useFonts(paths:systemFonts:)` says
/// otherwise (results never depend on the machine), one shared engine, Apple's text styles
/// (`Theme.apple`: `.font(.caption)` means SwiftUI's caption) unless told otherwise.
public enum Overset {
    /// The theme helpers use when none is given: Apple's text styles (`Theme.apple`) until set,
    /// so that a style means what it means in SwiftUI. Pass `theme: .designFoundation` (or your
    /// own theme) to a helper, or set this once before your tests run; every failure names the
    /// theme it used.
    public static var defaultTheme: Theme {
        get { theme.withLock { $0 } }
        set { theme.withLock { $0 = newValue } }
    }

    private static let theme = Locked(Theme.apple)

    /// Lays `view` out once, prepared as `overset audit` prepares a screen: texts given by key
    /// come from `catalog` in `locale`, pseudo-locales (`en-XA`, `ar-XB`) transform every text,
    /// and the layout direction follows the locale unless `layoutDirection` says otherwise.
    ///
    /// - Parameters:
    ///   - locale: a BCP 47 tag, reported with every diagnostic.
    ///   - catalog: an Xcode String Catalog for `Text(key:)` views (`StringCatalog(contentsOf:)`).
    ///   - layoutDirection: nil takes it from the locale (right to left for Arabic, Hebrew, ar-XB, …).
    ///   - legibilityWeight: `.bold` for the Bold Text setting.
    ///   - device: a device to lay out on (`DeviceScreen.named("iphone-se-3")`), in place of
    ///     `width`: its width, and for a view that does not scroll its safe area's height, past
    ///     which the view is reported (`Diagnostic.Cause.screenOverflow`).
    /// - Throws: `OversetLayoutError` for unknown styles, presets or fonts, or bad lengths.
    public static func layout(
        _ view: some View, width: Double = 375, category: DynamicTypeSize = .large,
        preset: String? = nil, theme: Theme? = nil, displayScale: Double = 3, locale: String = "en",
        catalog: StringCatalog? = nil, layoutDirection: LayoutDirection? = nil, legibilityWeight: LegibilityWeight = .regular,
        device: DeviceScreen? = nil, name: String = "Test"
    ) throws(OversetLayoutError) -> LayoutResult {
        var environment = AuditMatrix.environment(
            category: category, preset: preset ?? Theme.defaultPresetName, width: width, displayScale: displayScale, locale: locale,
            legibilityWeight: legibilityWeight)
        if let device { environment.deviceAndWidth = device }
        let screen = AuditScreen(name: name, body: view.node, theme: theme ?? defaultTheme)
        return try layout(screen, in: environment, layoutDirection: layoutDirection, runner: runner(catalog))
    }

    /// The runner every helper lays out with: an audit's preparation of a screen, one thread.
    private static func runner(_ catalog: StringCatalog?) -> AuditRunner {
        AuditRunner(solver: LayoutSolver(engine: engine), localizer: Localizer(catalog: catalog), jobs: 1)
    }

    private static func layout(
        _ screen: AuditScreen, in environment: LayoutEnvironment, layoutDirection: LayoutDirection?, runner: AuditRunner
    ) throws(OversetLayoutError) -> LayoutResult {
        var environment = environment
        if let layoutDirection { environment.layoutDirection = layoutDirection }
        return try runner.layout(screen, in: environment).0
    }

    /// Lays `view` out at every locale, Bold Text setting, preset, width (or device) and
    /// category given (a Dynamic Type sweep; the order of `overset audit`'s matrix).
    ///
    /// - Parameter devices: devices to lay out on in place of `widths` (each its width, and its
    ///   safe area's height for a view that does not scroll); none for `widths`.
    /// - Throws: the first `OversetLayoutError`.
    public static func sweep(
        _ view: some View, widths: [Double] = [375], categories: [DynamicTypeSize] = .all,
        presets: [String?] = [nil], theme: Theme? = nil, locales: [String] = ["en"], catalog: StringCatalog? = nil,
        layoutDirection: LayoutDirection? = nil, legibilityWeights: [LegibilityWeight] = [.regular], devices: [DeviceScreen] = []
    ) throws(OversetLayoutError) -> DynamicTypeSweep {
        // The audit's own enumeration, so that a sweep runs in the order of `overset audit`'s matrix.
        var matrix = AuditMatrix(
            categories: categories, presets: presets.map { $0 ?? Theme.defaultPresetName }, widths: widths, locales: locales)
        matrix.legibilityWeights = legibilityWeights
        matrix.devices = devices
        let screen = AuditScreen(name: "Test", body: view.node, theme: theme ?? defaultTheme)
        let runner = runner(catalog)
        var layouts: [LayoutResult] = []
        for environment in matrix.environments {
            layouts.append(try layout(screen, in: environment, layoutDirection: layoutDirection, runner: runner))
        }
        return DynamicTypeSweep(layouts: layouts)
    }
}

/// Layouts of one view across content size categories (and presets and widths).
public struct DynamicTypeSweep: Sendable {
    /// In order: preset, width, then category.
    public let layouts: [LayoutResult]

    /// Every diagnostic of every layout.
    public var diagnostics: [Diagnostic] { layouts.flatMap(\.diagnostics) }

    /// The smallest category at which something is at or above `severity` as `policy` makes it,
    /// or nil: the verdict `expectFits` and `assertFits` give with the same policy (what it lowers
    /// below `severity` or ignores does not fail; what it raises does).
    ///
    /// - Parameter policy: rules as `overset audit --severity` takes them; the screen is `Test`.
    public func firstFailingCategory(severity: Diagnostic.Severity = .error, policy: SeverityPolicy = SeverityPolicy()) -> DynamicTypeSize? {
        layouts.filter { !FailureMessage.failing($0.diagnostics, severity: severity, kinds: nil, policy: policy).isEmpty }
            .map(\.environment.category).min()
    }

    /// The layout at `category` (the first locale, preset and width).
    public subscript(category: DynamicTypeSize) -> LayoutResult? {
        layouts.first { $0.environment.category == category }
    }

    /// The layout at `category` in `locale` (its first preset and width).
    public subscript(category: DynamicTypeSize, locale locale: String) -> LayoutResult? {
        layouts.first { $0.environment.category == category && $0.environment.locale == locale }
    }
}

extension Array where Element == DynamicTypeSize {
    /// Every content size category.
    public static var all: [DynamicTypeSize] { DynamicTypeSize.allCases }
    /// xSmall … xxxLarge.
    public static var standard: [DynamicTypeSize] { DynamicTypeSize.allCases.filter { !$0.isAccessibilitySize } }
    /// accessibility1 … accessibility5.
    public static var accessibility: [DynamicTypeSize] { DynamicTypeSize.allCases.filter(\.isAccessibilitySize) }
}
