import Foundation
import Testing

@testable import OversetPlumbing

/// `replacingEvery(_:with:)` and `occurrences(of:)`: tokens found in the bytes, left to right,
/// not overlapping, a replacement never searched again.
@Suite struct ReplacingTests {
    @Test(
        arguments: [
            ("%#@posts@ by %#@name@", "%#@posts@", "%lld posts", "%lld posts by %#@name@", 1),
            ("aaa", "aa", "X", "Xa", 1),
            ("aaaa", "aa", "X", "XX", 2),
            ("aaa", "a", "aa", "aaaaaa", 3),
            ("{{item}}{{item}}", "{{item}}", "", "", 2),
            ("no token", "{{item}}", "x", "no token", 0),
            ("x", "", "y", "x", 0),
            ("", "a", "b", "", 0),
            // A combining mark after the token does not hide it, as it does from Foundation's
            // grapheme-wise search: the token is in the bytes.
            ("%#@n@\u{301} and é", "%#@n@", "N", "N\u{301} and é", 1),
            ("語%arg語😀%arg", "%arg", "%1$lld", "語%1$lld語😀%1$lld", 2),
            // A target that repeats itself: after a partial match the search resumes inside it.
            ("abababcabc", "ababc", "X", "abXabc", 1),
            ("aabaabaaab", "aab", "-", "--a-", 3),
        ] as [(String, String, String, String, Int)])
    func replacesEveryOccurrence(_ text: String, _ target: String, _ replacement: String, _ expected: String, _ count: Int) {
        #expect(text.replacingEvery(target, with: replacement) == expected)
        #expect(text.occurrences(of: target) == count)
    }

    /// Where no grapheme straddles a token's edge, Foundation's search agrees: 2,000 random
    /// texts of ASCII, accented letters, CJK and emoji.
    @Test func agreesWithFoundationOnWholeCharacters() {
        var generator = SplitMix64(seed: 34)
        let pieces = ["%arg", "%#@a@", "a", "%", "@", "#", " ", "é", "語", "😀", "%ar", "g"]
        for _ in 0..<2_000 {
            let text = (0..<Int(generator.next() % 12)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            for target in ["%arg", "%#@a@"] {
                #expect(text.replacingEvery(target, with: "<>") == text.replacingOccurrences(of: target, with: "<>"), "\(text)")
                #expect(text.occurrences(of: target) == text.components(separatedBy: target).count - 1, "\(text)")
            }
        }
    }

    /// A bridged string (not stored as UTF-8) is read like a native one.
    @Test func bridgedStringsReadAsNativeOnes() {
        let bridged = NSString(string: "x %arg y %arg").description
        #expect(bridged.replacingEvery("%arg", with: "1") == "x 1 y 1")
        #expect(bridged.occurrences(of: "%arg") == 2)
    }
}
