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
            FontRegistry.covers(runs[0].font, ellipsis.unicodeScalars),
            keepsGraphemes(prefix: prefix, ellipsis: ellipsis, suffix: suffix),
            keepsScript(prefix: prefix, suffix: suffix)
        else { return nil }
        let ellipsisCharacters = Array(ellipsis)
        // The line's graphemes: the prefix's, the ellipsis's, the suffix's.
        let ellipsisPositions = prefix.count..<prefix.count + ellipsisCharacters.count
        let lineCount = ellipsisPositions.upperBound + suffix.count
        func origin(_ position: Int) -> Int? {
            if position < ellipsisPositions.lowerBound { return prefix.lowerBound + position }
            return position < ellipsisPositions.upperBound ? nil : suffix.lowerBound + position - ellipsisPositions.upperBound
        }
        func isSpace(_ position: Int) -> Bool {
            origin(position).map { isWhitespace[$0] } ?? false
        }
        var visibleEnd = lineCount
        while visibleEnd > 0, isSpace(visibleEnd - 1) { visibleEnd -= 1 }
        let attributes = runs[0].attributes
        // Summed in order, as `advance(of:scale:)` sums a paragraph's, so the width is the same to the bit.
        var width = 0.0
        func add(_ glyphAdvance: Double) {
            width = width + (glyphAdvance * scale + attributes.tracking + attributes.kerning)
        }
        var start = 0
        while start < visibleEnd {
            // As `shapingPieces(atWords: true)` splits the line: where white space gives way to a word.
            var end = start + 1
            while end < lineCount, !(isSpace(end - 1) && !isSpace(end)) { end += 1 }
            // A piece on one side of the ellipsis is a run of the paragraph's graphemes.
            if !ellipsisPositions.overlaps(start..<end), let first = origin(start), let last = origin(end - 1),
                isPieceBoundary(first), isPieceBoundary(last + 1)
            {
                for position in start..<min(end, visibleEnd) { add(glyphAdvance[first + position - start]) }
            } else {
                let advances = cutPieceAdvances(
                    start..<end, origin: origin, ellipsis: ellipsisCharacters, ellipsisStart: ellipsisPositions.lowerBound, cache: cache)
                for position in start..<min(end, visibleEnd) { add(advances[position - start]) }
            }
            start = end
        }
        return (visibleEnd == 0 ? 0 : width - attributes.tracking, verticalMetrics(0..<1, scale: scale))
    }

    /// Whether grapheme `index` (or the end) starts a shaping piece of this paragraph.
    private func isPieceBoundary(_ index: Int) -> Bool {
        index == 0 || index == count || isLineSeparator[index - 1] || isLineSeparator[index]
            || (isWhitespace[index - 1] && !isWhitespace[index])
    }

    /// The glyph advances, in points at scale 1, of one piece of a cut line, shaped and adjusted as
    /// `shapeWord` and `adjustAdvances` do a paragraph's: the line's graphemes `positions`, each
    /// the paragraph's grapheme `origin(position)` or else one of `ellipsis` (from `ellipsisStart`).
    private func cutPieceAdvances(
        _ positions: Range<Int>, origin: (Int) -> Int?, ellipsis: [Character], ellipsisStart: Int, cache: WordCache
    ) -> [Double] {
        let run = runs[0]
        let slot = slots[0]
        let tabularDigits = run.attributes.usesTabularDigits
        var piece = ""
        var starts: [Int] = []
        // Per grapheme: its adjustment, known at once for a one-byte grapheme from the ASCII tables.
        var adjustments: [Double] = []
        starts.reserveCapacity(positions.count)
        adjustments.reserveCapacity(positions.count)
        var utf16 = 0
        for position in positions {
            starts.append(utf16)
            if let index = origin(position), isOneByte(index) {
                let byte = text.utf8[indices[index]]
                piece.unicodeScalars.append(Unicode.Scalar(byte))
                utf16 += 1
                if slot.font.adjustsAdvances { adjustments.append(asciiAdjustment(of: byte, slot: 0, tabularDigits: tabularDigits)) }
            } else {
                let character = origin(position).map { text[indices[$0]] } ?? ellipsis[position - ellipsisStart]
                piece.append(character)
                utf16 += character.utf16.count
                if slot.font.adjustsAdvances { adjustments.append(advanceAdjustment(for: character, slot: 0, tabularDigits: tabularDigits)) }
            }
        }
        let key = ShapingKey(
            fontID: slot.font.id, features: run.shapingFeatures, isRightToLeft: false, script: scripts[0],
            language: run.attributes.language, text: piece)
        let advances = cache.advances(of: key, font: slot.font, graphemeStarts: starts)
        let pointsPerSubunit = self.pointsPerSubunit(at: 0)
        return advances.indices.map { position in
            let advance = advances[position] * pointsPerSubunit
            return adjustments.isEmpty ? advance : advance + adjustments[position]
        }
    }

    /// Whether the line's text splits into the same graphemes as its parts: an ellipsis joins
    /// nothing, except a mark or joiner after it or a prepended character before it.
    private func keepsGraphemes(prefix: Range<Int>, ellipsis: String, suffix: Range<Int>) -> Bool {
        // ASCII characters join nothing across an ellipsis (the common case, decided without a
        // string): a one-byte grapheme is ASCII.
        if prefix.isEmpty || isOneByte(prefix.upperBound - 1), suffix.isEmpty || isOneByte(suffix.lowerBound),
            ellipsis.allSatisfy({ $0 == "\u{2026}" || $0 == "." })
        {
            return true
        }
        let before = prefix.isEmpty ? "" : String(substring(prefix.upperBound - 1..<prefix.upperBound))
        let after = suffix.isEmpty ? "" : String(substring(suffix.lowerBound..<suffix.lowerBound + 1))
        let expected = (prefix.isEmpty ? 0 : 1) + ellipsis.count + (suffix.isEmpty ? 0 : 1)
        return (before + ellipsis + after).count == expected
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
