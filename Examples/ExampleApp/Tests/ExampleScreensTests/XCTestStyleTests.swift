import ExampleScreens
import OversetTesting
import XCTest

/// The same kind of test in XCTest.
final class XCTestStyleTests: XCTestCase {
    func testInfoCardFitsAtAccessibilitySizes() {
        assertFits(Screens.infoCard(title: "Notifications", body: "Choose what we tell you about."), categories: .accessibility, theme: .designFoundation)
    }

    func testHandleIsOneLine() {
        assertLayout(Screens.profileHeader(name: "Jamie Rivera", handle: "jamie", bio: ""), category: .accessibility3, theme: .designFoundation) { layout in
            XCTAssertEqual(layout["handle"].lineCount, 1)
        }
    }
}
