import OversetPlumbing

extension SyntaxAdapter {
    /// The kinds of the dump that are declarations (besides every `…_decl`).
    private static let otherDeclarationKinds: Set<String> = ["typealias", "protocol"]

    static func isDeclaration(_ kind: String) -> Bool { kind.hasSuffix("_decl") || otherDeclarationKinds.contains(kind) }

    /// The declarations of a list of the dump's items (a file's, a type's members, or the
    /// declarations among a body's elements).
    ///
    /// A `pattern_binding_decl` is followed in the dump by a `var_decl` per name it binds, which
    /// holds the attributes and accessors: the two are read together. An enum's
    /// `enum_element_decl`s appear both in their `enum_case_decl` and after it: the copies are
    /// skipped.
    mutating func declarations(_ items: [JSONTree]) throws(SwiftSourceError) -> [Declaration] {
        var result: [Declaration] = []
        var index = 0
        while index < items.count {
            guard let node = items[index].members else {
                index += 1
                continue
            }
            index += 1
            if node.kind == "pattern_binding_decl" {
                var variables: [JSONNode] = []
                while index < items.count, let next = items[index].members, next.kind == "var_decl" {
                    variables.append(next)
                    index += 1
                }
                result += try variableDeclarations(node, variables: variables)
            } else if node.kind == "enum_case_decl" {
                result += try enumCases(node)
            } else if node.kind != "var_decl", node.kind != "enum_element_decl" {
                result.append(try declaration(node))
            }
        }
        return result
    }

    /// One declaration (not a pattern binding or enum case, which `declarations` reads).
    mutating func declaration(_ node: JSONNode) throws(SwiftSourceError) -> Declaration {
        guard let nodeRange = range(of: node) else { return Declaration(.unknown(kind: node.kind), range: .empty(at: here)) }
        let (attributes, modifiers, attributesRange) = try self.attributes(node)
        let fullRange = attributesRange.map { nodeRange.union($0) } ?? nodeRange
        return try nested(at: nodeRange.start) { (adapter) throws(SwiftSourceError) -> Declaration in
            try adapter.within(nodeRange) { (adapter) throws(SwiftSourceError) -> Declaration in
                let kind = try adapter.declarationKind(node, attributes: attributes, modifiers: modifiers)
                return Declaration(kind, range: fullRange)
            }
        }
    }

    private mutating func declarationKind(_ node: JSONNode, attributes: [Attribute], modifiers: [String]) throws(SwiftSourceError) -> Declaration.Kind {
        switch node.kind {
        case "import_decl":
            guard case .array(let path)? = node["module_path"] else { return .unknown(kind: node.kind) }
            return .moduleImport(path.compactMap { if case .string(let part) = $0 { return part } else { return nil } }.joined(separator: "."))
        case "struct_decl", "class_decl", "enum_decl", "protocol", "extension_decl":
            return .type(try typeDeclaration(node, attributes: attributes, modifiers: modifiers))
        case "func_decl", "constructor_decl":
            let function = try self.function(node, attributes: attributes, modifiers: modifiers)
            return node.kind == "func_decl" ? .function(function) : .initializer(function)
        case "typealias":
            guard let name = node.declName() else { return .unknown(kind: node.kind) }
            _ = take(name)
            guard let equals = take("=") else { return .unknown(kind: node.kind) }
            return .typeAlias(name: name, type: tokens.type(at: equals + 1, limit: limit)?.text ?? tokens.spacedText(from: equals + 1, through: limit - 1))
        case "macro_expansion_decl":
            guard let expansion = try macroExpansion(node) else { return .unknown(kind: node.kind) }
            return .macroExpansion(expansion)
        case "top_level_code_decl":
            guard let body = node.node("body") else { return .unknown(kind: node.kind) }
            return .topLevelCode(try statements(ofBrace: body))
        default:
            return .unknown(kind: node.kind)
        }
    }

    private mutating func typeDeclaration(_ node: JSONNode, attributes: [Attribute], modifiers: [String]) throws(SwiftSourceError) -> TypeDeclaration {
        let kind: TypeDeclaration.Kind
        switch node.kind {
        case "struct_decl": kind = .struct
        case "class_decl": kind = node.flag("actor") ? .actor : .class
        case "enum_decl": kind = .enum
        case "protocol": kind = .protocol
        default: kind = .extension
        }
        _ = take(kind.rawValue)
        var name = node.declName() ?? node.string("extended_type") ?? ""
        if kind == .extension {
            if let type = tokens.type(at: cursor, limit: limit) {
                name = type.text
                cursor = type.next
            }
        } else {
            _ = take(name)
            var scanner = TypeTextScanner(tokens: tokens, start: cursor, limit: limit)
            scanner.skipAngleGroup()
            cursor = scanner.nextToken
        }
        var inherited: [String] = []
        if takeNext(.colon) != nil {
            while let type = tokens.type(at: cursor, limit: limit) {
                inherited.append(type.text)
                cursor = type.next
                guard takeNext(.comma) != nil else { break }
            }
        }
        let generics = node.nodes("generic_params").compactMap { parameter in range(of: parameter).map { tokens.spacedText(of: $0) } }
        let members: [Declaration]
        if case .array(let items)? = node["members"] {
            members = try declarations(items)
        } else {
            members = []
        }
        return TypeDeclaration(
            kind: kind, name: name, genericParameters: generics, inheritedTypes: inherited, attributes: attributes, modifiers: modifiers,
            members: members)
    }

    private mutating func function(_ node: JSONNode, attributes: [Attribute], modifiers: [String]) throws(SwiftSourceError) -> Function {
        let isInitializer = node.kind == "constructor_decl"
        let name = isInitializer ? "init" : (node.declName() ?? "")
        _ = take(isInitializer ? "init" : "func")
        if !isInitializer { _ = take(name) }
        let body = node.node("body")
        let bodyStart = body.flatMap { range(of: $0) }.map { tokens.firstToken(atOrAfter: $0.start) } ?? limit
        var parameters: [Parameter] = []
        if let list = node.node("params") {
            parameters = try self.parameters(list, context: .function)
        }
        var resultType: String?
        try limited(to: bodyStart) { (adapter) throws(SwiftSourceError) in
            if !isInitializer, let arrow = adapter.take("->"), let type = adapter.tokens.type(at: arrow + 1, limit: adapter.limit) {
                resultType = type.text
                adapter.cursor = type.next
            }
        }
        let generics = node.nodes("generic_params").compactMap { parameter in range(of: parameter).map { tokens.spacedText(of: $0) } }
        return Function(
            name: name, parameters: parameters, resultType: resultType, isStatic: node.flag("static"),
            isMutating: node.nodes("attrs").contains { $0.kind == "mutating_attr" }, isFailable: node.string("failable") != nil,
            genericParameters: generics, attributes: attributes, modifiers: modifiers,
            body: try body.map { (body) throws(SwiftSourceError) in try statements(ofBrace: body) })
    }

    /// The elements of `case a = "x", b(Int)`, each its own declaration.
    private mutating func enumCases(_ node: JSONNode) throws(SwiftSourceError) -> [Declaration] {
        var result: [Declaration] = []
        for element in node.nodes("elements") {
            guard let elementRange = range(of: element), let name = element.declName() else { continue }
            let enumCase = try within(elementRange) { (adapter) throws(SwiftSourceError) -> EnumCase in
                _ = adapter.take(name)
                var associated: [Parameter] = []
                if let list = element.node("params") { associated = try adapter.parameters(list, context: .enumCase) }
                var rawValue: Expression?
                if let equals = adapter.take("="), equals + 1 < adapter.limit { rawValue = adapter.literal(at: equals + 1) }
                return EnumCase(name: name, rawValue: rawValue, associatedValues: associated)
            }
            result.append(Declaration(.enumCase(enumCase), range: elementRange))
        }
        return result
    }

    /// A freestanding macro: `#name` and its arguments (parenthesised and trailing closures).
    mutating func macroExpansion(_ node: JSONNode) throws(SwiftSourceError) -> MacroExpansion? {
        guard let name = node.declName() ?? node.string("name") else { return nil }
        let hash = take("#" + name)
        let arguments = try callArguments(node.node("args"), after: range(ofToken: hash)).arguments
        return MacroExpansion(name: name, arguments: arguments)
    }
}
