/// The result of measuring text: its size, its lines and what it could not show.
public struct TextMeasurement: Hashable, Sendable {
    /// The size the text takes, rounded up to the pixel grid of the display scale.
    public var width: Double
    /// The height, rounded up to the pixel grid.
    public var height: Double
    /// The widest line's exact width, unrounded.
    public var exactWidth: Double
    /// The exact height, unrounded.
    public var exactHeight: Double
    /// The lines shown, top to bottom.
    public var lines: [TextLine]
    /// Whether some text is hidden behind an ellipsis or dropped lines.
    public var isTruncated: Bool
    /// The source text that is not shown, as UTF-8 byte offsets into the joined runs' text,
    /// grapheme-aligned and in order.
    public var hiddenRanges: [Range<Int>]
    /// How many lines the text needs at full size with no line or height limit.
    public var neededLineCount: Int
    /// The font scale used: 1, or less when `minimumScaleFactor` shrank the text.
    public var scaleApplied: Double
    /// Characters that no font could draw; they measure as the primary font's missing glyph.
    public var missingGlyphCount: Int
    /// Whether the paragraph runs right to left.
    public var isRightToLeft: Bool
    /// Set when head or middle truncation was asked of more than one line: SwiftUI truncates
    /// the last line then, which is rarely what the code's author meant.
    public var isTruncationModeHazard: Bool
    /// Words the shown lines break between grapheme clusters because they are wider than a
    /// line ("Foll / owe / rs"), in order; not breaks a script allows between characters (CJK,
    /// Thai), which UAX #14 gives as opportunities.
    public var brokenWords: [BrokenWord] = []

    /// A word cut across lines.
    public struct BrokenWord: Hashable, Sendable {
        /// The whole word.
        public var word: String
        /// Its pieces, one per line, as drawn.
        public var pieces: [String]
    }

    /// Those characters, each once, in order of first appearance, with their scripts.
    public var missingCharacters: [MissingCharacter] = []

    /// The families the text's fonts come from, each once, in order of first use (the primary
    /// font, then fallbacks: "Inter", "Noto Sans Devanagari"); "system" for the calibrated stand-in.
    public var fontFamilies: [String] = []

    /// A character no font could draw.
    public struct MissingCharacter: Hashable, Sendable {
        public var scalar: Unicode.Scalar
        /// Its script's ISO 15924 code ("Taml", "Ethi", "Khmr"), or nil when it has none.
        public var script: String?
    }

    /// The number of lines shown.
    public var lineCount: Int { lines.count }
}

/// One laid-out line.
public struct TextLine: Hashable, Sendable {
    /// The text as drawn: trailing white space dropped, "…" included where truncated.
    public var text: String {
        get { String(drawnText) }
        set { drawnText = Substring(newValue) }
    }
    /// `text` as kept: a line that is not truncated shares its paragraph's string, so that
    /// measuring makes no string per line (most measurements' lines are never read).
    private var drawnText: Substring
    /// The source text the line shows, as UTF-8 byte offsets (from the first shown grapheme to
    /// the last, trailing white space included when the line was not truncated).
    public var sourceRange: Range<Int>
    /// The drawn width in points, exact (unrounded).
    public var width: Double
    /// Where the line starts horizontally within the text's width, after alignment.
    public var x: Double
    /// Distance from the top of the text to this line's baseline.
    public var baseline: Double
    /// The available width minus the line's width; nil when the width was unbounded.
    public var slack: Double?
    /// Whether this line ends in an ellipsis.
    public var isTruncated: Bool

    init(text: Substring, sourceRange: Range<Int>, width: Double, x: Double, baseline: Double, slack: Double?, isTruncated: Bool) {
        self.drawnText = text
        self.sourceRange = sourceRange
        self.width = width
        self.x = x
        self.baseline = baseline
        self.slack = slack
        self.isTruncated = isTruncated
    }
}
