internal import OversetPlumbing

extension ShapedParagraph {
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
    /// - Complexity: O(1) at scale 1 (worked out with the paragraph); O(n) otherwise.
    func prefixSums(scale: Double) -> [Double] {
        scale == 1 ? fullScaleSums : computePrefixSums(scale: scale)
    }

    /// `prefixSums(scale:)`, summed.
    func computePrefixSums(scale: Double) -> [Double] {
        var sums = [Double](repeated: 0, count: count + 1)
        var total = 0.0
        for index in 0..<count {
            total += advance(index, scale: scale)
            sums[index + 1] = total
        }
        return sums
    }

    /// Whether grapheme `index` is one UTF-8 byte: one ASCII scalar, known without making a
    /// `Character` ("\r\n", the one ASCII grapheme of two bytes, is a line separator).
    func isOneByte(_ index: Int) -> Bool {
        utf8Offsets[index + 1] - utf8Offsets[index] == 1
    }

    /// `body` given the byte of a one-byte grapheme (`isOneByte`) by its index: read in place
    /// from the text's bytes when they are contiguous (a native string's), else through its
    /// UTF-8 view, which checks each index.
    func withOneByteGraphemes<Result>(_ body: ((Int) -> UInt8) -> Result) -> Result {
        text.utf8.withContiguousStorageIfAvailable { bytes in body { bytes[utf8Offsets[$0]] } } ?? body { text.utf8[indices[$0]] }
    }

    /// The text of graphemes `range`.
    func substring(_ range: Range<Int>) -> Substring {
        text[indices[range.lowerBound]..<indices[range.upperBound]]
    }

    /// The text of graphemes `prefix`, then `middle`, then graphemes `suffix` (a truncated line's
    /// text: its ellipsis between them), made at its final size from the paragraph's bytes in
    /// place: joined piece by piece, it was made and grown three times.
    func text(_ prefix: Range<Int>, _ middle: String, _ suffix: Range<Int>) -> String {
        let (prefixBytes, suffixBytes) = (
            utf8Offsets[prefix.lowerBound]..<utf8Offsets[prefix.upperBound], utf8Offsets[suffix.lowerBound]..<utf8Offsets[suffix.upperBound]
        )
        var middle = middle
        let joined = text.utf8.withContiguousStorageIfAvailable { bytes in
            middle.withUTF8 { middleBytes in
                String(unsafeUninitializedCapacity: prefixBytes.count + middleBytes.count + suffixBytes.count) { buffer in
                    var written = 0
                    func append(_ part: Slice<UnsafeBufferPointer<UInt8>>) {
                        written += UnsafeMutableBufferPointer(rebasing: buffer[written...]).initialize(fromContentsOf: part)
                    }
                    append(bytes[prefixBytes])
                    append(middleBytes[...])
                    append(bytes[suffixBytes])
                    return written
                }
            }
        }
        return joined ?? String(substring(prefix)) + middle + substring(suffix)
    }

    /// Runs of the paragraph's text for graphemes `range`, split where the attributes change.
    func runs(of range: Range<Int>) -> [AttributedText.Run] {
        var result: [AttributedText.Run] = []
        var start = range.lowerBound
        while start < range.upperBound {
            var end = start + 1
            while end < range.upperBound, runIndex[end] == runIndex[start] { end += 1 }
            result.append(
                AttributedText.Run(
                    String(substring(start..<end)),
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

    /// Splits graphemes `range` into pieces that HarfBuzz shapes as one buffer each: one font
    /// slot, run, bidi level and script, without line separators (which are not shaped). With
    /// `atWords`, a piece also ends where white space gives way to a word, so that words are
    /// shaped and cached alone. Measuring (`atWords: true`) and drawing (`false`) share it, so a
    /// drawing cannot drift from its measurement.
    ///
    /// - Complexity: O(range.count).
    func shapingPieces(in range: Range<Int>, atWords: Bool) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        // Room for a word every four graphemes, at once: growing 1, 2, 4, 8, 16 was five
        // allocations for a sentence.
        pieces.reserveCapacity(range.count / 4 + 1)
        var start = range.lowerBound
        while start < range.upperBound {
            if isLineSeparator[start] {
                start += 1
                continue
            }
            var end = start + 1
            while end < range.upperBound, !isLineSeparator[end], slotIndex[end] == slotIndex[start],
                runIndex[end] == runIndex[start], bidiLevels[end] == bidiLevels[start], scripts[end] == scripts[start],
                !(atWords && isWhitespace[end - 1] && !isWhitespace[end])
            {
                end += 1
            }
            pieces.append(start..<end)
            start = end
        }
        return pieces
    }

    /// What HarfBuzz is asked to shape for graphemes `piece` (one of `shapingPieces`).
    func shapingKey(for piece: Range<Int>) -> ShapingKey {
        // The run's two fields read in place: a copy of the run would retain each of its own.
        let run = runIndex[piece.lowerBound]
        return ShapingKey(
            fontID: slots[slotIndex[piece.lowerBound]].font.id, features: runs[run].shapingFeatures,
            isRightToLeft: bidiLevels[piece.lowerBound] & 1 == 1, script: scripts[piece.lowerBound],
            language: runs[run].attributes.language, text: String(substring(piece)))
    }

    /// Points per HarfBuzz subunit for the font slot of grapheme `index`.
    func pointsPerSubunit(at index: Int) -> Double {
        slots[slotIndex[index]].pointsPerSubunit
    }
}
