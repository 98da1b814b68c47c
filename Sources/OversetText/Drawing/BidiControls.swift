/// The explicit bidi controls of UAX #9 (embeddings, overrides, isolates) that are open at a
/// point of a paragraph.
///
/// A line drawn on its own is analysed on its own, so it loses what the paragraph opened before
/// it: the second line of `RLO … PDF` text (the ar-XB pseudo-locale) came out left to right.
/// Prefixing each line with the controls still open where it starts gives it the levels the
/// paragraph gives it (rule X1–X8 state carried across lines, as `ubidi_setLine` does).
public struct BidiControls {
    private static let isolates: Set<UInt32> = [0x2066, 0x2067, 0x2068]
    private static let openers: Set<UInt32> = [0x202A, 0x202B, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068]

    /// The controls opened and not yet closed, in order.
    public private(set) var open: [Unicode.Scalar] = []

    public init() {}

    /// The state after reading `text` on from the current one.
    ///
    /// - Complexity: O(text length).
    public mutating func read(_ text: some StringProtocol) {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case let value where Self.openers.contains(value): open.append(scalar)
            // PDF closes the last embedding or override, never an isolate.
            case 0x202C: if let last = open.last, !Self.isolates.contains(last.value) { open.removeLast() }
            // PDI closes the last isolate and what was opened inside it.
            case 0x2069: if let index = open.lastIndex(where: { Self.isolates.contains($0.value) }) { open.removeSubrange(index...) }
            // A paragraph separator ends every embedding.
            case 0x2029, 0x0A, 0x0D: open.removeAll()
            default: break
            }
        }
    }

    /// The open controls as text, to put before a line.
    public var prefix: String { String(String.UnicodeScalarView(open)) }

    /// The controls open before UTF-8 offset `offset` of `text` (none when it is out of range).
    public static func open(before offset: Int, in text: String) -> String {
        guard offset > 0, offset <= text.utf8.count else { return "" }
        var controls = BidiControls()
        let utf8 = text.utf8
        guard let end = utf8.index(utf8.startIndex, offsetBy: offset, limitedBy: utf8.endIndex), let prefix = String(utf8[..<end]) else {
            return ""
        }
        controls.read(prefix)
        return controls.prefix
    }
}
