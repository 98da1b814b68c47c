import OversetLayout

/// SwiftUI's controls and navigation containers: only what is drawn is evaluated — a label, a
/// title — never an action, a destination or a menu's items.
extension Evaluator {
    func control(_ kind: ViewKind, _ arguments: ViewArguments, at range: SourceRange) throws(Stop) -> ViewNode {
        switch kind {
        case .button, .navigationLink, .menu, .link:
            // `Button("Save", systemImage: "tray") { … }` draws a Label.
            let label: ViewNode
            if let symbol = arguments["systemImage"].flatMap(Self.plainText), let title = arguments.first {
                label = .label(title: .title(textContent(title, at: range)), icon: ViewNode(.symbol(name: symbol)))
            } else {
                label = try controlLabel(arguments, at: range)
            }
            switch kind {
            case .navigationLink: return .navigationLink(label: label)
            case .button: return .button(label: label)
            default: return .control(label: label)
            }
        case .label:
            if let title = arguments["title"], case .closure = title {
                return .label(title: .combining(try content(title, at: range)), icon: .combining(try content(arguments["icon"], at: range)))
            }
            let icon = arguments["systemImage"].flatMap(Self.plainText).map { ViewNode(.symbol(name: $0)) }
            if icon == nil { note(.approximated("a Label without a systemImage is laid out as its title"), at: range) }
            return .label(title: .title(textContent(arguments.first, at: range)), icon: icon)
        case .toggle:
            return .toggle(label: try controlLabel(arguments, at: range))
        case .navigationStack:
            return .navigationStack(try content(arguments.content, at: range))
        case .toolbarItem, .toolbarItemGroup:
            // A placement the evaluator cannot read is automatic (trailing), with a note.
            let name = arguments["placement"].flatMap(Self.memberName)
            let placement = name.flatMap(ToolbarItemPlacement.init(rawValue:))
            if arguments["placement"] != nil, placement == nil {
                note(.runtimeValue("a toolbar placement Overset does not know is placed automatically"), at: range)
            }
            return .toolbarItem(placement: placement ?? .automatic, try content(arguments.content, at: range))
        case .list, .form:
            // `List(items) { item in … }` makes a row per item, as a ForEach does.
            if let data = arguments.first, Self.isData(data) { return .list(try forEach(arguments, at: range)) }
            return .list(try content(arguments.content, at: range))
        case .section:
            return try section(arguments, at: range)
        case .tabView:
            return .tabView(try content(arguments.content, at: range))
        case .progressView:
            let title = arguments.first.flatMap { Self.isClosure($0) ? nil : ViewNode.title(textContent($0, at: range)) }
            let label = try (arguments["label"] ?? arguments.content).map { value throws(Stop) in ViewNode.combining(try content(value, at: range)) }
            return .progressView(label: title ?? label, isLinear: arguments["value"] != nil)
        case .picker:
            // The options are the content; the first stands for the selection only the app knows.
            let options = ViewNode.inLine(try content(arguments.content, at: range))
            if !options.isEmpty { note(.runtimeValue("a Picker shows its first option for the selection"), at: range) }
            return .picker(label: try controlLabel(arguments, at: range), selection: nil, options: options)
        case .textField, .secureField:
            return .textField(placeholder: .title(textContent(arguments.first, at: range)))
        case .lazyVGrid, .lazyHGrid:
            return try lazyGrid(kind, arguments, at: range)
        default:
            preconditionFailure("\(kind) is not a control")
        }
    }

    /// `LazyVGrid(columns:spacing:) { … }` and `LazyHGrid(rows:spacing:) { … }`, with their
    /// `GridItem(.fixed(w))`, `.flexible(minimum:maximum:)` and `.adaptive(minimum:maximum:)`
    /// items. Items the evaluator cannot read (a model's value) are flexible, with a note.
    private func lazyGrid(_ kind: ViewKind, _ arguments: ViewArguments, at range: SourceRange) throws(Stop) -> ViewNode {
        let key = kind == .lazyVGrid ? "columns" : "rows"
        var items: [GridItem] = []
        if case .array(let values)? = arguments[key] {
            for value in values {
                if let item = Self.gridItem(value) {
                    items.append(item)
                } else {
                    note(.approximated("a GridItem it cannot read is laid out as .flexible()"), at: range)
                    items.append(GridItem())
                }
            }
        } else {
            note(.runtimeValue("a grid's \(key) are laid out as one flexible item"), at: range)
            items = [GridItem()]
        }
        let alignments = arguments["alignment"] != nil || items.indices.contains { index in Self.hasAlignment(arguments[key], at: index) }
        if alignments { note(.approximated("a grid's and a GridItem's alignment are not modelled: cells are centred"), at: range) }
        let spacing = arguments["spacing"].flatMap(Self.number)
        return .lazyGrid(kind == .lazyVGrid ? .vertical : .horizontal, items: items, spacing: spacing, try content(arguments.content, at: range))
    }

    /// Whether the grid item at `index` of `items` (an array of `GridItem`s) gives an alignment.
    private static func hasAlignment(_ items: SwiftValue?, at index: Int) -> Bool {
        guard case .array(let values)? = items, values.indices.contains(index),
            case .member("GridItem", "init", let arguments) = values[index]
        else { return false }
        return arguments.contains { $0.label == "alignment" }
    }

    /// `GridItem(_:spacing:alignment:)` as the evaluator reads it (`Evaluator.swiftFunction`).
    static func gridItem(_ value: SwiftValue) -> GridItem? {
        guard case .member("GridItem", "init", let arguments) = value else { return nil }
        let spacing = arguments.first { $0.label == "spacing" }.flatMap { number($0.value) }
        guard let size = arguments.first(where: { $0.label == nil }) else { return GridItem(spacing: spacing) }
        guard case .member(_, let name, let bounds) = size.value else { return nil }
        func bound(_ label: String?) -> Double? { bounds.first { $0.label == label }.flatMap { number($0.value) } }
        switch name {
        case "fixed": return bound(nil).map { GridItem(.fixed($0), spacing: spacing) }
        case "flexible": return GridItem(.flexible(minimum: bound("minimum") ?? 10, maximum: bound("maximum") ?? .infinity), spacing: spacing)
        case "adaptive": return bound("minimum").map { GridItem(.adaptive(minimum: $0, maximum: bound("maximum") ?? .infinity), spacing: spacing) }
        default: return nil
        }
    }

    /// `Section("Title") { … }`, `Section(header: Text(…), footer: Text(…)) { … }`,
    /// `Section { … } header: { … } footer: { … }`.
    private func section(_ arguments: ViewArguments, at range: SourceRange) throws(Stop) -> ViewNode {
        func caption(_ label: String) throws(Stop) -> ViewNode? {
            guard let value = arguments[label] else { return nil }
            if case .view(let node) = value { return node }
            let views = try content(value, at: range)
            return views.isEmpty ? nil : .combining(views)
        }
        var header = try caption("header")
        if header == nil, let title = arguments.first, !Self.isClosure(title) { header = .title(textContent(title, at: range)) }
        let rows = arguments["content"].map { [$0] } ?? arguments.all.filter { $0.label == nil }.map(\.value).filter(Self.isClosure)
        return .section(header: header, try content(rows.first, at: range), footer: try caption("footer"))
    }

    static func isClosure(_ value: SwiftValue) -> Bool {
        if case .closure = value { return true }
        return false
    }

    /// Whether a `List`'s first argument is its data (an array, a range, a value only the app has)
    /// rather than its content closure or a selection.
    static func isData(_ value: SwiftValue) -> Bool {
        switch value {
        case .closure, .binding: return false
        default: return true
        }
    }

    /// A control's label: its `label:` views, else its title (the first unlabelled argument that
    /// is not a closure: `Button("Save") { … }`), else its trailing closure
    /// (`Button(action: save) { … }`, `NavigationLink(destination: …) { … }`).
    private func controlLabel(_ arguments: ViewArguments, at range: SourceRange) throws(Stop) -> ViewNode {
        if let label = arguments["label"] { return .combining(try content(label, at: range)) }
        if let title = arguments.first, !Self.isClosure(title) { return .title(textContent(title, at: range)) }
        return .combining(try content(arguments.content, at: range))
    }
}
