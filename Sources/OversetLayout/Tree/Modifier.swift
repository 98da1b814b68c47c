import Foundation
import OversetStyle
import OversetText

/// A view modifier, as SwiftUI names them. Text modifiers set values that every `Text` below
/// uses unless the text sets its own.
public enum Modifier: Hashable, Sendable {
    /// `padding(_:_:)`: insets on some edges (a theme spacing token or points; nil = 16).
    case padding(Edges, Length?)
    /// `frame(width:height:alignment:)`.
    case frame(width: Double?, height: Double?, alignment: Alignment)
    /// `frame(width:height:alignment:)` inside a `GeometryReader`, with sides written from the
    /// reader's size (`geo.size.width * 0.8`); nil sides are left as they are.
    case proxyFrame(width: ProxyLength?, height: ProxyLength?, alignment: Alignment)
    /// `frame(width:height:alignment:)` with a side that is resolved when laid out (a
    /// `@ScaledMetric`, or one written from a `GeometryReader`'s size); nil sides are left as they are.
    case lengthFrame(width: Length?, height: Length?, alignment: Alignment)
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    case flexibleFrame(FlexibleFrame)
    /// `fixedSize(horizontal:vertical:)`.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `layoutPriority(_:)`.
    case layoutPriority(Double)
    /// `overlay(alignment:content:)`: drawn over the view, offered its size.
    case overlay(ViewNode, alignment: Alignment)
    /// `background(alignment:content:)`: drawn behind the view, offered its size.
    case background(ViewNode, alignment: Alignment)
    /// `clipped()`: content outside the frame is hidden.
    case clipped
    /// `alignmentGuide(_:computeValue:)`: the view's value for the guide, a length from its
    /// leading (top) edge written from its size; its stack lines it up with its siblings' by it.
    case alignmentGuide(AlignmentGuideKey, ProxyLength)
    /// `offset(x:y:)`: the view draws moved by `x` (rightwards) and `y` (downwards) points; its
    /// layout does not change.
    case offset(x: Double, y: Double)
    /// `position(x:y:)`: the view's centre at (`x`, `y`) in a view that takes the space offered
    /// (`Items/PositionItem.swift`).
    case position(x: Double, y: Double)
    /// A text setting for this view and the `Text`s inside it.
    case text(TextSetting)
    /// `listStyle(_:)`: the style of the lists inside; the innermost one set wins.
    case listStyle(ListStyle)
    /// `listRowInsets(_:)`: a list row's content insets in place of its style's (nil: the style's).
    case listRowInsets(EdgeInsets?)
    /// `listSectionSpacing(_:)`: the space between the sections of the lists inside (on a
    /// `Section`, between it and the section before).
    case listSectionSpacing(ListSectionSpacing)
    /// `labelStyle(_:)`: which parts of the labels inside show; the innermost one set wins.
    case labelStyle(LabelStyle)
    /// `labelsHidden()`: the toggles and pickers inside show without their labels.
    case labelsHidden
    /// `textFieldStyle(_:)`: how the text fields inside are drawn; the innermost one set wins.
    case textFieldStyle(TextFieldStyle)
    /// `buttonStyle(_:)`: how the buttons inside draw their labels; the innermost one set wins.
    case buttonStyle(ButtonStyle)
    /// `controlSize(_:)`: the size of the bordered buttons and activity indicators inside.
    case controlSize(ControlSize)
    /// `progressViewStyle(_:)`: an activity indicator or a bar for the progress views inside.
    case progressViewStyle(ProgressViewStyle)
    /// `pickerStyle(_:)`: how the pickers inside show their selection.
    case pickerStyle(PickerStyle)
    /// A `Picker`'s options and the index of the one selected, kept on the picker for the styles
    /// that show every option (`.segmented`, `.inline`); no layout effect of its own.
    case pickerOptions([ViewNode], selected: Int)
    /// What the view puts in the navigation bar of its `NavigationStack`, which lays it out
    /// (`ViewNode+NavigationBar.swift`); outside a stack it changes nothing.
    case navigationBar(NavigationBarSetting)
    /// `hidden()`: the view keeps its size and place but draws nothing, so its texts are not
    /// audited (Apple: hidden views "remain in the view hierarchy and affect layout").
    case hidden
    /// `safeAreaInset(edge:alignment:spacing:content:)`: `content` at `edge`, and the view in the
    /// rest, `spacing` apart (nil: 8 pt, an estimate); `alignment` places the content across.
    case safeAreaInset(edge: Edge, alignment: Alignment, spacing: Double?, content: ViewNode)
    /// `resizable()`: an image takes the size it is offered instead of its own.
    case resizable
    /// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()`: the view is offered the
    /// largest (fit) or smallest (fill) size of the ratio (width ÷ height; nil: the view's own)
    /// that fits or covers the space offered.
    case aspectRatio(Double?, contentMode: ContentMode)
    /// `imageScale(_:)`: the size of the SF Symbols inside, beside their text.
    case imageScale(ImageScale)
    /// A modifier that changes nothing in layout (`foregroundStyle`, `dfTextStyle`, …), kept by name.
    case ignored(String)
}

/// Text settings that flow down to every `Text` inside the modified view.
public enum TextSetting: Hashable, Sendable {
    case lineLimit(LineLimit)
    case truncationMode(TruncationMode)
    case minimumScaleFactor(Double)
    case multilineTextAlignment(TextAlignment)
    case tracking(Double)
    case kerning(Double)
    case lineSpacing(Double)
    case font(FontChoice)
    case fontWeight(TextWeight)
    case italic
    /// `dynamicTypeSize(_:)`: the Dynamic Type size of the subtree is clamped into the range (a
    /// single size is a one-size range), as apps cap bars and badges.
    case dynamicTypeSize(ClosedRange<DynamicTypeSize>)
    /// `allowsTightening(_:)`: the last line may tighten its spacing (up to 5%) instead of truncating.
    case allowsTightening(Bool)
    /// `textCase(_:)`: the text shown in capitals or small letters, by the locale's rules.
    case textCase(TextCase)
    /// `monospacedDigit()`: digits of equal width (the font's `tnum` feature).
    case monospacedDigit
    /// `fontDesign(_:)`: the design of the system font of the texts inside (rounded, serif,
    /// monospaced); a font's own design wins.
    case fontDesign(FontDesign)
    /// `fontWidth(_:)`: the width of the system font of the texts inside; a font's own wins.
    case fontWidth(FontWidth)
}

/// `Text.Case`, and `textCase(nil)`'s "as written".
public enum TextCase: String, Hashable, Sendable, CaseIterable {
    case uppercase, lowercase
    /// `textCase(nil)`: as written, undoing an outer `textCase`.
    case asWritten

    /// `text` in this case for `locale` (a BCP 47 tag): Turkish capitals dot the i, German
    /// capitalizes ß as SS, as Foundation's locale-aware case mapping does.
    public func applied(to text: String, locale: String) -> String {
        switch self {
        case .uppercase: return text.uppercased(with: Locale(identifier: locale))
        case .lowercase: return text.lowercased(with: Locale(identifier: locale))
        case .asWritten: return text
        }
    }
}

/// `lineLimit`: a maximum, a range, or a number of lines whose space is reserved.
public struct LineLimit: Hashable, Sendable {
    /// The fewest lines the text takes room for (a range's lower bound, or `reservesSpace`).
    public var minimum: Int?
    /// The most lines shown; nil for no limit.
    public var maximum: Int?

    public init(minimum: Int? = nil, maximum: Int?) {
        self.minimum = minimum
        self.maximum = maximum
    }
}

/// A font set with `.font(_:)`.
public enum FontChoice: Hashable, Sendable {
    /// A text style of the theme by name ("headline"); Apple's style of that name if the theme lacks it.
    case style(String)
    /// `Font.system(size:weight:)`: a fixed size in the system font.
    case system(size: Double, weight: TextWeight?)
    /// `Font.custom(_:size:relativeTo:)`; a nil style is `Font.custom(_:fixedSize:)`.
    case custom(family: String, size: Double, relativeTo: TextStyle?)
    /// A font with its design or width set (`Font.system(size:weight:design:)`,
    /// `Font.system(_:design:)`, `font.width(_:)`); nil keeps the environment's.
    indirect case designed(FontChoice, design: FontDesign?, width: FontWidth?)

    /// The font without its design and width, and those (the outermost setting wins).
    public var withoutDesign: (font: FontChoice, design: FontDesign?, width: FontWidth?) {
        guard case .designed(let base, let design, let width) = self else { return (self, nil, nil) }
        let inner = base.withoutDesign
        return (inner.font, design ?? inner.design, width ?? inner.width)
    }
}

/// Edges of a view (`Edge.Set`).
public struct Edges: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = Edges(rawValue: 1)
    public static let leading = Edges(rawValue: 2)
    public static let bottom = Edges(rawValue: 4)
    public static let trailing = Edges(rawValue: 8)
    public static let horizontal: Edges = [.leading, .trailing]
    public static let vertical: Edges = [.top, .bottom]
    public static let all: Edges = [.top, .leading, .bottom, .trailing]
}

/// A length in points, a theme spacing token (`theme.spacing.lg`), or one written from a
/// `GeometryReader`'s size.
public enum Length: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    case points(Double)
    /// `xs`, `sm`, `md`, `lg`, `xl` or `xxl` of the theme's spacing scale.
    case spacing(String)
    /// Inside a `GeometryReader`, a length written from its size (`geo.size.width * 0.05`).
    case proxy(ProxyLength)
    /// A `@ScaledMetric` length, scaled at the size the view is laid out at.
    case scaled(ScaledMetric)

    public init(floatLiteral value: Double) { self = .points(value) }
    public init(integerLiteral value: Int) { self = .points(Double(value)) }
}

/// The constraints of a flexible frame; nil leaves a bound open.
public struct FlexibleFrame: Hashable, Sendable {
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?
    public var alignment: Alignment

    public init(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
        idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}
