import OversetStyle
import OversetText

/// Text settings in effect at a point of the tree: unset values fall back to the style's, then
/// to SwiftUI's defaults.
struct TextEnvironment {
    var lineLimit: LineLimit?
    var truncationMode: TruncationMode?
    var minimumScaleFactor: Double?
    var alignment: TextAlignment?
    var tracking: Double?
    var kerning: Double?
    var lineSpacing: Double?
    var font: FontChoice?
    var weight: TextWeight?
    var isItalic: Bool?
    /// The Dynamic Type sizes the subtree is limited to (`dynamicTypeSize(_:)`), if any.
    var dynamicTypeSizes: ClosedRange<DynamicTypeSize>?
    var allowsTightening: Bool?
    var textCase: TextCase?
    var hasMonospacedDigits: Bool?
    var fontDesign: FontDesign?
    var fontWidth: FontWidth?

    /// This environment with `setting` applied on top.
    func applying(_ setting: TextSetting) -> TextEnvironment {
        var copy = self
        switch setting {
        case .lineLimit(let limit): copy.lineLimit = limit
        case .truncationMode(let mode): copy.truncationMode = mode
        case .minimumScaleFactor(let factor): copy.minimumScaleFactor = factor
        case .multilineTextAlignment(let alignment): copy.alignment = alignment
        case .tracking(let tracking): copy.tracking = tracking
        case .kerning(let kerning): copy.kerning = kerning
        case .lineSpacing(let spacing): copy.lineSpacing = spacing
        case .font(let font): copy.font = font
        case .fontWeight(let weight): copy.weight = weight
        case .italic: copy.isItalic = true
        case .dynamicTypeSize(let range): copy.dynamicTypeSizes = Self.limit(range, within: dynamicTypeSizes)
        case .allowsTightening(let allows): copy.allowsTightening = allows
        case .textCase(let textCase): copy.textCase = textCase
        case .monospacedDigit: copy.hasMonospacedDigits = true
        case .fontDesign(let design): copy.fontDesign = design
        case .fontWidth(let width): copy.fontWidth = width
        }
        return copy
    }

    /// `outer`'s limit narrowed by the inner `range`, as SwiftUI clamps the size the outer limit
    /// left into the inner one: the overlap when there is one, else the inner range.
    static func limit(_ range: ClosedRange<DynamicTypeSize>, within outer: ClosedRange<DynamicTypeSize>?) -> ClosedRange<DynamicTypeSize> {
        guard let outer, range.overlaps(outer) else { return range }
        return range.clamped(to: outer)
    }

    /// `category` clamped into the subtree's Dynamic Type limit.
    func category(clamping category: DynamicTypeSize) -> DynamicTypeSize {
        guard let range = dynamicTypeSizes else { return category }
        return min(max(category, range.lowerBound), range.upperBound)
    }

    /// The settings a styled text takes from its ancestors: not those its style defines
    /// (font, weight, tracking, line spacing), as a design-system text view sets its own.
    var forStyledText: TextEnvironment {
        var copy = self
        copy.font = nil
        copy.weight = nil
        copy.tracking = nil
        copy.lineSpacing = nil
        return copy
    }

    /// `other`'s values where it has them, else this environment's.
    func overridden(by other: TextEnvironment) -> TextEnvironment {
        TextEnvironment(
            lineLimit: other.lineLimit ?? lineLimit, truncationMode: other.truncationMode ?? truncationMode,
            minimumScaleFactor: other.minimumScaleFactor ?? minimumScaleFactor, alignment: other.alignment ?? alignment,
            tracking: other.tracking ?? tracking, kerning: other.kerning ?? kerning, lineSpacing: other.lineSpacing ?? lineSpacing,
            font: other.font ?? font, weight: other.weight ?? weight, isItalic: other.isItalic ?? isItalic,
            dynamicTypeSizes: other.dynamicTypeSizes.map { Self.limit($0, within: dynamicTypeSizes) } ?? dynamicTypeSizes,
            allowsTightening: other.allowsTightening ?? allowsTightening, textCase: other.textCase ?? textCase,
            hasMonospacedDigits: other.hasMonospacedDigits ?? hasMonospacedDigits, fontDesign: other.fontDesign ?? fontDesign,
            fontWidth: other.fontWidth ?? fontWidth)
    }
}
