import Testing

@testable import OversetText

/// Options and attributes users get wrong, huge and odd input, Markdown runs, caching and threads.
@Suite struct TextInputTests {
    static let engine = TestFonts.engine

    @Test(arguments: [
        ("width", TextLayoutOptions(width: -1)), ("width", TextLayoutOptions(width: .nan)),
        ("height", TextLayoutOptions(height: -5)), ("height", TextLayoutOptions(height: .nan)),
        ("minimumScaleFactor", TextLayoutOptions(minimumScaleFactor: 0)), ("minimumScaleFactor", TextLayoutOptions(minimumScaleFactor: .nan)),
        ("minimumScaleFactor", TextLayoutOptions(minimumScaleFactor: -1)), ("lineSpacing", TextLayoutOptions(lineSpacing: .infinity)),
        ("leading", TextLayoutOptions(leading: -3)), ("displayScale", TextLayoutOptions(displayScale: -2)),
    ])
    func badOptionsAreNamed(_ name: String, options: TextLayoutOptions) {
        Self.expectInvalidArgument(name) { try Self.engine.measure("Hello", options: options) }
    }

    @Test(arguments: [
        ("size", TextAttributes(size: 0)), ("size", TextAttributes(size: -3)), ("size", TextAttributes(size: .nan)),
        ("size", TextAttributes(size: .infinity)), ("tracking", TextAttributes(tracking: .nan)),
        ("kerning", TextAttributes(kerning: -.infinity)),
        // HarfBuzz takes 32-bit feature values: a larger one trapped in the shaper (issue 34).
        ("feature 'liga'", TextAttributes(features: [FontFeature("liga", 1 << 32)])),
        ("feature 'ss01'", TextAttributes(features: [FontFeature("ss01", -1)])),
        ("font width", Self.width(.nan)), ("font width", Self.width(10)), ("font width", Self.width(250)),
    ])
    func badAttributesAreNamed(_ name: String, attributes: TextAttributes) {
        Self.expectInvalidArgument(name) { try Self.engine.measure("Hello", attributes: attributes) }
    }

    static func width(_ percent: Double) -> TextAttributes {
        var attributes = TextAttributes()
        attributes.fontWidth = percent
        return attributes
    }

    /// Expects `body` to throw `invalidArgument` naming `name`.
    static func expectInvalidArgument(
        _ name: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ body: () throws -> TextMeasurement
    ) {
        #expect(sourceLocation: sourceLocation) {
            try body()
        } throws: { error in
            guard case OversetTextError.invalidArgument(let argument, _, _) = error else { return false }
            return argument == name
        }
    }

    @Test func infiniteWidthIsUnbounded() throws {
        let unbounded = try Self.engine.measure("one two three", options: .init(width: .infinity))
        #expect(unbounded.lineCount == 1)
        #expect(unbounded.lines[0].slack == nil)
    }

    @Test func zeroWidthPutsOneClusterPerLine() throws {
        let result = try Self.engine.measure("abc de", options: .init(width: 0))
        #expect(result.lines.map(\.text) == ["a", "b", "c", "d", "e"])
    }

    @Test(arguments: [0, -3])
    func lineLimitsBelowOneMeanOne(_ limit: Int) throws {
        #expect(try Self.engine.measure("one\ntwo", options: .init(lineLimit: limit)).lineCount == 1)
    }

    @Test func aMegabyteOfTextMeasuresInLinearTime() throws {
        let text = String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", count: 18_000)
        #expect(text.utf8.count > 1_000_000)
        let result = try Self.engine.measure(text, options: .init(width: 375, lineLimit: 3))
        #expect(result.lineCount == 3)
        #expect(result.isTruncated)
        #expect(result.neededLineCount > 10_000)
    }

    @Test func aLongWordWithoutBreaksBreaksInLinearTime() throws {
        let text = String(repeating: "abcdefghij", count: 30_000)
        let result = try Self.engine.measure(text, options: .init(width: 100))
        #expect(result.lineCount > 2_000)
        #expect(result.lines.allSatisfy { $0.width <= 100 })
        #expect(result.lines.map(\.text).joined() == text)
    }

    @Test(arguments: ["\u{200D}\u{200D}", "\u{0301}\u{0301}abc", "\u{202E}abc\u{202C}", "\u{FEFF}", "a\u{0}b", "\t\t", "\u{E0100}"])
    func oddUnicodeNeverCrashes(_ text: String) throws {
        let result = try Self.engine.measure(text, options: .init(width: 20, lineLimit: 1, truncationMode: .middle))
        #expect(result.lineCount <= 1)
    }

    @Test func rightToLeftParagraphsAlignToTheRight() throws {
        let text = "مرحبا بالعالم وشكرا على كل شيء"
        let width = try Self.engine.measure("مرحبا بالعالم", options: .init()).exactWidth + 2
        let result = try Self.engine.measure(text, options: .init(width: width))
        #expect(result.isRightToLeft)
        #expect(result.lineCount > 1)
        for line in result.lines {
            #expect(abs(line.x + line.width - result.exactWidth) < 1e-9)
        }
        let forcedLeft = try Self.engine.measure(text, options: .init(width: width, baseWritingDirection: .leftToRight))
        #expect(!forcedLeft.isRightToLeft)
        #expect(forcedLeft.lines.allSatisfy { $0.x == 0 })
    }

    @Test(arguments: TextAlignment.allCases)
    func alignmentPlacesLinesWithinTheWidestLine(_ alignment: TextAlignment) throws {
        let result = try Self.engine.measure("a long first line\nshort", options: .init(alignment: alignment))
        let free = result.exactWidth - result.lines[1].width
        let expected = alignment == .leading ? 0 : alignment == .center ? free / 2 : free
        #expect(result.lines[0].x == 0)
        #expect(abs(result.lines[1].x - expected) < 1e-9)
    }

    /// The first size keeps the text's advances with its analysis; no other size or width shapes
    /// a word again (the word cache keeps a word at its second shaping, so it stays empty).
    @Test func shapingIsKeptAcrossSizesAndWidths() throws {
        let engine = TextEngine(registry: TestFonts.registry)
        let text = "Shape once and break many times across widths"
        _ = try engine.measure(text, attributes: TextAttributes(size: 17))
        let analysis = { try PrimaryFontAdvancesTests.analysis(of: AttributedText(text, attributes: TextAttributes(size: 17)), in: engine) }
        #expect(try analysis().primaryFontAdvances.count == 1)
        for size in [11.0, 13, 15, 19] {
            for width in [100.0, 200, 300] {
                _ = try engine.measure(text, attributes: TextAttributes(size: size), options: .init(width: width))
            }
        }
        #expect(engine.wordCache.count == 0)
        #expect(try analysis().primaryFontAdvances.count == 1)
    }

    /// A sibling engine measures with the same fonts, from empty caches of its share of the
    /// capacity (never below 1,024), and measures as its elder does.
    @Test(arguments: [(1.0, 16_384), (0.5, 8_192), (0.01, 1_024), (0, 1_024), (7, 16_384)])
    func aSiblingEngineSharesFontsNotCaches(share: Double, capacity: Int) throws {
        let engine = TextEngine(registry: TestFonts.registry)
        _ = try engine.measure("Warm the elder's caches")
        let sibling = engine.sibling(share: share)
        #expect(sibling.registry === engine.registry)
        #expect(sibling.cacheCapacity == capacity)
        #expect(sibling.wordCache.count == 0 && sibling.paragraphCache.count == 0)
        let options = TextLayoutOptions(width: 90, lineLimit: 2)
        #expect(try sibling.measure("Warm the elder's caches", options: options) == engine.measure("Warm the elder's caches", options: options))
    }

    /// A paragraph is kept once its text was analysed before: at its second analysis, or at the
    /// first of another size (a Dynamic Type sweep); and served as the same object after.
    @Test func aParagraphIsKeptOnceItsTextWasAnalysedBefore() throws {
        let engine = TextEngine(registry: TestFonts.registry)
        func text(size: Double) -> AttributedText { AttributedText("Kept when seen twice", attributes: TextAttributes(size: size)) }
        let first = try engine.analysed(text(size: 17), baseIsRightToLeft: nil)
        #expect(engine.paragraphCache.count == 0)
        let second = try engine.analysed(text(size: 17), baseIsRightToLeft: nil)
        #expect(engine.paragraphCache.count == 1 && second !== first)
        #expect(try engine.analysed(text(size: 17), baseIsRightToLeft: nil) === second)
        let larger = try engine.analysed(text(size: 19), baseIsRightToLeft: nil)
        #expect(engine.paragraphCache.count == 2)
        #expect(try engine.analysed(text(size: 19), baseIsRightToLeft: nil) === larger)
    }

    /// A width probe holds its paragraph for every width it is asked (a text item across an
    /// audit's widths): the paragraph is kept only once the same text at the same size was
    /// probed before, not when another size of it was; and served as the same object after.
    @Test func aProbedParagraphIsKeptOnceProbedBefore() throws {
        let engine = TextEngine(registry: TestFonts.registry)
        func text(size: Double) -> AttributedText { AttributedText("Held by its probe", attributes: TextAttributes(size: size)) }
        let options = TextLayoutOptions(lineLimit: 1)
        _ = try engine.widthProbe(text(size: 17), options: options)
        _ = try engine.widthProbe(text(size: 19), options: options)
        #expect(engine.paragraphCache.count == 0, "another size reuses the analysis, and is not kept for it")
        let second = try engine.widthProbe(text(size: 19), options: options).paragraph
        #expect(engine.paragraphCache.count == 1)
        #expect(try engine.widthProbe(text(size: 19), options: options).paragraph === second)
        #expect(try engine.analysed(text(size: 19), baseIsRightToLeft: nil) === second)
    }

    @Test func wordCacheStaysBounded() throws {
        let engine = TextEngine(registry: TestFonts.registry, cacheCapacity: 64)
        for index in 0..<2_000 { _ = try engine.measure("word\(index)") }
        #expect(engine.wordCache.count <= 128)
    }

    @Test func concurrentMeasurementsAgree() async throws {
        let samples = Corpus.samples(count: 200, seed: 3)
        let serial = try samples.map { try Self.engine.measure($0.text, attributes: $0.attributes, options: .init(width: 120)) }
        let parallel = try await withThrowingTaskGroup(of: (Int, TextMeasurement).self) { group in
            let engine = TextEngine(registry: TestFonts.registry)
            for (index, sample) in samples.enumerated() {
                group.addTask { (index, try engine.measure(sample.text, attributes: sample.attributes, options: .init(width: 120))) }
            }
            var results = [TextMeasurement?](repeating: nil, count: samples.count)
            for try await (index, result) in group { results[index] = result }
            return results.compactMap { $0 }
        }
        #expect(parallel == serial)
    }
}
