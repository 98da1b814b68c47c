import OversetLayout

/// Statements: a body runs in order, in a result builder (a view's `body`, a stack's content) or
/// as a function, until it returns.
extension Evaluator {
    /// How a statement ends.
    enum Flow {
        case normal
        case returned(SwiftValue)
        case breakLoop(String?)
        case continueLoop(String?)
    }

    /// What a body built: the values of its expression statements (a result builder's views),
    /// and what it returned.
    struct BodyResult {
        var values: [SwiftValue] = []
        var returned: SwiftValue?

        /// The views among the values, as a result builder takes them.
        var views: [ViewNode] {
            values.compactMap { value in
                if case .view(let node) = value { return node }
                return nil
            }
        }

        /// The body's value: what it returned; else its views as one view, as a result builder
        /// combines them (a view's `body`, a stack's content, a `@ViewBuilder` function); else
        /// its last expression (the implicit return of a single expression, `if` or `switch`).
        /// Not type-checked, the two kinds of body are told apart by what they produce.
        var value: SwiftValue {
            if let returned { return returned }
            let views = self.views
            return views.isEmpty ? values.last ?? .void : .view(ViewNode.combining(views))
        }
    }

    /// Runs `statements` in a new scope under `parent`.
    func run(_ statements: [Statement], in parent: Scope) throws(Stop) -> BodyResult {
        var result = BodyResult()
        if case .returned(let value) = try execute(statements, in: Scope(parent: parent), values: &result.values) {
            result.returned = value
        }
        return result
    }

    /// Executes statements in `scope`, appending the values of expression statements to `values`.
    func execute(_ statements: [Statement], in scope: Scope, values: inout [SwiftValue]) throws(Stop) -> Flow {
        for statement in statements {
            let flow = try execute(statement, in: scope, values: &values)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    private func execute(_ statement: Statement, in scope: Scope, values: inout [SwiftValue]) throws(Stop) -> Flow {
        try step(statement.range)
        switch statement.kind {
        case .expression(let expression):
            let value = try evaluate(expression, in: scope)
            values.append(value)
            return .normal
        case .declaration(let declaration):
            try declare(declaration, in: scope)
            return .normal
        case .return(let expression):
            return .returned(try expression.map { expression throws(Stop) in try evaluate(expression, in: scope) } ?? .void)
        case .if(let statement):
            let branch = Scope(parent: scope)
            if try holds(statement.conditions, in: branch) { return try execute(statement.thenBody, in: branch, values: &values) }
            guard let elseBody = statement.elseBody else { return .normal }
            return try execute(elseBody, in: Scope(parent: scope), values: &values)
        case .guard(let conditions, let elseBody):
            if try holds(conditions, in: scope) { return .normal }
            return try execute(elseBody, in: Scope(parent: scope), values: &values)
        case .switch(let statement):
            return try execute(statement, in: scope, values: &values)
        case .forIn(let loop):
            return try execute(loop, in: scope, values: &values)
        case .while(let label, let conditions, let body):
            while try holds(conditions, in: scope) {
                let flow = try execute(body, in: Scope(parent: scope), values: &values)
                if case .breakLoop(let target) = flow, target == nil || target == label { break }
                if case .continueLoop(let target) = flow, target == nil || target == label { continue }
                if case .normal = flow { continue }
                return flow
            }
            return .normal
        case .repeatWhile(let label, let body, let condition):
            repeat {
                let flow = try execute(body, in: Scope(parent: scope), values: &values)
                if case .breakLoop(let target) = flow, target == nil || target == label { break }
                if case .returned = flow { return flow }
            } while try truth(of: try evaluate(condition, in: scope), at: condition.range)
            return .normal
        case .break(let label): return .breakLoop(label)
        case .continue(let label): return .continueLoop(label)
        case .fallthrough, .defer, .throw:
            return .normal
        case .doCatch(let body, _):
            return try execute(body, in: Scope(parent: scope), values: &values)
        case .unknown(let kind):
            note(.unsupportedSyntax("the statement '\(kind)'"), at: statement.range)
            return .normal
        }
    }

    private func execute(_ statement: SwitchStatement, in scope: Scope, values: inout [SwiftValue]) throws(Stop) -> Flow {
        let subject = try evaluate(statement.subject, in: scope)
        var matched = false
        for switchCase in statement.cases {
            let caseScope = Scope(parent: scope)
            if !matched {
                if switchCase.isDefault {
                    matched = true
                } else if subject.isUnknown {
                    // Only the app knows which case: the first is laid out, and the note says so.
                    note(.runtimeValue("the switch over \(subject.summary) takes its first case"), at: statement.subject.range)
                    matched = true
                } else {
                    for label in switchCase.labels where try matches(label.pattern, subject, in: caseScope) {
                        if let condition = label.whereClause, !(try truth(of: try evaluate(condition, in: caseScope), at: condition.range)) {
                            continue
                        }
                        matched = true
                        break
                    }
                }
            }
            guard matched else { continue }
            let flow = try execute(switchCase.body, in: caseScope, values: &values)
            if case .breakLoop(nil) = flow { return .normal }
            return flow
        }
        return .normal
    }

    private func execute(_ loop: ForInStatement, in scope: Scope, values: inout [SwiftValue]) throws(Stop) -> Flow {
        let sequence = try evaluate(loop.sequence, in: scope)
        guard let elements = elements(of: sequence) else {
            note(.runtimeValue("the loop over \(sequence.summary) runs no times"), at: loop.sequence.range)
            return .normal
        }
        for element in elements {
            let body = Scope(parent: scope)
            guard try matches(loop.pattern, element, in: body) else { continue }
            if let condition = loop.whereClause, !(try truth(of: try evaluate(condition, in: body), at: condition.range)) { continue }
            let flow = try execute(loop.body, in: body, values: &values)
            if case .breakLoop(let target) = flow, target == nil || target == loop.label { break }
            if case .continueLoop(let target) = flow, target == nil || target == loop.label { continue }
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    /// Whether every condition holds, binding what they bind in `scope`. A condition on a value
    /// only the app knows: a Boolean takes its `then` branch (more of the screen is laid out), a
    /// binding does not bind.
    func holds(_ conditions: [Condition], in scope: Scope) throws(Stop) -> Bool {
        for condition in conditions {
            switch condition.kind {
            case .expression(let expression):
                guard try truth(of: try evaluate(expression, in: scope), at: expression.range) else { return false }
            case .optionalBinding(_, let pattern, let expression):
                let value = try evaluate(expression, in: scope)
                if value.isUnknown {
                    note(.runtimeValue("'\(file.text(of: condition.range))' depends on the app's data: taken as nil"), at: condition.range)
                    return false
                }
                if case .noValue = value { return false }
                guard try matches(pattern, value, in: scope) else { return false }
            case .patternMatch(let pattern, let expression):
                guard try matches(pattern, try evaluate(expression, in: scope), in: scope) else { return false }
            case .availability:
                continue
            case .unknown(let kind):
                note(.unsupportedSyntax("the condition '\(kind)'"), at: condition.range)
                return false
            }
        }
        return true
    }

    /// A value used as a condition.
    func truth(of value: SwiftValue, at range: SourceRange) throws(Stop) -> Bool {
        switch value {
        case .bool(let flag): return flag
        case .unknown(let what):
            note(.runtimeValue("the condition on \(what) depends on the app's data: taken as true"), at: range)
            return true
        default:
            note(.runtimeValue("\(value.summary) is not a condition: taken as false"), at: range)
            return false
        }
    }

    /// The elements a `for` or `ForEach` goes over, or nil for a value only the app knows.
    func elements(of sequence: SwiftValue) -> [SwiftValue]? {
        switch sequence {
        case .array(let items): return items
        case .range(let lower, let upper, let isClosed):
            let end = isClosed ? upper : upper - 1
            guard end >= lower else { return [] }
            return (lower...min(end, lower + 10_000)).map { .int($0) }
        case .dictionary(let pairs): return pairs.map { .tuple([("key", $0.key), ("value", $0.value)]) }
        case .string(let text): return text.map { .string(String($0)) }
        default: return nil
        }
    }
}
