import Foundation
import OversetLayout
import OversetStyle
import Testing

/// `alignmentGuide(_:computeValue:)` as SwiftUI documents it: a stack lines its children up by
/// their values for its alignment's guide (Apple: the guide "overrides the default alignment";
/// apple-semantics-notes and OpenSwiftUI's reconstruction of `VStack` placement), so a child whose
/// leading guide is −20 sits 20 pt right of the others' leading edge, and the stack is as wide as
/// the most any child has before the guide plus the most after it. Boxes of fixed size, so each
/// expectation is the arithmetic in its comment.
@Suite struct AlignmentGuideLayoutTests {
    static func layout(_ view: some View, rightToLeft: Bool = false) throws -> LayoutResult {
        try Layouts.solver.layout(
            view, name: "Test", theme: .apple, environment: LayoutEnvironment(width: 375, locale: rightToLeft ? "ar" : "en"))
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var guide: ProxyLength
        /// b's x less a's, and the stack's width.
        var shift: Double
        var width: Double
        var testDescription: String { name }
    }

    /// a is 100 wide, b 60, in `VStack(alignment: .leading)`.
    static let leadingCases = [
        // Guides 0 and −20: the lead is 0, b is 20 right; 0 + max(100, 60 + 20) = 100.
        Case(name: "a constant -20", guide: .points(-20), shift: 20, width: 100),
        // Guides 0 and 60: the lead is 60, a is 60 right of b; 60 + max(100, 0) = 160.
        Case(name: "d[.trailing]", guide: ProxyLength(width: 1), shift: -60, width: 160),
        // Guides 0 and 30 − 10 = 20: b 20 left of a; 20 + max(100, 40) = 120.
        Case(name: "d.width / 2 - 10", guide: ProxyLength(width: 0.5, points: -10), shift: -20, width: 120),
        // Guides 0 and 0: as without a guide.
        Case(name: "d[.leading]", guide: ProxyLength(), shift: 0, width: 100),
    ]

    @Test(arguments: leadingCases)
    func vStacksLineUpLeadingGuides(_ given: Case) throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Box(width: 100, height: 20).id("a")
            Box(width: 60, height: 20).alignmentGuide(.leading) { _ in given.guide }.id("b")
        }.id("stack")
        let result = try Self.layout(view)
        let (a, b, stack) = (try #require(result["a"]), try #require(result["b"]), try #require(result["stack"]))
        #expect(Layouts.same(b.frame.x - a.frame.x, given.shift))
        #expect(Layouts.same(stack.frame.width, given.width))
        #expect(Layouts.same(min(a.frame.x, b.frame.x), stack.frame.x))
    }

    /// Right to left the guides are measured from the leading (right) edge: b's right edge is 20
    /// pt left of a's.
    @Test func rightToLeftMeasuresFromTheRight() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Box(width: 100, height: 20).id("a")
            Box(width: 60, height: 20).alignmentGuide(.leading) { _ in -20 }.id("b")
        }
        let result = try Self.layout(view, rightToLeft: true)
        #expect(Layouts.same(try #require(result["a"]).frame.maxX - (try #require(result["b"])).frame.maxX, 20))
    }

    /// A centre guide at b's leading edge: guides 50 (half of 100) and 0, so b starts at a's
    /// middle; 50 + max(50, 60) = 110 wide. A guide of another alignment changes nothing.
    @Test func onlyTheStacksGuideCounts() throws {
        let centred = VStack(spacing: 0) {
            Box(width: 100, height: 20).id("a")
            Box(width: 60, height: 20).alignmentGuide(HorizontalAlignment.center) { d in d[.leading] }.id("b")
        }.id("stack")
        let result = try Self.layout(centred)
        #expect(Layouts.same(try #require(result["b"]).frame.x - (try #require(result["a"])).frame.x, 50))
        #expect(Layouts.same(try #require(result["stack"]).frame.width, 110))
        let other = VStack(alignment: .leading, spacing: 0) {
            Box(width: 100, height: 20).id("a")
            Box(width: 60, height: 20).alignmentGuide(.trailing) { _ in 0 }.id("b")
        }
        let plain = try Self.layout(other)
        #expect(try #require(plain["b"]).frame.x == (try #require(plain["a"])).frame.x)
    }

    /// Padding outside the guide moves it by the leading inset: −20 + 10 = −10, so the padded b
    /// starts 10 pt right of a.
    @Test func paddingMovesTheGuide() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Box(width: 100, height: 20).id("a")
            Box(width: 60, height: 20).alignmentGuide(.leading) { _ in -20 }.padding(.leading, 10).id("b")
        }
        let result = try Self.layout(view)
        #expect(Layouts.same(try #require(result["b"]).frame.x - (try #require(result["a"])).frame.x, 10))
    }

    /// `HStack(alignment: .top)`: a 40 pt tall box and a 20 pt one whose top guide is half its
    /// height (10): a sits 10 below b's top, the stack 10 + max(40, 10) = 50 tall.
    @Test func hStacksLineUpVerticalGuides() throws {
        let view = HStack(alignment: .top, spacing: 0) {
            Box(width: 20, height: 40).id("a")
            Box(width: 20, height: 20).alignmentGuide(.top) { d in d.height / 2 }.id("b")
        }.id("stack")
        let result = try Self.layout(view)
        #expect(Layouts.same(try #require(result["a"]).frame.y - (try #require(result["b"])).frame.y, 10))
        #expect(Layouts.same(try #require(result["stack"]).frame.height, 50))
    }

    /// `ZStack(alignment: .topLeading)`: guides −30 across and −10 down put b 30 right and 10
    /// below a's corner; the stack stays 100 × 100 (0 + max(100, 20 + 30)).
    @Test func zStacksLineUpBothGuides() throws {
        let view = ZStack(alignment: .topLeading) {
            Box(width: 100, height: 100).id("a")
            Box(width: 20, height: 20).alignmentGuide(.leading) { _ in -30 }.alignmentGuide(.top) { _ in -10 }.id("b")
        }.id("stack")
        let result = try Self.layout(view)
        let (a, b) = (try #require(result["a"]), try #require(result["b"]))
        #expect(Layouts.same(b.frame.x - a.frame.x, 30) && Layouts.same(b.frame.y - a.frame.y, 10))
        #expect(try #require(result["stack"]).frame.width == 100)
    }

    /// The spec's form reads into the DSL's tree.
    @Test func specGuidesAreTheDSLs() throws {
        let body =
            #"{"text": "A", "modifiers": [{"alignmentGuide": {"horizontal": "leading", "width": 1, "points": -8}}, {"alignmentGuide": {"vertical": "center", "height": 0.5}}]}"#
        let spec = try LayoutSpec(data: Data(#"{"screens": [{"name": "S", "body": \#(body)}]}"#.utf8), file: "spec.json")
        let expected = Text("A").alignmentGuide(.leading) { d in d[.trailing] - 8 }.alignmentGuide(VerticalAlignment.center) { d in d.height / 2 }
        #expect(spec.screens[0].body == expected)
    }

    /// Bad guides in a spec name their JSON path.
    @Test(arguments: [
        (#"{"alignmentGuide": {"horizontal": "leading", "vertical": "top"}}"#, "spec.json: screens[0].body.modifiers[0].alignmentGuide: give one guide"),
        (#"{"alignmentGuide": {"points": 4}}"#, "spec.json: screens[0].body.modifiers[0].alignmentGuide: give one guide"),
        (#"{"alignmentGuide": {"horizontal": "top"}}"#, "spec.json: screens[0].body.modifiers[0].alignmentGuide.horizontal:"),
        (#"{"alignmentGuide": {"vertical": "firstTextBaseline"}}"#, "spec.json: screens[0].body.modifiers[0].alignmentGuide.vertical:"),
        (#"{"alignmentGuide": {"horizontal": "leading", "width": 101}}"#, "spec.json: screens[0].body.modifiers[0].alignmentGuide.width: expected -100 to 100"),
        (
            #"{"alignmentGuide": {"horizontal": "leading", "points": 1e6}}"#,
            "spec.json: screens[0].body.modifiers[0].alignmentGuide.points: expected -10000 to 10000"
        ),
        (#"{"alignmentGuide": {"horizontal": "leading", "depth": 1}}"#, "spec.json: screens[0].body.modifiers[0].alignmentGuide.depth: unknown key"),
    ])
    func badGuidesNameTheirPath(_ modifier: String, _ prefix: String) throws {
        let error = try #require(Layouts.specError(body: #"{"text": "A", "modifiers": [\#(modifier)]}"#))
        #expect(error.hasPrefix(prefix), "\(error)")
    }

    /// A value past the bounds from the DSL is an error naming the view.
    @Test func hugeDSLValuesAreRefused() throws {
        #expect(throws: OversetLayoutError.self) {
            _ = try Self.layout(VStack { Text("A").alignmentGuide(.leading) { d in d.width * 1000 } })
        }
    }
}
