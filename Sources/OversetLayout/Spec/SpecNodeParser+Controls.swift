internal import OversetPlumbing

/// SwiftUI's controls and navigation containers in a spec: a control takes a `title` (a text)
/// or a `label` (a view), one of the two.
extension SpecNodeParser {
    func control(_ kind: ViewKind, _ args: [String: JSONTree], _ path: String, depth: Int) throws(OversetSpecError) -> ViewNode {
        switch kind {
        case .button, .navigationLink, .menu, .link:
            try reader.checkKeys(args, ["title", "label"], path)
            return .control(label: try titleOrLabel(args, path, depth: depth))
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
            try reader.checkKeys(args, ["title", "label", "selection"], path)
            let selection = try args["selection"].map { value throws(OversetSpecError) in
                ViewNode.title(try textContent(value, reader.join(path, "selection")))
            }
            return .picker(label: try titleOrLabel(args, path, depth: depth), selection: selection)
        case .section:
            try reader.checkKeys(args, ["header", "footer", "children"], path)
            func caption(_ key: String) throws(OversetSpecError) -> ViewNode? {
                try args[key].map { value throws(OversetSpecError) in .title(try textContent(value, reader.join(path, key))) }
            }
            return .section(header: try caption("header"), try children(args, path, depth: depth), footer: try caption("footer"))
        default:
            preconditionFailure("\(kind) is not a control")
        }
    }

    /// A control's label: its `title` as a `Text`, or its `label` view.
    private func titleOrLabel(_ args: [String: JSONTree], _ path: String, depth: Int) throws(OversetSpecError) -> ViewNode {
        switch (args["title"], args["label"]) {
        case (let title?, nil): return .title(try textContent(title, reader.join(path, "title")))
        case (nil, let label?): return try node(label, reader.join(path, "label"), depth: depth + 1)
        default: throw reader.error(path, "give \"title\" or \"label\", one of the two")
        }
    }
}
