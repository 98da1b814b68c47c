internal import OversetPlumbing

/// More of SwiftUI's controls in a spec (`ViewNode+MoreControls.swift` builds each tree).
extension SpecNodeParser {
    func moreControl(_ kind: ViewKind, _ args: [String: JSONTree], _ path: String, depth: Int) throws(OversetSpecError) -> ViewNode {
        switch kind {
        case .labeledContent:
            try reader.checkKeys(args, ["title", "label", "value", "children"], path)
            let label = try titleOrLabel(args, path, depth: depth)
            switch (args["value"], args["children"]) {
            case (let value?, nil):
                // SwiftUI's `value:` is a `StringProtocol` value, shown as it is.
                let text = try reader.string(value, reader.join(path, "value"))
                return .labeledContent(label: label, content: ViewNode(.text(TextContent(text, isVerbatim: true), style: nil)))
            case (nil, _): return .labeledContent(label: label, content: .combining(try children(args, path, depth: depth)))
            default: throw reader.error(path, "give \"value\" or \"children\", not both")
            }
        case .contentUnavailableView:
            try reader.checkKeys(args, ["title", "systemImage", "description", "actions"], path)
            guard let titleValue = args["title"] else { throw reader.error(path, "missing \"title\"") }
            let title = ViewNode.title(try textContent(titleValue, reader.join(path, "title")))
            let symbol = try reader.optional(args, "systemImage", path, reader.string)
            let description = try args["description"].map { value throws(OversetSpecError) in
                ViewNode.title(try textContent(value, reader.join(path, "description")))
            }
            let actions = try children(args, path, depth: depth, key: "actions")
            return .contentUnavailable(
                label: symbol.map { .label(title: title, icon: ViewNode(.symbol(name: $0))) } ?? title, description: description, actions: actions)
        case .textEditor:
            try reader.checkKeys(args, ["text"], path)
            return .textEditor(text: try reader.optional(args, "text", path, reader.string) ?? "")
        case .stepper:
            try reader.checkKeys(args, ["title", "label"], path)
            return .stepper(label: try titleOrLabel(args, path, depth: depth))
        case .slider:
            try reader.checkKeys(args, ["minimumValueLabel", "maximumValueLabel"], path)
            func label(_ key: String) throws(OversetSpecError) -> ViewNode? {
                try args[key].map { value throws(OversetSpecError) in try node(value, reader.join(path, key), depth: depth + 1) }
            }
            return .slider(minimumValueLabel: try label("minimumValueLabel"), maximumValueLabel: try label("maximumValueLabel"))
        case .shareLink:
            try reader.checkKeys(args, ["title", "label"], path)
            if args["label"] != nil { return .control(label: try titleOrLabel(args, path, depth: depth)) }
            return .shareLink(
                title: try args["title"].map { value throws(OversetSpecError) in ViewNode.title(try textContent(value, reader.join(path, "title"))) })
        case .disclosureGroup:
            try reader.checkKeys(args, ["title", "label", "isExpanded", "children"], path)
            return .disclosureGroup(
                label: try titleOrLabel(args, path, depth: depth), content: try children(args, path, depth: depth),
                isExpanded: try reader.optional(args, "isExpanded", path, reader.bool) ?? false)
        default:
            preconditionFailure("\(kind) is not one of the controls read here")
        }
    }
}
