/// An image or symbol: its own size, or with `resizable()` the size it is offered (its own when
/// asked for its ideal size), as SwiftUI's images. An asset whose size only the app knows takes
/// what it is offered (10 pt when asked for its ideal), as a colour does.
final class ImageItem: LayoutItem {
    private let intrinsic: Size?
    private let isResizable: Bool

    init(owner: NodeInfo, intrinsic: Size?, isResizable: Bool) {
        self.intrinsic = intrinsic
        self.isResizable = isResizable
        super.init(owner: owner)
    }

    /// Whether only the app knows the image's size (an asset read from SwiftUI source).
    var isOfUnknownSize: Bool { intrinsic == nil }

    override func computeSize(for proposal: ProposedSize) throws(OversetLayoutError) -> Size {
        if let intrinsic, !isResizable { return intrinsic }
        return Size(width: proposal.width ?? intrinsic?.width ?? 10, height: proposal.height ?? intrinsic?.height ?? 10)
    }

    override func place(in frame: Rect, proposal: ProposedSize, context: PlacementContext) throws(OversetLayoutError) {
        context.current.contentFrame = frame
        // An image of its own size loses pixels to a clip; one that takes what it is given does not.
        if intrinsic != nil, !isResizable { context.checkClipping(of: owner, frame: frame) { _ in nil } }
    }
}

/// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()`: the child is offered the
/// largest size of the ratio inside the proposal (fit) or the smallest that covers it (fill);
/// with one side proposed, the other follows from the ratio; with none, the child's ideal width
/// (or size, for its own ratio). The ratio is the child's ideal width ÷ height when not given.
/// An unbounded side counts as not proposed. The modified view is the child's size.
final class AspectRatioItem: WrapperItem {
    private let ratio: Double?
    private let contentMode: ContentMode

    init(owner: NodeInfo, child: LayoutItem, ratio: Double?, contentMode: ContentMode) {
        (self.ratio, self.contentMode) = (ratio, contentMode)
        super.init(owner: owner, child: child)
    }

    private func offer(_ proposal: ProposedSize) throws(OversetLayoutError) -> ProposedSize {
        let ideal = try child.size(for: .unspecified)
        guard let ratio = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : nil), ratio > 0, ratio.isFinite else { return proposal }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height) {
        case (let width?, let height?):
            // Wider than the ratio: fit takes the height, fill the width.
            let widerThanRatio = width > height * ratio
            let byHeight = contentMode == .fit ? widerThanRatio : !widerThanRatio
            return byHeight ? ProposedSize(width: height * ratio, height: height) : ProposedSize(width: width, height: width / ratio)
        case (let width?, nil): return ProposedSize(width: width, height: width / ratio)
        case (nil, let height?): return ProposedSize(width: height * ratio, height: height)
        case (nil, nil):
            return self.ratio == nil ? .unspecified : ProposedSize(width: ideal.width, height: ideal.width / ratio)
        }
    }

    override func computeSize(for proposal: ProposedSize) throws(OversetLayoutError) -> Size {
        try child.size(for: offer(proposal))
    }

    override func textBaseline(_ baseline: TextBaseline, for proposal: ProposedSize) throws(OversetLayoutError) -> Double? {
        try child.textBaseline(baseline, for: offer(proposal))
    }

    override func place(in frame: Rect, proposal: ProposedSize, context: PlacementContext) throws(OversetLayoutError) {
        try context.place(child, in: frame, proposal: try offer(proposal))
    }
}

/// `hidden()`: the child's size, but nothing of it is placed, so nothing inside is drawn or
/// reported (Apple: hidden views are invisible yet "remain in the view hierarchy and affect
/// layout").
final class HiddenItem: WrapperItem {
    override var drawsNothing: Bool { true }

    override func computeSize(for proposal: ProposedSize) throws(OversetLayoutError) -> Size {
        try child.size(for: proposal)
    }

    override func place(in frame: Rect, proposal: ProposedSize, context: PlacementContext) throws(OversetLayoutError) {
        context.current.contentFrame = frame
    }
}
