extension String {
    /// The text with every occurrence of `target` replaced by `replacement`, compared byte by
    /// byte in UTF-8, left to right, occurrences not overlapping.
    ///
    /// Unlike Foundation's `replacingOccurrences(of:with:)`, which compares canonically
    /// equivalent graphemes through `NSString` and took most of a String Catalog's reading time
    /// (issue 34), a combining mark after the target does not hide it: format strings'
    /// `%#@name@` and spec templates' `{{item}}` are tokens in the bytes, as Foundation's
    /// `String(format:)` reads them.
    ///
    /// - Parameters:
    ///   - target: The bytes to find; an empty target leaves the text as it is.
    ///   - replacement: What each occurrence becomes.
    /// - Complexity: O(n + m + r) for n bytes of text, an m-byte target and r bytes of
    ///   replacements written, however the target repeats itself (a long `{{item.key}}` in a
    ///   long text costs no more than a short one).
    package func replacingEvery(_ target: String, with replacement: String) -> String {
        let starts = occurrenceStarts(of: target)
        guard !starts.isEmpty else { return self }
        let bytes = Array(utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + starts.count * max(0, replacement.utf8.count - target.utf8.count))
        var copied = 0
        for start in starts {
            result += bytes[copied..<start]
            result += replacement.utf8
            copied = start + target.utf8.count
        }
        result += bytes[copied...]
        return String(decoding: result, as: UTF8.self)
    }

    /// How many times `target` occurs in the text, compared as `replacingEvery(_:with:)` compares.
    ///
    /// - Complexity: O(n + m) for n bytes of text and an m-byte target.
    package func occurrences(of target: String) -> Int {
        occurrenceStarts(of: target).count
    }

    /// The byte offsets where `target` occurs, left to right, not overlapping: Knuth, Morris and
    /// Pratt's search, so that no byte of the text is compared more than twice.
    private func occurrenceStarts(of target: String) -> [Int] {
        let pattern = Array(target.utf8)
        guard !pattern.isEmpty else { return [] }
        // fallback[i]: the length of the longest proper prefix of pattern[0...i] that ends there.
        var fallback = [Int](repeating: 0, count: pattern.count)
        var length = 0
        for index in 1..<max(1, pattern.count) {
            while length > 0, pattern[index] != pattern[length] { length = fallback[length - 1] }
            if pattern[index] == pattern[length] { length += 1 }
            fallback[index] = length
        }
        var starts: [Int] = []
        var matched = 0
        for (offset, byte) in utf8.enumerated() {
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
