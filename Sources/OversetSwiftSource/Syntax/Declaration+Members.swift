/// A property or a local variable: `@State private var count = 0`, `let title: LocalizedStringKey`,
/// `var body: some View { … }`.
package struct Variable: Hashable, Sendable {
    /// `let` rather than `var`.
    package var isLet: Bool
    /// `static` (or `class`).
    package var isStatic: Bool
    /// What is bound: `.named("count")` for nearly every property; `.tuple` for `let (a, b) = …`.
    /// A type annotation is in `type`, not in the pattern.
    package var pattern: Pattern
    /// The type as written after ":", nil without an annotation.
    package var type: String?
    /// The expression after "=", nil without one.
    package var initialValue: Expression?
    /// `get`/`set`/`didSet`/`willSet`…; a computed property's single body is one `get`.
    package var accessors: [Accessor]
    package var attributes: [Attribute]
    /// `private`, `private(set)`, `lazy`, `weak`, `nonisolated`, … as written.
    package var modifiers: [String]

    package init(
        isLet: Bool, isStatic: Bool, pattern: Pattern, type: String?, initialValue: Expression?, accessors: [Accessor],
        attributes: [Attribute], modifiers: [String]
    ) {
        self.isLet = isLet
        self.isStatic = isStatic
        self.pattern = pattern
        self.type = type
        self.initialValue = initialValue
        self.accessors = accessors
        self.attributes = attributes
        self.modifiers = modifiers
    }

    /// The bound name when the pattern is a single name.
    package var name: String? {
        if case .named(let name) = pattern.kind { return name }
        return nil
    }

    /// Whether the value comes from a getter rather than storage.
    package var isComputed: Bool { accessors.contains { $0.kind == .get } }
}

/// An accessor of a property: `get { … }`, `set(newTitle) { … }`, `didSet { … }`.
package struct Accessor: Hashable, Sendable {
    /// Which accessor.
    package enum Kind: String, Hashable, Sendable {
        case get
        case set
        case willSet
        case didSet
        case modify
        case read
        case `init`
        case unknown
    }

    package var kind: Kind
    /// The parameter's name (`newValue`, `oldValue` or the one written), nil for a getter.
    package var parameterName: String?
    /// The statements; nil for a requirement (`{ get }` in a protocol).
    package var body: [Statement]?
    package var range: SourceRange

    package init(kind: Kind, parameterName: String?, body: [Statement]?, range: SourceRange) {
        self.kind = kind
        self.parameterName = parameterName
        self.body = body
        self.range = range
    }
}

/// A function or an initializer: `@ViewBuilder func row(_ t: String, count: Int = 2) -> some View`.
package struct Function: Hashable, Sendable {
    /// The base name: "row", "init", "+".
    package var name: String
    package var parameters: [Parameter]
    /// The result type as written after "->", nil without one.
    package var resultType: String?
    /// `static` (or `class`).
    package var isStatic: Bool
    /// `mutating`.
    package var isMutating: Bool
    /// `init?` or `init!`.
    package var isFailable: Bool
    /// Generic parameters as written: `["Content: View"]`.
    package var genericParameters: [String]
    package var attributes: [Attribute]
    /// `private`, `nonisolated`, `override`, … as written.
    package var modifiers: [String]
    /// The statements; nil for a protocol requirement.
    package var body: [Statement]?

    package init(
        name: String, parameters: [Parameter], resultType: String?, isStatic: Bool, isMutating: Bool, isFailable: Bool,
        genericParameters: [String], attributes: [Attribute], modifiers: [String], body: [Statement]?
    ) {
        self.name = name
        self.parameters = parameters
        self.resultType = resultType
        self.isStatic = isStatic
        self.isMutating = isMutating
        self.isFailable = isFailable
        self.genericParameters = genericParameters
        self.attributes = attributes
        self.modifiers = modifiers
        self.body = body
    }
}

/// A parameter of a function, initializer, closure or enum case.
package struct Parameter: Hashable, Sendable {
    /// The argument label callers write: "count" in `count: Int`, nil for `_ t: String`. An
    /// enum case's associated value has the label it is declared with, or nil.
    package var label: String?
    /// The name inside the body: "t" in `_ t: String`; empty for an unnamed associated value.
    package var name: String
    /// The type as written (`String`, `@escaping (Int) -> Void`, `Int...`, `inout U`), nil for a
    /// closure parameter without one.
    package var type: String?
    /// The default value after "=", nil without one.
    package var defaultValue: Expression?
    package var range: SourceRange

    package init(label: String?, name: String, type: String?, defaultValue: Expression?, range: SourceRange) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.range = range
    }
}

/// One case of an enum: `case a = "x"`, `case c(Int, label: String)`.
package struct EnumCase: Hashable, Sendable {
    package var name: String
    /// The raw value literal after "=", nil without one.
    package var rawValue: Expression?
    /// The associated values, empty without parentheses.
    package var associatedValues: [Parameter]

    package init(name: String, rawValue: Expression?, associatedValues: [Parameter]) {
        self.name = name
        self.rawValue = rawValue
        self.associatedValues = associatedValues
    }
}

/// A parsed file: its source and its declarations, with what preprocessing assumed.
package struct ParsedFile: Hashable, Sendable {
    /// The user's file: path, text, lines.
    package let source: SourceFile
    /// The top-level declarations in order.
    package let declarations: [Declaration]
    /// What `#if` conditions were decided by assumption (a flag not set, a module not known), with
    /// their lines, so that the front end can say so.
    package let notes: [ConditionNote]

    package init(source: SourceFile, declarations: [Declaration], notes: [ConditionNote]) {
        self.source = source
        self.declarations = declarations
        self.notes = notes
    }

    /// Where a node of this file starts.
    package func location(of range: SourceRange) -> SourceLocation { source.location(of: range) }
}
