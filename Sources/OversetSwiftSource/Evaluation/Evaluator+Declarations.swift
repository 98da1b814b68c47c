import Foundation

/// Local declarations, and what a declared type makes of a value: Swift's inference decides
/// whether a string literal is a `String` (shown verbatim) or a `LocalizedStringKey`.
extension Evaluator {
    /// Declares a local variable or function in `scope`.
    func declare(_ declaration: Declaration, in scope: Scope) throws(Stop) {
        switch declaration.kind {
        case .variable(let variable):
            let value: SwiftValue
            if variable.isComputed, let body = variable.accessors.first(where: { $0.kind == .get })?.body {
                value = try run(body, in: scope).value
            } else if let initial = variable.initialValue {
                value = coerce(try evaluate(initial, in: scope), to: variable.type)
            } else {
                value = .unknown("'\(variable.name ?? "a local")', set later")
            }
            try bind(variable.pattern, value, type: variable.type, in: scope)
        case .function(let function):
            scope.declare(function.name, .function(FunctionValue(function: function, receiver: scope.receiver, type: scope.type, scope: scope, file: file)))
        case .type, .typeAlias, .moduleImport, .macroExpansion, .enumCase, .initializer, .topLevelCode:
            return
        case .unknown(let kind):
            note(.unsupportedSyntax("the declaration '\(kind)'"), at: declaration.range)
        }
    }

    /// Binds the names of `pattern` (a name or a tuple of names) to `value`.
    func bind(_ pattern: Pattern, _ value: SwiftValue, type: String?, in scope: Scope) throws(Stop) {
        switch pattern.kind {
        case .named(let name): scope.declare(name, value, type: type)
        case .typed(let inner, let innerType): try bind(inner, coerce(value, to: innerType), type: innerType, in: scope)
        case .binding(_, let inner): try bind(inner, value, type: type, in: scope)
        case .tuple(let elements):
            guard case .tuple(let parts) = value, parts.count == elements.count else {
                for name in pattern.boundNames { scope.declare(name, .unknown("'\(name)'")) }
                return
            }
            for (element, part) in zip(elements, parts) { try bind(element.pattern, part.value, type: nil, in: scope) }
        case .wildcard: return
        default:
            _ = try matches(pattern, value, in: scope)
        }
    }

    /// `value` as a variable of the declared `type` (as written) holds it: a string literal is a
    /// `String` unless the type says `LocalizedStringKey` (or `Text`), in arrays, optionals and
    /// tuples too; with no type, Swift infers `String`.
    func coerce(_ value: SwiftValue, to type: String?) -> SwiftValue {
        let type = type.map(TypeText.init) ?? .inferred
        switch (value, type) {
        case (.literal(let literal), .localizedKey): return .localizedKey(literal)
        case (.literal(let literal), _): return .string(literal.string)
        case (.array(let items), _): return .array(items.map { coerce($0, element: type.element) })
        case (.tuple(let parts), _):
            return .tuple(
                parts.enumerated().map { index, part in
                    (part.label ?? type.tupleLabel(index), coerce(part.value, element: type.tupleElement(index, label: part.label)))
                })
        case (.member(let memberType, let name, let arguments), _):
            // `.title` stored as a `Typography` is that enum's case.
            var resolved = memberType
            if resolved == nil, case .other(let typeName) = type, index.type(named: typeName)?.kind == .enum { resolved = index.type(named: typeName)?.name }
            return .member(type: resolved, name: name, arguments: arguments.map { ($0.label, coerce($0.value, to: nil)) })
        default: return value
        }
    }

    private func coerce(_ value: SwiftValue, element: TypeText) -> SwiftValue {
        switch element {
        case .localizedKey: return coerce(value, to: "LocalizedStringKey")
        case .other(let text): return coerce(value, to: text)
        case .inferred: return coerce(value, to: nil)
        }
    }
}

/// A type as written, read only as far as literals need: `LocalizedStringKey` (or `Text`, which a
/// literal initializes the same way), an array's element, a tuple's elements.
enum TypeText {
    case localizedKey
    case other(String)
    /// No type written: Swift infers `String` for a literal.
    case inferred

    init(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "?", with: "")
        if ["LocalizedStringKey", "SwiftUI.LocalizedStringKey", "Text", "LocalizedStringResource"].contains(trimmed) {
            self = .localizedKey
        } else {
            self = .other(trimmed)
        }
    }

    /// The element type of `[T]` (not of a dictionary `[K: V]`).
    var element: TypeText {
        guard case .other(let text) = self, text.hasPrefix("["), text.hasSuffix("]") else { return .inferred }
        let inner = String(text.dropFirst().dropLast())
        var depth = 0
        for character in inner {
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) { depth -= 1 }
            if character == ":", depth == 0 { return .inferred }
        }
        return TypeText(inner)
    }

    /// The type of a tuple's element, by label or position: `(title: LocalizedStringKey, icon: String)`.
    func tupleElement(_ index: Int, label: String?) -> TypeText {
        let named = tupleElements
        if let label, let match = named.first(where: { $0.label == label }) { return TypeText(match.type) }
        return index < named.count ? TypeText(named[index].type) : .inferred
    }

    /// The label the tuple type gives its element at `index`, if any (an unlabelled tuple
    /// literal takes the labels of the type it is stored as).
    func tupleLabel(_ index: Int) -> String? {
        let named = tupleElements
        return index < named.count ? named[index].label : nil
    }

    /// A tuple type's elements with their labels.
    private var tupleElements: [(label: String?, type: String)] {
        guard case .other(let text) = self, text.hasPrefix("("), text.hasSuffix(")") else { return [] }
        return TypeText.splitTopLevel(String(text.dropFirst().dropLast())).map { part in
            let pieces = part.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            return pieces.count == 2 ? (pieces[0], pieces[1]) : (nil, part)
        }
    }

    /// Comma-separated parts outside brackets and parentheses.
    static func splitTopLevel(_ text: String) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in text {
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current.trimmingCharacters(in: .whitespaces)) }
        return parts
    }
}
