import Foundation
import OversetGallery
import OversetLayout
import OversetStyle
import Testing

/// A tree built once for an environment lays out at any width, in any order, exactly as a
/// tree built afresh for each width does (what an audit relies on to build each environment once).
@Suite struct PreparedLayoutTests {
    /// Widths out of order and repeated: the items' remembered sizes from one width must never
    /// leak into another's answer.
    static let widths = [430.0, 320, 375, 320, 430]

    /// Where the gallery truncates and risks truncating (see the next test).
    static let categories: [DynamicTypeSize] = [.large, .xxxLarge, .accessibility1, .accessibility3]

    /// The gallery's screen `name` built for `category`, with what it was built from.
    static func prepared(_ name: String, category: DynamicTypeSize) throws -> (body: ViewNode, environment: LayoutEnvironment, layout: PreparedLayout) {
        let body = try GalleryTests.spec.screen(named: name).body
        let environment = LayoutEnvironment(category: category, width: 1, locale: "en")
        return (body, environment, try Layouts.solver.prepare(body, name: name, theme: .designFoundation, environment: environment))
    }

    @Test(arguments: Gallery.screens.map(\.name), categories)
    func everyWidthLaysOutAsAFreshTree(_ name: String, category: DynamicTypeSize) throws {
        let (body, environment, prepared) = try Self.prepared(name, category: category)
        for width in Self.widths {
            var fresh = environment
            fresh.width = width
            let expected = try Layouts.solver.layout(body, name: name, theme: .designFoundation, environment: fresh)
            let result = try prepared.layout(width: width)
            #expect(result.root == expected.root, "\(name) at \(width)")
            #expect(result.environment == expected.environment && result.diagnostics == expected.diagnostics)
        }
    }

    /// The comparison above covers what a kept tree remembers between widths: truncated texts
    /// whose shortfall searches share a width probe, and texts at risk.
    @Test func theGalleryTruncatesAndRisksAtSomeWidth() throws {
        var shortfalls = 0
        var risks = 0
        for screen in Gallery.screens {
            for category in Self.categories {
                let environment = LayoutEnvironment(category: category, width: 1, locale: "en")
                let prepared = try Layouts.solver.prepare(screen.body, name: screen.name, theme: .designFoundation, environment: environment)
                for width in Self.widths {
                    for diagnostic in try prepared.layout(width: width).diagnostics {
                        switch diagnostic.cause {
                        case .truncated(_, _, _, let shortfall?) where shortfall.dimension == .width: shortfalls += 1
                        case .atRisk: risks += 1
                        default: break
                        }
                    }
                }
            }
        }
        #expect(shortfalls > 10 && risks > 0, "\(shortfalls) shortfalls, \(risks) risks")
    }

    /// An audit reads every layout's diagnostics and fonts from the placed views
    /// (`PlacedLayout.forEachView`) and builds the frame tree only for a case it keeps: the two
    /// walks must see the same diagnostics and font families, view by view, in the same order.
    @Test(arguments: Gallery.screens.map(\.name), categories)
    func placedViewsWalkAsTheBuiltTree(_ name: String, category: DynamicTypeSize) throws {
        let prepared = try Self.prepared(name, category: category).layout
        for width in Self.widths {
            let placed = try prepared.place(width: width)
            var walked: [([Diagnostic], [String]?)] = []
            placed.forEachView { walked.append(($0, $1)) }
            var built: [([Diagnostic], [String]?)] = []
            placed.result.root.forEachView { built.append(($0.diagnostics, $0.text?.measurement.fontFamilies)) }
            #expect(walked.count == built.count && zip(walked, built).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }, "\(name) at \(width)")
        }
    }

    @Test(arguments: [0, -1, .infinity, .nan, 10_001])
    func aBadWidthIsNamed(_ width: Double) throws {
        let prepared = try Layouts.solver.prepare(Text("Hi").node, name: "S", theme: .designFoundation)
        #expect {
            try prepared.layout(width: width)
        } throws: { error in
            guard case OversetLayoutError.invalidValue(path: "S", let message) = error else { return false }
            return message.contains("the screen width")
        }
    }

    /// A list inside a `GeometryReader` takes each width's margins when one prepared tree is laid
    /// out at several widths (16 pt below 414, 20 from 414), as a fresh tree does; a mistake in
    /// the reader's content is found when the tree is prepared.
    @Test func aReadersContentIsBuiltWithTheTree() throws {
        let body = GeometryReader { _ in List { Text("Wi-Fi").id("row") } }.node
        let prepared = try Layouts.solver.prepare(body, name: "S", theme: .apple, environment: LayoutEnvironment(width: 375))
        for (width, inset) in [(375.0, 16.0), (430.0, 20.0)] {
            #expect(try prepared.layout(width: width)["row"]?.frame.x == inset, "at \(width) pt")
        }
        let bad = GeometryReader { _ in VStack(spacing: .spacing("huge")) { Text("A") } }.node
        #expect(throws: OversetLayoutError.self) {
            try Layouts.solver.prepare(bad, name: "S", theme: .apple, environment: LayoutEnvironment(width: 375))
        }
    }
}
