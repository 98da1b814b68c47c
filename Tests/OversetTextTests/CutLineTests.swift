import Testing

@testable import OversetText

/// Truncation's candidate lines measured from the paragraph's own shaping (`cutLine`) are
/// exactly those of analysing each line as a paragraph of its own: same text, same width to the
/// bit, same shown and hidden graphemes and vertical metrics.
@Suite struct CutLineTests {
    static let engine = TestFonts.engine

    /// Texts where a cut could go wrong: marks and joiners at the cut, flags, line separators,
    /// tabs, digits alone, non-Latin scripts, bidi controls, kerning pairs and ligatures.
    static let edgeTexts = [
        "AVATAR Wavy To. LT Yo. Ta. VA AV office affluent", "e\u{301}te\u{301} cafe\u{301} nai\u{308}ve a\u{308}o\u{308}u\u{308}",
        "🇺🇸🇬🇧🇫🇷🇩🇪 flags and 👨‍👩‍👧‍👦 family 👍🏽", "Line one\nLine two\n\u{301}mark after a break",
        "Tab\tseparated\tvalues\there", "1234567890 0987654321 31415926535", "Привет мир как дела сегодня",
        "a\u{2067}\u{2069}b isolates with nothing inside", "x\u{200D}y zero\u{200B}width joiners",
        "   leading and trailing spaces   ", "well-known state-of-the-art long-established", "…",
        "English with עברית and العربية inside", "ﬁ ligature and soft\u{AD}hyphen", "한국어 줄 바꿈 테스트입니다",
    ]

    static let families: [TextAttributes] = [
        TextAttributes(font: .file(TestFonts.inter), size: 17), TextAttributes(font: .family("system"), size: 13),
        TextAttributes(font: .family("system"), weight: .semibold, size: 28, tracking: -0.4),
        TextAttributes(font: .file(TestFonts.notoSans), size: 15, tracking: 1.2, kerning: -0.3),
        TextAttributes(font: .file(TestFonts.mono), size: 11, features: [FontFeature("tnum", 1)]),
        // The system stand-in's adjustments differ for tabular digits: cut lines read its other memo table.
        TextAttributes(font: .family("system"), size: 17, features: [FontFeature("tnum", 1)]),
    ]

    static var texts: [AttributedText] {
        let corpus = Corpus.samples(count: 160, seed: 41).map { AttributedText($0.text, attributes: $0.attributes) }
        return corpus + edgeTexts.flatMap { text in families.map { AttributedText(text, attributes: $0) } }
    }

    /// Both ways of measuring a candidate line, for every mode, from the first line and from a
    /// later line's start, at widths from a sliver to most of the text.
    @Test(arguments: TruncationMode.allCases)
    func cutLinesMeasureAsFreshParagraphs(_ mode: TruncationMode) throws {
        var cut = 0
        for (index, text) in Self.texts.enumerated() {
            let paragraph = try Self.engine.analysed(text, baseIsRightToLeft: nil)
            let full = paragraph.advance(of: 0..<paragraph.count, scale: 1)
            for fraction in [0.05, 0.3, 0.7, 0.93] {
                let width = max(1, full * fraction)
                let starts = Set([0] + paragraph.breakLines(width: width, scale: 1).map(\.start).prefix(2))
                for start in starts.sorted() {
                    let scale = index % 4 == 0 ? 0.85 : 1
                    let fast = try Truncator(paragraph: paragraph, engine: Self.engine, scale: scale, width: width)
                        .truncate(from: start, mode: mode)
                    let fresh = try Truncator(
                        paragraph: paragraph, engine: Self.engine, scale: scale, width: width, cutsFromParagraph: false
                    ).truncate(from: start, mode: mode)
                    let context = "\(text.string.debugDescription) at \(width) from \(start)"
                    #expect(fast.text == fresh.text, "\(context)")
                    #expect(fast.width == fresh.width, "\(context)")
                    #expect(fast.shown == fresh.shown && fast.hidden == fresh.hidden, "\(context)")
                    #expect(fast.prefix == fresh.prefix && fast.suffix == fresh.suffix && fast.ellipsisRun == fresh.ellipsisRun, "\(context)")
                    #expect(fast.runs(in: paragraph).map(\.text).joined() == fast.text, "\(context)")
                    #expect(
                        fast.verticalMetrics.ascent == fresh.verticalMetrics.ascent
                            && fast.verticalMetrics.descent == fresh.verticalMetrics.descent
                            && fast.verticalMetrics.lineGap == fresh.verticalMetrics.lineGap, "\(context)")
                    if !fast.hidden.isEmpty, Self.cuts(paragraph, fast) { cut += 1 }
                }
            }
        }
        // The comparison means something only if most candidates took the cut.
        #expect(cut > 500, "\(cut) truncations were cut from their paragraph")
    }

    /// Whenever the rest of the text (`tailRest`) breaks a line or is wider than the line,
    /// truncating does hide text; and that is so for most lines that truncate (else deciding by
    /// it would save nothing).
    @Test func aTailTruncationThatMustHideDoes() throws {
        var (said, hid) = (0, 0)
        for (index, text) in Self.texts.enumerated() {
            let paragraph = try Self.engine.analysed(text, baseIsRightToLeft: nil)
            let full = paragraph.advance(of: 0..<paragraph.count, scale: 1)
            for fraction in [0.05, 0.3, 0.7, 0.93, 0.99] {
                let width = max(1, full * fraction)
                let scale = index % 4 == 0 ? 0.85 : 1
                for start in Set([0] + paragraph.breakLines(width: width, scale: scale).map(\.start).prefix(3)).sorted() {
                    let hidden = try Truncator(
                        paragraph: paragraph, engine: Self.engine, scale: scale, width: width, cutsFromParagraph: false
                    ).truncate(from: start, mode: .tail).hidden
                    let hides = !paragraph.isBlank(hidden)
                    if hides { hid += 1 }
                    let mustHide: Bool
                    switch paragraph.tailRest(from: start, scale: scale, cache: Self.engine.wordCache) {
                    case .breaksLine: mustHide = true
                    case .width(let rest): mustHide = rest > ShapedParagraph.fittingLimit(width)
                    case .unknown: mustHide = false
                    }
                    if mustHide {
                        said += 1
                        #expect(hides, "\(text.string.debugDescription) at \(width) from \(start)")
                    }
                }
            }
        }
        #expect(said * 2 > hid, "said \(said) of \(hid)")
    }

    /// The rest of a text from a line's start (`tailRest`), summed from the paragraph's own
    /// pieces, is as wide to the bit as the rest analysed as a paragraph of its own.
    @Test func theRestOfATextMeasuresAsAFreshParagraph() throws {
        var compared = 0
        for (index, text) in Self.texts.enumerated() {
            let paragraph = try Self.engine.analysed(text, baseIsRightToLeft: nil)
            let full = paragraph.advance(of: 0..<paragraph.count, scale: 1)
            let scale = index % 4 == 0 ? 0.85 : 1
            for start in Set([0] + paragraph.breakLines(width: max(1, full * 0.3), scale: scale).map(\.start)).sorted() {
                guard case .width(let rest) = paragraph.tailRest(from: start, scale: scale, cache: Self.engine.wordCache) else { continue }
                let end = paragraph.trimmedEnd(start..<paragraph.count)
                let fresh = try Self.engine.analysed(AttributedText(runs: paragraph.runs(of: start..<end)), baseIsRightToLeft: paragraph.isRightToLeft)
                let freshEnd = fresh.trimmedEnd(0..<fresh.count)
                #expect(rest == fresh.advance(of: 0..<freshEnd, scale: scale) - fresh.tracking[freshEnd - 1], "\(text.string.debugDescription) from \(start)")
                compared += 1
            }
        }
        #expect(compared > 300, "\(compared) rests compared")
    }

    /// Paragraphs whose lines could shape differently alone are analysed afresh: mixed runs,
    /// fallback fonts, right to left, bidi controls; and cuts that join graphemes.
    @Test(arguments: [
        ("مرحبا بالعالم وشكرا", TextAttributes(font: .file(TestFonts.notoArabic), size: 17)),
        ("English with עברית inside", TextAttributes(size: 17)),
        ("a\u{2067}\u{2069}b isolates", TextAttributes(size: 17)),
        ("Latin and 東京 fallback", TextAttributes(size: 17)),
        ("Line\n\u{301}mark", TextAttributes(size: 17)),
    ])
    func otherParagraphsAreAnalysedAfresh(_ string: String, attributes: TextAttributes) throws {
        let paragraph = try Self.engine.analysed(AttributedText(string, attributes: attributes), baseIsRightToLeft: nil)
        let afterBreak = (paragraph.indices.firstIndex { string[$0...].hasPrefix("\u{301}") }) ?? 0
        let cut = paragraph.cutLine(
            prefix: 0..<1, ellipsis: "\u{2026}", suffix: max(1, afterBreak)..<paragraph.count, scale: 1,
            cache: Self.engine.wordCache)
        #expect(cut == nil)
    }

    /// A plain Latin paragraph does take the cut.
    @Test func plainLatinTakesTheCut() throws {
        let paragraph = try Self.engine.analysed(AttributedText("Your order has shipped", attributes: TextAttributes(size: 17)), baseIsRightToLeft: nil)
        #expect(paragraph.cutsLinesFromOwnShaping)
        #expect(paragraph.cutLine(prefix: 0..<7, ellipsis: "\u{2026}", suffix: 22..<22, scale: 1, cache: Self.engine.wordCache) != nil)
    }

    /// A truncated line's text, made from the paragraph's bytes in one piece, is its prefix's
    /// text, the ellipsis and its suffix's text joined, for every cut of texts with marks, flags,
    /// line separators and other scripts (a cut between graphemes of several bytes would show a
    /// wrong offset).
    @Test(arguments: edgeTexts)
    func aLinesTextJoinsItsPiecesExactly(_ string: String) throws {
        let paragraph = try Self.engine.analysed(AttributedText(string, attributes: TextAttributes(size: 17)), baseIsRightToLeft: nil)
        let count = paragraph.count
        // A line's prefix starts at its line's start: the first grapheme, or a later one.
        for start in [0, count / 4] {
            for (prefixEnd, suffixStart) in [(start, count), (count, count), (start + 1, count - 1), (count / 3, 2 * count / 3), (count / 2, count / 2)]
            where start <= prefixEnd && prefixEnd <= suffixStart && suffixStart <= count {
                for ellipsis in ["\u{2026}", "...", ""] {
                    let expected = String(paragraph.substring(start..<prefixEnd)) + ellipsis + paragraph.substring(suffixStart..<count)
                    #expect(paragraph.text(start..<prefixEnd, ellipsis, suffixStart..<count) == expected)
                }
            }
        }
    }

    private static func cuts(_ paragraph: ShapedParagraph, _ line: TruncatedLine) -> Bool {
        let prefix = line.shown.first { $0.lowerBound < line.hidden.lowerBound } ?? line.hidden.lowerBound..<line.hidden.lowerBound
        let suffix = line.shown.first { $0.lowerBound >= line.hidden.upperBound } ?? paragraph.count..<paragraph.count
        return paragraph.cutLine(prefix: prefix, ellipsis: "\u{2026}", suffix: suffix, scale: 1, cache: engine.wordCache) != nil
    }
}
