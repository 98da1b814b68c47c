/// One text style of a theme: how big, how heavy, which family and how spaced, in the terms a
/// SwiftUI design system writes them (`Font.title2.weight(.semibold)`, `.lineSpacing(4)`,
/// `.tracking(-0.2)`).
public struct TextStyleDefinition: Hashable, Sendable {
    /// The style's name in its theme ("body", "title", "caption2Emphasis").
    public var name: String
    /// Where the size comes from, and how it scales with Dynamic Type.
    public var size: Size
    /// The weight.
    public var weight: Weight
    /// The font family ("system" is Overset's stand-in for the system font).
    public var family: String
    /// Whether the style is italic.
    public var isItalic: Bool
    /// Points between lines (SwiftUI `lineSpacing`).
    public var lineSpacing: Double
    /// Extra space after each character (SwiftUI `tracking`), on top of the font's default tracking.
    public var tracking: Tracking
    /// A fixed line height; nil keeps the Dynamic Type leading for text styles and the font's own
    /// line height for custom sizes.
    public var lineHeight: LineHeight?
    /// The largest size Dynamic Type may scale to, or nil.
    public var maximumPointSize: Double?

    /// A style definition; defaults are Apple's body style in the system font.
    public init(
        _ name: String, size: Size = .textStyle(.body), weight: Weight = .base, family: String = "system",
        isItalic: Bool = false, lineSpacing: Double = 0, tracking: Tracking = .points(0),
        lineHeight: LineHeight? = nil, maximumPointSize: Double? = nil
    ) {
        self.name = name
        self.size = size
        self.weight = weight
        self.family = family
        self.isItalic = isItalic
        self.lineSpacing = lineSpacing
        self.tracking = tracking
        self.lineHeight = lineHeight
        self.maximumPointSize = maximumPointSize
    }

    /// Where a style's size comes from.
    public enum Size: Hashable, Sendable {
        /// An Apple text style (`Font.body`): the table's size and leading at each category.
        case textStyle(TextStyle)
        /// A custom size at Large that scales with a text style
        /// (`Font.custom(_:size:relativeTo:)`; `Font.custom(_:size:)` scales with body).
        case custom(Double, relativeTo: TextStyle)
        /// A size that never scales (`Font.custom(_:fixedSize:)`).
        case fixed(Double)

        /// The text style the size follows, or nil for a fixed size.
        public var textStyle: TextStyle? {
            switch self {
            case .textStyle(let style), .custom(_, let style): return style
            case .fixed: return nil
            }
        }
    }

    /// A style's weight.
    public enum Weight: Hashable, Sendable {
        /// The text style's own weight (regular for custom and fixed sizes).
        case base
        /// The text style's bold variant (`.bold()`): its emphasized weight; bold for custom sizes.
        case emphasized
        /// A given weight (`.weight(.semibold)`).
        case fixed(TextWeight)
    }

    /// Tracking in points or as a fraction of the font size.
    public enum Tracking: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
        /// Points, whatever the size (SwiftUI's `tracking` unit; Figma's px).
        case points(Double)
        /// A fraction of the font size (CSS `em`; Figma's percent divided by 100).
        case em(Double)

        public init(floatLiteral value: Double) { self = .points(value) }
        public init(integerLiteral value: Int) { self = .points(Double(value)) }

        /// The tracking in points at `fontSize`.
        public func points(atFontSize fontSize: Double) -> Double {
            switch self {
            case .points(let points): return points
            case .em(let em): return em * fontSize
            }
        }
    }

    /// A line height fixed by the design (Figma's line height other than "Auto").
    public enum LineHeight: Hashable, Sendable {
        /// Points at Large; it scales with the style's text style like a `@ScaledMetric`.
        case points(Double)
        /// A multiple of the font size (Figma's percent divided by 100, or a unitless number).
        case multiple(Double)
    }
}

extension TextStyleDefinition {
    /// The size at Large: the base of custom scaling and of designed line heights.
    var sizeAtLarge: Double {
        switch size {
        case .textStyle(let style): return style.pointSize(at: .large)
        case .custom(let points, _), .fixed(let points): return points
        }
    }
}
