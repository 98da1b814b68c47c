import OversetLayout
import OversetStyle
import OversetText
import Testing

/// A text with characters no font draws is an error (issue 14): its size is a row of empty boxes,
/// so every other finding about it is unreliable until the font is added.
@Suite struct MissingGlyphLayoutTests {
    @Test func aScriptWithoutAFontIsAnErrorNamingTheScript() throws {
        let result = try Layouts.layout(Text("ሰላም Hello").id("t"), category: .large)
        let diagnostic = try #require(result["t"]?.diagnostics.first { $0.kind == .missingGlyphs })
        #expect(diagnostic.severity == .error)
        guard case .missingGlyphs(let characters, let scripts)? = diagnostic.cause else {
            Issue.record("expected missing glyphs, got \(String(describing: diagnostic.cause))")
            return
        }
        #expect(scripts == ["Ethi"])
        #expect(characters == "ሰላም")
        #expect(diagnostic.message.contains("install an Ethiopic font (such as Noto Sans Ethiopic)"))
    }

    @Test(arguments: ["Hello", "مرحبا", "नमस्ते", "你好", "안녕하세요", "வணக்கம்", "నమస్కారం"])
    func bundledScriptsAreNotReported(_ text: String) throws {
        let result = try Layouts.layout(Text(text).id("t"), category: .large)
        #expect(!(result["t"]?.diagnostics.contains { $0.kind == .missingGlyphs } ?? true))
    }
}
