/// `LazyVGrid`: cells in columns sized from the grid's width, row by row.
public struct LazyVGrid: View {
    public let node: ViewNode

    /// `LazyVGrid(columns:spacing:) { … }`; `spacing` is between rows (nil: 8 pt, an estimate).
    public init(columns: [GridItem], spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) {
        node = .lazyGrid(.vertical, items: columns, spacing: spacing, content())
    }
}

/// `LazyHGrid`: cells in rows sized from the grid's height, column by column.
public struct LazyHGrid: View {
    public let node: ViewNode

    /// `LazyHGrid(rows:spacing:) { … }`; `spacing` is between columns (nil: 8 pt, an estimate).
    public init(rows: [GridItem], spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) {
        node = .lazyGrid(.horizontal, items: rows, spacing: spacing, content())
    }
}

/// `GeometryReader { proxy in … }`: takes all it is offered and gives its content a proxy whose
/// `size.width` and `size.height` are lengths for `frame(width:height:)`.
public struct GeometryReader: View {
    public let node: ViewNode

    public init(@ViewBuilder content: (GeometryProxy) -> [ViewNode]) {
        node = .geometryReader(content(GeometryProxy()))
    }
}
