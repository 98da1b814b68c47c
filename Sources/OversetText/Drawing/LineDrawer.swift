/// Draws one line: shapes each of its `shapingPieces` whole, orders the pieces visually (UAX #9
/// rule L2) and collects the glyph outlines. The line is analysed as a paragraph of its own in
/// the paragraph's direction, after the bidi controls the paragraph left open before it
/// (`BidiControls`), so that its levels are the ones the paragraph gives it.
struct LineDrawer {
    private struct Piece {
        var graphemes: Range<Int>
        var level: UInt8
    }

    private let line: ShapedParagraph
    private let pieces: [Piece]

    init(runs: [AttributedText.Run], engine: TextEngine, isRightToLeft: Bool) throws(OversetTextError) {
        line = try ShapedParagraph(
            AttributedText(runs: runs), registry: engine.registry, cache: engine.wordCache,
            baseIsRightToLeft: isRightToLeft)
        let line = self.line
        pieces = Self.visualOrder(
            line.shapingPieces(in: 0..<line.count, atWords: false).map { piece in
                Piece(graphemes: piece, level: line.bidiLevels[piece.lowerBound])
            })
    }

    /// Rule L2: from the highest level down to the lowest odd one, reverse every sequence of
    /// pieces at that level or above.
    private static func visualOrder(_ pieces: [Piece]) -> [Piece] {
        guard let highest = pieces.map(\.level).max(), let lowestOdd = pieces.map(\.level).filter({ $0 & 1 == 1 }).min() else {
            return pieces
        }
        var ordered = pieces
        for level in stride(from: Int(highest), through: Int(lowestOdd), by: -1) {
            var index = 0
            while index < ordered.count {
                guard ordered[index].level >= level else {
                    index += 1
                    continue
                }
                var end = index
                while end < ordered.count, ordered[end].level >= level { end += 1 }
                ordered[index..<end].reverse()
                index = end
            }
        }
        return ordered
    }

    /// The outlines of the line's glyphs, its pen starting at `x` on `baseline`.
    func draw(x: Double, baseline: Double) -> TextDrawing.Line {
        let path = SVGPathBuilder()
        var pen = x
        var withoutOutline = 0
        for piece in pieces {
            let slot = line.slots[line.slotIndex[piece.graphemes.lowerBound]]
            let attributes = line.runs[line.runIndex[piece.graphemes.lowerBound]].attributes
            let key = line.shapingKey(for: piece.graphemes)
            let text = key.text
            let pointsPerSubunit = line.pointsPerSubunit(at: piece.graphemes.lowerBound)
            let spacing = attributes.tracking + attributes.kerning
            let glyphs = Shaper.glyphs(of: key, font: slot.font)
            for (index, glyph) in glyphs.enumerated() {
                path.originX = pen + Double(glyph.xOffset) * pointsPerSubunit
                path.originY = baseline - Double(glyph.yOffset) * pointsPerSubunit
                path.scale = pointsPerSubunit
                let isBlank = text.utf16.count > glyph.cluster && Self.isSpace(text, utf16Offset: glyph.cluster)
                if !GlyphOutliner.shared.append(glyph: glyph.id, of: slot.font, to: path), !isBlank {
                    withoutOutline += 1
                }
                pen += Double(glyph.xAdvance) * pointsPerSubunit
                // Tracking and kerning follow each cluster: where the next glyph starts another.
                if index == glyphs.count - 1 || glyphs[index + 1].cluster != glyph.cluster {
                    pen += spacing
                    // Each cluster moves by the adjustment its measurement had (stand-in, `trak`).
                    if slot.font.adjustsAdvances, let character = Self.character(in: text, utf16Offset: glyph.cluster) {
                        pen += slot.font.advanceAdjustment(for: character, size: slot.size, tabularDigits: attributes.usesTabularDigits)
                    }
                }
            }
        }
        return TextDrawing.Line(outline: path.data, glyphsWithoutOutline: withoutOutline)
    }

    private static func character(in text: String, utf16Offset: Int) -> Character? {
        guard utf16Offset < text.utf16.count else { return nil }
        return text[String.Index(utf16Offset: utf16Offset, in: text)...].first
    }

    private static func isSpace(_ text: String, utf16Offset: Int) -> Bool {
        let index = String.Index(utf16Offset: utf16Offset, in: text)
        return text[index...].unicodeScalars.first?.properties.isWhitespace ?? false
    }
}
