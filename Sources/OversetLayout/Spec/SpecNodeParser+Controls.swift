internal import OversetPlumbing

/// SwiftUI's controls and navigation containers in a spec: a control takes a `title` (a text)
/// or a `label` (a view), one of the two.
extension SpecNodeParser {
    func control(_ kind: ViewKind, _ args: [String: JSONTree], _ path: String, depth: Int) throws(OversetSpecError) -> ViewNode {
        switch kind {
        case .button, .navigationLink, .menu, .link:
            try reader.checkKeys(args, ["title", "label"], path)
            let label = try titleOrLabel(args, path, depth: depth)
            switch kind {
            case .navigationLink: return .navigationLink(label: label)
            case .button: return .button(label: label)
            default: return .control(label: label)
            }
        case .label:
            try reader.checkKeys(args, ["title", "systemImage"], path)
            guard let title = args["title"] else { throw reader.error(path, "missing \"title\"") }
            let icon = try reader.optional(args, "systemImage", path, reader.string)
            return .label(title: .title(try textContent(title, reader.join(path, "title"))), icon: icon.map { ViewNode(.symbol(name: $0)) })
        case .toggle:
            try reader.checkKeys(args, ["title", "label", "isOn"], path)
            _ = try reader.optional(args, "isOn", path, reader.bool)
            return .toggle(label: try titleOrLabel(args, path, depth: depth))
        case .navigationStack:
            try reader.checkKeys(args, ["children"], path)
            return .navigationStack(try children(args, path, depth: depth))
        case .toolbarItem, .toolbarItemGroup:
            try reader.checkKeys(args, ["placement", "children"], path)
            let placement = try reader.optional(args, "placement", path, choices: ToolbarItemPlacement.self) ?? .automatic
            return .toolbarItem(placement: placement, try children(args, path, depth: depth))
        case .list, .form:
            try reader.checkKeys(args, ["children"], path)
            return .list(try children(args, path, depth: depth))
        case .tabView:
            try reader.checkKeys(args, ["children"], path)
            return .tabView(try children(args, path, depth: depth))
        case .progressView:
            try reader.checkKeys(args, ["title", "value"], path)
            let value = try reader.optional(args, "value", path, reader.number)
            if let value, !(0...1).contains(value) {
                throw reader.error(reader.join(path, "value"), "a progress value is from 0 to 1, got \(NumberText.shortest(value))")
            }
            let title = try args["title"].map { value throws(OversetSpecError) in ViewNode.title(try textContent(value, reader.join(path, "title"))) }
            return .progressView(label: title, isLinear: value != nil)
        case .textField, .secureField:
            try reader.checkKeys(args, ["title"], path)
            guard let title = args["title"] else { throw reader.error(path, "missing \"title\"") }
            return .textField(placeholder: .title(try textContent(title, reader.join(path, "title"))))
        case .picker:
            try reader.checkKeys(args, ["title", "label", "selection", "options"], path)
            let selection = try args["selection"].map { value throws(OversetSpecError) in
                ViewNode.title(try textContent(value, reader.join(path, "selection")))
            }
            var options: [ViewNode] = []
            if let list = args["options"] {
                let optionsPath = reader.join(path, "options")
                let items = try reader.array(list, optionsPath)
                guard items.count <= 1000 else { throw reader.error(optionsPath, "a picker takes at most 1000 options, got \(items.count)") }
                for (index, item) in items.enumerated() { options.append(.title(try textContent(item, optionsPath + "[\(index)]"))) }
            }
            // A selection among none of the options would show in the menu while the segmented
            // and inline styles mark the first.
            if let shown = selection?.texts.first?.string, !options.isEmpty, !options.contains(where: { $0.texts.first?.string == shown }) {
                throw reader.error(reader.join(path, "selection"), "'\(shown)' is not one of the picker's options")
            }
            return .picker(label: try titleOrLabel(args, path, depth: depth), selection: selection, options: options)
        case .section:
            try reader.checkKeys(args, ["header", "footer", "children"], path)
            func caption(_ key: String) throws(OversetSpecError) -> ViewNode? {
                try args[key].map { value throws(OversetSpecError) in .title(try textContent(value, reader.join(path, key))) }
            }
            return .section(header: try caption("header"), try children(args, path, depth: depth), footer: try caption("footer"))
        case .lazyVGrid, .lazyHGrid:
            let key = kind == .lazyVGrid ? "columns" : "rows"
            try reader.checkKeys(args, [key, "spacing", "children"], path)
            guard let list = args[key] else { throw reader.error(path, "missing \"\(key)\"") }
            let items = try gridItems(list, reader.join(path, key))
            let spacing = try reader.optional(args, "spacing", path, reader.length)
            return .lazyGrid(kind == .lazyVGrid ? .vertical : .horizontal, items: items, spacing: spacing, try children(args, path, depth: depth))
        case .grid:
            try reader.checkKeys(args, ["alignment", "horizontalSpacing", "verticalSpacing", "children"], path)
            return .grid(
                alignment: try reader.optional(args, "alignment", path, choices: Alignment.named) ?? .center,
                horizontalSpacing: try reader.optional(args, "horizontalSpacing", path, reader.length),
                verticalSpacing: try reader.optional(args, "verticalSpacing", path, reader.length), try children(args, path, depth: depth))
        case .gridRow:
            try reader.checkKeys(args, ["alignment", "children"], path)
            let names: [String: VerticalAlignment] = ["top": .top, "center": .center, "bottom": .bottom]
            return .gridRow(alignment: try reader.optional(args, "alignment", path, choices: names), try children(args, path, depth: depth))
        case .geometryReader:
            try reader.checkKeys(args, ["children"], path)
            return .geometryReader(try children(args, path, depth: depth))
        default:
            preconditionFailure("\(kind) is not a control")
        }
    }

    /// A grid's items: `{"fixed": 100}`, `{"flexible": {"minimum": 10, "maximum": 200}}` (or
    /// `{"flexible": {}}`), `{"adaptive": {"minimum": 80}}`, each with an optional `"spacing"`.
    private func gridItems(_ value: JSONTree, _ path: String) throws(OversetSpecError) -> [GridItem] {
        let list = try reader.array(value, path)
        guard !list.isEmpty else { throw reader.error(path, "a grid needs at least one item") }
        var items: [GridItem] = []
        for (index, entry) in list.enumerated() {
            let itemPath = path + "[\(index)]"
            let members = try reader.object(entry, itemPath)
            try reader.checkKeys(members, ["fixed", "flexible", "adaptive", "spacing"], itemPath)
            let sizes = ["fixed", "flexible", "adaptive"].filter { members[$0] != nil }
            guard sizes.count == 1, let name = sizes.first, let sizeValue = members[name] else {
                throw reader.error(itemPath, "give one of \"fixed\", \"flexible\" or \"adaptive\"")
            }
            let sizePath = reader.join(itemPath, name)
            let size: GridItem.Size
            if name == "fixed" {
                size = .fixed(try reader.length(sizeValue, sizePath))
            } else {
                let bounds: [String: JSONTree]
                if case .null = sizeValue { bounds = [:] } else { bounds = try reader.object(sizeValue, sizePath) }
                try reader.checkKeys(bounds, ["minimum", "maximum"], sizePath)
                let minimum = try reader.optional(bounds, "minimum", sizePath, reader.length)
                let maximum = try bounds["maximum"].map { value throws(OversetSpecError) in
                    try reader.length(value, reader.join(sizePath, "maximum"), allowsInfinity: true)
                }
                if name == "adaptive" {
                    guard let minimum else { throw reader.error(sizePath, "missing \"minimum\"") }
                    guard minimum > 0 else { throw reader.error(reader.join(sizePath, "minimum"), "an adaptive minimum is more than 0") }
                    size = .adaptive(minimum: minimum, maximum: maximum ?? .infinity)
                } else {
                    size = .flexible(minimum: minimum ?? 10, maximum: maximum ?? .infinity)
                }
                if case .flexible(let low, let high) = size, low > high {
                    throw reader.error(sizePath, "minimum \(NumberText.shortest(low)) is more than maximum \(NumberText.shortest(high))")
                }
                if case .adaptive(let low, let high) = size, low > high {
                    throw reader.error(sizePath, "minimum \(NumberText.shortest(low)) is more than maximum \(NumberText.shortest(high))")
                }
            }
            let spacing = try reader.optional(members, "spacing", itemPath, reader.length)
            items.append(GridItem(size, spacing: spacing))
        }
        return items
    }

    /// A control's label: its `title` as a `Text`, or its `label` view.
    func titleOrLabel(_ args: [String: JSONTree], _ path: String, depth: Int) throws(OversetSpecError) -> ViewNode {
        switch (args["title"], args["label"]) {
        case (let title?, nil): return .title(try textContent(title, reader.join(path, "title")))
        case (nil, let label?): return try node(label, reader.join(path, "label"), depth: depth + 1)
        default: throw reader.error(path, "give \"title\" or \"label\", one of the two")
        }
    }
}
