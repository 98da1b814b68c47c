import OversetLayout
import OversetStyle

/// Operators, comparison and pattern matching on the evaluator's values.
extension Evaluator {
    /// `lhs op rhs`; `&&`, `||` and `??` evaluate their right side only when Swift would.
    func binary(_ op: String, _ lhs: Expression, _ rhs: Expression, at range: SourceRange, in scope: Scope) throws(Stop) -> SwiftValue {
        let left = try evaluate(lhs, in: scope)
        switch op {
        case "&&":
            guard try truth(of: left, at: lhs.range) else { return .bool(false) }
            return .bool(try truth(of: try evaluate(rhs, in: scope), at: rhs.range))
        case "||":
            if try truth(of: left, at: lhs.range) { return .bool(true) }
            return .bool(try truth(of: try evaluate(rhs, in: scope), at: rhs.range))
        case "??":
            if case .noValue = left { return try evaluate(rhs, in: scope) }
            return left.isUnknown ? try evaluate(rhs, in: scope) : left
        default:
            break
        }
        let right = try evaluate(rhs, in: scope)
        if left.isUnknown || right.isUnknown { return .unknown("\(left.summary) \(op) \(right.summary)") }
        switch op {
        case "==": return equal(left, right).map { .bool($0) } ?? .unknown("a comparison")
        case "!=": return equal(left, right).map { .bool(!$0) } ?? .unknown("a comparison")
        case "<", ">", "<=", ">=":
            guard let order = compare(left, right) else { return .unknown("a comparison") }
            switch op {
            case "<": return .bool(order < 0)
            case ">": return .bool(order > 0)
            case "<=": return .bool(order <= 0)
            default: return .bool(order >= 0)
            }
        case "..<", "...":
            if let lower = Self.dynamicTypeSize(left), let upper = Self.dynamicTypeSize(right), op == "..." {
                return Self.sizeRange(lower: lower, upper: upper)
            }
            guard case .int(let lower) = left, case .int(let upper) = right else { return .unknown("a range") }
            return .range(lower: lower, upper: upper, isClosed: op == "...")
        case "+" where Self.textView(left) != nil && Self.textView(right) != nil:
            return .view(concatenated(Self.textView(left)!, Self.textView(right)!, at: range))
        case "+" where Self.isText(left) || Self.isText(right):
            return .string((Self.text(of: left) ?? "") + (Self.text(of: right) ?? ""))
        case "+", "-", "*", "/", "%":
            return arithmetic(op, left, right)
        default:
            note(.unsupportedSyntax("the operator '\(op)'"), at: range)
            return .unknown("\(left.summary) \(op) \(right.summary)")
        }
    }

    /// `!flag`, `-x`.
    func prefix(_ op: String, _ value: SwiftValue, at range: SourceRange) throws(Stop) -> SwiftValue {
        switch (op, value) {
        case ("!", .bool(let flag)): return .bool(!flag)
        case ("-", .int(let number)): return .int(-number)
        case ("-", .double(let number)): return .double(-number)
        case ("+", _), ("&", _): return value
        case ("...", _) where Self.dynamicTypeSize(value) != nil: return Self.sizeRange(lower: nil, upper: Self.dynamicTypeSize(value))
        case (_, .unknown): return value
        default:
            note(.unsupportedSyntax("the prefix operator '\(op)'"), at: range)
            return .unknown("\(op)\(value.summary)")
        }
    }

    private func arithmetic(_ op: String, _ left: SwiftValue, _ right: SwiftValue) -> SwiftValue {
        if let length = Self.proxyArithmetic(op, left, right) { return .proxyLength(length) }
        if case .int(let a) = left, case .int(let b) = right {
            switch op {
            case "+": return .int(a &+ b)
            case "-": return .int(a &- b)
            case "*": return .int(a &* b)
            case "/": return b == 0 ? .unknown("a division by zero") : .int(a / b)
            default: return b == 0 ? .unknown("a division by zero") : .int(a % b)
            }
        }
        guard let a = Self.number(left), let b = Self.number(right) else { return .unknown("\(left.summary) \(op) \(right.summary)") }
        switch op {
        case "+": return .double(a + b)
        case "-": return .double(a - b)
        case "*": return .double(a * b)
        case "/": return .double(a / b)
        default: return .double(a.truncatingRemainder(dividingBy: b))
        }
    }

    /// Arithmetic on a `GeometryReader`'s size that stays linear in it: a length plus or minus
    /// a length or a number, times or divided by a number; nil for anything else (a product of
    /// two lengths, a number divided by a length), which stays unknown.
    static func proxyArithmetic(_ op: String, _ left: SwiftValue, _ right: SwiftValue) -> ProxyLength? {
        switch (left, right) {
        case (.proxyLength(let a), .proxyLength(let b)):
            switch op {
            case "+": return a + b
            case "-": return a - b
            default: return nil
            }
        case (.proxyLength(let a), _):
            guard let b = number(right), b.isFinite else { return nil }
            switch op {
            case "+": return a + b
            case "-": return a - b
            case "*": return a * b
            case "/" where b != 0: return a / b
            default: return nil
            }
        case (_, .proxyLength(let b)):
            guard let a = number(left), a.isFinite else { return nil }
            switch op {
            case "+": return a + b
            case "-": return a - b
            case "*": return a * b
            default: return nil
            }
        default:
            return nil
        }
    }

    /// A Dynamic Type size: from the environment, or named (`.accessibility1`).
    static func dynamicTypeSize(_ value: SwiftValue) -> DynamicTypeSize? {
        switch value {
        case .dynamicTypeSize(let size): return size
        case .member(let type, let name, let arguments) where arguments.isEmpty && (type == nil || type == "DynamicTypeSize"):
            return DynamicTypeSize(parsing: name)
        default: return nil
        }
    }

    /// A range of Dynamic Type sizes (`.large ... .xxLarge`, `...DynamicTypeSize.accessibility1`),
    /// as a tuple of its bounds; nil bounds are open.
    static func sizeRange(lower: DynamicTypeSize?, upper: DynamicTypeSize?) -> SwiftValue {
        .tuple([("lower", lower.map { .dynamicTypeSize($0) } ?? .noValue), ("upper", upper.map { .dynamicTypeSize($0) } ?? .noValue)])
    }

    /// A number as `Double` (integers too), or nil.
    static func number(_ value: SwiftValue) -> Double? {
        switch value {
        case .int(let number): return Double(number)
        case .double(let number): return number
        // `frame(maxWidth: .infinity)`, `padding(.zero)`: the implicit members of a `CGFloat`.
        case .member(type: nil, name: "infinity", _): return .infinity
        case .member(type: nil, name: "zero", _): return 0
        default: return nil
        }
    }

    /// A `Text` view and what it shows, or nil for any other value.
    static func textView(_ value: SwiftValue) -> (node: ViewNode, content: TextContent, style: String?)? {
        guard case .view(let node) = value, case .text(let content, let style) = node.kind else { return nil }
        return (node, content, style)
    }

    /// `Text + Text`: one text showing both strings, in the first one's style and modifiers. What
    /// the second adds (its font, a weight) and the pieces' own catalog keys are not modelled,
    /// which a note says; the joined text is still pseudo-localized unless both were verbatim.
    private func concatenated(
        _ left: (node: ViewNode, content: TextContent, style: String?), _ right: (node: ViewNode, content: TextContent, style: String?),
        at range: SourceRange
    ) -> ViewNode {
        if left.content.key != nil || right.content.key != nil || !right.node.modifiers.isEmpty {
            note(.approximated("Text + Text is laid out as one text in the first one's font; the pieces' keys are not looked up"), at: range)
        }
        var joined = left.node
        joined.kind = .text(
            TextContent(
                left.content.string + right.content.string, isMarkdown: left.content.isMarkdown || right.content.isMarkdown,
                isVerbatim: left.content.isVerbatim && right.content.isVerbatim),
            style: left.style)
        return joined
    }

    private static func isText(_ value: SwiftValue) -> Bool {
        switch value {
        case .string, .literal, .localizedKey: return true
        default: return false
        }
    }

    /// Whether two values are equal; nil when that cannot be told.
    func equal(_ left: SwiftValue, _ right: SwiftValue) -> Bool? {
        switch (left, right) {
        case (.bool(let a), .bool(let b)): return a == b
        case (.noValue, .noValue): return true
        case (.noValue, _), (_, .noValue): return left.isUnknown || right.isUnknown ? nil : false
        case (.dynamicTypeSize(let a), .dynamicTypeSize(let b)): return a == b
        case (.dynamicTypeSize(let a), .member(_, let name, _)), (.member(_, let name, _), .dynamicTypeSize(let a)):
            return DynamicTypeSize(parsing: name).map { $0 == a }
        case (.member(_, let a, let x), .member(_, let b, let y)):
            guard a == b, x.count == y.count else { return false }
            for (first, second) in zip(x, y) {
                guard let same = equal(first.value, second.value) else { return nil }
                if !same { return false }
            }
            return true
        default:
            if let a = Self.number(left), let b = Self.number(right) { return a == b }
            if let a = Self.text(of: left), let b = Self.text(of: right), Self.isText(left) || Self.isText(right) { return a == b }
            return nil
        }
    }

    /// -1, 0 or 1 as `left` is less than, equal to or more than `right`; nil when they do not compare.
    func compare(_ left: SwiftValue, _ right: SwiftValue) -> Int? {
        func sign<T: Comparable>(_ a: T, _ b: T) -> Int { a < b ? -1 : (a > b ? 1 : 0) }
        switch (left, right) {
        case (.dynamicTypeSize(let a), .dynamicTypeSize(let b)): return sign(a, b)
        case (.dynamicTypeSize(let a), .member(_, let name, _)): return DynamicTypeSize(parsing: name).map { sign(a, $0) }
        case (.member(_, let name, _), .dynamicTypeSize(let b)): return DynamicTypeSize(parsing: name).map { sign($0, b) }
        default:
            if let a = Self.number(left), let b = Self.number(right) { return sign(a, b) }
            if case .string(let a) = left, case .string(let b) = right { return sign(a, b) }
            return nil
        }
    }

    /// Whether `value` matches `pattern`, binding what it binds in `scope`.
    func matches(_ pattern: Pattern, _ value: SwiftValue, in scope: Scope) throws(Stop) -> Bool {
        switch pattern.kind {
        case .wildcard: return true
        case .named(let name):
            scope.declare(name, value)
            return true
        case .binding(_, let inner), .typed(let inner, _), .cast(let inner, _):
            return try matches(inner, value, in: scope)
        case .optionalSome(let inner):
            if case .noValue = value { return false }
            return try matches(inner, value, in: scope)
        case .tuple(let elements):
            guard case .tuple(let parts) = value, parts.count == elements.count else { return false }
            for (element, part) in zip(elements, parts) where !(try matches(element.pattern, part.value, in: scope)) { return false }
            return true
        case .enumCase(_, let name, let arguments):
            if name == "some" {
                if case .noValue = value { return false }
                return try arguments?.first.map { element throws(Stop) in try matches(element.pattern, value, in: scope) } ?? true
            }
            if name == "none" {
                if case .noValue = value { return true }
                return false
            }
            if case .dynamicTypeSize(let size) = value { return DynamicTypeSize(parsing: name) == size }
            guard case .member(_, let caseName, let values) = value, caseName == name else { return false }
            for (element, part) in zip(arguments ?? [], values) where !(try matches(element.pattern, part.value, in: scope)) { return false }
            return true
        case .expression(let expression):
            let candidate = try evaluate(expression, in: scope)
            if case .range(let lower, let upper, let isClosed) = candidate, case .int(let number) = value {
                return number >= lower && (isClosed ? number <= upper : number < upper)
            }
            return equal(candidate, value) ?? false
        case .isType:
            return !value.isUnknown
        case .unknown(let kind):
            note(.unsupportedSyntax("the pattern '\(kind)'"), at: pattern.range)
            return false
        }
    }
}
