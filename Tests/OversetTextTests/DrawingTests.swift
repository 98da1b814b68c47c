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

    @Test func colourEmojiAreCountedAsUnoutlined() throws {
        let drawing = try TestFonts.engine.draw(AttributedText("Hi 👋", attributes: TextAttributes(size: 17)))
        #expect(drawing.lines[0].glyphsWithoutOutline == 1)
        #expect(!drawing.lines[0].outline.isEmpty)
    }
}
