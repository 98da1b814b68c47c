extension LayoutAttempt {
    /// How much wider than the line a text may be and still be tightened into it instead of
    /// truncated: AppKit's documented default `tighteningFactorForTruncation`, 0.05 ("provided
    /// that the ratio of the text width to the line fragment width does not exceed 1.0 + the
    /// value"), which UIKit's and SwiftUI's tightening follow.
    static let tighteningFactor = 0.05

    /// With `allowsTightening(true)`: when the text does not fit, and everything from the last
    /// shown line on is one paragraph at most 5% wider than the line, that line takes it all,
    /// its spacing tightened to `width`.
    mutating func tighten(_ paragraph: ShapedParagraph, width: Double) {
        guard !fits, width.isFinite, width > 0, shownCount > 0, shownCount <= lines.count else { return }
        let start = lines[shownCount - 1].start
        let rest = start..<paragraph.count
        let visibleEnd = paragraph.trimmedEnd(rest)
        // A hard break after the last line's start ends what one line can show.
        guard !(start..<visibleEnd).contains(where: { paragraph.isLineSeparator[$0] }) else { return }
        let natural = visibleEnd > start ? paragraph.advance(of: start..<visibleEnd, scale: scale) - paragraph.tracking[visibleEnd - 1] : 0
        guard natural <= width * (1 + Self.tighteningFactor) else { return }
        lines.removeSubrange(shownCount...)
        positions.removeSubrange(min(shownCount, positions.count)...)
        lines[shownCount - 1] = LineSpan(start: start, end: paragraph.count, visibleEnd: visibleEnd, width: min(natural, width))
        fits = true
    }
}
