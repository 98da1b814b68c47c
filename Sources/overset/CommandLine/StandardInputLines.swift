import Foundation

/// Standard input as lines of bytes, read in chunks, each line bounded: `measure --jsonl`
/// holds one line at a time, so memory stays proportional to the longest line allowed, and
/// bytes are checked as UTF-8 before anything is decoded (a repaired line's offsets would not
/// be the input's).
struct StandardInputLines: IteratorProtocol {
    /// One line: its bytes, valid UTF-8, or why it cannot be read.
    enum Line {
        case utf8(Data)
        case notUTF8
        case tooLong(bytes: Int)

        /// The line's bytes, which are valid UTF-8.
        ///
        /// - Throws: `UsageError` saying why the line cannot be read.
        func bytes() throws(UsageError) -> Data {
            switch self {
            case .utf8(let bytes): return bytes
            case .notUTF8: throw UsageError("not valid UTF-8")
            case .tooLong(let bytes):
                throw UsageError("the line is \(bytes) bytes; lines over \(StandardInputLines.maximumLineLength) bytes are refused")
            }
        }
    }

    /// The longest line read, in bytes: far past any request (a text of a thousand paragraphs),
    /// small enough that decoding it stays within a few hundred MB.
    static let maximumLineLength = 4 * 1024 * 1024

    private var buffer: [UInt8] = []
    private var start = 0
    /// Where the search for the next line feed resumes: bytes before it have none.
    private var searched = 0
    private var isAtEnd = false
    /// Why standard input could not be read (`errno`), once a read failed: the input ends
    /// there, and the command fails (a directory given as stdin once read as an empty input).
    private(set) var readError: Int32?
    /// One read's worth of bytes, reused by every read.
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)

    /// The next line without its line feed (and carriage return), or nil at the end of input
    /// (or when a read failed: see `readError`).
    mutating func next() -> Line? {
        var skipped = 0
        while true {
            if let newline = buffer[max(start, searched)...].firstIndex(of: 0x0A) {
                let line = buffer[start..<newline]
                start = newline + 1
                searched = start
                // The whole line counts, also when its end came in the read that passed the limit.
                if skipped > 0 || line.count > Self.maximumLineLength { return .tooLong(bytes: skipped + line.count) }
                return Self.checked(line)
            }
            if isAtEnd {
                guard start < buffer.count || skipped > 0 else { return nil }
                let line = buffer[start...]
                start = buffer.count
                if skipped > 0 || line.count > Self.maximumLineLength { return .tooLong(bytes: skipped + line.count) }
                return Self.checked(line)
            }
            // Drop what a too-long line has filled, keeping only its count.
            if buffer.count - start > Self.maximumLineLength {
                skipped += buffer.count - start
                buffer.removeAll(keepingCapacity: true)
                start = 0
            } else if start > 0 {
                buffer.removeFirst(start)
                start = 0
            }
            searched = buffer.count
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                // A non-blocking stdin (set by whoever shares it) has no data yet: wait for some.
                var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
                _ = poll(&descriptor, 1, -1)
                continue
            }
            if count < 0 { readError = errno }
            if count <= 0 {
                isAtEnd = true
            } else {
                buffer += chunk[..<count]
            }
        }
    }

    /// The line's bytes without a carriage return at the end, copied once, when they are UTF-8:
    /// ASCII (every `measure --jsonl` line in practice) is known valid without decoding it.
    private static func checked(_ bytes: ArraySlice<UInt8>) -> Line {
        let trimmed = bytes.last == 0x0D ? bytes.dropLast() : bytes
        guard trimmed.allSatisfy({ $0 < 0x80 }) || String(validating: trimmed, as: UTF8.self) != nil else { return .notUTF8 }
        return .utf8(Data(trimmed))
    }
}
