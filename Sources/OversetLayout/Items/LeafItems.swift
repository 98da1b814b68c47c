/// `Spacer(minLength:)`: as long as it is offered along its stack, never shorter than its
/// minimum; nothing across. It has the lowest layout priority, so it takes what others leave.
final class SpacerItem: LayoutItem {
    private let axis: Axis?
    private let minLength: Double

    init(owner: NodeInfo, axis: Axis?, minLength: Double) {
        self.axis = axis
        self.minLength = minLength
        super.init(owner: owner)
    }

    override var layoutPriority: Double { -.infinity }

    /// A spacer longer than its frame (`Spacer().frame(height: 2)`, whose minimum is 8) leaves
    /// the frame's gap and draws nothing past it.
    override var drawsNothing: Bool { true }

    override func computeSize(for proposal: ProposedSize) throws(OversetLayoutError) -> Size {
        func length(_ offered: Double?) -> Double { max(offered ?? minLength, minLength) }
        switch axis {
        case .horizontal?: return Size(width: length(proposal.width), height: 0)
        case .vertical?: return Size(width: 0, height: length(proposal.height))
        case nil: return Size(width: length(proposal.width), height: length(proposal.height))
        }
    }

    override func place(in frame: Rect, proposal: ProposedSize, context: PlacementContext) throws(OversetLayoutError) {
        context.current.contentFrame = frame
    }
}

/// `Divider`: one pixel thick across its stack (horizontal outside an HStack), as long as offered.
final class DividerItem: LayoutItem {
    private let isVertical: Bool
    private let thickness: Double

    init(owner: NodeInfo, inHorizontalStack: Bool, displayScale: Double) {
        self.isVertical = inHorizontalStack
        self.thickness = displayScale > 0 ? 1 / displayScale : 1
        super.init(owner: owner)
    }

    override func computeSize(for proposal: ProposedSize) throws(OversetLayoutError) -> Size {
        isVertical ? Size(width: thickness, height: proposal.height ?? 0) : Size(width: proposal.width ?? 0, height: thickness)
    }

    override func place(in frame: Rect, proposal: ProposedSize, context: PlacementContext) throws(OversetLayoutError) {
        context.current.contentFrame = frame
    }
}

/// A colour, shape or fixed box: fixed sides keep their length, the others take what they are
/// offered (10 pt when asked for their ideal size, as SwiftUI's shapes).
final class BoxItem: LayoutItem {
    private let width: Double?
    private let height: Double?

    init(owner: NodeInfo, width: Double?, height: Double?) {
        self.width = width
        self.height = height
        super.init(owner: owner)
    }

    override func computeSize(for proposal: ProposedSize) throws(OversetLayoutError) -> Size {
        Size(width: width ?? proposal.width ?? 10, height: height ?? proposal.height ?? 10)
    }

    override func place(in frame: Rect, proposal: ProposedSize, context: PlacementContext) throws(OversetLayoutError) {
        context.current.contentFrame = frame
        // Flexible colours fill what they are given; only boxes with a size of their own lose content.
        if width != nil || height != nil { context.checkClipping(of: owner, frame: frame) { _ in nil } }
    }
}
