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

    /// Every case, by topic: the Swift the evaluator follows, SwiftUI's views, its modifiers.
    static let cases: [Case] = swiftCases + viewCases + modifierCases

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
