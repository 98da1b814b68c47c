import Foundation
import OversetLayout
import OversetStyle
import OversetText
import Testing

/// `pickerStyle(.segmented)` and `(.inline)` against docs/layout.md: a segmented control is 32 pt
/// tall (`UISegmentedControl` since iOS 13) with segments of equal width sharing the width offered,
/// its titles 13 pt (the selected one semibold) inset 8 pt each side, not scaled with Dynamic
/// Type — all estimates, the theme's; an inline picker in a list is a section of its own under its
/// label, a row per option, the selected one ending with openuikit's 19 × 18 pt checkmark 8 pt after
/// its title.
@Suite struct PickerStyleLayoutTests {
    /// The engine's width of `string` in the system font at 13 pt, rounded up to the pixel.
    static func segmentTitle(_ string: String, weight: FontWeight) throws -> Double {
        Layouts.pixels(try Layouts.engine.measure(string, attributes: TextAttributes(weight: weight, size: 13), options: TextLayoutOptions()).width)
    }

    static func segmented(_ titles: [String]) -> ViewNode {
        VStack {
            Picker("View", selection: 0) {
                ForEach(Array(titles.enumerated()), id: \.offset) { index, title in Text(title).id("option\(index)") }
            }.pickerStyle(.segmented).id("picker")
        }.node
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var width: Double
        var category: DynamicTypeSize
        var testDescription: String { "\(Int(width)) pt at \(category.shortName)" }
    }

    /// Three segments share the width: each a third of it, the titles centred in them, 13 pt at
    /// every text size; the control 32 pt tall and no label shown.
    @Test(arguments: [Case(width: 375, category: .large), Case(width: 320, category: .accessibility5), Case(width: 430, category: .xSmall)])
    func segmentsShareTheWidth(_ given: Case) throws {
        let result = try Layouts.solver.layout(
            Self.segmented(["Day", "Week", "Month"]), name: "Test", theme: .apple,
            environment: LayoutEnvironment(category: given.category, width: given.width))
        let picker = try #require(result["picker"])
        #expect(picker.frame.width == given.width && picker.frame.height == 32)
        #expect(!result.outline.contains("\"View\""))
        let third = given.width / 3
        for (index, title) in ["Day", "Week", "Month"].enumerated() {
            let option = try #require(result["option\(index)"])
            let width = try Self.segmentTitle(title, weight: index == 0 ? .semibold : .regular)
            #expect(abs(option.frame.x - third * Double(index)) <= 1.0 / 3 + 1e-9)
            #expect(abs(option.frame.width - third) <= 1.0 / 3 + 1e-9)
            #expect(option.contentFrame.width == width)
            #expect(option.text?.style.size == 13)
            #expect(option.text?.style.weight == (index == 0 ? .semibold : .regular))
        }
        #expect(result.diagnostics.isEmpty)
    }

    /// A title wider than its segment (a quarter of 320 pt less 16 pt of inset: 64 pt) truncates
    /// and is reported as any truncated text is.
    @Test func aLongTitleTruncatesInItsSegment() throws {
        let titles = ["All", "Unread", "Alexandra Konstantinopoulou", "Flagged"]
        let result = try Layouts.layout(Self.segmented(titles), width: 320, theme: .apple)
        let long = try #require(result["option2"])
        #expect(long.contentFrame.width <= 64)
        #expect(try Self.segmentTitle(titles[2], weight: .regular) > 64)
        let truncated = result.diagnostics.filter { $0.kind == .truncated }
        #expect(truncated.map(\.id) == ["option2"])
    }

    /// The spec's `options` and `selection` read into the DSL's tree, and the selection is the
    /// option of its text: the semibold one.
    @Test func specOptionsAreTheDSLs() throws {
        let body = #"{"picker": {"title": "View", "selection": "Week", "options": ["Day", "Week"]}, "modifiers": [{"pickerStyle": "segmented"}]}"#
        let spec = try LayoutSpec(data: Data(#"{"screens": [{"name": "S", "body": \#(body)}]}"#.utf8), file: "spec.json")
        let expected = ViewNode.picker(
            label: .title(TextContent("View")), selection: .title(TextContent("Week")), options: [.title(TextContent("Day")), .title(TextContent("Week"))])
        #expect(spec.screens[0].body == expected.pickerStyle(.segmented))
        let result = try Layouts.solver.layout(spec.screens[0].body, name: "S", theme: .apple, environment: LayoutEnvironment(width: 375))
        let weights = result.root.allViews.compactMap { $0.text.map { ($0.string, $0.style.weight) } }
        #expect(weights.map(\.0) == ["Day", "Week"])
        #expect(weights.map(\.1) == [.regular, .semibold])
    }

    /// An inline picker in a `Form`: its label a header above its rows (footnote, grouped
    /// style), a 44 pt row per option; the selected option's title leaves room for the 19 pt
    /// checkmark 8 pt after it: 375 − 2 × 16 (card) − 2 × 16 (row inset) − 8 − 19 = 284 pt.
    @Test func inlineInAFormIsASectionOfRows() throws {
        let form = Form {
            Picker("Units", selection: 0) {
                Text("Metric").id("metric")
                Text("Imperial").id("imperial")
            }.pickerStyle(.inline)
        }
        let result = try Layouts.layout(form, width: 375, theme: .apple)
        let metric = try #require(result["metric"])
        let imperial = try #require(result["imperial"])
        #expect(metric.contentFrame.x == 32 && imperial.contentFrame.x == 32)
        #expect(metric.frame.width == 284)
        #expect(Layouts.same(imperial.contentFrame.y - metric.contentFrame.y, 44))
        let header = try #require(result.root.allViews.first { $0.text?.string == "Units" })
        #expect(header.text?.style.size == 13)
        #expect(header.frame.maxY <= metric.frame.y)
    }

    /// Bad options in a spec name their JSON path.
    @Test(arguments: [
        (#"{"picker": {"title": "A", "options": "B"}}"#, "spec.json: screens[0].body.picker.options:"),
        (#"{"picker": {"title": "A", "options": [3]}}"#, "spec.json: screens[0].body.picker.options[0]:"),
        (
            #"{"picker": {"title": "A", "selection": "C", "options": ["A", "B"]}}"#,
            "spec.json: screens[0].body.picker.selection: 'C' is not one of the picker's options"
        ),
        (#"{"textEditor": {"text": 3}}"#, "spec.json: screens[0].body.textEditor.text:"),
        (#"{"textEditor": {"title": "A"}}"#, "spec.json: screens[0].body.textEditor.title: unknown key"),
    ])
    func badOptionsNameTheirPath(_ body: String, _ prefix: String) throws {
        let error = try #require(Layouts.specError(body: body))
        #expect(error.hasPrefix(prefix), "\(error)")
    }

    /// More than 1000 options is refused, naming the key.
    @Test func tooManyOptionsAreRefused() throws {
        let options = Array(repeating: #""A""#, count: 1001).joined(separator: ", ")
        let error = try #require(Layouts.specError(body: #"{"picker": {"title": "A", "options": [\#(options)]}}"#))
        #expect(error.hasPrefix("spec.json: screens[0].body.picker.options: a picker takes at most 1000 options"), "\(error)")
    }
}
