import Testing

@testable import OversetPlumbing

/// Untrusted text put into Markdown (issue 34, point 9).
@Suite struct MarkdownTextTests {
    @Test(arguments: [
        ("Profile Stats 👩‍💻 Grüße — \"x\" 1.5 (a) #1 !", "Profile Stats 👩‍💻 Grüße — \"x\" 1.5 (a) #1 !"),
        ("<!-- hidden", "&lt;!-- hidden"),
        ("<img src=https://e.x/a.png>", "&lt;img src=https://e.x/a.png&gt;"),
        ("a & b &amp;", "a &amp; b &amp;amp;"),
        ("**bold** _it_ ~~s~~ `code`", "\\*\\*bold\\*\\* \\_it\\_ \\~\\~s\\~\\~ \\`code\\`"),
        ("[link](http://e.x) ![i](x)", "\\[link\\](http://e.x) !\\[i\\](x)"),
        ("back\\slash", "back\\\\slash"),
        ("two\nlines\r", "two lines "),
        ("\u{1B}[31m\u{202E}x\u{7}", "\\u{1B}\\[31m\\u{202E}x\\u{7}"),
    ])
    func markdownProseIsLiteral(_ text: String, _ expected: String) {
        #expect(MarkdownText.escaped(text) == expected)
    }

    /// CommonMark: a code span's fence is longer than any run of backticks inside it.
    @Test(arguments: [
        ("overset layout --screen A", "`overset layout --screen A`"),
        ("a`b", "``a`b``"),
        ("a``b```c", "````a``b```c````"),
        ("`starts", "`` `starts ``"),
        ("ends`", "`` ends` ``"),
        (" both ", "`  both  `"),
        ("<b>&amp;</b>", "`<b>&amp;</b>`"),
        ("two\nlines", "`two lines`"),
        ("a\u{1B}[2J\u{202E}b", "`a\\u{1B}[2J\\u{202E}b`"),
    ])
    func markdownCodeSpansAreFencedByTheLongestRun(_ text: String, _ expected: String) {
        #expect(MarkdownText.codeSpan(text) == expected)
    }
}
