import Testing

@testable import OversetText

/// Every size of a text after the first takes the advances the first shaped in the same fonts
/// (`PrimaryFontAdvances`): each such paragraph must equal one shaped word by word afresh.
@Suite struct PrimaryFontAdvancesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// The text at one size (tracking and weight may vary with it, as a theme's do).
        var text: @Sendable (_ size: Double) -> AttributedText
        /// Whether every grapheme takes its run's font, so later sizes reuse the first's advances.
        var reuses: Bool
        var testDescription: String { name }
    }

    static let sizes: [Double] = [11, 13, 17, 20, 23, 28, 40, 53]

    static func run(
        _ string: String, family: String = "system", size: Double, tracking: Double = 0, weight: FontWeight = .regular,
        features: [FontFeature] = []
    ) -> AttributedText.Run {
        AttributedText.Run(
            string, attributes: TextAttributes(font: .family(family), weight: weight, size: size, tracking: tracking, features: features))
    }

    static let cases: [Case] = [
        Case(name: "system stand-in", text: { AttributedText(runs: [run("Continue to your account settings", size: $0)]) }, reuses: true),
        // Tracking turns ligatures off at some sizes only: "ffi" must not take the other sizes' advances.
        Case(
            name: "tracking toggles ligatures",
            text: { AttributedText(runs: [run("office affluent fjord", family: "Inter", size: $0, tracking: $0 < 20 ? 0.4 : 0)]) },
            reuses: true),
        // Tabular digits at some sizes only: the digits' advances differ.
        Case(
            name: "features change with size",
            text: { AttributedText(runs: [run("Total 1,114.71", family: "Inter", size: $0, features: $0 < 20 ? [.monospacedDigits] : [])]) },
            reuses: true),
        Case(
            name: "weight changes with size",
            text: { AttributedText(runs: [run("Wave To AVATAR", family: "Inter", size: $0, weight: $0 < 25 ? .regular : .bold)]) },
            reuses: true),
        Case(
            name: "two runs, two sizes",
            text: { AttributedText(runs: [run("Title ", size: $0 * 1.3, weight: .semibold), run("and body\ntext", size: $0)]) },
            reuses: true),
        Case(name: "Hebrew fallback", text: { AttributedText(runs: [run("Hello שלום world", size: $0)]) }, reuses: false),
        Case(name: "emoji fallback", text: { AttributedText(runs: [run("Done 👍🏽 now", family: "Inter", size: $0)]) }, reuses: false),
        Case(name: "missing glyph", text: { AttributedText(runs: [run("Tamil தமிழ் text", family: "Inter", size: $0)]) }, reuses: false),
    ]

    @Test(arguments: cases)
    func everySizeMatchesShapingAfresh(_ testCase: Case) throws {
        // An engine of its own, so that its analyses (and their advances) start empty.
        let engine = TextEngine(registry: TestFonts.registry)
        for size in Self.sizes {
            let text = testCase.text(size)
            let reused = try engine.analysed(text, baseIsRightToLeft: nil)
            let afresh = try ShapedParagraph(text, registry: TestFonts.registry, cache: WordCache(capacity: 64), baseIsRightToLeft: nil)
            #expect(reused.glyphAdvance == afresh.glyphAdvance, "\(size) pt")
            #expect(reused.fullScaleSums == afresh.fullScaleSums, "\(size) pt")
            #expect(reused.slotIndex == afresh.slotIndex && reused.tracking == afresh.tracking && reused.kerning == afresh.kerning)
            #expect(reused.slots.map(\.font) == afresh.slots.map(\.font) && reused.slots.map(\.size) == afresh.slots.map(\.size))
            #expect(reused.missingGlyphCount == afresh.missingGlyphCount && reused.missingCharacters == afresh.missingCharacters)
            #expect(reused.asciiAdjustments.count == afresh.asciiAdjustments.count)
        }
        let remembered = try Self.analysis(of: testCase.text(17), in: engine).primaryFontAdvances.count
        if testCase.reuses {
            #expect(remembered > 0)
        } else {
            #expect(remembered == 0)
        }
    }

    /// A text drawn in more fonts than `PrimaryFontAdvances.limit` keeps only the latest.
    @Test func keepsAtMostTheLimit() throws {
        let engine = TextEngine(registry: TestFonts.registry)
        let weights: [FontWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy]
        for weight in weights {
            _ = try engine.analysed(AttributedText(runs: [Self.run("Account", family: "Inter", size: 17, weight: weight)]), baseIsRightToLeft: nil)
        }
        let analysis = try Self.analysis(of: AttributedText(runs: [Self.run("Account", family: "Inter", size: 17)]), in: engine)
        #expect(analysis.primaryFontAdvances.count == PrimaryFontAdvances.limit)
    }

    /// The analysis `engine` keeps for `text`, found by the key the paragraph looks it up by.
    static func analysis(of text: AttributedText, in engine: TextEngine) throws -> TextAnalysis {
        let runs = AttributedText.merged(text.runs)
        let key = TextAnalysisKey(text: runs.map(\.text).joined(), runLengths: runs.map(\.text.utf8.count), baseIsRightToLeft: nil)
        return try #require(engine.analysisCache.value(for: Prehashed(key)))
    }
}
