import Foundation

/// Expressions: each kind of the parse tree to a value.
extension Evaluator {
    /// The value of `expression` in `scope`.
    ///
    /// - Throws: `Stop` when the step budget or the nesting bound runs out.
    func evaluate(_ expression: Expression, in scope: Scope) throws(Stop) -> SwiftValue {
        try step(expression.range)
        switch expression.kind {
        case .integerLiteral(let text): return Self.integer(text).map { .int($0) } ?? .double(Double(text) ?? 0)
        case .floatLiteral(let text): return .double(Double(text.replacingOccurrences(of: "_", with: "")) ?? 0)
        case .stringLiteral(let text): return .literal(TextLiteral(text))
        case .interpolatedString(let segments): return .literal(try literal(segments, in: scope))
        case .booleanLiteral(let value): return .bool(value)
        case .nilLiteral: return .noValue
        case .identifier(let name): return try value(named: name, in: scope, at: expression.range)
        case .implicitMember(let name): return .member(type: nil, name: name, arguments: [])
        case .memberAccess(let base, let name): return try member(name, of: try evaluate(base, in: scope), at: expression.range, in: scope)
        case .call(let callee, let arguments): return try call(callee, arguments, at: expression.range, in: scope)
        case .subscript(let base, let arguments): return try subscripted(try evaluate(base, in: scope), arguments, at: expression.range, in: scope)
        case .closure(let closure): return .closure(ClosureValue(closure: closure, scope: scope, file: file))
        case .array(let items): return .array(try items.map { item throws(Stop) in try evaluate(item, in: scope) })
        case .dictionary(let elements):
            return .dictionary(
                try elements.map { element throws(Stop) in (try evaluate(element.key, in: scope), try evaluate(element.value, in: scope)) })
        case .tuple(let elements):
            if elements.count == 1, elements[0].label == nil { return try evaluate(elements[0].value, in: scope) }
            return .tuple(try elements.map { element throws(Stop) in (element.label, try evaluate(element.value, in: scope)) })
        case .parenthesized(let inner): return try evaluate(inner, in: scope)
        case .binary(let op, let lhs, let rhs): return try binary(op, lhs, rhs, at: expression.range, in: scope)
        case .prefix(let op, let operand): return try prefix(op, try evaluate(operand, in: scope), at: expression.range)
        case .postfix(let op, let operand):
            let value = try evaluate(operand, in: scope)
            if op == "...", case .int(let lower) = value { return .range(lower: lower, upper: Int.max - 1, isClosed: true) }
            if op == "...", let lower = Self.dynamicTypeSize(value) { return Self.sizeRange(lower: lower, upper: nil) }
            return value
        case .assignment(let target, let value):
            try assign(try evaluate(value, in: scope), to: target, in: scope)
            return .void
        case .ternary(let condition, let then, let otherwise):
            return try evaluate(try truth(of: try evaluate(condition, in: scope), at: condition.range) ? then : otherwise, in: scope)
        case .cast(let kind, let operand, let type):
            let value = try evaluate(operand, in: scope)
            if kind == .is { return value.isUnknown ? .unknown("whether \(value.summary) is a \(type)") : .bool(true) }
            return coerce(value, to: type)
        case .try(_, let inner), .await(let inner), .forceUnwrap(let inner), .optionalChain(let inner), .specialized(let inner, _):
            return try evaluate(inner, in: scope)
        case .keyPath(let path):
            return .member(type: "KeyPath", name: path.components.map(Self.describe).joined(separator: "."), arguments: [])
        case .ifExpression(let statement):
            let branch = Scope(parent: scope)
            if try holds(statement.conditions, in: branch) { return try run(statement.thenBody, in: branch).value }
            return try statement.elseBody.map { body throws(Stop) in try run(body, in: scope).value } ?? .void
        case .switchExpression(let statement):
            return try switchValue(statement, in: scope)
        case .macroExpansion(let macro):
            note(.unsupportedSyntax("the macro #\(macro.name)"), at: expression.range)
            return .unknown("#\(macro.name)")
        case .discard: return .void
        case .unknown(let kind):
            note(.unsupportedSyntax("the expression '\(kind)'"), at: expression.range)
            return .unknown("an expression Overset does not read")
        }
    }

    /// `"\(count) items"` as `LocalizedStringKey` reads it: the key `"%lld items"`, with a
    /// specifier per interpolation (`%lld` for integers, `%lf` for floating point, `%@` for the
    /// rest, or the one given with `specifier:`).
    private func literal(_ segments: [StringSegment], in scope: Scope) throws(Stop) -> TextLiteral {
        var key = ""
        var string = ""
        var arguments: [String?] = []
        for segment in segments {
            switch segment {
            case .literal(let text):
                key += text.replacingOccurrences(of: "%", with: "%%")
                string += text
            case .interpolation(let parts, _):
                guard let first = parts.first else { continue }
                let value = try evaluate(first.value, in: scope)
                let specifier = try parts.first { $0.label == "specifier" }.map { part throws(Stop) -> String in
                    if case .literal(let literal) = try evaluate(part.value, in: scope) { return literal.string }
                    return "%@"
                }
                let text = Self.text(of: value, specifier: specifier)
                switch value {
                case .int: key += specifier ?? "%lld"
                case .double: key += specifier ?? "%lf"
                default: key += specifier ?? "%@"
                }
                arguments.append(text)
                string += text ?? "…"
            }
        }
        return TextLiteral(key: key, arguments: arguments, string: string)
    }

    /// A value as an interpolation shows it, nil for a value only the app knows.
    static func text(of value: SwiftValue, specifier: String? = nil) -> String? {
        switch value {
        case .int(let number): return specifier.map { String(format: $0.replacingOccurrences(of: "lld", with: "ld"), number) } ?? String(number)
        case .double(let number): return String(format: specifier ?? "%f", number)
        case .string(let text): return text
        case .literal(let literal), .localizedKey(let literal): return literal.string
        case .bool(let flag): return String(flag)
        case .member(_, let name, _): return name
        case .dynamicTypeSize(let size): return size.name
        default: return nil
        }
    }

    /// `0x1F`, `0b101`, `1_000`, `-3`.
    static func integer(_ text: String) -> Int? {
        let digits = text.replacingOccurrences(of: "_", with: "")
        let negative = digits.hasPrefix("-")
        let body = negative ? String(digits.dropFirst()) : digits
        let value: Int?
        if body.hasPrefix("0x") {
            value = Int(body.dropFirst(2), radix: 16)
        } else if body.hasPrefix("0b") {
            value = Int(body.dropFirst(2), radix: 2)
        } else if body.hasPrefix("0o") {
            value = Int(body.dropFirst(2), radix: 8)
        } else {
            value = Int(body)
        }
        return value.map { negative ? -$0 : $0 }
    }

    private static func describe(_ component: KeyPathComponent) -> String {
        switch component {
        case .property(let name): return name
        case .optionalChain: return "?"
        case .forceUnwrap: return "!"
        case .subscript: return "[]"
        }
    }

    private func switchValue(_ statement: SwitchStatement, in scope: Scope) throws(Stop) -> SwiftValue {
        let subject = try evaluate(statement.subject, in: scope)
        for switchCase in statement.cases {
            let caseScope = Scope(parent: scope)
            var matched = switchCase.isDefault || subject.isUnknown
            for label in switchCase.labels where !matched {
                if try matches(label.pattern, subject, in: caseScope) { matched = true }
            }
            if matched {
                if subject.isUnknown { note(.runtimeValue("the switch over \(subject.summary) takes its first case"), at: statement.subject.range) }
                return try run(switchCase.body, in: caseScope).value
            }
        }
        return .unknown("a switch with no matching case")
    }

    /// `value` subscripted: arrays by position, dictionaries by key, tuples by position.
    private func subscripted(_ base: SwiftValue, _ arguments: [Argument], at range: SourceRange, in scope: Scope) throws(Stop) -> SwiftValue {
        guard let first = arguments.first else { return .unknown("a subscript") }
        let key = try evaluate(first.value, in: scope)
        if let dimension = Self.viewDimension(base, key, label: first.label) { return dimension }
        switch (base, key) {
        case (.array(let items), .int(let position)):
            guard items.indices.contains(position) else { return .unknown("an element past the end") }
            return items[position]
        case (.dictionary(let pairs), _):
            return pairs.first { equal($0.key, key) == true }?.value ?? .noValue
        default:
            return .unknown("\(base.summary)[\(key.summary)]")
        }
    }

    /// Assigns to a local, or to a property of `self` (in an initializer, or a mutating method).
    private func assign(_ value: SwiftValue, to target: Expression, in scope: Scope) throws(Stop) {
        switch target.kind {
        case .identifier(let name):
            if scope.assign(name, coerce(value, to: scope.declaredType(of: name))) { return }
            setProperty(name, to: value, in: scope)
        case .memberAccess(let base, let name):
            if case .identifier("self") = base.kind { setProperty(name, to: value, in: scope) }
        default:
            return
        }
    }

    /// Sets `name` on the instance an initializer is building (`self.title = title`).
    private func setProperty(_ name: String, to value: SwiftValue, in scope: Scope) {
        guard case .instance(var instance)? = scope.lookUp("self") else { return }
        let declared = index.type(named: instance.type)?.storedProperties.first { $0.value.name == name }?.value
        instance.properties[name] = coerce(value, to: declared?.type)
        scope.assign("self", .instance(instance))
    }
}
