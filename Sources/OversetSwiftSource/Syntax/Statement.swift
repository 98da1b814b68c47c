/// A statement of a body (a function's, an accessor's, a closure's, a branch's) and its range.
package struct Statement: Hashable, Sendable {
    /// What the statement is.
    package var kind: Kind
    /// Its text, from the compiler's range (labels included).
    package var range: SourceRange

    package init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// The kinds of statement.
    package indirect enum Kind: Hashable, Sendable {
        /// An expression on its own: a view in a builder (`Text("a")`), a call, an assignment;
        /// also the value of a branch of an `if` or `switch` expression.
        case expression(Expression)
        /// A local declaration: `let x = 1`, a nested function or type.
        case declaration(Declaration)
        /// `return`, `return value`.
        case `return`(Expression?)
        /// `if … { } else { }`.
        case `if`(IfStatement)
        /// `guard conditions else { … }`.
        case `guard`(conditions: [Condition], elseBody: [Statement])
        /// `switch subject { case … }`.
        case `switch`(SwitchStatement)
        /// `for pattern in sequence where condition { … }`.
        case forIn(ForInStatement)
        /// `label: while conditions { … }`.
        case `while`(label: String?, conditions: [Condition], body: [Statement])
        /// `label: repeat { … } while condition`.
        case repeatWhile(label: String?, body: [Statement], condition: Expression)
        /// `break`, `break label`.
        case `break`(label: String?)
        /// `continue`, `continue label`.
        case `continue`(label: String?)
        /// `fallthrough`.
        case `fallthrough`
        /// `throw error`.
        case `throw`(Expression)
        /// `defer { … }`.
        case `defer`([Statement])
        /// `do { … } catch pattern { … }` (no catches for a plain `do`).
        case doCatch(body: [Statement], catches: [CatchClause])
        /// A kind the adapter does not read (`yield`, `discard`, …), by the compiler's name.
        case unknown(kind: String)
    }
}

/// `if conditions { then } else { … }`, as a statement or an expression.
package struct IfStatement: Hashable, Sendable {
    /// The condition list; all must hold.
    package var conditions: [Condition]
    /// The statements when they hold.
    package var thenBody: [Statement]
    /// The `else` block, nil without one; `else if` is a block of one `.if` statement.
    package var elseBody: [Statement]?

    package init(conditions: [Condition], thenBody: [Statement], elseBody: [Statement]?) {
        self.conditions = conditions
        self.thenBody = thenBody
        self.elseBody = elseBody
    }
}

/// One element of an `if`, `guard` or `while` condition list.
package struct Condition: Hashable, Sendable {
    /// What the element is.
    package var kind: Kind
    /// Its text.
    package var range: SourceRange

    package init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// The kinds of condition.
    package indirect enum Kind: Hashable, Sendable {
        /// A Boolean expression: `size.isAccessibilitySize`, `a == b`.
        case expression(Expression)
        /// `let x = value`, `var x = value`, and the shorthand `let x`, whose value is the
        /// identifier `x` (as Swift reads it). The pattern is usually `.named`, `.typed` for
        /// `let x: Int = value`.
        case optionalBinding(isLet: Bool, pattern: Pattern, value: Expression)
        /// `case pattern = value`: `case .foo = x`, `case let .a(n) = y`.
        case patternMatch(Pattern, value: Expression)
        /// `#available(iOS 17, *)` or `#unavailable(…)`, as written.
        case availability(String)
        /// A condition the adapter does not read.
        case unknown(kind: String)
    }
}

/// `switch subject { cases }`, as a statement or an expression.
package struct SwitchStatement: Hashable, Sendable {
    /// The value switched over.
    package var subject: Expression
    /// The cases in order, `default` included.
    package var cases: [SwitchCase]

    package init(subject: Expression, cases: [SwitchCase]) {
        self.subject = subject
        self.cases = cases
    }
}

/// One `case …:` or `default:` of a switch.
package struct SwitchCase: Hashable, Sendable {
    /// The patterns of `case a, b where c:`; empty for `default`.
    package var labels: [CaseLabel]
    /// Whether this is `default` (or `@unknown default`).
    package var isDefault: Bool
    /// The statements.
    package var body: [Statement]
    /// From `case` to the end of the last statement.
    package var range: SourceRange

    package init(labels: [CaseLabel], isDefault: Bool, body: [Statement], range: SourceRange) {
        self.labels = labels
        self.isDefault = isDefault
        self.body = body
        self.range = range
    }
}

/// A pattern of a `case` or `catch` label, with its `where` clause.
package struct CaseLabel: Hashable, Sendable {
    package var pattern: Pattern
    /// The `where` condition, nil without one.
    package var whereClause: Expression?

    package init(pattern: Pattern, whereClause: Expression?) {
        self.pattern = pattern
        self.whereClause = whereClause
    }
}

/// `for pattern in sequence where condition { body }`.
package struct ForInStatement: Hashable, Sendable {
    /// The statement label (`outer:`), nil without one.
    package var label: String?
    /// What each element binds: usually `.named`, `.tuple` for `(index, item)`.
    package var pattern: Pattern
    /// The sequence: `0..<10`, `items`, `items.enumerated()`.
    package var sequence: Expression
    /// The `where` condition, nil without one.
    package var whereClause: Expression?
    package var body: [Statement]

    package init(label: String?, pattern: Pattern, sequence: Expression, whereClause: Expression?, body: [Statement]) {
        self.label = label
        self.pattern = pattern
        self.sequence = sequence
        self.whereClause = whereClause
        self.body = body
    }
}

/// A `catch` clause: `catch let error as MyError { … }`, `catch { … }`.
package struct CatchClause: Hashable, Sendable {
    /// The patterns; a bare `catch` has one, the implicit `let error`.
    package var labels: [CaseLabel]
    package var body: [Statement]
    package var range: SourceRange

    package init(labels: [CaseLabel], body: [Statement], range: SourceRange) {
        self.labels = labels
        self.body = body
        self.range = range
    }
}
