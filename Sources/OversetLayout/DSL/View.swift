/// Something that is, or builds, a view tree: the DSL's `Text`, `HStack`, components, and
/// `ViewNode` itself. Modifiers are methods on every view, named as in SwiftUI.
public protocol View {
    /// The view as a tree node.
    var node: ViewNode { get }
}

extension ViewNode: View {
    public var node: ViewNode { self }
}

/// Builds the children of a container from SwiftUI-style view code, with `if`, `if let`,
/// `switch` and `for`.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression(_ view: some View) -> [ViewNode] { [view.node] }
    public static func buildExpression(_ views: [ViewNode]) -> [ViewNode] { views }
    public static func buildBlock(_ parts: [ViewNode]...) -> [ViewNode] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ViewNode]?) -> [ViewNode] { part ?? [] }
    public static func buildEither(first part: [ViewNode]) -> [ViewNode] { part }
    public static func buildEither(second part: [ViewNode]) -> [ViewNode] { part }
    public static func buildArray(_ parts: [[ViewNode]]) -> [ViewNode] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [ViewNode]) -> [ViewNode] { part }
}

extension View {
    /// This view with `modifier` applied outside the ones it has.
    public func modifier(_ modifier: Modifier) -> ViewNode {
        var copy = node
        copy.modifiers.append(modifier)
        return copy
    }

    /// `id(_:)`: names the view in paths, diagnostics and `layout["id"]` queries.
    public func id(_ id: String) -> ViewNode {
        var copy = node
        copy.id = id
        return copy
    }
}
