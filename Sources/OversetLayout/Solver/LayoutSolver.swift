import OversetStyle
import OversetText

/// Lays view trees out as SwiftUI would, with real text measurement, and reports what does not
/// fit.
///
/// A solver is cheap; share its `TextEngine` (and so its shaping cache) across layouts and threads.
public struct LayoutSolver: Sendable {
    /// The engine texts are measured with.
    public let engine: TextEngine

    /// A solver measuring with `engine`.
    public init(engine: TextEngine) {
        self.engine = engine
    }

    /// Lays `root` out on a screen of `environment.width` points: the root is offered that width
    /// and an unbounded height, and placed at the top, centred across the screen.
    ///
    /// - Parameters:
    ///   - root: the view tree.
    ///   - name: the screen's name, the first part of every path.
    ///   - theme: the theme whose text styles and tokens the tree uses.
    ///   - environment: category, preset, width, display scale and locale.
    /// - Throws: `OversetLayoutError` naming the view at fault: an unknown style or preset, a
    ///   font that cannot be found, a negative length.
    /// - Complexity: about linear in the number of views times the depth of nested stacks (each
    ///   stack asks its children up to three sizes, and answers are remembered).
    public func layout(
        _ root: some View, name: String = "Screen", theme: Theme,
        environment: LayoutEnvironment = LayoutEnvironment()
    ) throws(OversetLayoutError) -> LayoutResult {
        guard LayoutEnvironment.isValidWidth(environment.width) else {
            throw .invalidValue(path: name, message: "the screen width: \(LayoutEnvironment.widthRule), got \(environment.width)")
        }
        guard LayoutEnvironment.isValidDisplayScale(environment.displayScale) else {
            throw .invalidValue(path: name, message: "the display scale must be from 0 to 1000, got \(environment.displayScale)")
        }
        let builder = try ItemBuilder(theme: theme, environment: environment, engine: engine)
        let item = try builder.build(root.node, at: .init(parentPath: name, slot: "", stackAxis: nil, text: TextEnvironment()))
        let proposal = ProposedSize(width: environment.width, height: nil)
        let size = try item.size(for: proposal)
        let screen = Rect(x: 0, y: 0, width: environment.width, height: .infinity)
        let context = PlacementContext(environment: environment, screen: screen)
        // As a hosting view does, the root is centred across the screen (and may spill off both sides).
        let origin = (environment.width - size.width) / 2
        try context.place(item, in: Rect(x: origin, y: 0, width: size.width, height: size.height), proposal: proposal)
        let placed = context.root!.build(displayScale: environment.displayScale)
        return LayoutResult(screen: name, environment: environment, root: placed)
    }
}
