/// A paragraph analysed once for every width and scale: its grapheme clusters with their
/// advances, break opportunities, fonts and bidi direction.
///
/// Advances are points at the runs' own sizes; a scale (from `minimumScaleFactor`) multiplies the
/// glyph part only, since tracking and kerning are fixed amounts of points.
struct ShapedParagraph: Sendable {
    /// The font and size of some graphemes, with vertical metrics in points.
    struct FontSlot: Sendable {
        var font: Font
        var size: Double
        var ascent: Double
        var descent: Double
        var lineGap: Double
    }

    /// A run of the attributed text with its primary font.
    struct ResolvedRun: Sendable {
        var attributes: TextAttributes
        var font: Font
    }

    let text: String
    /// Where each grapheme starts, and `text.endIndex` last (count + 1 entries).
    let indices: [String.Index]
    /// UTF-8 offset where each grapheme starts, and the text's UTF-8 length last.
    let utf8Offsets: [Int]
    let runs: [ResolvedRun]
    var glyphAdvance: [Double] = []
    var tracking: [Double] = []
    var kerning: [Double] = []
    var isWhitespace: [Bool] = []
    var isLineSeparator: [Bool] = []
    var breakAfter: [ICU.BreakKind] = []
    var runIndex: [Int] = []
    var slotIndex: [Int] = []
    var slots: [FontSlot] = []
    var missingGlyphCount = 0
    var isRightToLeft = false

    var count: Int { indices.count - 1 }

    /// The advance of grapheme `index` at `scale`, tracking and kerning included.
    @inline(__always)
    func advance(_ index: Int, scale: Double) -> Double {
        glyphAdvance[index] * scale + tracking[index] + kerning[index]
    }

    /// The advance of graphemes `range` at `scale`, the last one's tracking included.
    func advance(of range: Range<Int>, scale: Double) -> Double {
        range.reduce(0) { $0 + advance($1, scale: scale) }
    }

    /// Running sums of advances at `scale`: `sums[k]` is the advance of graphemes `0..<k`.
    ///
    /// - Complexity: O(n).
    func prefixSums(scale: Double) -> [Double] {
        var sums = [Double](repeating: 0, count: count + 1)
        var total = 0.0
        for index in 0..<count {
            total += advance(index, scale: scale)
            sums[index + 1] = total
        }
        return sums
    }

    /// The text of graphemes `range`.
    func substring(_ range: Range<Int>) -> Substring {
        text[indices[range.lowerBound]..<indices[range.upperBound]]
    }

    /// Runs of the paragraph's text for graphemes `range`, split where the attributes change.
    func runs(of range: Range<Int>) -> [AttributedText.Run] {
        var result: [AttributedText.Run] = []
        var start = range.lowerBound
        while start < range.upperBound {
            var end = start + 1
            while end < range.upperBound, runIndex[end] == runIndex[start] { end += 1 }
            result.append(AttributedText.Run(String(substring(start..<end)),
                                             attributes: runs[runIndex[start]].attributes))
            start = end
        }
        return result
    }

    /// The UTF-8 offsets of graphemes `range` in the source text.
    func utf8Range(_ range: Range<Int>) -> Range<Int> {
        utf8Offsets[range.lowerBound]..<utf8Offsets[range.upperBound]
    }

    /// Whether every grapheme of `range` is white space or a line separator.
    func isBlank(_ range: Range<Int>) -> Bool {
        range.allSatisfy { isWhitespace[$0] || isLineSeparator[$0] }
    }

    /// The end of `range` without its trailing white space and line separators.
    func trimmedEnd(_ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound, isWhitespace[end - 1] || isLineSeparator[end - 1] { end -= 1 }
        return end
    }

    /// The start of `range` without its leading white space and line separators.
    func trimmedStart(_ range: Range<Int>) -> Int {
        var start = range.lowerBound
        while start < range.upperBound, isWhitespace[start] || isLineSeparator[start] { start += 1 }
        return start
    }
}

extension Character {
    /// A hard line break: newline, carriage return, NEL, line and paragraph separators, VT, FF.
    var isHardLineBreak: Bool {
        guard let first = unicodeScalars.first else { return false }
        switch first.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Breaking white space that hangs at a line end (not NBSP, narrow NBSP or figure space).
    var isBreakingWhitespace: Bool {
        guard unicodeScalars.count == 1, let scalar = unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x09, 0x20: return true
        case 0..<0x80, 0xA0, 0x2007, 0x202F: return false
        default: return scalar.properties.generalCategory == .spaceSeparator
        }
    }
}
