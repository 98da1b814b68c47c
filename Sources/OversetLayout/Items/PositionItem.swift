/// `position(x:y:)`: Apple: it "positions the center of this view at the specified coordinates
/// in its parent's coordinate space". The modified view takes the size it is offered, a side
/// not offered taking the child's, and the child, offered that size, is placed with its centre
/// at (`x`, `y`) from the top-leading corner — from the right edge in right-to-left layouts,
/// where "the 0 horizontal value is on the right side of the view" (Apple's "Making fine
/// adjustments to a view's position"). The sizing rule is OpenSwiftUI's reading of SwiftUI's
/// `_PositionLayout`. A child placed past the view's frame overflows it, and is reported.
final class PositionItem: WrapperItem {
    private let x, y: Double

    init(owner: NodeInfo, child: LayoutItem, x: Double, y: Double) {
        (self.x, self.y) = (x, y)
        super.init(owner: owner, child: child)
    }

    /// None carried out: a frame (scroll view, position) places its child itself, and how SwiftUI
    /// carries a child's explicit guide through it is not modelled.
    override func explicitGuide(_ key: AlignmentGuideKey, size: Size) -> Double? { nil }

    override func computeSize(for proposal: ProposedSize) throws(OversetLayoutError) -> Size {
        if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
        let child = try child.size(for: proposal)
        return Size(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }

    override func textBaseline(_ baseline: TextBaseline, for proposal: ProposedSize) throws(OversetLayoutError) -> Double? {
        let frame = try size(for: proposal)
        let offer = ProposedSize(width: frame.width, height: frame.height)
        guard let childBaseline = try child.textBaseline(baseline, for: offer) else { return nil }
        return y - (try child.size(for: offer)).height / 2 + childBaseline
    }

    override func place(in frame: Rect, proposal: ProposedSize, context: PlacementContext) throws(OversetLayoutError) {
        let offer = ProposedSize(width: frame.width, height: frame.height)
        let size = try child.size(for: offer)
        let centreX = context.environment.isRightToLeft ? frame.maxX - x : frame.x + x
        let childFrame = Rect(x: centreX - size.width / 2, y: frame.y + y - size.height / 2, width: size.width, height: size.height)
        try placeChild(child, in: childFrame, proposal: offer, container: frame, context: context)
    }
}
