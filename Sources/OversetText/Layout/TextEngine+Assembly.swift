import Foundation

extension TextEngine {
    /// Turns the chosen attempt into a measurement: truncates the last shown line when text is
    /// hidden, aligns the lines and rounds the size to the pixel grid. Fills `lineRuns` when it
    /// is non-nil.
    func assemble(_ paragraph: ShapedParagraph, _ attempt: LayoutAttempt, options: TextLayoutOptions,
                  neededLineCount: Int, lineRuns: inout [[AttributedText.Run]]?) throws(OversetTextError) -> TextMeasurement {
        let width = options.width ?? .infinity
        let shown = attempt.lines.prefix(attempt.shownCount)
        var lines: [TextLine] = []
        var positions = Array(attempt.positions.prefix(attempt.shownCount))
        for line in shown {
            lines.append(TextLine(
                text: String(paragraph.substring(line.start..<line.visibleEnd)),
                sourceRange: paragraph.utf8Range(line.start..<line.end), width: line.width, x: 0,
                baseline: 0, slack: nil, isTruncated: false))
        }
        var hiddenRanges: [Range<Int>] = []
        if !attempt.fits, let last = shown.last {
            let truncated = try Truncator(paragraph: paragraph, engine: self, scale: attempt.scale, width: width)
                .truncate(from: last.start, mode: options.truncationMode)
            let first = truncated.shown.first?.lowerBound ?? last.start
            let end = truncated.shown.last?.upperBound ?? last.start
            lines[lines.count - 1] = TextLine(
                text: truncated.text, sourceRange: paragraph.utf8Range(first..<max(first, end)),
                width: truncated.width, x: 0, baseline: 0, slack: nil, isTruncated: !truncated.hidden.isEmpty)
            positions[positions.count - 1] = ShapedParagraph.position(
                after: positions.count > 1 ? positions[positions.count - 2] : nil,
                metrics: truncated.verticalMetrics, scale: attempt.scale, options: options)
            hiddenRanges = [paragraph.utf8Range(truncated.hidden)].filter { !$0.isEmpty }
            lineRuns?.append(contentsOf: shown.dropLast().map { paragraph.runs(of: $0.start..<$0.visibleEnd) })
            lineRuns?.append(truncated.runs)
        } else {
            lineRuns?.append(contentsOf: shown.map { paragraph.runs(of: $0.start..<$0.visibleEnd) })
        }
        // Truncated means some text is hidden: a last line that takes in all the rest is not.
        let isTruncated = !hiddenRanges.isEmpty
        let exactWidth = lines.map(\.width).max() ?? 0
        let exactHeight = positions.last?.bottom ?? 0
        let alignsRight = (options.alignment == .trailing) != paragraph.isRightToLeft
        for index in lines.indices {
            let free = exactWidth - lines[index].width
            lines[index].x = options.alignment == .center ? free / 2 : (alignsRight ? free : 0)
            lines[index].baseline = positions[index].baseline
            lines[index].slack = width.isFinite ? width - lines[index].width : nil
        }
        let hazard = options.truncationMode != .tail && isTruncated && attempt.shownCount > 1
        return TextMeasurement(
            width: Self.roundUp(exactWidth, displayScale: options.displayScale),
            height: Self.roundUp(exactHeight, displayScale: options.displayScale),
            exactWidth: exactWidth, exactHeight: exactHeight, lines: lines, isTruncated: isTruncated,
            hiddenRanges: hiddenRanges, neededLineCount: neededLineCount, scaleApplied: attempt.scale,
            missingGlyphCount: paragraph.missingGlyphCount, isRightToLeft: paragraph.isRightToLeft,
            isTruncationModeHazard: hazard)
    }

    /// `value` rounded up to the pixel grid of `displayScale` (unchanged when it is 0). Values a
    /// hair above a grid line, from sums of advances, stay on it.
    public static func roundUp(_ value: Double, displayScale: Double) -> Double {
        guard displayScale > 0 else { return value }
        return (value * displayScale - 1e-7).rounded(.up) / displayScale
    }
}
