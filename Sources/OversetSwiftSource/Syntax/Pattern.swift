/// A pattern: what a `let`, `case`, `for` or `catch` binds or matches.
package struct Pattern: Hashable, Sendable {
    /// What the pattern is.
    package var kind: Kind
    /// Its text.
    package var range: SourceRange

    package init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// The kinds of pattern.
    package indirect enum Kind: Hashable, Sendable {
        /// `_`.
        case wildcard
        /// A name that is bound: `title` in `let title = …`, `n` in `case .c(let n)`.
        case named(String)
        /// `let p` or `var p`: the names inside `p` are bound.
        case binding(isLet: Bool, Pattern)
        /// `(a, b)`, `(x: a, y: b)`.
        case tuple([PatternElement])
        /// `p: Type` (a property's or local's type annotation), the type as written.
        case typed(Pattern, type: String)
        /// `.some`, `.c(let n, _)`, `Kind.a`: an enum case (or a static member, which Swift
        /// would compare by value) with its type if written and its argument patterns, nil
        /// when there are no parentheses.
        case enumCase(type: String?, name: String, arguments: [PatternElement]?)
        /// `is Type`.
        case isType(String)
        /// `p as Type`, as in `case let x as Int`.
        case cast(Pattern, type: String)
        /// `p?`: matches a non-nil optional.
        case optionalSome(Pattern)
        /// A value compared with `~=`: `1`, `1...5`, `"a"`, `someConstant`.
        case expression(Expression)
        /// A pattern the adapter does not read.
        case unknown(kind: String)
    }

    /// The names the pattern binds, in order.
    package var boundNames: [String] {
        switch kind {
        case .named(let name): return [name]
        case .binding(_, let inner), .typed(let inner, _), .cast(let inner, _), .optionalSome(let inner): return inner.boundNames
        case .tuple(let elements): return elements.flatMap(\.pattern.boundNames)
        case .enumCase(_, _, let arguments): return (arguments ?? []).flatMap(\.pattern.boundNames)
        case .wildcard, .isType, .expression, .unknown: return []
        }
    }
}

/// An element of a tuple pattern or an enum case pattern's arguments.
package struct PatternElement: Hashable, Sendable {
    /// The label, nil without one.
    package var label: String?
    package var pattern: Pattern

    package init(label: String?, pattern: Pattern) {
        self.label = label
        self.pattern = pattern
    }
}
