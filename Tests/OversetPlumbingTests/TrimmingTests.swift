import Foundation
import OversetPlumbing
import Testing

/// `trimmingWhitespaceAndNewlines` must answer exactly as Foundation's
/// `trimmingCharacters(in: .whitespacesAndNewlines)`, which it replaces on the audit's hot path.
struct TrimmingTests {
    @Test func theScalarSetIsFoundations() {
        var differing: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if scalar.isWhitespaceOrNewline != CharacterSet.whitespacesAndNewlines.contains(scalar) { differing.append(value) }
        }
        #expect(differing.isEmpty, "differs from Foundation at \(differing.prefix(10).map { String($0, radix: 16) })")
    }

    @Test(arguments: [
        "", " ", "\n\t \r", "word", "  two words  ", "\u{A0}non-breaking\u{A0}", "\u{2028}separated\u{2029}",
        "\u{85}next line\u{85}", "\u{3000}ideographic\u{3000}", " \u{301}combining mark after a space ",
        "zero width\u{200B}", "\u{FEFF}bom ", "émoji 👩‍👩‍👧 ", "\u{1680}ogham\u{1680}", "\u{0B}\u{0C}form feeds\u{0C}",
        " عربي ", "\r\n",
    ])
    func trimsAsFoundationDoes(_ text: String) {
        #expect(text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
