import OversetLayout
import OversetStyle

/// Instances of the app's types: initializers (written or memberwise), property wrappers
/// (`@State`, `@Environment`, `@ScaledMetric`, …), and a view's `body`.
extension Evaluator {
    /// `Type(arguments)`: an instance, or for a view its `body` evaluated.
    func instantiate(_ type: DeclarationIndex.TypeInfo, _ arguments: [CallArgument], at range: SourceRange) throws(Stop) -> SwiftValue {
        recordCall(at: range, understood: true)
        let instance = try nested(nil, at: range) { () throws(Stop) in try construct(type, arguments, at: range) }
        guard isView(type) else { return .instance(instance) }
        return try body(of: instance, type: type, at: range)
    }

    /// Whether instances of `type` are views whose `body` is the view (not a `ViewModifier`).
    func isView(_ type: DeclarationIndex.TypeInfo) -> Bool {
        !type.conforms(to: "ViewModifier") && (type.conforms(to: "View") || type.computedProperties["body"] != nil)
    }

    /// A view instance's `body`, with its type on the chain.
    func body(of instance: Instance, type: DeclarationIndex.TypeInfo, at range: SourceRange) throws(Stop) -> SwiftValue {
        guard let body = type.computedProperties["body"], let statements = body.value.accessors.first(where: { $0.kind == .get })?.body else {
            return unknownCall(type.name, at: range)
        }
        return try nested(type.name, file: body.file, at: range) { () throws(Stop) in
            try run(statements, in: Scope(parent: nil, receiver: .instance(instance), type: type.name)).value
        }
    }

    /// The instance an initializer makes: stored properties from their defaults and property
    /// wrappers, then the written initializer that fits the arguments, or the memberwise one.
    private func construct(_ type: DeclarationIndex.TypeInfo, _ arguments: [CallArgument], at range: SourceRange) throws(Stop) -> Instance {
        var instance = Instance(type: type.name, properties: [:])
        let defaults = Scope(parent: nil, receiver: .instance(instance), type: type.name)
        for property in type.storedProperties {
            guard let name = property.value.name else { continue }
            instance.properties[name] = try nested(nil, file: property.file, at: range) { () throws(Stop) in
                try initialValue(of: property.value, in: defaults)
            }
        }
        if let initializer = type.initializers.first(where: { fits($0.value.parameters, arguments) }), let body = initializer.value.body {
            return try nested(nil, file: initializer.file, at: range) { () throws(Stop) in
                let scope = Scope(parent: nil, receiver: nil, type: type.name)
                scope.declare("self", .instance(instance))
                try bindParameters(initializer.value.parameters, arguments, in: scope)
                _ = try run(body, in: scope)
                guard case .instance(let built)? = scope.lookUp("self") else { return instance }
                return built
            }
        }
        // The memberwise initializer: an argument per stored property, by name; an unlabelled one
        // (a trailing closure for `content`) goes to the first property not given.
        var given: Set<String> = []
        for argument in arguments {
            let label = argument.label ?? type.storedProperties.first { $0.value.name.map { !given.contains($0) } ?? false }?.value.name
            guard let label else { continue }
            given.insert(label)
            let declared = type.storedProperties.first { $0.value.name == label }?.value
            instance.properties[label] = wrapped(argument.value, declared)
        }
        return instance
    }

    /// What a stored property holds before an initializer sets it: an `@Environment` or
    /// `@ScaledMetric` reads when used, other wrappers hold their initial value.
    private func initialValue(of property: Variable, in scope: Scope) throws(Stop) -> SwiftValue {
        for attribute in property.attributes {
            switch attribute.name {
            case "Environment", "SwiftUI.Environment":
                guard
                    case .member(.some("KeyPath"), let key, _)? = try attribute.arguments.first.map({ argument throws(Stop) in
                        try evaluate(argument.value, in: scope)
                    })
                else { return .unknown("an environment object of type \(property.type ?? "?")") }
                return .member(type: "@Environment", name: key, arguments: [])
            case "ScaledMetric", "SwiftUI.ScaledMetric":
                let base = try property.initialValue.map { value throws(Stop) in try evaluate(value, in: scope) } ?? .double(0)
                var style = "body"
                if case .member(_, let name, _)? = try attribute.arguments.first(where: { $0.label == "relativeTo" }).map({ argument throws(Stop) in
                    try evaluate(argument.value, in: scope)
                }) {
                    style = name
                }
                return .member(type: "@ScaledMetric", name: style, arguments: [(nil, base)])
            case "EnvironmentObject", "ObservedObject", "Query", "FetchRequest", "Namespace":
                return .unknown("the \(attribute.name) '\(property.name ?? "")'")
            default:
                continue
            }
        }
        guard let initial = property.initialValue else { return .unknown("'\(property.name ?? "")', which the app sets") }
        return coerce(try evaluate(initial, in: scope), to: property.type)
    }

    /// An argument stored in a property: a binding for `@Binding`, the value as the property's
    /// type holds it otherwise.
    private func wrapped(_ value: SwiftValue, _ property: Variable?) -> SwiftValue {
        if case .binding = value { return value }
        return coerce(value, to: property?.type)
    }

    /// `@Environment(\.key)`'s value in the audit's environment, and that the tree depends on it.
    func environmentValue(_ key: String, at range: SourceRange) -> SwiftValue {
        switch key {
        case "dynamicTypeSize", "sizeCategory":
            reads.insert(.category)
            return .dynamicTypeSize(environment.category)
        case "legibilityWeight":
            reads.insert(.legibilityWeight)
            return .member(type: "LegibilityWeight", name: environment.legibilityWeight == .bold ? "bold" : "regular", arguments: [])
        case "layoutDirection":
            reads.insert(.layoutDirection)
            return .member(type: "LayoutDirection", name: environment.isRightToLeft ? "rightToLeft" : "leftToRight", arguments: [])
        case "locale":
            reads.insert(.locale)
            return .instance(Instance(type: "Locale", properties: ["identifier": .string(environment.locale)]))
        case "displayScale":
            reads.insert(.displayScale)
            return .double(environment.displayScale)
        case "horizontalSizeClass":
            // An iPhone in portrait is compact across; nothing of the audit's makes it regular yet.
            return .member(type: "UserInterfaceSizeClass", name: "compact", arguments: [])
        case "verticalSizeClass":
            return .member(type: "UserInterfaceSizeClass", name: "regular", arguments: [])
        case "colorScheme":
            return .member(type: "ColorScheme", name: "light", arguments: [])
        case "isEnabled":
            return .bool(true)
        case "dfTheme":
            return .member(type: "DFTheme", name: "theme", arguments: [])
        default:
            note(.runtimeValue("the environment value '\(key)' is the app's: unknown"), at: range)
            return .unknown("the environment value \(key)")
        }
    }

    /// `@ScaledMetric`'s value: the base scaled like a custom font size relative to the style, at
    /// the audit's size, rounded to the pixel (as `UIFontMetrics.scaledValue` does).
    func scaledMetric(_ base: SwiftValue?, relativeTo style: String) -> SwiftValue {
        reads.formUnion([.category, .displayScale])
        guard let value = base.flatMap(Self.number) else { return .unknown("a scaled metric") }
        let textStyle = TextStyle(parsing: style) ?? .body
        return .double(textStyle.scaledMetric(value, at: environment.category, displayScale: environment.displayScale, scaling: scaling))
    }
}
