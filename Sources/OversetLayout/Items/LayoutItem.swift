/// One step of layout: a view's content, or one modifier around it. Items answer size
/// proposals (remembering their answers, since stacks ask several times) and place themselves.
class LayoutItem {
    /// The view this item belongs to.
    let owner: NodeInfo
    /// Whether this is the view's outermost item (its last modifier, or the view itself).
    var isOutermost = false
    /// Items belong to one tree, laid out by one thread at a time (`PreparedLayout`), and no
    /// access to their answers overlaps another: they skip Swift's run-time exclusivity checks,
    /// which were 2% of a catalog audit's instructions across the layout classes.
    @exclusivity(unchecked) private var sizes = ProposalMemo<Size>()

    init(owner: NodeInfo) {
        self.owner = owner
    }

    /// The size this item takes for `proposal`.
    ///
    /// - Complexity: the first call per proposal lays the item out; later calls are a look-up.
    final func size(for proposal: ProposedSize) throws(OversetLayoutError) -> Size {
        if let known = sizes.value(for: proposal) { return known }
        let size = try computeSize(for: proposal)
        sizes.keep(size, for: proposal)
        return size
    }

    /// The layout-priority of this item in a stack.
    var layoutPriority: Double { 0 }

    /// Whether nothing of the item is drawn (a `Spacer`, a hidden view): reaching past its
    /// container then hides nothing, so it is no overflow.
    var drawsNothing: Bool { false }

    /// How much the item's length along `axis` can vary: its maximum minus its minimum.
    final func flexibility(along axis: Axis, cross: Double?) throws(OversetLayoutError) -> Double {
        let largest = try size(for: ProposedSize(axis, main: .infinity, cross: cross))[axis]
        let smallest = try size(for: ProposedSize(axis, main: 0, cross: cross))[axis]
        return largest.isInfinite && smallest.isInfinite ? 0 : largest - smallest
    }

    func computeSize(for proposal: ProposedSize) throws(OversetLayoutError) -> Size {
        preconditionFailure("\(type(of: self)) must answer size proposals")
    }

    /// The distance from the item's top to the baseline of its first or last line of text, laid
    /// out for `proposal`; nil when it shows none (a stack lining up baselines then takes its
    /// bottom, SwiftUI's default for a view without text). Items that do not pass their
    /// content's baselines on (grids, lists, `ViewThatFits`) answer nil as well.
    func textBaseline(_ baseline: TextBaseline, for proposal: ProposedSize) throws(OversetLayoutError) -> Double? { nil }

    /// The view's explicit value for the alignment guide `key` (`alignmentGuide`) when it is
    /// `size`, from its leading (top) edge; nil when it sets none.
    func explicitGuide(_ key: AlignmentGuideKey, size: Size) -> Double? { nil }

    /// Places the item in `frame` (its size for `proposal`, positioned by the parent) and its
    /// children inside it.
    func place(in frame: Rect, proposal: ProposedSize, context: PlacementContext) throws(OversetLayoutError) {
        preconditionFailure("\(type(of: self)) must place itself")
    }

    /// Places a child item and reports overflow when it reaches outside `container`.
    final func placeChild(
        _ child: LayoutItem, in frame: Rect, proposal: ProposedSize, container: Rect,
        context: PlacementContext
    ) throws(OversetLayoutError) {
        try context.place(child, in: frame, proposal: proposal)
        let excess = container.excess(of: frame)
        if !excess.isEmpty, !child.drawsNothing, !context.hidesEverything(outside: container) {
            context.reportOverflow(of: child.owner, frame: frame, container: container, excess: excess)
        }
    }
}

/// Who a layout item belongs to: the view's path, id and kind, and whether the item is the
/// view's outermost (the one whose frame is the view's frame).
final class NodeInfo {
    let path: String
    let id: String?
    let kind: String
    /// The text of a `Text` (shown in diagnostics).
    var text: String?
    /// Which role the view plays under its parent ("overlay", "background"), if not a child.
    let role: String?
    /// Where the view was written in Swift source, if it was.
    let source: SourceReference?

    init(path: String, id: String?, kind: String, role: String? = nil, source: SourceReference? = nil) {
        self.path = path
        self.id = id
        self.kind = kind
        self.role = role
        self.source = source
    }
}
