import Foundation
import OversetLayout
import OversetStyle
import OversetText
import Testing

/// `dynamicTypeSize(_:)` clamps the Dynamic Type size of a subtree (SwiftUI: "Sets the Dynamic
/// Type size within the view to the given value" / "Limits the Dynamic Type size within the view
/// to the given range", developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)).
/// Body's size at each category is the HIG table's.
@Suite struct DynamicTypeLimitTests {
    static func bodySize(_ view: some View, at category: DynamicTypeSize) throws -> Double? {
        try Layouts.layout(view, category: category)["t"]?.text?.style.size
    }

    @Test(arguments: [
        // (limit, screen category, expected body size)
        (DynamicTypeSize.xSmall...DynamicTypeSize.large, DynamicTypeSize.accessibility5, 17.0),
        (.xSmall ... .large, .xSmall, 14),
        (.large ... .accessibility1, .xSmall, 17),
        (.large ... .accessibility1, .accessibility5, 28),
        (.xLarge ... .xLarge, .accessibility3, 19),
    ])
    func aRangeClampsTheSize(_ range: ClosedRange<DynamicTypeSize>, _ category: DynamicTypeSize, _ expected: Double) throws {
        #expect(try Self.bodySize(VStack { Text("Hi").id("t") }.dynamicTypeSize(range), at: category) == expected)
    }

    @Test func partialRangesAndSingleSizesRead() throws {
        #expect(try Self.bodySize(Text("Hi").id("t").dynamicTypeSize(...DynamicTypeSize.large), at: .accessibility5) == 17)
        #expect(try Self.bodySize(Text("Hi").id("t").dynamicTypeSize(DynamicTypeSize.xxLarge...), at: .xSmall) == 21)
        #expect(try Self.bodySize(Text("Hi").id("t").dynamicTypeSize(.medium), at: .accessibility2) == 16)
    }

    /// Nested limits clamp in turn: to their overlap, or to the inner one when they do not meet.
    @Test func nestedLimitsClampInTurn() throws {
        let overlapping = VStack { Text("Hi").id("t").dynamicTypeSize(...DynamicTypeSize.xLarge) }.dynamicTypeSize(.large ... .accessibility2)
        #expect(try Self.bodySize(overlapping, at: .accessibility5) == 19)
        let disjoint = VStack { Text("Hi").id("t").dynamicTypeSize(DynamicTypeSize.accessibility3...) }.dynamicTypeSize(...DynamicTypeSize.large)
        #expect(try Self.bodySize(disjoint, at: .accessibility5) == 40)
    }

    /// Scaled metrics (icons) follow the limit too; diagnostics keep the screen's category.
    @Test func iconsFollowTheLimit() throws {
        let result = try Layouts.layout(DFIcon("star", size: .md).id("icon").dynamicTypeSize(...DynamicTypeSize.large), category: .accessibility5)
        #expect(result["icon"]?.frame.width == 20)
        #expect(result.environment.category == .accessibility5)
    }

    @Test func specLimitsAreTheDSLLimits() throws {
        let json = #"""
            {"screens": [{"name": "S", "body": {"vstack": {"children": [{"text": "Hi", "dynamicTypeSize": "...AX1"}]},
              "modifiers": [{"dynamicTypeSize": "L...AX3"}, {"dynamicTypeSize": "XL"}, {"dynamicTypeSize": "AX2..."}]}}]}
            """#
        let spec = try LayoutSpec(data: Data(json.utf8), file: "spec.json")
        let expected = VStack { Text("Hi").dynamicTypeSize(...DynamicTypeSize.accessibility1) }
            .dynamicTypeSize(.large ... .accessibility3).dynamicTypeSize(.xLarge).dynamicTypeSize(DynamicTypeSize.accessibility2...)
        #expect(spec.screens[0].body == expected)
    }

    @Test(arguments: [
        (#""HUGE""#, #"expected a size or range such as "L", "...AX1" or "L...AX2", got "HUGE""#),
        (#""AX3...L""#, #"the range "AX3...L" is empty: AX3 is above L"#),
        (#""L...AX1...AX2""#, #"expected a size or range such as "L", "...AX1" or "L...AX2", got "L...AX1...AX2""#),
        ("3", "expected a string, got 3"),
    ])
    func badLimitsNameTheirPath(_ value: String, _ problem: String) {
        let json = #"{"screens": [{"name": "S", "body": {"text": "Hi", "dynamicTypeSize": \#(value)}}]}"#
        #expect {
            _ = try LayoutSpec(data: Data(json.utf8), file: "spec.json")
        } throws: { error in
            (error as? OversetSpecError)?.description == "spec.json: screens[0].body.dynamicTypeSize: \(problem)"
        }
    }
}

/// `atRisk`: a limited text in the "system" stand-in that fits by less than the stand-in's
/// documented error (`SystemFontFidelity`, docs/fidelity.md) may truncate on a device.
@Suite struct AtRiskTests {
    /// The width at which `text` (body, one line) just fits: its one-line width.
    static func oneLine(_ text: String, family: String) throws -> Double {
        try Layouts.engine.measure(text, attributes: TextAttributes(font: .family(family), size: 17)).exactWidth
    }

    @Test(arguments: [0.002, 0.01])
    func aLineLimitedTextFittingByLessThanTheErrorIsAtRisk(_ slackFraction: Double) throws {
        let text = "Storage used: 48.2 GB of 128 GB"
        let width = (try Self.oneLine(text, family: "system") * (1 + slackFraction) * 3).rounded(.up) / 3
        let result = try Layouts.layout(Text(text).lineLimit(1).id("t").frame(width: width))
        let diagnostic = try #require(result["t"]?.diagnostics.first)
        guard case .atRisk(let margin, let offered, let errorBound)? = diagnostic.cause else {
            Issue.record("expected atRisk, got \(String(describing: diagnostic.cause))")
            return
        }
        #expect(diagnostic.kind == .atRisk && diagnostic.severity == .warning)
        #expect(offered == width && errorBound == SystemFontFidelity.widthErrorBound(weight: 400))
        #expect(margin > 0 && margin < width * errorBound)
    }

    @Test func aMarginBeyondTheErrorIsNotAtRisk() throws {
        let text = "Storage used: 48.2 GB of 128 GB"
        let width = try Self.oneLine(text, family: "system") * 1.05
        #expect(try Layouts.layout(Text(text).lineLimit(1).id("t").frame(width: width)).diagnostics.isEmpty)
    }

    /// Only the stand-in has an error to fear; a text free to wrap never truncates.
    @Test func exactFontsAndFreeTextAreNeverAtRisk() throws {
        let text = "Storage used: 48.2 GB of 128 GB"
        let inter = try Self.oneLine(text, family: "Inter") * 1.002
        let exact = Text(text).font(.custom("Inter", fixedSize: 17)).lineLimit(1).id("t").frame(width: inter)
        #expect(try Layouts.layout(exact).diagnostics.isEmpty)
        let free = try Self.oneLine(text, family: "system") * 1.002
        #expect(try Layouts.layout(Text(text).id("t").frame(width: free)).diagnostics.filter { $0.kind == .atRisk }.isEmpty)
    }
}
