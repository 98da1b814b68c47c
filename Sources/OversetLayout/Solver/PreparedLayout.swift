/// A view tree built into layout items for one environment, ready to lay out at any screen
/// width (`LayoutSolver.prepare(_:name:theme:environment:)`).
///
/// Building resolves text styles and makes components from the theme's tokens; none of it
/// depends on the width, which only the layout offers — except a list's margins, which iOS sets
/// by the screen's width: a tree with a list is built again, once per margin class
/// (`ListMetrics`), for the widths that need it. An audit tries each environment at
/// several widths and builds it once. The items remember the sizes they answered, so what one
/// width asked that another asks again (a stack's ideal-size questions) is answered at once;
/// every answer is the one a fresh tree would give, so results do not depend on the order of
/// widths.
///
/// Not for sharing between threads: laying out updates the items' remembered sizes.
///
/// ```swift
/// let prepared = try solver.prepare(screen, theme: theme, environment: environment)
/// let narrow = try prepared.layout(width: 320)
/// let wide = try prepared.layout(width: 430)
/// ```
public final class PreparedLayout {
    /// The screen's name, the first part of every path.
    public let name: String
    /// The environment the tree was built for; each layout sets its own width.
    public let environment: LayoutEnvironment
    /// The items built, by the list margin of the widths they serve (one entry when the tree
    /// has no list).
    private var roots: [Double: LayoutItem]
    /// Builds the items for a screen width, for a tree whose building read the width.
    private let rebuild: ((Double) throws(OversetLayoutError) -> LayoutItem)?

    init(
        name: String, environment: LayoutEnvironment, root: LayoutItem, rebuild: ((Double) throws(OversetLayoutError) -> LayoutItem)? = nil
    ) {
        self.name = name
        self.environment = environment
        self.roots = [ListMetrics.horizontalInset(screenWidth: environment.width): root]
        self.rebuild = rebuild
    }

    /// The items for a screen `width` points wide.
    private func root(forWidth width: Double) throws(OversetLayoutError) -> LayoutItem {
        guard let rebuild else { return roots.values.first! }
        let margin = ListMetrics.horizontalInset(screenWidth: width)
        if let built = roots[margin] { return built }
        let built = try rebuild(width)
        roots[margin] = built
        return built
    }

    /// Lays the tree out on a screen `width` points wide, as `LayoutSolver.layout` does: the
    /// root is offered that width and an unbounded height, and placed at the top, centred across
    /// the screen. On a device (`environment.device`) the root is offered the height of the
    /// device's safe area instead and centred in it, as a hosting view centres its root; a root
    /// taller than that (content that neither scrolls nor shrinks) gets a `screenOverflow`.
    ///
    /// - Throws: `OversetLayoutError.invalidValue` for a width outside
    ///   `LayoutEnvironment.isValidWidth`; else the error of the view at fault.
    /// - Complexity: about linear in the number of views times the depth of nested stacks, less
    ///   the sizes an earlier width already asked.
    public func layout(width: Double) throws(OversetLayoutError) -> LayoutResult {
        try place(width: width).result
    }

    /// `layout(width:)` before its views are built into `PlacedView`s: an audit reads every
    /// layout's diagnostics and fonts from it and builds the frame tree only for a case it keeps.
    ///
    /// - Throws: as `layout(width:)`.
    /// - Complexity: as `layout(width:)`, less building the frame tree.
    package func place(width: Double) throws(OversetLayoutError) -> PlacedLayout {
        try Self.checkWidth(width, screen: name)
        var environment = self.environment
        environment.width = width
        let device = environment.device
        let proposal = ProposedSize(width: width, height: device?.safeAreaHeight)
        let root = try root(forWidth: width)
        let size = try root.size(for: proposal)
        // As a hosting view does, the root is centred across the screen (and may spill off both
        // sides), and on a device also in the safe area's height (spilling above and below).
        // (The top on the pixel grid, so that the root keeps its height there.)
        var top = device.map { $0.safeAreaTop + ($0.safeAreaHeight - size.height) / 2 } ?? 0
        if environment.displayScale > 0 { top = (top * environment.displayScale).rounded() / environment.displayScale }
        // Nothing is clipped above or below: a screen too tall is one finding, on the root.
        let screen = Rect(x: 0, y: min(0, top), width: width, height: .infinity)
        let context = PlacementContext(environment: environment, screen: screen)
        let origin = (width - size.width) / 2
        try context.place(root, in: Rect(x: origin, y: top, width: size.width, height: size.height), proposal: proposal)
        if let device, size.height - device.safeAreaHeight > 0.001 {
            context.report(
                .screenOverflow(device: device.name, height: size.height, available: device.safeAreaHeight), owner: root.owner,
                proposed: Size(width: width, height: device.safeAreaHeight), needed: size,
                actual: Size(width: width, height: device.safeAreaHeight), hidden: nil)
        }
        return PlacedLayout(screen: name, environment: environment, root: context.root!)
    }

    /// Throws the error a screen of `width` points gets when it is not a width Overset lays out.
    package static func checkWidth(_ width: Double, screen: String) throws(OversetLayoutError) {
        guard LayoutEnvironment.isValidWidth(width) else {
            throw .invalidValue(path: screen, message: "the screen width: \(LayoutEnvironment.widthRule), got \(width)")
        }
    }
}
