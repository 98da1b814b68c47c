/// A plain-text table with columns padded to their widest cell (the last column is not padded,
/// so lines carry no trailing spaces): the CLI's tables, the audit table, thresholds, `--help`.
package struct TextTable {
    /// The rows, the header (if any) first.
    package var rows: [[String]]
    /// What stands between two cells.
    package var separator: String

    package init(header: [String]? = nil, rows: [[String]], separator: String = "  ") {
        self.rows = (header.map { [$0] } ?? []) + rows
        self.separator = separator
    }

    /// One line per row, without line ends.
    package var lines: [String] {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map(width(ofColumn:))
        return rows.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }.joined(separator: separator)
        }
    }

    /// Every line followed by a line end.
    package var text: String {
        lines.map { $0 + "\n" }.joined()
    }

    /// The width of `column`: its widest cell.
    package func width(ofColumn column: Int) -> Int {
        rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
    }
}
