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
    /// - Complexity: O(n + m·k) for n bytes of text, k occurrences of an m-byte replacement.
    package func replacingEvery(_ target: String, with replacement: String) -> String {
        let pattern = Array(target.utf8)
        guard let first = pattern.first else { return self }
        return utf8.withContiguousStorageIfAvailable { bytes -> String in
            guard let firstMatch = Self.match(pattern, first, in: bytes, from: 0) else { return self }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var copied = 0
            var found: Int? = firstMatch
            while let start = found {
                result += bytes[copied..<start]
                result += replacement.utf8
                copied = start + pattern.count
                found = Self.match(pattern, first, in: bytes, from: copied)
            }
            result += bytes[copied...]
            return String(decoding: result, as: UTF8.self)
        } ?? String(decoding: Array(utf8), as: UTF8.self).replacingEvery(target, with: replacement)
    }

    /// How many times `target` occurs in the text, compared as `replacingEvery(_:with:)` compares.
    ///
    /// - Complexity: O(n) in the text's bytes.
    package func occurrences(of target: String) -> Int {
        let pattern = Array(target.utf8)
        guard let first = pattern.first else { return 0 }
        return utf8.withContiguousStorageIfAvailable { bytes in
            var count = 0
            var found = Self.match(pattern, first, in: bytes, from: 0)
            while let start = found {
                count += 1
                found = Self.match(pattern, first, in: bytes, from: start + pattern.count)
            }
            return count
        } ?? String(decoding: Array(utf8), as: UTF8.self).occurrences(of: target)
    }

    /// The first offset at or after `start` where `pattern` (whose first byte is `first`) begins.
    private static func match(_ pattern: [UInt8], _ first: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == first, bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}
