/// One line found by the line breaker: graphemes `start..<end`, of which `start..<visibleEnd`
/// are drawn (trailing white space and the line separator hang).
struct LineSpan: Equatable, Sendable {
    var start: Int
    var end: Int
    var visibleEnd: Int
    /// The drawn width: trailing white space and the last cluster's tracking left out.
    var width: Double
    /// Whether the line ends inside a word that did not fit (an emergency break between grapheme
    /// clusters, not a UAX #14 opportunity).
    var breaksWord = false
}

extension ShapedParagraph {
    /// Breaks the paragraph into lines no wider than `width`, greedily (first fit), as TextKit does.
    ///
    /// Lines end at UAX #14 opportunities; a hard break always ends one, and a trailing hard break
    /// leaves an empty last line. A word wider than the line breaks between grapheme clusters,
    /// keeping at least one cluster per line.
    /// - Parameters:
    ///   - width: the available width in points; `.infinity` for none.
    ///   - scale: the factor `minimumScaleFactor` shrank the fonts by.
    ///   - strategy: `.standard` keeps Hangul words whole (no break between two Hangul letters).
    ///   - maxLines: stop after this many lines (the rest of the text is then on none).
    ///   - stepsOverWords: whether words that end well inside the line are passed in one step
    ///     (`WordSkips`); the lines are the same either way.
    /// - Complexity: O(n), plus a rescan of each word that has to be broken; about O(words) when
    ///   words may be stepped over.
    func breakLines(
        width: Double, scale: Double, strategy: LineBreakStrategy = .standard, maxLines: Int = .max, stepsOverWords: Bool = true
    ) -> [LineSpan] {
        breakLinesKeepingLimits(width: width, scale: scale, strategy: strategy, maxLines: maxLines, stepsOverWords: stepsOverWords).lines
    }

    /// `breakLines`, and the fitting limits (`fittingLimit(width)`) at which every width breaks
    /// the same lines: each comparison of a drawn width with the limit that went one way would
    /// go the same way for any limit in the range (a word stepped over counts with `margin`
    /// added, for the graphemes inside it that were not compared).
    func breakLinesKeepingLimits(
        width: Double, scale: Double, strategy: LineBreakStrategy, maxLines: Int, stepsOverWords: Bool = true
    ) -> (lines: [LineSpan], sameLinesLimits: Range<Double>) {
        var lowest = -Double.infinity
        var highest = Double.infinity
        let sums = prefixSums(scale: scale)
        let limit = Self.fittingLimit(width)
        let skips = stepsOverWords && strategy == .standard ? wordSkips : nil
        let skipLimit = limit - (skips?.margin ?? 0)
        func drawnWidth(_ start: Int, _ visibleEnd: Int) -> Double {
            visibleEnd > start ? sums[visibleEnd] - sums[start] - tracking[visibleEnd - 1] : 0
        }
        var lines: [LineSpan] = []
        // Room for the lines at once, instead of growing 1, 2, 4, 8: each line is at most the
        // limit wide, so there are at least the text's width over it (two more for the rounding
        // and a trailing empty line), and most texts take a few.
        let estimate = max(4, min(Double(count + 1), ((sums[count] - sums[0]) / limit).rounded(.down) + 2))
        lines.reserveCapacity(min(maxLines, estimate.isFinite ? Int(estimate) : 4))
        var start = 0
        while start < count, lines.count < maxLines {
            var fit: LineSpan?
            var visibleEnd = start
            var grapheme = start
            // The word end that did not fit with room to spare: its graphemes are looked at one by one.
            var closeWordEnd = -1
            while grapheme < count {
                if let skips, case let wordEnd = Int(skips.steps[grapheme].nextBreak), wordEnd > grapheme, wordEnd != closeWordEnd {
                    let wordVisibleEnd = max(visibleEnd, Int(skips.steps[wordEnd].visibleEndThrough))
                    let drawn = drawnWidth(start, wordVisibleEnd)
                    if drawn <= skipLimit {
                        lowest = max(lowest, drawn + skips.margin)
                        visibleEnd = wordVisibleEnd
                        fit = LineSpan(start: start, end: wordEnd + 1, visibleEnd: wordVisibleEnd, width: drawn)
                        if breakAfter[wordEnd] == .hard { break }
                        grapheme = wordEnd + 1
                        continue
                    }
                    closeWordEnd = wordEnd
                }
                if !isWhitespace[grapheme], !isLineSeparator[grapheme] { visibleEnd = grapheme + 1 }
                let end = grapheme + 1
                let drawn = drawnWidth(start, visibleEnd)
                // Stop at the first overflow, opportunity or not: scanning on to the end of a
                // long unbreakable word for every line would make breaking it quadratic.
                guard drawn <= limit else {
                    highest = min(
                        highest,
                        fit == nil
                            ? drawn
                            : sameLineBound(
                                start: start, overflow: grapheme, visibleEnd: visibleEnd, drawn: drawn, strategy: strategy, skips: skips,
                                drawnWidth: drawnWidth))
                    break
                }
                lowest = max(lowest, drawn)
                if canBreak(after: grapheme, strategy: strategy) || end == count {
                    fit = LineSpan(start: start, end: end, visibleEnd: visibleEnd, width: drawn)
                    if breakAfter[grapheme] == .hard { break }
                }
                grapheme += 1
            }
            let line = fit ?? emergencyLine(from: start, limit: limit, lowest: &lowest, highest: &highest, drawnWidth: drawnWidth)
            lines.append(line)
            start = line.end
        }
        if start == count, lines.count < maxLines, let last = lines.last, last.end > last.start, isLineSeparator[last.end - 1] {
            lines.append(LineSpan(start: count, end: count, visibleEnd: count, width: 0))
        }
        // A text of white space only keeps its one line at the spaces' width, as CoreText
        // measures `Text(" ")`: as many of them as fit, one at least (as a line shows one
        // cluster at least; a fuzzed "\t\t" in 1 pt once made a line of two wider than its
        // width). After other text, trailing white space hangs.
        if lines.count == 1, lines[0].end == count, count > 0, lines[0].visibleEnd == lines[0].start,
            (0..<count).allSatisfy({ isWhitespace[$0] && !isLineSeparator[$0] })
        {
            let start = lines[0].start
            var visible = start + 1
            while visible < count, drawnWidth(start, visible + 1) <= limit { visible += 1 }
            lines[0].visibleEnd = visible
            lines[0].width = drawnWidth(start, visible)
            // The same line for limits from its width up to the width of one more space.
            if lines[0].width <= limit { lowest = max(lowest, lines[0].width) } else { highest = min(highest, lines[0].width) }
            if visible < count { highest = min(highest, drawnWidth(start, visible + 1)) }
        }
        // Rounding could put a stepped word's bound a hair past the limit: then claim nothing.
        return (lines, lowest < highest ? lowest..<highest : limit..<limit)
    }

    /// Whether a line may end after `grapheme`: a UAX #14 opportunity, except between two Hangul
    /// letters under the standard strategy (UIKit's `hangulWordPriority`, part of `.standard`).
    func canBreak(after grapheme: Int, strategy: LineBreakStrategy) -> Bool {
        Self.canBreak(
            after: grapheme, strategy: strategy, breakAfter: breakAfter, scripts: scripts, hasHangulScript: hasHangulScript, text: text,
            indices: indices)
    }

    /// `canBreak(after:strategy:)` from a text's analysis (`TextAnalysis` asks it before there is
    /// a paragraph).
    static func canBreak(
        after grapheme: Int, strategy: LineBreakStrategy, breakAfter: [ICU.BreakKind], scripts: [UInt32], hasHangulScript: Bool,
        text: String, indices: [String.Index]
    ) -> Bool {
        switch breakAfter[grapheme] {
        case .none: return false
        case .hard: return true
        case .soft:
            // Text without Hangul leaves its scripts unread: the line breaker comes here at every
            // opportunity, and a paragraph cached among a thousand is rarely in the CPU's caches.
            guard strategy == .standard, hasHangulScript, grapheme + 1 < breakAfter.count, scripts[grapheme] == hangulScript,
                scripts[grapheme + 1] == hangulScript
            else { return true }
            // Neutral characters (spaces, punctuation) took Hangul as their script: only letters count.
            func isHangulLetter(_ grapheme: Int) -> Bool { harfBuzzScript(of: text[indices[grapheme]]) == hangulScript }
            return !(isHangulLetter(grapheme) && isHangulLetter(grapheme + 1))
        }
    }

    static let hangulScript = harfBuzzScript(of: Unicode.Scalar(0xAC00)!)

    /// The limit below which a line that found a break (`fit`) and then overflowed at grapheme
    /// `overflow` still ends at that break: a larger limit ends it later only by reaching the
    /// next break opportunity, grapheme by grapheme (each drawn width up to it fitting) or in one
    /// step over the word (its drawn width plus `margin` fitting). Bounding by that opportunity
    /// instead of by the overflowing grapheme lets a width probe answer a whole word's widths
    /// from one line breaking. `drawn` is the overflowing width, `visibleEnd` the drawn end there.
    ///
    /// - Complexity: O(graphemes up to the next opportunity), which the next line scans anyway.
    private func sameLineBound(
        start: Int, overflow: Int, visibleEnd: Int, drawn: Double, strategy: LineBreakStrategy, skips: WordSkips?,
        drawnWidth: (Int, Int) -> Double
    ) -> Double {
        var bound = drawn
        var visible = visibleEnd
        var opportunity = overflow
        while !canBreak(after: opportunity, strategy: strategy), opportunity + 1 < count {
            opportunity += 1
            if !isWhitespace[opportunity], !isLineSeparator[opportunity] { visible = opportunity + 1 }
            bound = max(bound, drawnWidth(start, visible))
        }
        guard let skips else { return bound }
        // Every step that reaches the opportunity from before it sees this drawn end.
        let stepped = drawnWidth(start, max(visibleEnd, Int(skips.steps[opportunity].visibleEndThrough))) + skips.margin
        return max(drawn, min(bound, stepped))
    }

    /// A line cut between grapheme clusters of a word that does not fit: as many clusters as fit,
    /// and at least one.
    /// `lowest` and `highest` narrow to the limits at which the line would be cut the same.
    private func emergencyLine(
        from start: Int, limit: Double, lowest: inout Double, highest: inout Double, drawnWidth: (Int, Int) -> Double
    ) -> LineSpan {
        var end = start + 1
        while end < count, !isLineSeparator[end - 1] {
            let drawn = drawnWidth(start, trimmedEnd(start..<(end + 1)))
            guard drawn <= limit else {
                highest = min(highest, drawn)
                break
            }
            lowest = max(lowest, drawn)
            end += 1
        }
        // White space after the cut hangs on this line, and so does a hard break right after it.
        while end < count, isWhitespace[end] { end += 1 }
        if end < count, isLineSeparator[end], !isLineSeparator[end - 1] { end += 1 }
        let visibleEnd = trimmedEnd(start..<end)
        return LineSpan(
            start: start, end: end, visibleEnd: visibleEnd, width: drawnWidth(start, visibleEnd),
            breaksWord: end < count && breakAfter[end - 1] == .none)
    }

    /// The width up to which content fits `width`, allowing for rounding in sums of advances.
    static func fittingLimit(_ width: Double) -> Double {
        width.isFinite ? width + 1e-9 * max(1, width) : .infinity
    }
}
