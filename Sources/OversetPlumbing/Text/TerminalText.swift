/// Escaping for untrusted text (screen names, view ids, catalog strings, JSON keys, file names)
/// printed to a terminal (issue 34): an escape sequence in a screen name could move the cursor,
/// rewrite earlier lines, set the window title or hide a finding, a line break could forge a
/// line of the report, and a bidirectional override could show a name reversed.
package enum TerminalText {
    /// `text` with what a terminal would act on made visible, Swift-style: C0 controls, DEL and
    /// C1 controls as `\u{1B}`, except `\n`, `\r` and `\t`; the bidirectional embeddings,
    /// overrides and isolates (U+202A–U+202E, U+2066–U+2069) and the line and paragraph
    /// separators (U+2028, U+2029) as `\u{202E}`. Everything else, non-ASCII letters and emoji
    /// included, is unchanged, so ordinary text prints as before.
    ///
    /// - Complexity: O(*n*); the text is returned as it is when nothing needs escaping.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscaping) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscaping(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a terminal would act on `scalar` instead of showing it.
    static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
