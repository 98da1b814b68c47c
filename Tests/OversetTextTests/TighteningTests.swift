import Testing

@testable import OversetText

/// `allowsTightening(true)`: instead of truncating, the last line tightens its spacing when the
/// rest of the text is at most 5% wider than the line (AppKit's documented default
/// `tighteningFactorForTruncation`, 0.05).
@Suite struct TighteningTests {
    static let text = "Order shipped today"

    static func natural() throws -> Double {
        try TestFonts.engine.measure(text).exactWidth
    }

    static func measure(width: Double, tightening: Bool, lineLimit: Int? = 1) throws -> TextMeasurement {
        try TestFonts.engine.measure(
            text, options: TextLayoutOptions(width: width, lineLimit: lineLimit, displayScale: 0).tightening(tightening))
    }

    @Test(arguments: [1.01, 1.03, 1.049])
    func upToFivePercentOverTightensInsteadOfTruncating(_ over: Double) throws {
        let width = try Self.natural() / over
        let tight = try Self.measure(width: width, tightening: true)
        #expect(!tight.isTruncated && tight.lineCount == 1)
        #expect(tight.lines[0].text == Self.text)
        #expect(abs(tight.exactWidth - width) < 1e-9, "the line is compressed into the width")
        #expect(try Self.measure(width: width, tightening: false).isTruncated)
    }

    @Test(arguments: [1.051, 1.2])
    func moreThanFivePercentOverStillTruncates(_ over: Double) throws {
        #expect(try Self.measure(width: try Self.natural() / over, tightening: true).isTruncated)
    }

    /// The last of several lines takes the rest of the paragraph.
    @Test func theLastOfSeveralLinesTightens() throws {
        let text = "One two three four five six seven eight nine ten"
        let words = try TestFonts.engine.measure(text, options: TextLayoutOptions(width: 150, displayScale: 0))
        #expect(words.lineCount >= 3)
        let limited = try TestFonts.engine.measure(
            text, options: TextLayoutOptions(width: 150, lineLimit: words.lineCount - 1, displayScale: 0).tightening(true))
        // Whether it fits depends on the last two lines' widths; when it does, nothing is hidden.
        let lastTwo = words.lines.suffix(2)
        let rest = try TestFonts.engine.measure(
            String(text[text.utf8Index(lastTwo.first!.sourceRange.lowerBound)...])
        ).exactWidth
        #expect(limited.isTruncated == (rest > 150 * 1.05))
    }

    @Test func aHardBreakInTheRestStillTruncates() throws {
        let text = "Order\nshipped"
        let options = TextLayoutOptions(width: 200, lineLimit: 1, displayScale: 0).tightening(true)
        #expect(try TestFonts.engine.measure(text, options: options).isTruncated)
    }
}

extension TextLayoutOptions {
    fileprivate func tightening(_ allows: Bool) -> TextLayoutOptions {
        var copy = self
        copy.allowsTightening = allows
        return copy
    }
}

extension String {
    fileprivate func utf8Index(_ offset: Int) -> String.Index {
        utf8.index(utf8.startIndex, offsetBy: offset)
    }
}
