import Foundation
import OversetLayout
import Testing

/// `GeometryReader` against frames computed by hand from its documented behaviour
/// (docs/layout.md, "GeometryReader"): it takes all it is offered (Apple: "a flexible preferred
/// size"), 10 pt on an axis offered nothing (`replacingUnspecifiedDimensions`), and places its
/// content at its top-leading corner (iOS 14 and later), offered its whole size. Readers here
/// are 375 × 200: the screen's width, and a fixed frame's height.
@Suite struct GeometryReaderLayoutTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// The content's frame for the proxy, as SwiftUI code would write it.
        var content: @Sendable (GeometryProxy) -> ViewNode
        /// The content's frame inside the reader (whose origin is 0, 0).
        var expected: Rect
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // 0.8 × 375 − 32 = 268.
        Case(
            name: "width * 0.8 - 32", content: { Color.red.frame(width: $0.size.width * 0.8 - 32, height: .points(40)) },
            expected: Rect(x: 0, y: 0, width: 268, height: 40)),
        // 375 / 3 = 125; 200 / 4 = 50.
        Case(
            name: "width / 3 and height / 4", content: { Color.red.frame(width: $0.size.width / 3, height: $0.size.height / 4) },
            expected: Rect(x: 0, y: 0, width: 125, height: 50)),
        // 200 / 2 = 100: the height sizes the width.
        Case(
            name: "a width from the height", content: { Color.red.frame(width: $0.size.height / 2, height: .points(10)) },
            expected: Rect(x: 0, y: 0, width: 100, height: 10)),
        // 375 − 400 is negative: taken as 0.
        Case(
            name: "a negative length is 0", content: { Color.red.frame(width: $0.size.width - 400, height: .points(10)) },
            expected: Rect(x: 0, y: 0, width: 0, height: 10)),
        // A colour takes the whole reader less a leading padding of 375 / 5 = 75.
        Case(
            name: "a padding from the width", content: { Color.red.padding(.leading, $0.size.width / 5) }, expected: Rect(x: 75, y: 0, width: 300, height: 200)),
        // Without a frame, a colour takes the reader's whole size.
        Case(name: "a colour fills the reader", content: { _ in Color.red.node }, expected: Rect(x: 0, y: 0, width: 375, height: 200)),
        // A text's ideal size is smaller than the reader: top-leading, not centred.
        Case(
            name: "a fixed box sits at the top-leading corner", content: { _ in Box(width: 50, height: 20).node },
            expected: Rect(x: 0, y: 0, width: 50, height: 20)),
    ]

    @Test(arguments: cases)
    func contentIsSizedFromTheReader(_ testCase: Case) throws {
        let view = GeometryReader { proxy in testCase.content(proxy).id("content") }.frame(height: 200).id("reader")
        let result = try Layouts.layout(view)
        let reader = try #require(result["reader"]).frame
        #expect(reader == Rect(x: 0, y: 0, width: 375, height: 200))
        let content = try #require(result["content"])
        let frame = testCase.name.contains("padding") ? content.contentFrame : content.frame
        #expect(frame == testCase.expected)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    /// A padding written from the reader's size may be negative, as any padding may: 375 / −15
    /// = −25 on each side offers the colour 375 + 50 = 425 and puts it at x −25 (it was cut at 0).
    @Test func aNegativePaddingFromTheReaderPullsOutward() throws {
        let view = GeometryReader { Color.red.padding(.horizontal, $0.size.width / -15).id("content") }.frame(height: 200)
        let result = try Layouts.layout(view)
        #expect(try #require(result["content"]).contentFrame == Rect(x: -25, y: 0, width: 425, height: 200))
    }

    /// In a vertical scroll view the reader is offered no height and takes 10 pt, as a colour
    /// does; its width is the screen's.
    @Test func inAScrollViewTheReaderIsTenPointsTall() throws {
        let result = try Layouts.layout(ScrollView { GeometryReader { _ in Color.red.id("content") }.id("reader") })
        #expect(try #require(result["reader"]).frame == Rect(x: 0, y: 0, width: 375, height: 10))
        #expect(try #require(result["content"]).frame == Rect(x: 0, y: 0, width: 375, height: 10))
    }

    /// Several views lie on top of each other at the corner; right to left, the corner is the
    /// top-trailing one: 375 − 50 = 325.
    @Test(arguments: [(false, 0.0), (true, 325.0)])
    func severalViewsShareTheLeadingCorner(rightToLeft: Bool, x: Double) throws {
        let view = GeometryReader { _ in
            Box(width: 50, height: 20).id("a")
            Box(width: 50, height: 60).id("b")
        }.frame(height: 200)
        let result = try Layouts.solver.layout(
            view.node, name: "Test", theme: .designFoundation, environment: LayoutEnvironment(width: 375, isRightToLeft: rightToLeft))
        #expect(try #require(result["a"]).frame == Rect(x: x, y: 0, width: 50, height: 20))
        #expect(try #require(result["b"]).frame == Rect(x: x, y: 0, width: 50, height: 60))
    }

    /// Content wider than the reader (1.2 × 375 = 450) overflows it, and says so.
    @Test func contentWiderThanTheReaderOverflows() throws {
        let view = GeometryReader { proxy in Color.red.frame(width: proxy.size.width * 1.2, height: .points(10)).id("wide") }.frame(height: 200)
        let result = try Layouts.layout(view)
        let wide = try #require(result["wide"])
        #expect(wide.frame.width == 450)
        #expect(wide.diagnostics.contains { if case .overflow? = $0.cause { return true } else { return false } }, "\(wide.diagnostics)")
    }

    /// A length read from a proxy outside any reader, and a share out of bounds, are errors
    /// naming the view.
    @Test(arguments: [
        (Color.red.frame(width: GeometryProxy().size.width), "Test/Color", "inside a GeometryReader"),
        (GeometryReader { Color.red.frame(width: $0.size.width * 1000) }.node, "Test/GeometryReader/Color[0]", "from -100 to 100"),
        (GeometryReader { Color.red.padding(.all, $0.size.height - 20_000) }.node, "Test/GeometryReader/Color[0]", "from -10000 to 10000"),
    ])
    func badLengthsAreErrorsNamingTheView(view: ViewNode, path: String, message: String) {
        #expect {
            _ = try Layouts.layout(view)
        } throws: { error in
            guard case OversetLayoutError.invalidValue(let got, let text) = error else { return false }
            return got == path && text.contains(message)
        }
    }
}

/// A spec's lengths written from a reader's size: each bad value's error names its JSON path.
@Suite struct GeometryReaderSpecTests {
    static func body(_ frame: String) -> String {
        #"{"version": 2, "screens": [{"name": "S", "body": {"geometryReader": {"children": [{"color": {}, "modifiers": [\#(frame)]}]}}}]}"#
    }

    static let path = "spec.json: screens[0].body.geometryReader.children[0].modifiers[0]"

    @Test(arguments: [
        (#"{"frame": {"width": {"proxyWidth": 500}}}"#, "\(path).frame.width.proxyWidth: a share of the reader's size is from -100 to 100, got 500"),
        (#"{"frame": {"height": {"proxyHight": 1}}}"#, "\(path).frame.height.proxyHight: unknown key"),
        (#"{"frame": {"width": {}}}"#, #"\#(path).frame.width: give "proxyWidth", "proxyHeight" or "points""#),
        (#"{"padding": {"length": {"points": 20000}}}"#, "\(path).padding.length.points: a length is from -10000 to 10000 points, got 20000"),
        (#"{"frame": {"width": {"proxyWidth": "half"}}}"#, "\(path).frame.width.proxyWidth:"),
    ])
    func badValuesNameTheirPath(json: String, message: String) {
        do {
            _ = try LayoutSpec(data: Data(Self.body(json).utf8), file: "spec.json")
            Issue.record("read without an error")
        } catch {
            #expect(error.description.hasPrefix(message), "got: \(error.description)")
        }
    }

    /// The spec's `{"proxyWidth": 0.4, "points": -8}` is the DSL's `proxy.size.width * 0.4 - 8`,
    /// and lays out alike: 0.4 × 375 − 8 = 142.
    @Test func theSpecReadsAsTheDSL() throws {
        let spec = try LayoutSpec(data: Data(Self.body(#"{"frame": {"width": {"proxyWidth": 0.4, "points": -8}, "height": 10}}"#).utf8), file: "spec.json")
        let dsl = GeometryReader { Color.red.frame(width: $0.size.width * 0.4 - 8, height: .points(10)) }
        #expect(spec.screens[0].body == dsl.node)
        let result = try Layouts.layout(dsl.frame(height: 100))
        #expect(result.root.children[0].frame.width == 142)
    }
}
