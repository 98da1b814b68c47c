import Foundation
import OversetGallery
import OversetLayout
import OversetStyle
import Testing

@testable import OversetSwiftSource

/// The gallery's screens written as SwiftUI source (Examples/GallerySwiftUI) evaluate to the
/// trees the DSL (Examples/Gallery) and the JSON spec give, in every environment.
@Suite struct GalleryEquivalenceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let screens: SwiftUIScreens = {
        let directory = root.appendingPathComponent("Examples/GallerySwiftUI")
        do {
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
            return SwiftUIScreens(files: try Parsing.parse(files: files.map { directory.appendingPathComponent($0).path }))
        } catch {
            fatalError("the gallery's SwiftUI source must parse: \(error)")
        }
    }()

    @Test func everyGalleryScreenHasAPreview() {
        #expect(Set(Self.screens.previews.map(\.name)) == Set(Gallery.screens.map(\.name)))
    }

    /// Every size, both Bold Text settings, and a right-to-left locale: the gallery's views do not
    /// branch on the environment, so each gives the DSL's tree (GalleryTests hold the DSL to the
    /// JSON spec).
    static let environments: [LayoutEnvironment] = DynamicTypeSize.allCases.flatMap { category in
        [LegibilityWeight.regular, .bold].flatMap { weight in
            ["en", "ar"].map { locale in
                var environment = LayoutEnvironment(category: category, locale: locale)
                environment.legibilityWeight = weight
                return environment
            }
        }
    }

    @Test(arguments: Gallery.screens.map(\.name))
    func theSourceGivesTheDSLsTree(_ name: String) throws {
        let screen = try #require(Self.screens.previews.first { $0.name == name })
        let expected = try #require(Gallery.screens.first { $0.name == name }?.body)
        for environment in Self.environments {
            let evaluation = Self.screens.evaluate(screen, in: environment)
            #expect(evaluation.notes.filter(\.isNotUnderstood).isEmpty, "\(evaluation.notes)")
            #expect(evaluation.tree == expected, "\(name) in \(environment)")
            #expect(evaluation.dependence.isEmpty, "the gallery reads nothing of the environment")
        }
    }
}
