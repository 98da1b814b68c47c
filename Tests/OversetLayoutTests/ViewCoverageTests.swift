import Foundation
import OversetLayout
import OversetStyle
import Testing

/// SwiftUI views and modifiers real view code uses that the DSL once lacked (issue 16):
/// `padding` with a variable, negative padding, `EmptyView`, `Image(systemName:)`,
/// `ViewThatFits`, and frames that stay the size they were given.
@Suite struct ViewCoverageTests {
    /// A fixed 44 × 44 box stays 44 × 44 wherever centring puts it, at every scale: its two edges
    /// once rounded in opposite directions when they fell on half a pixel (44.333, 43.667).
    @Test(arguments: [1.0, 2, 3])
    func aFixedBoxKeepsItsSizeOnThePixelGrid(_ scale: Double) throws {
        for step in 1...120 {
            let view = ZStack {
                Box(width: 10, height: 44 + Double(step) / scale)
                Box(width: 44, height: 44).id("b")
            }.padding(.top, Double(step) / 7)
            let frame = try #require(try Layouts.layout(view, displayScale: scale)["b"]?.frame)
            #expect(frame.width == 44 && frame.height == 44, "step \(step): \(frame)")
        }
    }

    /// `.padding(.horizontal, inset)` with a `Double` or `CGFloat` variable lays out as the literal.
    @Test func paddingTakesAVariable() throws {
        let double: Double = 12
        let float: CGFloat = 12
        let literal = try Layouts.layout(Box(width: 40, height: 40).padding(.horizontal, 12)).root.frame
        #expect(try Layouts.layout(Box(width: 40, height: 40).padding(.horizontal, double)).root.frame == literal)
        #expect(try Layouts.layout(Box(width: 40, height: 40).padding(.horizontal, float)).root.frame == literal)
        #expect(try Layouts.layout(Box(width: 40, height: 40).padding(double)).root.frame.width == 64)
    }

    /// Negative padding makes the padded view smaller than its content, which reaches outside it
    /// (SwiftUI draws it so); past zero the padded view is empty, never negative.
    @Test(arguments: [(-8.0, 28.0), (-20, 4), (-30, 0)])
    func negativePaddingPullsTheEdgesIn(_ amount: Double, _ side: Double) throws {
        let result = try Layouts.layout(VStack { Box(width: 44, height: 44).id("b").padding(amount) })
        let padded = try #require(result["b"])
        #expect(padded.frame.width == side && padded.frame.height == side)
        #expect(padded.contentFrame.width == 44 && padded.contentFrame.height == 44)
        #expect(!result.diagnostics.contains { $0.kind == .overflow }, "a deliberate negative padding is not overflow")
    }

    /// `EmptyView` takes no space and no spacing in a stack.
    @Test func emptyViewTakesNoSpace() throws {
        let with = try Layouts.layout(
            VStack(spacing: 10) {
                Box(width: 20, height: 20)
                EmptyView()
                Box(width: 20, height: 20)
            })
        #expect(with.root.frame.height == 50)
        #expect(try Layouts.layout(EmptyView()).root.frame.height == 0)
    }

    /// A symbol is a square of the font's point size: Apple's body is 17 pt at L and 53 pt at AX5,
    /// title is 28 pt at L (Human Interface Guidelines, Dynamic Type sizes), in Apple's own theme.
    @Test(arguments: [
        (DynamicTypeSize.large, nil as String?, 17.0), (.accessibility5, nil, 53), (.large, "title", 28),
    ])
    func aSymbolIsAsLargeAsItsFont(_ category: DynamicTypeSize, _ style: String?, _ side: Double) throws {
        let symbol = Image(systemName: "star.fill").id("s")
        let view: ViewNode = style.map { symbol.font(.style($0)) } ?? symbol
        let result = try Layouts.layout(VStack { view }, category: category, theme: try Theme.builtIn(named: "apple"))
        let frame = try #require(result["s"]?.frame)
        #expect(frame.width == side && frame.height == side)
    }

    /// `ViewThatFits` takes the first child whose ideal size fits, else the last.
    @Test(arguments: [(375.0, "wide"), (200, "narrow"), (50, "narrow")])
    func viewThatFitsPicksTheFirstThatFits(_ width: Double, _ expected: String) throws {
        let view = ViewThatFits(in: .horizontal) {
            Box(width: 300, height: 20).id("wide")
            Box(width: 100, height: 20).id("narrow")
        }
        let result = try Layouts.layout(view, width: width)
        #expect(result[expected] != nil)
        #expect(result[expected == "wide" ? "narrow" : "wide"] == nil, "only the chosen child is laid out")
    }

    /// A one-line label that fits is preferred; when it does not, the wrapped form is used, and
    /// its truncation (if any) is what is reported.
    @Test func viewThatFitsWithTexts() throws {
        let view = ViewThatFits(in: .horizontal) {
            Text("Continue to checkout").lineLimit(1).id("long")
            Text("Checkout").lineLimit(1).id("short")
        }
        #expect(try Layouts.layout(view)["long"] != nil)
        #expect(try Layouts.layout(view, width: 90)["short"] != nil)
    }

    /// The spec forms read as the DSL's views.
    @Test func specFormsMatchTheDSL() throws {
        let spec = try LayoutSpecTests.spec(
            LayoutSpecTests.screen(
                #"""
                {"vstack": {"children": [
                  {"viewThatFits": {"in": "horizontal", "children": [{"frameBox": {"width": 300, "height": 20}}, {"empty": {}}]}},
                  {"symbol": "star.fill"},
                  {"frameBox": {"width": 44, "height": 44}, "modifiers": [{"padding": -8}, {"padding": {"edges": ["top"], "length": -2}}]}
                ]}}
                """#))
        let expected = VStack {
            ViewThatFits(in: .horizontal) {
                Box(width: 300, height: 20)
                EmptyView()
            }
            Image(systemName: "star.fill")
            Box(width: 44, height: 44).padding(-8.0).padding(.top, -2.0)
        }
        #expect(spec.screens[0].body == expected.node)
    }

    @Test(arguments: [
        (#"{"frameBox": {"width": 4}, "modifiers": [{"padding": -20000}]}"#, "modifiers[0].padding: a padding is from -10000 to 10000 points, got -20000"),
        (#"{"viewThatFits": {"in": []}}"#, "viewThatFits.in: expected at least one axis"),
        (#"{"viewThatFits": {"in": "diagonal"}}"#, "viewThatFits.in"),
        (#"{"symbol": {}}"#, "missing \"name\""),
        (#"{"empty": {"x": 1}}"#, "unknown key"),
    ])
    func badSpecFormsAreRefused(_ body: String, _ message: String) throws {
        do {
            _ = try LayoutSpecTests.spec(LayoutSpecTests.screen(body))
            Issue.record("accepted \(body)")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
        }
    }
}
