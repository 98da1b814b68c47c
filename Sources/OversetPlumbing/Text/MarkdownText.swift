/// Escaping for untrusted text (screen names, view ids, catalog strings, file names) put into
/// Markdown, such as the audit's pull-request comment (issue 34): raw HTML must not pass through
/// (`<!--` hides the rest of a comment, `<img src=…>` loads remote content), nor links, emphasis
/// or a new block, and a backtick must not end a code span early.
package enum MarkdownText {
    /// `text` as literal prose: `&`, `<` and `>` as entities, Markdown's inline metacharacters
    /// (`` \ ` * _ [ ] ~ ``) behind a backslash, line breaks as spaces (so that no new block
    /// begins), and other controls and bidirectional overrides as `TerminalText` shows them
    /// (`\u{202E}`: a rendered comment would otherwise show text reversed). Other text,
    /// non-ASCII letters and emoji included, is unchanged. A table cell's `|` is left to the
    /// table, which escapes it for all its cells.
    ///
    /// - Complexity: O(*n*).
    package static func escaped(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\\", "`", "*", "_", "[", "]", "~":
                result.unicodeScalars.append("\\")
                result.unicodeScalars.append(scalar)
            case "\n", "\r": result.unicodeScalars.append(" ")
            case _ where TerminalText.needsEscaping(scalar): result += TerminalText.escaped(String(scalar))
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` as one code span, by CommonMark's rule: fenced by one backtick more than the longest
    /// run of backticks inside, with a space inside each fence when the text begins or ends with a
    /// backtick or a space (CommonMark removes one such space from each side). Line breaks become
    /// spaces, other controls and bidirectional overrides are shown as `TerminalText` shows them.
    /// Inside a code span nothing else is special (entities and backslashes show as written), so
    /// nothing else is escaped.
    package static func codeSpan(_ text: String) -> String {
        let lines = String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : $0 }))
        let content = TerminalText.escaped(lines)
        var longest = 0
        var run = 0
        for scalar in content.unicodeScalars {
            run = scalar == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padded =
            content.isEmpty || content.hasPrefix("`") || content.hasSuffix("`") || content.hasPrefix(" ") || content.hasSuffix(" ")
        return padded ? fence + " " + content + " " + fence : fence + content + fence
    }
}
