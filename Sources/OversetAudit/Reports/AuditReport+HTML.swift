import OversetLayout
internal import OversetPlumbing
import OversetText

extension AuditReport {
    /// A self-contained HTML page: totals, a chart of failing layouts per category, the
    /// findings, and a picture of the first layout each finding occurs in, drawn from the fonts'
    /// glyph outlines — views as boxes, views with diagnostics in red, the screen's edges dashed,
    /// the diagnostics listed below. Each finding links to its picture; a layout that is the first
    /// of several findings is drawn once. Glyphs are defined once per page.
    ///
    /// Cases read back from JSON have no layout and get no picture.
    /// - Parameter engine: draws the texts (any engine over the same fonts).
    /// - Complexity: one picture per distinct first occurrence, at most one per finding.
    public func html(engine: TextEngine) -> String {
        let findings = self.findings
        var glyphs = GlyphDefinitions(engine: engine)
        // The layout each finding is pictured by: its first occurrence.
        let caseIndex = Dictionary(
            failingCases.enumerated().map { (PictureKey(screen: $1.case.screen, environment: $1.case.environment), $0) }
        ) { first, _ in first }
        let pictureOf: [Int?] = findings.map { finding in
            guard let environment = finding.environments.first,
                let index = caseIndex[PictureKey(screen: finding.screen, environment: environment)], failingCases[index].layout != nil
            else { return nil }
            return index
        }
        var pictured: [Int: [Finding]] = [:]
        for (finding, index) in zip(findings, pictureOf) {
            if let index { pictured[index, default: []].append(finding) }
        }
        var pictures = ""
        for (index, caseFindings) in pictured.sorted(by: { $0.key < $1.key }) {
            let failing = failingCases[index]
            pictures += CasePicture.html(failing, layout: failing.layout!, anchor: Self.anchor(failing), findings: caseFindings, glyphs: &glyphs)
        }
        let findingRows = zip(findings, pictureOf).map { finding, index in
            let link = index.map { " <a href=\"#\(Self.anchor(failingCases[$0]))\">picture</a>" } ?? ""
            return "<tr class=\"\(finding.severity.rawValue)\"><td>\(finding.severity.rawValue)</td><td>\(finding.kind.rawValue)</td>"
                + "<td>\(XMLText.escape(finding.screen))</td><td class=\"path\"><code>\(XMLText.escape(Self.relativePath(finding)))</code></td>"
                + "<td>\(XMLText.escape(Self.where(finding)))\(link)</td><td>\(XMLText.escape(detail(finding)))"
                + (Self.sourceLine(finding).map { "<br><code class=\"command\">\(XMLText.escape($0))</code>" } ?? "")
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
            tr.info td:first-child { color: #1565c0; font-weight: 600; }
            .case { display: inline-block; vertical-align: top; margin: 0 16px 24px 0; max-width: 520px; }
            /* Long view paths and environments wrap, not widen the table or overflow the pictures. */
            td.path { max-width: 32em; overflow-wrap: anywhere; }
            code.command { overflow-wrap: anywhere; }
            .case h3 { font-size: 13px; margin: 0 0 4px; overflow-wrap: anywhere; }
            .case ul { font-size: 12px; margin: 4px 0; padding-left: 18px; overflow-wrap: anywhere; }
            code.command { font-size: 12px; color: #555; }
            svg.layout { background: #fafafa; border: 1px solid #e0e0e0; }
            </style>
            </head>
            <body>
            <h1>Overset audit</h1>
            <p>\(XMLText.escape(headline)).\(policyLine.map { " " + XMLText.escape($0) } ?? "")\(systemFont.map { " System font: " + XMLText.escape($0) + "." } ?? "")\(fontSourcesLine.map { " " + XMLText.escape($0) } ?? "")\(fontsLine.map { " " + XMLText.escape($0) } ?? "")</p>
            <p><strong>\(XMLText.escape(totals))\(translationTotals.map { " " + XMLText.escape($0) } ?? "")</strong>\(baselineComparison.map { " " + XMLText.escape($0.summary) } ?? "")</p>
            <h2>Layouts with diagnostics, per content size category</h2>
            \(chart)
            <h2>Findings</h2>
            <table>
            <tr><th>Severity</th><th>Kind</th><th>Screen</th><th>View</th><th>Where</th><th>Details</th></tr>
            \(findingRows)
            </table>
            \(translationHTML)<h2>The first layout of each finding</h2>
            <svg width="0" height="0" style="position:absolute"><defs>
            \(glyphs.definitions)
            </defs></svg>
            \(pictures)
            </body>
            </html>

            """
    }

    /// The id of a failing case's picture.
    static func anchor(_ failing: FailingCase) -> String { "case-\(failing.case.index)" }

    /// A bar chart: layouts with diagnostics per category (not findings: one finding spans many
    /// layouts).
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

/// Which failing layout pictures a finding: its screen in its first environment.
private struct PictureKey: Hashable {
    var screen: String
    var environment: LayoutEnvironment
}
