/// Escaping for text and attribute values in XML (SVG, HTML, JUnit).
package enum XMLText {
    /// `text` with markup characters escaped, and the characters XML 1.0 cannot carry at all
    /// (C0 controls other than tab, line feed and carriage return; U+FFFE, U+FFFF) replaced by
    /// their Control Pictures ("␇" for U+0007) or U+FFFD, so that the document stays well-formed.
    ///
    /// - Complexity: O(*n*).
    package static func escape(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}": result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case "\u{FFFE}", "\u{FFFF}": result.unicodeScalars.append("\u{FFFD}")
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
