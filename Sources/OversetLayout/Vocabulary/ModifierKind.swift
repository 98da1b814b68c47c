/// Every modifier Overset reads, by its JSON spec key (SwiftUI's name), each declared once
/// (`declaration`, `effect`): the spec reader, the schema, docs/layout.md, the DSL and the SwiftUI
/// source front end all go by this list.
public enum ModifierKind: String, CaseIterable, Sendable {
    case padding, frame, fixedSize, layoutPriority, overlay, background, clipped, clipShape, cornerRadius, offset
    case lineLimit, truncationMode, minimumScaleFactor, multilineTextAlignment, tracking, kerning, lineSpacing, font, fontWeight, bold,
        italic, dynamicTypeSize, allowsTightening
    case foregroundStyle, foregroundColor, dfTextStyle, dfCardStyle, accessibilityLabel, accessibilityHidden, redacted, opacity, shadow,
        tint

    /// What a modifier changes.
    public enum Effect: Sendable {
        /// The view's size or place.
        case layout
        /// A text setting: it flows down to every `Text` inside, and a text node may take it
        /// beside its `text` key.
        case textSetting
        /// Nothing in layout (colour, accessibility): accepted so that view code reads as written.
        case none
    }

    /// What the modifier changes.
    public var effect: Effect {
        switch self {
        case .padding, .frame, .fixedSize, .layoutPriority, .overlay, .background, .clipped, .clipShape, .cornerRadius, .offset: return .layout
        case .lineLimit, .truncationMode, .minimumScaleFactor, .multilineTextAlignment, .tracking, .kerning, .lineSpacing, .font, .fontWeight,
            .bold, .italic, .dynamicTypeSize, .allowsTightening:
            return .textSetting
        case .foregroundStyle, .foregroundColor, .dfTextStyle, .dfCardStyle, .accessibilityLabel, .accessibilityHidden, .redacted, .opacity,
            .shadow, .tint:
            return .none
        }
    }

    /// The text settings, in the order a text node's keys are read.
    public static let textSettings = allCases.filter { $0.effect == .textSetting }

    /// Its names, argument and layout.
    public var declaration: VocabularyEntry {
        typealias Argument = VocabularyEntry.Argument
        func entry(_ argument: String, _ layout: String, _ origin: VocabularyEntry.Origin = .swiftUI) -> VocabularyEntry {
            VocabularyEntry(rawValue, origin, arguments: [Argument("value", argument)], layout: layout)
        }
        switch self {
        case .padding:
            return entry(
                "points (−10000…10000), a spacing token, true, or {\"edges\", \"length\"}", "insets on its edges (16 by default)")
        case .frame:
            return entry(
                "{\"width\", \"height\", \"alignment\"} or {\"minWidth\" … \"maxHeight\", \"alignment\"}",
                "a fixed size, or bounds on the size its view takes")
        case .fixedSize: return entry("true, or {\"horizontal\", \"vertical\"}", "proposes nil (the ideal size) on its axes")
        case .layoutPriority: return entry("a finite number", "its stack sizes higher priorities first")
        case .overlay: return entry("a view, or {\"content\", \"alignment\"}", "a view over it, offered its size")
        case .background: return entry("a view, or {\"content\", \"alignment\"}", "a view behind it, offered its size")
        case .clipped: return entry("true", "content outside its frame is hidden")
        case .clipShape: return entry("a shape name", "clips like clipped (the shape's rounding is not modelled)")
        case .cornerRadius: return entry("points", "clips like clipped")
        case .offset: return entry("{\"x\", \"y\"}, points (−10000…10000)", "draws it moved; its layout does not change")
        case .lineLimit: return entry("a number of lines (1 or more), null, or {\"min\", \"max\"}", "the most lines shown (and the fewest made room for)")
        case .truncationMode: return entry("head, middle or tail", "where text is cut when it truncates")
        case .minimumScaleFactor: return entry("above 0, at most 1", "fonts shrink down to it before text truncates")
        case .multilineTextAlignment: return entry("leading, center or trailing", "how lines align")
        case .tracking: return entry("points", "added after every character cluster")
        case .kerning: return entry("points", "shifts every character cluster")
        case .lineSpacing: return entry("points, 0 or more", "added between lines")
        case .font: return entry("a style name, {\"system\", \"weight\"} or {\"custom\", \"size\" or \"fixedSize\", \"relativeTo\"}", "the font")
        case .fontWeight: return entry("100…900 or a weight name", "the weight")
        case .bold: return entry("true", "the bold weight")
        case .italic: return entry("true", "italic")
        case .dynamicTypeSize: return entry("a size or a range (\"L\", \"...AX1\", \"L...AX2\")", "the subtree's Dynamic Type size, clamped")
        case .allowsTightening: return entry("true or false", "the last line may tighten up to 5% instead of truncating")
        case .dfTextStyle, .dfCardStyle: return entry("a style name", "none (colour)", .designSystem)
        case .foregroundStyle, .foregroundColor, .accessibilityLabel, .accessibilityHidden, .redacted, .opacity, .shadow, .tint:
            return entry("any value", "none")
        }
    }
}
