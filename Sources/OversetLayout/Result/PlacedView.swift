import OversetStyle
import OversetText

/// A view after layout: where it is, what it measured and what went wrong.
public struct PlacedView: Hashable, Sendable {
    /// Where the view is in the tree (`Profile/VStack[0]/Text"bio"`).
    public var path: String
    /// The view's id, if it has one.
    public var id: String?
    /// The view's kind (`Text`, `HStack`, `Card`, …).
    public var kind: String
    /// "overlay" or "background" for views attached by those modifiers; nil for children.
    public var role: String?
    /// The view's frame with all its modifiers, in screen points (pixel-aligned).
    public var frame: Rect
    /// The frame of the view itself, inside its padding and frames.
    public var contentFrame: Rect
    /// For a `Text`: its layout and the style it was measured with.
    public var text: PlacedText?
    /// What went wrong at this view.
    public var diagnostics: [Diagnostic]
    /// The views inside, in order (overlays and backgrounds after the children).
    public var children: [PlacedView]
    /// Where the view was written in Swift source, for a screen read from it.
    public var source: SourceReference?

    /// This view and every view inside it, depth first.
    ///
    /// - Complexity: O(views), appending to one array (not one array per level).
    public var allViews: [PlacedView] {
        var views: [PlacedView] = []
        func visit(_ view: PlacedView) {
            views.append(view)
            for child in view.children { visit(child) }
        }
        visit(self)
        return views
    }

    /// Calls `body` with this view and every view inside it, depth first, as `allViews` lists
    /// them, without copying them into an array (an audit walks every layout it makes).
    ///
    /// - Complexity: O(views).
    public func forEachView(_ body: (PlacedView) throws -> Void) rethrows {
        try body(self)
        for child in children { try child.forEachView(body) }
    }
}

/// A laid-out `Text`.
public struct PlacedText: Hashable, Sendable {
    /// The text as given (Markdown source included).
    public var string: String
    /// The resolved style: family, size, weight, leading, spacing.
    public var style: ResolvedTextStyle
    /// The engine's measurement at the proposal the text was placed with.
    public var measurement: TextMeasurement
    /// The text that does not show (truncated or dropped lines), joined with "…" between pieces.
    public var hiddenText: String
}

/// Builds a `PlacedView` during placement.
final class PlacedViewBuilder {
    let owner: NodeInfo
    let frame: Rect
    // Built by one placement pass (`PlacementContext`): unchecked at run time, as its accesses are.
    @exclusivity(unchecked) var contentFrame: Rect
    @exclusivity(unchecked) var text: PlacedTextParts?
    @exclusivity(unchecked) var diagnostics: [Diagnostic] = []
    @exclusivity(unchecked) var children: [PlacedViewBuilder] = []

    init(owner: NodeInfo, frame: Rect) {
        self.owner = owner
        self.frame = frame
        self.contentFrame = frame
    }

    func build(displayScale: Double) -> PlacedView {
        PlacedView(
            path: owner.path, id: owner.id, kind: owner.kind, role: owner.role,
            frame: frame.pixelAligned(displayScale), contentFrame: contentFrame.pixelAligned(displayScale),
            text: text?.placedText, diagnostics: diagnostics, children: children.map { $0.build(displayScale: displayScale) }, source: owner.source)
    }
}
