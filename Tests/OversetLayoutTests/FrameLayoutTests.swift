import OversetLayout
import OversetText
import Testing

/// Frames, padding and fixed sizes against Apple's documented rules, computed by hand.
@Suite struct FrameLayoutTests {
    enum Child: String, Sendable {
        /// A colour: takes whatever it is offered.
        case color
        /// A box 50 wide: ignores what it is offered.
        case box50
    }

    struct FlexCase: CustomStringConvertible, Sendable {
        var child: Child
        var minWidth: Double?
        var idealWidth: Double?
        var maxWidth: Double?
        /// The width proposed to the frame; nil for its ideal width.
        var proposed: Double?
        var frameWidth: Double
        var childWidth: Double
        var description: String {
            "\(child) min \(minWidth.map { "\($0)" } ?? "-") ideal \(idealWidth.map { "\($0)" } ?? "-") max \(maxWidth.map { "\($0)" } ?? "-") offered \(proposed.map { "\($0)" } ?? "nil")"
        }
    }

    /// Apple: the child is offered the proposal clamped to the bounds (the ideal for nil); the
    /// frame takes the proposal clamped when both bounds are given; with one bound it takes the
    /// proposal clamped to it when the proposal is past the child's size, else the child's size
    /// (within the bounds).
    static let flexCases: [FlexCase] = [
        FlexCase(child: .color, minWidth: nil, idealWidth: nil, maxWidth: 100, proposed: 150, frameWidth: 100, childWidth: 100),
        FlexCase(child: .color, minWidth: 200, idealWidth: nil, maxWidth: nil, proposed: 150, frameWidth: 200, childWidth: 200),
        FlexCase(child: .box50, minWidth: 100, idealWidth: nil, maxWidth: nil, proposed: 150, frameWidth: 100, childWidth: 50),
        FlexCase(child: .box50, minWidth: 20, idealWidth: nil, maxWidth: nil, proposed: 30, frameWidth: 30, childWidth: 50),
        FlexCase(child: .box50, minWidth: nil, idealWidth: nil, maxWidth: 30, proposed: 150, frameWidth: 30, childWidth: 50),
        FlexCase(child: .box50, minWidth: nil, idealWidth: nil, maxWidth: 80, proposed: 150, frameWidth: 80, childWidth: 50),
        FlexCase(child: .box50, minWidth: 0, idealWidth: nil, maxWidth: .infinity, proposed: 150, frameWidth: 150, childWidth: 50),
        FlexCase(child: .box50, minWidth: nil, idealWidth: 80, maxWidth: nil, proposed: nil, frameWidth: 50, childWidth: 50),
        FlexCase(child: .color, minWidth: nil, idealWidth: 80, maxWidth: nil, proposed: nil, frameWidth: 80, childWidth: 80),
        FlexCase(child: .color, minWidth: 20, idealWidth: 80, maxWidth: 100, proposed: nil, frameWidth: 80, childWidth: 80),
        FlexCase(child: .color, minWidth: 20, idealWidth: 80, maxWidth: 100, proposed: 10, frameWidth: 20, childWidth: 20),
        FlexCase(child: .color, minWidth: 20, idealWidth: 80, maxWidth: 100, proposed: 300, frameWidth: 100, childWidth: 100),
        FlexCase(child: .color, minWidth: nil, idealWidth: nil, maxWidth: nil, proposed: 150, frameWidth: 150, childWidth: 150),
        FlexCase(child: .color, minWidth: 20, idealWidth: 80, maxWidth: nil, proposed: nil, frameWidth: 80, childWidth: 80),
        FlexCase(child: .color, minWidth: 20, idealWidth: 80, maxWidth: nil, proposed: 10, frameWidth: 20, childWidth: 20),
        FlexCase(child: .box50, minWidth: nil, idealWidth: 80, maxWidth: 60, proposed: nil, frameWidth: 60, childWidth: 50),
        FlexCase(child: .box50, minWidth: nil, idealWidth: 80, maxWidth: 40, proposed: nil, frameWidth: 40, childWidth: 50),
    ]

    @Test(arguments: flexCases)
    func flexibleFrameWidths(_ testCase: FlexCase) throws {
        let child: ViewNode = testCase.child == .color ? Color.red.node : Box(width: 50, height: 10).node
        let framed = child.frame(
            minWidth: testCase.minWidth, idealWidth: testCase.idealWidth, maxWidth: testCase.maxWidth,
            minHeight: 10, maxHeight: 10
        ).id("frame")
        // A one-child HStack passes its proposal on: a fixed frame offers a width, fixedSize nil (the ideal).
        let holder = HStack { framed }
        let view = testCase.proposed.map { holder.frame(width: $0, height: 10) } ?? holder.fixedSize()
        let result = try Layouts.layout(view)
        let frame = try #require(result["frame"])
        #expect(frame.frame.width == testCase.frameWidth)
        #expect(frame.contentFrame.width == testCase.childWidth)
        // A child wider than its frame is reported; one that fits is not.
        #expect(frame.diagnostics.contains { $0.kind == .overflow } == (testCase.childWidth > testCase.frameWidth))
    }

    @Test func fixedFrameWithBothSidesIgnoresTheChild() throws {
        let view = Box(width: 200, height: 80).id("box").frame(width: 100, height: 50, alignment: .topLeading).id("frame")
        let result = try Layouts.layout(view)
        #expect(result["frame"]?.frame.size == Size(width: 100, height: 50))
        #expect(result["frame"].map { $0.contentFrame == Rect(x: $0.frame.x, y: 0, width: 200, height: 80) } == true)
        #expect(result["frame"]?.diagnostics.map(\.kind) == [.overflow])
    }

    @Test func paddingDefaultsTo16AndTakesTokens() throws {
        let text = try Layouts.body("Hi")
        let result = try Layouts.layout(Text("Hi").id("t").padding().fixedSize())
        #expect(abs((result["t"]?.frame.width ?? 0) - (text.width + 32)) < 1e-9)
        #expect(result["t"].map { $0.contentFrame.x - $0.frame.x } == 16)
        let tokens = try Layouts.layout(Box(width: 10, height: 10).padding(.horizontal, .xl).padding(.top, .xs).id("b").fixedSize())
        #expect(tokens["b"]?.frame.size == Size(width: 10 + 48, height: 14))
    }

    @Test func fixedSizeTextOverflowsItsFrame() throws {
        let string = "A sentence far wider than one hundred points"
        let view = Text(string).fixedSize().id("t").frame(width: 100).id("frame")
        let ideal = try Layouts.body(string)
        let result = try Layouts.layout(Box(width: 375, height: 1).overlay(view))
        let text = try #require(result["frame"])
        #expect(text.text?.measurement.lineCount == 1)
        #expect(abs(text.contentFrame.width - ideal.width) < 0.34)
        #expect(text.diagnostics.contains { $0.kind == .overflow })
    }

    @Test func overlayIsOfferedThePrimarySizeAndMayStickOut() throws {
        let view = Box(width: 100, height: 40).overlay(Box(width: 120, height: 20).id("badge")).fixedSize()
        let result = try Layouts.layout(view, displayScale: 2)
        let badge = try #require(result["badge"])
        // The root is centred on the screen; the badge sticks out 10 pt on each side of it.
        #expect(badge.frame == Rect(x: result.root.frame.x - 10, y: 10, width: 120, height: 20))
        #expect(badge.role == "overlay")
        #expect(badge.diagnostics.map(\.kind).contains(.overflow))
        #expect(result.root.frame.size == Size(width: 100, height: 40))
    }

    @Test func clippedCutsContentAndSaysByWhom() throws {
        let view = Box(width: 200, height: 50).id("box").frame(width: 100, height: 50, alignment: .leading).clipped()
        let result = try Layouts.layout(view)
        let box = try #require(result["box"])
        let clipped = try #require(box.diagnostics.first { $0.kind == .clipped })
        guard case .clipped(by: .clipped(let path), let size, let excess)? = clipped.cause else {
            Issue.record("expected a cut by clipped(), got \(String(describing: clipped.cause))")
            return
        }
        #expect(path == box.path && size == Size(width: 200, height: 50))
        #expect(excess == Diagnostic.EdgeExcess(top: 0, leading: 0, bottom: 0, trailing: 100))
    }

    @Test func scrollViewLetsContentGrowAlongItsAxisOnly() throws {
        let view = ScrollView {
            Box(width: 100, height: 2000).id("tall")
            Box(width: 500, height: 10).id("wide")
        }
        .frame(height: 600)
        let result = try Layouts.layout(view)
        #expect(result["tall"]?.diagnostics.isEmpty == true)
        let wide = try #require(result["wide"])
        #expect(wide.diagnostics.map(\.kind) == [.clipped])
        #expect(result.root.frame.size == Size(width: 375, height: 600))
    }
}
