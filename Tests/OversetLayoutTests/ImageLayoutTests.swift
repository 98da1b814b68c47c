import Foundation
import OversetLayout
import OversetStyle
import Testing

/// Images from a given size (issue 32): an asset keeps its own size; `resizable()` takes what
/// it is offered; `aspectRatio` offers the largest (fit) or smallest (fill) size of a ratio
/// inside or over the space (Apple's `aspectRatio(_:contentMode:)`, `scaledToFit()`,
/// `scaledToFill()` documentation); `imageScale` sizes symbols beside their text.
@Suite struct ImageLayoutTests {
    /// Frames snap their edges to the pixel grid at @3x: within a pixel of the exact length.
    static func near(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) <= 1.0 / 3 + 1e-9 } ?? false }

    @Test(arguments: [100.0, 375])
    func anAssetKeepsItsOwnSize(_ width: Double) throws {
        let result = try Layouts.layout(VStack { Image("hero", width: 320, height: 180).id("image") }, width: width)
        #expect(result["image"]?.frame.size == Size(width: 320, height: 180))
    }

    @Test func aResizableImageTakesItsFrame() throws {
        let result = try Layouts.layout(Image("hero", width: 320, height: 180).resizable().id("image").frame(width: 100, height: 50))
        #expect(result["image"]?.frame.size == Size(width: 100, height: 50))
    }

    /// A 2 : 1 ratio in a frame: fit is the largest 2 : 1 size inside it, fill the smallest that
    /// covers it (hand arithmetic: 300 × 100 holds 200 × 100, is covered by 300 × 150).
    @Test(arguments: [
        (300.0, 100.0, ContentMode.fit, 200.0, 100.0),
        (300, 100, .fill, 300, 150),
        (100, 100, .fit, 100, 50),
        (100, 100, .fill, 200, 100),
    ])
    func aRatioFitsOrFillsItsFrame(_ width: Double, _ height: Double, _ mode: ContentMode, _ expectedWidth: Double, _ expectedHeight: Double) throws {
        let given = Image("hero", width: 50, height: 50).resizable().aspectRatio(2, contentMode: mode).id("image")
        let own = Image("banner", width: 320, height: 160).resizable().aspectRatio(contentMode: mode).id("image")
        for image in [given, own] {
            let result = try Layouts.layout(ZStack { image }.frame(width: width, height: height))
            #expect(result["image"]?.frame.size == Size(width: expectedWidth, height: expectedHeight))
        }
    }

    @Test func scaledToFitAndFillUseTheImagesOwnRatio() throws {
        let banner = Image("banner", width: 320, height: 160).resizable()
        #expect(banner.scaledToFit() == banner.aspectRatio(contentMode: .fit))
        #expect(banner.scaledToFill() == banner.aspectRatio(contentMode: .fill))
        let filled = try Layouts.layout(ZStack { banner.scaledToFill().id("image") }.frame(width: 100, height: 100))
        #expect(filled["image"]?.frame.size == Size(width: 200, height: 100))
        // Filling reaches 50 pt past each side of the frame, as SwiftUI draws it unless clipped;
        // clipped, it is cropped as intended, and nothing is reported.
        #expect(filled.diagnostics.contains { $0.kind == .overflow })
        let cropped = try Layouts.layout(VStack { banner.scaledToFill().id("image").frame(width: 100, height: 100).clipped() })
        #expect(cropped.diagnostics.isEmpty, "\(cropped.diagnostics)")
    }

    /// An asset read from SwiftUI source has no known size: it takes the size offered, and
    /// `scaledToFit()` (its own ratio, unknown too) leaves it so instead of guessing a ratio.
    @Test(arguments: [ContentMode.fit, .fill])
    func anAssetOfUnknownSizeTakesWhatItIsOffered(_ mode: ContentMode) throws {
        let unknown = ViewNode(.image(name: "hero", width: nil, height: nil)).resizable().aspectRatio(contentMode: mode).id("image")
        let result = try Layouts.layout(ZStack { unknown }.frame(width: 100, height: 60))
        #expect(result["image"]?.frame.size == Size(width: 100, height: 60))
    }

    /// Body is 17 pt at Large and title3 20 pt (Apple's Dynamic Type table); a symbol is a square
    /// of that size times 0.8, 1 or 1.3 (AppKit's `NSImage.SymbolScale`: small "approximately 20%
    /// smaller", large "approximately 30% larger" than medium).
    @Test(arguments: [
        ("body", ImageScale.small, 13.6), ("body", .medium, 17), ("body", .large, 22.1), ("title3", .large, 26),
    ])
    func aSymbolsScaleSetsItsSize(_ style: String, _ scale: ImageScale, _ side: Double) throws {
        let symbol = Image(systemName: "star").id("symbol").font(style == "body" ? .body : .title3)
        let result = try Layouts.layout(HStack { symbol }.imageScale(scale), theme: .apple)
        let frame = try #require(result["symbol"]?.frame)
        #expect(Self.near(frame.width, side), "\(frame)")
        #expect(Self.near(frame.height, side), "\(frame)")
    }

    /// Apple: hidden views "remain in the view hierarchy and affect layout" but are not drawn:
    /// the neighbours keep their places, and a truncated hidden text is not reported.
    @Test func aHiddenViewKeepsItsPlaceAndIsNotAudited() throws {
        func row(hiding: Bool) -> ViewNode {
            let long = Text(String(repeating: "Monthly revenue ", count: 10)).lineLimit(1).frame(width: 80)
            return HStack(spacing: 0) {
                Box(width: 40, height: 10).id("before")
                if hiding { long.hidden() } else { long }
                Box(width: 40, height: 10).id("after")
            }.node
        }
        let shown = try Layouts.layout(row(hiding: false))
        let hidden = try Layouts.layout(row(hiding: true))
        #expect(hidden["after"]?.frame == shown["after"]?.frame)
        #expect(shown.diagnostics.contains { $0.kind == .truncated })
        #expect(!hidden.diagnostics.contains { $0.kind == .truncated })
    }

    /// The inset content at the edge, the view in the rest, `spacing` apart (8 pt when nil, an
    /// estimate; negative overlaps), in a 200 × 300 frame; the 100 × 40 inset is centred across unless aligned.
    @Test(arguments: [
        (Edge.bottom, Alignment.center, 10.0 as Double?, Rect(x: 0, y: 0, width: 200, height: 250), Rect(x: 50, y: 260, width: 100, height: 40)),
        (.bottom, .leading, nil, Rect(x: 0, y: 0, width: 200, height: 252), Rect(x: 0, y: 260, width: 100, height: 40)),
        (.top, .trailing, 0, Rect(x: 0, y: 40, width: 200, height: 260), Rect(x: 100, y: 0, width: 100, height: 40)),
        (.leading, .top, 4, Rect(x: 104, y: 0, width: 96, height: 300), Rect(x: 0, y: 0, width: 100, height: 40)),
        (.trailing, .center, 0, Rect(x: 0, y: 0, width: 100, height: 300), Rect(x: 100, y: 130, width: 100, height: 40)),
        // A negative spacing overlaps the two, as a stack's: the view is 300 − 40 + 10 tall.
        (.bottom, .center, -10, Rect(x: 0, y: 0, width: 200, height: 270), Rect(x: 50, y: 260, width: 100, height: 40)),
    ])
    func safeAreaInsetStacksItsContentAtTheEdge(_ edge: Edge, _ alignment: Alignment, _ spacing: Double?, _ main: Rect, _ inset: Rect) throws {
        let view = ZStack { Color.red.id("main") }
            .safeAreaInset(edge: edge, alignment: alignment, spacing: spacing) { Box(width: 100, height: 40).id("inset") }
            .frame(width: 200, height: 300).id("outer")
        let result = try Layouts.layout(view)
        let outer = try #require(result["outer"]?.frame)
        func placed(_ id: String, at expected: Rect) -> Bool {
            guard let frame = result[id]?.frame else { return false }
            return [frame.x - outer.x - expected.x, frame.y - outer.y - expected.y, frame.width - expected.width, frame.height - expected.height]
                .allSatisfy { abs($0) < 1e-9 }
        }
        #expect(placed("main", at: main), "\(result["main"]?.frame as Rect?) in \(outer)")
        #expect(placed("inset", at: inset), "\(result["inset"]?.frame as Rect?) in \(outer)")
        #expect(result.diagnostics.isEmpty)
    }

    /// Right to left, top and bottom stay where they are and leading is on the right: the
    /// 100 × 40 inset at the bottom (y 260), the top (y 0), the right (x 100) or the left (x 0)
    /// of the 200 × 300 frame (a bottom inset was once stacked at the top there).
    @Test(arguments: [(Edge.bottom, 0.0, 260.0), (.top, 0, 0), (.leading, 100, 0), (.trailing, 0, 0)])
    func safeAreaInsetEdgesRightToLeft(_ edge: Edge, _ x: Double, _ y: Double) throws {
        let view = ZStack { Color.red }
            .safeAreaInset(edge: edge, alignment: edge == .leading || edge == .trailing ? .top : .trailing, spacing: 0) {
                Box(width: 100, height: 40).id("inset")
            }
            .frame(width: 200, height: 300).id("outer")
        let result = try Layouts.solver.layout(
            view.node, name: "Test", theme: .designFoundation, environment: LayoutEnvironment(width: 375, isRightToLeft: true))
        let outer = try #require(result["outer"]?.frame)
        let inset = try #require(result["inset"]?.frame)
        #expect(Layouts.same(inset.x - outer.x, x) && Layouts.same(inset.y - outer.y, y), "\(inset) in \(outer)")
    }

    @Test(arguments: [
        (#"{"image": {"name": "hero", "width": 320}}"#, "spec.json: screens[0].body.image: missing \"height\" (the asset's height in points)"),
        (
            #"{"image": {"name": "hero", "width": 20000, "height": 1}}"#,
            "spec.json: screens[0].body.image.width: an image's width is from 0 to 10000 points, got 20000"
        ),
        (#"{"image": {"width": 1, "height": 1}}"#, "spec.json: screens[0].body.image: missing \"name\""),
        (
            #"{"frameBox": {}, "modifiers": [{"aspectRatio": {"ratio": 0, "contentMode": "fit"}}]}"#,
            "spec.json: screens[0].body.modifiers[0].aspectRatio.ratio: a ratio is more than 0 and at most 10000, got 0"
        ),
        (
            #"{"frameBox": {}, "modifiers": [{"aspectRatio": {"ratio": 2}}]}"#,
            "spec.json: screens[0].body.modifiers[0].aspectRatio: missing \"contentMode\" (fit or fill)"
        ),
        (
            #"{"frameBox": {}, "modifiers": [{"imageScale": "huge"}]}"#,
            "spec.json: screens[0].body.modifiers[0].imageScale: unknown value \"huge\"; expected one of large, medium, small"
        ),
        (#"{"frameBox": {}, "modifiers": [{"hidden": false}]}"#, "spec.json: screens[0].body.modifiers[0].hidden: expected true, got false"),
        (
            #"{"frameBox": {}, "modifiers": [{"safeAreaInset": {"content": {"text": "A"}}}]}"#,
            "spec.json: screens[0].body.modifiers[0].safeAreaInset: missing \"edge\" (top, bottom, leading or trailing)"
        ),
        (
            #"{"frameBox": {}, "modifiers": [{"safeAreaInset": {"edge": "top", "alignment": "top", "content": {"text": "A"}}}]}"#,
            "spec.json: screens[0].body.modifiers[0].safeAreaInset.alignment: unknown value \"top\"; expected one of center, leading, trailing"
        ),
        (
            #"{"frameBox": {}, "modifiers": [{"safeAreaInset": {"edge": "top", "spacing": 20000, "content": {"text": "A"}}}]}"#,
            "spec.json: screens[0].body.modifiers[0].safeAreaInset.spacing: spacing is from -10000 to 10000 points, got 20000"
        ),
    ])
    func badSpecImagesNameTheirPath(_ body: String, _ message: String) {
        let json = #"{"screens": [{"name": "S", "body": \#(body)}]}"#
        #expect {
            _ = try LayoutSpec(data: Data(json.utf8), file: "spec.json")
        } throws: { error in
            (error as? OversetSpecError)?.description == message
        }
    }

    @Test(arguments: [Double.nan, .infinity, 0, -1, 10_001])
    func badRatiosAndSidesAreErrors(_ value: Double) {
        #expect(throws: OversetLayoutError.self) { try Layouts.layout(Image("a", width: 10, height: 10).resizable().aspectRatio(value, contentMode: .fit)) }
        if value != 0 {
            #expect(throws: OversetLayoutError.self) { try Layouts.layout(Image("a", width: value, height: 10)) }
        }
    }
}
