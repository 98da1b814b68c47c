/// `ListStyle`: how a `List` or `Form` lays out its sections (docs/layout.md, "SwiftUI's lists",
/// gives each style's metrics and their evidence).
public enum ListStyle: String, Hashable, Sendable, CaseIterable {
    /// `.automatic`: iOS's default for a `List` and a `Form`, inset grouped.
    case automatic
    /// `.plain`: rows from edge to edge, headers in bold body text, no space between sections.
    case plain
    /// `.grouped`: sections from edge to edge with space between them.
    case grouped
    /// `.inset`: a plain list whose rows sit on a card inset from the screen's edges.
    case inset
    /// `.insetGrouped`: sections on cards inset from the screen's edges.
    case insetGrouped
    /// `.sidebar`: on iPhone, laid out as inset grouped.
    case sidebar
}

/// `ListSectionSpacing`: the space between two sections of a list.
public enum ListSectionSpacing: Hashable, Sendable {
    /// `.default`: the list style's own.
    case `default`
    /// `.compact`: the theme's compact spacing (20 pt by default, an estimate).
    case compact
    /// `.custom(_:)`, or a number of points.
    case points(Double)
}

/// SwiftUI's `EdgeInsets`: lengths on each edge, in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    /// Insets on each edge; `EdgeInsets()` is 0 on every edge, as in SwiftUI.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
