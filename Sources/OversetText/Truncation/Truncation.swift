/// A last line cut down to fit, with "…" where text was taken out.
struct TruncatedLine {
    var text: String
    var width: Double
    /// The graphemes before the ellipsis and after it (either may be empty).
    var prefix: Range<Int>
    var suffix: Range<Int>
    /// The run whose font and attributes draw the ellipsis; nil when none is drawn.
    var ellipsisRun: Int?
    /// The tallest metrics of the fonts the line draws with, at the truncation's scale.
    var verticalMetrics: (ascent: Double, descent: Double, lineGap: Double)

    /// Graphemes of the paragraph the line shows, in order (two ranges for middle truncation).
    var shown: [Range<Int>] { [prefix, suffix].filter { !$0.isEmpty } }

    /// Graphemes the line leaves out: those between the prefix and the suffix, none when no
    /// ellipsis is drawn (only white space lay between them).
    var hidden: Range<Int> {
        ellipsisRun == nil ? prefix.upperBound..<prefix.upperBound : prefix.upperBound..<suffix.lowerBound
    }

    /// The line's text in runs of `paragraph` (the one truncated), the ellipsis included, at its
    /// own sizes: made only when drawing asks, as a measurement needs only `text`.
    func runs(in paragraph: ShapedParagraph) -> [AttributedText.Run] {
        Truncator.lineRuns(of: paragraph, prefix: prefix, ellipsisRun: ellipsisRun, suffix: suffix)
    }
}

/// Fits the content from a line's start to the end of the text into one line, with an ellipsis.
struct Truncator {
    let paragraph: ShapedParagraph
    let engine: TextEngine
    let scale: Double
    let limit: Double
    let sums: [Double]
    /// The advance of each run's ellipsis at `scale`, tracking included.
    let ellipsisAdvances: [Double]
    /// Whether candidate lines may be measured from the paragraph's own shaping
    /// (`ShapedParagraph.cutLine`); off, each is analysed as a paragraph of its own, as tests
    /// compare.
    let cutsFromParagraph: Bool

    init(
        paragraph: ShapedParagraph, engine: TextEngine, scale: Double, width: Double, cutsFromParagraph: Bool = true
    ) throws(OversetTextError) {
        self.paragraph = paragraph
        self.engine = engine
        self.cutsFromParagraph = cutsFromParagraph
        self.scale = scale
        self.limit = ShapedParagraph.fittingLimit(width)
        self.sums = paragraph.prefixSums(scale: scale)
        let ellipses = try paragraph.ellipsisAdvances(engine: engine)
        self.ellipsisAdvances = paragraph.runs.indices.map { ellipses.advance(run: $0, scale: scale) }
    }

    /// Truncates graphemes `start..<count` to one line in `mode`. A line separator bounds what
    /// can show: the prefix stops before the first, the suffix starts after the last.
    /// - Complexity: O(length of the content), plus one exact measurement of the shown line (the
    ///   word at the cut reshaped, or the whole line) per grapheme that it finds too wide (rarely
    ///   more than one).
    func truncate(from start: Int, mode: TruncationMode) throws(OversetTextError) -> TruncatedLine {
        let count = paragraph.count
        let prefixStop = (start..<count).first { paragraph.isLineSeparator[$0] } ?? count
        let suffixFloor = (start..<count).last { paragraph.isLineSeparator[$0] }.map { $0 + 1 } ?? start
        var prefixEnd = start
        var suffixStart = count
        switch mode {
        case .tail:
            while prefixEnd < prefixStop, fits(prefix: prefixEnd + 1, start: start, suffix: count) { prefixEnd += 1 }
        case .head:
            while suffixStart > max(suffixFloor, start), fits(prefix: start, start: start, suffix: suffixStart - 1) { suffixStart -= 1 }
        case .middle:
            while true {
                let canGrowPrefix = prefixEnd < min(prefixStop, suffixStart)
                let canGrowSuffix = suffixStart > max(suffixFloor, prefixEnd)
                let prefixWidth = sums[prefixEnd] - sums[start]
                let suffixWidth = sums[count] - sums[suffixStart]
                // Grow the narrower side first, so the ellipsis sits in the middle.
                if canGrowPrefix, prefixWidth <= suffixWidth || !canGrowSuffix,
                    fits(prefix: prefixEnd + 1, start: start, suffix: suffixStart)
                {
                    prefixEnd += 1
                } else if canGrowSuffix, fits(prefix: prefixEnd, start: start, suffix: suffixStart - 1) {
                    suffixStart -= 1
                } else if canGrowPrefix, fits(prefix: prefixEnd + 1, start: start, suffix: suffixStart) {
                    prefixEnd += 1
                } else {
                    break
                }
            }
        }
        prefixEnd = paragraph.trimmedEnd(start..<prefixEnd)
        suffixStart = paragraph.trimmedStart(suffixStart..<count)
        var line = try measure(start: start, prefixEnd: prefixEnd, suffixStart: suffixStart)
        // Shaping the shown text as a whole can differ slightly from the sum of cached words
        // (kerning against the ellipsis): give up graphemes until the exact width fits.
        while line.width > limit, prefixEnd > start || suffixStart < count {
            if prefixEnd > start, suffixStart == count || sums[prefixEnd] - sums[start] >= sums[count] - sums[suffixStart] {
                prefixEnd = paragraph.trimmedEnd(start..<(prefixEnd - 1))
            } else {
                suffixStart = paragraph.trimmedStart((suffixStart + 1)..<count)
            }
            line = try measure(start: start, prefixEnd: prefixEnd, suffixStart: suffixStart)
        }
        // The estimate also misses kerning that pulls the ellipsis in: give back what now fits.
        while true {
            var grownPrefix = prefixEnd
            var grownSuffix = suffixStart
            switch mode {
            case .tail: grownPrefix = nextPrefixEnd(after: prefixEnd, stop: prefixStop)
            case .head: grownSuffix = nextSuffixStart(before: suffixStart, floor: max(suffixFloor, start))
            case .middle: break
            }
            guard grownPrefix != prefixEnd || grownSuffix != suffixStart else { break }
            let grown = try measure(start: start, prefixEnd: grownPrefix, suffixStart: grownSuffix)
            guard grown.width <= limit else { break }
            (line, prefixEnd, suffixStart) = (grown, grownPrefix, grownSuffix)
        }
        return display(line, start: start, prefixEnd: prefixEnd, suffixStart: suffixStart)
    }

    /// The end of the next longer prefix without trailing white space, or `end` at `stop`.
    private func nextPrefixEnd(after end: Int, stop: Int) -> Int {
        var next = end + 1
        while next <= stop, paragraph.isWhitespace[next - 1] { next += 1 }
        return next <= stop ? next : end
    }

    /// The start of the next longer suffix without leading white space, or `start` at `floor`.
    private func nextSuffixStart(before start: Int, floor: Int) -> Int {
        var next = start - 1
        while next >= floor, paragraph.isWhitespace[next] { next -= 1 }
        return next >= floor ? next : start
    }

    /// Whether `start..<prefix`, an ellipsis and `suffix..<count` fit, by cached advances.
    private func fits(prefix: Int, start: Int, suffix: Int) -> Bool {
        let count = paragraph.count
        let run = paragraph.runIndex[max(start, min(prefix, count) - 1)]
        var width = sums[prefix] - sums[start] + ellipsisAdvances[run] + sums[count] - sums[suffix]
        // The last cluster's tracking trails: the ellipsis's after a prefix, the text's after a suffix.
        width -= suffix < count ? paragraph.tracking[count - 1] : paragraph.runs[run].attributes.tracking
        return width <= limit
    }

    /// A candidate line's measure: what `display` keeps of it once it is chosen.
    private struct Measured {
        var width: Double
        var verticalMetrics: (ascent: Double, descent: Double, lineGap: Double)
    }

    /// The width and metrics of the line showing `start..<prefixEnd`, "…", `suffixStart..<count`,
    /// measured as if shaped as a whole: cut from the paragraph's own shaping where that is exact
    /// (`cutLine`), else analysed as a paragraph of its own. Its text is built only for the line
    /// chosen (`display`).
    private func measure(start: Int, prefixEnd: Int, suffixStart: Int) throws(OversetTextError) -> Measured {
        let count = paragraph.count
        let ellipsisRun = ellipsisRun(start: start, prefixEnd: prefixEnd, suffixStart: suffixStart)
        if cutsFromParagraph,
            let cut = paragraph.cutLine(
                prefix: start..<prefixEnd, ellipsis: ellipsisRun.map { Self.ellipsis(for: paragraph.runs[$0].font) } ?? "",
                suffix: suffixStart..<count, scale: scale, cache: engine.wordCache)
        {
            return Measured(width: cut.width, verticalMetrics: cut.verticalMetrics)
        }
        // Through the paragraph cache: the bisections of a diagnostic's shortfall and the sizes of
        // an audit ask for the same candidate lines again.
        let runs = Self.lineRuns(of: paragraph, prefix: start..<prefixEnd, ellipsisRun: ellipsisRun, suffix: suffixStart..<count)
        let shaped = try engine.analysed(AttributedText(runs: runs), baseIsRightToLeft: paragraph.isRightToLeft)
        let visibleEnd = shaped.trimmedEnd(0..<shaped.count)
        let width =
            visibleEnd == 0
            ? 0
            : shaped.advance(of: 0..<visibleEnd, scale: scale) - shaped.tracking[visibleEnd - 1]
        return Measured(width: width, verticalMetrics: shaped.verticalMetrics(0..<shaped.count, scale: scale))
    }

    /// The line chosen, `measured`: its text, what it shows and hides. When what lies between
    /// the prefix and the suffix is only white space (negative tracking can make the rest of a
    /// text fit after all), nothing is hidden and no ellipsis is drawn.
    private func display(_ measured: Measured, start: Int, prefixEnd: Int, suffixStart: Int) -> TruncatedLine {
        let ellipsisRun = ellipsisRun(start: start, prefixEnd: prefixEnd, suffixStart: suffixStart)
        let (prefix, suffix) = (start..<prefixEnd, suffixStart..<paragraph.count)
        // The text of `lineRuns` joined, made without the runs: their pieces of the paragraph's
        // text are consecutive, so together they are its substrings.
        let text = paragraph.text(prefix, ellipsisRun.map { Self.ellipsis(for: paragraph.runs[$0].font) } ?? "", suffix)
        return TruncatedLine(
            text: text, width: measured.width, prefix: prefix, suffix: suffix, ellipsisRun: ellipsisRun,
            verticalMetrics: measured.verticalMetrics)
    }

    /// The run whose font and attributes draw the ellipsis between `prefixEnd` and `suffixStart`
    /// (the one the prefix ends in); nil when only white space lies between (nothing is hidden).
    private func ellipsisRun(start: Int, prefixEnd: Int, suffixStart: Int) -> Int? {
        guard !paragraph.isBlank(prefixEnd..<suffixStart) else { return nil }
        return paragraph.runIndex[max(start, min(prefixEnd, paragraph.count) - 1)]
    }

    /// The runs of a line of `paragraph`: `prefix`'s, the ellipsis in `ellipsisRun`'s attributes
    /// (none when nil), `suffix`'s.
    static func lineRuns(of paragraph: ShapedParagraph, prefix: Range<Int>, ellipsisRun: Int?, suffix: Range<Int>) -> [AttributedText.Run] {
        var runs = paragraph.runs(of: prefix)
        if let ellipsisRun {
            let run = paragraph.runs[ellipsisRun]
            runs.append(AttributedText.Run(Self.ellipsis(for: run.font), attributes: run.attributes))
        }
        return runs + paragraph.runs(of: suffix)
    }

    /// "…" when the font has it, else three full stops.
    static func ellipsis(for font: Font) -> String {
        font.hasHorizontalEllipsis ? "\u{2026}" : "..."
    }
}
