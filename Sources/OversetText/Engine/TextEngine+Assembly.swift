import Foundation

/// A paragraph laid out: its measurement, and the lines it shows, from which drawing takes the
/// same text the measurement measured.
struct ParagraphLayout {
    let paragraph: ShapedParagraph
    let attempt: LayoutAttempt
    /// The last shown line cut down with an ellipsis, when text is hidden.
    let truncatedLine: TruncatedLine?
    let measurement: TextMeasurement

    /// Each shown line's text in runs, the ellipsis included, after the bidi controls the
    /// paragraph left open before the line (`BidiControls`); built only when drawing asks.
    var lineRuns: [[AttributedText.Run]] {
        let shown = Array(attempt.lines.prefix(attempt.shownCount))
        var controls = BidiControls()
        var result: [[AttributedText.Run]] = []
        for (index, line) in shown.enumerated() {
            var runs: [AttributedText.Run]
            if index == shown.count - 1, let truncatedLine {
                runs = truncatedLine.runs(in: paragraph)
            } else {
                runs = paragraph.runs(of: line.start..<line.visibleEnd)
            }
            if !controls.open.isEmpty, !runs.isEmpty { runs[0].text = controls.prefix + runs[0].text }
            let next = index + 1 < shown.count ? shown[index + 1].start : line.visibleEnd
            controls.read(paragraph.substring(line.start..<max(line.start, next)))
            result.append(runs)
        }
        return result
    }
}

extension TextEngine {
    /// The last shown line of `attempt` cut down with "…" to take in the rest, or nil when every
    /// line shows; what `assemble` and `showsEverything` both decide truncation by.
    func truncation(of paragraph: ShapedParagraph, _ attempt: LayoutAttempt, options: TextLayoutOptions) throws(OversetTextError) -> TruncatedLine? {
        guard !attempt.fits, let last = attempt.lastShownLine else { return nil }
        return try Truncator(paragraph: paragraph, engine: self, scale: attempt.scale, width: options.width ?? .infinity)
            .truncate(from: last.start, mode: options.truncationMode)
    }

    /// Turns the chosen attempt into a layout: truncates the last shown line when text is
    /// hidden, aligns the lines and rounds the size to the pixel grid.
    func assemble(
        _ paragraph: ShapedParagraph, _ attempt: LayoutAttempt, options: TextLayoutOptions,
        neededLineCount: Int
    ) throws(OversetTextError) -> ParagraphLayout {
        let (measurement, truncatedLine) = try assembled(paragraph, attempt, options: options, neededLineCount: neededLineCount)
        return ParagraphLayout(paragraph: paragraph, attempt: attempt, truncatedLine: truncatedLine, measurement: measurement)
    }

    /// `assemble`'s measurement and truncated line, apart: a caller that needs only the
    /// measurement takes it as made, where taking it out of a layout copied it (retaining each
    /// of its arrays).
    func assembled(
        _ paragraph: ShapedParagraph, _ attempt: LayoutAttempt, options: TextLayoutOptions,
        neededLineCount: Int
    ) throws(OversetTextError) -> (measurement: TextMeasurement, truncatedLine: TruncatedLine?) {
        let width = options.width ?? .infinity
        let shown = attempt.lines.prefix(attempt.shownCount)
        var lines: [TextLine] = []
        lines.reserveCapacity(shown.count)
        var positions = Array(attempt.positions.prefix(attempt.shownCount))
        for line in shown {
            lines.append(
                TextLine(
                    text: paragraph.substring(line.start..<line.visibleEnd),
                    sourceRange: paragraph.utf8Range(line.start..<line.end), width: line.width, x: 0,
                    baseline: 0, slack: nil, isTruncated: false))
        }
        var hiddenRanges: [Range<Int>] = []
        let truncatedLine = try truncation(of: paragraph, attempt, options: options)
        if let truncated = truncatedLine, let last = shown.last {
            let shownRanges = truncated.shown
            let first = shownRanges.first?.lowerBound ?? last.start
            let end = shownRanges.last?.upperBound ?? last.start
            lines[lines.count - 1] = TextLine(
                text: Substring(truncated.text), sourceRange: paragraph.utf8Range(first..<max(first, end)),
                width: truncated.width, x: 0, baseline: 0, slack: nil, isTruncated: !truncated.hidden.isEmpty)
            positions[positions.count - 1] = ShapedParagraph.position(
                after: positions.count > 1 ? positions[positions.count - 2] : nil,
                metrics: truncated.verticalMetrics, scale: attempt.scale, options: options)
            let hidden = paragraph.utf8Range(truncated.hidden)
            hiddenRanges = hidden.isEmpty ? [] : [hidden]
        }
        // Truncated means some text is hidden: a last line that takes in all the rest is not.
        let isTruncated = !hiddenRanges.isEmpty
        let exactWidth = lines.lazy.map(\.width).max() ?? 0
        let exactHeight = positions.last?.bottom ?? 0
        let alignsRight = (options.alignment == .trailing) != paragraph.isRightToLeft
        for index in lines.indices {
            let free = exactWidth - lines[index].width
            lines[index].x = options.alignment == .center ? free / 2 : (alignsRight ? free : 0)
            lines[index].baseline = positions[index].baseline
            lines[index].slack = width.isFinite ? width - lines[index].width : nil
        }
        let hazard = options.truncationMode != .tail && isTruncated && attempt.shownCount > 1
        let measurement = TextMeasurement(
            width: Self.roundUp(exactWidth, displayScale: options.displayScale),
            height: Self.roundUp(exactHeight, displayScale: options.displayScale),
            exactWidth: exactWidth, exactHeight: exactHeight, lines: lines, isTruncated: isTruncated,
            hiddenRanges: hiddenRanges, neededLineCount: neededLineCount, scaleApplied: attempt.scale,
            missingGlyphCount: paragraph.missingGlyphCount, isRightToLeft: paragraph.isRightToLeft,
            isTruncationModeHazard: hazard, brokenWords: shown.contains(where: \.breaksWord) ? paragraph.brokenWords(in: Array(shown)) : [],
            missingCharacters: paragraph.missingCharacters.map { TextMeasurement.MissingCharacter(scalar: $0, script: scriptCode(of: $0)) },
            fontFamilies: paragraph.fontFamilies)
        return (measurement, truncatedLine)
    }

    /// `value` rounded up to the pixel grid of `displayScale` (unchanged when it is 0). Values a
    /// hair above a grid line, from sums of advances, stay on it.
    public static func roundUp(_ value: Double, displayScale: Double) -> Double {
        guard displayScale > 0 else { return value }
        return (value * displayScale - 1e-7).rounded(.up) / displayScale
    }
}
