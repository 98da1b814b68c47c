import OversetLayout
internal import OversetPlumbing
import OversetText

extension AuditReport {
    /// A self-contained HTML page: totals, a chart of findings per category, the findings, and
    /// a picture of every failing layout drawn from the fonts' glyph outlines — views as boxes,
    /// views with diagnostics in red, the screen's edges dashed, hidden text listed below.
    ///
    /// Cases read back from JSON have no layout and get no picture.
    /// - Parameter engine: draws the texts (any engine over the same fonts).
    public func html(engine: TextEngine) -> String {
        var glyphs = GlyphDefinitions(engine: engine)
        var pictures = ""
        for failing in failingCases {
            guard let layout = failing.layout else { continue }
            pictures += CasePicture.html(failing, layout: layout, glyphs: &glyphs)
        }
        let findingRows = findings.map { finding in
            "<tr class=\"\(finding.severity.rawValue)\"><td>\(finding.severity.rawValue)</td><td>\(finding.kind.rawValue)</td>"
                + "<td>\(XMLText.escape(finding.screen))</td><td><code>\(XMLText.escape(Self.relativePath(finding)))</code></td>"
                + "<td>\(XMLText.escape(Self.where(finding)))</td><td>\(XMLText.escape(detail(finding)))"
                + "<br><code class=\"command\">$ \(XMLText.escape(layoutCommand(for: finding)))</code></td></tr>"
        }.joined(separator: "\n")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Overset audit</title>
            <style>
            body { font: 14px -apple-system, Helvetica, Arial, sans-serif; margin: 24px; color: #111; }
            table { border-collapse: collapse; margin: 12px 0; }
            td, th { border-bottom: 1px solid #ddd; padding: 4px 8px; text-align: left; vertical-align: top; }
            tr.error td:first-child { color: #c62828; font-weight: 600; }
            tr.warning td:first-child { color: #a66b00; font-weight: 600; }
            .case { display: inline-block; vertical-align: top; margin: 0 16px 24px 0; max-width: 520px; }
            .case h3 { font-size: 13px; margin: 0 0 4px; }
            .case ul { font-size: 12px; margin: 4px 0; padding-left: 18px; }
            code.command { font-size: 12px; color: #555; }
            svg.layout { background: #fafafa; border: 1px solid #e0e0e0; }
            </style>
            </head>
            <body>
            <h1>Overset audit</h1>
            <p>\(XMLText.escape(headline)).\(systemFont.map { " System font: " + XMLText.escape($0) + "." } ?? "")\(fontsLine.map { " " + XMLText.escape($0) } ?? "")</p>
            <p><strong>\(XMLText.escape(totals))</strong>\(baselineComparison.map { " " + XMLText.escape($0.summary) } ?? "")</p>
            <h2>Findings per content size category</h2>
            \(chart)
            <h2>Findings</h2>
            <table>
            <tr><th>Severity</th><th>Kind</th><th>Screen</th><th>View</th><th>Where</th><th>Details</th></tr>
            \(findingRows)
            </table>
            <h2>Failing layouts</h2>
            <svg width="0" height="0" style="position:absolute"><defs>
            \(glyphs.definitions)
            </defs></svg>
            \(pictures)
            </body>
            </html>

            """
    }

    /// A bar chart: layouts with diagnostics per category.
    private var chart: String {
        let counts = matrix.categories.map { category in failingCases.filter { $0.case.environment.category == category }.count }
        let largest = max(1, counts.max() ?? 1)
        let barWidth = 36.0
        let height = 120.0
        var svg =
            "<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(barWidth * Double(counts.count) + 20))\" height=\"\(Int(height + 40))\">"
        for (index, (category, count)) in zip(matrix.categories, counts).enumerated() {
            let barHeight = height * Double(count) / Double(largest)
            let x = 10 + Double(index) * barWidth
            svg += "<rect x=\"\(x + 4)\" y=\"\(10 + height - barHeight)\" width=\"\(barWidth - 8)\" height=\"\(barHeight)\" fill=\"#e57373\"/>"
            svg += "<text x=\"\(x + barWidth / 2)\" y=\"\(height + 26)\" font-size=\"11\" text-anchor=\"middle\">\(category.shortName)</text>"
            svg += "<text x=\"\(x + barWidth / 2)\" y=\"\(8 + height - barHeight)\" font-size=\"10\" text-anchor=\"middle\">\(count)</text>"
        }
        return svg + "</svg>"
    }
}

/// Glyph outlines of each distinct drawn line, defined once and used by every picture.
struct GlyphDefinitions {
    let engine: TextEngine
    private var ids: [String: String] = [:]
    private(set) var definitions = ""

    init(engine: TextEngine) {
        self.engine = engine
    }

    /// The id of a `<path>` drawing `text` in `attributes` from its baseline origin, or nil when
    /// it cannot be drawn.
    mutating func id(for text: String, attributes: TextAttributes) -> String? {
        let key = "\(attributes.font)|\(attributes.weight.value)|\(attributes.isItalic)|\(attributes.size)|\(attributes.tracking)|\(text)"
        if let known = ids[key] { return known }
        guard let drawing = try? engine.draw(AttributedText(text, attributes: attributes), options: TextLayoutOptions(displayScale: 0)),
            let line = drawing.lines.first, let baseline = drawing.measurement.lines.first?.baseline
        else { return nil }
        let id = "g\(ids.count)"
        ids[key] = id
        definitions += "<path id=\"\(id)\" transform=\"translate(0 \(-baseline))\" d=\"\(line.outline)\"/>\n"
        return id
    }
}

/// The picture of one failing layout.
enum CasePicture {
    static func html(_ failing: AuditReport.FailingCase, layout: LayoutResult, glyphs: inout GlyphDefinitions) -> String {
        let views = layout.root.allViews
        let environment = failing.case.environment
        let minX = min(0, views.map(\.frame.x).min() ?? 0) - 8
        let maxX = max(environment.width, views.map(\.frame.maxX).max() ?? 0) + 8
        let maxY = (views.map(\.frame.maxY).max() ?? 0) + 8
        let flagged = Set(failing.diagnostics.map(\.path))
        var body = "<rect x=\"0\" y=\"-8\" width=\"\(f(environment.width))\" height=\"\(f(maxY + 8))\" fill=\"#fff\"/>"
        for view in views {
            let frame = view.frame
            let color = flagged.contains(view.path) ? "#d32f2f" : "#b0bec5"
            let width = flagged.contains(view.path) ? 1.5 : 0.5
            body +=
                "<rect x=\"\(f(frame.x))\" y=\"\(f(frame.y))\" width=\"\(f(frame.width))\" height=\"\(f(frame.height))\" "
                + "fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(width)\"/>"
            guard let text = view.text else { continue }
            var attributes = text.style.textAttributes
            attributes.size *= text.measurement.scaleApplied
            let fill = flagged.contains(view.path) ? "#b71c1c" : "#111"
            for line in text.measurement.lines {
                guard let id = glyphs.id(for: line.text, attributes: attributes) else { continue }
                body += "<use href=\"#\(id)\" x=\"\(f(view.contentFrame.x + line.x))\" y=\"\(f(view.contentFrame.y + line.baseline))\" fill=\"\(fill)\"/>"
            }
        }
        body += "<line x1=\"0\" y1=\"-8\" x2=\"0\" y2=\"\(f(maxY))\" stroke=\"#d32f2f\" stroke-dasharray=\"4 3\"/>"
        body += "<line x1=\"\(f(environment.width))\" y1=\"-8\" x2=\"\(f(environment.width))\" y2=\"\(f(maxY))\" stroke=\"#d32f2f\" stroke-dasharray=\"4 3\"/>"
        let scale = min(1, 480 / (maxX - minX))
        let svg =
            "<svg class=\"layout\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f((maxX - minX) * scale))\" height=\"\(f((maxY + 16) * scale))\" "
            + "viewBox=\"\(f(minX)) -8 \(f(maxX - minX)) \(f(maxY + 16))\">\(body)</svg>"
        let items = failing.diagnostics.map { diagnostic in
            let hidden =
                diagnostic.hiddenText.flatMap { text in
                    diagnostic.kind == .truncated ? nil : " <span style=\"color:#c62828\">hidden: “\(XMLText.escape(text))”</span>"
                } ?? ""
            return "<li><strong>\(diagnostic.kind.rawValue)</strong> <code>\(XMLText.escape(diagnostic.path))</code>: "
                + "\(XMLText.escape(diagnostic.message))\(hidden)</li>"
        }.joined()
        return
            "<div class=\"case\"><h3>\(XMLText.escape(failing.case.screen)) — \(XMLText.escape(environment.description))</h3>\n\(svg)\n<ul>\(items)</ul></div>\n"
    }

    private static func f(_ value: Double) -> String { NumberText.shortest((value * 100).rounded() / 100) }
}
