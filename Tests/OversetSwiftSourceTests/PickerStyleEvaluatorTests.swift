import Foundation
import OversetLayout
import Testing

@testable import OversetSwiftSource

/// Segmented and inline pickers, `TextEditor`, `listSectionSpacing`, the inline large title and
/// `alignmentGuide` in SwiftUI source read as the DSL writes them, understood (no note says
/// otherwise).
@Suite struct PickerStyleEvaluatorTests {
    static func source(_ body: String) -> String {
        """
        struct Planner: View {
            @State private var mode = 0
            @State private var notes = "Buy milk"
            var body: some View {
                \(body)
            }
        }
        #Preview { Planner() }
        """
    }

    static let dayWeek = Picker("View", selection: 0) {
        Text("Day")
        Text("Week")
    }.node

    static let taggedDayWeek = Picker("View", selection: 0) {
        Text("Day").tag(0)
        Text("Week").tag(1)
    }.node

    @Test(arguments: [
        (#"Picker("View", selection: $mode) { Text("Day").tag(0); Text("Week").tag(1) }.pickerStyle(.segmented)"#, taggedDayWeek.pickerStyle(.segmented)),
        (#"Picker("View", selection: $mode) { Text("Day"); Text("Week") }.pickerStyle(SegmentedPickerStyle())"#, dayWeek.pickerStyle(.segmented)),
        (
            #"Picker("View", selection: $mode) { ForEach(["Day", "Week"], id: \.self) { Text($0) } }.pickerStyle(.inline)"#,
            dayWeek.pickerStyle(.inline)
        ),
        (#"TextEditor(text: $notes)"#, TextEditor(text: "Buy milk").node),
        (#"List { Text("A") }.listSectionSpacing(.compact)"#, List { Text("A") }.listSectionSpacing(.compact)),
        (#"List { Text("A") }.listSectionSpacing(12)"#, List { Text("A") }.listSectionSpacing(12)),
        (#"List { Text("A") }.listSectionSpacing(.custom(8))"#, List { Text("A") }.listSectionSpacing(.points(8))),
        (
            #"NavigationStack { Text("A").navigationTitle("T").toolbarTitleDisplayMode(.inlineLarge) }"#,
            NavigationStack { Text("A").navigationTitle("T").toolbarTitleDisplayMode(.inlineLarge) }.node
        ),
        (#"Text("A").alignmentGuide(.leading) { d in d[.trailing] - 8 }"#, Text("A").alignmentGuide(.leading) { d in d[.trailing] - 8 }),
        (#"Text("A").alignmentGuide(.leading) { _ in 20 }"#, Text("A").alignmentGuide(.leading) { _ in 20 }),
        (#"Text("A").alignmentGuide(.top) { $0.height / 2 }"#, Text("A").alignmentGuide(.top) { d in d.height / 2 }),
        (
            #"Text("A").alignmentGuide(HorizontalAlignment.center) { d in d[HorizontalAlignment.center] + 4 }"#,
            Text("A").alignmentGuide(HorizontalAlignment.center) { d in d[HorizontalAlignment.center] + 4 }
        ),
        (
            #"Text("A").alignmentGuide(VerticalAlignment.center, computeValue: { d in d[.bottom] })"#,
            Text("A").alignmentGuide(VerticalAlignment.center) { d in d[.bottom] }
        ),
        // The separator's guide moves a separator drawn over the rows: no layout effect.
        (#"Text("A").alignmentGuide(.listRowSeparatorLeading) { _ in 0 }"#, Text("A").modifier(.ignored("alignmentGuide"))),
        // A view sets no explicit guide inside: `d[explicit:]` is nil.
        (#"Text("A").alignmentGuide(.leading) { d in d[explicit: .trailing] ?? 12 }"#, Text("A").alignmentGuide(.leading) { _ in 12 }),
    ])
    func readsAsTheDSL(body: String, expected: ViewNode) throws {
        let evaluation = try EvaluatorTests.evaluate(Self.source(body))
        #expect(evaluation.notes.filter(\.isNotUnderstood).isEmpty, "\(evaluation.notes)")
        #expect(evaluation.tree == expected, "\(evaluation.tree)")
    }

    /// A guide's value it cannot read (a model's, a guide it does not know) is not understood, and
    /// the view is left without it.
    @Test(arguments: [#"Text("A").alignmentGuide(.leading) { _ in model.indent }"#, #"Text("A").alignmentGuide(.firstTextBaseline) { _ in 4 }"#])
    func unreadableGuidesAreNotUnderstood(_ body: String) throws {
        let evaluation = try EvaluatorTests.evaluate(Self.source(body))
        #expect(evaluation.tree == Text("A").node)
        #expect(evaluation.notes.contains { if case .unknownModifier(let text) = $0.kind { text.hasPrefix("alignmentGuide") } else { false } })
    }

    /// A text only the app knows leaves the editor empty, with a note.
    @Test func anUnknownTextIsEmpty() throws {
        let evaluation = try EvaluatorTests.evaluate(Self.source(#"TextEditor(text: .constant(model.notes))"#))
        #expect(evaluation.tree == TextEditor(text: "").node)
        #expect(evaluation.notes.contains { "\($0.kind)".contains("TextEditor") })
    }
}
