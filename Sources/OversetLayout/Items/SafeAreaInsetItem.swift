/// `safeAreaInset(edge:alignment:spacing:content:)`. Apple: it "shows the specified content"
/// at the edge and insets the view's safe area by the content's size, "to make space for"
/// it. Safe areas are not modelled, so the two are stacked: the inset content is offered the
/// whole length across and its ideal length along the edge's axis; the view is offered what is
/// left after it and the spacing, and lies beside it. The content is placed across by
/// `alignment`.
final class SafeAreaInsetItem: WrapperItem {
    private let inset: LayoutItem
    private let edge: Edge
    private let alignment: Alignment
    private let spacing: Double

    init(owner: NodeInfo, child: LayoutItem, inset: LayoutItem, edge: Edge, alignment: Alignment, spacing: Double) {
        (self.inset, self.edge, self.alignment, self.spacing) = (inset, edge, alignment, spacing)
        super.init(owner: owner, child: child)
    }

    private var axis: Axis { edge.axis }
    private var cross: Axis { axis == .vertical ? .horizontal : .vertical }

    /// The inset's size and offer, and the view's offer, for `proposal`.
    private func sizes(for proposal: ProposedSize) throws(OversetLayoutError) -> (inset: Size, insetOffer: ProposedSize, offer: ProposedSize) {
        let insetOffer = ProposedSize(axis, main: nil, cross: proposal[cross])
        let insetSize = try inset.size(for: insetOffer)
        let offer = ProposedSize(axis, main: proposal[axis].map { max(0, $0 - insetSize[axis] - spacing) }, cross: proposal[cross])
        return (insetSize, insetOffer, offer)
    }

    /// None carried out: a frame (scroll view, position) places its child itself, and how SwiftUI
    /// carries a child's explicit guide through it is not modelled.
    override func explicitGuide(_ key: AlignmentGuideKey, size: Size) -> Double? { nil }

    override func computeSize(for proposal: ProposedSize) throws(OversetLayoutError) -> Size {
        let (insetSize, _, offer) = try sizes(for: proposal)
        let size = try child.size(for: offer)
        var total = Size(width: 0, height: 0)
        total[axis] = size[axis] + spacing + insetSize[axis]
        total[cross] = max(size[cross], insetSize[cross])
        return total
    }

    /// None: where the view's baseline falls beside its inset is not modelled (its bottom counts).
    override func textBaseline(_ baseline: TextBaseline, for proposal: ProposedSize) throws(OversetLayoutError) -> Double? { nil }

    override func place(in frame: Rect, proposal: ProposedSize, context: PlacementContext) throws(OversetLayoutError) {
        let (insetSize, insetOffer, offer) = try sizes(for: proposal)
        let size = try child.size(for: offer)
        // Leading is on the right in right-to-left layouts.
        let rightToLeft = context.environment.isRightToLeft
        // Top is always first; leading is first left to right, trailing right to left.
        let atStart = edge == .top || (edge == .leading && !rightToLeft) || (edge == .trailing && rightToLeft)
        let mainStart = axis == .vertical ? frame.y : frame.x
        let mainLength = frame.size[axis]
        let insetStart = atStart ? mainStart : mainStart + mainLength - insetSize[axis]
        let childStart = atStart ? mainStart + insetSize[axis] + spacing : mainStart
        func band(_ start: Double, _ length: Double) -> Rect {
            axis == .vertical
                ? Rect(x: frame.x, y: start, width: frame.width, height: length)
                : Rect(x: start, y: frame.y, width: length, height: frame.height)
        }
        let childBand = band(childStart, max(0, mainLength - insetSize[axis] - spacing))
        try placeChild(child, in: aligned(size, in: childBand, .center, rightToLeft: rightToLeft), proposal: offer, container: frame, context: context)
        let insetBand = band(insetStart, insetSize[axis])
        try placeChild(
            inset, in: aligned(insetSize, in: insetBand, alignment, rightToLeft: rightToLeft), proposal: insetOffer, container: frame, context: context)
    }
}
