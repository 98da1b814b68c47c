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
        // The width is checked before building: a bad width is the error even when the tree has one too.
        try PreparedLayout.checkWidth(environment.width, screen: name)
        return try prepare(root, name: name, theme: theme, environment: environment).layout(width: environment.width)
    }

    /// `root` built into layout items for `environment`, to lay out at any screen width:
    /// building (text styles resolved, components made from the theme's tokens) depends on
    /// everything in the environment but the width, so an audit that tries several widths of one
    /// environment builds once (`PreparedLayout`).
    ///
    /// - Parameters: as `layout(_:name:theme:environment:)`'s; `environment.width` is used only
    ///   by lists, whose margins depend on the screen's width (the tree is then built again for a
    ///   width of another margin class).
    /// - Throws: `OversetLayoutError` naming the view at fault, as `layout` does.
    /// - Complexity: linear in the number of views.
    public func prepare(
        _ root: some View, name: String = "Screen", theme: Theme,
        environment: LayoutEnvironment = LayoutEnvironment()
    ) throws(OversetLayoutError) -> PreparedLayout {
        guard LayoutEnvironment.isValidDisplayScale(environment.displayScale) else {
            throw .invalidValue(path: name, message: "the display scale must be from 0 to 1000, got \(environment.displayScale)")
        }
        guard LayoutEnvironment.iosVersions.contains(environment.iosVersion) else {
            throw .invalidValue(path: name, message: "the iOS version must be from 15 to 27, got \(environment.iosVersion)")
        }
        let node = root.node
        func build(_ environment: LayoutEnvironment) throws(OversetLayoutError) -> (LayoutItem, readsScreenWidth: Bool) {
            let builder = try ItemBuilder(theme: theme, environment: environment, engine: engine)
            let item = try builder.build(node, at: .init(parentPath: name, slot: "", stackAxis: nil, text: TextEnvironment()))
            return (item, builder.readsScreenWidth.isSet)
        }
        let (item, readsScreenWidth) = try build(environment)
        guard readsScreenWidth else { return PreparedLayout(name: name, environment: environment, root: item) }
        return PreparedLayout(name: name, environment: environment, root: item) { width throws(OversetLayoutError) in
            var other = environment
            other.width = width
            return try build(other).0
        }
    }
}
