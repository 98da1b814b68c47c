import Testing

@testable import OversetPlumbing

/// Untrusted text printed to a terminal (issue 34, point 8).
@Suite struct TerminalTextTests {
    @Test(arguments: [
        ("plain text", "plain text"),
        ("Grüße 你好 مرحبا 👩‍👩‍👧 — ⏎ \\ \"q\"", "Grüße 你好 مرحبا 👩‍👩‍👧 — ⏎ \\ \"q\""),
        ("\u{1B}[2J\u{1B}]0;title\u{07}", "\\u{1B}[2J\\u{1B}]0;title\\u{7}"),
        ("a\nb\r\tc", "a\\nb\\r\\tc"),
        ("\u{0}\u{7F}\u{80}\u{9B}31m", "\\u{0}\\u{7F}\\u{80}\\u{9B}31m"),
        ("\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}", "\\u{202A}\\u{202B}\\u{202C}\\u{202D}\\u{202E}"),
        ("\u{2066}x\u{2067}\u{2068}\u{2069}", "\\u{2066}x\\u{2067}\\u{2068}\\u{2069}"),
        ("line\u{2028}sep\u{2029}", "line\\u{2028}sep\\u{2029}"),
        ("\u{200F}rlm stays", "\u{200F}rlm stays"),
    ])
    func terminalTextShowsWhatATerminalWouldActOn(_ text: String, _ expected: String) {
        #expect(TerminalText.escaped(text) == expected)
    }
}
