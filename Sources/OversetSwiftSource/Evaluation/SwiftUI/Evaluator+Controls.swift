import OversetLayout

/// SwiftUI's controls and navigation containers: only what is drawn is evaluated — a label, a
/// title — never an action, a destination or a menu's items.
extension Evaluator {
    func control(_ kind: ViewKind, _ arguments: ViewArguments, at range: SourceRange) throws(Stop) -> ViewNode {
        switch kind {
        case .button, .navigationLink, .menu, .link:
            // `Button("Save", systemImage: "tray") { … }` draws a Label.
            if let symbol = arguments["systemImage"].flatMap(Self.plainText), let title = arguments.first {
                return .control(label: .label(title: .title(textContent(title, at: range)), icon: ViewNode(.symbol(name: symbol))))
            }
            return .control(label: try controlLabel(arguments, at: range))
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
        default:
            preconditionFailure("\(kind) is not a control")
        }
    }

    /// A control's label: its `label:` views, else its title (the first unlabelled argument that
    /// is not a closure: `Button("Save") { … }`), else its trailing closure
    /// (`Button(action: save) { … }`, `NavigationLink(destination: …) { … }`).
    private func controlLabel(_ arguments: ViewArguments, at range: SourceRange) throws(Stop) -> ViewNode {
        if let label = arguments["label"] { return .combining(try content(label, at: range)) }
        if let title = arguments.first {
            if case .closure = title {} else { return .title(textContent(title, at: range)) }
        }
        return .combining(try content(arguments.content, at: range))
    }
}
