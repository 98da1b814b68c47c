import OversetLayout

/// More of SwiftUI's controls (`ViewNode+MoreControls.swift`): their labels and content, never
/// their values, bindings' targets or actions.
extension Evaluator {
    func moreControl(_ kind: ViewKind, _ arguments: ViewArguments, at range: SourceRange) throws(Stop) -> ViewNode {
        switch kind {
        case .labeledContent:
            if let value = arguments["value"], let title = arguments.first {
                let text = Self.plainText(value) ?? Self.text(of: value)
                if text == nil { note(.runtimeValue("LabeledContent's value \(value.summary): laid out with a sample string"), at: range) }
                return .labeledContent(
                    label: .title(textContent(title, at: range)),
                    content: ViewNode(.text(TextContent(text ?? TextContent.sampleString, isVerbatim: true), style: nil)))
            }
            let label = try arguments["label"].map { value throws(Stop) in ViewNode.combining(try content(value, at: range)) }
            let title = arguments.first.flatMap { Self.isClosure($0) ? nil : ViewNode.title(textContent($0, at: range)) }
            let body = arguments["content"] ?? arguments.all.first { $0.label == nil && Self.isClosure($0.value) }?.value
            return .labeledContent(label: label ?? title ?? .combining([]), content: .combining(try content(body, at: range)))
        case .contentUnavailableView:
            func views(_ name: String) throws(Stop) -> ViewNode? {
                guard let value = arguments[name] else { return nil }
                if case .view(let node) = value { return node }
                return .combining(try content(value, at: range))
            }
            let actions = try views("actions").map { ViewNode.inLine([$0]) } ?? []
            // `ContentUnavailableView { Label(…) } description: { … } actions: { … }`.
            if let label = arguments["label"] ?? arguments.first.flatMap({ Self.isClosure($0) ? $0 : nil }) {
                return .contentUnavailable(label: .combining(try content(label, at: range)), description: try views("description"), actions: actions)
            }
            let title = ViewNode.title(textContent(arguments.first, at: range))
            let symbol = arguments["systemImage"].flatMap(Self.plainText)
            if symbol == nil, arguments["image"] != nil { note(.approximated("a ContentUnavailableView's asset image is not drawn"), at: range) }
            return .contentUnavailable(
                label: symbol.map { .label(title: title, icon: ViewNode(.symbol(name: $0))) } ?? title, description: try views("description"),
                actions: actions)
        case .textEditor:
            // The binding's initial value (`@State var notes = ""`), else empty with a note.
            switch arguments["text"] {
            case .binding(.string(let text))?, .string(let text)?: return .textEditor(text: text)
            case let other?:
                note(.runtimeValue("a TextEditor's text of \(other.summary): laid out empty"), at: range)
                return .textEditor(text: "")
            case nil: return .textEditor(text: "")
            }
        case .stepper:
            return .stepper(label: try label(arguments, at: range))
        case .slider:
            func valueLabel(_ name: String) throws(Stop) -> ViewNode? {
                try arguments[name].map { value throws(Stop) in ViewNode.combining(try content(value, at: range)) }
            }
            return .slider(minimumValueLabel: try valueLabel("minimumValueLabel"), maximumValueLabel: try valueLabel("maximumValueLabel"))
        case .shareLink:
            if arguments["label"] != nil || arguments.content != nil { return .control(label: try label(arguments, at: range)) }
            let title = arguments.first.map { ViewNode.title(textContent($0, at: range)) }
            return .shareLink(title: title)
        case .disclosureGroup:
            var isExpanded = false
            if let given = arguments["isExpanded"] {
                if case .binding(.bool(let flag)) = given {
                    isExpanded = flag
                } else if case .bool(let flag) = given {
                    isExpanded = flag
                } else {
                    note(.runtimeValue("a DisclosureGroup's isExpanded of \(given.summary): laid out collapsed"), at: range)
                }
            }
            let label = try arguments["label"].map { value throws(Stop) in ViewNode.combining(try content(value, at: range)) }
            let title = arguments.first.flatMap { Self.isClosure($0) ? nil : ViewNode.title(textContent($0, at: range)) }
            let body = arguments["content"] ?? arguments.all.first { $0.label == nil && Self.isClosure($0.value) }?.value
            return .disclosureGroup(label: label ?? title ?? .combining([]), content: try content(body, at: range), isExpanded: isExpanded)
        default:
            preconditionFailure("\(kind) is not one of the controls read here")
        }
    }

    /// `ContentUnavailableView.search` (`arguments` nil) and `.search(text:)`, or nil for any
    /// other member. A query only the running app knows is a sample string, with a note.
    func searchUnavailable(_ typeName: String, _ name: String, _ arguments: [CallArgument]?, at range: SourceRange) -> SwiftValue? {
        guard typeName == "ContentUnavailableView" || typeName == "SwiftUI.ContentUnavailableView", name == "search" else { return nil }
        recordCall(at: range, understood: true)
        let query = arguments?.first { $0.label == "text" }.map { argument -> String in
            if let text = Self.text(of: argument.value) { return text }
            note(.runtimeValue("a search's text of \(argument.value.summary): laid out with a sample string"), at: range)
            return TextContent.sampleString
        }
        var view = ViewNode.searchUnavailable(query: query)
        view.source = source(range, view: "ContentUnavailableView")
        return .view(view)
    }

    /// A control's label: its `label:` views, else its title (the first unlabelled argument
    /// that is not a closure), else its trailing closure.
    private func label(_ arguments: ViewArguments, at range: SourceRange) throws(Stop) -> ViewNode {
        if let label = arguments["label"] { return .combining(try content(label, at: range)) }
        if let title = arguments.first, !Self.isClosure(title) { return .title(textContent(title, at: range)) }
        return .combining(try content(arguments.content, at: range))
    }
}
