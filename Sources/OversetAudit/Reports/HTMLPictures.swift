import OversetLayout
internal import OversetPlumbing
import OversetText

/// Glyph outlines of each distinct drawn line, defined once and used by every picture.
struct GlyphDefinitions {
    let engine: TextEngine
    private var ids: [String: String] = [:]
    private(set) var definitions = ""

    init(engine: TextEngine) {
        self.engine = engine
    }

    /// The id of a `<path>` drawing `line` of `text` in `attributes` from its baseline origin,
    /// in the visual order it has in its paragraph, or nil when it cannot be drawn.
    ///
    /// A line is drawn on its own, so it is given what it inherits from the paragraph: the
    /// paragraph's direction (a leading RLM or LRM) and the bidi embeddings and overrides still
    /// open where it starts. Without them the second line of an ar-XB text (RLO … PDF around the
    /// whole paragraph) was drawn left to right.
    mutating func id(for line: TextLine, of text: PlacedText, attributes: TextAttributes) -> String? {
        let context = (text.measurement.isRightToLeft ? "\u{200F}" : "\u{200E}") + BidiControls.open(before: line.sourceRange.lowerBound, in: text.string)
        return id(for: context + line.text, attributes: attributes)
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
    /// - Parameters:
    ///   - anchor: the id links to it use.
    ///   - findings: the findings this layout is the first occurrence of.
    static func html(
        _ failing: AuditReport.FailingCase, layout: LayoutResult, anchor: String, findings: [Finding], glyphs: inout GlyphDefinitions
    ) -> String {
        let views = layout.root.allViews
        let environment = failing.case.environment
        let minX = min(0, views.map(\.frame.x).min() ?? 0) - 8
        let maxX = max(environment.width, views.map(\.frame.maxX).max() ?? 0) + 8
        // On a device, its screen's height too, and content centred past its top.
        let device = environment.device
        let minY = min(0, views.map(\.frame.y).min() ?? 0) - 8
        let maxY = max(views.map(\.frame.maxY).max() ?? 0, device?.height ?? 0) + 8
        let flagged = Set(failing.diagnostics.map(\.path))
        var body = "<rect x=\"0\" y=\"\(f(minY))\" width=\"\(f(environment.width))\" height=\"\(f(maxY - minY))\" fill=\"#fff\"/>"
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
                guard let id = glyphs.id(for: line, of: text, attributes: attributes) else { continue }
                body += "<use href=\"#\(id)\" x=\"\(f(view.contentFrame.x + line.x))\" y=\"\(f(view.contentFrame.y + line.baseline))\" fill=\"\(fill)\"/>"
            }
        }
        for x in [0, environment.width] {
            body += "<line x1=\"\(f(x))\" y1=\"\(f(minY))\" x2=\"\(f(x))\" y2=\"\(f(maxY))\" stroke=\"#d32f2f\" stroke-dasharray=\"4 3\"/>"
        }
        if let device {
            // The screen's top and bottom dashed, the safe area's edges dotted.
            for (y, dashes) in [(0, "4 3"), (device.height, "4 3"), (device.safeAreaTop, "1 2"), (device.height - device.safeAreaBottom, "1 2")] {
                body += "<line x1=\"0\" y1=\"\(f(y))\" x2=\"\(f(environment.width))\" y2=\"\(f(y))\" stroke=\"#d32f2f\" stroke-dasharray=\"\(dashes)\"/>"
            }
        }
        let scale = min(1, 480 / (maxX - minX))
        let height = maxY + 8 - minY
        let svg =
            "<svg class=\"layout\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f((maxX - minX) * scale))\" height=\"\(f(height * scale))\" "
            + "viewBox=\"\(f(minX)) \(f(minY)) \(f(maxX - minX)) \(f(height))\">\(body)</svg>"
        let items = failing.diagnostics.map { diagnostic in
            let hidden =
                diagnostic.hiddenText.flatMap { text in
                    diagnostic.kind == .truncated ? nil : " <span style=\"color:#c62828\">hidden: “\(XMLText.escape(text))”</span>"
                } ?? ""
            return "<li><strong>\(diagnostic.kind.rawValue)</strong> <code>\(XMLText.escape(diagnostic.path))</code>: "
                + "\(XMLText.escape(diagnostic.message))\(hidden)</li>"
        }.joined()
        let firsts = findings.map { finding in
            let others = finding.environments.count - 1
            return "<p class=\"first\">First layout of <strong>\(finding.kind.rawValue)</strong> at <code>\(XMLText.escape(finding.path))</code>"
                + (others > 0 ? "; also in \(others) other layout\(others == 1 ? "" : "s") (\(XMLText.escape(finding.summary)))" : "") + "</p>"
        }.joined()
        return "<div class=\"case\" id=\"\(anchor)\"><h3>\(XMLText.escape(failing.case.screen)) — \(XMLText.escape(environment.description))</h3>\n"
            + "\(firsts)\n\(svg)\n<ul>\(items)</ul></div>\n"
    }

    private static func f(_ value: Double) -> String { NumberText.shortest((value * 100).rounded() / 100) }
}
