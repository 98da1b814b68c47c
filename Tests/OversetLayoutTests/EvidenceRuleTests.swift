import OversetLayout
import OversetStyle
import Testing

/// Rules public evidence contradicted (issue 32's last list), each held here.
@Suite struct EvidenceRuleTests {
    /// `Spacer().frame(height: 2)` is a 2-point gap: the spacer's 8-point minimum reaches past
    /// the frame, but a spacer draws nothing there, so it is no overflow.
    @Test(arguments: [0.0, 2, 5])
    func aFramedSpacerIsAFixedGap(_ gap: Double) throws {
        let result = try Layouts.layout(
            VStack(spacing: 0) {
                Box(width: 100, height: 10).id("above")
                Spacer().frame(height: gap).id("gap")
                Box(width: 100, height: 10).id("below")
            })
        let above = try #require(result["above"]?.frame)
        #expect(result["gap"]?.frame.height == gap)
        #expect(result["below"]?.frame.y == above.y + 10 + gap)
        #expect(!result.diagnostics.contains { $0.kind == .overflow })
    }

    /// A framed view that draws does overflow (the rule above is the spacer's only).
    @Test func aFramedBoxStillOverflows() throws {
        let result = try Layouts.layout(VStack { Box(width: 10, height: 8).frame(height: 2) })
        #expect(result.diagnostics.contains { $0.kind == .overflow })
    }

    /// `Text(" ")` is as wide as its spaces, as CoreText measures a line of white space only: the
    /// room the spaces take between two letters ("x x" less "xx", where they do not trail),
    /// rounded up to the pixel. After other text, trailing spaces still hang.
    @Test(arguments: [1, 3])
    func aTextOfSpacesIsTheSpacesWidth(_ count: Int) throws {
        func width(_ string: String) throws -> Double {
            try #require(try Layouts.layout(VStack { Text(string).id("t") }, theme: .apple)["t"]?.frame.width)
        }
        let spaces = try width(String(repeating: " ", count: count))
        #expect(spaces > 0)
        let between = try Layouts.body("x" + String(repeating: " ", count: count) + "x").exactWidth - Layouts.body("xx").exactWidth
        #expect(Layouts.same(spaces, Layouts.pixels(between)), "\(spaces) \(between)")
        #expect(try width("Hello" + String(repeating: " ", count: count)) == (try width("Hello")))
    }

    /// Offered less than its spaces, a text of spaces shows as many as fit, one at least, so a
    /// line is never wider than its width unless it shows one cluster (the fuzzed `"\t\t"` in
    /// 1 pt once gave a line of two, 4 pt wide): three spaces in the width of one and a half
    /// show one.
    @Test func aTextOfSpacesShowsTheSpacesThatFit() throws {
        let one = try Layouts.body("x x").exactWidth - Layouts.body("xx").exactWidth
        let measured = try Layouts.body("   ", width: one * 1.5)
        #expect(measured.lines.count == 1)
        #expect(measured.lines[0].width <= one * 1.5 + 1e-9)
        #expect(abs(measured.lines[0].width - one) < 1e-6, "\(measured.lines[0].width) vs \(one)")
    }
}
