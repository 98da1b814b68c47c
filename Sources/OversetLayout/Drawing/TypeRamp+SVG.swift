internal import OversetPlumbing
import OversetStyle
import OversetText

extension TypeRamp {
    private static let margin = 24.0
    private static let labelColumn = 150.0
    private static let cellPadding = 16.0
    private static let captionHeight = 16.0
    private static let headerHeight = 56.0

    /// A picture of the ramp (`overset styles --svg`): one row per style, one column per
    /// category, each cell `sample` drawn from the font's glyph outlines over its measured box
    /// and baseline.
    ///
    /// - Throws: `OversetTextError` when a style's font cannot be found or read.
    public func svg(sample: String, engine: TextEngine) throws(OversetTextError) -> String {
        let theme = self.theme.name
        var drawings: [[TextDrawing]] = []
        for row in rows {
            drawings.append([])
            for style in row {
                drawings[drawings.count - 1].append(
                    try engine.draw(
                        AttributedText(sample, attributes: style.textAttributes),
                        options: style.layoutOptions(displayScale: displayScale)))
            }
        }
        let columnWidths = categories.indices.map { column in
            max(56, (drawings.map { $0[column].measurement.width }.max() ?? 0) + Self.cellPadding)
        }
        let rowHeights = drawings.map { row in
            (row.map(\.measurement.height).max() ?? 0) + Self.captionHeight + Self.cellPadding
        }
        let width = Self.margin * 2 + Self.labelColumn + columnWidths.reduce(0, +)
        let height = Self.margin * 2 + Self.headerHeight + rowHeights.reduce(0, +)

        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Self.number(width))" height="\(Self.number(height))" \
            viewBox="0 0 \(Self.number(width)) \(Self.number(height))" font-family="-apple-system, Helvetica, Arial, sans-serif">
            <rect width="100%" height="100%" fill="#ffffff"/>
            <text x="\(Self.margin)" y="\(Self.margin + 14)" font-size="16" font-weight="600" fill="#111">\
            \(XMLText.escape(theme)) · \(XMLText.escape(preset))</text>
            <text x="\(Self.margin)" y="\(Self.margin + 32)" font-size="11" fill="#666">\
            Each cell: “\(XMLText.escape(sample))” drawn from the font's outlines over its measured box (blue) and \
            baseline (red); size/leading below, in points.</text>

            """
        var x = Self.margin + Self.labelColumn
        for (column, category) in categories.enumerated() {
            svg +=
                "<text x=\"\(Self.number(x))\" y=\"\(Self.number(Self.margin + Self.headerHeight - 6))\" font-size=\"11\" "
                + "font-weight=\"600\" fill=\"#333\">\(category.shortName)</text>\n"
            x += columnWidths[column]
        }
        var y = Self.margin + Self.headerHeight
        for (rowIndex, row) in rows.enumerated() {
            svg +=
                "<line x1=\"\(Self.margin)\" y1=\"\(Self.number(y))\" x2=\"\(Self.number(width - Self.margin))\" "
                + "y2=\"\(Self.number(y))\" stroke=\"#e5e5e5\"/>\n"
            let first = row[0]
            svg +=
                "<text x=\"\(Self.margin)\" y=\"\(Self.number(y + 18))\" font-size=\"12\" font-weight=\"600\" fill=\"#111\">"
                + "\(XMLText.escape(first.name))</text>\n"
            // "system" switches family with size, so a row can use two.
            let families = row.map(\.family).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            svg +=
                "<text x=\"\(Self.margin)\" y=\"\(Self.number(y + 32))\" font-size=\"10\" fill=\"#666\">"
                + "\(XMLText.escape(families.joined(separator: " / "))) \(first.weight)</text>\n"
            x = Self.margin + Self.labelColumn
            for (column, style) in row.enumerated() {
                svg += Self.cell(drawings[rowIndex][column], style: style, x: x, y: y + Self.cellPadding / 2)
                x += columnWidths[column]
            }
            y += rowHeights[rowIndex]
        }
        return svg + "</svg>\n"
    }

    private static func cell(_ drawing: TextDrawing, style: ResolvedTextStyle, x: Double, y: Double) -> String {
        let box = drawing.measurement
        var svg = "<g transform=\"translate(\(number(x)) \(number(y)))\">"
        svg += "<rect width=\"\(number(box.width))\" height=\"\(number(box.height))\" fill=\"#eef4ff\" stroke=\"#9ab8f0\" stroke-width=\"0.5\"/>"
        for (line, drawn) in zip(box.lines, drawing.lines) {
            svg +=
                "<line x1=\"0\" y1=\"\(number(line.baseline))\" x2=\"\(number(box.width))\" y2=\"\(number(line.baseline))\" "
                + "stroke=\"#e0584f\" stroke-width=\"0.5\"/>"
            if !drawn.outline.isEmpty { svg += "<path d=\"\(drawn.outline)\" fill=\"#111\"/>" }
        }
        let caption = "\(number(style.size))/\(style.leading.map(number) ?? "-")"
        svg += "<text x=\"0\" y=\"\(number(box.height + 12))\" font-size=\"10\" fill=\"#666\">\(caption)</text>"
        return svg + "</g>\n"
    }

    private static func number(_ value: Double) -> String { NumberText.rounded(value, places: 2) }
}
