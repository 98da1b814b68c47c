/// `ViewThatFits(in:)`. Apple: it "selects the first child whose ideal size on the constrained
/// axes fits within the proposed size", evaluating children in order, and uses the last when
/// none fits; by default it constrains both axes
/// (developer.apple.com/documentation/swiftui/viewthatfits). A child's ideal size on an axis is
/// its answer to an unspecified proposal there; an unconstrained axis keeps the proposal. Only
/// the chosen child is placed, so only its diagnostics are reported.
final class ViewThatFitsItem: LayoutItem {
    private let axes: Axis.Set
    private let children: [LayoutItem]

    init(owner: NodeInfo, axes: Axis.Set, children: [LayoutItem]) {
        self.axes = axes
        self.children = children
        super.init(owner: owner)
    }

    /// The child used for `proposal`, or nil when there are none.
    private func chosen(for proposal: ProposedSize) throws(OversetLayoutError) -> LayoutItem? {
        var ideal = proposal
        for axis in [Axis.horizontal, .vertical] where axes.contains(axis) { ideal[axis] = nil }
        for child in children.dropLast() {
            let size = try child.size(for: ideal)
            let fits = [Axis.horizontal, .vertical].allSatisfy { axis in
                // Within a thousandth of a point: sizes are sums of rounded advances.
                !axes.contains(axis) || size[axis] <= (proposal[axis] ?? .infinity) + 0.001
            }
            if fits { return child }
        }
        return children.last
    }

    override func computeSize(for proposal: ProposedSize) throws(OversetLayoutError) -> Size {
        try chosen(for: proposal)?.size(for: proposal) ?? .zero
    }

    override func place(in frame: Rect, proposal: ProposedSize, context: PlacementContext) throws(OversetLayoutError) {
        context.current.contentFrame = frame
        guard let child = try chosen(for: proposal) else { return }
        let hasFallback = child !== children.last
        if hasFallback { context.fallbacks += 1 }
        defer { if hasFallback { context.fallbacks -= 1 } }
        try placeChild(child, in: frame, proposal: proposal, container: frame, context: context)
    }
}
