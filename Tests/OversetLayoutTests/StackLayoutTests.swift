import OversetLayout
import OversetText
import Testing

/// Stacks, spacers and priorities against frames computed by hand.
@Suite struct StackLayoutTests {
    /// objc.io, "How an HStack Lays out Its Children": A (flexibility 100) goes first and is
    /// offered 150 / 2 = 75; B is offered the remaining 75 and takes its minimum 100.
    @Test func workedCaseMaxAndMinWidthFramesOverflowTheirFrame() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).id("A")
            Color.green.frame(minWidth: 100).id("B")
        }.frame(width: 150).id("stack")
        let result = try Layouts.layout(view, displayScale: 2)
        let a = try #require(result["A"])
        let b = try #require(result["B"])
        #expect(a.frame.width == 75)
        #expect(b.frame.width == 100)
        let stack = try #require(result["stack"])
        #expect(stack.frame.width == 150)
        #expect(stack.contentFrame.width == 175)
        // The 150 pt frame is centred on the 375 pt screen (x 112.5); the 175 pt stack in it starts 12.5 pt left of it.
        #expect(a.frame.x == 100 && b.frame.x == 175)
        let overflow = try #require(stack.diagnostics.first { $0.kind == .overflow })
        #expect(overflow.needed?.width == 175 && overflow.actual?.width == 150)
    }

    /// swiftuifieldguide.com: the Text is the least flexible, is offered a third of the width and
    /// wraps although one line would fit in the whole width.
    @Test func textBetweenTwoColoursGetsAThirdAndWraps() throws {
        let string = "Good morning, everyone"
        let view = HStack {
            Color.red.id("left")
            Text(string).id("text")
            Color.blue.id("right")
        }
        let result = try Layouts.layout(view, width: 375)
        let third = (375.0 - 16) / 3
        let expected = try Layouts.body(string, width: third)
        #expect(try Layouts.body(string).width < 375 - 16, "one line would fit in the whole width")
        let text = try #require(result["text"])
        #expect(expected.lineCount > 1)
        #expect(text.text?.measurement.lineCount == expected.lineCount)
        #expect(abs(text.frame.width - expected.width) < 0.34)
        let left = try #require(result["left"])
        let right = try #require(result["right"])
        let share = (375.0 - 16 - expected.width) / 2
        #expect(abs(left.frame.width - share) < 0.34 && abs(right.frame.width - share) < 0.34)
        #expect(abs(right.frame.maxX - 375) < 0.34)
    }

    /// SwiftUI puts no default spacing next to a `Spacer`: the spacer takes all that the other
    /// children leave, and the last box ends at the screen edge.
    @Test func spacerTakesEverythingLeftWithNoSpacingBesideIt() throws {
        let view = HStack {
            Box(width: 40, height: 20)
            Spacer().id("spacer")
            Box(width: 30, height: 20).id("last")
        }
        let result = try Layouts.layout(view)
        let spacer = try #require(result["spacer"])
        #expect(spacer.frame.width == 375 - 70)
        #expect(result["last"]?.frame.x == 345)
        #expect(result.diagnostics.isEmpty)
    }

    /// Apple's rendering as observed in skiptools/skip-ui `Tests/SkipUITests/LayoutTests.swift`:
    /// in a 12 pt frame, `VStack { Spacer(); bar; Spacer(); bar; Spacer() }` with 2 pt bars draws
    /// them at rows 0–1 and 10–11. Three spacers of at least 8 pt and the bars need 28 pt, centred
    /// in 12: the first spacer spans −8…0, so the bars sit at 0 and 10 — only without spacing
    /// beside the spacers (with 8 pt on each side they would be 32 pt further apart).
    @Test func spacersInATooSmallFramePlaceBarsAsOnADevice() throws {
        let view = VStack {
            Spacer()
            Color.black.frame(height: 2).id("top")
            Spacer()
            Color.black.frame(height: 2).id("bottom")
            Spacer()
        }.frame(height: 12).id("frame")
        let result = try Layouts.layout(view, displayScale: 1)
        let frame = try #require(result["frame"]?.frame)
        #expect(result["top"].map { $0.frame.y - frame.y } == 0)
        #expect(result["bottom"].map { $0.frame.y - frame.y } == 10)
    }

    /// An explicit spacing applies next to spacers too; only the default is 0 there.
    @Test(arguments: [(nil as Double?, 0.0), (8, 8), (0, 0), (12, 12)])
    func explicitSpacingAppliesBesideSpacers(_ spacing: Double?, _ expected: Double) throws {
        let view = HStack(spacing: spacing.map(Length.points)) {
            Box(width: 40, height: 20).id("first")
            Spacer(minLength: 0).id("spacer")
        }.frame(width: 200)
        let result = try Layouts.layout(view)
        let first = try #require(result["first"]?.frame)
        let spacer = try #require(result["spacer"]?.frame)
        #expect(abs(spacer.x - first.maxX - expected) < 1e-9)
    }

    @Test func spacerMinLengthPushesContentOffTheScreen() throws {
        let view = HStack(spacing: 0) {
            Box(width: 200, height: 20)
            Spacer(minLength: 50)
            Box(width: 200, height: 20).id("last")
        }
        let result = try Layouts.layout(view, displayScale: 2)
        // 450 pt centred on 375: from −37.5 to 412.5.
        let last = try #require(result["last"])
        #expect(last.frame.x == 212.5)
        let clipped = try #require(last.diagnostics.first { $0.kind == .clipped })
        #expect(
            clipped.cause
                == .clipped(
                    by: .screenEdge, size: Size(width: 200, height: 20),
                    excess: Diagnostic.EdgeExcess(top: 0, leading: 0, bottom: 0, trailing: 37.5)))
        #expect(clipped.actual?.width == 162.5)
        #expect(
            result.root.children[0].diagnostics.first?.cause
                == .clipped(
                    by: .screenEdge, size: Size(width: 200, height: 20), excess: Diagnostic.EdgeExcess(top: 0, leading: 37.5, bottom: 0, trailing: 0)))
    }

    @Test func vstackSpacingAndAlignment() throws {
        let view = VStack(alignment: .leading) {
            Box(width: 100, height: 20)
            Box(width: 50, height: 10).id("second")
        }
        .fixedSize()
        let result = try Layouts.layout(view)
        let left = result.root.frame.x
        #expect(result.root.frame == Rect(x: left, y: 0, width: 100, height: 38))
        #expect(result["second"]?.frame == Rect(x: left, y: 28, width: 50, height: 10))
        let centered = try Layouts.layout(
            VStack {
                Box(width: 100, height: 20)
                Box(width: 50, height: 10).id("second")
            }.fixedSize())
        #expect(centered["second"].map { $0.frame.x - centered.root.frame.x } == 25)
    }

    /// The higher-priority text is offered the width less the other's minimum (its widest
    /// grapheme cluster); the other gets what is left.
    @Test func layoutPriorityGroupsGoFirst() throws {
        let first = "Lower priority text that wraps"
        let second = "Higher priority label here"
        let view = HStack(spacing: 0) {
            Text(first).id("low")
            Text(second).layoutPriority(1).id("high")
        }
        let result = try Layouts.layout(view, width: 200)
        let lowMinimum = try Layouts.body(first, width: 0).width
        let high = try Layouts.body(second, width: 200 - lowMinimum)
        let low = try Layouts.body(first, width: 200 - high.width)
        #expect(abs((result["high"]?.frame.width ?? 0) - high.width) < 0.34)
        #expect(abs((result["low"]?.frame.width ?? 0) - low.width) < 0.34)
        #expect(result["high"]?.text?.measurement.lineCount == high.lineCount)
    }

    @Test func zstackIsAsLargeAsItsLargestChild() throws {
        let view = ZStack(alignment: .bottomTrailing) {
            Box(width: 100, height: 40)
            Box(width: 30, height: 60).id("tall")
        }.fixedSize()
        let result = try Layouts.layout(view)
        #expect(result.root.frame.size == Size(width: 100, height: 60))
        #expect(result["tall"]?.frame == Rect(x: result.root.frame.x + 70, y: 0, width: 30, height: 60))
    }

    @Test func dividerIsOnePixelAcrossItsStack() throws {
        let result = try Layouts.layout(
            VStack {
                Box(width: 100, height: 20)
                Divider().id("rule")
            })
        #expect(result["rule"]?.frame.height == 1.0 / 3)
        #expect(result["rule"]?.frame.width == 375)
        let vertical = try Layouts.layout(
            HStack {
                Box(width: 100, height: 20)
                Divider().id("rule")
            }.fixedSize(horizontal: false, vertical: true))
        #expect(vertical["rule"]?.frame.width == 1.0 / 3)
    }

    @Test func forEachAndConditionalsBuildChildrenInOrder() throws {
        let items = ["a", "b", "c"]
        let showFooter = false
        let view = VStack(spacing: 0) {
            ForEach(items) { item in Box(width: 10, height: 10).id(item) }
            if showFooter { Box(width: 10, height: 99) }
        }
        let result = try Layouts.layout(view)
        #expect(result["c"]?.frame.y == 20)
        #expect(result.root.frame.height == 30)
        #expect(result["c"]?.path == "Test/VStack/Box\"c\"")
    }
}

/// Right-to-left layouts (Arabic, Hebrew, the ar-XB pseudo-locale): stacks run from the right,
/// leading alignment and padding are on the right.
@Suite struct RightToLeftLayoutTests {
    static func layout(_ view: some View, locale: String = "ar") throws -> LayoutResult {
        try Layouts.solver.layout(
            view, name: "Test", theme: .designFoundation,
            environment: LayoutEnvironment(width: 375, displayScale: 2, locale: locale))
    }

    @Test(arguments: [("ar", true), ("he-IL", true), ("ar-XB", true), ("fa", true), ("en", false), ("de-CH", false), ("en-XA", false)])
    func directionFollowsTheLocale(_ locale: String, _ rightToLeft: Bool) {
        #expect(LayoutEnvironment(locale: locale).isRightToLeft == rightToLeft)
        #expect(LayoutEnvironment(locale: locale, isRightToLeft: false).isRightToLeft == false)
    }

    @Test func horizontalStacksRunFromTheRight() throws {
        let result = try Self.layout(
            HStack(spacing: 4) {
                Box(width: 40, height: 10).id("first")
                Box(width: 30, height: 10).id("second")
            }
            .fixedSize())
        let root = result.root.frame
        #expect(root.width == 74)
        #expect(result["first"]?.frame.maxX == root.maxX)
        #expect(result["second"]?.frame.x == root.x)
        #expect(result.environment.description.hasSuffix(", right to left"))
    }

    @Test func leadingAlignmentAndPaddingAreOnTheRight() throws {
        let stack = try Self.layout(
            VStack(alignment: .leading, spacing: 0) {
                Box(width: 100, height: 10)
                Box(width: 50, height: 10).id("short")
            }
            .fixedSize())
        #expect(stack["short"].map { $0.frame.maxX - stack.root.frame.maxX } == 0)
        let padded = try Self.layout(Box(width: 10, height: 10).padding(.leading, 20).id("box").fixedSize())
        let box = try #require(padded["box"])
        #expect(box.contentFrame.x == box.frame.x)
        #expect(box.frame.width == 30)
    }
}

/// Default spacing between two texts, one above the other: a tenth of the taller line height,
/// rounded up to the pixel (OpenSwiftUI's reconstruction of SwiftUI, `Text+Spacing.swift`;
/// confidence: reverse-engineered). Body in the system font is 2444/2048 × 17 = 20.287 pt tall,
/// so the gap is 2.029 → 7 px → 2.333 pt at @3x; anything else keeps 8.
@Suite struct TextSpacingTests {
    @Test(arguments: [(3.0, 7.0 / 3), (2.0, 2.5), (1.0, 3.0)])
    func twoTextsSitATenthOfALineApart(_ displayScale: Double, _ expected: Double) throws {
        let result = try Layouts.layout(
            VStack {
                Text("One").id("a")
                Text("Two").id("b")
            }, displayScale: displayScale)
        let a = try #require(result["a"]?.frame)
        let b = try #require(result["b"]?.frame)
        #expect(abs(b.y - a.maxY - expected) < 1e-9)
    }

    @Test func otherNeighboursAndRowsKeepEightPoints() throws {
        let mixed = try Layouts.layout(
            VStack {
                Text("One").id("a")
                Box(width: 10, height: 10).id("b")
            })
        #expect(abs(try #require(mixed["b"]?.frame.y) - (try #require(mixed["a"]?.frame.maxY)) - 8) < 1e-9)
        let padded = try Layouts.layout(
            VStack {
                Text("One").padding(0).id("a")
                Text("Two").id("b")
            })
        #expect(abs(try #require(padded["b"]?.frame.y) - (try #require(padded["a"]?.frame.maxY)) - 8) < 1e-9)
        let row = try Layouts.layout(
            HStack {
                Text("One").id("a")
                Text("Two").id("b")
            })
        #expect(abs(try #require(row["b"]?.frame.x) - (try #require(row["a"]?.frame.maxX)) - 8) < 0.34)
    }

    /// Negative spacing overlaps the children, as SwiftUI draws `VStack(spacing: -8)` (a real
    /// app's avatar stack once stopped the whole audit as "spacing … 0 or more"): two 20 pt
    /// boxes 8 pt into each other make a 32 pt stack, the second at 12.
    @Test(arguments: [(-8.0, 32.0, 12.0), (-20.0, 20.0, 0.0), (-30.0, 10.0, -10.0)])
    func negativeSpacingOverlaps(spacing: Double, height: Double, secondY: Double) throws {
        let result = try Layouts.layout(
            VStack(spacing: .points(spacing)) {
                Box(width: 20, height: 20).id("a")
                Box(width: 20, height: 20).id("b")
            }.id("stack").fixedSize())
        #expect(result["stack"]?.frame.height == height)
        #expect(try #require(result["b"]?.frame.y) - (try #require(result["stack"]?.frame.y)) == secondY)
    }

    @Test func spacingPastTheBoundIsRefused() {
        #expect(throws: OversetLayoutError.self) {
            try Layouts.layout(VStack(spacing: .points(-10_001)) { Box(width: 20, height: 20) })
        }
    }

    /// A spec's stack spacing takes the same −10000…10000 points, named at its JSON path.
    @Test func specSpacingMayBeNegativeWithinTheBound() throws {
        #expect(Layouts.specError(body: #"{"vstack": {"spacing": -8, "children": [{"text": "A"}]}}"#) == nil)
        let error = try #require(Layouts.specError(body: #"{"vstack": {"spacing": -20000}}"#))
        #expect(error.hasPrefix("spec.json: screens[0].body.vstack.spacing: expected points from -10000 to 10000"), "\(error)")
    }
}
