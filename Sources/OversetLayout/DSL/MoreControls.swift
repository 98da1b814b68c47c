/// More of SwiftUI's controls, with SwiftUI's initializers; values, bindings, ranges and actions
/// are accepted and never used (`ViewNode+MoreControls.swift` builds each tree).

/// `LabeledContent`: the label leading, the value trailing.
public struct LabeledContent: View {
    public let node: ViewNode

    /// `LabeledContent("Name", value: name)`: the value shown as it is.
    public init(_ title: String, value: String) {
        node = .labeledContent(label: .title(TextContent(title)), content: ViewNode(.text(TextContent(value, isVerbatim: true), style: nil)))
    }

    /// `LabeledContent { … } label: { … }`.
    public init(@ViewBuilder content: () -> [ViewNode], @ViewBuilder label: () -> [ViewNode]) {
        node = .labeledContent(label: .combining(label()), content: .combining(content()))
    }
}

/// `ContentUnavailableView`: a symbol, a title, a description and actions, centred.
public struct ContentUnavailableView: View {
    public let node: ViewNode

    /// `ContentUnavailableView("No Mail", systemImage: "tray", description: Text(…))`.
    public init(_ title: String, systemImage: String? = nil, description: Text? = nil) {
        let title = ViewNode.title(TextContent(title))
        node = .contentUnavailable(
            label: systemImage.map { .label(title: title, icon: ViewNode(.symbol(name: $0))) } ?? title, description: description?.node)
    }

    /// `ContentUnavailableView { Label(…) } description: { … } actions: { … }`.
    public init(
        @ViewBuilder label: () -> [ViewNode], @ViewBuilder description: () -> [ViewNode] = { [] }, @ViewBuilder actions: () -> [ViewNode] = { [] }
    ) {
        let description = description()
        node = .contentUnavailable(label: .combining(label()), description: description.isEmpty ? nil : .combining(description), actions: actions())
    }

    private init(node: ViewNode) {
        self.node = node
    }

    /// `ContentUnavailableView.search`: iOS's "No Results" view for a search.
    public static var search: ContentUnavailableView { ContentUnavailableView(node: .searchUnavailable(query: nil)) }

    /// `ContentUnavailableView.search(text:)`: "No Results for “text”".
    public static func search(text: String) -> ContentUnavailableView { ContentUnavailableView(node: .searchUnavailable(query: text)) }
}

/// `Stepper`: its label and iOS's stepper.
public struct Stepper: View {
    public let node: ViewNode

    /// `Stepper("Guests: 2", value: $guests, in: 1...8)`.
    public init<Value>(_ title: String, value: Value) {
        node = .stepper(label: .title(TextContent(title)))
    }

    /// `Stepper { … } onIncrement: { … } onDecrement: { … }`.
    public init(@ViewBuilder label: () -> [ViewNode], onIncrement: () -> Void = {}, onDecrement: () -> Void = {}) {
        node = .stepper(label: .combining(label()))
    }
}

/// `Slider`: a track as wide as offered.
public struct Slider: View {
    public let node: ViewNode

    /// `Slider(value: $volume, in: 0...1)`.
    public init<Value>(value: Value) {
        node = .slider(minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// `Slider(value:in:) { label } minimumValueLabel: { … } maximumValueLabel: { … }`: the label
    /// is not drawn on iOS.
    public init<Value>(
        value: Value, @ViewBuilder label: () -> [ViewNode], @ViewBuilder minimumValueLabel: () -> [ViewNode],
        @ViewBuilder maximumValueLabel: () -> [ViewNode]
    ) {
        node = .slider(minimumValueLabel: .combining(minimumValueLabel()), maximumValueLabel: .combining(maximumValueLabel()))
    }
}

/// `ShareLink`: a "Share" label with the share symbol, or its own label.
public struct ShareLink: View {
    public let node: ViewNode

    /// `ShareLink(item: url)`, `ShareLink("Send", item: url)`.
    public init<Item>(_ title: String? = nil, item: Item) {
        node = .shareLink(title: title.map { .title(TextContent($0)) })
    }

    /// `ShareLink(item: url) { Label(…) }`.
    public init<Item>(item: Item, @ViewBuilder label: () -> [ViewNode]) {
        node = .control(label: .combining(label()))
    }
}

/// `DisclosureGroup`: its label and a chevron, its content below when expanded.
public struct DisclosureGroup: View {
    public let node: ViewNode

    /// `DisclosureGroup("Details") { … }`; `isExpanded` stands for a binding's value.
    public init(_ title: String, isExpanded: Bool = false, @ViewBuilder content: () -> [ViewNode]) {
        node = .disclosureGroup(label: .title(TextContent(title)), content: content(), isExpanded: isExpanded)
    }

    /// `DisclosureGroup(isExpanded: $open) { … } label: { … }`.
    public init(isExpanded: Bool = false, @ViewBuilder content: () -> [ViewNode], @ViewBuilder label: () -> [ViewNode]) {
        node = .disclosureGroup(label: .combining(label()), content: content(), isExpanded: isExpanded)
    }
}

/// `TextEditor`: its text in a scroll view that takes the space offered.
public struct TextEditor: View {
    public let node: ViewNode

    /// `TextEditor(text: $notes)` with `notes` holding `text`: shown as it is.
    public init(text: String) {
        node = .textEditor(text: text)
    }
}
