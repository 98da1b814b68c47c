import Foundation
import Testing

@testable import OversetText

/// Tail, head and middle truncation, shrink-before-truncate and hidden ranges.
@Suite struct TruncationTests {
    static let engine = TestFonts.engine
    static let body = TextAttributes(size: 17)

    static let texts = [
        "Kontoeinstellungen und Datenschutzrichtlinien",
        "Your order has shipped and will arrive on Thursday",
        "👨‍👩‍👧‍👦 family 👩🏽‍💻 coder 🏳️‍🌈 flag e\u{301}te\u{301}",
        "مرحبا بالعالم وشكرا على كل شيء",
        "今日は良い天気ですね散歩に行きましょう",
        "https://example.com/a/very/long/path/to/a/resource",
    ]

    static func utf8Slice(_ text: String, _ range: Range<Int>) -> String {
        String(decoding: Array(text.utf8)[range], as: UTF8.self)
    }

    /// The shown text is a grapheme-aligned prefix (tail), suffix (head) or both (middle) of the
    /// source, and the hidden range is exactly what is missing.
    @Test(arguments: texts, TruncationMode.allCases)
    func singleLineTruncationKeepsGraphemeAlignedEnds(_ text: String, mode: TruncationMode) throws {
        let full = try Self.engine.measure(text, attributes: Self.body).exactWidth
        let width = full * 0.5
        let result = try Self.engine.measure(
            text, attributes: Self.body,
            options: .init(width: width, lineLimit: 1, truncationMode: mode))
        #expect(result.isTruncated)
        #expect(result.lineCount == 1)
        let line = result.lines[0]
        #expect(line.width <= width + 1e-9)
        #expect(line.isTruncated)
        let pieces = line.text.components(separatedBy: "\u{2026}")
        #expect(pieces.count == 2, "one ellipsis in \(line.text)")
        let (prefix, suffix) = (pieces[0], pieces[1])
        switch mode {
        case .tail: #expect(suffix.isEmpty)
        case .head: #expect(prefix.isEmpty)
        case .middle: #expect(!prefix.isEmpty && !suffix.isEmpty)
        }
        #expect(text.hasPrefix(prefix) && text.hasSuffix(suffix))
        // Grapheme-aligned: the shown pieces are whole Characters of the source.
        #expect(Array(text).starts(with: Array(prefix)))
        #expect(Array(text).reversed().starts(with: Array(suffix).reversed()))
        #expect(result.hiddenRanges.count == 1)
        let hidden = Self.utf8Slice(text, result.hiddenRanges[0])
        #expect(prefix + hidden + suffix == text)
    }

    @Test func tailTruncationKeepsAsMuchAsFits() throws {
        let text = "Your order has shipped"
        let ellipsis = try Self.engine.measure("Your order…", attributes: Self.body).exactWidth
        let result = try Self.engine.measure(text, attributes: Self.body, options: .init(width: ellipsis + 0.01, lineLimit: 1))
        #expect(result.lines[0].text == "Your order…")
        let tighter = try Self.engine.measure(text, attributes: Self.body, options: .init(width: ellipsis - 0.01, lineLimit: 1))
        #expect(tighter.lines[0].text == "Your orde…")
    }

    @Test func multiLineTailTruncatesTheLastShownLine() throws {
        let text = "one two three four five six seven eight nine ten"
        let width = try Self.engine.measure("one two three", attributes: Self.body).exactWidth + 1
        let result = try Self.engine.measure(text, attributes: Self.body, options: .init(width: width, lineLimit: 2))
        #expect(result.lineCount == 2)
        #expect(result.lines[0].text == "one two three")
        #expect(result.lines[1].text.hasSuffix("…"))
        #expect(!result.isTruncationModeHazard)
        let hidden = Self.utf8Slice(text, result.hiddenRanges[0])
        #expect(text.hasSuffix(hidden))
        #expect(result.neededLineCount > 2)
    }

    @Test(arguments: [TruncationMode.head, .middle])
    func headAndMiddleOnSeveralLinesAreAHazard(_ mode: TruncationMode) throws {
        let text = "one two three four five six seven eight nine ten"
        let width = try Self.engine.measure("one two three", attributes: Self.body).exactWidth + 1
        let result = try Self.engine.measure(text, attributes: Self.body, options: .init(width: width, lineLimit: 2, truncationMode: mode))
        #expect(result.isTruncated)
        #expect(result.isTruncationModeHazard)
        #expect(result.lines[0].text == "one two three")
        #expect(result.lines[1].text.contains("…"))
        #expect(text.hasSuffix(result.lines[1].text.components(separatedBy: "…").last!))
    }

    @Test func heightLimitDropsLinesButKeepsOne() throws {
        let text = "one\ntwo\nthree"
        let one = try Self.engine.measure("one", attributes: Self.body, options: .init(displayScale: 0)).exactHeight
        let twoLines = try Self.engine.measure(text, attributes: Self.body, options: .init(height: one * 2.5))
        #expect(twoLines.lineCount == 2)
        #expect(twoLines.isTruncated)
        let tiny = try Self.engine.measure(text, attributes: Self.body, options: .init(height: 1))
        #expect(tiny.lineCount == 1)
        #expect(tiny.lines[0].text == "one…")
    }

    @Test func hiddenBlankLinesAreNotTruncation() throws {
        let result = try Self.engine.measure("done\n\n", attributes: Self.body, options: .init(lineLimit: 1))
        #expect(!result.isTruncated)
        #expect(result.hiddenRanges.isEmpty)
        #expect(result.lines.map(\.text) == ["done"])
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() throws {
        let attributes = TextAttributes(weight: .bold, size: 28)
        let text = "Account settings"
        let full = try Self.engine.measure(text, attributes: attributes).exactWidth
        let width = full * 0.85
        let result = try Self.engine.measure(
            text, attributes: attributes,
            options: .init(width: width, lineLimit: 1, minimumScaleFactor: 0.7))
        #expect(!result.isTruncated)
        #expect(result.scaleApplied < 0.86 && result.scaleApplied > 0.8)
        #expect(result.lines[0].width <= width + 1e-9)
        #expect(result.lines[0].text == text)
        let notEnough = try Self.engine.measure(
            text, attributes: attributes,
            options: .init(width: full * 0.5, lineLimit: 1, minimumScaleFactor: 0.7))
        #expect(notEnough.isTruncated)
        #expect(notEnough.scaleApplied == 0.7)
        let fits = try Self.engine.measure(text, attributes: attributes, options: .init(width: full + 1, lineLimit: 1, minimumScaleFactor: 0.5))
        #expect(fits.scaleApplied == 1)
    }

    @Test func ellipsisComesFromTheSameFontOrIsThreeFullStops() throws {
        let inter = try Self.engine.measure("Hello world", attributes: Self.body, options: .init(width: 40, lineLimit: 1))
        #expect(inter.lines[0].text.hasSuffix("\u{2026}"))
        let arabicFont = TextAttributes(font: .file(TestFonts.notoArabic), size: 17)
        let arabic = try Self.engine.measure("مرحبا بالعالم وشكرا", attributes: arabicFont, options: .init(width: 60, lineLimit: 1))
        #expect(arabic.lines[0].text.hasSuffix("..."))
        #expect(arabic.lines[0].width <= 60 + 1e-9)
    }

    /// The ellipses a paragraph keeps for its truncations advance as the ellipsis analysed on its
    /// own does, run by run and at every scale (the "…" of Inter, the "..." of a font without
    /// one, tracking and kerning included), and the second truncation reads them, not the cache.
    @Test(arguments: [
        AttributedText("Hello world again", attributes: TextAttributes(size: 17, tracking: -0.4)),
        AttributedText("مرحبا بالعالم", attributes: TextAttributes(font: .file(TestFonts.notoArabic), size: 15, kerning: 0.5)),
        AttributedText(runs: [
            AttributedText.Run("Bold ", attributes: TextAttributes(weight: .bold, size: 22, tracking: 0.3)),
            AttributedText.Run("and plain", attributes: TextAttributes(font: .family("Inter"), size: 13)),
        ]),
    ])
    func keptEllipsesAdvanceAsAnalysedOnes(_ text: AttributedText) throws {
        let engine = TextEngine(registry: TestFonts.registry)
        let paragraph = try engine.analysed(text, baseIsRightToLeft: nil)
        let before = paragraph.ellipses.load()
        #expect(before == nil)
        _ = try Truncator(paragraph: paragraph, engine: engine, scale: 1, width: 30)
        let loaded = paragraph.ellipses.load()
        let kept = try #require(loaded)
        let again = try paragraph.ellipsisAdvances(engine: engine)
        #expect(again === kept)
        // The engine keeps each run style's ellipsis once: another text in the same styles takes them.
        let styles = Set(paragraph.runs.map(\.attributes)).count
        #expect(engine.ellipses.withLock { $0.count } == styles)
        let other = try engine.analysed(
            AttributedText(runs: text.runs.map { AttributedText.Run($0.text + " more", attributes: $0.attributes) }), baseIsRightToLeft: nil)
        let otherKept = try other.ellipsisAdvances(engine: engine)
        #expect(engine.ellipses.withLock { $0.count } == styles)
        for (index, run) in paragraph.runs.enumerated() {
            let ellipsis = try ShapedParagraph(
                AttributedText(Truncator.ellipsis(for: run.font), attributes: run.attributes), registry: TestFonts.registry,
                cache: WordCache(capacity: 16), baseIsRightToLeft: paragraph.isRightToLeft)
            for scale in [1, 0.75, 0.5] {
                #expect(kept.advance(run: index, scale: scale) == ellipsis.advance(of: 0..<ellipsis.count, scale: scale))
                #expect(otherKept.advance(run: index, scale: scale) == ellipsis.advance(of: 0..<ellipsis.count, scale: scale))
            }
        }
    }

    /// The engine's kept ellipses are dropped all at once past their limit, and found again.
    @Test func keptEllipsesAreBounded() throws {
        let engine = TextEngine(registry: TestFonts.registry)
        let limit = TextEngine.keptEllipsisLimit
        for index in 0...limit {
            let paragraph = try engine.analysed(
                AttributedText("Hello world", attributes: TextAttributes(size: 10 + Double(index) / 64)), baseIsRightToLeft: nil)
            _ = try paragraph.ellipsisAdvances(engine: engine)
            #expect(engine.ellipses.withLock { $0.count } == index % limit + 1)
        }
    }

    @Test func trackingIsTrailingWhitespaceAndKerningIsNot() throws {
        let plain = try Self.engine.measure("Hello", attributes: Self.body).exactWidth
        let tracked = try Self.engine.measure("Hello", attributes: TextAttributes(size: 17, tracking: 2)).exactWidth
        let kerned = try Self.engine.measure("Hello", attributes: TextAttributes(size: 17, kerning: 2)).exactWidth
        #expect(abs(tracked - (plain + 4 * 2)) < 1e-9)
        #expect(abs(kerned - (plain + 5 * 2)) < 1e-9)
    }

    /// No bundled font's ligatures change a width (their ligature glyphs advance like the letters
    /// they replace), so this checks the features the shaper is given.
    @Test(arguments: [(0.0, true), (0.5, false), (-0.2, false)])
    func trackingTurnsOptionalLigaturesOff(tracking: Double, ligatures: Bool) {
        let features = TextAttributes(tracking: tracking, kerning: 1).shapingFeatures
        #expect(features.contains(FontFeature("kern", 1)))
        #expect(features.contains(FontFeature("liga", 0)) == !ligatures)
        #expect(features.contains(FontFeature("clig", 0)) == !ligatures)
    }
}

/// OpenType features given by users.
@Suite struct FontFeatureTests {
    @Test(arguments: [
        ("tnum", FontFeature("tnum", 1)), ("-liga", FontFeature("liga", 0)), ("ss01=2", FontFeature("ss01", 2)),
        ("cv11=0", FontFeature("cv11", 0)),
    ])
    func featuresParse(_ text: String, expected: FontFeature) {
        #expect(FontFeature(parsing: text) == expected)
    }

    @Test(arguments: ["", "toolong", "tn-m", "ss01=x", "ss01=-1", "-"])
    func badFeaturesDoNotParse(_ text: String) {
        #expect(FontFeature(parsing: text) == nil)
    }

    /// Inter's default digits are proportional; `tnum` makes "1111" as wide as "0000".
    @Test func tabularDigitsHaveEqualWidths() throws {
        func width(_ text: String, _ features: [FontFeature]) throws -> Double {
            try TestFonts.engine.measure(text, attributes: TextAttributes(features: features)).exactWidth
        }
        #expect(try width("1111", []) != width("0000", []))
        #expect(abs(try width("1111", [.monospacedDigits]) - width("0000", [.monospacedDigits])) < 1e-9)
    }
}

/// Inputs the fuzzer (scripts/fuzz.sh) found, kept as regression tests.
@Suite struct FuzzRegressionTests {
    /// Negative tracking made the rest of a text fit on the last allowed line after all: the
    /// engine reported truncation with nothing hidden and drew an ellipsis after the whole text.
    @Test func negativeTrackingThatLetsTheRestFitHidesNothing() throws {
        let file = URL(fileURLWithPath: TestFonts.directory).deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Regressions/text/negative-tracking-rest-fits-after-truncation")
        let text = String(decoding: try Data(contentsOf: file).dropFirst(4), as: UTF8.self)
        let attributed = AttributedText(text, attributes: TextAttributes(font: .family("Inter"), size: 1, tracking: -1))
        let options = TextLayoutOptions(width: 0, lineLimit: 3, truncationMode: .tail, minimumScaleFactor: 0.5)
        let measured = try TestFonts.engine.measure(attributed, options: options)
        #expect(measured.isTruncated == !measured.hiddenRanges.isEmpty)
        #expect(!measured.isTruncated)
        #expect(measured.lines.allSatisfy { !$0.isTruncated })
        #expect(!(measured.lines.last?.text.hasSuffix("…") ?? true))
        // Lines are left over, yet all is shown: a probe's width takes the whole layout to tell.
        var probe = try TestFonts.engine.widthProbe(attributed, options: options)
        #expect(try probe.exactWidthShowingEverything(atWidth: 0) == measured.exactWidth)
    }

    /// With tracking 2 at 1 pt in a zero width, a line's visible end fell before a broken word's
    /// start and slicing its piece trapped (found by `scripts/fuzz.sh`, issue 15). The options are
    /// the fuzz input's first four bytes as `TextMeasurementCheck` reads them.
    @Test func aBrokenWordPieceOutsideTheVisibleRangeIsSkipped() throws {
        let file = URL(fileURLWithPath: TestFonts.directory).deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Regressions/text/broken-word-piece-outside-visible-range")
        let text = String(decoding: try Data(contentsOf: file).dropFirst(4), as: UTF8.self)
        let measured = try TestFonts.engine.measure(
            text, attributes: TextAttributes(font: .family("Inter"), size: 1, tracking: 2),
            options: TextLayoutOptions(width: 0, truncationMode: .tail, minimumScaleFactor: 0.5))
        for broken in measured.brokenWords {
            // Compared as bytes: a piece that starts with a combining mark is a different string
            // of characters on its own than inside the word.
            #expect(broken.pieces.count > 1 && broken.pieces.allSatisfy { !$0.isEmpty && Data(broken.word.utf8).range(of: Data($0.utf8)) != nil })
        }
    }
}

/// `showsEverything` answers exactly what `measure(_:options:).isTruncated` would, over varied
/// scripts, fonts, trackings, widths, line limits, truncation modes, shrinking and tightening.
@Suite struct ShowsEverythingTests {
    @Test(arguments: [
        TextLayoutOptions(lineLimit: 1), TextLayoutOptions(lineLimit: 2, truncationMode: .middle),
        TextLayoutOptions(lineLimit: 1, truncationMode: .head), TextLayoutOptions(lineLimit: 2, minimumScaleFactor: 0.7),
        TextLayoutOptions(lineLimit: 1), TextLayoutOptions(height: 40),
    ])
    func agreesWithTheMeasurement(_ base: TextLayoutOptions) throws {
        try agrees(base)
        var tightening = base
        tightening.allowsTightening = true
        try agrees(tightening)
    }

    /// `showsEverything` and a probe's `exactWidthShowingEverything` agree with the measurement,
    /// at widths and unbounded; so do texts whose left-over lines are blank (hiding nothing). A
    /// probe's own measurement is the measurement, with and without a height.
    private func agrees(_ base: TextLayoutOptions) throws {
        let samples = Corpus.samples(count: 120, seed: 31).map { AttributedText($0.text, attributes: $0.attributes) }
        let blankRests = ["Hello\n\n\n", "Two lines\nof text\n \n"].map { AttributedText($0) }
        for (index, text) in (samples + blankRests).enumerated() {
            for width in [20 + Double(index * 37 % 300), nil] {
                var options = base
                options.width = width
                let measured = try TestFonts.engine.measure(text, options: options)
                #expect(try TestFonts.engine.showsEverything(text, options: options) == !measured.isTruncated, "\(text) at \(width ?? .infinity)")
                var probe = try TestFonts.engine.widthProbe(text, options: base)
                #expect(try probe.exactWidthShowingEverything(atWidth: width) == (measured.isTruncated ? nil : measured.exactWidth))
                #expect(try probe.measurement(atWidth: width, height: options.height) == measured)
                options.height = 30
                #expect(try probe.measurement(atWidth: width, height: 30) == TestFonts.engine.measure(text, options: options))
            }
        }
    }

    /// A width probe answers as `showsEverything` does at every width, and refuses bad widths.
    @Test func aWidthProbeAgreesAtEveryWidth() throws {
        for sample in Corpus.samples(count: 40, seed: 9) {
            let text = AttributedText(sample.text, attributes: sample.attributes)
            let options = TextLayoutOptions(lineLimit: 2)
            var probe = try TestFonts.engine.widthProbe(text, options: options)
            for width in stride(from: 10.0, through: 400, by: 13.7) {
                var atWidth = options
                atWidth.width = width
                #expect(try probe.showsEverything(atWidth: width) == TestFonts.engine.showsEverything(text, options: atWidth), "\(sample) at \(width)")
            }
            #expect(try probe.showsEverything(atWidth: nil))
            // 29 widths asked; what the probe keeps stays bounded.
            #expect(probe.known.count <= TextWidthProbe.rememberedLimit)
            #expect(throws: OversetTextError.self) { try probe.showsEverything(atWidth: -1) }
            #expect(throws: OversetTextError.self) { try probe.showsEverything(atWidth: .nan) }
        }
    }

    /// Bisections as a shortfall runs them, over texts, line limits, modes and a height: every
    /// answer the probe gives from memory is what `showsEverything` says at that width, and
    /// memory answers a good part of them (else remembering would save nothing).
    @Test(
        arguments: [(1, TruncationMode.tail, nil), (2, .tail, nil), (3, .tail, nil), (2, .head, nil), (2, .middle, nil), (4, .tail, 40.0)]
            as [(Int, TruncationMode, Double?)])
    func rememberedAnswersAreTheAnswers(lineLimit: Int, mode: TruncationMode, height: Double?) throws {
        var (asked, remembered) = (0, 0)
        for sample in Corpus.samples(count: 60, seed: 23) {
            let text = AttributedText(sample.text, attributes: sample.attributes)
            let options = TextLayoutOptions(height: height, lineLimit: lineLimit, truncationMode: mode)
            var probe = try TestFonts.engine.widthProbe(text, options: options)
            let ideal = try TestFonts.engine.measure(text).exactWidth
            var (low, high) = (ideal / 6, ideal + 0.001)
            while high - low > 0.1 {
                let middle = (low + high) / 2
                var atMiddle = options
                atMiddle.width = middle
                let fits = try probe.showsEverything(atWidth: middle)
                #expect(fits == (try TestFonts.engine.showsEverything(text, options: atMiddle)), "\(sample) at \(middle)")
                if fits { high = middle } else { low = middle }
                asked += 1
            }
            remembered += probe.rememberedAnswers
        }
        #expect(remembered * 4 > asked, "\(remembered) of \(asked) answers remembered")
    }

    /// A probe's measurement at its own height that shows everything answers for the widths
    /// that break its lines: narrower widths asked after it (a text's risk) are answered from
    /// memory, as `showsEverything` answers them. One at another height, or that truncates, is
    /// not remembered. So does the one-line width a shortfall's search starts from.
    @Test(arguments: [(2, TruncationMode.tail), (3, .middle), (1, .head)] as [(Int, TruncationMode)])
    func measurementsThatShowEverythingAreRemembered(lineLimit: Int, mode: TruncationMode) throws {
        var (measuredFits, remembered, idealsRemembered) = (0, 0, 0)
        for sample in Corpus.samples(count: 60, seed: 41) {
            let text = AttributedText(sample.text, attributes: sample.attributes)
            let options = TextLayoutOptions(lineLimit: lineLimit, truncationMode: mode)
            var fresh = try TestFonts.engine.widthProbe(text, options: options)
            if let ideal = try fresh.exactWidthShowingEverything(atWidth: nil), fresh.known.count == 1 {
                #expect(try fresh.showsEverything(atWidth: ideal + 0.001))
                #expect(fresh.rememberedAnswers == 1)
                idealsRemembered += 1
            }
            let width = try TestFonts.engine.measure(text).exactWidth * 0.7 / Double(lineLimit) + 40
            var probe = try TestFonts.engine.widthProbe(text, options: options)
            _ = try probe.measurement(atWidth: width, height: 500)
            let measured = try probe.measurement(atWidth: width, height: nil)
            #expect(probe.known.count == (measured.isTruncated ? 0 : 1))
            guard !measured.isTruncated else { continue }
            measuredFits += 1
            for narrower in [width * 0.999, width * 0.99, width * 0.97] {
                var atNarrower = options
                atNarrower.width = narrower
                let before = probe.rememberedAnswers
                #expect(try probe.showsEverything(atWidth: narrower) == (try TestFonts.engine.showsEverything(text, options: atNarrower)))
                remembered += probe.rememberedAnswers - before
            }
        }
        #expect(measuredFits > 10 && remembered > measuredFits, "\(remembered) answers remembered after \(measuredFits) measurements")
        #expect(idealsRemembered > 30, "\(idealsRemembered) one-line widths remembered")
    }
}
