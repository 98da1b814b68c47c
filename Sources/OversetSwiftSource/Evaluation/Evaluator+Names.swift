import OversetLayout
import OversetStyle

/// Names and members: locals, `self`'s properties (property wrappers read through), the app's
/// types, statics and globals, and the members of SwiftUI's and Swift's own values.
extension Evaluator {
    /// The value a bare name has in `scope`.
    func value(named name: String, in scope: Scope, at range: SourceRange) throws(Stop) -> SwiftValue {
        if name == "self" { return scope.lookUp("self") ?? scope.receiver ?? .unknown("self") }
        if name.hasPrefix("$"), name.count > 1, Int(name.dropFirst()) == nil {
            return .binding(try value(named: String(name.dropFirst()), in: scope, at: range))
        }
        if let local = scope.lookUp(name) { return try read(local, at: range) }
        if let receiver = scope.lookUp("self") ?? scope.receiver, let found = try instanceMember(name, of: receiver, at: range) {
            return found
        }
        if let type = scope.type, let found = try staticMember(name, of: type, at: range) { return found }
        if let global = index.globals[name] {
            return try nested(nil, file: global.file, at: range) { () throws(Stop) in
                guard let initial = global.value.initialValue else { return .unknown("'\(name)'") }
                return coerce(try evaluate(initial, in: Scope(parent: nil)), to: global.value.type)
            }
        }
        if let function = index.functions[name]?.first {
            return .function(FunctionValue(function: function.value, receiver: nil, type: nil, scope: nil, file: function.file))
        }
        if index.type(named: name, in: scope.type) != nil || name.first?.isUppercase == true { return .type(name) }
        note(.unknownName(name), at: range)
        return .unknown("'\(name)'")
    }

    /// A stored value as code reads it: a property wrapper's value, a binding's value.
    func read(_ value: SwiftValue, at range: SourceRange) throws(Stop) -> SwiftValue {
        switch value {
        case .member(.some("@Environment"), let key, _): return environmentValue(key, at: range)
        case .member(.some("@ScaledMetric"), let style, let arguments): return scaledMetric(arguments.first?.value, relativeTo: style)
        case .binding(let inner): return inner
        default: return value
        }
    }

    /// A member of an instance of the app's types: a stored or computed property, or a method.
    func instanceMember(_ name: String, of receiver: SwiftValue, at range: SourceRange) throws(Stop) -> SwiftValue? {
        let type: DeclarationIndex.TypeInfo
        switch receiver {
        case .instance(let instance):
            guard let found = index.type(named: instance.type) else { return nil }
            if let stored = instance.properties[name] { return try read(stored, at: range) }
            type = found
        case .member(.some(let typeName), _, _):
            // A case of one of the app's enums: its computed properties and methods.
            guard let found = index.type(named: typeName) else { return nil }
            type = found
        default:
            return nil
        }
        if let computed = type.computedProperties[name], let body = computed.value.accessors.first(where: { $0.kind == .get })?.body {
            return try nested(name, file: computed.file, at: range) { () throws(Stop) in
                coerce(try run(body, in: Scope(parent: nil, receiver: receiver, type: type.name)).value, to: computed.value.type)
            }
        }
        if let method = type.methods[name]?.first {
            return .function(FunctionValue(function: method.value, receiver: receiver, type: type.name, scope: nil, file: method.file))
        }
        return nil
    }

    /// A static member of one of the app's types (or an enum case), or nil.
    func staticMember(_ name: String, of typeName: String, at range: SourceRange) throws(Stop) -> SwiftValue? {
        guard let type = index.type(named: typeName) else { return nil }
        if type.enumCases[name] != nil { return .member(type: type.name, name: name, arguments: []) }
        if let property = type.staticProperties[name] {
            return try nested(nil, file: property.file, at: range) { () throws(Stop) in
                let scope = Scope(parent: nil, type: type.name)
                if let body = property.value.accessors.first(where: { $0.kind == .get })?.body {
                    return coerce(try run(body, in: scope).value, to: property.value.type)
                }
                guard let initial = property.value.initialValue else { return .unknown("'\(typeName).\(name)'") }
                return coerce(try evaluate(initial, in: scope), to: property.value.type)
            }
        }
        if let method = type.staticMethods[name]?.first {
            return .function(FunctionValue(function: method.value, receiver: nil, type: type.name, scope: nil, file: method.file))
        }
        return nil
    }

    /// `base.name`.
    func member(_ name: String, of base: SwiftValue, at range: SourceRange, in scope: Scope) throws(Stop) -> SwiftValue {
        switch base {
        case .type(let typeName):
            if let found = try staticMember(name, of: typeName, at: range) { return found }
            if let found = Self.builtInStatic(name, of: typeName) { return found }
            if let view = searchUnavailable(typeName, name, nil, at: range) { return view }
            // `Color.red`, `Color.accentColor`: a view that takes what it is offered.
            if typeName == "Color" || typeName == "SwiftUI.Color" {
                recordCall(at: range, understood: true)
                var color = ViewNode(.color)
                color.source = source(range, view: "Color")
                return .view(color)
            }
            // An app's extension of a SwiftUI type: `extension Font { static let brand = … }`.
            return .member(type: typeName, name: name, arguments: [])
        case .instance(let instance):
            if let found = try instanceMember(name, of: base, at: range) { return found }
            // SwiftUI's and Foundation's values the evaluator makes (a `Locale`'s identifier).
            if let stored = instance.properties[name] { return stored }
        case .noValue:
            return .noValue
        case .unknown(let what):
            return .unknown("\(what).\(name)")
        default:
            if let found = try instanceMember(name, of: base, at: range) { return found }
            if let found = try builtInMember(name, of: base, at: range) { return found }
        }
        note(.unknownName("\(base.summary).\(name)"), at: range)
        return .unknown("\(base.summary).\(name)")
    }

    /// Members of Swift's and SwiftUI's values that views read.
    private func builtInMember(_ name: String, of base: SwiftValue, at range: SourceRange) throws(Stop) -> SwiftValue? {
        switch (base, name) {
        case (.dynamicTypeSize(let size), "isAccessibilitySize"), (.dynamicTypeSize(let size), "isAccessibilityCategory"):
            return .bool(size.isAccessibilitySize)
        case (.array(let items), "count"): return .int(items.count)
        case (.array(let items), "isEmpty"): return .bool(items.isEmpty)
        case (.array(let items), "first"): return items.first ?? .noValue
        case (.array(let items), "last"): return items.last ?? .noValue
        case (.array(let items), "indices"): return .range(lower: 0, upper: items.count, isClosed: false)
        case (.string(let text), "count"): return .int(text.count)
        case (.string(let text), "isEmpty"): return .bool(text.isEmpty)
        case (.literal(let literal), "isEmpty"), (.localizedKey(let literal), "isEmpty"): return .bool(literal.string.isEmpty)
        case (.range(let lower, let upper, let isClosed), "count"): return .int(max(0, upper - lower + (isClosed ? 1 : 0)))
        case (.tuple(let parts), _):
            if let index = Int(name), parts.indices.contains(index) { return parts[index].value }
            return parts.first { $0.label == name }?.value
        case (.member(.some("DFTheme"), _, _), "spacing"): return .member(type: "DFSpacing", name: "spacing", arguments: [])
        case (.member(.some("DFSpacing"), _, _), _): return .member(type: "DFSpacingToken", name: name, arguments: [])
        case (.member(.some(let type), _, _), "rawValue"):
            return try rawValue(of: base, type: type, at: range)
        case (.font(var font), _) where ["bold", "italic"].contains(name):
            if name == "bold" { font.weight = .bold } else { font.isItalic = true }
            return .font(font)
        case (.member(_, let caseName, _), _) where name == "description": return .string(caseName)
        case (.instance, _): return nil
        default:
            return nil
        }
    }

    /// `Double.infinity`, `CGFloat.zero`, `DynamicTypeSize.xLarge` and the like.
    static func builtInStatic(_ name: String, of typeName: String) -> SwiftValue? {
        switch (typeName, name) {
        case (_, "infinity") where ["CGFloat", "Double", "Float"].contains(typeName): return .double(.infinity)
        case (_, "zero") where ["CGFloat", "Double", "Float", "Int"].contains(typeName): return .double(0)
        case ("DynamicTypeSize", _), ("ContentSizeCategory", _): return DynamicTypeSize(parsing: name).map { .dynamicTypeSize($0) }
        default: return nil
        }
    }

    /// An app enum case's raw value: the one written, else its name (for a `String` enum).
    private func rawValue(of value: SwiftValue, type: String, at range: SourceRange) throws(Stop) -> SwiftValue? {
        guard case .member(_, let name, _) = value, let enumCase = index.type(named: type)?.enumCases[name] else { return nil }
        guard let raw = enumCase.rawValue else { return .string(name) }
        return coerce(try evaluate(raw, in: Scope(parent: nil)), to: nil)
    }
}
