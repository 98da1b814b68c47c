/// A truncation's candidate line measured from the paragraph's own shaping, as Pango, Skia and
/// parley cut lines from a shaped paragraph instead of shaping them again.
///
/// The line is `prefix`, an ellipsis and `suffix`. Only the words the cut changes (the one the
/// ellipsis joins) are shaped, through the word cache; every other word keeps the advances the
/// paragraph gave it. For paragraphs that allow it (`cutsLinesFromOwnShaping`) this is exactly
/// what analysing the line as a paragraph of its own would give, for a fraction of the work.
extension ShapedParagraph {
    /// The width and vertical metrics of the line showing `prefix`, `ellipsis` and `suffix` at
    /// `scale`, or nil when only analysing the line afresh gives them exactly (the paragraph mixes
    /// fonts, runs, scripts or directions; the cut joins graphemes; the font lacks the ellipsis).
    /// The ellipsis may be empty when a side is: a prefix or suffix shown whole.
    ///
    /// - Parameters:
    ///   - prefix: graphemes before the ellipsis, without line separators.
    ///   - suffix: graphemes after it, without line separators, ending at `count`.
    /// - Complexity: O(prefix + suffix), plus shaping the words at the cut when they are not cached.
    func cutLine(
        prefix: Range<Int>, ellipsis: String, suffix: Range<Int>, scale: Double, cache: WordCache
    ) -> (width: Double, verticalMetrics: (ascent: Double, descent: Double, lineGap: Double))? {
        // Without an ellipsis between them, a prefix and a suffix could join graphemes in ways a
        // look at the cut alone cannot tell (flags pair up from far back).
        guard cutsLinesFromOwnShaping, count > 0, !ellipsis.isEmpty || prefix.isEmpty || suffix.isEmpty,
            FontRegistry.covers(runs[0].font, ellipsis.unicodeScalars)
        else { return nil }
        let line = CutLineGraphemes(prefix: prefix, ellipsis: ellipsis, suffix: suffix)
        guard keepsGraphemes(line), keepsScript(prefix: prefix, suffix: suffix) else { return nil }
        // The run's fields read in place: copying its attributes retained each of their strings.
        let (tracking, kerning) = (runs[0].attributes.tracking, runs[0].attributes.kerning)
        // Summed in order, as `advance(of:scale:)` sums a paragraph's, so the width is the same to the bit.
        var width = 0.0
        func add(_ glyphAdvance: Double) {
            width = width + (glyphAdvance * scale + tracking + kerning)
        }
        // A side shown whole from one piece boundary to another (the rest of a text after a line
        // start, `tailRest`) is the paragraph's own pieces: their advances, with nothing to shape.
        if ellipsis.isEmpty, prefix.isEmpty || suffix.isEmpty {
            let shown = prefix.isEmpty ? suffix : prefix
            if isPieceBoundary(shown.lowerBound), isPieceBoundary(shown.upperBound) {
                var visibleEnd = shown.upperBound
                while visibleEnd > shown.lowerBound, isWhitespace[visibleEnd - 1] { visibleEnd -= 1 }
                for grapheme in shown.lowerBound..<visibleEnd { add(glyphAdvance[grapheme]) }
                return (visibleEnd == shown.lowerBound ? 0 : width - tracking, verticalMetrics(0..<1, scale: scale))
            }
        }
        let lineCount = line.count
        let adjusts = slots[0].font.adjustsAdvances
        // Read once per line, not per grapheme adjusted.
        let tabularDigits = runs[0].attributes.usesTabularDigits
        let asciiTable = adjusts ? asciiAdjustmentTable(slot: 0, tabularDigits: tabularDigits) : nil
        func isSpace(_ position: Int) -> Bool {
            line.origin(position).map { isWhitespace[$0] } ?? false
        }
        var visibleEnd = lineCount
        while visibleEnd > 0, isSpace(visibleEnd - 1) { visibleEnd -= 1 }
        var start = 0
        while start < visibleEnd {
            // As `shapingPieces(atWords: true)` splits the line: where white space gives way to a word.
            var end = start + 1
            while end < lineCount, !(isSpace(end - 1) && !isSpace(end)) { end += 1 }
            // A piece on one side of the ellipsis is a run of the paragraph's graphemes.
            if !line.ellipsisPositions.overlaps(start..<end), let first = line.origin(start), let last = line.origin(end - 1),
                isPieceBoundary(first), isPieceBoundary(last + 1)
            {
                for position in start..<min(end, visibleEnd) { add(glyphAdvance[first + position - start]) }
            } else {
                let advances = cutPieceAdvances(start..<end, of: line, cache: cache)
                let pointsPerSubunit = self.pointsPerSubunit(at: 0)
                for position in start..<min(end, visibleEnd) {
                    let advance = advances[position - start] * pointsPerSubunit
                    add(adjusts ? advance + adjustment(at: position, of: line, tabularDigits: tabularDigits, asciiTable: asciiTable) : advance)
                }
            }
            start = end
        }
        return (visibleEnd == 0 ? 0 : width - tracking, verticalMetrics(0..<1, scale: scale))
    }

    /// Whether grapheme `index` (or the end) starts a shaping piece of this paragraph.
    private func isPieceBoundary(_ index: Int) -> Bool {
        index == 0 || index == count || isLineSeparator[index - 1] || isLineSeparator[index]
            || (isWhitespace[index - 1] && !isWhitespace[index])
    }

    /// A cut line's graphemes: the prefix's, the ellipsis's, the suffix's, by position.
    private struct CutLineGraphemes {
        let prefix: Range<Int>
        /// The ellipsis, and its graphemes.
        let ellipsisText: String
        let ellipsis: [Character]
        /// Whether the ellipsis is made of "…" and "." only, which join nothing around them.
        let ellipsisIsPlain: Bool
        let suffix: Range<Int>
        let ellipsisPositions: Range<Int>

        init(prefix: Range<Int>, ellipsis: String, suffix: Range<Int>) {
            (self.prefix, self.suffix, ellipsisText) = (prefix, suffix, ellipsis)
            (self.ellipsis, ellipsisIsPlain) = Self.graphemes(of: ellipsis)
            ellipsisPositions = prefix.count..<prefix.count + self.ellipsis.count
        }

        /// The graphemes of the ellipses a truncation draws (`Truncator.ellipsis(for:)`) are
        /// split once for all lines (a truncation measures a couple of lines, each piece of which
        /// reads them); any other ellipsis, for each line.
        private static func graphemes(of ellipsis: String) -> (graphemes: [Character], isPlain: Bool) {
            switch ellipsis {
            case "\u{2026}": return (horizontalEllipsis, true)
            case "...": return (threeFullStops, true)
            default: return (Array(ellipsis), ellipsis.allSatisfy { $0 == "\u{2026}" || $0 == "." })
            }
        }

        private static let horizontalEllipsis: [Character] = ["\u{2026}"]
        private static let threeFullStops: [Character] = [".", ".", "."]

        var count: Int { ellipsisPositions.upperBound + suffix.count }

        /// The graphemes of `positions`: the paragraph's before the ellipsis, the ellipsis's (as
        /// positions in `ellipsis`), and the paragraph's after it; each empty where `positions`
        /// has none.
        func parts(of positions: Range<Int>) -> (prefix: Range<Int>, ellipsis: Range<Int>, suffix: Range<Int>) {
            let (ellipsisStart, ellipsisEnd) = (ellipsisPositions.lowerBound, ellipsisPositions.upperBound)
            let before = positions.clamped(to: 0..<ellipsisStart)
            let within = positions.clamped(to: ellipsisPositions)
            let after = positions.clamped(to: ellipsisEnd..<max(ellipsisEnd, positions.upperBound))
            return (
                prefix.lowerBound + before.lowerBound..<prefix.lowerBound + before.upperBound,
                within.lowerBound - ellipsisStart..<within.upperBound - ellipsisStart,
                suffix.lowerBound + after.lowerBound - ellipsisEnd..<suffix.lowerBound + after.upperBound - ellipsisEnd
            )
        }

        /// The paragraph's grapheme at `position`, or nil for one of the ellipsis's.
        func origin(_ position: Int) -> Int? {
            if position < ellipsisPositions.lowerBound { return prefix.lowerBound + position }
            return position < ellipsisPositions.upperBound ? nil : suffix.lowerBound + position - ellipsisPositions.upperBound
        }
    }

    /// The grapheme at `position` of `line` as a character.
    private func character(at position: Int, of line: CutLineGraphemes) -> Character {
        if let index = line.origin(position) { return text[indices[index]] }
        return line.ellipsis[position - line.ellipsisPositions.lowerBound]
    }

    /// The advance adjustment of the grapheme at `position` of `line`, as `adjustAdvances` gives
    /// a paragraph's: from the ASCII table (`asciiAdjustmentTable`, when the paragraph has one)
    /// for a one-byte grapheme.
    private func adjustment(at position: Int, of line: CutLineGraphemes, tabularDigits: Bool, asciiTable: [Double]?) -> Double {
        if let index = line.origin(position), isOneByte(index) {
            let byte = text.utf8[indices[index]]
            return asciiTable?[Int(byte)] ?? asciiAdjustment(of: byte, slot: 0, tabularDigits: tabularDigits)
        }
        return advanceAdjustment(for: character(at: position, of: line), slot: 0, tabularDigits: tabularDigits)
    }

    /// The glyph advances of the piece `positions` of `line`, shaped as `shapeWords` shapes a
    /// paragraph's words, in font units times `HarfBuzzFont.subunits`: the word cache's own
    /// array, so that a piece shaped before costs no allocation (its text is mostly short
    /// enough to be a small string, and its grapheme starts are found only to shape it).
    private func cutPieceAdvances(_ positions: Range<Int>, of line: CutLineGraphemes, cache: WordCache) -> [Double] {
        let piece = pieceText(positions, of: line)
        // The run's fields read in place, as `shapingKey(for:)` reads them.
        let key = ShapingKey(
            fontID: slots[0].font.id, features: runs[0].shapingFeatures, isRightToLeft: false, script: scripts[0],
            language: runs[0].attributes.language, text: piece)
        return cache.advances(of: Prehashed(key), graphemeCount: positions.count, storingAtOnce: true) {
            // Where each grapheme starts in the piece's UTF-16, for HarfBuzz's clusters.
            var starts: [Int] = []
            starts.reserveCapacity(positions.count)
            var utf16 = 0
            for position in positions {
                starts.append(utf16)
                let isOneByte = line.origin(position).map(isOneByte) ?? false
                utf16 += isOneByte ? 1 : character(at: position, of: line).utf16.count
            }
            return Shaper.advances(of: key, font: slots[0].font, graphemeStarts: starts[...])
        }
    }

    /// The text of the piece `positions` of `line`: its graphemes of the prefix, of the ellipsis
    /// and of the suffix joined at once (`text(_:_:_:)`; most pieces are small strings, with no
    /// allocation).
    private func pieceText(_ positions: Range<Int>, of line: CutLineGraphemes) -> String {
        let (prefix, ellipsis, suffix) = line.parts(of: positions)
        // A piece holds the whole ellipsis or none of it (pieces start after white space),
        // unless the ellipsis has white space in it: only then are its graphemes joined.
        let middle = ellipsis.isEmpty ? "" : ellipsis.count == line.ellipsis.count ? line.ellipsisText : String(line.ellipsis[ellipsis])
        return text(prefix, middle, suffix)
    }

    /// Whether the line's text splits into the same graphemes as its parts: an ellipsis joins
    /// nothing, except a mark or joiner after it or a prepended character before it.
    private func keepsGraphemes(_ line: CutLineGraphemes) -> Bool {
        let (prefix, suffix) = (line.prefix, line.suffix)
        // ASCII characters join nothing across an ellipsis (the common case, decided without a
        // string): a one-byte grapheme is ASCII.
        if prefix.isEmpty || isOneByte(prefix.upperBound - 1), suffix.isEmpty || isOneByte(suffix.lowerBound), line.ellipsisIsPlain {
            return true
        }
        let before = prefix.isEmpty ? "" : String(substring(prefix.upperBound - 1..<prefix.upperBound))
        let after = suffix.isEmpty ? "" : String(substring(suffix.lowerBound..<suffix.lowerBound + 1))
        let expected = (prefix.isEmpty ? 0 : 1) + line.ellipsis.count + (suffix.isEmpty ? 0 : 1)
        return (before + String(line.ellipsis) + after).count == expected
    }

    /// Whether the line resolves its neutral graphemes (the ellipsis among them) to the
    /// paragraph's script: always for Latin, which text of neutral graphemes alone takes; for
    /// another script, when the line keeps a grapheme of it.
    private func keepsScript(prefix: Range<Int>, suffix: Range<Int>) -> Bool {
        scripts[0] == latinScript
            || prefix.contains { harfBuzzScript(of: text[indices[$0]]) != 0 }
            || suffix.contains { harfBuzzScript(of: text[indices[$0]]) != 0 }
    }
}

extension ShapedParagraph {
    /// What the rest of a paragraph from a line's start tells a tail truncation of that line.
    enum TailRest {
        /// A line separator comes before the rest's last visible grapheme: truncating must hide text.
        case breaksLine
        /// The rest shown whole on one line is this wide: truncating to a narrower line must hide text.
        case width(Double)
        /// Only truncating tells (the rest is blank, or cannot be measured from the paragraph).
        case unknown
    }

    /// Graphemes `start..<count` as a tail truncation to one line sees them, without truncating.
    /// A tail truncation hides nothing only when its line ends up showing the whole rest, which
    /// is then no wider than the line; the width is the one `Truncator` measures (`cutLine`, no
    /// ellipsis), so deciding by it agrees with truncating.
    ///
    /// - Complexity: O(count − start), plus shaping the last word when it is not cached.
    func tailRest(from start: Int, scale: Double, cache: WordCache) -> TailRest {
        let end = trimmedEnd(start..<count)
        guard end > start else { return .unknown }
        if (start..<end).contains(where: { isLineSeparator[$0] }) { return .breaksLine }
        guard let line = cutLine(prefix: start..<end, ellipsis: "", suffix: count..<count, scale: scale, cache: cache) else { return .unknown }
        return .width(line.width)
    }
}
