import OversetLayout

/// SwiftUI's modifiers as the evaluator reads them: environment keys, font designs and widths, the
/// label, picker, text field and container styles, images, hidden views, safe area insets and the
/// drawing modifiers that change no layout.
extension EvaluatorTests {
    static let modifierCases: [Case] = [
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
}
