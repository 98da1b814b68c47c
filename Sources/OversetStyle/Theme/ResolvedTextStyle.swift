/// A text style resolved for one content size category and preset: the plain values the text
/// engine measures with.
public struct ResolvedTextStyle: Hashable, Sendable {
    /// The style's name in its theme.
    public var name: String
    /// The content size category it was resolved for.
    public var category: DynamicTypeSize
    /// The font family to draw with ("system" already replaced by its stand-in).
    public var family: String
    /// The font size in points.
    public var size: Double
    /// The weight.
    public var weight: TextWeight
    /// Whether to draw italic.
    public var isItalic: Bool
    /// Tracking in points: the font's default tracking plus the style's.
    public var tracking: Double
    /// Points between lines (SwiftUI `lineSpacing`).
    public var lineSpacing: Double
    /// The baseline-to-baseline distance of lines after the first (Dynamic Type leading or the
    /// design's line height); nil uses the font's own line height.
    public var leading: Double?
    /// The Apple text style the size follows, or nil for a fixed size.
    public var textStyle: TextStyle?

    /// A resolved style.
    public init(
        name: String, category: DynamicTypeSize, family: String, size: Double, weight: TextWeight,
        isItalic: Bool, tracking: Double, lineSpacing: Double, leading: Double?, textStyle: TextStyle?
    ) {
        self.name = name
        self.category = category
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
        self.tracking = tracking
        self.lineSpacing = lineSpacing
        self.leading = leading
        self.textStyle = textStyle
    }
}
