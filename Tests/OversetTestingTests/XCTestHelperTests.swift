import OversetLayout
import OversetTesting
import XCTest

/// The XCTest helpers, passing and failing. Failures are captured by overriding how this test
/// case records them, so that the messages and lines can be checked.
final class XCTestHelperTests: XCTestCase {
    private var captured: [(message: String, line: Int)] = []
    private var capturing = false

    #if os(Linux) || os(Windows)
        override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
            guard capturing else {
                return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            }
            captured.append((description, lineNumber))
        }
    #else
        override func record(_ issue: XCTIssue) {
            guard capturing else { return super.record(issue) }
            captured.append((issue.compactDescription, issue.sourceCodeContext.location?.lineNumber ?? 0))
        }
    #endif

    /// The failures `body` records.
    private func failures(_ body: () -> Void) -> [(message: String, line: Int)] {
        captured = []
        capturing = true
        body()
        capturing = false
        return captured
    }

    private var fragile: ViewNode {
        DFCard { DFText("Your subscription renews on 1 March.", style: "body").frame(height: 44).id("description") }
    }

    func testPassingChecksRecordNothing() {
        let recorded = failures {
            assertFits(fragile, categories: [.large], theme: .designFoundation)
            assertLayout(fragile, theme: .designFoundation) { layout in
                XCTAssertEqual(layout["description"].lineCount, 1)
                XCTAssertFalse(layout["description"].isTruncated)
            }
        }
        XCTAssertTrue(recorded.isEmpty, "\(recorded)")
    }

    func testFitFailuresPointAtTheCallerWithDetails() {
        let line = #line + 1
        let recorded = failures { assertFits(fragile, categories: [.accessibility3], theme: .designFoundation) }
        XCTAssertEqual(recorded.count, 1)
        XCTAssertEqual(recorded.first?.line, line)
        let message = recorded.first?.message ?? ""
        XCTAssertTrue(message.contains("truncated at Test/Card/Text\"description\" [AX3, preset default, width 375, @3x, en]"), message)
        XCTAssertTrue(message.contains("overflow at Test/Card/Text\"description\""), message)
        XCTAssertTrue(message.contains("hidden: \"renews on 1 March.\""), message)
    }

    /// The fragile card truncates and overflows at AX3 (testFitFailuresPointAtTheCallerWithDetails);
    /// a policy that lowers the one and ignores the other passes, and one that only lowers
    /// truncation still fails on the overflow.
    func testAPolicyDecidesWhatFails() throws {
        let lenient = SeverityPolicy(rules: [try .init(parsing: "truncated=warning"), try .init(parsing: "overflow=ignore")])
        XCTAssertTrue(failures { assertFits(fragile, categories: [.accessibility3], theme: .designFoundation, policy: lenient) }.isEmpty)
        let partial = SeverityPolicy(rules: [try .init(parsing: "truncated@AX3=warning")])
        let recorded = failures { assertFits(fragile, categories: [.accessibility3], theme: .designFoundation, policy: partial) }
        XCTAssertEqual(recorded.count, 1)
        let message = recorded.first?.message ?? ""
        XCTAssertTrue(message.contains("overflow at Test/Card/Text\"description\""), message)
        XCTAssertFalse(message.contains("truncated at"), message)
    }

    func testNoTruncationAndMissingIds() {
        let truncation = failures { assertNoTruncation(fragile, categories: [.accessibility5], theme: .designFoundation) }
        XCTAssertEqual(truncation.count, 1)
        XCTAssertFalse(truncation.first?.message.contains("overflow at") ?? true)
        let missing = failures { assertLayout(fragile, theme: .designFoundation) { layout in _ = layout["title"].frame } }
        XCTAssertEqual(missing.count, 1)
        // XCTFail's message is prefixed differently by each XCTest ("failed - " on Linux).
        XCTAssertTrue(missing.first?.message.hasSuffix("no view has id 'title'; ids in this layout: description") ?? false)
    }
}
