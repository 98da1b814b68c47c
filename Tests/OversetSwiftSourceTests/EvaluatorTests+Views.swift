import OversetLayout

/// SwiftUI's views as the evaluator reads them: controls in each initializer form, navigation titles,
/// toolbars and bars, grids, lists, forms and sections, tab views and fields.
extension EvaluatorTests {
    static let viewCases: [Case] = [
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
    ]
}
