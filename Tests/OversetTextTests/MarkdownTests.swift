import OversetPlumbing
import Testing

@testable import OversetText

/// SwiftUI's inline Markdown subset turned into runs.
@Suite struct MarkdownTests {
    struct Expected: Sendable, CustomStringConvertible {
        var markdown: String
        var runs: [(String, Style)]
        var description: String { markdown }
    }

    enum Style: Sendable { case plain, bold, italic, boldItalic, code }

    static let cases: [Expected] = [
        Expected(markdown: "plain text", runs: [("plain text", .plain)]),
        Expected(markdown: "a **bold** word", runs: [("a ", .plain), ("bold", .bold), (" word", .plain)]),
        Expected(markdown: "__bold__ too", runs: [("bold", .bold), (" too", .plain)]),
        Expected(markdown: "an *italic* word", runs: [("an ", .plain), ("italic", .italic), (" word", .plain)]),
        Expected(markdown: "_italic_ too", runs: [("italic", .italic), (" too", .plain)]),
        Expected(markdown: "*a **b** c*", runs: [("a ", .italic), ("b", .boldItalic), (" c", .italic)]),
        Expected(markdown: "run `code()` here", runs: [("run ", .plain), ("code()", .code), (" here", .plain)]),
        Expected(markdown: "`**not bold**`", runs: [("**not bold**", .code)]),
        Expected(markdown: "see [the docs](https://example.com)", runs: [("see the docs", .plain)]),
        Expected(markdown: "~~gone~~ here", runs: [("gone here", .plain)]),
        Expected(markdown: "snake_case_name", runs: [("snake_case_name", .plain)]),
        Expected(markdown: "2 * 3 * 4", runs: [("2 * 3 * 4", .plain)]),
        Expected(markdown: "unclosed **bold", runs: [("unclosed **bold", .plain)]),
        Expected(markdown: "escaped \\*stars\\*", runs: [("escaped *stars*", .plain)]),
        Expected(markdown: "", runs: []),
        // No marker byte: one run, as it is (found without the parser, issue 34).
        Expected(markdown: "e\u{301} 👩\u{200D}👩\u{200D}👧 #1 <b>x</b> !\r\nend", runs: [("e\u{301} 👩\u{200D}👩\u{200D}👧 #1 <b>x</b> !\r\nend", .plain)]),
        // A marker with a combining mark is another character, not a marker.
        Expected(markdown: "*\u{301}x*", runs: [("*\u{301}x*", .plain)]),
    ]

    @Test(arguments: cases)
    func inlineMarkdownBecomesRuns(_ expected: Expected) {
        let text = AttributedText(markdown: expected.markdown)
        #expect(text.runs.map(\.text) == expected.runs.map(\.0))
        for (run, (_, style)) in zip(text.runs, expected.runs) {
            let attributes = run.attributes
            switch style {
            case .plain: #expect(attributes == TextAttributes())
            case .bold: #expect(attributes.weight == .bold && !attributes.isItalic)
            case .italic: #expect(attributes.isItalic && attributes.weight == .regular)
            case .boldItalic: #expect(attributes.isItalic && attributes.weight == .bold)
            case .code: #expect(attributes.font == .family("monospaced"))
            }
        }
    }

    @Test func boldRunsMeasureLikeBoldText() throws {
        let markdown = try TestFonts.engine.measure(AttributedText(markdown: "**Bold**"))
        let bold = try TestFonts.engine.measure("Bold", attributes: TextAttributes(weight: .bold))
        #expect(markdown.exactWidth == bold.exactWidth)
    }

    @Test func textPlusTextMeasuresAsOneLine() throws {
        let joined = AttributedText("Hello, ") + AttributedText("world", attributes: TextAttributes(weight: .bold))
        let result = try TestFonts.engine.measure(joined)
        let plain = try TestFonts.engine.measure("Hello,").exactWidth
        let space = try TestFonts.engine.measure("Hello, world").exactWidth - plain - (try TestFonts.engine.measure("world").exactWidth)
        let bold = try TestFonts.engine.measure("world", attributes: TextAttributes(weight: .bold)).exactWidth
        #expect(result.lineCount == 1)
        #expect(abs(result.exactWidth - (plain + space + bold)) < 0.05)
    }

    /// Remembering failed searches (so that "*x " × 20,000 parses in linear time, issue 15) never
    /// changes a parse: 20,000 random strings of markers, letters, spaces and escapes parse the
    /// same with and without it. Seeded, so a failure reproduces.
    @Test func rememberingMissesNeverChangesAParse() {
        var generator = SplitMix64(seed: 15)
        let alphabet: [Character] = ["*", "*", "_", "~", "`", "[", "]", "(", ")", "a", "b", " ", "\\"]
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 24)
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            let remembering = AttributedText(markdown: text, attributes: TextAttributes(), remembersMisses: true)
            let scanning = AttributedText(markdown: text, attributes: TextAttributes(), remembersMisses: false)
            #expect(remembering == scanning, "\(text.debugDescription)")
            if remembering != scanning { return }
        }
    }

    /// Long runs of markers (the amplification inputs) parse as the scanning reference does.
    @Test(arguments: ["*x ", "**x ", "***x ", "_x ", "~~x ", "`x ", "[a ", "[a](", "*a **b ~~c [d "])
    func longMarkerRunsParseAsTheReference(_ unit: String) {
        let text = String(repeating: unit, count: 300)
        let remembering = AttributedText(markdown: text, attributes: TextAttributes(), remembersMisses: true)
        #expect(remembering == AttributedText(markdown: text, attributes: TextAttributes(), remembersMisses: false))
    }
}
