import Foundation
import OversetLayout
import Testing

/// `offset(x:y:)` moves drawing, not layout. Apple: "The original dimensions of the view aren't
/// changed by offsetting the contents; … the gray border drawn by this view surrounds the
/// original position of the text" (developer.apple.com/documentation/swiftui/view/offset(x:y:)).
@Suite struct OffsetLayoutTests {
    static func stack(offset: (x: Double, y: Double)?) -> ViewNode {
        let moved = Box(width: 50, height: 20).id("moved")
        return VStack(spacing: 0) {
            Box(width: 100, height: 30).id("above")
            if let offset { moved.offset(x: offset.x, y: offset.y) } else { moved }
            Box(width: 100, height: 30).id("below")
        }.node
    }

    @Test(arguments: [(20.0, 50.0), (-12.5, 0), (0, -30), (300, 400)])
    func offsetMovesTheViewButNotItsNeighbours(_ x: Double, _ y: Double) throws {
        let plain = try Layouts.layout(Self.stack(offset: nil), displayScale: 2)
        let moved = try Layouts.layout(Self.stack(offset: (x, y)), displayScale: 2)
        // The parent and the neighbours see the original frame.
        for id in ["above", "below"] { #expect(moved[id]?.frame == plain[id]?.frame) }
        #expect(moved.root.frame == plain.root.frame)
        #expect(moved["moved"]?.frame == plain["moved"]?.frame, "the frame outside the offset is the original one")
        // The content inside the offset draws moved by exactly (x, y).
        let original = try #require(plain["moved"]?.contentFrame)
        let drawn = try #require(moved["moved"]?.contentFrame)
        #expect(drawn == Rect(x: original.x + x, y: original.y + y, width: original.width, height: original.height))
        #expect(!moved.diagnostics.contains { $0.kind == .overflow }, "a deliberate move is not overflow")
    }

    @Test func offsetPastTheScreenEdgeIsClipped() throws {
        // 50 pt centred on 375 starts at 162.5; moved 200 it reaches 412.5, 37.5 past the edge.
        let result = try Layouts.layout(Box(width: 50, height: 20).id("b").offset(x: 200), displayScale: 2)
        let clipped = try #require(result["b"]?.diagnostics.first { $0.kind == .clipped })
        #expect(
            clipped.cause
                == .clipped(
                    by: .screenEdge, size: Size(width: 50, height: 20),
                    excess: Diagnostic.EdgeExcess(top: 0, leading: 0, bottom: 0, trailing: 37.5)))
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 10_001, -20_000])
    func badOffsetsAreErrors(_ value: Double) {
        #expect(throws: OversetLayoutError.self) { try Layouts.layout(Box(width: 10, height: 10).offset(x: value)) }
        #expect(throws: OversetLayoutError.self) { try Layouts.layout(Box(width: 10, height: 10).offset(y: value)) }
    }

    /// The spec form reads into the same tree as the DSL.
    @Test func specOffsetIsTheDSLOffset() throws {
        let body = #"{"frameBox": {"width": 10, "height": 10}, "modifiers": [{"offset": {"x": 20, "y": -5}}, {"offset": {"y": 3}}]}"#
        let json = #"{"screens": [{"name": "S", "body": \#(body)}]}"#
        let spec = try LayoutSpec(data: Data(json.utf8), file: "spec.json")
        #expect(spec.screens[0].body == Box(width: 10, height: 10).offset(x: 20, y: -5).offset(y: 3))
    }

    @Test(arguments: [
        (#"{"offset": 5}"#, "spec.json: screens[0].body.modifiers[0].offset: expected an object, got 5"),
        (#"{"offset": {"z": 1}}"#, "spec.json: screens[0].body.modifiers[0].offset.z: unknown key; expected one of x, y"),
        (#"{"offset": {"x": "far"}}"#, "spec.json: screens[0].body.modifiers[0].offset.x: expected a number, got \"far\""),
        (
            #"{"offset": {"y": 20000}}"#,
            "spec.json: screens[0].body.modifiers[0].offset.y: an offset is from -10000 to 10000 points, got 20000"
        ),
    ])
    func badSpecOffsetsNameTheirPath(_ modifier: String, _ message: String) {
        let json = #"{"screens": [{"name": "S", "body": {"frameBox": {}, "modifiers": [\#(modifier)]}}]}"#
        #expect {
            _ = try LayoutSpec(data: Data(json.utf8), file: "spec.json")
        } throws: { error in
            (error as? OversetSpecError)?.description == message
        }
    }
}
