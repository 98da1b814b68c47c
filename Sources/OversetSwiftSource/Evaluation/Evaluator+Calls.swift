import OversetLayout

/// One argument of a call, evaluated.
struct CallArgument {
    var label: String?
    var value: SwiftValue
    var range: SourceRange
}

/// Calls: the app's functions, methods, initializers and closures, SwiftUI's views and modifiers,
/// and the few Swift functions views use.
extension Evaluator {
    /// `callee(arguments)`.
    func call(_ callee: Expression, _ arguments: [Argument], at range: SourceRange, in scope: Scope) throws(Stop) -> SwiftValue {
        let undrawn = undrawnArguments(of: callee, in: scope)
        let evaluated = try arguments.map { argument throws(Stop) in
            guard let label = argument.label, undrawn.contains(label) else {
                return CallArgument(label: argument.label, value: try evaluate(argument.value, in: scope), range: argument.range)
            }
            return CallArgument(label: label, value: .noValue, range: argument.range)
        }
        switch callee.kind {
        case .memberAccess(let base, let name):
            return try callMember(name, on: try evaluate(base, in: scope), evaluated, at: range, nameRange: callee.range, in: scope)
        case .implicitMember(let name):
            return .member(type: nil, name: name, arguments: evaluated.map { ($0.label, $0.value) })
        case .identifier(let name):
            return try callNamed(name, evaluated, at: range, in: scope)
        case .specialized(let base, _):
            return try call(base, arguments, at: range, in: scope)
        default:
            return try callValue(try evaluate(callee, in: scope), evaluated, at: range)
        }
    }

    /// The arguments of a SwiftUI control that are never drawn — where it goes, what it does, what
    /// it binds — left unevaluated, as SwiftUI builds a destination only when it is shown.
    private func undrawnArguments(of callee: Expression, in scope: Scope) -> Set<String> {
        guard case .identifier(let name) = callee.kind, let kind = Self.viewKinds[name],
            index.type(named: name, in: scope.type).map({ $0.kind == .extension }) ?? true
        else { return [] }
        switch kind {
        case .button, .navigationLink, .menu, .link, .toggle: return ["destination", "action", "value", "isOn", "role", "primaryAction"]
        case .stepper: return ["value", "in", "step", "onIncrement", "onDecrement", "onEditingChanged", "format"]
        case .slider: return ["value", "in", "step", "onEditingChanged"]
        case .shareLink: return ["item", "items", "subject", "message", "preview"]
        default: return []
        }
    }

    /// `name(arguments)`: a local closure or function, a method of `self`, a static method, the
    /// app's function or type, a SwiftUI view, or a Swift function.
    private func callNamed(_ name: String, _ arguments: [CallArgument], at range: SourceRange, in scope: Scope) throws(Stop) -> SwiftValue {
        if let local = scope.lookUp(name) { return try callValue(local, arguments, at: range) }
        let receiver = scope.lookUp("self") ?? scope.receiver
        if let receiver, let method = try instanceMember(name, of: receiver, at: range), case .function = method {
            return try callValue(method, arguments, at: range)
        }
        if let type = scope.type, let method = try staticMember(name, of: type, at: range), case .function = method {
            return try callValue(method, arguments, at: range)
        }
        if let function = index.functions[name]?.first(where: { fits($0.value.parameters, arguments) }) ?? index.functions[name]?.first {
            return try callFunction(FunctionValue(function: function.value, receiver: nil, type: nil, scope: nil, file: function.file), arguments, at: range)
        }
        // An app's `extension Text` or `extension Color` does not make `Text(…)` one of its types.
        if let type = index.type(named: name, in: scope.type), type.kind != .extension { return try instantiate(type, arguments, at: range) }
        if let view = try swiftUIView(name, arguments, at: range, in: scope) {
            recordCall(at: range, understood: true)
            return view
        }
        // `AnyView(view)` erases the type only.
        if name == "AnyView", let wrapped = arguments.first, case .view = wrapped.value {
            recordCall(at: range, understood: true)
            return wrapped.value
        }
        if let value = Self.swiftFunction(name, arguments) { return value }
        // In `extension View`, `modifier(…)` and `padding()` apply to the view itself.
        if case .view(let node)? = receiver { return try applyModifier(name, arguments, to: node, at: range, in: scope) }
        return unknownCall(name, at: range)
    }

    /// A call of a name nothing declares: a capitalized one is taken for a view of a library
    /// Overset does not know (a flexible placeholder), others for a function (an unknown value).
    func unknownCall(_ name: String, at range: SourceRange) -> SwiftValue {
        recordCall(at: range, understood: false)
        guard name.first?.isUppercase == true, !Self.dataTypes.contains(name) else {
            note(.unknownCall(name), at: range)
            return .unknown("the result of \(name)(…)")
        }
        note(.unknownView(name), at: range)
        var placeholder = ViewNode(.color)
        placeholder.source = source(range, view: name)
        return .view(placeholder)
    }

    /// Foundation's and Swift's types whose values are data, never views.
    static let dataTypes: Set<String> = [
        "Date", "UUID", "URL", "Data", "Decimal", "Calendar", "DateComponents", "Locale", "TimeZone", "Measurement", "NumberFormatter",
        "DateFormatter", "AttributedString", "NSAttributedString", "Set", "Dictionary", "IndexSet", "Task", "Timer", "JSONDecoder",
        "UserDefaults", "Bundle", "Notification", "NotificationCenter", "Binding", "State", "ObservedObject", "Published",
    ]

    /// `base.name(arguments)`.
    func callMember(
        _ name: String, on base: SwiftValue, _ arguments: [CallArgument], at range: SourceRange, nameRange: SourceRange, in scope: Scope
    ) throws(Stop) -> SwiftValue {
        switch base {
        case .view(let node):
            return try applyModifier(name, arguments, to: node, at: range, in: scope)
        case .type(let typeName):
            if let method = try staticMember(name, of: typeName, at: range), case .function = method {
                return try callValue(method, arguments, at: range)
            }
            if name == "init", let type = index.type(named: typeName), type.kind != .extension { return try instantiate(type, arguments, at: range) }
            if let font = Self.font(typeName, name, arguments) { return .font(font) }
            if let view = searchUnavailable(typeName, name, arguments, at: range) { return view }
            return .member(type: typeName, name: name, arguments: arguments.map { ($0.label, $0.value) })
        case .instance:
            if let method = try instanceMember(name, of: base, at: range) { return try callValue(method, arguments, at: range) }
        case .font(let font):
            return .font(Self.modifying(font, name, arguments))
        case .member(let type, _, _) where type == nil || type == "Font":
            if Self.fontMethods.contains(name), let font = fontValue(base) { return .font(Self.modifying(font, name, arguments)) }
        case .array(let items):
            if let value = try collectionMethod(name, items, arguments, at: range) { return value }
        case .string(let text):
            if let value = Self.stringMethod(name, text) { return value }
        case .literal(let literal), .localizedKey(let literal):
            if let value = Self.stringMethod(name, literal.string) { return value }
        case .unknown(let what):
            return .unknown("\(what).\(name)(…)")
        case .noValue:
            return .noValue
        default:
            break
        }
        if case .int = base, name == "formatted" { return .string(Self.text(of: base) ?? "") }
        if case .double = base, name == "formatted" { return .string(Self.text(of: base, specifier: "%g") ?? "") }
        note(.unknownCall("\(base.summary).\(name)"), at: nameRange)
        return .unknown("\(base.summary).\(name)(…)")
    }

    /// Calls a closure, a function, or a type (an initializer).
    func callValue(_ target: SwiftValue, _ arguments: [CallArgument], at range: SourceRange) throws(Stop) -> SwiftValue {
        switch target {
        case .closure(let closure): return try callClosure(closure, arguments.map(\.value), at: range)
        case .function(let function): return try callFunction(function, arguments, at: range)
        case .type(let name):
            if let type = index.type(named: name) { return try instantiate(type, arguments, at: range) }
            return unknownCall(name, at: range)
        case .binding(let inner): return try callValue(inner, arguments, at: range)
        default: return .unknown("a call of \(target.summary)")
        }
    }

    /// Runs a closure with `values` for its parameters (and `$0`, `$1`, …): its value.
    func callClosure(_ closure: ClosureValue, _ values: [SwiftValue], at range: SourceRange) throws(Stop) -> SwiftValue {
        try runClosure(closure, values, at: range).value
    }

    /// Runs a closure with `values` for its parameters: what its body built.
    func runClosure(_ closure: ClosureValue, _ values: [SwiftValue], at range: SourceRange) throws(Stop) -> BodyResult {
        try nested(nil, file: closure.file, at: range) { () throws(Stop) in
            let scope = Scope(parent: closure.scope)
            for (position, value) in values.enumerated() {
                scope.declare("$\(position)", value)
                if position < closure.closure.parameters.count {
                    let parameter = closure.closure.parameters[position]
                    scope.declare(parameter.name, coerce(value, to: parameter.type), type: parameter.type)
                }
            }
            // A closure of one tuple parameter written with two names (`{ index, item in }`).
            if values.count == 1, closure.closure.parameters.count > 1, case .tuple(let parts) = values[0] {
                for (parameter, part) in zip(closure.closure.parameters, parts) { scope.declare(parameter.name, part.value) }
            }
            return try run(closure.closure.body, in: scope)
        }
    }

    /// Runs one of the app's functions with `arguments` bound to its parameters by label.
    func callFunction(_ function: FunctionValue, _ arguments: [CallArgument], at range: SourceRange) throws(Stop) -> SwiftValue {
        guard let body = function.function.body else { return .unknown("the requirement \(function.function.name)") }
        return try nested(function.function.name, file: function.file, at: range) { () throws(Stop) in
            let scope = Scope(parent: function.scope, receiver: function.receiver, type: function.type)
            try bindParameters(function.function.parameters, arguments, in: scope)
            return coerce(try run(body, in: scope).value, to: function.function.resultType)
        }
    }

    /// Declares each parameter in `scope`: the argument with its label (unlabelled ones in
    /// order), else its default value.
    func bindParameters(_ parameters: [Parameter], _ arguments: [CallArgument], in scope: Scope) throws(Stop) {
        var remaining = arguments
        for parameter in parameters {
            let position = Self.argument(for: parameter, in: remaining)
            let value: SwiftValue
            if let position {
                value = remaining.remove(at: position).value
            } else if let fallback = parameter.defaultValue {
                value = try evaluate(fallback, in: scope)
            } else {
                value = .unknown("the argument '\(parameter.name)'")
            }
            scope.declare(parameter.name, coerce(value, to: parameter.type), type: parameter.type)
        }
    }

    /// Whether `arguments` can be passed to `parameters`: every label is a parameter's, and
    /// every parameter without a default is given.
    func fits(_ parameters: [Parameter], _ arguments: [CallArgument]) -> Bool {
        var remaining = arguments
        for parameter in parameters {
            if let position = Self.argument(for: parameter, in: remaining) {
                remaining.remove(at: position)
            } else if parameter.defaultValue == nil, !(parameter.type ?? "").contains("...") {
                return false
            }
        }
        return remaining.isEmpty
    }

    /// Which of `arguments` `parameter` takes: the one with its label, else for a parameter of a
    /// function type an unlabelled trailing closure (Swift's forward scan: `Card { … }` for
    /// `init(@ViewBuilder content: () -> Content)`).
    static func argument(for parameter: Parameter, in arguments: [CallArgument]) -> Int? {
        if let labelled = arguments.firstIndex(where: { $0.label == parameter.label }) { return labelled }
        guard parameter.label != nil, parameter.type?.contains("->") == true else { return nil }
        return arguments.firstIndex {
            if case .closure = $0.value { return $0.label == nil }
            return false
        }
    }

    /// The style types whose initializers (`PlainListStyle()`) name a style.
    static let styleSuffixes = ["ListStyle", "LabelStyle", "TextFieldStyle", "ButtonStyle", "ProgressViewStyle", "PickerStyle"]

    /// The style a style type's initializer stands for: `PlainListStyle()` is `.plain` of
    /// `ListStyle`, `RoundedBorderTextFieldStyle()` `.roundedBorder`, and the `Default…Style()`s
    /// `.automatic` (the older spellings); nil for another type.
    static func style(ofType name: String) -> (suffix: String, member: String)? {
        guard let suffix = styleSuffixes.first(where: { name.hasSuffix($0) && name != $0 }) else { return nil }
        let style = name.dropLast(suffix.count)
        return (suffix, style == "Default" ? "automatic" : style.prefix(1).lowercased() + style.dropFirst())
    }

    /// `min`, `max`, `abs` and the numeric and string conversions views use.
    static func swiftFunction(_ name: String, _ arguments: [CallArgument]) -> SwiftValue? {
        let values = arguments.map(\.value)
        switch name {
        case "min", "max":
            let numbers = values.compactMap(number)
            guard numbers.count == values.count, !numbers.isEmpty else { return nil }
            let result = name == "min" ? numbers.min()! : numbers.max()!
            if values.allSatisfy({ if case .int = $0 { return true } else { return false } }) { return .int(Int(result)) }
            return .double(result)
        case "abs":
            if case .int(let number)? = values.first { return .int(abs(number)) }
            return values.first.flatMap(number).map { .double(abs($0)) }
        case "CGFloat", "Double", "Float": return values.first.flatMap(number).map { .double($0) }
        case "Int": return values.first.flatMap(number).map { .int(Int($0)) }
        case "String": return values.first.flatMap { text(of: $0) }.map { .string($0) } ?? values.first.map { .unknown("String(\($0.summary))") }
        case "LocalizedStringKey":
            if case .literal(let literal)? = values.first { return .localizedKey(literal) }
            if case .string(let text)? = values.first { return .localizedKey(TextLiteral(text)) }
            return nil
        case "GridItem":
            // A lazy grid's column or row, read by the grid (`Evaluator+Controls.swift`).
            return .member(type: "GridItem", name: "init", arguments: arguments.map { ($0.label, $0.value) })
        case "EdgeInsets", "CGSize", "CGPoint":
            // A list row's insets, read by `listRowInsets`; a ratio's sides, read by `aspectRatio`
            // (`Evaluator+Modifiers.swift`).
            return .member(type: name, name: "init", arguments: arguments.map { ($0.label, $0.value) })
        case _ where Self.style(ofType: name) != nil:
            let (suffix, member) = Self.style(ofType: name)!
            return .member(type: suffix, name: member, arguments: [])
        case "Array":
            if arguments.map(\.label) == ["repeating", "count"], case .int(let count) = values[1] {
                return .array(Array(repeating: values[0], count: min(max(0, count), 10_000)))
            }
            guard let first = values.first else { return .array([]) }
            if case .array = first { return first }
            if case .range(let lower, let upper, let isClosed) = first {
                return .array(Array(lower..<(isClosed ? upper + 1 : upper)).prefix(10_000).map { .int($0) })
            }
            return nil
        default: return nil
        }
    }
}
