import Foundation
import OversetGallery
import OversetLayout
import OversetStyle
import Testing

/// The example gallery: the Swift DSL and Examples/gallery.json describe the same trees, and
/// every screen lays out at every content size category.
@Suite struct GalleryTests {
    static let specPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/gallery.json").path

    static let spec: LayoutSpec = {
        do {
            return try LayoutSpec(contentsOf: specPath)
        } catch {
            fatalError("Examples/gallery.json must load: \(error)")
        }
    }()

    @Test func jsonHasTheSameScreensInTheSameOrder() {
        #expect(Self.spec.screens.map(\.name) == Gallery.screens.map(\.name))
        #expect(Gallery.textScreens.count == 8)
        #expect(Gallery.cardScreens.count == 8)
    }

    @Test(arguments: Gallery.screens.map(\.name))
    func swiftAndJSONDescribeTheSameTree(_ name: String) throws {
        let swift = try #require(Gallery.screens.first { $0.name == name }?.body)
        #expect(try Self.spec.screen(named: name).body == swift)
    }

    @Test(arguments: Gallery.screens.map(\.name))
    func everyScreenLaysOutAtEveryCategory(_ name: String) throws {
        let body = try Self.spec.screen(named: name).body
        for category in DynamicTypeSize.allCases {
            let result = try Layouts.layout(body, width: 375, category: category)
            #expect(result.root.frame.width > 0)
            #expect(result.root.allViews.allSatisfy { $0.frame.width.isFinite && $0.frame.height.isFinite })
            // The walk an audit makes meets the same views, in the same order.
            var walked: [PlacedView] = []
            result.root.forEachView { walked.append($0) }
            #expect(walked == result.root.allViews)
        }
    }

    @Test func fragileDescriptionIsFlaggedOnlyAtLargeSizes() throws {
        let fragile = try Self.spec.screen(named: "DescriptionCardFragile").body
        let good = try Self.spec.screen(named: "DescriptionCardGood").body
        #expect(try Layouts.layout(fragile, category: .large).diagnostics.isEmpty)
        #expect(!(try Layouts.layout(fragile, category: .accessibility3).diagnostics.isEmpty))
        for category in DynamicTypeSize.allCases {
            #expect(try Layouts.layout(good, category: category).diagnostics.filter { $0.severity == .error }.isEmpty)
        }
    }
}
