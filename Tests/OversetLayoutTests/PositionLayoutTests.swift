import OversetLayout
import Testing

/// `position(x:y:)`: the child's centre at (x, y) of a view that takes the space offered (a side
/// not offered: the child's), from the right edge in right-to-left layouts (Apple's "Making fine
/// adjustments to a view's position"; sizing as OpenSwiftUI reads SwiftUI's `_PositionLayout`).
/// Expectations are hand arithmetic.
@Suite struct PositionLayoutTests {
    static func layout(_ view: some View, rightToLeft: Bool = false) throws -> LayoutResult {
        try Layouts.solver.layout(
            view.node, name: "Test", theme: .designFoundation, environment: LayoutEnvironment(width: 375, isRightToLeft: rightToLeft))
    }

    /// A 50 × 30 box centred at (60, 40) in a 200 × 200 frame: its corner at (35, 25), or at
    /// 200 − 60 − 25 = 115 from the left in right to left.
    @Test(arguments: [(false, 35.0), (true, 115.0)])
    func theCentreGoesToThePoint(rightToLeft: Bool, boxX: Double) throws {
        let view = ZStack { Box(width: 50, height: 30).position(x: 60, y: 40).id("positioned") }.frame(width: 200, height: 200).id("frame")
        let result = try Self.layout(view, rightToLeft: rightToLeft)
        let frame = try #require(result["frame"]?.frame)
        // The view's own content (the box) inside the position's frame.
        let box = try #require(result["positioned"]?.contentFrame)
        #expect(Layouts.same(box.x - frame.x, boxX))
        #expect(Layouts.same(box.y - frame.y, 25))
        #expect(box.size == Size(width: 50, height: 30))
        // The positioned view takes the whole 200 × 200 it is offered.
        #expect(result["positioned"]?.frame.size == Size(width: 200, height: 200))
    }

    /// Offered nothing (fixedSize), it is its child's size; a child placed past its frame
    /// overflows it.
    @Test func offeredNothingItIsTheChildsSizeAndOverflows() throws {
        let view = ZStack { Box(width: 50, height: 30).position(x: 100, y: 0).id("positioned") }.fixedSize()
        let result = try Self.layout(view)
        #expect(result["positioned"]?.frame.size == Size(width: 50, height: 30))
        #expect(result["positioned"]?.diagnostics.contains { $0.kind == .overflow } == true, "\(result["positioned"]?.diagnostics ?? [])")
    }

    @Test func pointsPastTheBoundAreRefused() {
        #expect(throws: OversetLayoutError.self) { try Self.layout(Box(width: 1, height: 1).position(x: 10_001, y: 0)) }
        #expect(Layouts.specError(body: #"{"frameBox": {}, "modifiers": [{"position": {"x": 1, "z": 2}}]}"#)?.contains("position") == true)
        #expect(Layouts.specError(body: #"{"frameBox": {}, "modifiers": [{"position": {"x": -20000}}]}"#)?.contains("position.x") == true)
    }
}
