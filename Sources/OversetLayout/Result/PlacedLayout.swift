/// A screen placed at one width whose views are not yet built into `PlacedView`s
/// (`PreparedLayout.place(width:)`).
///
/// An audit reads the diagnostics and fonts of every layout it makes, and keeps the frame tree
/// of few (a failing case, for the HTML report's pictures): building every frame tree, pixel
/// alignment, copies and all, only to read it once and free it cost about a twentieth of a
/// catalog audit's time.
package struct PlacedLayout {
    let screen: String
    let environment: LayoutEnvironment
    let root: PlacedViewBuilder

    /// Calls `body` with each view's diagnostics and, for a `Text`, the font families it drew
    /// with, in the order `PlacedView.forEachView` visits the built views (depth first).
    ///
    /// - Complexity: O(views).
    package func forEachView(_ body: (_ diagnostics: [Diagnostic], _ fontFamilies: [String]?) -> Void) {
        func visit(_ view: PlacedViewBuilder) {
            body(view.diagnostics, view.text?.measured.measurement.fontFamilies)
            for child in view.children { visit(child) }
        }
        visit(root)
    }

    /// The layout with its frame tree built: what `PreparedLayout.layout(width:)` returns.
    package var result: LayoutResult {
        LayoutResult(screen: screen, environment: environment, root: root.build(displayScale: environment.displayScale))
    }
}
