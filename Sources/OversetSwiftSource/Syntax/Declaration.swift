/// A declaration at the top level, in a type, or local to a body, with its range.
package struct Declaration: Hashable, Sendable {
    /// What it declares.
    package var kind: Kind
    /// Its text, attributes and modifiers included.
    package var range: SourceRange

    package init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// The kinds of declaration.
    package indirect enum Kind: Hashable, Sendable {
        /// `import SwiftUI`: the module path, dotted.
        case moduleImport(String)
        /// `struct`, `class`, `actor`, `enum`, `protocol` or `extension` with its members. A
        /// `PreviewProvider` is an ordinary struct whose inherited types name it.
        case type(TypeDeclaration)
        /// A stored or computed property, or a local `let`/`var`: one per binding, so
        /// `var a = 1, b = 2` is two.
        case variable(Variable)
        /// `func`.
        case function(Function)
        /// `init` (name "init").
        case initializer(Function)
        /// One element of `case a = "x", b`: each element is its own declaration.
        case enumCase(EnumCase)
        /// `typealias Name = Type`.
        case typeAlias(name: String, type: String)
        /// A freestanding macro at declaration level: `#Preview(…) { … }` (see
        /// `MacroExpansion.preview`).
        case macroExpansion(MacroExpansion)
        /// Top-level statements of a `main.swift` (script mode).
        case topLevelCode([Statement])
        /// A declaration the adapter does not read (`subscript`, `deinit`, `associatedtype`,
        /// operator and precedence group declarations, …), by the compiler's name.
        case unknown(kind: String)
    }
}

/// A type declaration or an extension.
package struct TypeDeclaration: Hashable, Sendable {
    /// Which keyword declared it.
    package enum Kind: String, Hashable, Sendable {
        case `struct`
        case `class`
        case actor
        case `enum`
        case `protocol`
        case `extension`
    }

    package var kind: Kind
    /// The type's name; for an extension, the extended type as written (`View`, `Font.TextStyle`).
    package var name: String
    /// Generic parameters as written: `["Content: View"]`.
    package var genericParameters: [String]
    /// Inherited types and conformances as written: `["View", "Equatable"]`.
    package var inheritedTypes: [String]
    /// `@MainActor`, `@Observable`, …
    package var attributes: [Attribute]
    /// `public`, `private`, `final`, … as written.
    package var modifiers: [String]
    /// The members in source order.
    package var members: [Declaration]

    package init(
        kind: Kind, name: String, genericParameters: [String], inheritedTypes: [String], attributes: [Attribute], modifiers: [String],
        members: [Declaration]
    ) {
        self.kind = kind
        self.name = name
        self.genericParameters = genericParameters
        self.inheritedTypes = inheritedTypes
        self.attributes = attributes
        self.modifiers = modifiers
        self.members = members
    }
}

/// An attribute written with "@": `@State`, `@Environment(\.dynamicTypeSize)`,
/// `@ScaledMetric(relativeTo: .body)`, `@ViewBuilder`, `@Previewable`, `@available(iOS 17, *)`.
package struct Attribute: Hashable, Sendable {
    /// The name as written, without "@": "State", "Environment", "SwiftUI.State".
    package var name: String
    /// The arguments of a custom attribute (property wrappers, result builders, global actors,
    /// attached macros). Built-in attributes (`@available`, `@objc`) have their name only.
    package var arguments: [Argument]
    /// From "@" to the end of the arguments.
    package var range: SourceRange

    package init(name: String, arguments: [Argument], range: SourceRange) {
        self.name = name
        self.arguments = arguments
        self.range = range
    }
}
