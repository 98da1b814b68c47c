/// Laid-out text as glyph outlines, for pictures of a layout (SVG type ramps, audit reports).
public struct TextDrawing: Hashable, Sendable {
    /// One drawn line.
    public struct Line: Hashable, Sendable {
        /// SVG path data of the line's glyph outlines, in points, with the origin at the text's
        /// top-left corner and y growing downwards (`<path d="…"/>`). Empty for a blank line.
        public var outline: String
        /// Glyphs drawn that have no outline (colour emoji bitmaps): the picture leaves a gap.
        public var glyphsWithoutOutline: Int
    }

    /// The measurement the drawing shows.
    public var measurement: TextMeasurement
    /// The lines, top to bottom, as in `measurement.lines`.
    public var lines: [Line]
}

extension TextEngine {
    /// Lays `text` out as `measure(_:options:)` does and draws every shown line from the fonts'
    /// glyph outlines: truncated lines with their ellipsis, shrunk text at its shrunk size,
    /// right-to-left runs in visual order, lines placed by alignment and baseline.
    ///
    /// - Throws: `OversetTextError` as `measure(_:options:)` does.
    /// - Complexity: O(n) in the length of the text, plus shaping every shown line afresh.
    public func draw(_ text: AttributedText, options: TextLayoutOptions = TextLayoutOptions()) throws(OversetTextError) -> TextDrawing {
        let layout = try layout(text, options: options)
        let measurement = layout.measurement
        var lines: [TextDrawing.Line] = []
        for (line, runs) in zip(measurement.lines, layout.lineRuns) {
            let scaled = runs.map { run in
                var attributes = run.attributes
                attributes.size *= measurement.scaleApplied
                return AttributedText.Run(run.text, attributes: attributes)
            }
            let drawer = try LineDrawer(runs: scaled, engine: self, isRightToLeft: measurement.isRightToLeft)
            lines.append(drawer.draw(x: line.x, baseline: line.baseline))
        }
        return TextDrawing(measurement: measurement, lines: lines)
    }
}
