import Foundation

/// Cache keys compare texts by their UTF-8 bytes, not by canonical equivalence as `String`'s
/// `==` and `Hashable` do: two spellings of one text ("é" and "e" + U+0301, or combining marks
/// in another order) have different offsets and may shape differently, so one must not get the
/// other's shaping or analysis. Bytes also hash and compare without normalizing first, which
/// `String` does for any text that is not ASCII ("Contin…" at every truncation).
extension String {
    /// Feeds the text's UTF-8 bytes and their count to `hasher`.
    ///
    /// - Complexity: O(n) in the UTF-8 length.
    func hashExactBytes(into hasher: inout Hasher) {
        let count = utf8.count
        hasher.combine(count)
        let hashed: Void? = utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil {
            for byte in utf8 { hasher.combine(byte) }
        }
    }

    /// Whether `other` is this text byte for byte.
    ///
    /// - Complexity: O(n) in the UTF-8 length.
    func hasExactBytes(of other: String) -> Bool {
        let count = utf8.count
        guard count == other.utf8.count else { return false }
        let compared = utf8.withContiguousStorageIfAvailable { mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in
                count == 0 || memcmp(mine.baseAddress!, theirs.baseAddress!, count) == 0
            }
        }
        return (compared ?? nil) ?? utf8.elementsEqual(other.utf8)
    }
}
