import OversetLayout
import OversetStyle
import OversetText
import Testing

/// A text that breaks a word between letters is an error (issue 14): "Followers" in a 60 pt
/// column at AX3 becomes "Foll / owe / rs" on a device too.
@Suite struct BrokenWordLayoutTests {
    @Test func aWordBrokenInANarrowColumnIsAnError() throws {
        let result = try Layouts.layout(Text("Followers").id("t").frame(width: 60), category: .accessibility3)
        let diagnostic = try #require(result["t"]?.diagnostics.first { $0.kind == .brokenWord })
        #expect(diagnostic.severity == .error)
        guard case .brokenWord(let word, let pieces, let others)? = diagnostic.cause else {
            Issue.record("expected a broken word, got \(String(describing: diagnostic.cause))")
            return
        }
        #expect(word == "Followers" && pieces.count > 1 && pieces.joined() == "Followers" && others == 0)
        #expect(diagnostic.message.hasPrefix("breaks the word \"Followers\" into \""))
    }

    @Test func wordsThatFitAreNotReported() throws {
        let result = try Layouts.layout(Text("Followers").id("t").frame(width: 200), category: .accessibility3)
        #expect(!(result["t"]?.diagnostics.contains { $0.kind == .brokenWord } ?? true))
    }
}
