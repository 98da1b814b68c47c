/// A Swift source file as the user wrote it: its path, its text and a line table that turns the
/// syntax tree's byte offsets into lines and columns.
///
/// The tree's ranges are offsets into this text. The compiler parsed a preprocessed copy in which
/// inactive `#if` branches and the directives were blanked byte for byte, so every offset, line
/// and column is the same in both.
package struct SourceFile: Hashable, Sendable {
    /// The path as the caller gave it; locations and errors name it.
    package let path: String
    /// The file's text (valid UTF-8).
    package let text: String
    /// The offset of the first byte of each line; line 1 starts at 0.
    private let lineStarts: [Int]

    package init(path: String, text: String) {
        self.path = path
        self.text = text
        var starts = [0]
        var previous: UInt8 = 0
        for (offset, byte) in text.utf8.enumerated() {
            // "\r\n" is one line break; a lone "\r" is one too, as swiftc counts them.
            if byte == UInt8(ascii: "\n") {
                if previous == UInt8(ascii: "\r") { starts[starts.count - 1] = offset + 1 } else { starts.append(offset + 1) }
            } else if byte == UInt8(ascii: "\r") {
                starts.append(offset + 1)
            }
            previous = byte
        }
        lineStarts = starts
    }

    /// The number of bytes of text.
    package var byteCount: Int { text.utf8.count }

    /// Where byte `offset` is (an offset past the end is the end).
    ///
    /// - Complexity: O(log *lines*).
    package func location(at offset: Int) -> SourceLocation {
        let offset = min(max(0, offset), byteCount)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(file: path, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// Where a node starts.
    package func location(of range: SourceRange) -> SourceLocation { location(at: range.start) }

    /// The text of `range`, as written.
    package func text(of range: SourceRange) -> String {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: min(max(0, range.start), byteCount))
        let end = utf8.index(utf8.startIndex, offsetBy: min(max(range.start, range.end), byteCount))
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }
}
