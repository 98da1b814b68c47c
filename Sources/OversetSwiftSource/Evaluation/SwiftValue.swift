import OversetLayout
import OversetStyle

/// A value the evaluator computes from an expression: Swift's own values, SwiftUI's views, and
/// the app's instances, enum cases and closures.
///
/// Nothing is type-checked, so some values keep what they could still become: a string literal
/// is a `LocalizedStringKey` where a `Text` takes it and a `String` where a `String` property
/// stores it; `.headline` is an implicit member until a modifier reads it as a font.
indirect enum SwiftValue: Sendable {
    case void
    case bool(Bool)
    case int(Int)
    case double(Double)
    /// A `String`: shown verbatim by `Text`.
    case string(String)
    /// A string literal or interpolation not yet typed: a `LocalizedStringKey` for `Text`, a
    /// `String` elsewhere.
    case literal(TextLiteral)
    /// A `LocalizedStringKey` (a literal stored where the type says so).
    case localizedKey(TextLiteral)
    /// `nil`, or an optional's value (`.some` is the value itself).
    case noValue
    case array([SwiftValue])
    case dictionary([(key: SwiftValue, value: SwiftValue)])
    case tuple([(label: String?, value: SwiftValue)])
    /// `a..<b` or `a...b` of integers.
    case range(lower: Int, upper: Int, isClosed: Bool)
    /// An instance of one of the app's structs or classes, with its stored properties.
    case instance(Instance)
    /// An enum case or an implicit member (`.headline`, `.leading`, `.system(size: 17)`), with
    /// the type when known and the arguments.
    case member(type: String?, name: String, arguments: [(label: String?, value: SwiftValue)])
    /// A view: a SwiftUI view, or what an app's view's `body` gave.
    case view(ViewNode)
    /// A closure, with the scope it was written in.
    case closure(ClosureValue)
    /// A function or method of the app, bound to its instance if any.
    case function(FunctionValue)
    /// A type named as a value (`Color`, `Font`, `Cell` before it is called).
    case type(String)
    /// A Dynamic Type size from the environment (`@Environment(\.dynamicTypeSize)`).
    case dynamicTypeSize(DynamicTypeSize)
    /// A SwiftUI font (`.headline`, `.system(size:)`, `Font.custom(…)`), with its weight and
    /// italic if set on it (`.body.weight(.bold)`).
    case font(FontValue)
    /// A length written from a `GeometryReader`'s size (`geo.size.width * 0.8`).
    case proxyLength(ProxyLength)
    /// `$name`: a binding to a value; layout reads the value.
    case binding(SwiftValue)
    /// A value that depends on what only the running app knows (a model's data, a network
    /// answer): the evaluator goes on without it, and says where.
    case unknown(String)
}

/// A string literal or interpolation as SwiftUI's `LocalizedStringKey` sees it: the key Xcode
/// extracts (`"\(count) items"` is `"%lld items"`) and the arguments' values.
struct TextLiteral: Sendable {
    /// The key: the literal, with a format specifier for each interpolation.
    var key: String
    /// Each interpolation's value as text, in order; nil for a value not known.
    var arguments: [String?]
    /// The text a `String` of the same literal has (interpolations as their values).
    var string: String

    /// A literal without interpolations: its own key.
    init(_ text: String) {
        key = text
        arguments = []
        string = text
    }

    init(key: String, arguments: [String?], string: String) {
        self.key = key
        self.arguments = arguments
        self.string = string
    }

    /// What `Text` shows for it: a catalog key and its known arguments (the audit fills the rest
    /// with its samples), or a plain literal.
    var textContent: TextContent {
        guard !arguments.isEmpty else { return TextContent(string) }
        let known = arguments.prefix { $0 != nil }.map { $0! }
        return TextContent(key, key: key, arguments: known)
    }
}

/// An instance of one of the app's types.
struct Instance: Sendable {
    /// The type's name.
    var type: String
    /// Stored properties by name, set by the initializer.
    var properties: [String: SwiftValue]
}

/// A closure, the scope it captures and the file it is written in.
struct ClosureValue: Sendable {
    var closure: Closure
    var scope: Scope
    var file: SourceFile
}

/// One of the app's functions, with its `self`.
struct FunctionValue: Sendable {
    var function: Function
    /// The instance it is called on; nil for a static or top-level function.
    var receiver: SwiftValue?
    /// The type it is declared in, for static members and `Self`.
    var type: String?
    /// The scope a local function was declared in; nil for a member or top-level function.
    var scope: Scope?
    /// The file it is declared in.
    var file: SourceFile
}

/// A SwiftUI `Font` value.
struct FontValue: Sendable {
    var choice: FontChoice
    var weight: TextWeight?
    var isItalic = false
    /// `.monospacedDigit()`: tabular digits.
    var hasMonospacedDigits = false
    /// `design: .rounded` or `.serif` of `Font.system(…)`; nil for the default.
    var design: FontDesign?
    /// `.width(_:)`.
    var width: FontWidth?

    /// The font as `.font(_:)` sets it, with its design and width.
    var designedChoice: FontChoice {
        design == nil && width == nil ? choice : .designed(choice, design: design, width: width)
    }
}

extension SwiftValue {
    /// The `GeometryProxy` a `GeometryReader` gives its content: its `size.width` and
    /// `size.height` are lengths; any other member is a name not understood.
    static let geometryProxy = SwiftValue.instance(
        Instance(
            type: "GeometryProxy",
            properties: [
                "size": .instance(
                    Instance(type: "CGSize", properties: ["width": .proxyLength(ProxyLength(width: 1)), "height": .proxyLength(ProxyLength(height: 1))]))
            ]))

    /// The `ViewDimensions` an alignment guide's closure is given: its `width` and `height` are
    /// lengths, and so are its subscripts (`Evaluator.viewDimension`).
    static let viewDimensions = SwiftValue.instance(
        Instance(type: "ViewDimensions", properties: ["width": .proxyLength(ProxyLength(width: 1)), "height": .proxyLength(ProxyLength(height: 1))]))

    /// A short description for notes ("a value of a model").
    var summary: String {
        switch self {
        case .void: return "()"
        case .bool(let value): return String(value)
        case .int(let value): return String(value)
        case .double(let value): return String(value)
        case .string(let value): return "\"\(value)\""
        case .literal(let literal), .localizedKey(let literal): return "\"\(literal.string)\""
        case .noValue: return "nil"
        case .array(let items): return "an array of \(items.count)"
        case .dictionary: return "a dictionary"
        case .tuple: return "a tuple"
        case .range(let lower, let upper, let isClosed): return "\(lower)\(isClosed ? "..." : "..<")\(upper)"
        case .instance(let instance): return "a \(instance.type)"
        case .member(let type, let name, _): return (type.map { $0 } ?? "") + "." + name
        case .view: return "a view"
        case .closure: return "a closure"
        case .function(let function): return function.function.name
        case .type(let name): return name
        case .dynamicTypeSize(let size): return "." + size.name
        case .font: return "a font"
        case .proxyLength: return "a length of a GeometryReader's size"
        case .binding(let value): return "$" + value.summary
        case .unknown(let what): return what
        }
    }

    /// Whether the value is only known to the running app.
    var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }
}
