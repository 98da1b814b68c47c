/// What a front end (the Swift DSL, the JSON spec, SwiftUI source) needs to know of one view kind
/// or modifier: its names, its arguments and what it does to layout. `ViewKind` and
/// `ModifierKind` declare one each per case; the spec reader switches over them, and
/// `VocabularyTests` hold the DSL, the schema, docs/layout.md and `Examples/specs/every-form.json`
/// to them, so that none of them can leave an entry out.
public struct VocabularyEntry: Sendable {
    /// The name in Swift: SwiftUI's (`HStack`, `padding`), or the design system's (`DFCard`).
    public var swiftName: String
    /// Whose vocabulary it is.
    public var origin: Origin
    /// The arguments, by the JSON spec's key (SwiftUI's argument label where there is one).
    public var arguments: [Argument]
    /// What it does to layout, in a sentence (docs/layout.md has the rules and their evidence).
    public var layout: String

    /// Whose vocabulary a name is: the naming rule keeps SwiftUI's own names for SwiftUI's views
    /// and gives the design system's components the `df` prefix in specs (`dfToggle` is
    /// DesignFoundation's `DFToggle`; `toggle` is left for SwiftUI's `Toggle`).
    public enum Origin: String, Sendable {
        /// A SwiftUI view or modifier, named as SwiftUI names it.
        case swiftUI
        /// A component or modifier of the reference design system (DesignFoundation).
        case designSystem
        /// Overset's own (`frameBox`: an image or box of a given size).
        case overset
    }

    /// One argument.
    public struct Argument: Sendable {
        /// The spec's key.
        public var name: String
        /// Its type and bounds, in words ("points, 0 or more").
        public var type: String
        /// Whether the spec must give it.
        public var isRequired: Bool

        public init(_ name: String, _ type: String, required isRequired: Bool = false) {
            self.name = name
            self.type = type
            self.isRequired = isRequired
        }
    }

    public init(_ swiftName: String, _ origin: Origin = .swiftUI, arguments: [Argument] = [], layout: String) {
        self.swiftName = swiftName
        self.origin = origin
        self.arguments = arguments
        self.layout = layout
    }
}

extension VocabularyEntry.Argument {
    static let children = Self("children", "views")
    static let alignment = Self("alignment", "an alignment name")
    static let spacing = Self(
        "spacing", "points from -10000 to 10000 (negative overlaps the children), a spacing token (xs … xxl), or {\"scaledMetric\", \"relativeTo\"}")
    static let width = Self("width", "points, 0 or more")
    static let height = Self("height", "points, 0 or more")
    static let ignoredName = Self("name", "a name (does not change layout)")
    static let color = Self("color", "a colour (does not change layout)")
    static let title = Self("title", "a text (or give label)")
    static let labelView = Self("label", "a view (or give title)")
}
