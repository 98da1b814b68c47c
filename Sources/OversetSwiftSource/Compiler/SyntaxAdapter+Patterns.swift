import OversetPlumbing

extension SyntaxAdapter {
    /// A pattern of the dump, placed in the text from the cursor.
    mutating func pattern(_ node: JSONNode) throws(SwiftSourceError) -> Pattern {
        try nested(at: here) { (adapter) throws(SwiftSourceError) in try adapter.patternBody(node) }
    }

    private mutating func patternBody(_ node: JSONNode) throws(SwiftSourceError) -> Pattern {
        let start = here
        func spanning(_ kind: Pattern.Kind) -> Pattern { Pattern(kind, range: SourceRange(start: start, end: lastEnd(after: start))) }
        switch node.kind {
        case "pattern_named":
            let name = node.declName() ?? ""
            return Pattern(.named(name), range: takeName(name))
        case "pattern_any":
            return Pattern(.wildcard, range: range(ofToken: takeNext("_")))
        case "pattern_binding":
            let isLet = node.string("kind") != "var"
            let keyword = takeNext(isLet ? "let" : "var")
            guard let inner = node.node("sub_pattern") else { return Pattern(.unknown(kind: node.kind), range: range(ofToken: keyword)) }
            let pattern = try self.pattern(inner)
            return Pattern(.binding(isLet: isLet, pattern), range: keyword.map { tokens[$0].range.union(pattern.range) } ?? pattern.range)
        case "pattern_typed":
            guard let inner = node.node("sub_pattern") else { return Pattern(.unknown(kind: node.kind), range: .empty(at: start)) }
            let pattern = try self.pattern(inner)
            var type = ""
            if let colon = take(.colon), let written = tokens.type(at: colon + 1, limit: limit) {
                type = written.text
                cursor = written.next
            }
            return Pattern(.typed(pattern, type: type), range: pattern.range.union(SourceRange(start: pattern.range.start, end: lastEnd(after: start))))
        case "pattern_tuple":
            return spanning(try tuple(node, elementsAreExpressions: false))
        case "pattern_is":
            _ = take("is")
            let written = tokens.type(at: cursor, limit: limit)
            if let written { cursor = written.next }
            return spanning(.isType(written?.text ?? ""))
        case "pattern_optional_some":
            guard let inner = node.node("sub_pattern") else { return Pattern(.unknown(kind: node.kind), range: .empty(at: start)) }
            let pattern = try self.pattern(inner)
            _ = take("?")
            return spanning(.optionalSome(pattern))
        case "pattern_expr":
            guard let expression = node.node("sub_expr") else { return Pattern(.unknown(kind: node.kind), range: .empty(at: start)) }
            return try patternExpression(expression)
        default:
            return Pattern(.unknown(kind: node.kind), range: cursor < limit ? tokens[cursor].range : .empty(at: start))
        }
    }

    /// The expression of a `pattern_expr`, read as the pattern Swift will make of it: before
    /// type-checking `.c(let n, _)` is a call whose arguments hold patterns.
    fileprivate mutating func patternExpression(_ node: JSONNode) throws(SwiftSourceError) -> Pattern {
        try nested(at: here) { (adapter) throws(SwiftSourceError) in try adapter.patternExpressionBody(node) }
    }

    private mutating func patternExpressionBody(_ node: JSONNode) throws(SwiftSourceError) -> Pattern {
        let start = here
        func spanning(_ kind: Pattern.Kind) -> Pattern { Pattern(kind, range: SourceRange(start: start, end: lastEnd(after: start))) }
        switch node.kind {
        case "unresolved_pattern_expr":
            guard let inner = node.node("sub_pattern") else { return Pattern(.unknown(kind: node.kind), range: .empty(at: start)) }
            return try pattern(inner)
        case "discard_assignment_expr":
            return Pattern(.wildcard, range: range(ofToken: take("_")))
        case "unresolved_member_expr":
            _ = take(.period)
            let name = node.string("name") ?? ""
            _ = takeName(name)
            return spanning(.enumCase(type: nil, name: name, arguments: nil))
        case "unresolved_dot_expr" where node.node("base")?.kind == "unresolved_decl_ref_expr":
            let base = try expression(node["base"])
            let name = node.string("field") ?? ""
            _ = take(.period)
            _ = takeName(name)
            return spanning(.enumCase(type: file.text(of: base.range), name: name, arguments: nil))
        case "call_expr":
            guard let callee = node.node("fn"), callee.kind == "unresolved_member_expr" || callee.kind == "unresolved_dot_expr" else {
                return Pattern(.expression(try expression(.object(node))), range: .empty(at: start)).withExpressionRange
            }
            var type: String?
            let name = callee.string("name") ?? callee.string("field") ?? ""
            if callee.kind == "unresolved_dot_expr" {
                let base = try expression(callee["base"])
                type = file.text(of: base.range)
            }
            _ = take(.period)
            _ = takeName(name)
            var arguments: [PatternElement] = []
            if let open = takeNext(.leftParenthesis) {
                let close = tokens.partner(of: open) ?? limit
                arguments = try limited(to: close) { (adapter) throws(SwiftSourceError) -> [PatternElement] in
                    var elements: [PatternElement] = []
                    for argument in node.node("args")?.nodes("args") ?? [] {
                        let label = argument.string("label").flatMap { $0.isEmpty ? nil : $0 }
                        if let label, adapter.takeNext(label) != nil { _ = adapter.takeNext(.colon) }
                        guard let value = argument.node("expr") else { continue }
                        elements.append(PatternElement(label: label, pattern: try adapter.patternExpression(value)))
                        _ = adapter.takeNext(.comma)
                    }
                    return elements
                }
                cursor = max(cursor, close + 1)
            }
            return spanning(.enumCase(type: type, name: name, arguments: arguments))
        case "tuple_expr":
            return spanning(try tuple(node, elementsAreExpressions: true))
        case "bind_optional_expr":
            guard let inner = node.node("sub_expr") else { return Pattern(.unknown(kind: node.kind), range: .empty(at: start)) }
            let pattern = try patternExpression(inner)
            _ = take("?")
            return spanning(.optionalSome(pattern))
        case "sequence_expr":
            // `let x as Int` arrives as the sequence [x, as Int, as Int].
            let elements = node.nodes("elements")
            if elements.count == 3, elements[1].kind == "coerce_expr" {
                let pattern = try patternExpression(elements[0])
                _ = take("as")
                let written = tokens.type(at: cursor, limit: limit)
                if let written { cursor = written.next }
                return spanning(.cast(pattern, type: written?.text ?? ""))
            }
            let expression = try self.expression(.object(node))
            return Pattern(.expression(expression), range: expression.range)
        default:
            let expression = try self.expression(.object(node))
            return Pattern(.expression(expression), range: expression.range)
        }
    }
}

extension SyntaxAdapter {
    /// `(a, label: b)` as a tuple pattern: from a `pattern_tuple`, or from a `tuple_expr` in a
    /// pattern (whose elements are expressions read as patterns).
    private mutating func tuple(_ node: JSONNode, elementsAreExpressions: Bool) throws(SwiftSourceError) -> Pattern.Kind {
        let names: [String] =
            if case .array(let values)? = node["names"] { values.map { if case .string(let name) = $0 { name } else { "" } } } else { [] }
        let open = takeNext(.leftParenthesis)
        let close = open.flatMap { tokens.partner(of: $0) } ?? limit
        let elements = try limited(to: close) { (adapter) throws(SwiftSourceError) -> [PatternElement] in
            var elements: [PatternElement] = []
            for (index, element) in node.nodes("elements").enumerated() {
                let label = index < names.count && !names[index].isEmpty ? names[index] : nil
                if let label, adapter.takeNext(label) != nil { _ = adapter.takeNext(.colon) }
                let pattern = elementsAreExpressions ? try adapter.patternExpression(element) : try adapter.pattern(element)
                elements.append(PatternElement(label: label, pattern: pattern))
                _ = adapter.takeNext(.comma)
            }
            return elements
        }
        if open != nil { cursor = max(cursor, close + 1) }
        return .tuple(elements)
    }
}

extension Pattern {
    /// An expression pattern whose range is its expression's.
    fileprivate var withExpressionRange: Pattern {
        guard case .expression(let expression) = kind else { return self }
        return Pattern(kind, range: expression.range)
    }
}
