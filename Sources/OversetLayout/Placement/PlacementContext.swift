/// The state of one placement pass: the views placed so far, the clipping ancestors, and the
/// diagnostics found.
final class PlacementContext {
    let environment: LayoutEnvironment
    // One pass on one thread, whose accesses never overlap: unchecked at run time, as
    // `LayoutItem`'s answers are.
    @exclusivity(unchecked) private(set) var root: PlacedViewBuilder?
    @exclusivity(unchecked) private var open: [PlacedViewBuilder] = []
    @exclusivity(unchecked) private var clips: [(rect: Rect, by: Diagnostic.Clipper)]
    /// How many `ViewThatFits` around the view being placed chose a child that has another after
    /// it: there, a text that nearly misses is not at risk, since a wider font would only make
    /// the next child the one chosen.
    var fallbacks = 0

    /// - Parameter screen: the screen's visible area; content past its sides is clipped.
    init(environment: LayoutEnvironment, screen: Rect) {
        self.environment = environment
        self.clips = [(screen, .screenEdge)]
    }

    /// Places `item`; when it is its view's outermost item, the view gets a `PlacedView` here.
    func place(_ item: LayoutItem, in frame: Rect, proposal: ProposedSize) throws(OversetLayoutError) {
        guard item.isOutermost else {
            try item.place(in: frame, proposal: proposal, context: self)
            return
        }
        let builder = PlacedViewBuilder(owner: item.owner, frame: frame)
        if let parent = open.last { parent.children.append(builder) } else { root = builder }
        open.append(builder)
        defer { open.removeLast() }
        try item.place(in: frame, proposal: proposal, context: self)
    }

    /// The view being placed.
    var current: PlacedViewBuilder { open[open.count - 1] }

    /// Runs `body` with content outside `rect` clipped.
    func clipping(to rect: Rect, by clipper: Diagnostic.Clipper, _ body: () throws(OversetLayoutError) -> Void) throws(OversetLayoutError) {
        clips.append((clips[clips.count - 1].rect.intersection(rect), clipper))
        defer { clips.removeLast() }
        try body()
    }

    /// Whether the innermost clip lies within `rect`, so that nothing past `rect` is drawn: a
    /// child reaching out of it (an image filling a clipped frame) draws over no neighbour, and
    /// what the clip cuts is reported by the views that lose content.
    func hidesEverything(outside rect: Rect) -> Bool {
        rect.excess(of: clips[clips.count - 1].rect).isEmpty
    }

    /// Reports `frame` of a view's content when the innermost clip cuts it.
    ///
    /// - Returns: the cut amounts, for callers that describe what is hidden.
    @discardableResult
    func checkClipping(of owner: NodeInfo, frame: Rect, hiddenText: (Rect) -> String?) -> Bool {
        let clip = clips[clips.count - 1]
        let excess = clip.rect.excess(of: frame)
        guard !excess.isEmpty else { return false }
        let visible = frame.intersection(clip.rect)
        report(
            .clipped(by: clip.by, size: frame.size, excess: excess), owner: owner,
            proposed: nil, needed: frame.size, actual: visible.size, hidden: hiddenText(visible).map(Diagnostic.HiddenText.init))
        return true
    }

    func reportOverflow(of owner: NodeInfo, frame: Rect, container: Rect, excess: Diagnostic.EdgeExcess) {
        report(
            .overflow(size: frame.size, container: container.size, excess: excess), owner: owner,
            proposed: container.size, needed: frame.size, actual: container.size, hidden: nil)
    }

    func report(_ cause: Diagnostic.Cause, owner: NodeInfo, proposed: Size?, needed: Size?, actual: Size?, hidden: Diagnostic.HiddenText?) {
        var diagnostic = Diagnostic(
            cause: cause, path: owner.path, id: owner.id, proposed: proposed,
            needed: needed, actual: actual, hidden: hidden, environment: environment)
        // Report on the view the diagnostic is about: open while its own items place it, or just
        // placed when its parent checks it.
        // (After placing, with nothing open, on the root: a screen too tall for its device.)
        let target = open.last { $0.owner === owner } ?? open.last?.children.last { $0.owner === owner } ?? open.last ?? root!
        diagnostic.text = owner.text
        diagnostic.source = owner.source
        target.diagnostics.append(diagnostic)
    }
}
