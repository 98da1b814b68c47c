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
    ///   replacements written (`[UInt8].replacingEvery(_:with:)`).
    package func replacingEvery(_ target: String, with replacement: String) -> String {
        String(decoding: Array(utf8).replacingEvery(Array(target.utf8), with: Array(replacement.utf8)), as: UTF8.self)
    }

    /// How many times `target` occurs in the text, compared as `replacingEvery(_:with:)` compares.
    ///
    /// - Complexity: O(n + m) for n bytes of text and an m-byte target.
    package func occurrences(of target: String) -> Int {
        [UInt8].occurrenceStarts(of: Array(target.utf8), in: utf8).count
    }
}
