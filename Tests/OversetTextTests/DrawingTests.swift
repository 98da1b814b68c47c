import Testing

@testable import OversetText

/// Glyph-outline drawings of laid-out text.
@Suite struct DrawingTests {
    /// Every (x, y) pair of an SVG path made of M, L, Q, C and Z commands.
    static func points(_ path: String) -> [(x: Double, y: Double)] {
        let numbers = path.split(separator: " ").compactMap { Double($0) }
        return stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
    }

    static func box(_ path: String) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        let all = points(path)
        return (all.map(\.x).min()!, all.map(\.y).min()!, all.map(\.x).max()!, all.map(\.y).max()!)
    }

    /// Straight-edged glyphs, so that the outline's box is the font's ink box.
    @Test(arguments: ["H", "E", "L", "T"])
    func outlineMatchesTheFontsInkBox(_ letter: String) throws {
        let size = 100.0
        let drawing = try TestFonts.engine.draw(AttributedText(letter, attributes: TextAttributes(font: .family("Noto Sans"), size: size)))
        let line = try #require(drawing.lines.first)
        let measured = Self.box(line.outline)
        let baseline = drawing.measurement.lines[0].baseline
        let expected = ReferenceShaping.inkBox(of: letter.unicodeScalars.first!, fontPath: TestFonts.notoSans, size: size)
        #expect(abs(measured.minX - expected.minX) <= 0.006)
        #expect(abs(measured.maxX - expected.maxX) <= 0.006)
        #expect(abs(measured.minY - (baseline + expected.minY)) <= 0.006)
        #expect(abs(measured.maxY - (baseline + expected.maxY)) <= 0.006)
    }

    @Test func alignmentShiftsEveryPointByTheFreeSpace() throws {
        let text = AttributedText("Wrap this text\nshort", attributes: TextAttributes(size: 17))
        let leading = try TestFonts.engine.draw(text, options: TextLayoutOptions(width: 300))
        let trailing = try TestFonts.engine.draw(text, options: TextLayoutOptions(width: 300, alignment: .trailing))
        let shortLine = leading.measurement.lines[1]
        let shift = leading.measurement.exactWidth - shortLine.width
        let before = Self.points(leading.lines[1].outline)
        let after = Self.points(trailing.lines[1].outline)
        #expect(before.count == after.count && !before.isEmpty)
        for (a, b) in zip(before, after) {
            #expect(abs(b.x - a.x - shift) <= 0.011)
            #expect(a.y == b.y)
        }
    }

    @Test func truncatedLinesDrawTheirEllipsis() throws {
        let attributes = TextAttributes(size: 17)
        let drawing = try TestFonts.engine.draw(
            AttributedText("Your order has shipped today", attributes: attributes),
            options: TextLayoutOptions(width: 120, lineLimit: 1))
        let line = drawing.measurement.lines[0]
        #expect(line.isTruncated && line.text.hasSuffix("…"))
        let alone = try TestFonts.engine.draw(AttributedText(line.text, attributes: attributes))
        #expect(drawing.lines[0].outline == alone.lines[0].outline)
    }

    @Test func rightToLeftTextStaysInsideItsLine() throws {
        let drawing = try TestFonts.engine.draw(AttributedText("שלום עולם", attributes: TextAttributes(size: 20)))
        let line = drawing.measurement.lines[0]
        let box = Self.box(drawing.lines[0].outline)
        #expect(drawing.measurement.isRightToLeft)
        #expect(box.minX >= line.x - 1 && box.maxX <= line.x + line.width + 1)
        #expect(drawing.lines[0].glyphsWithoutOutline == 0)
    }

    /// Every line of a paragraph under a right-to-left override (the ar-XB pseudo-locale's
    /// RLM RLO … PDF) is drawn right to left, as the same line is when the override opens it.
    /// Before, only the first line was: the others were drawn on their own, without the override.
    @Test func anOverrideHoldsOnEveryLine() throws {
        let attributes = TextAttributes(size: 17)
        let text = "\u{200F}\u{202E}Published on the twelfth of March by the Iceland Press Office\u{202C}"
        let drawing = try TestFonts.engine.draw(AttributedText(text, attributes: attributes), options: TextLayoutOptions(width: 150))
        #expect(drawing.lines.count >= 3)
        for (index, line) in drawing.measurement.lines.enumerated() {
            let alone = try TestFonts.engine.draw(AttributedText("\u{200F}\u{202E}" + line.text + "\u{202C}", attributes: attributes))
            let own = alone.measurement.lines[0]
            let drawn = Self.points(drawing.lines[index].outline)
            let expected = Self.points(alone.lines[0].outline)
            #expect(drawn.count == expected.count && !drawn.isEmpty, "line \(index)")
            // The same glyphs in the same order; where the line starts differs by the invisible
            // controls' placement (under half a point), so the shift is taken from the first point.
            let shift = (drawn.first?.x ?? 0) - (expected.first?.x ?? 0)
            #expect(abs(shift - (line.x - own.x)) < 1, "line \(index)")
            for (a, b) in zip(drawn, expected) {
                #expect(abs(a.x - b.x - shift) <= 0.011 && abs(a.y - (b.y + line.baseline - own.baseline)) <= 0.011, "line \(index)")
            }
        }
    }

    /// The controls open at a point: embeddings and overrides close with PDF, isolates (and
    /// what they hold) with PDI, everything at a paragraph separator (UAX #9, X1–X8).
    @Test(arguments: [
        ("\u{202E}abc", "\u{202E}"), ("\u{202E}a\u{202C}b", ""), ("\u{202B}\u{202D}a", "\u{202B}\u{202D}"),
        ("\u{2067}\u{202E}a\u{2069}", ""), ("\u{2067}a\u{202C}", "\u{2067}"), ("\u{202E}a\nb", ""), ("plain", ""),
    ])
    func openControls(_ text: String, _ open: String) {
        var controls = BidiControls()
        controls.read(text)
        #expect(controls.prefix == open)
        #expect(BidiControls.open(before: text.utf8.count, in: text) == open)
    }

    @Test func colourEmojiAreCountedAsUnoutlined() throws {
        let drawing = try TestFonts.engine.draw(AttributedText("Hi 👋", attributes: TextAttributes(size: 17)))
        #expect(drawing.lines[0].glyphsWithoutOutline == 1)
        #expect(!drawing.lines[0].outline.isEmpty)
    }
}
