import OversetLayout

extension ViewNode {
    /// The views of a result builder as one view: itself when there is one, else a `Group` (which
    /// a stack takes in line, as SwiftUI's `TupleView`).
    static func combining(_ views: [ViewNode]) -> ViewNode {
        views.count == 1 ? views[0] : ViewNode(.group(views))
    }
}
