extension ShapedParagraph {
    /// The words `lines` cut between grapheme clusters, each with its pieces as the lines show
    /// them. A word runs from the opportunity before the cut to the next one after it, so a word
    /// cut twice ("Foll / owe / rs") is one broken word with three pieces. `lines` are the lines
    /// shown: a word whose rest is hidden by a line limit is truncated, not broken.
    ///
    /// - Complexity: O(length of the broken words).
    func brokenWords(in lines: [LineSpan]) -> [TextMeasurement.BrokenWord] {
        var words: [TextMeasurement.BrokenWord] = []
        // The end of the last word reported: lines inside it continue it and are skipped, so
        // every grapheme is scanned once however many lines a long word takes.
        var reportedEnd = 0
        for (index, line) in lines.enumerated() where line.breaksWord && line.end > reportedEnd {
            var start = line.end
            while start > reportedEnd, breakAfter[start - 1] == .none { start -= 1 }
            var end = line.end
            while end < count, breakAfter[end] == .none { end += 1 }
            end = trimmedEnd(start..<min(count, end + 1))
            reportedEnd = max(end, line.end)
            // A line's visible end can fall before the word (tracking pulled it back, or a
            // truncated line shows less): such a line shows none of it.
            let pieces = lines[index...].prefix { $0.start < end }.compactMap { piece -> String? in
                let (lower, upper) = (max(start, piece.start), min(end, piece.visibleEnd))
                return lower < upper ? String(substring(lower..<upper)) : nil
            }
            // A cut after the last line shown is truncation ("Notificat…"), reported as such; a
            // word is broken only where two of its pieces show.
            guard pieces.count > 1 else { continue }
            words.append(TextMeasurement.BrokenWord(word: String(substring(start..<end)), pieces: pieces))
        }
        return words
    }
}
