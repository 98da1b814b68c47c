import OversetLayout
import OversetStyle

/// The Swift the evaluator follows to a tree: `@ViewBuilder` functions and computed views, a branch on
/// the Dynamic Type size, interpolation, enums, `ViewModifier`s and extensions, `ForEach`, `@ScaledMetric`
/// and `@State`, and implicit members.
extension EvaluatorTests {
    static let swiftCases: [Case] = [
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
    ]
}
