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
