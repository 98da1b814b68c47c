import Testing

@testable import OversetText

/// Widths from cached words equal whole-string HarfBuzz shaping.
@Suite struct ShapingExactnessTests {
    static let corpus = Corpus.samples(count: 1_200)

    @Test func cachedWordWidthsEqualWholeStringShaping() throws {
        var worst = 0.0
        var failures: [String] = []
        for sample in Self.corpus {
            let measured = try TestFonts.engine.measure(sample.text, attributes: sample.attributes)
            let clusters = sample.text.count
            let expected =
                ReferenceShaping.width(
                    of: sample.text, fontPath: sample.fontPath, weight: sample.weight.map(Double.init),
                    size: sample.size, ligatures: sample.tracking == 0)
                + sample.tracking * Double(clusters - 1)
            #expect(measured.lineCount == 1)
            #expect(measured.missingGlyphCount == 0, "\(sample)")
            let difference = abs(measured.exactWidth - expected)
            worst = max(worst, difference)
            if difference > 0.01 { failures.append("\(sample): \(measured.exactWidth) vs \(expected)") }
        }
        #expect(
            failures.isEmpty,
            "\(failures.count) of \(Self.corpus.count) differ by more than 0.01 pt (worst \(worst)):\n\(failures.prefix(10).joined(separator: "\n"))")
    }

    @Test func corpusIsLargeAndMixed() {
        #expect(Self.corpus.count >= 1_000)
        #expect(Set(Self.corpus.map(\.fontPath)).count >= 7)
    }
}
