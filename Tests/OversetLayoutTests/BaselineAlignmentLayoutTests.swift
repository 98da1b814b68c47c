import OversetLayout
import OversetText
import Testing

/// `HStack(alignment: .firstTextBaseline / .lastTextBaseline)` by SwiftUI's rules: the
/// children's first (last) lines of text sit on one baseline; a child without text sits on it
/// by its bottom; a stack's first baseline is its highest child's, its last its lowest
/// (Apple's `VerticalAlignment.firstTextBaseline`; the combining by minimum and maximum is
/// OpenSwiftUI's reading of it). Expectations come from each text's own measured lines and
/// the stacks' rules, not from the placement under test.
@Suite struct BaselineAlignmentLayoutTests {
    static let long = "A headline long enough to wrap onto a second line here"

    /// A layout, the two views whose baselines must meet, and which line of each.
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var alignment: VerticalAlignment
        var view: @Sendable () -> ViewNode
        /// The views (by id) whose baselines meet; "box" is a view without text, met by its bottom.
        var pair: (String, String)
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "first, 34 and 12 pt", alignment: .firstTextBaseline,
            view: {
                HStack(alignment: .firstTextBaseline) {
                    Text("Big").font(.system(size: 34)).id("a")
                    Text("small").font(.system(size: 12)).id("b")
                }.node
            }, pair: ("a", "b")),
        Case(
            name: "last, two lines and one", alignment: .lastTextBaseline,
            view: {
                HStack(alignment: .lastTextBaseline) {
                    Text(long).font(.system(size: 17)).frame(width: 150).id("a")
                    Text("note").font(.system(size: 12)).id("b")
                }.node
            }, pair: ("a", "b")),
        Case(
            name: "first, a view without text by its bottom", alignment: .firstTextBaseline,
            view: {
                HStack(alignment: .firstTextBaseline) {
                    Text("Big").font(.system(size: 34)).id("a")
                    Box(width: 10, height: 10).id("box")
                }.node
            }, pair: ("a", "box")),
        Case(
            name: "first, through padding", alignment: .firstTextBaseline,
            view: {
                HStack(alignment: .firstTextBaseline) {
                    Text("Big").font(.system(size: 34)).id("a")
                    Text("padded").font(.system(size: 12)).id("b").padding(.top, 20)
                }.node
            }, pair: ("a", "b")),
        Case(
            name: "first, a VStack's highest text", alignment: .firstTextBaseline,
            view: {
                HStack(alignment: .firstTextBaseline) {
                    VStack {
                        Text("Title").font(.system(size: 28)).id("a")
                        Text("subtitle").font(.system(size: 12))
                    }
                    Text("side").font(.system(size: 12)).id("b")
                }.node
            }, pair: ("a", "b")),
        Case(
            name: "last, a VStack's lowest text", alignment: .lastTextBaseline,
            view: {
                HStack(alignment: .lastTextBaseline) {
                    VStack {
                        Text("Title").font(.system(size: 28))
                        Text("subtitle").font(.system(size: 12)).id("a")
                    }
                    Text("side").font(.system(size: 20)).id("b")
                }.node
            }, pair: ("a", "b")),
    ]

    /// Where a view's baseline is on the screen: its first or last line's (the lines are
    /// measured from the text's own frame, inside its modifiers), or its bottom.
    static func baseline(_ view: PlacedView, _ alignment: VerticalAlignment) -> Double {
        guard let lines = view.text?.measurement.lines, let line = alignment == .firstTextBaseline ? lines.first : lines.last else {
            return view.contentFrame.maxY
        }
        return view.contentFrame.y + line.baseline
    }

    /// Within a pixel at @3x: frames are placed on the pixel grid, baselines are not.
    static func withinAPixel(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1.0 / 3 + 1e-9 }

    @Test(arguments: cases)
    func baselinesMeet(_ testCase: Case) throws {
        let result = try Layouts.layout(testCase.view())
        let first = try #require(result[testCase.pair.0])
        let second = try #require(result[testCase.pair.1])
        #expect(Self.withinAPixel(Self.baseline(first, testCase.alignment), Self.baseline(second, testCase.alignment)))
        // Not met by accident: the views' tops (or bottoms) are more than a pixel apart.
        #expect(!Self.withinAPixel(first.contentFrame.y, second.contentFrame.y) && !Self.withinAPixel(first.contentFrame.maxY, second.contentFrame.maxY))
    }

    /// The stack is as tall as the most any child has above the baseline plus the most below:
    /// a 34 pt and a 12 pt text on one first baseline, by their measured lines.
    @Test func theStackHoldsWhatIsAboveAndBelowTheBaseline() throws {
        let view = HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.system(size: 34)).id("a")
            Text("small").font(.system(size: 12)).id("b")
        }.id("stack")
        let result = try Layouts.layout(view)
        let texts = try [#require(result["a"]), #require(result["b"])]
        let above = texts.map { $0.text!.measurement.lines[0].baseline }
        let below = texts.map { $0.frame.height - $0.text!.measurement.lines[0].baseline }
        #expect(Self.withinAPixel(try #require(result["stack"]).frame.height, above.max()! + below.max()!))
    }

    /// Top alignment is unchanged: both texts start at the stack's top.
    @Test func topAlignmentStillAlignsTops() throws {
        let view = HStack(alignment: .top) {
            Text("Big").font(.system(size: 34)).id("a")
            Text("small").font(.system(size: 12)).id("b")
        }
        let result = try Layouts.layout(view)
        #expect(result["a"]?.frame.y == result["b"]?.frame.y)
    }
}
