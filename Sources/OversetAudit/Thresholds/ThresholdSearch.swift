import OversetLayout
import OversetStyle

/// Where one text stops fitting: the first content size category at which it truncates, clips
/// or overflows (per width), and the narrowest width at which it still fits (per category).
public struct TextThreshold: Hashable, Sendable {
    public var screen: String
    public var path: String
    public var text: String
    public var preset: String
    public var locale: String
    /// The Bold Text setting the text was searched with.
    public var legibilityWeight: LegibilityWeight
    /// Width → the first failing category, or nil when it fits at every category of the matrix.
    public var firstFailingCategory: [Double: DynamicTypeSize?]
    /// Category → the narrowest whole-point width at which it fits, or nil when it does not fit
    /// even at the widest width of the matrix.
    public var narrowestFittingWidth: [DynamicTypeSize: Double?]

    /// A threshold (the search makes these; tests and readers build them from parts).
    public init(
        screen: String, path: String, text: String, preset: String, locale: String, legibilityWeight: LegibilityWeight = .regular,
        firstFailingCategory: [Double: DynamicTypeSize?], narrowestFittingWidth: [DynamicTypeSize: Double?]
    ) {
        self.screen = screen
        self.path = path
        self.text = text
        self.preset = preset
        self.locale = locale
        self.legibilityWeight = legibilityWeight
        self.firstFailingCategory = firstFailingCategory
        self.narrowestFittingWidth = narrowestFittingWidth
    }
}

/// Finds thresholds by bisection — categories and widths are searched, not swept — assuming
/// that a text that fails at a category fails at every larger one, and one that fits at a width
/// fits at every wider one. Layouts are shared among all the texts of a screen. A text counts as
/// fitting where it is not shown (another child of a `ViewThatFits` is), as the audit reports
/// nothing for it there.
public struct ThresholdSearch: Sendable {
    public let solver: LayoutSolver
    public let localizer: Localizer

    public init(solver: LayoutSolver, localizer: Localizer) {
        self.solver = solver
        self.localizer = localizer
    }

    /// Thresholds of every text of `screens` — the first failing category at each width, and the
    /// narrowest width at Large and at the largest category — for the matrix's first preset and
    /// first locale, with each of its Bold Text settings (each variant dimension's
    /// `ThresholdValues`), screen by screen.
    ///
    /// - Throws: the `OversetLayoutError` of a screen that cannot be laid out.
    public func run(_ screens: [AuditScreen], matrix: AuditMatrix) throws -> [TextThreshold] {
        let categories = matrix.categories.sorted()
        var widthCategories = [DynamicTypeSize.large]
        if let largest = categories.last, largest != .large { widthCategories.append(largest) }
        var thresholds: [TextThreshold] = []
        for screen in screens {
            // The screen's own width or devices' widths in place of the matrix's.
            let widths = matrix.own(preset: nil, width: screen.width, devices: screen.devices).widths
            for variant in Self.variants(of: screen, in: matrix) {
                var probe = ScreenProbe(solver: solver, localizer: localizer, screen: screen, variant: variant)
                for (path, string) in try probe.textsShown(categories: categories, widths: widths) {
                    var byWidth: [Double: DynamicTypeSize?] = [:]
                    for width in widths {
                        byWidth[width] = try Self.firstFailure(in: categories) { category throws(OversetLayoutError) in
                            try !probe.fits(path, category: category, width: width)
                        }
                    }
                    var byCategory: [DynamicTypeSize: Double?] = [:]
                    for category in widthCategories {
                        byCategory[category] = try Self.narrowestFit(upTo: widths.max() ?? 375) { width throws(OversetLayoutError) in
                            try probe.fits(path, category: category, width: width)
                        }
                    }
                    thresholds.append(
                        TextThreshold(
                            screen: screen.name, path: path, text: string, preset: variant.presetName, locale: variant.locale,
                            legibilityWeight: variant.legibilityWeight, firstFailingCategory: byWidth, narrowestFittingWidth: byCategory))
                }
            }
        }
        return thresholds
    }

    /// The environments apart from size and width that `screen` is searched in: each variant
    /// dimension's first value, or every value, as its role says (the screen's own preset in
    /// place of the matrix's).
    static func variants(of screen: AuditScreen, in matrix: AuditMatrix) -> [LayoutEnvironment] {
        var own = matrix
        if let preset = screen.preset { own.presets = [preset] }
        var base = LayoutEnvironment()
        base.displayScale = matrix.displayScale
        return AuditDimensions.nesting.reduce([base]) { environments, dimension in
            guard case .variant(_, let searched) = dimension.role else { return environments }
            return dimension.expand(environments, in: own, firstOnly: searched == .first)
        }
    }

    /// The first element of `sorted` for which `fails` holds, by bisection (nil when none).
    static func firstFailure<Element>(in sorted: [Element], fails: (Element) throws(OversetLayoutError) -> Bool) throws(OversetLayoutError) -> Element? {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if try fails(sorted[middle]) { high = middle } else { low = middle + 1 }
        }
        return low < sorted.count ? sorted[low] : nil
    }

    /// The smallest whole number of points from 1 to `widest` at which `fits` holds, by
    /// bisection (nil when it does not hold at `widest`).
    static func narrowestFit(upTo widest: Double, fits: (Double) throws(OversetLayoutError) -> Bool) throws(OversetLayoutError) -> Double? {
        guard try fits(widest) else { return nil }
        var low = 1.0
        var high = widest.rounded(.down)
        guard high >= 1 else { return widest }
        if try fits(low) { return low }
        // fits(high) holds (a narrower or equal width than the widest, which fits); fits(low) does not.
        if !(try fits(high)) { return widest }
        while high - low > 1 {
            let middle = ((low + high) / 2).rounded(.down)
            if try fits(middle) { high = middle } else { low = middle }
        }
        return high
    }
}

/// Layouts of one screen at any category and width, remembered, with which paths fail.
struct ScreenProbe {
    let solver: LayoutSolver
    let localizer: Localizer
    let screen: AuditScreen
    /// The environment apart from the category and width, which the search sets.
    let variant: LayoutEnvironment
    /// Where the screen was laid out.
    private struct Probe: Hashable {
        var category: DynamicTypeSize
        var width: Double
    }

    /// The paths with error diagnostics, per place laid out so far.
    private var failing: [Probe: Set<String>] = [:]
    /// The tree built per category, laid out at every width the search tries there.
    private var prepared: [DynamicTypeSize: PreparedLayout] = [:]

    init(solver: LayoutSolver, localizer: Localizer, screen: AuditScreen, variant: LayoutEnvironment) {
        self.solver = solver
        self.localizer = localizer
        self.screen = screen
        self.variant = variant
    }

    private func environment(_ category: DynamicTypeSize, _ width: Double) -> LayoutEnvironment {
        var environment = variant
        environment.category = category
        environment.width = width
        // Thresholds are a text's, by width: a device's height is the audit's to check.
        environment.device = nil
        return environment
    }

    /// Every text the screen shows anywhere in the matrix (path and string), in the order first
    /// met: a `ViewThatFits` shows other children at other sizes and widths, and a preview may
    /// build another tree, and their texts have thresholds of their own.
    mutating func textsShown(categories: [DynamicTypeSize], widths: [Double]) throws(OversetLayoutError) -> [(String, String)] {
        var texts: [(String, String)] = []
        var seen: Set<String> = []
        for category in [.large] + categories {
            for width in widths.sorted(by: >) {
                for view in try layOut(category, width).root.allViews {
                    if let text = view.text, seen.insert(view.path).inserted { texts.append((view.path, text.string)) }
                }
            }
        }
        return texts
    }

    /// Whether the view at `path` has no truncation, clipping or overflow.
    mutating func fits(_ path: String, category: DynamicTypeSize, width: Double) throws(OversetLayoutError) -> Bool {
        if failing[Probe(category: category, width: width)] == nil { try layOut(category, width) }
        return !failing[Probe(category: category, width: width)]!.contains(path)
    }

    /// Lays the screen out and remembers which paths fail there. Missing glyphs do not count:
    /// they fail at every size, so they would only hide the size at which the text stops fitting.
    @discardableResult
    private mutating func layOut(_ category: DynamicTypeSize, _ width: Double) throws(OversetLayoutError) -> LayoutResult {
        let built: PreparedLayout
        if let known = prepared[category] {
            built = known
        } else {
            // A preview's tree may differ by size (its views may read `dynamicTypeSize`).
            let environment = environment(category, width)
            let tree = localizer.localize(screen.tree(in: environment).tree, locale: environment.locale).0
            built = try solver.prepare(tree, name: screen.name, theme: screen.theme, environment: environment)
            prepared[category] = built
        }
        let layout = try built.layout(width: width)
        failing[Probe(category: category, width: width)] = Set(layout.diagnostics.filter { $0.severity == .error && $0.kind != .missingGlyphs }.map(\.path))
        return layout
    }
}
