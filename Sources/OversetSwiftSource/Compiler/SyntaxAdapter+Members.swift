import OversetPlumbing

extension SyntaxAdapter {
    /// Where a parameter list is, which decides how an unannotated parameter reads.
    enum ParameterContext {
        /// `(_ t: String, count: Int = 2)`.
        case function
        /// `(a: Int, b)`, `item`: a name without ":" is a name.
        case closure
        /// `(Int, label: String)`: a type without ":" is a type.
        case enumCase
    }

    /// The variables of a `pattern_binding_decl` and the `var_decl`s after it: one declaration
    /// per entry (`var a = 1, b = 2` is two), each spanning the whole binding.
    mutating func variableDeclarations(_ node: JSONNode, variables: [JSONNode]) throws(SwiftSourceError) -> [Declaration] {
        guard let bindingRange = range(of: node) else { return [Declaration(.unknown(kind: node.kind), range: .empty(at: here))] }
        let first = variables.first ?? [:]
        let (attributes, modifiers, attributesRange) = try self.attributes(first)
        let fullRange = attributesRange.map { bindingRange.union($0) } ?? bindingRange
        let isLet = first.flag("let")
        return try nested(at: bindingRange.start) { (adapter) throws(SwiftSourceError) -> [Declaration] in
            try adapter.within(bindingRange) { (adapter) throws(SwiftSourceError) -> [Declaration] in
                _ = adapter.take(isLet ? "let" : "var")
                var result: [Declaration] = []
                for entry in node.nodes("pattern_entries") {
                    guard var patternNode = entry.node("pattern") else { continue }
                    var type: String?
                    let isTyped = patternNode.kind == "pattern_typed"
                    if isTyped, let inner = patternNode.node("sub_pattern") { patternNode = inner }
                    let pattern = try adapter.pattern(patternNode)
                    if isTyped, let colon = adapter.take(.colon), let written = adapter.tokens.type(at: colon + 1, limit: adapter.limit) {
                        type = written.text
                        adapter.cursor = written.next
                    }
                    var initialValue: Expression?
                    if let value = entry["original_init"], value.members?.kind != "<null expr>" {
                        _ = adapter.take("=")
                        initialValue = try adapter.expression(value)
                    }
                    let names = Set(pattern.boundNames)
                    let declared = variables.first { $0.declName().map(names.contains) ?? false } ?? first
                    let accessors = try adapter.accessors(declared)
                    let variable = Variable(
                        isLet: isLet, isStatic: declared.flag("static"), pattern: pattern, type: type, initialValue: initialValue,
                        accessors: accessors, attributes: attributes, modifiers: modifiers)
                    result.append(Declaration(.variable(variable), range: fullRange))
                    _ = adapter.takeNext(.comma)
                }
                return result
            }
        }
    }

    private mutating func accessors(_ variable: JSONNode) throws(SwiftSourceError) -> [Accessor] {
        var result: [Accessor] = []
        for node in variable.nodes("accessors") {
            guard let accessorRange = range(of: node) else { continue }
            let kinds: [(String, Accessor.Kind)] = [
                ("get", .get), ("set", .set), ("willSet", .willSet), ("didSet", .didSet), ("_modify", .modify), ("modify", .modify),
                ("_read", .read), ("read", .read), ("init", .`init`),
            ]
            let kind = kinds.first { node.flag($0.0) }?.1 ?? .unknown
            let parameterName = node.node("params")?.nodes("params").first?.declName()
            let body = try node.node("body").map { (body) throws(SwiftSourceError) in try statements(ofBrace: body) }
            result.append(Accessor(kind: kind, parameterName: parameterName, body: body, range: accessorRange))
        }
        return result
    }

    /// A declaration's attributes (written with "@") and modifiers (`private`, `final`, …, as
    /// written), in source order, and the range they cover.
    mutating func attributes(_ node: JSONNode) throws(SwiftSourceError) -> ([Attribute], [String], SourceRange?) {
        var attributes: [Attribute] = []
        var modifiers: [String] = []
        var covered: SourceRange?
        let ranged = node.nodes("attrs").compactMap { attribute in range(of: attribute).map { (attribute, $0) } }.sorted { $0.1.start < $1.1.start }
        let savedCursor = cursor
        defer { cursor = savedCursor }
        for (attribute, attributeRange) in ranged {
            var first = tokens.firstToken(atOrAfter: attributeRange.start)
            if first > 0, tokens[first - 1].kind == .atSign, tokens[first].kind != .atSign { first -= 1 }
            guard first < tokens.count else { continue }
            let start = Int(tokens[first].start)
            let fullRange = SourceRange(start: start, end: attributeRange.end)
            covered = covered.map { $0.union(fullRange) } ?? fullRange
            guard tokens[first].kind == .atSign else {
                modifiers.append(tokens.spacedText(of: attributeRange))
                continue
            }
            let converted = try within(fullRange) { (adapter) throws(SwiftSourceError) -> Attribute in
                adapter.cursor += 1
                let name = adapter.tokens.type(at: adapter.cursor, limit: adapter.limit)
                if let name { adapter.cursor = name.next }
                var arguments: [Argument] = []
                if attribute.kind == "custom_attr", let list = attribute.node("args") {
                    arguments = try adapter.callArguments(list, after: fullRange).arguments
                }
                return Attribute(name: name?.text ?? "", arguments: arguments, range: fullRange)
            }
            attributes.append(converted)
        }
        return (attributes, modifiers, covered)
    }

    /// The parameters of a `parameter_list`, with their types and defaults from the text.
    mutating func parameters(_ list: JSONNode, context: ParameterContext) throws(SwiftSourceError) -> [Parameter] {
        let nodes = list.nodes("params").filter { !($0.declName()?.hasPrefix("$") ?? false) }
        guard !nodes.isEmpty, let listRange = range(of: list) else { return [] }
        return try within(listRange) { (adapter) throws(SwiftSourceError) -> [Parameter] in
            var interior = adapter.cursor..<adapter.limit
            if adapter.cursor < adapter.limit, adapter.tokens[adapter.cursor].kind == .leftParenthesis, let close = adapter.tokens.partner(of: adapter.cursor) {
                interior = (adapter.cursor + 1)..<close
            } else if adapter.cursor < adapter.limit, adapter.tokens[adapter.cursor].kind == .leftBrace {
                return []
            }
            let segments = adapter.parameterSegments(interior)
            var result: [Parameter] = []
            for (index, node) in nodes.enumerated() {
                let name = node.declName() ?? ""
                let label = node.string("apiName").flatMap { $0.isEmpty ? nil : $0 }
                guard index < segments.count else {
                    result.append(Parameter(label: label, name: name, type: nil, defaultValue: nil, range: listRange))
                    continue
                }
                let segment = segments[index]
                let parameterRange = adapter.range(from: segment.tokens.lowerBound, through: segment.tokens.upperBound - 1)
                let headEnd = segment.equals ?? segment.tokens.upperBound
                var type: String?
                if let colon = segment.colon {
                    type = adapter.tokens.spacedText(from: colon + 1, through: headEnd - 1)
                } else if context == .enumCase {
                    type = adapter.tokens.spacedText(from: segment.tokens.lowerBound, through: headEnd - 1)
                }
                var defaultValue: Expression?
                if let equals = segment.equals, let value = node["expression"] {
                    adapter.cursor = equals + 1
                    defaultValue = try adapter.limited(to: segment.tokens.upperBound) { (adapter) throws(SwiftSourceError) in try adapter.expression(value) }
                }
                result.append(Parameter(label: label, name: name, type: type?.isEmpty == true ? nil : type, defaultValue: defaultValue, range: parameterRange))
            }
            return result
        }
    }

    /// A parameter's tokens, its top-level ":" and "=".
    private struct ParameterSegment {
        var tokens: Range<Int>
        var colon: Int?
        var equals: Int?
    }

    /// Cuts a parameter list's interior at its top-level commas. Before a parameter's "=",
    /// commas inside `<…>` belong to its type (`Dictionary<String, Int>`); after it, `<` is a
    /// comparison.
    private func parameterSegments(_ interior: Range<Int>) -> [ParameterSegment] {
        var segments: [ParameterSegment] = []
        var current = ParameterSegment(tokens: interior.lowerBound..<interior.lowerBound)
        var angles = 0
        var index = interior.lowerBound
        while index < interior.upperBound {
            let token = tokens[index]
            if token.isOpeningBracket, let close = tokens.partner(of: index), close < interior.upperBound {
                index = close + 1
                continue
            }
            if token.kind == .operator, current.equals == nil {
                let text = tokens.text(of: index)
                if text == "=" {
                    current.equals = index
                } else if text != "->" {
                    angles += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
                    angles = max(0, angles)
                }
            } else if token.kind == .colon, current.colon == nil, current.equals == nil, angles == 0 {
                current.colon = index
            } else if token.kind == .comma, angles == 0 || current.equals != nil {
                current.tokens = current.tokens.lowerBound..<index
                segments.append(current)
                current = ParameterSegment(tokens: (index + 1)..<(index + 1))
                angles = 0
                index += 1
                continue
            }
            index += 1
        }
        current.tokens = current.tokens.lowerBound..<interior.upperBound
        if !current.tokens.isEmpty { segments.append(current) }
        return segments
    }
}
