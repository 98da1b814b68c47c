/// An expression of the parse tree: what kind it is and the bytes it covers.
///
/// The compiler parsed without type-checking, so names are unresolved: `Text("a")` is a call of
/// the identifier `Text`, `.headline` an implicit member, `Color.red` a member of the identifier
/// `Color`. Operators arrive folded by Swift's standard precedence groups.
package struct Expression: Hashable, Sendable {
    /// What the expression is.
    package var kind: Kind
    /// Its text: from its first token to the end of its last. The compiler's parse-only dump gives
    /// expressions no ranges; the adapter finds each one's tokens in the source (an expression it
    /// cannot place gets an empty range where it would start).
    package var range: SourceRange

    package init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// The kinds of expression.
    package indirect enum Kind: Hashable, Sendable {
        /// `42`, `-3`, `0x1F`: the literal's text without underscores (`1_000` is "1000"), with
        /// a leading "-" when negative and the radix prefix kept.
        case integerLiteral(String)
        /// `1.5`, `-0.5`, `1e3`: the literal's text, as for integers.
        case floatLiteral(String)
        /// `"Receive"`, `"""…"""`, `#"…"#`: the string's value, escapes resolved and a multi-line
        /// string's indentation removed.
        case stringLiteral(String)
        /// `"\(count) items"`: literal text and interpolations in order (empty literal text
        /// between two interpolations is left out).
        case interpolatedString([StringSegment])
        /// `true`, `false`.
        case booleanLiteral(Bool)
        /// `nil`.
        case nilLiteral
        /// A name: `title`, `Text`, `self`, `Self`, `super`, `$0`, `$isOn`, an operator used as a
        /// value (`+` in `reduce(0, +)`), or a compound name as written (`row(_:count:)`).
        case identifier(String)
        /// `.headline`, `.init`: a member of a type the context implies.
        case implicitMember(String)
        /// `base.name`: `Color.red`, `self.title`, `item.0`, `Int.self` (name "self").
        case memberAccess(base: Expression, name: String)
        /// `callee(arguments)`: a call or an initializer; trailing closures are ordinary
        /// arguments after the parenthesised ones (the first unlabelled, the others with labels).
        case call(callee: Expression, arguments: [Argument])
        /// `base[arguments]`.
        case `subscript`(base: Expression, arguments: [Argument])
        /// `{ item in … }`.
        case closure(Closure)
        /// `[a, b]`.
        case array([Expression])
        /// `["a": 1]`, `[:]`.
        case dictionary([DictionaryElement])
        /// `(a, label: b)`: elements with their labels.
        case tuple([Argument])
        /// `(a)`.
        case parenthesized(Expression)
        /// `lhs op rhs` for every infix operator but `=` (`+`, `??`, `&&`, `..<`, `+=`, custom).
        case binary(operator: String, lhs: Expression, rhs: Expression)
        /// `op operand`: `!flag`, `-x`, `...5`, `&value`.
        case prefix(operator: String, operand: Expression)
        /// `operand op`: `1...`.
        case postfix(operator: String, operand: Expression)
        /// `target = value`.
        case assignment(target: Expression, value: Expression)
        /// `condition ? then : else`.
        case ternary(condition: Expression, then: Expression, else: Expression)
        /// `operand is T`, `as T`, `as? T`, `as! T`, with the type as written.
        case cast(CastKind, operand: Expression, type: String)
        /// `try e`, `try? e`, `try! e`. A `try` in front of an operator sequence wraps its first
        /// operand only (Swift extends it over the sequence; for evaluation it is transparent).
        case `try`(TryKind, Expression)
        /// `await e`.
        case await(Expression)
        /// `e!`.
        case forceUnwrap(Expression)
        /// `e?` inside an optional chain: `user?.name` is a member access whose base is this.
        case optionalChain(Expression)
        /// `\Item.id`, `\.self`, `\.dynamicTypeSize`.
        case keyPath(KeyPath)
        /// `if` used as a value (Swift 5.9): each branch's body is one `.expression` statement.
        case ifExpression(IfStatement)
        /// `switch` used as a value (Swift 5.9): each case's body is one `.expression` statement.
        case switchExpression(SwitchStatement)
        /// A freestanding macro or compiler literal: `#URL("…")`, `#file` (no arguments),
        /// `#colorLiteral(red: …)` (name "colorLiteral").
        case macroExpansion(MacroExpansion)
        /// `Foo<Bar>` in an expression (`Foo<Bar>()`): the generic arguments as written.
        case specialized(base: Expression, genericArguments: [String])
        /// `_`, as in `_ = value`.
        case discard
        /// A kind of expression the adapter does not read (regex literals, `#selector`,
        /// `consume`, …) or one whose shape it does not know; `kind` is the compiler's name for
        /// it, so the evaluator can report it as not understood with its location.
        case unknown(kind: String)
    }

    /// Which cast: `is`, `as`, `as?`, `as!`.
    package enum CastKind: String, Hashable, Sendable {
        case `is` = "is"
        case `as` = "as"
        case conditional = "as?"
        case forced = "as!"
    }

    /// Which `try`: `try`, `try?`, `try!`.
    package enum TryKind: String, Hashable, Sendable {
        case plain = "try"
        case optional = "try?"
        case forced = "try!"
    }
}

/// An argument of a call, subscript, attribute or macro, or an element of a tuple.
package struct Argument: Hashable, Sendable {
    /// The label (`alignment` in `alignment: .leading`), nil when there is none.
    package var label: String?
    /// The value.
    package var value: Expression
    /// The label (if any) and the value.
    package var range: SourceRange

    package init(label: String?, value: Expression, range: SourceRange) {
        self.label = label
        self.value = value
        self.range = range
    }
}

/// A key and its value in a dictionary literal.
package struct DictionaryElement: Hashable, Sendable {
    package var key: Expression
    package var value: Expression

    package init(key: Expression, value: Expression) {
        self.key = key
        self.value = value
    }
}

/// A piece of an interpolated string.
package enum StringSegment: Hashable, Sendable {
    /// Literal text, escapes resolved.
    case literal(String)
    /// `\(count)`, `\(price, format: .currency(code: "EUR"))`: the interpolation's arguments
    /// with their labels; the range covers `\(` to `)`.
    case interpolation([Argument], range: SourceRange)
}
