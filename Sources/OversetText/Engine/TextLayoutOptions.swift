/// How text is laid out: the space it is offered and SwiftUI's text modifiers.
public struct TextLayoutOptions: Hashable, Sendable {
    /// The proposed width in points; nil or `.infinity` lays out on one line per paragraph
    /// (SwiftUI's ideal size). Must not be negative or NaN.
    public var width: Double?
    /// The proposed height in points; lines that do not fit are dropped (one always stays) and
    /// the text truncates. nil or `.infinity` for no limit.
    public var height: Double?
    /// The most lines to show (SwiftUI `lineLimit`); nil for no limit, values below 1 mean 1.
    public var lineLimit: Int?
    /// Where truncated text loses its content.
    public var truncationMode: TruncationMode
    /// How far fonts may shrink before the text truncates (0 < factor ≤ 1; 1 never shrinks).
    public var minimumScaleFactor: Double
    /// Points added between lines, never after the last (negative values count as 0, as in SwiftUI).
    public var lineSpacing: Double
    /// The smallest baseline-to-baseline distance of lines after the first: a text style's
    /// leading from Apple's Dynamic Type table. nil uses the fonts' natural line height.
    public var leading: Double?
    /// How lines align within the text's width (SwiftUI `multilineTextAlignment`).
    public var alignment: TextAlignment
    /// The paragraph direction; nil takes it from the first strong character.
    public var baseWritingDirection: WritingDirection?
    /// Pixels per point used to round reported sizes up (3 for @3x); 0 turns rounding off.
    public var displayScale: Double
    /// Whether the last line may tighten its spacing to fit instead of truncating (SwiftUI
    /// `allowsTightening(_:)`): when the rest of the text is at most 5% wider than the line.
    public var allowsTightening: Bool = false
    /// How lines break beyond UAX #14: `.standard` is what UIKit labels and SwiftUI texts use.
    public var lineBreakStrategy: LineBreakStrategy = .standard

    /// Options with SwiftUI's defaults: unbounded, no line limit, tail truncation, @3x.
    public init(
        width: Double? = nil, height: Double? = nil, lineLimit: Int? = nil,
        truncationMode: TruncationMode = .tail, minimumScaleFactor: Double = 1,
        lineSpacing: Double = 0, leading: Double? = nil, alignment: TextAlignment = .leading,
        baseWritingDirection: WritingDirection? = nil, displayScale: Double = 3
    ) {
        self.width = width
        self.height = height
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        self.minimumScaleFactor = minimumScaleFactor
        self.lineSpacing = lineSpacing
        self.leading = leading
        self.alignment = alignment
        self.baseWritingDirection = baseWritingDirection
        self.displayScale = displayScale
    }

    /// The paragraph direction the options set, as analysis takes it (nil: from the text).
    var baseIsRightToLeft: Bool? { baseWritingDirection.map { $0 == .rightToLeft } }

    /// Whether the lines alone decide what shows: no shrinking or tightening can change it, so
    /// every width that breaks the same lines shows the same (`TextEngine.widthAnswer`).
    var linesDecideWhatShows: Bool {
        minimumScaleFactor >= 1 && !allowsTightening
    }

    /// Checks every number.
    ///
    /// - Throws: `OversetTextError.invalidArgument` naming the first bad value.
    public func validate() throws(OversetTextError) {
        try Self.checkWidth(width)
        try Self.check("height", height, Self.isLength, Self.lengthRule)
        try Self.check("minimumScaleFactor", minimumScaleFactor, { $0 > 0 && $0 <= 1 }, "a factor above 0, at most 1")
        try Self.check("lineSpacing", lineSpacing, { $0.isFinite && abs($0) <= 10_000 }, "a finite number of points from -10000 to 10000")
        try Self.check("leading", leading, { $0.isFinite && $0 >= 0 && $0 <= 10_000 }, "a finite number of points from 0 to 10000")
        try Self.check("displayScale", displayScale, { $0.isFinite && $0 >= 0 && $0 <= 1000 }, "pixels per point from 0 to 1000")
    }

    /// `validate()`'s check of the width alone, for options whose other values were checked.
    static func checkWidth(_ width: Double?) throws(OversetTextError) {
        try check("width", width, isLength, lengthRule)
    }

    private static func check(_ name: String, _ value: Double?, _ valid: (Double) -> Bool, _ expected: String) throws(OversetTextError) {
        guard let value else { return }
        guard !value.isNaN, valid(value) else {
            throw .invalidArgument(name: name, value: "\(value)", expected: expected)
        }
    }

    /// Finite lengths are bounded so that no result overflows to infinity; infinity is "unbounded".
    private static func isLength(_ value: Double) -> Bool { value >= 0 && (value <= 1_000_000 || value == .infinity) }
    private static let lengthRule = "a number of points from 0 to 1000000, or infinity"
}

/// Line-break strategies beyond UAX #14 (UIKit's `NSParagraphStyle.LineBreakStrategy`).
public enum LineBreakStrategy: String, Hashable, Sendable, CaseIterable {
    /// What UIKit labels use (`UILabel.lineBreakStrategy` defaults to `.standard`, which includes
    /// `hangulWordPriority`: "The text system prohibits breaking between Hangul characters"):
    /// Korean words stay whole and lines break at spaces.
    case standard
    /// UAX #14 alone: a line may break between any two Hangul syllables.
    case none
}

/// Where truncated text shows its ellipsis (SwiftUI `Text.TruncationMode`).
public enum TruncationMode: String, Hashable, Sendable, CaseIterable {
    /// "…yz": the start is hidden.
    case head
    /// "ab…yz": the middle is hidden.
    case middle
    /// "abcd…": the end is hidden.
    case tail
}

/// How lines align within the text's frame (SwiftUI `TextAlignment`).
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case leading
    case center
    case trailing
}

/// A paragraph's direction.
public enum WritingDirection: String, Hashable, Sendable {
    case leftToRight
    case rightToLeft
}
