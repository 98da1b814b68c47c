/// Where a line sits vertically, in points from the top of the text.
struct LinePosition: Equatable, Sendable {
    var top: Double
    var baseline: Double
    var bottom: Double
}

extension ShapedParagraph {
    /// The tallest ascent, descent and line gap of the fonts drawing graphemes `range` (or of the
    /// font before it, for an empty line), at `scale`.
    func verticalMetrics(_ range: Range<Int>, scale: Double) -> (ascent: Double, descent: Double, lineGap: Double) {
        var ascent = 0.0
        var descent = 0.0
        var lineGap = 0.0
        func take(_ slot: Int) {
            ascent = max(ascent, slots[slot].ascent)
            descent = max(descent, slots[slot].descent)
            lineGap = max(lineGap, slots[slot].lineGap)
        }
        if slots.count == 1 {
            // One font draws every grapheme (most paragraphs): its metrics, for any line.
            if count > 0 { take(0) }
        } else if range.isEmpty {
            if count > 0 { take(slotIndex[max(0, min(range.lowerBound, count) - 1)]) }
        } else {
            // A maximum does not care how often a slot is seen: runs of one slot are taken once.
            var last = -1
            for index in range where slotIndex[index] != last {
                last = slotIndex[index]
                take(last)
            }
        }
        return (ascent * scale, descent * scale, lineGap * scale)
    }

    /// Stacks `lines`: the first line is as tall as its fonts' natural line height; each further
    /// line adds `lineSpacing` and at least the style's `leading` (which scales with the fonts).
    ///
    /// - Complexity: O(n).
    func positions(of lines: [LineSpan], scale: Double, options: TextLayoutOptions) -> [LinePosition] {
        var positions: [LinePosition] = []
        positions.reserveCapacity(lines.count)
        for line in lines {
            let metrics = verticalMetrics(line.start..<line.end, scale: scale)
            positions.append(Self.position(after: positions.last, metrics: metrics, scale: scale, options: options))
        }
        return positions
    }

    static func position(
        after previous: LinePosition?, metrics: (ascent: Double, descent: Double, lineGap: Double),
        scale: Double, options: TextLayoutOptions
    ) -> LinePosition {
        let natural = metrics.ascent + metrics.descent + metrics.lineGap
        guard let previous else {
            return LinePosition(top: 0, baseline: metrics.ascent, bottom: natural)
        }
        let top = previous.bottom + max(0, options.lineSpacing)
        let height = max(natural, (options.leading ?? 0) * scale)
        return LinePosition(top: top, baseline: top + height - metrics.descent - metrics.lineGap, bottom: top + height)
    }
}
