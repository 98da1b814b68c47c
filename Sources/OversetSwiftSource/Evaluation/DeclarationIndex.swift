/// Every declaration of the app that evaluation can use, across all its files: its types (with
/// their extensions merged in), extensions of SwiftUI's types (`extension View` functions used as
/// modifiers, `extension Font` statics), top-level functions and constants, and previews.
struct DeclarationIndex: Sendable {
    /// A declaration and the file it is in.
    struct Located<Value: Sendable>: Sendable {
        var value: Value
        var file: SourceFile
    }

    /// One of the app's types, with the members of all its extensions.
    struct TypeInfo: Sendable {
        var name: String
        var kind: TypeDeclaration.Kind
        var inheritedTypes: [String] = []
        /// Stored properties in declaration order (the memberwise initializer's order).
        var storedProperties: [Located<Variable>] = []
        /// Computed properties by name.
        var computedProperties: [String: Located<Variable>] = [:]
        /// Methods by base name (overloads in declaration order).
        var methods: [String: [Located<Function>]] = [:]
        var initializers: [Located<Function>] = []
        /// `static let`/`static var` by name.
        var staticProperties: [String: Located<Variable>] = [:]
        var staticMethods: [String: [Located<Function>]] = [:]
        var enumCases: [String: EnumCase] = [:]
        /// Where the type is declared (its first declaration, not an extension).
        var location: SourceLocation?

        /// Whether the type conforms to `View` (or is a `ViewModifier`, `PreviewProvider`).
        func conforms(to name: String) -> Bool { inheritedTypes.contains { $0 == name || $0 == "SwiftUI." + name } }
    }

    /// A `#Preview` or one preview of a `PreviewProvider`.
    struct PreviewInfo: Sendable {
        /// `#Preview("Name")`'s name or `.previewDisplayName("Name")`; nil without one.
        var displayName: String?
        /// The statements that build it.
        var body: [Statement]
        var file: SourceFile
        var location: SourceLocation
    }

    private(set) var types: [String: TypeInfo] = [:]
    /// Top-level functions by base name.
    private(set) var functions: [String: [Located<Function>]] = [:]
    /// Top-level constants and variables by name.
    private(set) var globals: [String: Located<Variable>] = [:]
    /// Previews in file order.
    private(set) var previews: [PreviewInfo] = []
    /// The files read.
    let files: [ParsedFile]
    /// Nested types' qualified names by their own name.
    private var nestedTypeNames: [String: [String]] = [:]
    /// Every instance method name of the app's types.
    private var methodNames: Set<String> = []

    init(files: [ParsedFile]) {
        self.files = files
        for file in files {
            for declaration in file.declarations { add(declaration, file: file.source, enclosing: nil) }
        }
        collectPreviewProviders()
        for name in types.keys where name.contains(".") {
            nestedTypeNames[String(name.split(separator: ".").last!), default: []].append(name)
        }
        for type in types.values { methodNames.formUnion(type.methods.keys) }
    }

    /// The type named `name`, found as written or, inside `enclosing`, as a nested type.
    func type(named name: String, in enclosing: String? = nil) -> TypeInfo? {
        if let enclosing, let nested = types[enclosing + "." + name] { return nested }
        if let type = types[name] ?? types[String(name.split(separator: ".").last ?? "")] { return type }
        // A nested type named from outside its parent's body (`OverviewView` of `DetailView`),
        // when only one type has that name.
        guard let qualified = nestedTypeNames[name], qualified.count == 1 else { return nil }
        return types[qualified[0]]
    }

    /// Whether the app declares `key` in an `extension EnvironmentValues`: a key SwiftUI never
    /// reads, which changes nothing but the app's own views that read it.
    func declaresEnvironmentKey(_ key: String) -> Bool {
        types["EnvironmentValues"]?.computedProperties[key] != nil
    }

    /// Whether any of the app's types has an instance method `name`.
    func hasMethod(named name: String) -> Bool {
        methodNames.contains(name)
    }

    /// The app's view types, by name.
    var viewTypes: [TypeInfo] { types.values.filter { $0.conforms(to: "View") }.sorted { $0.name < $1.name } }

    private mutating func add(_ declaration: Declaration, file: SourceFile, enclosing: String?) {
        switch declaration.kind {
        case .type(let type):
            let name = type.kind == .extension || enclosing == nil ? type.name : enclosing! + "." + type.name
            var info = types[name] ?? TypeInfo(name: name, kind: type.kind)
            if type.kind != .extension {
                info.kind = type.kind
                info.location = file.location(of: declaration.range)
            }
            info.inheritedTypes += type.inheritedTypes
            types[name] = info
            for member in type.members { addMember(member, to: name, file: file) }
        case .function(let function):
            functions[function.name, default: []].append(Located(value: function, file: file))
        case .variable(let variable):
            if let name = variable.name { globals[name] = Located(value: variable, file: file) }
        case .macroExpansion(let macro):
            guard let preview = macro.preview else { return }
            previews.append(
                PreviewInfo(displayName: preview.displayName, body: preview.body.body, file: file, location: file.location(of: declaration.range)))
        case .moduleImport, .initializer, .enumCase, .typeAlias, .topLevelCode, .unknown:
            return
        }
    }

    private mutating func addMember(_ member: Declaration, to typeName: String, file: SourceFile) {
        switch member.kind {
        case .variable(let variable):
            guard let name = variable.name else { return }
            let located = Located(value: variable, file: file)
            if variable.isStatic {
                types[typeName]!.staticProperties[name] = located
            } else if variable.isComputed {
                types[typeName]!.computedProperties[name] = located
            } else {
                types[typeName]!.storedProperties.append(located)
            }
        case .function(let function):
            let located = Located(value: function, file: file)
            if function.isStatic {
                types[typeName]!.staticMethods[function.name, default: []].append(located)
            } else {
                types[typeName]!.methods[function.name, default: []].append(located)
            }
        case .initializer(let function):
            types[typeName]!.initializers.append(Located(value: function, file: file))
        case .enumCase(let enumCase):
            types[typeName]!.enumCases[enumCase.name] = enumCase
        case .type:
            add(member, file: file, enclosing: typeName)
        case .macroExpansion, .moduleImport, .typeAlias, .topLevelCode, .unknown:
            add(member, file: file, enclosing: typeName)
        }
    }

    /// Each `PreviewProvider`'s `static var previews` is a preview (a `Group` of several is one
    /// screen, as Xcode's canvas shows it).
    private mutating func collectPreviewProviders() {
        for type in types.values.sorted(by: { $0.name < $1.name }) where type.conforms(to: "PreviewProvider") {
            guard let previews = type.staticProperties["previews"], let body = previews.value.accessors.first(where: { $0.kind == .get })?.body
            else { continue }
            self.previews.append(
                PreviewInfo(
                    displayName: Self.previewDisplayName(in: body), body: body, file: previews.file,
                    location: type.location ?? previews.file.location(at: 0)))
        }
    }

    /// The name `.previewDisplayName("Name")` gives the view a preview's body ends with, found
    /// along its chain of modifiers.
    static func previewDisplayName(in body: [Statement]) -> String? {
        var expression: Expression
        switch body.last?.kind {
        case .expression(let last)?, .return(let last?)?: expression = last
        default: return nil
        }
        while case .call(let callee, let arguments) = expression.kind, case .memberAccess(let base, let name) = callee.kind {
            if name == "previewDisplayName", case .stringLiteral(let displayName)? = arguments.first?.value.kind { return displayName }
            expression = base
        }
        return nil
    }
}
