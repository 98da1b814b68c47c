/// The state of one placement pass: the views placed so far, the clipping ancestors, and the
/// diagnostics found.
final class PlacementContext {
    let environment: LayoutEnvironment
    private(set) var root: PlacedViewBuilder?
    private var open: [PlacedViewBuilder] = []
    private var clips: [(rect: Rect, by: String)]

    /// - Parameter screen: the screen's visible area; content past its sides is clipped.
    init(environment: LayoutEnvironment, screen: Rect) {
        self.environment = environment
        self.clips = [(screen, "the screen edge")]
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
    func clipping(to rect: Rect, by clipper: String, _ body: () throws(OversetLayoutError) -> Void) throws(OversetLayoutError) {
        clips.append((clips[clips.count - 1].rect.intersection(rect), clipper))
        defer { clips.removeLast() }
        try body()
    }

    /// Reports `frame` of a view's content when the innermost clip cuts it.
    ///
    /// - Returns: the cut amounts, for callers that describe what is hidden.
    @discardableResult
    func checkClipping(of owner: NodeInfo, frame: Rect, hiddenText: (Rect) -> String?) -> Bool {
        let clip = clips[clips.count - 1]
        let excess = clip.rect.excess(of: frame)
        guard excess.top + excess.leading + excess.bottom + excess.trailing > 0 else { return false }
        let visible = frame.intersection(clip.rect)
        report(.clipped, owner: owner,
               message: "is cut by \(clip.by), which hides what lies \(Self.describe(excess)) of its \(frame.size)",
               proposed: nil, needed: frame.size, actual: visible.size, hiddenText: hiddenText(visible))
        return true
    }

    func reportOverflow(of owner: NodeInfo, frame: Rect, container: Rect, excess: (top: Double, leading: Double, bottom: Double, trailing: Double)) {
        report(.overflow, owner: owner,
               message: "is \(frame.size) in a frame of \(container.size), reaching \(Self.describe(excess))",
               proposed: container.size, needed: frame.size, actual: container.size, hiddenText: nil)
    }

    func report(_ kind: Diagnostic.Kind, owner: NodeInfo, message: String, proposed: Size?, needed: Size?, actual: Size?,
                hiddenText: String?) {
        let diagnostic = Diagnostic(kind: kind, path: owner.path, id: owner.id, message: message, proposed: proposed,
                                    needed: needed, actual: actual, hiddenText: hiddenText, environment: environment)
        // Report on the view the diagnostic is about: open while its own items place it, or just
        // placed when its parent checks it.
        let target = open.last { $0.owner === owner } ?? current.children.last { $0.owner === owner } ?? current
        target.diagnostics.append(diagnostic)
    }

    /// "12 pt past the bottom edge and 3 pt past the trailing edge".
    static func describe(_ excess: (top: Double, leading: Double, bottom: Double, trailing: Double)) -> String {
        let parts = [(excess.top, "top"), (excess.leading, "leading"), (excess.bottom, "bottom"), (excess.trailing, "trailing")]
            .filter { $0.0 > 0 }
            .map { "\(Rect.format($0.0)) pt past the \($0.1) edge" }
        return parts.joined(separator: " and ")
    }
}
