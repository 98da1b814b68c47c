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

/// `Grid`: rows of cells in columns as wide as their widest cell.
public struct Grid: View {
    public let node: ViewNode

    /// `Grid(alignment:horizontalSpacing:verticalSpacing:) { … }`; nil spacings are 8 pt (an estimate).
    public init(
        alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]
    ) {
        node = .grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, content())
    }
}

/// `GridRow`: one cell per view.
public struct GridRow: View {
    public let node: ViewNode

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> [ViewNode]) {
        node = .gridRow(alignment: alignment, content())
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
