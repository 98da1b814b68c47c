import OversetLayout
import OversetText

/// A laid-out view for assertions: `layout["title"].frame.height`, `.lineCount`, `.isTruncated`.
/// Asking for an id the layout lacks records a failure and gives an empty probe.
public struct LayoutProbe {
    /// The layout.
    public let result: LayoutResult
    let missing: (String) -> Void

    /// A probe of any layout (`Overset.layout`, `LayoutSolver`, a sweep's layouts).
    ///
    /// - Parameter onMissingID: called with a message when a query names an id the layout
    ///   lacks (record a test failure there); the query then gives an empty probe.
    public init(_ result: LayoutResult, onMissingID: @escaping (String) -> Void) {
        self.result = result
        self.missing = onMissingID
    }

    /// The view with `id`.
    public subscript(id: String) -> ViewProbe {
        guard let view = result[id] else {
            missing("no view has id '\(id)'; ids in this layout: \(result.root.allViews.compactMap(\.id).joined(separator: ", "))")
            return ViewProbe(view: nil)
        }
        return ViewProbe(view: view)
    }

    /// The frame tree as text (see `LayoutResult.outline`).
    public var outline: String { result.outline }

    /// Every diagnostic.
    public var diagnostics: [Diagnostic] { result.diagnostics }
}

/// One view of a layout, for assertions.
public struct ViewProbe {
    public let view: PlacedView?

    /// Its frame with modifiers (zero when the view is missing).
    public var frame: Rect { view?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0) }
    /// Its own frame inside padding and frames.
    public var contentFrame: Rect { view?.contentFrame ?? frame }
    /// Lines shown, for a text (0 otherwise).
    public var lineCount: Int { view?.text?.measurement.lineCount ?? 0 }
    /// The lines as drawn, for a text.
    public var lines: [String] { view?.text?.measurement.lines.map(\.text) ?? [] }
    /// Whether a text shows less than its content.
    public var isTruncated: Bool { view?.text?.measurement.isTruncated ?? false }
    /// The text that does not show.
    public var hiddenText: String { view?.text?.hiddenText ?? "" }
    /// Its diagnostics.
    public var diagnostics: [Diagnostic] { view?.diagnostics ?? [] }
}
