import OversetPlumbing

extension SyntaxAdapter {
    /// An element of an unfolded operator sequence.
    private enum SequenceElement {
        case operand(Expression)
        /// An infix operator (`=` included) or the `? then :` of a ternary.
        case infix(InfixOperator)
        /// `is`, `as`, `as?`, `as!` and the type: a postfix at casting precedence.
        case cast(Expression.CastKind, type: String, range: SourceRange)
    }

    private struct InfixOperator {
        enum Kind {
            case binary(String)
            case assignment
            case ternary(then: Expression)
        }

        var kind: Kind
        var precedence: Int
        var isRightAssociative: Bool
    }

    /// Swift's standard precedence groups, highest first, as numbers; an operator no group
    /// names (a custom one) takes DefaultPrecedence, just above TernaryPrecedence.
    private static let precedenceGroups: [(precedence: Int, rightAssociative: Bool, operators: [String])] = [
        (110, false, ["<<", ">>", "&<<", "&>>"]),  // BitwiseShiftPrecedence
        (100, false, ["*", "/", "%", "&*", "&"]),  // MultiplicationPrecedence
        (90, false, ["+", "-", "&+", "&-", "|", "^"]),  // AdditionPrecedence
        (80, false, ["...", "..<"]),  // RangeFormationPrecedence
        (60, true, ["??"]),  // NilCoalescingPrecedence
        (50, false, ["==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=", ".==", ".!=", ".<", ".<=", ".>", ".>="]),  // ComparisonPrecedence
        (40, false, ["&&", ".&"]),  // LogicalConjunctionPrecedence
        (30, false, ["||", ".|", ".^"]),  // LogicalDisjunctionPrecedence
        (
            10, true,
            ["=", "*=", "/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "|=", "^=", "&*=", "&+=", "&-=", "&<<=", "&>>=", ".&=", ".|=", ".^="]
        ),  // AssignmentPrecedence
    ]
    private static let castingPrecedence = 70
    private static let defaultPrecedence = 25
    private static let ternaryPrecedence = 20

    private static let precedences: [String: (Int, Bool)] = {
        var table: [String: (Int, Bool)] = [:]
        for group in precedenceGroups {
            for name in group.operators { table[name] = (group.precedence, group.rightAssociative) }
        }
        return table
    }()

    /// Folds a `sequence_expr` (`n > 2 ? 4 + 2 * 3 : 0` arrives flat) by precedence and
    /// associativity, with explicit stacks: a chain of any length folds without recursion, and
    /// one that nests deeper than the limit is refused.
    mutating func sequence(_ node: JSONNode) throws(SwiftSourceError) -> Expression {
        let start = here
        var elements: [SequenceElement] = []
        var expectsOperand = true
        var skipCastPlaceholder = false
        for item in node.nodes("elements") {
            if skipCastPlaceholder {
                // A cast appears twice in a sequence: as its operator and as its type's operand.
                skipCastPlaceholder = false
                continue
            }
            if let cast = Self.castKinds[item.kind] {
                elements.append(castElement(cast))
                skipCastPlaceholder = true
                expectsOperand = false
            } else if !expectsOperand {
                elements.append(.infix(try infixOperator(item)))
                expectsOperand = true
            } else {
                elements.append(.operand(try expression(.object(item))))
                expectsOperand = false
            }
        }
        return try fold(elements, start: start)
    }

    private static let castKinds: [String: Expression.CastKind] = [
        "is_subtype_expr": .is, "coerce_expr": .as, "conditional_checked_cast_expr": .conditional, "forced_checked_cast_expr": .forced,
    ]

    private mutating func castElement(_ kind: Expression.CastKind) -> SequenceElement {
        let keyword = take(kind == .is ? "is" : "as")
        var range = range(ofToken: keyword)
        if kind == .conditional || kind == .forced, let mark = takeNext(kind == .conditional ? "?" : "!") { range = range.union(tokens[mark].range) }
        var type = ""
        if let written = tokens.type(at: cursor, limit: limit) {
            type = written.text
            range = range.union(self.range(from: cursor, through: max(cursor, written.next - 1)))
            cursor = written.next
        }
        return .cast(kind, type: type, range: range)
    }

    private mutating func infixOperator(_ item: JSONNode) throws(SwiftSourceError) -> InfixOperator {
        switch item.kind {
        case "assign_expr":
            _ = take("=")
            return InfixOperator(kind: .assignment, precedence: 10, isRightAssociative: true)
        case "ternary_expr":
            _ = take("?")
            let then = try expression(item["then_expr"])
            _ = take(.colon)
            return InfixOperator(kind: .ternary(then: then), precedence: Self.ternaryPrecedence, isRightAssociative: true)
        default:
            let name = item.string("name") ?? item.kind
            _ = take(name)
            let (precedence, isRight) = Self.precedences[name] ?? (Self.defaultPrecedence, false)
            return InfixOperator(kind: .binary(name), precedence: precedence, isRightAssociative: isRight)
        }
    }

    private func fold(_ elements: [SequenceElement], start: Int) throws(SwiftSourceError) -> Expression {
        var operands: [(expression: Expression, height: Int)] = []
        var operators: [InfixOperator] = []
        func reduce() throws(SwiftSourceError) {
            guard let op = operators.popLast(), operands.count >= 2 else { return }
            let rhs = operands.removeLast()
            let lhs = operands.removeLast()
            let height = max(lhs.height, rhs.height) + 1
            guard depth + height <= maximumDepth else { throw .nestingTooDeep(file.location(at: start), limit: maximumDepth) }
            let range = lhs.expression.range.union(rhs.expression.range)
            let kind: Expression.Kind
            switch op.kind {
            case .binary(let name): kind = .binary(operator: name, lhs: lhs.expression, rhs: rhs.expression)
            case .assignment: kind = .assignment(target: lhs.expression, value: rhs.expression)
            case .ternary(let then): kind = .ternary(condition: lhs.expression, then: then, else: rhs.expression)
            }
            operands.append((Expression(kind, range: range), height))
        }
        func reduce(whileAbove precedence: Int, rightAssociative: Bool) throws(SwiftSourceError) {
            while let top = operators.last, top.precedence > precedence || (top.precedence == precedence && !rightAssociative) {
                try reduce()
            }
        }
        for element in elements {
            switch element {
            case .operand(let expression):
                operands.append((expression, 0))
            case .infix(let op):
                try reduce(whileAbove: op.precedence, rightAssociative: op.isRightAssociative)
                operators.append(op)
            case .cast(let kind, let type, let range):
                try reduce(whileAbove: Self.castingPrecedence, rightAssociative: false)
                guard let operand = operands.popLast() else { continue }
                guard depth + operand.height + 1 <= maximumDepth else { throw .nestingTooDeep(file.location(at: start), limit: maximumDepth) }
                operands.append(
                    (Expression(.cast(kind, operand: operand.expression, type: type), range: operand.expression.range.union(range)), operand.height + 1))
            }
        }
        while !operators.isEmpty { try reduce() }
        guard operands.count == 1 else {
            return Expression(.unknown(kind: "sequence_expr"), range: SourceRange(start: start, end: lastEnd(after: start)))
        }
        return operands[0].expression
    }
}
