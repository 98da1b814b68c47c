import Foundation
import OversetTesting
import Synchronization
import Testing

/// The README's "Layout tests in your own package" examples, run: the quoted failure message
/// is what the test prints, so the README cannot drift from the helpers.
@Suite struct ReadmeExampleTests {
    static let readme: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// The fenced block after `marker` in the README.
    static func quotedBlock(after marker: String) throws -> String {
        let start = try #require(readme.range(of: marker))
        let open = try #require(readme.range(of: "```\n", range: start.upperBound..<readme.endIndex))
        let close = try #require(readme.range(of: "\n```", range: open.upperBound..<readme.endIndex))
        return String(readme[open.upperBound..<close.lowerBound])
    }

    static func card(roleLineLimit: Int) -> ViewNode {
        DFCard {
            DFText("Jamie Rivera", style: "headline").id("name")
            DFText("Senior iOS Engineer", style: "caption").lineLimit(roleLineLimit).id("role")
        }
    }

    @Test func theQuotedFailureIsWhatTheHelperPrints() throws {
        let quoted = try Self.quotedBlock(after: "With `.lineLimit(1)` on the role, the same test fails with:")
        let printed = Mutex("")
        expectFits(Self.card(roleLineLimit: 2), widths: [320, 375], categories: .all, theme: .designFoundation)
        withKnownIssue {
            expectFits(Self.card(roleLineLimit: 1), widths: [320, 375], categories: .all, theme: .designFoundation)
        } matching: { issue in
            printed.withLock { $0 = issue.comments.map(\.rawValue).joined() }
            return true
        }
        #expect(printed.withLock { $0 } == quoted)
    }

    @Test func theQuotedLocalizedFailureIsWhatTheHelperPrints() throws {
        let quoted = try Self.quotedBlock(after: "names the locale and the string laid out there:")
        let json = #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {"settings.notifications": {"localizations": {
              "pl": {"stringUnit": {"state": "translated", "value": "Powiadomienia i dźwięki"}}}}}}
            """#
        let catalog = try StringCatalog(data: Data(json.utf8), file: "Localizable.xcstrings")
        let row = HStack {
            Text(key: "settings.notifications", defaultValue: "Notifications").lineLimit(1).id("title")
            Spacer()
            Text("12 unread").fixedSize()
        }.padding(.horizontal, 16)
        let printed = Mutex("")
        withKnownIssue {
            expectFits(row, width: 320, categories: [.large, .accessibility1], locales: ["en", "en-XA", "pl"], catalog: catalog)
        } matching: { issue in
            printed.withLock { $0 = issue.comments.map(\.rawValue).joined() }
            return true
        }
        #expect(printed.withLock { $0 } == quoted)
        expectLayout(row, width: 320, locale: "ar-XB") { #expect($0["title"].frame.maxX == 304) }
    }
}
