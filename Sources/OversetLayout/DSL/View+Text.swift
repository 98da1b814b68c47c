import OversetStyle
import OversetText

extension View {
    /// `lineLimit(_:)`; nil for no limit.
    public func lineLimit(_ limit: Int?) -> ViewNode {
        modifier(.text(.lineLimit(LineLimit(maximum: limit))))
    }

    /// `lineLimit(_:reservesSpace:)`: with `reservesSpace`, the text is always `limit` lines tall.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ViewNode {
        modifier(.text(.lineLimit(LineLimit(minimum: reservesSpace ? limit : nil, maximum: limit))))
    }

    /// `lineLimit(2...4)`: at least two lines tall, at most four shown.
    public func lineLimit(_ range: ClosedRange<Int>) -> ViewNode {
        modifier(.text(.lineLimit(LineLimit(minimum: range.lowerBound, maximum: range.upperBound))))
    }

    /// `lineLimit(...3)`.
    public func lineLimit(_ range: PartialRangeThrough<Int>) -> ViewNode {
        modifier(.text(.lineLimit(LineLimit(maximum: range.upperBound))))
    }

    /// `lineLimit(2...)`: at least two lines tall, no limit.
    public func lineLimit(_ range: PartialRangeFrom<Int>) -> ViewNode {
        modifier(.text(.lineLimit(LineLimit(minimum: range.lowerBound, maximum: nil))))
    }

    public func truncationMode(_ mode: TruncationMode) -> ViewNode { modifier(.text(.truncationMode(mode))) }
    public func minimumScaleFactor(_ factor: Double) -> ViewNode { modifier(.text(.minimumScaleFactor(factor))) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ViewNode { modifier(.text(.multilineTextAlignment(alignment))) }
    public func tracking(_ tracking: Double) -> ViewNode { modifier(.text(.tracking(tracking))) }
    public func kerning(_ kerning: Double) -> ViewNode { modifier(.text(.kerning(kerning))) }
    public func lineSpacing(_ spacing: Double) -> ViewNode { modifier(.text(.lineSpacing(spacing))) }
    public func font(_ font: FontChoice) -> ViewNode { modifier(.text(.font(font))) }
    public func fontWeight(_ weight: TextWeight) -> ViewNode { modifier(.text(.fontWeight(weight))) }
    public func bold() -> ViewNode { modifier(.text(.fontWeight(.bold))) }
    public func italic() -> ViewNode { modifier(.text(.italic)) }

    /// `allowsTightening(_:)`: the last line may tighten its spacing, by up to 5%, instead of truncating.
    public func allowsTightening(_ allows: Bool) -> ViewNode { modifier(.text(.allowsTightening(allows))) }
    /// `monospacedDigit()`: digits of equal width (the font's `tnum` feature).
    public func monospacedDigit() -> ViewNode { modifier(.text(.monospacedDigit)) }
    /// `fontDesign(_:)`: the design of the system font of the texts inside (nil: the default).
    public func fontDesign(_ design: FontDesign?) -> ViewNode { modifier(.text(.fontDesign(design ?? .default))) }
    /// `fontWidth(_:)`: the width of the system font of the texts inside (nil: standard).
    public func fontWidth(_ width: FontWidth?) -> ViewNode { modifier(.text(.fontWidth(width ?? .standard))) }
    /// `textCase(_:)`: the text in capitals (`.uppercase`) or small letters (`.lowercase`), by the
    /// locale's rules; nil shows it as written.
    public func textCase(_ textCase: TextCase?) -> ViewNode { modifier(.text(.textCase(textCase ?? .asWritten))) }

    /// `dynamicTypeSize(_:)` with one size: the subtree is laid out at `size` whatever the user's.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> ViewNode { modifier(.text(.dynamicTypeSize(size...size))) }
    /// `dynamicTypeSize(_:)` with a range: the user's size clamped into it (`.large ... .accessibility1`).
    public func dynamicTypeSize(_ range: ClosedRange<DynamicTypeSize>) -> ViewNode { modifier(.text(.dynamicTypeSize(range))) }
    /// `dynamicTypeSize(...DynamicTypeSize.accessibility1)`: sizes above the bound are capped.
    public func dynamicTypeSize(_ range: PartialRangeThrough<DynamicTypeSize>) -> ViewNode {
        modifier(.text(.dynamicTypeSize(.xSmall...range.upperBound)))
    }
    /// `dynamicTypeSize(DynamicTypeSize.large...)`: sizes below the bound are raised.
    public func dynamicTypeSize(_ range: PartialRangeFrom<DynamicTypeSize>) -> ViewNode {
        modifier(.text(.dynamicTypeSize(range.lowerBound ... .accessibility5)))
    }

    /// Colour and accessibility modifiers change nothing in layout; they are accepted so that
    /// view code can be pasted.
    public func foregroundStyle(_ color: Color) -> ViewNode { modifier(.ignored("foregroundStyle")) }
    public func foregroundColor(_ color: Color) -> ViewNode { modifier(.ignored("foregroundColor")) }
    public func dfTextStyle(_ style: DFTextEmphasis) -> ViewNode { modifier(.ignored("dfTextStyle")) }
    public func dfCardStyle(_ style: CardStyle) -> ViewNode { modifier(.ignored("dfCardStyle")) }
    public func accessibilityLabel(_ label: String) -> ViewNode { modifier(.ignored("accessibilityLabel")) }
    public func accessibilityHidden(_ hidden: Bool) -> ViewNode { modifier(.ignored("accessibilityHidden")) }
    public func opacity(_ opacity: Double) -> ViewNode { modifier(.ignored("opacity")) }
    public func tint(_ color: Color) -> ViewNode { modifier(.ignored("tint")) }
    /// `shadow(color:radius:x:y:)`: drawn outside the frame, it takes no space.
    public func shadow(color: Color = .black, radius: Double, x: Double = 0, y: Double = 0) -> ViewNode { modifier(.ignored("shadow")) }
    /// `redacted(reason:)`: placeholders drawn where the content is, at its size.
    public func redacted(reason: RedactionReasons) -> ViewNode { modifier(.ignored("redacted")) }
}

extension FontChoice {
    public static let largeTitle = FontChoice.style("largeTitle")
    public static let title = FontChoice.style("title")
    public static let title2 = FontChoice.style("title2")
    public static let title3 = FontChoice.style("title3")
    public static let headline = FontChoice.style("headline")
    public static let subheadline = FontChoice.style("subheadline")
    public static let body = FontChoice.style("body")
    public static let callout = FontChoice.style("callout")
    public static let footnote = FontChoice.style("footnote")
    public static let caption = FontChoice.style("caption")
    public static let caption2 = FontChoice.style("caption2")

    /// `Font.system(size:weight:)`.
    public static func system(size: Double) -> FontChoice { .system(size: size, weight: nil) }

    /// `Font.system(size:weight:design:)`.
    public static func system(size: Double, weight: TextWeight? = nil, design: FontDesign?) -> FontChoice {
        .designed(.system(size: size, weight: weight), design: design, width: nil)
    }

    /// `Font.system(_:design:)`: a text style in a design of the system font.
    public static func system(_ style: TextStyle, design: FontDesign?) -> FontChoice {
        .designed(.style(style.rawValue), design: design, width: nil)
    }

    /// `Font.width(_:)`: this font at `width`.
    public func width(_ width: FontWidth) -> FontChoice {
        let (font, design, _) = withoutDesign
        return .designed(font, design: design, width: width)
    }

    /// `Font.custom(_:size:)`: scales with body.
    public static func custom(_ family: String, size: Double) -> FontChoice { .custom(family: family, size: size, relativeTo: .body) }

    /// `Font.custom(_:size:relativeTo:)`.
    public static func custom(_ family: String, size: Double, relativeTo style: TextStyle) -> FontChoice {
        .custom(family: family, size: size, relativeTo: style)
    }

    /// `Font.custom(_:fixedSize:)`.
    public static func custom(_ family: String, fixedSize: Double) -> FontChoice { .custom(family: family, size: fixedSize, relativeTo: nil) }
}

/// `RedactionReasons` (`.placeholder`): how `redacted(reason:)` draws; none changes layout.
public struct RedactionReasons: Sendable {
    public static let placeholder = RedactionReasons()
    public static let privacy = RedactionReasons()
}

/// DesignFoundation's `dfTextStyle` emphasis (colour only).
public enum DFTextEmphasis: Sendable {
    case primary, secondary, `default`
}
