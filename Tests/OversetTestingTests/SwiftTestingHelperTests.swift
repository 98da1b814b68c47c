import OversetLayout
import OversetTesting
import Testing

/// The Swift Testing helpers, passing and failing; failures are captured as known issues and
/// their messages checked.
@Suite struct SwiftTestingHelperTests {
    static var fragile: ViewNode {
        DFCard { DFText("Your subscription renews on 1 March.", style: "body").frame(height: 44).id("description") }
    }

    static var sturdy: ViewNode {
        DFCard { DFText("Your subscription renews on 1 March.", style: "body").fixedSize(horizontal: false, vertical: true).id("description") }
    }

    @Test func passingChecksRecordNothing() {
        expectFits(Self.sturdy, width: 375, theme: .designFoundation)
        expectFits(Self.fragile, categories: [.large], theme: .designFoundation)
        expectNoTruncation(Self.sturdy, categories: .accessibility, theme: .designFoundation)
        expectLayout(Self.sturdy, category: .accessibility3, theme: .designFoundation) { layout in
            #expect(layout["description"].lineCount > 1)
            #expect(!layout["description"].isTruncated)
        }
    }

    @Test func fitFailuresNameTheViewEnvironmentSizesAndHiddenText() {
        withKnownIssue {
            expectFits(Self.fragile, categories: [.large, .accessibility3], theme: .designFoundation)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("truncated at Test/Card/Text\"description\" [AX3, preset default, width 375, @3x, en]")
                && text.contains("hidden: \"renews on 1 March.\"")
                && text.contains("offered ") && text.contains("in 1 of 2 layouts")
                && issue.sourceLocation?.fileName == "SwiftTestingHelperTests.swift"
        }
    }

    @Test func noTruncationIgnoresOtherKinds() {
        // The fragile card also overflows at AX3; only truncation is asked about here.
        withKnownIssue {
            expectNoTruncation(Self.fragile, categories: [.accessibility3], theme: .designFoundation)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("truncated at") && !text.contains("overflow at")
        }
    }

    @Test func missingIdsAndBadViewsAreReported() {
        withKnownIssue {
            expectLayout(Self.sturdy, theme: .designFoundation) { layout in
                _ = layout["nope"].frame
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("no view has id 'nope'; ids in this layout: description")
        }
        withKnownIssue {
            expectFits(Text("x", style: "hero"))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("has no text style 'hero'")
        }
    }

    @Test func sweepFindsTheFirstFailingCategory() throws {
        let sweep = try Overset.sweep(Self.fragile, theme: .designFoundation)
        #expect(sweep.layouts.count == 12)
        let first = try #require(sweep.firstFailingCategory())
        #expect(first > .large)
        #expect(sweep[.large]?.diagnostics.isEmpty == true)
        #expect(try Overset.sweep(Self.sturdy, theme: .designFoundation).firstFailingCategory() == nil)
    }

    @Test func outlineIsStableText() throws {
        let layout = try Overset.layout(Self.sturdy, category: .accessibility1, theme: .designFoundation)
        #expect(layout.outline == (try Overset.layout(Self.sturdy, category: .accessibility1, theme: .designFoundation)).outline)
        #expect(layout.outline.hasPrefix("Test — AX1, preset default, width 375, @3x, en\nCard  (0, 0) 375 × "))
    }
}
