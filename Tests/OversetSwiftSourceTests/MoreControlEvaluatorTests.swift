import Foundation
import OversetLayout
import Testing

@testable import OversetSwiftSource

/// `LabeledContent`, `ContentUnavailableView`, `Stepper`, `Slider`, `ShareLink` and
/// `DisclosureGroup` in SwiftUI source read as the DSL writes them.
@Suite struct MoreControlEvaluatorTests {
    static func source(_ body: String) -> String {
        """
        struct Settings: View {
            @State private var guests = 2
            @State private var volume = 0.5
            @State private var open = true
            var body: some View {
                \(body)
            }
        }
        #Preview { Settings() }
        """
    }

    @Test(arguments: [
        (#"LabeledContent("Version", value: "2.4")"#, LabeledContent("Version", value: "2.4").node),
        (
            #"LabeledContent { Text("12 GB") } label: { Text("Storage") }"#,
            LabeledContent {
                Text("12 GB")
            } label: {
                Text("Storage")
            }.node
        ),
        (
            #"ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail shows here."))"#,
            ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail shows here.")).node
        ),
        (#"Stepper("Guests", value: $guests, in: 1...8)"#, Stepper("Guests", value: 2).node),
        (#"Slider(value: $volume, in: 0...1)"#, Slider(value: 0.5).node),
        (#"ShareLink(item: URL(string: "https://example.com")!)"#, ShareLink(item: 1).node),
        (#"ShareLink("Send", item: "text")"#, ShareLink("Send", item: 1).node),
        (#"DisclosureGroup("Advanced", isExpanded: $open) { Text("More") }"#, DisclosureGroup("Advanced", isExpanded: true) { Text("More") }.node),
        (#"DisclosureGroup("Advanced") { Text("More") }"#, DisclosureGroup("Advanced") { Text("More") }.node),
        (
            #"DisclosureGroup(isExpanded: $open) { Text("More") } label: { Label("Advanced", systemImage: "gear") }"#,
            DisclosureGroup(isExpanded: true) {
                Text("More")
            } label: {
                Label("Advanced", systemImage: "gear")
            }.node
        ),
        (#"Stepper(value: $guests, in: 1...8, step: 1) { Text("Guests") }"#, Stepper { Text("Guests") }.node),
        (#"Stepper("Guests", onIncrement: { guests += 1 }, onDecrement: { guests -= 1 })"#, Stepper("Guests", value: 0).node),
        (
            #"Slider(value: $volume, in: 0...1) { Text("Volume") } minimumValueLabel: { Image(systemName: "speaker") } maximumValueLabel: { Image(systemName: "speaker.wave.3") }"#,
            Slider(value: 0.5) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3")
            }.node
        ),
        (
            #"ContentUnavailableView { Label("No Mail", systemImage: "tray.fill") } description: { Text("New mail shows here.") } actions: { Button("Refresh") {} }"#,
            ContentUnavailableView {
                Label("No Mail", systemImage: "tray.fill")
            } description: {
                Text("New mail shows here.")
            } actions: {
                Button("Refresh") {}
            }.node
        ),
        (#"ShareLink(item: URL(string: "https://example.com")!) { Label("Send", systemImage: "paperplane") }"#, Label("Send", systemImage: "paperplane").node),
        (
            #"LabeledContent("Storage") { Text("12 GB") }"#,
            LabeledContent {
                Text("12 GB")
            } label: {
                Text("Storage")
            }.node
        ),
        (#"ContentUnavailableView.search"#, ContentUnavailableView.search.node),
        (#"ContentUnavailableView.search(text: "Ada")"#, ContentUnavailableView.search(text: "Ada").node),
    ])
    func controlsReadAsTheDSL(body: String, expected: ViewNode) throws {
        let evaluation = try EvaluatorTests.evaluate(Self.source(body))
        #expect(evaluation.notes.filter(\.isNotUnderstood).isEmpty, "\(evaluation.notes)")
        #expect(evaluation.tree == expected, "\(evaluation.tree)")
    }

    /// A value the evaluator knows (a `@State`'s initial value) is shown as text.
    @Test func aKnownValueIsShown() throws {
        let evaluation = try EvaluatorTests.evaluate(Self.source(#"LabeledContent("Guests", value: guests, format: .number)"#))
        #expect(evaluation.notes.filter(\.isNotUnderstood).isEmpty, "\(evaluation.notes)")
        #expect(evaluation.tree == LabeledContent("Guests", value: "2").node)
    }
}
