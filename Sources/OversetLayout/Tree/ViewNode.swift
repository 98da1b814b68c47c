import OversetStyle

/// One view of a layout tree: what it is, the modifiers applied to it (innermost first) and an
/// optional id that names it in reports.
///
/// Trees come from the Swift DSL (`VStack { Text("Hi") }.padding()`), from a JSON spec, or from
/// an app's SwiftUI source; all build these values.
public struct ViewNode: Hashable, Sendable {
    /// What the view is.
    public var kind: Kind
    /// Modifiers in the order they were applied: `modifiers[0]` wraps the view itself.
    public var modifiers: [Modifier]
    /// A name for reports and queries (`.id("title")`).
    public var id: String?
    /// Where the view was written, for a tree read from Swift source. Not part of what the view
    /// is: two trees that differ only here are equal, so that the three front ends can be held to
    /// the same trees.
    public var source: SourceReference?

    public static func == (lhs: ViewNode, rhs: ViewNode) -> Bool {
        lhs.kind == rhs.kind && lhs.modifiers == rhs.modifiers && lhs.id == rhs.id
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(modifiers)
        hasher.combine(id)
    }

    /// A view of `kind` with no modifiers.
    public init(_ kind: Kind, modifiers: [Modifier] = [], id: String? = nil) {
        self.kind = kind
        self.modifiers = modifiers
        self.id = id
    }

    /// The kinds of view the solver lays out.
    public indirect enum Kind: Hashable, Sendable {
        /// `Text`, with a theme text style name (nil: the environment's font, else "body").
        case text(TextContent, style: String?)
        /// `HStack`, `VStack`: children along an axis (nil spacing: 8 pt).
        case stack(Axis, spacing: Length?, alignment: Alignment, children: [ViewNode])
        /// `ZStack`: children on top of each other.
        case zstack(alignment: Alignment, children: [ViewNode])
        /// `Spacer(minLength:)`.
        case spacer(minLength: Double?)
        /// `Divider`: a hairline across the enclosing stack.
        case divider
        /// A colour or shape: takes whatever it is offered (10 × 10 ideal).
        case color
        /// A box of fixed size, such as an image (a nil side takes what it is offered).
        case box(width: Double?, height: Double?)
        /// `ScrollView`: its content is unbounded along the axis.
        case scroll(Axis, children: [ViewNode])
        /// Several views in one place, as `ForEach` and `Group` produce; stacks take them in line.
        case group([ViewNode])
        /// A design-system component, built from theme tokens when laid out.
        case component(Component)
        /// `Image(systemName:)`: an SF Symbol, a square as large as the point size of the font in
        /// effect (body by default), so that it grows with Dynamic Type as symbols do.
        case symbol(name: String)
        /// `Image(_:)`: an asset image of its own size in points (nil where only the app knows
        /// it: then it takes what it is offered), or the size offered when `resizable()`.
        case image(name: String, width: Double?, height: Double?)
        /// `ViewThatFits(in:)`: the first child whose ideal size fits the proposal on `axes`,
        /// else the last.
        case viewThatFits(axes: Axis.Set, children: [ViewNode])
    }
}

/// The text a `Text` shows, typed as SwiftUI types it: a literal is a `LocalizedStringKey`
/// (looked up in the String Catalog as its own key, pseudo-localized), a key names a catalog
/// entry, and a verbatim string (`Text(verbatim:)`, `Text(someString)`) is shown as it is, never
/// localized or pseudo-localized.
public struct TextContent: Hashable, Sendable {
    /// The literal text (for a catalog key, the text to show when the key has no translation).
    public var string: String
    /// Whether `string` is inline Markdown.
    public var isMarkdown: Bool
    /// A String Catalog key whose translation replaces `string` when an audit localizes the tree.
    public var key: String?
    /// Sample values for a keyed text's format arguments ("%lld favorites"), by argument
    /// position; arguments past the end take the audit's defaults (docs/audit.md).
    public var arguments: [String]
    /// Whether the text is shown as it is, in every locale (`Text(verbatim:)`): no catalog look-up
    /// and no pseudo-localization, as iOS and Xcode's pseudolanguages leave such text alone.
    public var isVerbatim: Bool

    /// The text shown where only the running app knows the string (a format argument without a
    /// sample, a `Text` of a model's value): a long real name, since names are the strings most
    /// often put into short labels ("Endet in %@" takes a duration, but a name is the longer risk).
    public static let sampleString = "Alexandra Konstantinopoulou"

    /// Literal text, or inline Markdown.
    public init(_ string: String, isMarkdown: Bool = false, key: String? = nil, arguments: [String] = [], isVerbatim: Bool = false) {
        self.string = string
        self.isMarkdown = isMarkdown
        self.key = key
        self.arguments = arguments
        self.isVerbatim = isVerbatim
    }
}

/// A horizontal or vertical direction.
public enum Axis: String, Hashable, Sendable {
    case horizontal
    case vertical

    /// A set of axes (`Axis.Set`), as `ViewThatFits(in:)` and `fixedSize` take them.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)

        /// Whether the set holds `axis`.
        public func contains(_ axis: Axis) -> Bool { contains(axis == .horizontal ? Set.horizontal : Set.vertical) }
    }
}
