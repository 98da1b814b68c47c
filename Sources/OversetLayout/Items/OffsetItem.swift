/// `offset(x:y:)`: the child is laid out where it would be without the offset, and drawn moved
/// by it. Apple: "The original dimensions of the view aren't changed by offsetting the contents"
/// (developer.apple.com/documentation/swiftui/view/offset(x:y:)), so the parent and the
/// modifiers outside the offset see the original frame; the child and the modifiers inside it
/// are placed moved, where clipping by `clipped()` or the screen edge is checked as usual. The
/// move itself is deliberate, so it is not reported as overflow.
final class OffsetItem: WrapperItem {
    private let x, y: Double

    init(owner: NodeInfo, child: LayoutItem, x: Double, y: Double) {
        (self.x, self.y) = (x, y)
        super.init(owner: owner, child: child)
    }

    override func computeSize(for proposal: ProposedSize) throws(OversetLayoutError) -> Size {
        try child.size(for: proposal)
    }

    override func place(in frame: Rect, proposal: ProposedSize, context: PlacementContext) throws(OversetLayoutError) {
        let moved = Rect(x: frame.x + x, y: frame.y + y, width: frame.width, height: frame.height)
        try context.place(child, in: moved, proposal: proposal)
    }
}
