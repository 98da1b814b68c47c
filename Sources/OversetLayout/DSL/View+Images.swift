/// The modifiers that size images and symbols, hide a view, or inset it: SwiftUI's names.
extension View {
    /// `resizable()`: the image takes the size it is offered instead of its own.
    public func resizable() -> ViewNode { modifier(.resizable) }

    /// `aspectRatio(_:contentMode:)`: the view is offered the largest (`.fit`) or smallest
    /// (`.fill`) size of `ratio` (width ÷ height; nil: the view's own) inside or over the space
    /// offered.
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> ViewNode {
        modifier(.aspectRatio(ratio, contentMode: contentMode))
    }

    /// `scaledToFit()`: `aspectRatio(contentMode: .fit)`.
    public func scaledToFit() -> ViewNode { modifier(.aspectRatio(nil, contentMode: .fit)) }

    /// `scaledToFill()`: `aspectRatio(contentMode: .fill)`.
    public func scaledToFill() -> ViewNode { modifier(.aspectRatio(nil, contentMode: .fill)) }

    /// `imageScale(_:)`: the size of the SF Symbols inside beside their text.
    public func imageScale(_ scale: ImageScale) -> ViewNode { modifier(.imageScale(scale)) }

    /// `hidden()`: the view keeps its size and place but draws nothing.
    public func hidden() -> ViewNode { modifier(.hidden) }

    /// `safeAreaInset(edge:alignment:spacing:content:)`: `content` at `edge`, the view in the
    /// rest, `spacing` apart (nil: 8 pt, an estimate).
    public func safeAreaInset(
        edge: Edge, alignment: Alignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]
    ) -> ViewNode {
        modifier(.safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: Self.single(content())))
    }
}
