import Testing

@testable import OversetText

/// Words cut between grapheme clusters because they are wider than the line (issue 14): the
/// most common Dynamic Type defect, reported with the word and its pieces.
@Suite struct BrokenWordTests {
    static func measure(_ text: String, width: Double) throws -> TextMeasurement {
        try TestFonts.engine.measure(text, options: TextLayoutOptions(width: width, displayScale: 0))
    }

    /// "Followers" in a frame narrower than a third of it breaks into three pieces.
    @Test func aWordWiderThanTheLineIsReportedWithItsPieces() throws {
        let word = try TestFonts.engine.measure("Followers").exactWidth
        let measured = try Self.measure("Followers", width: word / 2.5)
        let broken = try #require(measured.brokenWords.first)
        #expect(broken.word == "Followers")
        #expect(broken.pieces.count == measured.lineCount && broken.pieces.joined() == "Followers")
        #expect(measured.brokenWords.count == 1)
    }

    @Test func wordsThatFitBreakAtSpacesAndAreNotReported() throws {
        let measured = try Self.measure("Followers and friends", width: try TestFonts.engine.measure("Followers").exactWidth + 1)
        #expect(measured.lineCount > 1 && measured.brokenWords.isEmpty)
    }

    /// The broken word is the one that does not fit, between its neighbours.
    @Test func theBrokenWordIsNamedAmongOthers() throws {
        let narrow = try TestFonts.engine.measure("Settings").exactWidth
        let measured = try Self.measure("Open Notifications now", width: narrow)
        #expect(measured.brokenWords.map(\.word) == ["Notifications"])
    }

    /// Scripts that break between characters (CJK) are not broken words: UAX #14 allows it.
    @Test func cjkLinesBreakBetweenCharactersWithoutReport() throws {
        let measured = try Self.measure("日本語の文章を折り返す", width: 40)
        #expect(measured.lineCount > 1 && measured.brokenWords.isEmpty)
    }

    /// With one line shown, a word cut at its end is truncated ("Follo…"), not broken: only a
    /// cut with pieces on two shown lines is reported.
    @Test(arguments: [1, 2])
    func aCutHiddenByTheLineLimitIsNotABrokenWord(_ lineLimit: Int) throws {
        let word = try TestFonts.engine.measure("Followers").exactWidth
        let measured = try TestFonts.engine.measure(
            "Followers", options: TextLayoutOptions(width: word / 2.5, lineLimit: lineLimit, displayScale: 0))
        #expect(measured.isTruncated)
        #expect(measured.brokenWords.map(\.pieces.count) == (lineLimit == 1 ? [] : [2]))
    }
}
