/// A place in a Swift source file, as swiftc prints it in diagnostics.
///
/// Lines and columns are 1-based; columns count UTF-8 bytes, as swiftc's do, so an editor or a
/// problem matcher jumps to the same character swiftc would name.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's path as the caller gave it.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column in UTF-8 bytes, from 1.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
}

/// A span of a source file in UTF-8 byte offsets from the start of the file (a byte order mark
/// counts): `start` is the first byte, `end` is one past the last.
package struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// The offset of the first byte.
    package var start: Int
    /// The offset one past the last byte; equal to `start` for an empty range.
    package var end: Int

    package init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    /// An empty range at `offset`: where a node without text of its own (an implicit `self`, a
    /// node the adapter could not place) is.
    package static func empty(at offset: Int) -> SourceRange { SourceRange(start: offset, end: offset) }

    /// The smallest range covering both.
    package func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    package var isEmpty: Bool { start == end }

    /// `start..<end`.
    package var description: String { "\(start)..<\(end)" }
}
