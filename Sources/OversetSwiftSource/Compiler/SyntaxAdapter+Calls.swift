import OversetPlumbing

extension SyntaxAdapter {
    /// The arguments of an `argument_list` after a callee (or a subscript's base, an
    /// attribute's name, a macro's name), and the range from `start` to the last of them.
    ///
    /// The dump lists trailing closures as ordinary arguments; the text tells them apart: an
    /// argument whose closure starts after the ")" is trailing (`HStack { … } label: { … }`).
    mutating func callArguments(
        _ list: JSONNode?, after start: SourceRange, opening: Token.Kind = .leftParenthesis
    ) throws(SwiftSourceError) -> (arguments: [Argument], range: SourceRange) {
        var range = start
        guard let list else { return ([], range) }
        var close: Int?
        if cursor < limit, tokens[cursor].kind == opening, let partner = tokens.partner(of: cursor) {
            close = partner
            range = range.union(tokens[partner].range)
            cursor += 1
        }
        var arguments: [Argument] = []
        for node in list.nodes("args") {
            let label = node.string("label").flatMap { $0.isEmpty ? nil : $0 }
            let closureStart = Self.closureStart(node["expr"]?.members, adapter: self)
            if let closureStart, close.map({ closureStart >= Int(tokens[$0].end) }) ?? true {
                if let close { cursor = max(cursor, close + 1) }
                let closureToken = tokens.firstToken(atOrAfter: closureStart)
                let labelToken = try label.flatMap { (label) throws(SwiftSourceError) in
                    try limited(to: closureToken) { (adapter) throws(SwiftSourceError) in adapter.take(label) }
                }
                arguments.append(try argument(label: label, labelToken: labelToken, node["expr"]))
            } else if let close {
                let argument = try limited(to: close) { (adapter) throws(SwiftSourceError) -> Argument in
                    var labelToken: Int?
                    if let label, let name = adapter.takeNext(label), adapter.takeNext(.colon) != nil { labelToken = name }
                    let argument = try adapter.argument(label: label, labelToken: labelToken, node["expr"])
                    _ = adapter.takeNext(.comma)
                    return argument
                }
                arguments.append(argument)
            } else {
                arguments.append(try argument(label: label, labelToken: nil, node["expr"]))
            }
            range = range.union(arguments[arguments.count - 1].range)
        }
        if let close { cursor = max(cursor, close + 1) }
        return (arguments, range)
    }

    private mutating func argument(label: String?, labelToken: Int?, _ value: JSONTree?) throws(SwiftSourceError) -> Argument {
        let expression = try self.expression(value)
        let range = labelToken.map { tokens[$0].range.union(expression.range) } ?? expression.range
        return Argument(label: label, value: expression, range: range)
    }

    /// Where a closure argument's "{" is, or nil when the argument is not a closure.
    private static func closureStart(_ node: JSONNode?, adapter: SyntaxAdapter) -> Int? {
        guard let node else { return nil }
        let closure = node.kind == "capture_list" ? node.node("closure_body") : node
        guard closure?.kind == "closure_expr", let body = closure?.node("body") else { return nil }
        return adapter.range(of: body)?.start
    }

    /// A closure (or a capture list around one) and its range, from "{" to "}".
    mutating func closure(_ node: JSONNode) throws(SwiftSourceError) -> (Closure, SourceRange)? {
        var closureNode = node
        var captures: [String] = []
        if node.kind == "capture_list" {
            guard let inner = node.node("closure_body") else { return nil }
            closureNode = inner
            captures = node.nodes("captures").compactMap { $0.nodes("pattern_entries").first?.node("pattern")?.declName() }
        }
        guard let body = closureNode.node("body"), let bodyRange = range(of: body) else { return nil }
        let closure = try within(bodyRange) { (adapter) throws(SwiftSourceError) -> Closure in
            var signatureStart = adapter.cursor + 1
            if signatureStart < adapter.limit, adapter.tokens[signatureStart].kind == .leftBracket, let close = adapter.tokens.partner(of: signatureStart) {
                signatureStart = close + 1
            }
            var hasSignature = !captures.isEmpty
            var parameters: [Parameter] = []
            if let list = closureNode.node("params"), let listRange = adapter.range(of: list), listRange.start > bodyRange.start {
                hasSignature = true
                parameters = try adapter.parameters(list, context: .closure)
            }
            adapter.cursor = max(adapter.cursor, signatureStart)
            if hasSignature { adapter.skipPastIn() }
            return Closure(parameters: parameters, captures: captures, body: try adapter.statements(ofBrace: body))
        }
        return (closure, bodyRange)
    }

    /// Moves the cursor past the `in` that ends a closure's signature (`-> T`, `async`,
    /// `throws` may come before it).
    private mutating func skipPastIn() {
        var index = cursor
        while index < limit {
            if tokens[index].isOpeningBracket, let close = tokens.partner(of: index) {
                index = close + 1
                continue
            }
            if tokens[index].kind == .identifier, tokens.text(of: index, is: "in") {
                cursor = index + 1
                return
            }
            index += 1
        }
    }

    /// `"\(count) items"`: the string's token, then each interpolation's tokens in it.
    mutating func interpolatedString(_ node: JSONNode) throws(SwiftSourceError) -> Expression {
        let stringToken = take(.string)
        let stringRange = range(ofToken: stringToken)
        let innerLimit = stringToken == nil ? cursor : tokens.firstToken(atOrAfter: stringRange.end)
        let elements = node.node("appending_expr")?.node("body")?.nodes("elements") ?? []
        var segments: [StringSegment] = []
        try limited(to: innerLimit) { (adapter) throws(SwiftSourceError) in
            for element in elements where element.kind == "call_expr" {
                let field = element.node("fn")?.string("field") ?? ""
                if field.hasPrefix("appendLiteral") {
                    let text = element.node("args")?.nodes("args").first?.node("expr")?.string("value") ?? ""
                    if !text.isEmpty { segments.append(.literal(text)) }
                } else if field.hasPrefix("appendInterpolation") {
                    let open = adapter.take(.leftParenthesis)
                    if let open { adapter.cursor = open }
                    let (arguments, range) = try adapter.callArguments(element.node("args"), after: adapter.range(ofToken: open))
                    segments.append(.interpolation(arguments, range: open.map { adapter.backslashRange(before: $0).union(range) } ?? range))
                }
            }
        }
        cursor = max(cursor, innerLimit)
        return Expression(.interpolatedString(segments), range: stringRange)
    }

    /// The "\" (and any "#"s of a raw string) before an interpolation's "(".
    private func backslashRange(before open: Int) -> SourceRange {
        var start = Int(tokens[open].start)
        while start > 0, tokens.bytes[start - 1] == UInt8(ascii: "#") { start -= 1 }
        if start > 0, tokens.bytes[start - 1] == UInt8(ascii: "\\") { start -= 1 }
        return SourceRange(start: start, end: Int(tokens[open].end))
    }

    /// `\Root.a?.b[0]`: the dump nests components inside out; they are read in source order.
    mutating func keyPath(_ node: JSONNode) throws(SwiftSourceError) -> Expression {
        let backslash = take(.backslash)
        let start = backslash.map { Int(tokens[$0].start) } ?? here
        var root: String?
        var components: [KeyPathComponent] = []
        for part in [node.node("parsed_root"), node.node("parsed_path")].compactMap({ $0 }) {
            var chain: [JSONNode] = []
            var current: JSONNode? = part
            while let link = current, chain.count <= maximumDepth {
                chain.append(link)
                current = link.kind == "unresolved_decl_ref_expr" ? nil : (link.node("base") ?? link.node("sub_expr"))
            }
            for link in chain.reversed() {
                switch link.kind {
                case "key_path_dot_expr":
                    continue
                case "unresolved_decl_ref_expr":
                    let name = link.string("name") ?? ""
                    _ = takeName(name)
                    if root == nil, components.isEmpty { root = name } else { components.append(.property(name)) }
                case "unresolved_dot_expr", "dot_self_expr":
                    let name = link.kind == "dot_self_expr" ? "self" : (link.string("field") ?? "")
                    _ = take(.period)
                    _ = takeName(name)
                    components.append(.property(name))
                case "bind_optional_expr":
                    _ = take("?")
                    components.append(.optionalChain)
                case "force_value_expr":
                    _ = take("!")
                    components.append(.forceUnwrap)
                case "subscript_expr":
                    let (arguments, _) = try callArguments(link.node("args"), after: .empty(at: here), opening: .leftBracket)
                    components.append(.subscript(arguments))
                default:
                    return Expression(.unknown(kind: "keypath_expr (\(link.kind))"), range: SourceRange(start: start, end: lastEnd(after: start)))
                }
            }
        }
        return Expression(.keyPath(KeyPath(root: root, components: components)), range: SourceRange(start: start, end: lastEnd(after: start)))
    }
}
