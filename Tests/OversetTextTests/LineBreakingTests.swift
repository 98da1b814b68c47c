import Testing

@testable import OversetText

/// Greedy UAX #14 line breaking, hard breaks, emergency breaks and the round trip.
@Suite struct LineBreakingTests {
    static let engine = TestFonts.engine
    static let body = TextAttributes(size: 17)

    static func measure(
        _ text: String, width: Double?, lineLimit: Int? = nil,
        attributes: TextAttributes = body
    ) throws -> TextMeasurement {
        try engine.measure(text, attributes: attributes, options: TextLayoutOptions(width: width, lineLimit: lineLimit))
    }

    /// The width of `text` on one unbounded line.
    static func width(_ text: String, attributes: TextAttributes = body) throws -> Double {
        try measure(text, width: nil, attributes: attributes).exactWidth
    }

    @Test func wrapsAtTheLastSpaceThatFits() throws {
        let first = try Self.width("The quick brown")
        let firstTwoWords = try Self.width("The quick")
        // Room for "The quick brown" but not for one more word.
        let result = try Self.measure("The quick brown fox jumps", width: first + 1)
        #expect(result.lines.map(\.text) == ["The quick brown", "fox jumps"])
        let narrower = try Self.measure("The quick brown fox jumps", width: (firstTwoWords + first) / 2)
        #expect(narrower.lines.first?.text == "The quick")
    }

    @Test func trailingSpacesHang() throws {
        let word = try Self.width("Hello")
        let result = try Self.measure("Hello     world", width: max(word, try Self.width("world")) + 0.5)
        #expect(result.lines.map(\.text) == ["Hello", "world"])
        #expect(abs(result.lines[0].width - word) < 1e-9)
        #expect(result.lines[0].sourceRange == 0..<10)
    }

    @Test(arguments: ["first\nsecond", "first\u{2028}second", "first\r\nsecond", "first\u{2029}second"])
    func hardBreaksStartANewLine(_ text: String) throws {
        let result = try Self.measure(text, width: nil)
        #expect(result.lines.map(\.text) == ["first", "second"])
    }

    /// Stopping after a number of lines gives the first lines of the full breaking, and no
    /// empty line for a trailing break it never reached.
    @Test(arguments: [
        "one two three four five six seven eight nine ten", "first\nsecond\nthird\n", "a\n\n\nb", "word\n",
        "Kontoeinstellungen Datenschutzrichtlinien", "",
    ])
    func aLineCapKeepsTheFirstLines(_ text: String) throws {
        let paragraph = try Self.engine.analysed(AttributedText(text, attributes: Self.body), baseIsRightToLeft: nil)
        for width in [30.0, 80, 400] {
            let all = paragraph.breakLines(width: width, scale: 1)
            for cap in 1...(all.count + 1) {
                #expect(
                    paragraph.breakLines(width: width, scale: 1, maxLines: cap) == Array(all.prefix(cap)), "\(text.debugDescription) at \(width), \(cap) lines")
            }
        }
    }

    @Test func trailingNewlineAddsAnEmptyLine() throws {
        let result = try Self.measure("line\n", width: nil)
        #expect(result.lines.map(\.text) == ["line", ""])
    }

    @Test func emptyTextHasNoLinesAndNoSize() throws {
        let result = try Self.measure("", width: 100)
        #expect(result.lineCount == 0)
        #expect(result.width == 0 && result.height == 0)
        #expect(!result.isTruncated)
    }

    @Test func lineLimitCountsLinesAcrossParagraphs() throws {
        let result = try Self.measure("one\ntwo\nthree", width: nil, lineLimit: 2)
        #expect(result.lineCount == 2)
        #expect(result.isTruncated)
        #expect(result.neededLineCount == 3)
    }

    /// Breaks fall at spaces or next to the separator (after "/" and "-"; before or after an em
    /// dash, which UAX #14 class B2 allows), never between two letters.
    @Test(arguments: [
        ("https://example.com/a/very/long/path/to/a/resource", "/"),
        ("state-of-the-art well-known co-operative", "-"),
        ("before—after—again—and—more—words", "—"),
    ])
    func urlsHyphensAndDashesBreakAtTheirSeparators(_ text: String, separator: Character) throws {
        let result = try Self.measure(text, width: try Self.width(text) * 0.45)
        #expect(result.lineCount > 1)
        let utf8 = Array(text.utf8)
        for line in result.lines.dropLast() {
            let before = String(decoding: utf8[..<line.sourceRange.upperBound], as: UTF8.self).last!
            let after = String(decoding: utf8[line.sourceRange.upperBound...], as: UTF8.self).first!
            #expect(
                before == " " || before == separator || (separator == "—" && after == separator),
                "break after \(line.text)")
        }
        #expect(result.lines.map(\.text).joined(separator: " ").filter { $0 != " " } == text.filter { $0 != " " })
    }

    @Test func cjkBreaksBetweenIdeographs() throws {
        let text = "今日は良い天気ですね散歩に行きましょう"
        let result = try Self.measure(text, width: try Self.width("今日は良い天"))
        #expect(result.lineCount > 2)
        #expect(result.lines.map(\.text).joined() == text)
    }

    @Test func thaiBreaksAtWordsWithoutSpaces() throws {
        let text = "สวัสดีครับภาษาไทย"
        let result = try Self.measure(text, width: try Self.width("สวัสดีครับ") + 1)
        #expect(result.lines.map(\.text) == ["สวัสดีครับ", "ภาษาไทย"])
    }

    @Test(arguments: ["Supercalifragilisticexpialidocious", "👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦", "e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}"])
    func longWordsBreakBetweenGraphemeClustersOnly(_ text: String) throws {
        let width = try Self.width(String(text.prefix(2)))
        let result = try Self.measure(text, width: width)
        #expect(result.lineCount > 1)
        #expect(result.lines.map(\.text).joined() == text)
        for line in result.lines {
            #expect(line.width <= width + 1e-9 || line.text.count == 1)
            #expect(!line.text.isEmpty)
        }
    }

    @Test func aSingleClusterWiderThanTheLineStillShows() throws {
        let result = try Self.measure("W", width: 1)
        #expect(result.lines.map(\.text) == ["W"])
        #expect(result.lines[0].slack! < 0)
    }

    /// Over the corpus and many widths: no line is wider than allowed (but a lone cluster), the
    /// lines rebuild the text, and laying out again at the measured width gives the same lines.
    @Test func corpusInvariantsAndRoundTrip() throws {
        for sample in Corpus.samples(count: 300, seed: 11) {
            let natural = try Self.engine.measure(sample.text, attributes: sample.attributes).exactWidth
            for fraction in [0.15, 0.4, 0.7, 1.0] {
                let width = natural * fraction
                let result = try Self.engine.measure(sample.text, attributes: sample.attributes, options: .init(width: width))
                for line in result.lines {
                    #expect(line.width <= width + 1e-6 || line.text.count == 1, "\(sample) at \(width): \(line.text)")
                }
                let rebuilt = result.lines.map(\.text).joined()
                #expect(rebuilt.filter { !$0.isWhitespace } == sample.text.filter { !$0.isWhitespace }, "\(sample)")
                // A lone cluster wider than the line widens the text; laying out at that
                // width may then fit more, so the round trip holds for text that fits.
                guard result.exactWidth <= width + 1e-9 else { continue }
                let again = try Self.engine.measure(sample.text, attributes: sample.attributes, options: .init(width: result.exactWidth))
                #expect(
                    again.lines
                        == result.lines.map { line in
                            var line = line
                            line.slack = result.exactWidth - line.width
                            return line
                        }, "round trip \(sample) at \(width)")
            }
        }
    }

    /// Texts for stepping over words: the corpus (Latin at several trackings, negative among
    /// them, and the other scripts), hard breaks, hanging spaces, long words and Hangul.
    static let steppingTexts: [AttributedText] = {
        let edges = [
            "first\nsecond line\n\nthird", "spaces   between    words   ", "Supercalifragilisticexpialidocious and more",
            "안녕하세요 계정 설정 개인정보 감사합니다", "a b c d e f g h i j k l m n o p", "ends with a break\n",
        ]
        return Corpus.samples(count: 200, seed: 12).map { AttributedText($0.text, attributes: $0.attributes) }
            + edges.map { AttributedText($0, attributes: body) }
    }()

    /// Stepping over words (`WordSkips`) finds exactly the lines that looking at every grapheme
    /// finds, at widths from a sliver to the whole text, at two scales, and at each line's own
    /// width and a hair either side of it, where rounding would show.
    @Test func steppingOverWordsFindsTheSameLines() throws {
        var stepped = 0
        for text in Self.steppingTexts {
            let paragraph = try Self.engine.analysed(text, baseIsRightToLeft: nil)
            if paragraph.wordSkips != nil { stepped += 1 }
            let full = paragraph.advance(of: 0..<paragraph.count, scale: 1)
            for scale in [1, 0.8] {
                var widths = [0.05, 0.2, 0.35, 0.5, 0.75, 0.99, 1.2].map { full * $0 }
                for line in paragraph.breakLines(width: full * 0.3, scale: scale, stepsOverWords: false) {
                    widths += [line.width, line.width.nextDown, line.width.nextUp, line.width - 1e-9, line.width + 1e-9]
                }
                for width in widths {
                    let steps = paragraph.breakLines(width: width, scale: scale)
                    let looks = paragraph.breakLines(width: width, scale: scale, stepsOverWords: false)
                    #expect(steps == looks, "\(text.string) at \(width), scale \(scale)")
                    let capped = paragraph.breakLines(width: width, scale: scale, maxLines: 2)
                    #expect(capped == Array(looks.prefix(2)), "\(text.string) at \(width), scale \(scale), two lines")
                }
            }
        }
        // Most texts step (negative tracking or kerning rules it out for the rest).
        #expect(stepped > Self.steppingTexts.count / 2)
    }

    /// Every limit in the range a breaking claims (`sameLinesLimits`) breaks the same lines: at
    /// its ends and middle, with and without stepping over words, at two scales (a width probe
    /// answers from these ranges without breaking again).
    @Test func claimedLimitsBreakTheSameLines() throws {
        var compared = 0
        for text in Self.steppingTexts {
            let paragraph = try Self.engine.analysed(text, baseIsRightToLeft: nil)
            let full = paragraph.advance(of: 0..<paragraph.count, scale: 1)
            for scale in [1, 0.8] {
                for width in [0.05, 0.2, 0.35, 0.5, 0.75, 0.99].map({ full * $0 }) {
                    for steps in [true, false] {
                        let (lines, limits) = paragraph.breakLinesKeepingLimits(
                            width: width, scale: scale, strategy: .standard, maxLines: .max, stepsOverWords: steps)
                        let targets = [limits.lowerBound, (limits.lowerBound + limits.upperBound) / 2, limits.upperBound.nextDown]
                        for target in targets where target.isFinite && target > 1 {
                            // A width whose fitting limit lands in the range, near the target.
                            let near = target / (1 + 1e-9)
                            guard
                                let other = [near, near.nextDown, near.nextUp, near.nextDown.nextDown].first(where: {
                                    limits.contains(ShapedParagraph.fittingLimit($0))
                                })
                            else { continue }
                            let again = paragraph.breakLines(width: other, scale: scale, stepsOverWords: steps)
                            #expect(again == lines, "\(text.string) at \(width) and \(other), scale \(scale)")
                            compared += 1
                        }
                    }
                }
            }
        }
        #expect(compared > Self.steppingTexts.count * 12)
    }

    @Test func negativeTrackingLooksAtEveryGrapheme() throws {
        let text = AttributedText("Tight tracking", attributes: TextAttributes(size: 17, tracking: -0.5))
        #expect(try Self.engine.analysed(text, baseIsRightToLeft: nil).wordSkips == nil)
        #expect(try Self.engine.analysed(AttributedText("Loose", attributes: Self.body), baseIsRightToLeft: nil).wordSkips != nil)
    }
}
