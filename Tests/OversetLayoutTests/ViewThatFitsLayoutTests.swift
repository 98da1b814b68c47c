import OversetLayout
import OversetStyle
import OversetText
import Testing

/// `atRisk` inside `ViewThatFits` (issue 33, point 3): a text that nearly misses in a child with
/// another after it is not at risk — were the font wider, the next child would be chosen — but
/// the same text in the last child, which has nothing to fall back to, is.
@Suite struct ViewThatFitsRiskTests {
    static let title = "Monthly revenue report"

    /// A width 0.5% wider than the title's one line: it fits, but not within the stand-in
    /// system font's error (SystemFontFidelity, about 2.4%).
    static func nearMiss() throws -> Double {
        try Layouts.body(title).width * 1.005
    }

    static func risks(_ view: ViewNode, width: Double) throws -> [Diagnostic] {
        try Layouts.layout(view.frame(width: width), theme: .apple).diagnostics.filter { $0.kind == .atRisk }
    }

    @Test func aChildWithAFallbackIsNotAtRisk() throws {
        let width = try Self.nearMiss()
        let adaptive = ViewThatFits(in: .horizontal) {
            Text(Self.title).lineLimit(1).id("first")
            Text("Revenue").lineLimit(1).id("fallback")
        }.node
        #expect(try Self.risks(adaptive, width: width).isEmpty)
    }

    @Test func theLastChildAndAPlainTextAreAtRisk() throws {
        let width = try Self.nearMiss()
        let last = ViewThatFits(in: .horizontal) {
            Text(Self.title + " for every region").lineLimit(1)
            Text(Self.title).lineLimit(1).id("last")
        }.node
        #expect(try Self.risks(last, width: width).map(\.path).contains { $0.hasSuffix("Text\"last\"") })
        #expect(try Self.risks(Text(Self.title).lineLimit(1).node, width: width).count == 1)
    }
}

/// `ViewThatFits`' candidates are the views its builder makes (issue 32, a rule the evidence
/// contradicted): an `EmptyView` is none — it would always fit — and a `Group`'s views are one
/// candidate each.
@Suite struct ViewThatFitsCandidateTests {
    @Test func anEmptyViewIsNoCandidate() throws {
        let result = try Layouts.layout(
            ViewThatFits {
                EmptyView()
                Text("Fallback").id("fallback")
            }, theme: .apple)
        #expect(result["fallback"] != nil)
    }

    @Test func aGroupsViewsAreCandidatesEach() throws {
        let wide = String(repeating: "Monthly revenue ", count: 40)
        let adaptive = ViewThatFits(in: .horizontal) {
            Group {
                Text(wide).lineLimit(1).id("wide")
                Text("Revenue").lineLimit(1).id("narrow")
            }
        }
        let result = try Layouts.layout(adaptive, theme: .apple)
        #expect(result["wide"] == nil && result["narrow"] != nil)
    }
}
