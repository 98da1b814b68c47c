import OversetLayout

/// Modifiers applied to a view: SwiftUI's through the vocabulary (`ModifierKind`, a case each),
/// then the app's own (`extension View` functions, `ViewModifier`s through `.modifier(_:)`).
extension Evaluator {
    /// The previews' own modifiers: they say how Xcode shows a preview and change no layout.
    static let previewModifiers: Set<String> = ["previewDisplayName", "previewLayout", "previewDevice", "previewInterfaceOrientation", "previewContext"]

    /// The modifiers read here besides the vocabulary's (`ModifierKind`).
    static let understoodModifiers: Set<String> = previewModifiers.union(["id", "modifier"])

    /// `node.name(arguments)`.
    func applyModifier(_ name: String, _ arguments: [CallArgument], to node: ViewNode, at range: SourceRange, in scope: Scope) throws(Stop) -> SwiftValue {
        let given = ViewArguments(arguments)
        if let kind = ModifierKind(rawValue: name) {
            // A style Overset does not lay out (`.carousel`, an app's own) is not understood.
            if Self.styleModifiers.contains(kind), !Self.isLaidOutStyle(kind, given.first) {
                recordCall(at: range, understood: false)
                note(.unknownModifier("\(name)(\(given.first?.summary ?? ""))"), at: range)
                return .view(node)
            }
            // A guide or a value it cannot read is not understood (`Evaluator+AlignmentGuide.swift`).
            if kind == .alignmentGuide, try alignmentGuide(given, at: range) == nil {
                recordCall(at: range, understood: false)
                note(.unknownModifier("alignmentGuide(\(given.first?.summary ?? ""))"), at: range)
                return .view(node)
            }
            recordCall(at: range, understood: true)
            var modified = node
            let added = try modifiers(kind, given, at: range)
            if Self.hasProxyLength(arguments), !added.contains(where: Self.readsProxyLengths) {
                note(.unsupportedSyntax("\(name) with a length from a GeometryReader's size"), at: range)
            }
            modified.modifiers += added
            return .view(modified)
        }
        switch name {
        case "id":
            recordCall(at: range, understood: true)
            var named = node
            // Only a string names a view in paths; SwiftUI's other identities change nothing here.
            if let id = given.first.flatMap(Self.plainText) { named.id = id }
            return .view(named)
        case "modifier":
            if case .instance(let instance)? = given.first, let type = index.type(named: instance.type),
                let method = type.methods["body"]?.first
            {
                recordCall(at: range, understood: true)
                let function = FunctionValue(function: method.value, receiver: .instance(instance), type: type.name, scope: nil, file: method.file)
                return try callFunction(function, [CallArgument(label: "content", value: .view(node), range: range)], at: range)
            }
        case "environment":
            if let environment = try environment(given, on: node, at: range, in: scope) { return environment }
        case _ where Self.previewModifiers.contains(name):
            recordCall(at: range, understood: true)
            return .view(node)
        default:
            // The app's extension of the view's own SwiftUI type (`extension Text`), then of `View`.
            for typeName in [Self.swiftUITypeName(of: node), "View"].compactMap({ $0 }) {
                guard let extensionFunction = index.type(named: typeName)?.methods[name]?.first(where: { fits($0.value.parameters, arguments) })
                else { continue }
                recordCall(at: range, understood: true)
                let function = FunctionValue(
                    function: extensionFunction.value, receiver: .view(node), type: typeName, scope: nil, file: extensionFunction.file)
                return try callFunction(function, arguments, at: range)
            }
        }
        recordCall(at: range, understood: false)
        note(.unknownModifier(name), at: range)
        return .view(node)
    }

    /// Whether an argument is a length from a `GeometryReader`'s size.
    static func hasProxyLength(_ arguments: [CallArgument]) -> Bool {
        arguments.contains { if case .proxyLength = $0.value { return true } else { return false } }
    }

    /// Whether the modifier takes lengths from a `GeometryReader`'s size: the others are noted,
    /// since a length they cannot read would be dropped.
    private static func readsProxyLengths(_ modifier: Modifier) -> Bool {
        switch modifier {
        case .proxyFrame, .padding(_, .proxy?): return true
        default: return false
        }
    }

    /// `environment(\.key, value)` keys that are text settings, read as those modifiers.
    static let textEnvironmentKeys: Set<String> = [
        "font", "lineLimit", "multilineTextAlignment", "truncationMode", "minimumScaleFactor", "dynamicTypeSize", "allowsTightening", "lineSpacing",
    ]

    /// `environment(\.key, value)` keys that change nothing in layout: colours, data, actions.
    static let neutralEnvironmentKeys: Set<String> = [
        "colorScheme", "managedObjectContext", "modelContext", "openURL", "editMode", "isEnabled", "backgroundStyle", "symbolRenderingMode",
        "dismiss", "scenePhase", "refresh", "isSearching", "redactionReasons",
    ]

    /// `environment(\.font, .body)` as `font(.body)` (likewise every text setting's key); a key
    /// of no layout effect, a key the app declares (`extension EnvironmentValues`: only the app's
    /// views read it, and their reading is evaluated), or an object (`environment(model)`),
    /// leaves the view as it is; any other key is not understood (nil).
    private func environment(_ given: ViewArguments, on node: ViewNode, at range: SourceRange, in scope: Scope) throws(Stop) -> SwiftValue? {
        guard case .member(.some("KeyPath"), let key, _)? = given.first else {
            recordCall(at: range, understood: true)
            return .view(node)
        }
        if Self.textEnvironmentKeys.contains(key), let value = given.all.dropFirst().first {
            return try applyModifier(key, [CallArgument(label: nil, value: value.value, range: value.range)], to: node, at: range, in: scope)
        }
        guard Self.neutralEnvironmentKeys.contains(key) || index.declaresEnvironmentKey(key) else { return nil }
        recordCall(at: range, understood: true)
        return .view(node)
    }

    /// The SwiftUI type whose extensions apply to a view: `Text`, `Image`; nil for others.
    static func swiftUITypeName(of node: ViewNode) -> String? {
        switch node.kind {
        case .text: return "Text"
        case .symbol, .box, .image: return "Image"
        default: return nil
        }
    }

    /// The style modifiers understood for the styles Overset lays out only.
    static let styleModifiers: Set<ModifierKind> = [
        .listStyle, .labelStyle, .textFieldStyle, .buttonStyle, .controlSize, .progressViewStyle, .pickerStyle, .toolbarTitleDisplayMode,
    ]

    /// Whether `value` names a style of `kind` that Overset lays out.
    static func isLaidOutStyle(_ kind: ModifierKind, _ value: SwiftValue?) -> Bool {
        styleName(value).map { isLaidOutStyle(kind, named: $0) } ?? false
    }

    /// Whether `name` is a style of `kind` that Overset lays out.
    static func isLaidOutStyle(_ kind: ModifierKind, named name: String) -> Bool {
        switch kind {
        case .listStyle: return ListStyle(rawValue: name) != nil
        case .labelStyle: return LabelStyle(rawValue: name) != nil
        case .textFieldStyle: return TextFieldStyle(rawValue: name) != nil
        case .buttonStyle: return ButtonStyle(rawValue: name) != nil
        case .controlSize: return ControlSize(rawValue: name) != nil
        case .progressViewStyle: return ProgressViewStyle(rawValue: name) != nil
        case .pickerStyle: return PickerStyle(rawValue: name) != nil
        case .toolbarTitleDisplayMode: return NavigationBarItem.TitleDisplayMode(rawValue: name) != nil
        default: return true
        }
    }

    /// `listSectionSpacing(.compact)`, `(.default)`, `(.custom(12))` or `(12)`.
    static func sectionSpacing(_ value: SwiftValue?) -> ListSectionSpacing? {
        guard let value else { return nil }
        if let points = number(value) { return .points(points) }
        if case .member(_, "custom", let arguments) = value { return arguments.first.flatMap { number($0.value) }.map { .points($0) } }
        switch memberName(value) {
        case "compact": return .compact
        case "default": return .default
        default: return nil
        }
    }

    /// `aspectRatio(1.5, …)` or `aspectRatio(CGSize(width: 16, height: 9), …)`: width ÷ height.
    static func aspectRatio(_ value: SwiftValue) -> Double? {
        if let ratio = number(value) { return ratio }
        guard case .member(let type, "init", let arguments) = value, type == nil || type == "CGSize" else { return nil }
        let width = arguments.first { $0.label == "width" }.flatMap { number($0.value) }
        let height = arguments.first { $0.label == "height" }.flatMap { number($0.value) }
        guard let width, let height, height > 0 else { return nil }
        return width / height
    }

    /// A style's name: `.plain`, or `PlainListStyle()` (which `swiftFunction` reads as `.plain`).
    static func styleName(_ value: SwiftValue?) -> String? {
        value.flatMap(memberName)
    }

    /// `.plain`, `.insetGrouped`, … (also `PlainListStyle()`, which `swiftFunction` reads as `.plain`).
    static func listStyle(_ value: SwiftValue?) -> ListStyle? {
        value.flatMap(memberName).flatMap(ListStyle.init(rawValue:))
    }

    /// `EdgeInsets(top:leading:bottom:trailing:)` or `.init(…)`, a missing edge 0 as in SwiftUI;
    /// nil for `nil` or a value only the running app knows.
    static func edgeInsets(_ value: SwiftValue) -> EdgeInsets? {
        guard case .member(let type, "init", let arguments) = value, type == nil || type == "EdgeInsets" else { return nil }
        func side(_ label: String) -> Double { arguments.first { $0.label == label }.flatMap { number($0.value) } ?? 0 }
        return EdgeInsets(top: side("top"), leading: side("leading"), bottom: side("bottom"), trailing: side("trailing"))
    }
}
