import Testing

@testable import OversetText

/// Words shaped in one HarfBuzz call and taken out where HarfBuzz flags no boundary
/// `UNSAFE_TO_BREAK` (`Shaper.advances(ofWords:)`) have exactly the advances each has when
/// HarfBuzz shapes it alone, and the word cache looks up and stores as it did word by word.
@Suite struct WordBatchTests {
    /// The words of `text` as a paragraph shapes them (`shapingPieces(atWords: true)`).
    static func words(of text: AttributedText) throws -> [ShapingWord] {
        let paragraph = try ShapedParagraph(text, registry: TestFonts.registry, cache: WordCache(capacity: 16), baseIsRightToLeft: nil)
        return paragraph.shapingPieces(in: 0..<paragraph.count, atWords: true).map { piece in
            let key = paragraph.shapingKey(for: piece)
            var starts: [Int] = []
            var offset = 0
            for character in key.text {
                starts.append(offset)
                offset += character.utf16.count
            }
            return ShapingWord(key: Prehashed(key), font: paragraph.slots[paragraph.slotIndex[piece.lowerBound]].font, graphemeStarts: starts[...])
        }
    }

    /// Runs of consecutive words that `Shaper.canShapeTogether`, as the word cache batches them.
    static func batches(_ words: [ShapingWord]) -> [[ShapingWord]] {
        var batches: [[ShapingWord]] = []
        for word in words {
            if let last = batches.last?.last, Shaper.canShapeTogether(last.key.key, word.key.key) {
                batches[batches.count - 1].append(word)
            } else {
                batches.append([word])
            }
        }
        return batches
    }

    /// A word's grapheme offsets count from any origin: its slice of a paragraph's offsets gives
    /// what offsets from 0 give, for every word of the corpus's texts (ligatures, marks, emoji).
    @Test func graphemeOffsetsCountFromTheWordsStart() throws {
        for sample in Corpus.samples(count: 200, seed: 36) {
            for word in try Self.words(of: AttributedText(sample.text, attributes: sample.attributes)) {
                let fromZero = Shaper.advances(of: word.key.key, font: word.font, graphemeStarts: word.graphemeStarts)
                let inParagraph = [3, 11] + word.graphemeStarts.map { $0 + 40 }
                let fromOrigin = Shaper.advances(of: word.key.key, font: word.font, graphemeStarts: inParagraph[2...])
                #expect(fromOrigin == fromZero, "\(word.key.key.text)")
            }
        }
    }

    /// Every word a batch gives equals the word shaped alone, bit for bit, in every script and
    /// font of the corpus (right-to-left words are never batched); and for Latin, where words
    /// meet at spaces, nearly every word comes from its batch.
    @Test(arguments: ["Latin in Inter", "every other script"])
    func batchedWordsEqualWordsShapedAlone(_ part: String) throws {
        let samples = Corpus.samples(count: 1_000, seed: 35).filter { ($0.fontPath.contains("Inter")) == (part == "Latin in Inter") }
        var (batched, taken) = (0, 0)
        var differing: [String] = []
        for sample in samples {
            for batch in Self.batches(try Self.words(of: AttributedText(sample.text, attributes: sample.attributes))) where batch.count > 1 {
                for (word, advances) in zip(batch, Shaper.advances(ofWords: batch)) {
                    batched += 1
                    guard let advances else { continue }
                    taken += 1
                    let alone = Shaper.advances(of: word.key.key, font: word.font, graphemeStarts: word.graphemeStarts)
                    if advances != alone { differing.append("\(word.key.key.text) in \(sample): \(advances) vs \(alone)") }
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.count) of \(taken) words differ:\n\(differing.prefix(5).joined(separator: "\n"))")
        #expect(batched > 0)
        if part == "Latin in Inter" {
            #expect(Double(taken) >= 0.9 * Double(batched), "only \(taken) of \(batched) words came from their batch")
        }
    }

    /// Where HarfBuzz joins two words (a kerning pair, a ligature across a run boundary), the
    /// boundary is flagged and neither word is taken from the batch; across a space, or between
    /// letters the font does not join (Inter has no "fi" ligature), both are.
    @Test(arguments: [
        (["A", "V"], TestFonts.inter, false), (["T", "o"], TestFonts.inter, false), (["f", "i"], TestFonts.notoSans, false),
        (["A ", "V"], TestFonts.inter, true), (["office ", "fjord"], TestFonts.inter, true), (["f", "i"], TestFonts.inter, true),
    ])
    func flaggedBoundariesAreShapedAlone(_ texts: [String], _ fontPath: String, _ taken: Bool) throws {
        // Runs of different sizes keep the words apart in one font, as a paragraph's pieces do.
        let runs = texts.enumerated().map { index, text in
            AttributedText.Run(text, attributes: TextAttributes(font: .file(fontPath), size: 17 + Double(index)))
        }
        let words = try Self.words(of: AttributedText(runs: runs))
        #expect(words.map(\.key.key.text) == texts)
        let advances = Shaper.advances(ofWords: words)
        #expect(advances.map { $0 != nil } == Array(repeating: taken, count: texts.count))
        for (word, batched) in zip(words, advances) {
            if let batched { #expect(batched == Shaper.advances(of: word.key.key, font: word.font, graphemeStarts: word.graphemeStarts)) }
        }
    }

    /// The cache answers a paragraph's words (repeated ones among them, some cached, some not)
    /// as it answered them one by one: the same advances, look-ups and hits, round after round;
    /// in a small cache that drops words between rounds, and in one that keeps them (paragraphs
    /// whose words are all known, or known up to a new one, or a word too long to keep).
    @Test(arguments: [64, 4_096])
    func theCacheLooksUpAndStoresAsWordByWord(capacity: Int) throws {
        let long = String(repeating: "abcdefghij", count: 7)
        let rounds = [
            "the cat and the dog and the bird", "the dog sat on the mat", "a cat, a dog and a bird sat on a mat",
            "the cat and the dog and the bird", "the cat and the dog and the bird", "the cat sat on a newt",
            "the dog \(long) sat on the mat", "the dog \(long) sat on the mat",
        ]
        let batching = WordCache(capacity: capacity, admitsOnSecondSighting: true)
        let oneByOne = WordCache(capacity: capacity, admitsOnSecondSighting: true)
        for text in rounds {
            let words = try Self.words(of: AttributedText(text, attributes: TextAttributes(font: .file(TestFonts.inter))))
            // Word by word, as paragraphs were shaped before the batches.
            let expected = words.map { word in
                oneByOne.advances(of: word.key, graphemeCount: word.graphemeStarts.count) {
                    Shaper.advances(of: word.key.key, font: word.font, graphemeStarts: word.graphemeStarts)
                }
            }
            #expect(batching.advances(ofWords: words) == expected, "\(text)")
            #expect(batching.statistics == oneByOne.statistics, "\(text)")
            #expect(batching.count == oneByOne.count, "\(text)")
        }
        #expect(batching.statistics.hits > 0)
    }

    /// The units given HarfBuzz are the text's UTF-16 with tabs as spaces, read from the bytes
    /// of an ASCII text and from the UTF-16 view of any other, after what `units` held.
    @Test(arguments: ["", "word ", "tab\there\t", "café ", "語😀 ", "a\u{301}b", "\u{7F}\r\n", "ascii then é"])
    func shapingUnitsAreTheTextsUTF16(_ text: String) {
        var units: [UInt16] = [0x41, 0x09]
        Shaper.appendShapingUnits(of: text, to: &units)
        #expect(units == [0x41, 0x09] + text.utf16.map { $0 == 0x09 ? 0x20 : $0 }, "\(text)")
    }
}
