/// A closure expression: `{ item in Text(item) }`, `{ $0 + 1 }`, `{ (a: Int, b) in … }`.
package struct Closure: Hashable, Sendable {
    /// The named parameters (`item`; `a` with its type "Int"); empty when the closure names
    /// none, including one that uses `$0` (which arrives as `.identifier("$0")`).
    package var parameters: [Parameter]
    /// The names in a capture list, as written (`[weak self]` is "self").
    package var captures: [String]
    /// The statements; a single-expression closure has one `.expression` statement.
    package var body: [Statement]

    package init(parameters: [Parameter], captures: [String], body: [Statement]) {
        self.parameters = parameters
        self.captures = captures
        self.body = body
    }
}

/// A key path: `\Item.id` (root "Item", components `.property("id")`), `\.self` (no root,
/// `.property("self")`), `\.user?.name`.
///
/// Without type-checking a dotted prefix cannot be told from a type: the first name of a key
/// path with a root is the root, the rest are components.
package struct KeyPath: Hashable, Sendable {
    /// The root type as written, or nil for `\.path`.
    package var root: String?
    /// The components in order.
    package var components: [KeyPathComponent]

    package init(root: String?, components: [KeyPathComponent]) {
        self.root = root
        self.components = components
    }
}

/// One step of a key path.
package enum KeyPathComponent: Hashable, Sendable {
    /// `.name` (and `.self`, `.0`).
    case property(String)
    /// `?`.
    case optionalChain
    /// `!`.
    case forceUnwrap
    /// `[arguments]`.
    case `subscript`([Argument])
}

/// A freestanding macro expansion, as a declaration (`#Preview { … }`) or an expression
/// (`#URL("…")`).
package struct MacroExpansion: Hashable, Sendable {
    /// The name without "#": "Preview".
    package var name: String
    /// The arguments; a trailing closure is the last one (unlabelled).
    package var arguments: [Argument]

    package init(name: String, arguments: [Argument]) {
        self.name = name
        self.arguments = arguments
    }

    /// The parts of a `#Preview`, or nil when this is another macro or a preview without a
    /// closure.
    package var preview: Preview? {
        guard name == "Preview" else { return nil }
        var displayName: String?
        var traits: [Expression] = []
        var body: Closure?
        var inTraits = false
        for (index, argument) in arguments.enumerated() {
            if case .closure(let closure) = argument.value.kind, argument.label == nil || argument.label == "body",
                index == arguments.count - 1
            {
                body = closure
            } else if argument.label == "traits" {
                inTraits = true
                traits.append(argument.value)
            } else if argument.label == nil, inTraits {
                // `traits:` is variadic: the arguments after it without labels are traits too.
                traits.append(argument.value)
            } else if argument.label == nil, index == 0, case .stringLiteral(let text) = argument.value.kind {
                displayName = text
            }
        }
        return body.map { Preview(displayName: displayName, traits: traits, body: $0) }
    }
}

/// What a `#Preview` says: `#Preview("Long name", traits: .sizeThatFitsLayout) { Card() }`.
package struct Preview: Hashable, Sendable {
    /// The display name, when the first argument is a string literal.
    package var displayName: String?
    /// The `traits:` arguments (`.sizeThatFitsLayout`, `.landscapeLeft`).
    package var traits: [Expression]
    /// The closure whose statements build the preview (`@Previewable` variables first).
    package var body: Closure
}
