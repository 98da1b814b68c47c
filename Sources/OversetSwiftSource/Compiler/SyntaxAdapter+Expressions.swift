import OversetPlumbing

extension SyntaxAdapter {
    /// An expression of the dump, placed in the text from the cursor.
    mutating func expression(_ json: JSONTree?) throws(SwiftSourceError) -> Expression {
        guard let node = json?.members, node.kind != "<null expr>" else { return Expression(.unknown(kind: "<null expr>"), range: .empty(at: here)) }
        return try nested(at: here) { (adapter) throws(SwiftSourceError) in try adapter.expressionBody(node) }
    }

    private mutating func expressionBody(_ node: JSONNode) throws(SwiftSourceError) -> Expression {
        switch node.kind {
        case "unresolved_decl_ref_expr":
            let name = node.string("name") ?? ""
            return Expression(.identifier(name), range: takeName(name))
        case "declref_expr":
            // `$0` (the only explicit declref before type-checking): the name is the last part of
            // its declaration's description, "….$0@file:line:column".
            let described = node.string("decl") ?? ""
            let name = String(described.prefix { $0 != "@" }.split(separator: ".").last ?? "")
            guard !node.flag("implicit"), !name.isEmpty else { return Expression(.identifier(name), range: .empty(at: here)) }
            return Expression(.identifier(name), range: takeName(name))
        case "super_ref_expr":
            return Expression(.identifier("super"), range: range(ofToken: take("super")))
        case "integer_literal_expr", "float_literal_expr":
            return numberLiteral(node)
        case "string_literal_expr":
            return Expression(.stringLiteral(node.string("value") ?? ""), range: range(ofToken: take(.string)))
        case "interpolated_string_literal_expr":
            return try interpolatedString(node)
        case "boolean_literal_expr":
            let value = node.string("value") == "true"
            return Expression(.booleanLiteral(value), range: range(ofToken: take(value ? "true" : "false")))
        case "nil_literal_expr":
            return Expression(.nilLiteral, range: range(ofToken: take("nil")))
        case "magic_identifier_literal_expr":
            let keyword = node.string("kind") ?? "#"
            let name = String(keyword.dropFirst())
            return Expression(.macroExpansion(MacroExpansion(name: name, arguments: [])), range: range(ofToken: take(keyword)))
        case "object_literal":
            let keyword = "#\(node.string("kind") ?? "")Literal"
            let hash = take(keyword)
            let (arguments, end) = try callArguments(node.node("args"), after: range(ofToken: hash))
            return Expression(.macroExpansion(MacroExpansion(name: String(keyword.dropFirst()), arguments: arguments)), range: end)
        case "macro_expansion_expr":
            let start = here
            guard let expansion = try macroExpansion(node) else { return unknown(node) }
            return Expression(.macroExpansion(expansion), range: SourceRange(start: start, end: lastEnd(after: start)))
        case "call_expr":
            let callee = try expression(node["fn"])
            let (arguments, range) = try callArguments(node.node("args"), after: callee.range)
            return Expression(.call(callee: callee, arguments: arguments), range: range)
        case "subscript_expr":
            let base = try expression(node["base"])
            let (arguments, range) = try callArguments(node.node("args"), after: base.range, opening: .leftBracket)
            return Expression(.subscript(base: base, arguments: arguments), range: range)
        case "unresolved_dot_expr", "dot_self_expr":
            let base = try expression(node["base"] ?? node["sub_expr"])
            let name = node.kind == "dot_self_expr" ? "self" : (node.string("field") ?? "")
            guard !node.flag("implicit") else { return Expression(.memberAccess(base: base, name: name), range: base.range) }
            _ = take(.period)
            return Expression(.memberAccess(base: base, name: name), range: base.range.union(takeName(name)))
        case "unresolved_member_expr":
            let period = take(.period)
            let name = node.string("name") ?? ""
            return Expression(.implicitMember(name), range: range(ofToken: period).union(takeName(name)))
        case "sequence_expr":
            return try sequence(node)
        case "prefix_unary_expr", "postfix_unary_expr":
            return try unary(node)
        case "inout_expr":
            let ampersand = take("&")
            let operand = try expression(node["sub_expr"])
            return Expression(.prefix(operator: "&", operand: operand), range: range(ofToken: ampersand).union(operand.range))
        case "paren_expr":
            return try group(.leftParenthesis) { (adapter) throws(SwiftSourceError) in .parenthesized(try adapter.expression(node["sub_expr"])) }
        case "tuple_expr":
            return try tuple(node)
        case "array_expr":
            return try group(.leftBracket) { (adapter) throws(SwiftSourceError) -> Expression.Kind in
                var elements: [Expression] = []
                for element in node.nodes("elements") {
                    elements.append(try adapter.expression(.object(element)))
                    _ = adapter.takeNext(.comma)
                }
                return .array(elements)
            }
        case "dictionary_expr":
            return try group(.leftBracket) { (adapter) throws(SwiftSourceError) -> Expression.Kind in
                var elements: [DictionaryElement] = []
                for pair in node.nodes("elements") {
                    let parts = pair.nodes("elements")
                    guard parts.count == 2 else { continue }
                    let key = try adapter.expression(.object(parts[0]))
                    _ = adapter.take(.colon)
                    elements.append(DictionaryElement(key: key, value: try adapter.expression(.object(parts[1]))))
                    _ = adapter.takeNext(.comma)
                }
                return .dictionary(elements)
            }
        case "closure_expr", "capture_list":
            guard let (closure, range) = try closure(node) else { return unknown(node) }
            return Expression(.closure(closure), range: range)
        case "keypath_expr":
            return try keyPath(node)
        case "force_value_expr", "bind_optional_expr":
            let operand = try expression(node["sub_expr"])
            let isForce = node.kind == "force_value_expr"
            let mark = take(isForce ? "!" : "?")
            return Expression(isForce ? .forceUnwrap(operand) : .optionalChain(operand), range: operand.range.union(range(ofToken: mark)))
        case "try_expr", "force_try_expr", "optional_try_expr":
            let keyword = take("try")
            let kind: Expression.TryKind = node.kind == "try_expr" ? .plain : (node.kind == "force_try_expr" ? .forced : .optional)
            if kind != .plain { _ = takeNext(kind == .forced ? "!" : "?") }
            let operand = try expression(node["sub_expr"])
            return Expression(.try(kind, operand), range: range(ofToken: keyword).union(operand.range))
        case "await_expr":
            let keyword = take("await")
            let operand = try expression(node["sub_expr"])
            return Expression(.await(operand), range: range(ofToken: keyword).union(operand.range))
        case "single_value_stmt_expr":
            return try statementExpression(node)
        case "discard_assignment_expr":
            return Expression(.discard, range: range(ofToken: take("_")))
        case "unresolved_specialize_expr":
            let base = try expression(node["sub_expr"])
            var arguments: [String] = []
            var end = base.range
            if cursor < limit, tokens[cursor].kind == .operator, tokens.bytes[Int(tokens[cursor].start)] == UInt8(ascii: "<") {
                let open = cursor
                var scanner = TypeTextScanner(tokens: tokens, start: open, limit: limit)
                scanner.skipAngleGroup()
                cursor = scanner.nextToken
                if let close = scanner.end { end = end.union(SourceRange(start: Int(tokens[open].start), end: close)) }
                arguments = genericArguments(inAngleGroupFrom: open, to: cursor)
            }
            return Expression(.specialized(base: base, genericArguments: arguments), range: end)
        default:
            return unknown(node)
        }
    }

    /// A node the adapter does not read: the token at the cursor marks where it is.
    func unknown(_ node: JSONNode) -> Expression {
        Expression(.unknown(kind: node.kind), range: cursor < limit ? tokens[cursor].range : .empty(at: here))
    }

    /// The end of the last token taken since `start`.
    func lastEnd(after start: Int) -> Int {
        cursor > 0 ? max(start, Int(tokens[cursor - 1].end)) : start
    }

    /// The range of the next token spelled as `name`'s base name (`row` of `row(_:count:)`), and
    /// for a compound name the parenthesised labels after it.
    mutating func takeName(_ name: String) -> SourceRange {
        let base = String(name.prefix { $0 != "(" })
        let tokens = self.tokens
        guard let index = take(base) ?? take(where: { tokens[$0].kind == .number && tokens.text(of: $0, is: base) }) else { return .empty(at: here) }
        var range = tokens[index].range
        if base.count < name.count, let open = takeNext(.leftParenthesis), let close = tokens.partner(of: open) {
            cursor = close + 1
            range = range.union(tokens[close].range)
        }
        return range
    }

    /// `-3`, `1_000`, `0.5`: the literal's text with its sign.
    private mutating func numberLiteral(_ node: JSONNode) -> Expression {
        let negative = node.flag("negative")
        let minus = negative ? take("-") : nil
        let number = take(.number)
        let text = (negative ? "-" : "") + (node.string("value") ?? "")
        let range = range(ofToken: minus ?? number).union(range(ofToken: number))
        return Expression(node.kind == "integer_literal_expr" ? .integerLiteral(text) : .floatLiteral(text), range: range)
    }

    private mutating func unary(_ node: JSONNode) throws(SwiftSourceError) -> Expression {
        let name = node.node("fn")?.string("name") ?? ""
        let operandNode = node.node("args")?.nodes("args").first?["expr"]
        if node.kind == "prefix_unary_expr" {
            let mark = take(name)
            let operand = try expression(operandNode)
            return Expression(.prefix(operator: name, operand: operand), range: range(ofToken: mark).union(operand.range))
        }
        let operand = try expression(operandNode)
        let mark = take(name)
        return Expression(.postfix(operator: name, operand: operand), range: operand.range.union(range(ofToken: mark)))
    }

    /// The expression inside the bracket group at the cursor (`opening`), whose range is the
    /// group; the cursor ends after it.
    private mutating func group(
        _ opening: Token.Kind, _ body: (inout SyntaxAdapter) throws(SwiftSourceError) -> Expression.Kind
    ) throws(SwiftSourceError) -> Expression {
        guard let open = take(opening), let close = tokens.partner(of: open) else {
            let start = here
            let kind = try body(&self)
            return Expression(kind, range: SourceRange(start: start, end: lastEnd(after: start)))
        }
        let kind = try limited(to: close) { (adapter) throws(SwiftSourceError) in try body(&adapter) }
        cursor = max(cursor, close + 1)
        return Expression(kind, range: range(from: open, through: close))
    }

    private mutating func tuple(_ node: JSONNode) throws(SwiftSourceError) -> Expression {
        let names: [String] =
            if case .array(let values)? = node["names"] { values.map { if case .string(let name) = $0 { name } else { "" } } } else { [] }
        return try group(.leftParenthesis) { (adapter) throws(SwiftSourceError) -> Expression.Kind in
            var elements: [Argument] = []
            for (index, element) in node.nodes("elements").enumerated() {
                let label = index < names.count && !names[index].isEmpty ? names[index] : nil
                var labelRange: SourceRange?
                if let label, let name = adapter.takeNext(label), adapter.takeNext(.colon) != nil { labelRange = adapter.tokens[name].range }
                let value = try adapter.expression(.object(element))
                elements.append(Argument(label: label, value: value, range: labelRange.map { $0.union(value.range) } ?? value.range))
                _ = adapter.takeNext(.comma)
            }
            return .tuple(elements)
        }
    }

    /// `if` or `switch` used as a value.
    private mutating func statementExpression(_ node: JSONNode) throws(SwiftSourceError) -> Expression {
        guard let statement = node.node("stmt"), let statementRange = range(of: statement) else { return unknown(node) }
        return try within(statementRange) { (adapter) throws(SwiftSourceError) -> Expression in
            switch statement.kind {
            case "if_stmt":
                guard let ifStatement = try adapter.ifStatement(statement) else { return adapter.unknown(statement) }
                return Expression(.ifExpression(ifStatement), range: statementRange)
            case "switch_stmt":
                guard let switchStatement = try adapter.switchStatement(statement) else { return adapter.unknown(statement) }
                return Expression(.switchExpression(switchStatement), range: statementRange)
            default:
                return adapter.unknown(statement)
            }
        }
    }

    /// The generic arguments of `<A, B>` between tokens `open` (the "<") and `end`.
    private func genericArguments(inAngleGroupFrom open: Int, to end: Int) -> [String] {
        var arguments: [String] = []
        var index = open + 1
        while index < end, let type = tokens.type(at: index, limit: end) {
            arguments.append(type.text)
            index = type.next
            guard index < end, tokens[index].kind == .comma else { break }
            index += 1
        }
        return arguments
    }
}
