import OversetLayout
import OversetStyle

/// SwiftUI's and DesignFoundation's views, built from their initializers' arguments through the
/// vocabulary (`ViewKind`): the switch has a case per kind, so a kind the source front end cannot
/// read does not compile.
extension Evaluator {
    /// The view kind each initializer's name builds; shapes lay out as colours, lazy stacks as stacks.
    static let viewKinds: [String: ViewKind] = {
        var kinds: [String: ViewKind] = [:]
        for kind in ViewKind.allCases where kind.declaration.origin != .overset {
            kinds[String(kind.declaration.swiftName.prefix { $0 != "(" })] = kind
        }
        // Shapes and gradients take what they are offered, as colours do.
        for shape in [
            "Rectangle", "Circle", "Capsule", "Ellipse", "RoundedRectangle", "UnevenRoundedRectangle", "ContainerRelativeShape", "LinearGradient",
            "RadialGradient", "AngularGradient", "EllipticalGradient",
        ] {
            kinds[shape] = .color
        }
        kinds["LazyVStack"] = .vstack
        kinds["LazyHStack"] = .hstack
        kinds["DFText"] = .text
        kinds["DFDivider"] = .divider
        kinds["NavigationView"] = .navigationStack
        return kinds
    }()

    /// The view `name(arguments)` builds, or nil when it names no view Overset knows.
    func swiftUIView(_ name: String, _ arguments: [CallArgument], at range: SourceRange, in scope: Scope) throws(Stop) -> SwiftValue? {
        guard let kind = Self.viewKinds[name] else { return nil }
        // Only a stack's spacing reads a length from a GeometryReader's size.
        if Self.hasProxyLength(arguments), kind != .hstack, kind != .vstack {
            note(.unsupportedSyntax("\(name) with a length from a GeometryReader's size"), at: range)
        }
        var node = try view(kind, ViewArguments(arguments), at: range)
        node.source = source(range, view: name)
        return .view(node)
    }

    private func view(_ kind: ViewKind, _ arguments: ViewArguments, at range: SourceRange) throws(Stop) -> ViewNode {
        switch kind {
        case .text:
            return ViewNode(.text(textContent(arguments, at: range), style: arguments["style"].flatMap(Self.memberName)))
        case .hstack, .vstack:
            let axis: Axis = kind == .hstack ? .horizontal : .vertical
            let alignment = arguments["alignment"].flatMap { axis == .horizontal ? verticalAlignment($0) : horizontalAlignment($0) }
            return ViewNode(
                .stack(
                    axis, spacing: arguments["spacing"].flatMap(length), alignment: alignment ?? .center,
                    children: try content(arguments.content, at: range)))
        case .zstack:
            return ViewNode(.zstack(alignment: arguments["alignment"].flatMap(Self.alignment) ?? .center, children: try content(arguments.content, at: range)))
        case .spacer:
            return ViewNode(.spacer(minLength: arguments["minLength"].flatMap(Self.number)))
        case .divider:
            return ViewNode(.divider)
        case .color:
            return ViewNode(.color)
        case .frameBox:
            return ViewNode(.box(width: arguments["width"].flatMap(Self.number), height: arguments["height"].flatMap(Self.number)))
        case .scroll:
            let axis: Axis = arguments.first.flatMap(Self.memberName) == "horizontal" ? .horizontal : .vertical
            return ViewNode(.scroll(axis, children: try content(arguments.content, at: range)))
        case .group:
            return ViewNode(.group(try content(arguments.content, at: range)))
        case .forEach:
            return ViewNode(.group(try forEach(arguments, at: range)))
        case .viewThatFits:
            var axes: Axis.Set = [.horizontal, .vertical]
            if let given = arguments["in"].flatMap(Self.memberName) { axes = given == "horizontal" ? .horizontal : .vertical }
            return ViewNode(.viewThatFits(axes: axes, children: try content(arguments.content, at: range)))
        case .empty:
            return ViewNode(.group([]))
        case .symbol, .image:
            // `Image` names both: a symbol by `systemName:`, else an asset.
            guard case .some(let name) = arguments["systemName"].flatMap(Self.plainText) else {
                // An asset's size is in the app's asset catalog, which Overset does not read.
                note(.approximated("an asset image's size is not known: it is laid out at the size it is offered"), at: range)
                return ViewNode(.image(name: arguments.first.flatMap(Self.plainText) ?? "", width: nil, height: nil))
            }
            return ViewNode(.symbol(name: name))
        case .button, .navigationLink, .menu, .link, .label, .toggle, .navigationStack, .toolbarItem, .toolbarItemGroup, .list, .form, .section, .tabView,
            .progressView, .textField,
            .secureField, .picker, .lazyVGrid, .lazyHGrid:
            return try control(kind, arguments, at: range)
        case .labeledContent, .contentUnavailableView, .stepper, .slider, .shareLink, .disclosureGroup, .textEditor:
            return try moreControl(kind, arguments, at: range)
        case .grid:
            return .grid(
                alignment: arguments["alignment"].flatMap(Self.alignment) ?? .center,
                horizontalSpacing: arguments["horizontalSpacing"].flatMap(Self.number), verticalSpacing: arguments["verticalSpacing"].flatMap(Self.number),
                try content(arguments.content, at: range))
        case .gridRow:
            let alignment = arguments["alignment"].flatMap(Self.memberName).flatMap(VerticalAlignment.init(rawValue:))
            if let baseline = alignment, baseline == .firstTextBaseline || baseline == .lastTextBaseline {
                note(
                    .approximated("a grid row's \(baseline.rawValue) alignment is laid out as its \(baseline == .firstTextBaseline ? "top" : "bottom")"),
                    at: range)
            }
            return .gridRow(alignment: alignment, try content(arguments.content, at: range))
        case .geometryReader:
            return .geometryReader(try content(arguments.content, [.geometryProxy], at: range))
        case .dfCard:
            return ViewNode(.component(.card(style: .elevated, children: try content(arguments.content, at: range))))
        case .dfListRow:
            return ViewNode(
                .component(
                    .listRow(
                        title: textContent(arguments.first, at: range), subtitle: arguments["subtitle"].map { textContent($0, at: range) },
                        icon: arguments["icon"].flatMap(Self.plainText), value: arguments["value"].map { textContent($0, at: range) },
                        hasChevron: arguments["chevron"].flatMap(Self.bool) ?? false)))
        case .dfBadge:
            return ViewNode(.component(.badge(textContent(arguments["text"] ?? arguments.first, at: range))))
        case .dfAvatar:
            return ViewNode(.component(.avatar(size: arguments["size"].flatMap(Self.number))))
        case .dfIcon:
            return ViewNode(.component(.icon(name: arguments.first.flatMap(Self.plainText) ?? "", size: iconSize(arguments["size"]))))
        case .dfButton:
            return ViewNode(.component(.button(textContent(arguments.first, at: range))))
        case .dfToggle:
            return ViewNode(.component(.toggle(textContent(arguments.first, at: range))))
        case .dfSkeleton:
            return ViewNode(.component(.skeleton(width: arguments["width"].flatMap(Self.number), height: arguments["height"].flatMap(Self.number))))
        }
    }

    /// The views a builder closure makes, one per view statement (a `ForEach` or `Group` stays
    /// one view, as in SwiftUI's trees).
    func content(_ value: SwiftValue?, _ parameters: [SwiftValue] = [], at range: SourceRange) throws(Stop) -> [ViewNode] {
        switch value {
        case .closure(let closure)?:
            let result = try runClosure(closure, parameters, at: range)
            guard let returned = result.returned else { return result.views }
            if case .view(let node) = returned { return [node] }
            return []
        case .view(let node)?:
            return [node]
        default:
            return []
        }
    }

    /// `ForEach(data, id:) { item in … }`: the content for each element. Data only the app has
    /// is laid out as one row of sample values, with a note.
    func forEach(_ arguments: ViewArguments, at range: SourceRange) throws(Stop) -> [ViewNode] {
        guard let data = arguments.first else { return [] }
        var elements = elements(of: data)
        if elements == nil {
            note(.runtimeValue("ForEach over \(data.summary): laid out as one row of sample values"), at: range)
            elements = [.unknown("an element of \(data.summary)")]
        }
        var views: [ViewNode] = []
        for element in elements ?? [] {
            views += try content(arguments.content, [element], at: range)
        }
        return views
    }

    /// What a `Text` shows: a literal or key, a `String` verbatim, or for a value only the app
    /// has, a sample string (with a note).
    func textContent(_ arguments: ViewArguments, at range: SourceRange) -> TextContent {
        if let verbatim = arguments["verbatim"] {
            return TextContent(Self.plainText(verbatim) ?? TextContent.sampleString, isVerbatim: true)
        }
        return textContent(arguments.first, at: range)
    }

    /// A text argument as `Text(_:)` reads it.
    func textContent(_ value: SwiftValue?, at range: SourceRange) -> TextContent {
        switch value {
        case .literal(let literal)?, .localizedKey(let literal)?:
            var content = literal.textContent
            content.isMarkdown = literal.arguments.isEmpty && literal.string.contains { "*_`~[".contains($0) }
            return content
        case .string(let text)?:
            return TextContent(text, isVerbatim: true)
        case let other?:
            if let text = Self.text(of: other) { return TextContent(text, isVerbatim: true) }
            note(.runtimeValue("Text of \(other.summary): laid out with a sample string"), at: range)
            return TextContent(TextContent.sampleString, isVerbatim: true)
        case nil:
            return TextContent("")
        }
    }

    private func iconSize(_ value: SwiftValue?) -> IconSize {
        switch value.flatMap(Self.memberName) {
        case "sm": return .sm
        case "lg": return .lg
        case "xl": return .xl
        default: return value.flatMap(Self.number).map { .points($0) } ?? .md
        }
    }
}

/// A call's evaluated arguments, read by label, position and trailing closure.
struct ViewArguments {
    let all: [CallArgument]

    init(_ all: [CallArgument]) { self.all = all }

    /// The argument with `label`.
    subscript(label: String) -> SwiftValue? { all.first { $0.label == label }?.value }

    /// The first unlabelled argument.
    var first: SwiftValue? { all.first { $0.label == nil }?.value }

    /// The content: `content:` or the trailing closure (the last closure argument).
    var content: SwiftValue? {
        if let labelled = self["content"] { return labelled }
        return all.last {
            if case .closure = $0.value { return $0.label == nil }
            return false
        }?.value
    }
}
