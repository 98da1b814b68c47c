import OversetPlumbing

extension SyntaxAdapter {
    /// The statements of a `brace_stmt`: its elements, which mix statements, declarations and
    /// expressions (which have no ranges: the cursor places them after what came before).
    mutating func statements(ofBrace brace: JSONNode) throws(SwiftSourceError) -> [Statement] {
        guard case .array(let elements)? = brace["elements"] else { return [] }
        if let braceRange = range(of: brace), !brace.flag("implicit") {
            // The cursor starts after "{" unless a closure's signature moved it further.
            cursor = max(cursor, tokens.firstToken(atOrAfter: braceRange.start) + 1)
        }
        var result: [Statement] = []
        var index = 0
        while index < elements.count {
            guard let node = elements[index].members else {
                index += 1
                continue
            }
            if Self.isDeclaration(node.kind) {
                // A declaration and the var_decls after it are read together.
                var end = index + 1
                while end < elements.count, elements[end].members?.kind == "var_decl" { end += 1 }
                for declaration in try declarations(Array(elements[index..<end])) {
                    result.append(Statement(.declaration(declaration), range: declaration.range))
                }
                index = end
                continue
            }
            index += 1
            if node.kind.hasSuffix("_stmt") {
                result.append(try statement(node))
            } else {
                let expression = try self.expression(.object(node))
                result.append(Statement(.expression(expression), range: expression.range))
            }
        }
        return result
    }

    /// A statement with its range from the dump.
    private mutating func statement(_ node: JSONNode) throws(SwiftSourceError) -> Statement {
        guard let statementRange = range(of: node) else { return Statement(.unknown(kind: node.kind), range: .empty(at: here)) }
        return try nested(at: statementRange.start) { (adapter) throws(SwiftSourceError) -> Statement in
            try adapter.within(statementRange) { (adapter) throws(SwiftSourceError) -> Statement in
                Statement(try adapter.statementKind(node), range: statementRange)
            }
        }
    }

    private mutating func statementKind(_ node: JSONNode) throws(SwiftSourceError) -> Statement.Kind {
        switch node.kind {
        case "return_stmt":
            _ = take("return")
            return .return(try node["result"].map { (result) throws(SwiftSourceError) in try expression(result) })
        case "then_stmt":
            guard let result = node["result"] else { return .unknown(kind: node.kind) }
            return .expression(try expression(result))
        case "if_stmt":
            guard let ifStatement = try ifStatement(node) else { return .unknown(kind: node.kind) }
            return .if(ifStatement)
        case "guard_stmt":
            _ = take("guard")
            let conditions = try self.conditions(node)
            _ = take("else")
            return .guard(conditions: conditions, elseBody: try body(node, "body"))
        case "while_stmt":
            let label = statementLabel()
            _ = take("while")
            return .while(label: label, conditions: try conditions(node), body: try body(node, "body"))
        case "repeat_while_stmt":
            let label = statementLabel()
            _ = take("repeat")
            let body = try self.body(node, "body")
            _ = take("while")
            return .repeatWhile(label: label, body: body, condition: try expression(node["cond"]))
        case "for_each_stmt":
            return .forIn(try forIn(node))
        case "switch_stmt":
            guard let switchStatement = try switchStatement(node) else { return .unknown(kind: node.kind) }
            return .switch(switchStatement)
        case "break_stmt", "continue_stmt":
            let isBreak = node.kind == "break_stmt"
            _ = take(isBreak ? "break" : "continue")
            let label = takeNext(.identifier).map { tokens.text(of: $0) }
            return isBreak ? .break(label: label) : .continue(label: label)
        case "fallthrough_stmt":
            return .fallthrough
        case "throw_stmt":
            _ = take("throw")
            return .throw(try expression(node["sub_expr"]))
        case "defer_stmt":
            _ = take("defer")
            return .defer(try node.node("temp_decl").map { (function) throws(SwiftSourceError) in try body(function, "body") } ?? [])
        case "do_catch_stmt", "do_stmt":
            _ = take("do")
            let body = try self.body(node, "body")
            var catches: [CatchClause] = []
            for clause in node.nodes("catch_stmts") {
                guard let clauseRange = range(of: clause) else { continue }
                catches.append(
                    try within(clauseRange) { (adapter) throws(SwiftSourceError) -> CatchClause in
                        _ = adapter.take("catch")
                        let labels = try adapter.caseLabels(clause)
                        return CatchClause(labels: labels, body: try adapter.body(clause, "body"), range: clauseRange)
                    })
            }
            return .doCatch(body: body, catches: catches)
        default:
            return .unknown(kind: node.kind)
        }
    }

    /// The statements of the brace `key` of `node` (a block with its own range).
    mutating func body(_ node: JSONNode, _ key: String) throws(SwiftSourceError) -> [Statement] {
        guard let brace = node.node(key) else { return [] }
        guard let braceRange = range(of: brace), !brace.flag("implicit") else { return try statements(ofBrace: brace) }
        return try within(braceRange) { (adapter) throws(SwiftSourceError) in try adapter.statements(ofBrace: brace) }
    }

    /// `label:` at the start of a loop.
    private mutating func statementLabel() -> String? {
        guard cursor + 1 < limit, tokens[cursor].kind == .identifier, tokens[cursor + 1].kind == .colon else { return nil }
        cursor += 2
        return tokens.text(of: cursor - 2)
    }

    /// `if conditions { … } else …` (the cursor is at `if`).
    mutating func ifStatement(_ node: JSONNode) throws(SwiftSourceError) -> IfStatement? {
        _ = take("if")
        let conditions = try self.conditions(node)
        let thenBody = try body(node, "then_stmt")
        var elseBody: [Statement]?
        if let elseNode = node.node("else_stmt") {
            _ = take("else")
            if elseNode.kind == "if_stmt" {
                elseBody = [try statement(elseNode)]
            } else {
                elseBody = try body(node, "else_stmt")
            }
        }
        return IfStatement(conditions: conditions, thenBody: thenBody, elseBody: elseBody)
    }

    /// `switch subject { cases }` (the cursor is at `switch`).
    mutating func switchStatement(_ node: JSONNode) throws(SwiftSourceError) -> SwitchStatement? {
        _ = take("switch")
        let subject = try expression(node["subject_expr"])
        var cases: [SwitchCase] = []
        for caseNode in node.nodes("cases") {
            guard let caseRange = range(of: caseNode) else { continue }
            cases.append(
                try within(caseRange) { (adapter) throws(SwiftSourceError) -> SwitchCase in
                    let isDefault = caseNode.nodes("case_label_items").contains { $0.flag("default") }
                    var labels: [CaseLabel] = []
                    if isDefault {
                        _ = adapter.take("default")
                    } else {
                        _ = adapter.take("case")
                        labels = try adapter.caseLabels(caseNode)
                    }
                    _ = adapter.take(.colon)
                    return SwitchCase(labels: labels, isDefault: isDefault, body: try adapter.body(caseNode, "body"), range: caseRange)
                })
        }
        return SwitchStatement(subject: subject, cases: cases)
    }

    /// The patterns and `where` clauses of a `case_stmt` (a switch case or a catch clause).
    private mutating func caseLabels(_ node: JSONNode) throws(SwiftSourceError) -> [CaseLabel] {
        var labels: [CaseLabel] = []
        for item in node.nodes("case_label_items") {
            guard let patternNode = item.node("pattern") else { continue }
            let pattern = try self.pattern(patternNode)
            var whereClause: Expression?
            if let condition = item["where_expr"], condition.members?.kind != "<null expr>" {
                _ = take("where")
                whereClause = try expression(condition)
            }
            labels.append(CaseLabel(pattern: pattern, whereClause: whereClause))
            _ = takeNext(.comma)
        }
        return labels
    }

    private mutating func forIn(_ node: JSONNode) throws(SwiftSourceError) -> ForInStatement {
        let label = statementLabel()
        _ = take("for")
        _ = takeNext("case")
        let pattern =
            try node.node("pattern").map { (pattern) throws(SwiftSourceError) in try self.pattern(pattern) } ?? Pattern(.wildcard, range: .empty(at: here))
        _ = take("in")
        let sequence = try expression(node["parsed_sequence"] ?? node["sequence"])
        var whereClause: Expression?
        if let condition = node["where"], condition.members?.kind != "<null expr>" {
            _ = take("where")
            whereClause = try expression(condition)
        }
        return ForInStatement(label: label, pattern: pattern, sequence: sequence, whereClause: whereClause, body: try body(node, "body"))
    }

    /// The condition list of an `if`, `guard` or `while`.
    private mutating func conditions(_ node: JSONNode) throws(SwiftSourceError) -> [Condition] {
        guard case .array(let elements)? = node["conditions"] else { return [] }
        var result: [Condition] = []
        for element in elements {
            guard let condition = element.members else { continue }
            let start = here
            let kind = try conditionKind(condition)
            let end = cursor > 0 ? Int(tokens[cursor - 1].end) : start
            result.append(Condition(kind, range: SourceRange(start: start, end: max(start, end))))
            _ = takeNext(.comma)
        }
        return result
    }

    private mutating func conditionKind(_ node: JSONNode) throws(SwiftSourceError) -> Condition.Kind {
        switch node.kind {
        case "pattern":
            guard let patternNode = node.node("pattern") else { return .unknown(kind: node.kind) }
            if patternNode.kind == "pattern_binding", patternNode.flag("implicit"), let inner = patternNode.node("sub_pattern") {
                let isLet = patternNode.string("kind") != "var"
                _ = takeNext(isLet ? "let" : "var")
                let pattern = try self.pattern(inner)
                guard let value = node["initializer"], value.members?.kind != "<null expr>" else {
                    // `if let x`: the value is `x`.
                    let name = pattern.boundNames.first ?? ""
                    return .optionalBinding(isLet: isLet, pattern: pattern, value: Expression(.identifier(name), range: pattern.range))
                }
                _ = take("=")
                return .optionalBinding(isLet: isLet, pattern: pattern, value: try expression(value))
            }
            _ = takeNext("case")
            let pattern = try self.pattern(patternNode)
            _ = take("=")
            return .patternMatch(pattern, value: try expression(node["initializer"]))
        case "#available", "#unavailable":
            guard let keyword = take(.poundKeyword) else { return .unknown(kind: node.kind) }
            var last = keyword
            if keyword + 1 < limit, tokens[keyword + 1].kind == .leftParenthesis, let close = tokens.partner(of: keyword + 1) {
                last = close
                cursor = close + 1
            }
            return .availability(tokens.spacedText(from: keyword, through: last))
        default:
            return .expression(try expression(.object(node)))
        }
    }
}
