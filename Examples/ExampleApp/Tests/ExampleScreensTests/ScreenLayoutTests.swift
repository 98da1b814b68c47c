import ExampleScreens
import OversetTesting
import Testing

/// Snapshot-free layout tests of the app's screens: no simulator, no images.
@Suite struct ScreenLayoutTests {
    @Test func infoCardFitsAtEverySizeOnEveryPhone() {
        expectFits(
            Screens.infoCard(
                title: "What is SwiftUI?",
                body: "SwiftUI is Apple's declarative UI framework for building apps across all Apple platforms."),
            widths: [320, 375, 430], theme: .designFoundation)
    }

    @Test func settingsRowKeepsItsValueOnOneLineUpToXXXLarge() {
        expectLayout(Screens.settingsValueRow(label: "Storage used", value: "48.2 GB of 128 GB"), category: .xxxLarge, theme: .designFoundation) { layout in
            #expect(layout["value"].lineCount == 1)
            #expect(layout["label"].lineCount == 1)
        }
    }

    @Test(arguments: [DynamicTypeSize.large, .accessibility1])
    func shortBiosAreNeverCut(_ category: DynamicTypeSize) {
        expectLayout(Screens.profileHeader(name: "Jamie Rivera", handle: "jamie", bio: "Designer."), category: category, theme: .designFoundation) { layout in
            #expect(!layout["bio"].isTruncated)
            #expect(layout["name"].frame.height > 0)
        }
    }

    /// A long bio is limited to four lines by design: the test pins where that starts.
    @Test func longBiosTruncateOnlyAtLargeSizes() throws {
        let bio =
            "Product designer working on accessible type systems. Previously at a newspaper, now helping teams ship interfaces that read well at every size."
        let sweep = try Overset.sweep(Screens.profileHeader(name: "Alexandra", handle: "alexandra.k", bio: bio), theme: .designFoundation)
        let first = try #require(sweep.firstFailingCategory())
        #expect(first >= .xxxLarge)
        expectNoTruncation(
            Screens.profileHeader(name: "Alexandra", handle: "alexandra.k", bio: bio), categories: .standard.filter { $0 < first }, theme: .designFoundation)
    }
}
