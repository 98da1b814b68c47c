import Foundation
import OversetLayout
import OversetText
import Testing

/// A truncated text's hidden text is what its line leaves out, cut from the string only when
/// asked for (`Diagnostic.hiddenText`), and a diagnostic compares by what it reads.
@Suite struct HiddenTextTests {
    static let string = "One two three four five six seven eight nine ten eleven twelve"

    /// The shown line split at its "…" and the hidden text put in between spell the string again
    /// (white space at the cuts aside), in each truncation mode.
    @Test(arguments: [TruncationMode.head, .middle, .tail])
    func theHiddenTextIsWhatTheLineLeavesOut(_ mode: TruncationMode) throws {
        let result = try Layouts.layout(Text(Self.string).lineLimit(1).truncationMode(mode).id("t"), width: 120)
        let view = try #require(result["t"])
        let diagnostic = try #require(view.diagnostics.first { $0.kind == .truncated })
        let hidden = try #require(diagnostic.hiddenText)
        let line = try #require(view.text?.measurement.lines.first?.text)
        let pieces = line.split(separator: "…", omittingEmptySubsequences: false)
        try #require(pieces.count == 2, "\(line)")
        #expect(mode == .head ? pieces[0].isEmpty : mode == .tail ? pieces[1].isEmpty : !pieces[0].isEmpty && !pieces[1].isEmpty)
        let rebuilt = pieces[0] + hidden + pieces[1]
        #expect(rebuilt.filter { !$0.isWhitespace } == Self.string.filter { !$0.isWhitespace }, "\(line) / \(hidden)")
        #expect(!hidden.isEmpty && hidden == hidden.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(view.text?.hiddenText == hidden)
        #expect(diagnostic.message.contains("hidden: \"\(hidden)\""))
    }

    /// The solver's diagnostic keeps where its hidden text lies; the same text set by hand is
    /// equal to it and hashes the same, and another text is not.
    @Test func diagnosticsCompareByTheTextTheyHide() throws {
        let result = try Layouts.layout(Text(Self.string).lineLimit(1).id("t"), width: 120)
        let diagnostic = try #require(result["t"]?.diagnostics.first { $0.kind == .truncated })
        var written = diagnostic
        written.hiddenText = diagnostic.hiddenText
        #expect(written == diagnostic && written.hashValue == diagnostic.hashValue)
        #expect(Set([written, diagnostic]).count == 1)
        written.hiddenText = (diagnostic.hiddenText ?? "") + "!"
        #expect(written != diagnostic)
        written.hiddenText = nil
        #expect(written != diagnostic && written.hiddenText == nil)
    }
}
