import Foundation
import Testing

/// Hostile names and strings in a spec (issue 34, point 9): what goes into the Markdown report
/// cannot inject HTML or links, nor break its table or its code spans.
@Suite struct MarkdownInjectionTests {
    @Test func markdownInsertsNoHTMLAndKeepsItsCodeSpans() throws {
        let (directory, path) = try TerminalInjectionTests.specFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CommandRunner.run(["audit", path, "--format", "markdown"] + TerminalInjectionTests.small)
        #expect(result.status == 1, "\(result.stderr)")
        let markdown = result.stdout
        let row = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("| 🔴 | truncated |") }.map(String.init))
        // Prose: HTML as entities, metacharacters behind backslashes, the pipe escaped for the table.
        #expect(!markdown.contains("<img") && !markdown.contains("<!--"), "\(markdown)")
        #expect(markdown.contains(#"&lt;img src=https://e.x/a.png&gt; \`\`tick\`\` \*\*bold\*\* \[l\](http:"#), "\(markdown)")
        #expect(markdown.contains(#"\[l\](http://e.x) &lt;!-- and a long tail"#), "\(markdown)")
        #expect(markdown.contains("forged\\`x\\` \\|"), "\(row)")
        // Code: the view path and the command fenced by more backticks than they hold.
        #expect(row.contains("| ``overset layout "), "\(row)")
        #expect(row.contains(#"| `VStack/Text"v\u{1B}[31mid\u{85}"` |"#), "\(row)")
        // Controls and bidirectional overrides are visible there too.
        #expect(TerminalInjectionTests.controls(in: markdown).isEmpty, "\(markdown.debugDescription)")
        #expect(row.contains(#"| Evil\u{1B}\]0;pwned\u{7}\u{202E}name forged\`x\` \| |"#), "\(row)")
        // Every row still has its seven cells (eight separators, none inside a cell).
        let separators = row.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count
        #expect(separators == 8, "\(row)")
    }
}
