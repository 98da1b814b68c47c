/// SwiftUI's controls and navigation containers, with SwiftUI's initializers so that view code
/// pastes as written. Actions, destinations, bindings and URLs are accepted and never used: only
/// what is drawn takes room (`ViewNode+Controls.swift` builds each tree).

/// `Button` (default, `.plain` and `.borderless` styles): its label as it is.
public struct Button: View {
    public let node: ViewNode

    /// `Button("Save") { … }`: the title as a `Text` (a `LocalizedStringKey`).
    public init(_ title: String, action: () -> Void = {}) {
        node = .button(label: .title(TextContent(title)))
    }

    /// `Button("Save", systemImage: "tray") { … }`: a `Label` of the title and symbol.
    public init(_ title: String, systemImage: String, action: () -> Void = {}) {
        node = .button(label: .label(title: .title(TextContent(title)), icon: ViewNode(.symbol(name: systemImage))))
    }

    /// `Button(action: save) { Label(…) }`, `Button { … } label: { … }`.
    public init(action: () -> Void = {}, @ViewBuilder label: () -> [ViewNode]) {
        node = .button(label: .combining(label()))
    }
}

/// `NavigationLink`: its label as it is (outside a `List`, which adds a chevron).
public struct NavigationLink: View {
    public let node: ViewNode

    /// `NavigationLink("Details", destination: DetailView())`.
    public init<Destination>(_ title: String, destination: Destination) {
        node = .navigationLink(label: .title(TextContent(title)))
    }

    /// `NavigationLink("Details", value: item)`.
    public init<Value>(_ title: String, value: Value) {
        node = .navigationLink(label: .title(TextContent(title)))
    }

    /// `NavigationLink(destination: DetailView()) { … }`.
    public init<Destination>(destination: Destination, @ViewBuilder label: () -> [ViewNode]) {
        node = .navigationLink(label: .combining(label()))
    }

    /// `NavigationLink(value: item) { … }`.
    public init<Value>(value: Value, @ViewBuilder label: () -> [ViewNode]) {
        node = .navigationLink(label: .combining(label()))
    }

    /// `NavigationLink { DetailView() } label: { … }`.
    public init(@ViewBuilder destination: () -> [ViewNode], @ViewBuilder label: () -> [ViewNode]) {
        node = .navigationLink(label: .combining(label()))
    }
}

/// `Menu`: its label as it is; the items show only when it opens.
public struct Menu: View {
    public let node: ViewNode

    /// `Menu("Sort") { … }`.
    public init(_ title: String, @ViewBuilder content: () -> [ViewNode]) {
        node = .control(label: .title(TextContent(title)))
    }

    /// `Menu { … } label: { … }`.
    public init(@ViewBuilder content: () -> [ViewNode], @ViewBuilder label: () -> [ViewNode]) {
        node = .control(label: .combining(label()))
    }
}

/// `Link`: its label as it is.
public struct Link: View {
    public let node: ViewNode

    /// `Link("Privacy", destination: url)`.
    public init<Destination>(_ title: String, destination: Destination) {
        node = .control(label: .title(TextContent(title)))
    }

    /// `Link(destination: url) { … }`.
    public init<Destination>(destination: Destination, @ViewBuilder label: () -> [ViewNode]) {
        node = .control(label: .combining(label()))
    }
}

/// `Label` in the default title-and-icon style.
public struct Label: View {
    public let node: ViewNode

    /// `Label("Wi-Fi", systemImage: "wifi")`.
    public init(_ title: String, systemImage: String) {
        node = .label(title: .title(TextContent(title)), icon: ViewNode(.symbol(name: systemImage)))
    }

    /// `Label { Text(…) } icon: { … }`.
    public init(@ViewBuilder title: () -> [ViewNode], @ViewBuilder icon: () -> [ViewNode]) {
        node = .label(title: .combining(title()), icon: .combining(icon()))
    }
}

/// `Toggle` in the default switch style.
public struct Toggle: View {
    public let node: ViewNode

    /// `Toggle("Wi-Fi", isOn: $isOn)`.
    public init<Binding>(_ title: String, isOn: Binding) {
        node = .toggle(label: .title(TextContent(title)))
    }

    /// `Toggle(isOn: $isOn) { … }`.
    public init<Binding>(isOn: Binding, @ViewBuilder label: () -> [ViewNode]) {
        node = .toggle(label: .combining(label()))
    }
}

/// `NavigationStack`: its content as it is (the bar is outside the content).
public struct NavigationStack: View {
    public let node: ViewNode

    public init(@ViewBuilder content: () -> [ViewNode]) {
        node = .navigationStack(content())
    }
}

/// `NavigationView` lays out as a `NavigationStack`.
public typealias NavigationView = NavigationStack

/// `List` in the inset-grouped style (iOS's default).
public struct List: View {
    public let node: ViewNode

    /// `List { … }`.
    public init(@ViewBuilder content: () -> [ViewNode]) {
        node = .list(content())
    }

    /// `List(items) { item in … }`: a row per item.
    public init<Data: Sequence>(_ data: Data, @ViewBuilder rowContent: (Data.Element) -> [ViewNode]) {
        node = .list(data.flatMap(rowContent))
    }
}

/// `Form` lays out as an inset-grouped `List`.
public struct Form: View {
    public let node: ViewNode

    public init(@ViewBuilder content: () -> [ViewNode]) {
        node = .list(content())
    }
}

/// `Section`.
public struct Section: View {
    public let node: ViewNode

    /// `Section("Title") { … }`: the title as a `Text` header.
    public init(_ title: String, @ViewBuilder content: () -> [ViewNode]) {
        node = .section(header: .title(TextContent(title)), content(), footer: nil)
    }

    /// `Section { … } header: { … } footer: { … }`.
    public init(
        @ViewBuilder content: () -> [ViewNode], @ViewBuilder header: () -> [ViewNode] = { [] }, @ViewBuilder footer: () -> [ViewNode] = { [] }
    ) {
        let header = header()
        let footer = footer()
        node = .section(header: header.isEmpty ? nil : .combining(header), content(), footer: footer.isEmpty ? nil : .combining(footer))
    }
}

/// `TabView`: every tab laid out, each offered the whole screen.
public struct TabView: View {
    public let node: ViewNode

    public init(@ViewBuilder content: () -> [ViewNode]) {
        node = .tabView(content())
    }
}

/// `ProgressView`: an activity indicator, or with a value a bar.
public struct ProgressView: View {
    public let node: ViewNode

    /// `ProgressView()`, `ProgressView("Loading…")`.
    public init(_ title: String? = nil) {
        node = .progressView(label: title.map { .title(TextContent($0)) }, isLinear: false)
    }

    /// `ProgressView(value: 0.4)`, `ProgressView("Downloading", value: 0.4)`.
    public init(_ title: String? = nil, value: Double) {
        node = .progressView(label: title.map { .title(TextContent($0)) }, isLinear: true)
    }
}

/// `TextField` in the plain style: one line of its placeholder, as wide as offered.
public struct TextField: View {
    public let node: ViewNode

    /// `TextField("Email", text: $email)`.
    public init<Binding>(_ title: String, text: Binding) {
        node = .textField(placeholder: .title(TextContent(title)))
    }
}

/// `SecureField` lays out as a `TextField`.
public struct SecureField: View {
    public let node: ViewNode

    /// `SecureField("Password", text: $password)`.
    public init<Binding>(_ title: String, text: Binding) {
        node = .textField(placeholder: .title(TextContent(title)))
    }
}

/// `Picker` in the default menu style.
public struct Picker: View {
    public let node: ViewNode

    /// `Picker("Sort", selection: $order) { Text("Name").tag(…); … }`: the first option shows, as
    /// a preview's first option would; every option is kept for `.segmented` and `.inline`.
    public init<Selection>(_ title: String, selection: Selection, @ViewBuilder content: () -> [ViewNode]) {
        node = .picker(label: .title(TextContent(title)), selection: nil, options: content())
    }
}
