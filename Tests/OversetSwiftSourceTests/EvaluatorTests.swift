import Foundation
import OversetLayout
import OversetStyle
import Testing

@testable import OversetSwiftSource

/// The evaluator, construct by construct: each case is a small SwiftUI source written for the
/// test with one preview, and the tree the DSL writes for what SwiftUI would show.
@Suite struct EvaluatorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        var expected: ViewNode
        var environment = LayoutEnvironment()
        var testDescription: String { name }
    }

    static func evaluate(_ source: String, in environment: LayoutEnvironment = LayoutEnvironment()) throws -> SwiftUIScreens.Evaluation {
        let screens = SwiftUIScreens(files: [try Parsing.parse(source)])
        let preview = try #require(screens.previews.first)
        return screens.evaluate(preview, in: environment)
    }

    static var accessibility: LayoutEnvironment { LayoutEnvironment(category: .accessibility2) }

    static let cases: [Case] = [
        Case(
            name: "a @ViewBuilder function and a computed view",
            source: """
                struct Row: View {
                    var body: some View { HStack { title; detail("2 min") } }
                    private var title: some View { Text("Title").font(.headline) }
                    @ViewBuilder func detail(_ text: String) -> some View {
                        Text(text)
                        Spacer()
                    }
                }
                #Preview { Row() }
                """,
            // A @ViewBuilder function's views are one child (SwiftUI's TupleView), which the
            // stack lays out in line.
            expected: HStack {
                Text("Title").font(.headline)
                Group {
                    Text(verbatim: "2 min")
                    Spacer()
                }
            }.node),
        Case(
            name: "a layout that switches on isAccessibilitySize, at AX2",
            source: """
                struct Amount: View {
                    @Environment(\\.dynamicTypeSize) private var size
                    var body: some View {
                        if size.isAccessibilitySize {
                            VStack(alignment: .leading) { Text("Total"); Text("€12") }
                        } else {
                            HStack { Text("Total"); Spacer(); Text("€12") }
                        }
                    }
                }
                #Preview { Amount() }
                """,
            expected: VStack(alignment: .leading) {
                Text("Total")
                Text("€12")
            }.node, environment: accessibility),
        Case(
            name: "the same layout at L",
            source: """
                struct Amount: View {
                    @Environment(\\.dynamicTypeSize) private var size
                    var body: some View {
                        let stacked = size >= .accessibility1
                        if stacked { VStack { Text("Total") } } else { HStack { Text("Total"); Spacer() } }
                    }
                }
                #Preview { Amount() }
                """,
            expected: HStack {
                Text("Total")
                Spacer()
            }.node),
        Case(
            name: "interpolation is a key with its arguments; a String is verbatim",
            source: """
                struct Counts: View {
                    let count = 3
                    let name: String
                    var body: some View {
                        VStack {
                            Text("\\(count) items")
                            Text(name)
                            Text(verbatim: "125,000 sats")
                        }
                    }
                }
                #Preview { Counts(name: "Ada") }
                """,
            expected: VStack {
                Text(key: "%lld items", defaultValue: "%lld items", arguments: ["3"])
                Text(verbatim: "Ada")
                Text(verbatim: "125,000 sats")
            }.node),
        Case(
            name: "a typography enum over switch, a ViewModifier and an extension View function",
            source: """
                enum Typography {
                    case title, caption
                    var font: Font {
                        switch self {
                        case .title: .title2.weight(.semibold)
                        case .caption: .caption
                        }
                    }
                }
                struct TypographyStyle: ViewModifier {
                    let style: Typography
                    func body(content: Content) -> some View { content.font(style.font).lineLimit(2) }
                }
                extension View {
                    func typography(_ style: Typography) -> some View { modifier(TypographyStyle(style: style)) }
                    func cardBackground() -> some View { padding(16).background(Color.gray) }
                }
                #Preview { Text("Hello").typography(.title).cardBackground() }
                """,
            expected: Text("Hello").font(.title2).fontWeight(.semibold).lineLimit(2).padding(16).background { Color.gray }),
        Case(
            name: "ForEach over a range and over an array, with if let and a ternary",
            source: """
                struct List: View {
                    let names = ["Ada", "Grace"]
                    let subtitle: String? = nil
                    var body: some View {
                        VStack(spacing: 4) {
                            ForEach(0..<2) { index in Text(index == 0 ? "first" : "second") }
                            ForEach(names, id: \\.self) { name in Text(name) }
                            if let subtitle { Text(subtitle) }
                        }
                    }
                }
                #Preview { List() }
                """,
            expected: VStack(spacing: 4) {
                ForEach(["first", "second"]) { Text($0) }
                ForEach(["Ada", "Grace"]) { Text(verbatim: $0) }
            }.node),
        Case(
            name: "an extension Font static, @ScaledMetric at AX2 and @State",
            source: """
                extension Font { static let brand = Font.custom("Inter", size: 15, relativeTo: .body) }
                struct Badge: View {
                    @ScaledMetric(relativeTo: .body) private var side: CGFloat = 24
                    @State private var isOn = true
                    var body: some View {
                        HStack {
                            Image(systemName: "star").frame(width: side, height: side)
                            Text(isOn ? "On" : "Off").font(.brand)
                        }
                    }
                }
                #Preview { Badge() }
                """,
            expected: HStack {
                Image(systemName: "star").frame(
                    width: TextStyle.body.scaledMetric(24, at: .accessibility2), height: TextStyle.body.scaledMetric(24, at: .accessibility2))
                Text("On").font(.custom("Inter", size: 15, relativeTo: .body))
            }.node, environment: accessibility),
        Case(
            name: "a container with a @ViewBuilder initializer and @Previewable state",
            source: """
                struct Card<Content: View>: View {
                    let content: Content
                    init(@ViewBuilder content: () -> Content) { self.content = content() }
                    var body: some View { VStack { content }.padding() }
                }
                #Preview {
                    @Previewable @State var title = "Hi"
                    Card { Text(title); Divider() }
                }
                """,
            // The content is one child (SwiftUI's TupleView), laid out in line.
            expected: VStack {
                Group {
                    Text(verbatim: "Hi")
                    Divider()
                }
            }.padding()),
        Case(
            name: "frame(maxWidth: .infinity) and padding(.zero), implicit CGFloat members",
            source: """
                struct Row: View {
                    var body: some View {
                        HStack { Text("Left").frame(maxWidth: .infinity, alignment: .leading); Text("Right") }.padding(.zero)
                    }
                }
                #Preview { Row() }
                """,
            expected: HStack {
                Text("Left").frame(maxWidth: .infinity, alignment: .leading)
                Text("Right")
            }.padding(0)),
        Case(
            // An app's `extension Text` made every `Text(…)` an instance of an app type, and the
            // texts vanished; `Text + Text` vanished too.
            name: "an extension Text function, and Text + Text",
            source: """
                extension Text {
                    func caption() -> some View { self.font(.caption).lineLimit(1) }
                }
                struct Row: View {
                    var body: some View {
                        VStack {
                            Text("Hello").caption()
                            Text(verbatim: "12") + Text(verbatim: " GB")
                        }
                    }
                }
                #Preview { Row() }
                """,
            expected: VStack {
                Text("Hello").font(.caption).lineLimit(1)
                Text(verbatim: "12 GB")
            }.node),
        Case(
            // Only what is drawn is evaluated: never an action, a destination or a menu's items.
            name: "controls in each initializer form, inside a NavigationStack",
            source: """
                struct Settings: View {
                    @State private var isOn = true
                    var body: some View {
                        NavigationView {
                            VStack {
                                Button("Save") { save() }
                                Button(action: { save() }) { Text("Done") }
                                Button { save() } label: { Label("Share", systemImage: "square.and.arrow.up") }
                                Button("Archive", systemImage: "archivebox") {}
                                NavigationLink("Details", destination: Detail())
                                NavigationLink { Detail() } label: { Text("More") }
                                Menu("Sort") { Button("By name") {} }
                                Link(destination: URL(string: "https://example.com")!) { Text("Terms") }
                                Toggle("Wi-Fi", isOn: $isOn)
                                Toggle(isOn: $isOn) { Text("Alerts") }
                            }
                        }
                    }
                    func save() {}
                }
                #Preview { Settings() }
                """,
            expected: NavigationStack {
                VStack {
                    Button("Save") {}
                    Button { Text("Done") }
                    Button { Label("Share", systemImage: "square.and.arrow.up") }
                    Button("Archive", systemImage: "archivebox") {}
                    NavigationLink("Details", destination: 0)
                    NavigationLink(value: 0) { Text("More") }
                    Menu("Sort") {}
                    Link("Terms", destination: "")
                    Toggle("Wi-Fi", isOn: true)
                    Toggle(isOn: true) { Text("Alerts") }
                }
            }.node),
        Case(
            // The bar's title and its mode, in each form: the stack lays the bar out above its content.
            name: "navigation titles and toolbars in each form",
            source: """
                struct Inbox: View {
                    var body: some View {
                        VStack {
                            NavigationStack {
                                List { Text("Mail") }.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                            }
                            NavigationView { Text("Sent").navigationTitle(Text(verbatim: "Sent")) }
                            NavigationView { Text("Old").navigationBarTitle("Archive", displayMode: .large) }
                            NavigationStack {
                                Text("Draft").toolbar {
                                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                                    ToolbarItemGroup(placement: .topBarTrailing) { Button("Save") {}; Image(systemName: "gear") }
                                }.toolbar(.hidden, for: .tabBar)
                            }
                        }
                    }
                }
                #Preview { Inbox() }
                """,
            expected: VStack {
                NavigationStack { List { Text("Mail") }.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline) }
                NavigationStack { Text("Sent").navigationTitle(Text(verbatim: "Sent")) }
                NavigationStack { Text("Old").navigationBarTitle("Archive").navigationBarTitleDisplayMode(.large) }
                NavigationStack {
                    Text("Draft").toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                        ToolbarItemGroup(placement: .topBarTrailing) {
                            Button("Save") {}
                            Image(systemName: "gear")
                        }
                    }
                }
            }.node),
        Case(
            // A hidden navigation bar in each form; the tab bar's visibility changes nothing laid out.
            name: "hidden navigation bars",
            source: """
                struct Inbox: View {
                    var body: some View {
                        VStack {
                            NavigationStack { Text("A").navigationTitle("Inbox").navigationBarHidden(true) }
                            NavigationStack { Text("B").navigationTitle("Inbox").toolbar(.hidden, for: .navigationBar) }
                            NavigationStack { Text("C").navigationTitle("Inbox").toolbar(.hidden, for: .tabBar, .navigationBar) }
                            NavigationStack { Text("D").navigationTitle("Inbox").toolbar(.hidden) }
                            NavigationStack { Text("E").navigationTitle("Inbox").toolbar(.visible, for: .navigationBar) }
                            NavigationStack { Text("F").navigationTitle("Inbox").navigationBarHidden(false) }
                        }
                    }
                }
                #Preview { Inbox() }
                """,
            expected: VStack {
                NavigationStack { Text("A").navigationTitle("Inbox").navigationBarHidden(true) }
                NavigationStack { Text("B").navigationTitle("Inbox").navigationBarHidden(true) }
                NavigationStack { Text("C").navigationTitle("Inbox").navigationBarHidden(true) }
                NavigationStack { Text("D").navigationTitle("Inbox").navigationBarHidden(true) }
                NavigationStack { Text("E").navigationTitle("Inbox") }
                NavigationStack { Text("F").navigationTitle("Inbox").navigationBarHidden(false) }
            }.node),
        Case(
            name: "LazyVGrid and LazyHGrid with each GridItem size",
            source: """
                struct Gallery: View {
                    let columns = [GridItem(.fixed(80), spacing: 4), GridItem(.flexible(minimum: 20, maximum: 200)), GridItem()]
                    var body: some View {
                        VStack {
                            LazyVGrid(columns: columns, spacing: 12) { Text("A") }
                            LazyVGrid(columns: Array(repeating: GridItem(.adaptive(minimum: 100)), count: 2)) { Text("B") }
                            LazyHGrid(rows: [GridItem(.flexible())]) { Text("C") }
                        }
                    }
                }
                #Preview { Gallery() }
                """,
            expected: VStack {
                LazyVGrid(columns: [GridItem(.fixed(80), spacing: 4), GridItem(.flexible(minimum: 20, maximum: 200)), GridItem()], spacing: 12) {
                    Text("A")
                }
                LazyVGrid(columns: Array(repeating: GridItem(.adaptive(minimum: 100)), count: 2)) { Text("B") }
                LazyHGrid(rows: [GridItem(.flexible())]) { Text("C") }
            }.node),
        Case(
            name: "List over data, Form, and Section in each form",
            source: """
                struct Settings: View {
                    let shows = ["Daily", "Weekly"]
                    var body: some View {
                        VStack {
                            List(shows, id: \\.self) { show in Text(show) }
                            Form {
                                Section("Account") { Text("Profile") }
                                Section(header: Text("Network"), footer: Text("Nearby")) { Text("Wi-Fi") }
                                Section { Text("Help") } header: { Text("Support") }
                            }
                        }
                    }
                }
                #Preview { Settings() }
                """,
            expected: VStack {
                List(["Daily", "Weekly"]) { Text(verbatim: $0) }
                Form {
                    Section("Account") { Text("Profile") }
                    Section {
                        Text("Wi-Fi")
                    } header: {
                        Text("Network")
                    } footer: {
                        Text("Nearby")
                    }
                    Section {
                        Text("Help")
                    } header: {
                        Text("Support")
                    }
                }
            }.node),
        Case(
            name: "environment keys as modifiers, plain and inset-grouped styles, AnyView, gradients",
            source: """
                struct Row: View {
                    var body: some View {
                        VStack {
                            Text("Title").environment(\\.font, .headline).environment(\\.lineLimit, 2)
                            Button("Go") {}.buttonStyle(.plain).environment(\\.colorScheme, .dark)
                            List { Text("Row") }.listStyle(.insetGrouped)
                            Text("Header").textCase(.uppercase)
                            Text("12:30").font(.body.monospacedDigit())
                            Text("45").monospacedDigit()
                            AnyView(Text("Erased"))
                            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
                        }
                        .environment(Model())
                    }
                }
                struct Model {}
                #Preview { Row() }
                """,
            expected: VStack {
                Text("Title").font(.headline).lineLimit(2)
                Button("Go") {}.buttonStyle(.plain)
                List { Text("Row") }.listStyle(.insetGrouped)
                Text("Header").textCase(.uppercase)
                Text("12:30").font(.body).monospacedDigit()
                Text("45").monospacedDigit()
                Text("Erased")
                Color.red
            }.node),
        Case(
            name: "font designs and widths: on a font and as modifiers",
            source: """
                struct Card: View {
                    var body: some View {
                        VStack {
                            Text("Rounded").font(.system(size: 20, weight: .bold, design: .rounded))
                            Text("Serif").font(.system(.title, design: .serif))
                            Text("Narrow").font(.headline.width(.condensed))
                            Text("Mono").font(.system(.body, design: .monospaced))
                            Text("Inside").fontDesign(.serif).fontWidth(.expanded)
                            Text("Plain").fontDesign(nil)
                        }
                        .fontDesign(.rounded)
                    }
                }
                #Preview { Card() }
                """,
            expected: VStack {
                Text("Rounded").font(.designed(.system(size: 20, weight: .bold), design: .rounded, width: nil))
                Text("Serif").font(.system(.title, design: .serif))
                Text("Narrow").font(FontChoice.headline.width(.condensed))
                Text("Mono").font(.custom("monospaced", size: 17, relativeTo: .body))
                Text("Inside").fontDesign(.serif).fontWidth(.expanded)
                Text("Plain").fontDesign(.default)
            }.fontDesign(.rounded).node),
        Case(
            name: "TabView, ProgressView in each form, TextField, SecureField and Picker",
            source: """
                struct Login: View {
                    @State private var email = ""
                    @State private var password = ""
                    var body: some View {
                        TabView {
                            VStack {
                                TextField("Email", text: $email)
                                SecureField("Password", text: $password)
                                ProgressView()
                                ProgressView("Signing in")
                                ProgressView(value: 0.4) { Text("Uploading") }
                                Picker("Sort", selection: $email) { ForEach(["Name", "Date"], id: \\.self) { Text($0) } }
                            }
                            .tabItem { Label("Account", systemImage: "person") }
                        }
                    }
                }
                #Preview { Login() }
                """,
            expected: TabView {
                VStack {
                    TextField("Email", text: "")
                    SecureField("Password", text: "")
                    ProgressView()
                    ProgressView("Signing in")
                    ProgressView("Uploading", value: 0.4)
                    Picker("Sort", selection: "") {
                        Text("Name")
                        Text("Date")
                    }
                }
                .tabItem { Label("Account", systemImage: "person") }
            }.node),
        Case(
            name: "list styles in both spellings, and row insets",
            source: """
                struct Settings: View {
                    var body: some View {
                        VStack {
                            List {
                                Text("Tight").listRowInsets(EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
                                Text("Zero").listRowInsets(EdgeInsets())
                                Text("Implicit").listRowInsets(.init(top: 1, leading: 3))
                                Text("Style's").listRowInsets(nil)
                            }
                            .listStyle(.plain)
                            List { Text("Old") }.listStyle(GroupedListStyle())
                        }
                    }
                }
                #Preview { Settings() }
                """,
            expected: VStack {
                List {
                    Text("Tight").listRowInsets(EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
                    Text("Zero").listRowInsets(EdgeInsets())
                    Text("Implicit").listRowInsets(EdgeInsets(top: 1, leading: 3))
                    Text("Style's").listRowInsets(nil)
                }
                .listStyle(.plain)
                List { Text("Old") }.listStyle(.grouped)
            }.node),
        Case(
            name: "label, picker, text field and container styles",
            source: """
                struct Account: View {
                    @State private var name = ""
                    @State private var on = false
                    var body: some View {
                        TabView {
                            VStack {
                                Label("Wi-Fi", systemImage: "wifi").labelStyle(.iconOnly)
                                Toggle("Sync", isOn: $on).labelsHidden()
                                TextField("Name", text: $name).textFieldStyle(.roundedBorder)
                                TextField("Old", text: $name).textFieldStyle(RoundedBorderTextFieldStyle())
                                Menu("More") { Button("A") {} }.menuStyle(.borderlessButton)
                                Button("Save") {}.buttonStyle(.bordered).controlSize(.large).buttonBorderShape(.capsule)
                                Button("Old") {}.buttonStyle(PlainButtonStyle())
                                Button("Default") {}.buttonStyle(DefaultButtonStyle())
                                ProgressView(value: 0.5).progressViewStyle(CircularProgressViewStyle())
                                Picker("Sort", selection: $name) { Text("Name") }.pickerStyle(.wheel)
                            }
                        }
                        .tabViewStyle(.page)
                        .navigationViewStyle(.stack)
                    }
                }
                #Preview { Account() }
                """,
            expected: TabView {
                VStack {
                    Label("Wi-Fi", systemImage: "wifi").labelStyle(.iconOnly)
                    Toggle("Sync", isOn: false).labelsHidden()
                    TextField("Name", text: "").textFieldStyle(.roundedBorder)
                    TextField("Old", text: "").textFieldStyle(.roundedBorder)
                    Menu("More") { Button("A") {} }.menuStyle(0)
                    Button("Save") {}.buttonStyle(.bordered).controlSize(.large).buttonBorderShape(0)
                    Button("Old") {}.buttonStyle(.plain)
                    Button("Default") {}.buttonStyle(.automatic)
                    ProgressView(value: 0.5).progressViewStyle(.circular)
                    Picker("Sort", selection: "") { Text("Name") }.pickerStyle(.wheel)
                }
            }
            .tabViewStyle(0)
            .navigationViewStyle(0).node),
        Case(
            name: "images, hidden views, safe area insets and the neutral drawing modifiers",
            source: """
                struct Gallery: View {
                    var body: some View {
                        ScrollView {
                            VStack {
                                Image("hero").resizable().aspectRatio(contentMode: .fill)
                                Image("logo").resizable().aspectRatio(CGSize(width: 16, height: 9), contentMode: .fit)
                                Image("icon").resizable().scaledToFit()
                                Image(systemName: "star").imageScale(.large)
                                Text("Secret").hidden()
                                Text("Link").underline().border(Color.red).accentColor(.red)
                                Circle().strokeBorder(Color.red, lineWidth: 2).colorMultiply(.red)
                                TextField("Name", text: .constant("")).autocapitalization(.none)
                            }
                        }
                        .safeAreaInset(edge: .bottom, alignment: .leading, spacing: 4) { Text("Footer") }
                        .ignoresSafeArea()
                        .scrollClipDisabled()
                        .listRowSeparatorTint(.red)
                        .containerBackground(.red, for: .widget)
                        .glassEffect(.regular)
                        .colorScheme(.dark)
                        .searchPresentationToolbarBehavior(.avoidHidingContent)
                        .toolbarTitleDisplayMode(.inline)
                        .navigationBarItems(trailing: Button("Done") {})
                        .containerShape(RoundedRectangle(cornerRadius: 8))
                        .environment(\\.router, Router())
                    }
                }
                final class Router {}
                struct RouterKey: EnvironmentKey { static let defaultValue = Router() }
                extension EnvironmentValues {
                    var router: Router {
                        get { self[RouterKey.self] }
                        set { self[RouterKey.self] = newValue }
                    }
                }
                #Preview { Gallery() }
                """,
            expected: ScrollView {
                VStack {
                    ViewNode(.image(name: "hero", width: nil, height: nil)).resizable().aspectRatio(contentMode: .fill)
                    ViewNode(.image(name: "logo", width: nil, height: nil)).resizable().aspectRatio(16.0 / 9, contentMode: .fit)
                    ViewNode(.image(name: "icon", width: nil, height: nil)).resizable().scaledToFit()
                    Image(systemName: "star").imageScale(.large)
                    Text("Secret").hidden()
                    Text("Link").underline().border(0).accentColor(.red)
                    Color.red.strokeBorder(0).colorMultiply(.red)
                    TextField("Name", text: "").autocapitalization(0)
                }
            }
            .safeAreaInset(edge: .bottom, alignment: .leading, spacing: 4) { Text("Footer") }
            .ignoresSafeArea()
            .scrollClipDisabled()
            .listRowSeparatorTint(.red)
            .containerBackground(0, for: 0)
            .glassEffect(0)
            .colorScheme(.dark)
            .searchPresentationToolbarBehavior(0)
            .toolbarTitleDisplayMode(.inline)
            .navigationBarItems(trailing: Button("Done") {})
            .containerShape(0).node),
    ]

    @Test(arguments: cases)
    func evaluatesAsSwiftUIWould(_ testCase: Case) throws {
        let evaluation = try Self.evaluate(testCase.source, in: testCase.environment)
        #expect(evaluation.notes.filter(\.isNotUnderstood).isEmpty, "\(evaluation.notes)")
        #expect(evaluation.tree == testCase.expected, "\(evaluation.tree)")
    }

    /// Previews are named by `#Preview("…")`, a `PreviewProvider`'s `.previewDisplayName("…")`
    /// anywhere along its modifiers, else by file and line.
    @Test func previewsAreNamedAsXcodeNamesThem() throws {
        let source = """
            struct Row: View { var body: some View { Text("Row") } }
            struct Row_Previews: PreviewProvider {
                static var previews: some View { Row().padding().previewDisplayName("Padded row").previewLayout(.sizeThatFits) }
            }
            struct Plain_Previews: PreviewProvider {
                static var previews: some View { return Row() }
            }
            #Preview("Named") { Row() }
            #Preview { Row() }
            """
        let screens = SwiftUIScreens(files: [try Parsing.parse(source)])
        #expect(screens.previews.map(\.name) == ["Named", "Test.swift:9", "Test.swift:5", "Padded row"])
    }

    /// A view that reads the Dynamic Type size depends on it; one that does not, on nothing.
    @Test func anEvaluationSaysWhatItRead() throws {
        let reading = try Self.evaluate(Self.cases[1].source)
        #expect(reading.dependence == .category)
        #expect(try Self.evaluate(Self.cases[0].source).dependence.isEmpty)
    }

    /// Every node says where it was written and through which of the app's views.
    @Test func nodesCarryTheirSourceAndChain() throws {
        let evaluation = try Self.evaluate(Self.cases[0].source)
        guard case .stack(_, _, _, let children) = evaluation.tree.kind else {
            Issue.record("not a stack: \(evaluation.tree)")
            return
        }
        #expect(evaluation.tree.source?.description == "Test.swift:2:27")
        #expect(children[0].source?.viewChain == ["Row", "title", "Text"])
        guard case .group(let detail) = children[1].kind else {
            Issue.record("not a group: \(children[1])")
            return
        }
        #expect(detail[0].source?.viewChain == ["Row", "detail", "Text"])
        #expect(detail[0].source.map { "\($0.line):\($0.column)" } == "5:9")
    }

    struct Hostile: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        var note: @Sendable (EvaluationNote.Kind) -> Bool
        var testDescription: String { name }
    }

    /// Code the evaluator cannot follow is never a crash or a hang: a note with where, and a tree.
    @Test(arguments: [
        Hostile(
            name: "a view that contains itself", source: "struct Loop: View { var body: some View { VStack { Loop() } } }\n#Preview { Loop() }",
            note: { $0 == .tooDeep }),
        Hostile(
            name: "a preview that loops",
            source: "struct Spin: View { var body: some View { var n = 0\nwhile true { n += 1 }\nreturn Text(\"x\") } }\n#Preview { Spin() }",
            note: { $0 == .budgetExceeded }),
        Hostile(
            name: "a view of a library", source: "#Preview { VStack { Chart { }; Text(\"a\") } }", note: { $0 == .unknownView("Chart") }),
        Hostile(
            name: "a GridItem's alignment", source: "#Preview { LazyVGrid(columns: [GridItem(alignment: .leading)]) { Text(\"a\") } }",
            note: { kind in
                guard case .approximated(let text) = kind else { return false }
                return text.contains("GridItem's alignment")
            }),
        Hostile(
            name: "a modifier Overset does not know", source: "#Preview { Text(\"a\").shimmering(active: true) }",
            note: { $0 == .unknownModifier("shimmering") }),
        Hostile(
            name: "a picker style Overset does not lay out",
            source: "#Preview { Picker(\"Sort\", selection: .constant(1)) { Text(\"A\") }.pickerStyle(.palette) }",
            note: { kind in
                guard case .unknownModifier(let text) = kind else { return false }
                return text.hasPrefix("pickerStyle")
            }),
        Hostile(
            name: "a list style Overset does not lay out", source: "#Preview { List { Text(\"a\") }.listStyle(.carousel) }",
            note: { kind in
                guard case .unknownModifier(let text) = kind else { return false }
                return text.hasPrefix("listStyle")
            }),
        Hostile(
            name: "an environment key that changes layout", source: "#Preview { Text(\"a\").environment(\\.locale, Locale(identifier: \"uk\")) }",
            note: { $0 == .unknownModifier("environment") }),
    ])
    func hostileCodeIsNotedAndStops(_ hostile: Hostile) throws {
        let started = Date()
        let evaluation = try Self.evaluate(hostile.source)
        #expect(evaluation.notes.contains { hostile.note($0.kind) }, "\(evaluation.notes)")
        #expect(Date().timeIntervalSince(started) < 10)
    }
}
