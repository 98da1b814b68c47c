extension Array where Element == UInt8 {
    /// The bytes with every occurrence of `pattern` replaced by `replacement`, left to right,
    /// occurrences not overlapping; an empty pattern leaves them as they are.
    ///
    /// - Complexity: O(n + m + r) for n bytes, an m-byte pattern and r bytes of replacements
    ///   written, however the pattern repeats itself.
    package func replacingEvery(_ pattern: [UInt8], with replacement: [UInt8]) -> [UInt8] {
        let starts = Self.occurrenceStarts(of: pattern, in: self)
        guard !starts.isEmpty else { return self }
        var result: [UInt8] = []
        result.reserveCapacity(count + starts.count * Swift.max(0, replacement.count - pattern.count))
        var copied = 0
        for start in starts {
            result += self[copied..<start]
            result += replacement
            copied = start + pattern.count
        }
        result += self[copied...]
        return result
    }

    /// The offsets in `bytes` where `pattern` occurs, left to right, not overlapping: Knuth,
    /// Morris and Pratt's search, so that no byte is compared more than twice (a long
    /// `{{item.key}}` in a long text costs no more than a short one).
    package static func occurrenceStarts(of pattern: [UInt8], in bytes: some Sequence<UInt8>) -> [Int] {
        guard !pattern.isEmpty else { return [] }
        // fallback[i]: the length of the longest proper prefix of pattern[0...i] that ends there.
        var fallback = [Int](repeating: 0, count: pattern.count)
        var length = 0
        for index in 1..<Swift.max(1, pattern.count) {
            while length > 0, pattern[index] != pattern[length] { length = fallback[length - 1] }
            if pattern[index] == pattern[length] { length += 1 }
            fallback[index] = length
        }
        var starts: [Int] = []
        var matched = 0
        for (offset, byte) in bytes.enumerated() {
            while matched > 0, byte != pattern[matched] { matched = fallback[matched - 1] }
            if byte == pattern[matched] { matched += 1 }
            if matched == pattern.count {
                starts.append(offset + 1 - pattern.count)
                // Not overlapping: the next occurrence starts after this one.
                matched = 0
            }
        }
        return starts
    }
}
