extension TextAnalysis {
    /// Where a text's grapheme clusters start: their `String` indices and UTF-8 and UTF-16
    /// offsets (each with the text's end), the run each belongs to, and the text's UTF-16 units
    /// for ICU.
    struct Graphemes {
        var indices: [String.Index] = []
        var utf8Offsets: [Int] = []
        var utf16Starts: [Int] = []
        var runIndex: [Int] = []
        var units: [UInt16] = []

        /// Walks `text` cluster by cluster (`String.index(after:)`).
        ///
        /// - Parameter asciiFromTable: whether a cluster of one byte counts as one UTF-16 unit
        ///   without asking the text (see `TextAnalysis.init`).
        /// - Complexity: O(n).
        init(walking text: String, runEnds: [Int], asciiFromTable: Bool) {
            var utf8 = 0
            var utf16 = 0
            var index = text.startIndex
            while index < text.endIndex {
                indices.append(index)
                utf8Offsets.append(utf8)
                utf16Starts.append(utf16)
                // One grapheme break per grapheme: its lengths are counted between its bounds. A
                // grapheme of one byte is one ASCII scalar, one UTF-16 unit.
                let next = text.index(after: index)
                let length = text.utf8.distance(from: index, to: next)
                utf8 += length
                utf16 += length == 1 && asciiFromTable ? 1 : text.utf16.distance(from: index, to: next)
                index = next
            }
            indices.append(text.endIndex)
            utf8Offsets.append(utf8)
            utf16Starts.append(utf16)
            runIndex = Self.runIndex(utf8Offsets: utf8Offsets, runEnds: runEnds)
            units = Array(text.utf16)
        }

        /// The clusters of an all-ASCII text, read from its bytes in place; nil when a byte is
        /// not ASCII (or the text's bytes are not contiguous, which a native string's are).
        ///
        /// Grapheme breaking (`String.index(after:)`) costs more than the rest of the analysis of
        /// an ASCII character, and it is not needed: between two ASCII characters the only rule
        /// of UAX #29 that joins them is GB3 (CR × LF), since the characters GB9–GB9b join to
        /// others (extenders, spacing marks, ZWJ, prepended marks) are all beyond ASCII. So every
        /// byte starts a cluster except a line feed after a carriage return, and UTF-16 offsets
        /// are UTF-8 offsets (`AnalysisTests` compares both ways on CR, LF and CR LF).
        ///
        /// - Complexity: O(n).
        init?(ascii text: String, runEnds: [Int]) {
            let read = text.utf8.withContiguousStorageIfAvailable { bytes -> (starts: [Int], units: [UInt16])? in
                guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
                var starts: [Int] = []
                starts.reserveCapacity(bytes.count + 1)
                for offset in bytes.indices where offset == 0 || bytes[offset] != 0x0A || bytes[offset - 1] != 0x0D {
                    starts.append(offset)
                }
                starts.append(bytes.count)
                return (starts, bytes.map(UInt16.init))
            }
            guard let (starts, units) = read ?? nil else { return nil }
            let start = text.utf8.startIndex
            indices = starts.map { text.utf8.index(start, offsetBy: $0) }
            utf8Offsets = starts
            utf16Starts = starts
            runIndex = Self.runIndex(utf8Offsets: starts, runEnds: runEnds)
            self.units = units
        }

        /// The run of each cluster starting at `utf8Offsets` (the last offset, the text's end,
        /// starts none): the first run whose end lies beyond the cluster's start.
        private static func runIndex(utf8Offsets: [Int], runEnds: [Int]) -> [Int] {
            var currentRun = 0
            return utf8Offsets.dropLast().map { utf8 in
                while currentRun < runEnds.count - 1, utf8 >= runEnds[currentRun] { currentRun += 1 }
                return currentRun
            }
        }
    }
}
