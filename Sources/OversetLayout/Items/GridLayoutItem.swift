/// `Grid` and its `GridRow`s (docs/layout.md, "SwiftUI's grids"). Apple's `Grid` documentation:
/// "a grid and its rows behave something like a collection of HStack instances wrapped in a
/// VStack", with each column as wide as its widest cell and each row as tall as its tallest. The
/// columns share the grid's width as an `HStack`'s children do (least flexible first, each offered
/// an equal share of what is left), a column answering as its widest cell, so a flexible view
/// (`Color`) takes what its column is given. A view outside a `GridRow` spans the columns and, if
/// flexible (a `Divider`), makes the grid as wide as it is offered (`gridCellUnsizedAxes(_:)`:
/// without it a flexible view defines "the size of a row or column"); the columns start at the
/// grid's leading edge. Rows are offered no height.
final class GridLayoutItem: LayoutItem {
    /// A `GridRow`'s cells, or one view outside a row that spans the columns.
    struct Row {
        var cells: [LayoutItem]
        /// `GridRow(alignment:)`: the cells' vertical alignment, nil for the grid's.
        var alignment: VerticalAlignment?
        var spansColumns: Bool
    }

    private let rows: [Row]
    private let alignment: Alignment
    private let horizontalSpacing: Double
    private let verticalSpacing: Double
    private let columnCount: Int

    init(owner: NodeInfo, rows: [Row], alignment: Alignment, horizontalSpacing: Double, verticalSpacing: Double) {
        self.rows = rows
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.columnCount = rows.filter { !$0.spansColumns }.map(\.cells.count).max() ?? 0
        super.init(owner: owner)
    }

    /// The sizes a proposal gives: each column's width, each row's height, the grid's width.
    private struct Plan {
        var columns: [Double]
        var rowHeights: [Double]
        var width: Double
    }

    /// A column's width when it is offered `width`: its widest cell's.
    private func width(ofColumn column: Int, offered width: Double?) throws(OversetLayoutError) -> Double {
        var widest = 0.0
        for row in rows where !row.spansColumns && column < row.cells.count {
            widest = max(widest, try row.cells[column].size(for: ProposedSize(width: width, height: nil)).width)
        }
        return widest
    }

    private func columnWidths(for width: Double?) throws(OversetLayoutError) -> [Double] {
        var widths = [Double](repeating: 0, count: columnCount)
        guard let width, width.isFinite else {
            for column in 0..<columnCount { widths[column] = try self.width(ofColumn: column, offered: width) }
            return widths
        }
        var order: [(column: Int, flexibility: Double)] = []
        for column in 0..<columnCount {
            let largest = try self.width(ofColumn: column, offered: .infinity)
            let smallest = try self.width(ofColumn: column, offered: 0)
            order.append((column, largest.isInfinite && smallest.isInfinite ? 0 : largest - smallest))
        }
        order.sort { $0.flexibility != $1.flexibility ? $0.flexibility < $1.flexibility : $0.column < $1.column }
        var remaining = width - horizontalSpacing * Double(max(0, columnCount - 1))
        var count = Double(columnCount)
        for (column, _) in order {
            widths[column] = try self.width(ofColumn: column, offered: max(0, remaining / count))
            remaining -= widths[column]
            count -= 1
        }
        return widths
    }

    private func plan(for proposal: ProposedSize) throws(OversetLayoutError) -> Plan {
        let columns = try columnWidths(for: proposal.width)
        var width = columns.reduce(0, +) + horizontalSpacing * Double(max(0, columnCount - 1))
        // A spanning view is offered the grid's whole width, and widens the grid to what it
        // takes: a flexible one (a Divider) all of it, as Apple's gridCellUnsizedAxes(_:) says.
        for row in rows where row.spansColumns {
            width = max(width, try row.cells[0].size(for: ProposedSize(width: proposal.width, height: nil)).width)
        }
        var heights: [Double] = []
        for row in rows {
            var tallest = 0.0
            for (index, cell) in row.cells.enumerated() {
                let offer = ProposedSize(width: row.spansColumns ? width : columns[index], height: nil)
                tallest = max(tallest, try cell.size(for: offer).height)
            }
            heights.append(tallest)
        }
        return Plan(columns: columns, rowHeights: heights, width: width)
    }

    override func computeSize(for proposal: ProposedSize) throws(OversetLayoutError) -> Size {
        let plan = try plan(for: proposal)
        let height = plan.rowHeights.reduce(0, +) + verticalSpacing * Double(max(0, rows.count - 1))
        return Size(width: plan.width, height: height)
    }

    override func place(in frame: Rect, proposal: ProposedSize, context: PlacementContext) throws(OversetLayoutError) {
        context.current.contentFrame = frame
        let plan = try plan(for: proposal)
        let rightToLeft = context.environment.isRightToLeft
        var y = frame.y
        for (row, height) in zip(rows, plan.rowHeights) {
            let cellAlignment = Alignment(horizontal: alignment.horizontal, vertical: row.alignment ?? alignment.vertical)
            // Columns run from the leading edge: the right one in right-to-left layouts.
            var x = rightToLeft ? frame.maxX : frame.x
            for (index, cell) in row.cells.enumerated() {
                let width = row.spansColumns ? plan.width : plan.columns[index]
                let slot = Rect(x: rightToLeft ? x - width : x, y: y, width: width, height: height)
                let offer = ProposedSize(width: width, height: nil)
                let size = try cell.size(for: offer)
                try placeChild(
                    cell, in: aligned(size, in: slot, cellAlignment, rightToLeft: rightToLeft), proposal: offer, container: frame, context: context)
                x += rightToLeft ? -(width + horizontalSpacing) : width + horizontalSpacing
            }
            y += height + verticalSpacing
        }
    }
}
