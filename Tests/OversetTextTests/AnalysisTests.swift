import Testing

@testable import OversetText

/// The paragraph analysis kept by `ShapedParagraph` and shared by measuring and drawing: bidi
/// levels, scripts and shaping pieces, asserted directly (as parley's analysis tests do).
@Suite struct AnalysisTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        /// Per grapheme, by UAX #9 (rules W/N/I worked by hand): neutrals between two strong
        /// types of one direction take it (N1), others the embedding level (N2); L in a
        /// right-to-left paragraph is raised to 2 (I2).
        var levels: [UInt8]
        /// Per grapheme; Common (spaces, digits) takes the script before it.
        var scripts: [String]
        var words: [Range<Int>]
        var pieces: [Range<Int>]
        var testDescription: String { text }
    }

    static let cases: [Case] = [
        Case(
            text: "ab cd", levels: [0, 0, 0, 0, 0], scripts: Array(repeating: "Latn", count: 5),
            words: [0..<3, 3..<5], pieces: [0..<5]),
        Case(
            text: "abc שלום", levels: [0, 0, 0, 0, 1, 1, 1, 1],
            scripts: ["Latn", "Latn", "Latn", "Latn", "Hebr", "Hebr", "Hebr", "Hebr"],
            words: [0..<4, 4..<8], pieces: [0..<4, 4..<8]),
        Case(
            text: "שלום abc", levels: [1, 1, 1, 1, 1, 2, 2, 2],
            scripts: ["Hebr", "Hebr", "Hebr", "Hebr", "Hebr", "Latn", "Latn", "Latn"],
            // The space is in Inter (the run's font) and the Hebrew in Noto Sans Hebrew (fallback).
            words: [0..<4, 4..<5, 5..<8], pieces: [0..<4, 4..<5, 5..<8]),
        // Line separators are never shaped: pieces stop before them and start after them.
        Case(
            text: "ab\ncd", levels: [0, 0, 0, 0, 0], scripts: Array(repeating: "Latn", count: 5),
            words: [0..<2, 3..<5], pieces: [0..<2, 3..<5]),
    ]

    static func tag(_ script: UInt32) -> String {
        String(decoding: [24, 16, 8, 0].map { UInt8((script >> $0) & 0xFF) }, as: UTF8.self)
    }

    @Test(arguments: cases)
    func analysisIsKept(_ testCase: Case) throws {
        let paragraph = try ShapedParagraph(
            AttributedText(testCase.text), registry: TestFonts.registry,
            cache: TestFonts.engine.wordCache, baseIsRightToLeft: nil)
        #expect(paragraph.bidiLevels == testCase.levels)
        #expect(paragraph.scripts.map(Self.tag) == testCase.scripts)
        #expect(paragraph.shapingPieces(in: 0..<paragraph.count, atWords: true) == testCase.words)
        #expect(paragraph.shapingPieces(in: 0..<paragraph.count, atWords: false) == testCase.pieces)
    }

    /// Each word's advances equal HarfBuzz's for the word's key alone: the key the drawing shapes
    /// with is the one the measurement cached.
    @Test func shapingKeysAreTheMeasuredOnes() throws {
        // Plain Inter: the "system" stand-in adds iOS's advance corrections on top of HarfBuzz's.
        let paragraph = try ShapedParagraph(
            AttributedText("Hello שלום world", attributes: TextAttributes(font: .family("Inter"))), registry: TestFonts.registry,
            cache: TestFonts.engine.wordCache, baseIsRightToLeft: nil)
        for piece in paragraph.shapingPieces(in: 0..<paragraph.count, atWords: true) {
            let key = paragraph.shapingKey(for: piece)
            #expect(key.text == String(paragraph.substring(piece)))
            #expect(key.isRightToLeft == (paragraph.bidiLevels[piece.lowerBound] & 1 == 1))
            let font = paragraph.slots[paragraph.slotIndex[piece.lowerBound]].font
            let glyphs = Shaper.glyphs(of: key, font: font)
            let total = Double(glyphs.reduce(0) { $0 + Int($1.xAdvance) }) * paragraph.pointsPerSubunit(at: piece.lowerBound)
            #expect(abs(total - paragraph.advance(of: piece, scale: 1) + piece.reduce(0) { $0 + paragraph.tracking[$1] }) < 1e-9)
        }
    }
}

/// One analysis serves every size of a text: a paragraph built on a cached analysis is the one
/// built from scratch, whatever the size, runs or direction.
@Suite struct SharedAnalysisTests {
    static let texts: [AttributedText] = [
        AttributedText("Your order has shipped"), AttributedText("abc שלום def"), AttributedText("ab\ncd\u{2028}ef"),
        AttributedText(runs: [
            AttributedText.Run("Bold ", attributes: TextAttributes(weight: .bold)), AttributedText.Run("and plain", attributes: TextAttributes()),
        ]),
        AttributedText("\u{200F}\u{202E}Pseudo\u{202C}\u{200F} 👨‍👩‍👧 e\u{301}"),
    ]

    @Test(arguments: texts, [nil, true, false] as [Bool?])
    func aSharedAnalysisBuildsTheSameParagraph(_ text: AttributedText, baseIsRightToLeft: Bool?) throws {
        let analyses = TextAnalysisCache(capacity: 16)
        for size in [11.0, 17, 23, 53] {
            let sized = AttributedText(
                runs: text.runs.map { AttributedText.Run($0.text, attributes: TextAttributes(weight: $0.attributes.weight, size: size)) })
            let shared = try ShapedParagraph(
                sized, registry: TestFonts.registry, cache: TestFonts.engine.wordCache, analyses: analyses, baseIsRightToLeft: baseIsRightToLeft)
            let alone = try ShapedParagraph(sized, registry: TestFonts.registry, cache: TestFonts.engine.wordCache, baseIsRightToLeft: baseIsRightToLeft)
            #expect(shared.text == alone.text && shared.utf8Offsets == alone.utf8Offsets && shared.runIndex == alone.runIndex)
            #expect(shared.isWhitespace == alone.isWhitespace && shared.isLineSeparator == alone.isLineSeparator)
            #expect(shared.breakAfter == alone.breakAfter && shared.bidiLevels == alone.bidiLevels && shared.scripts == alone.scripts)
            #expect(shared.isRightToLeft == alone.isRightToLeft && shared.cutsLinesFromOwnShaping == alone.cutsLinesFromOwnShaping)
            #expect(shared.glyphAdvance == alone.glyphAdvance && shared.slotIndex == alone.slotIndex)
        }
        // Four sizes, one analysis.
        #expect(analyses.count == 1)
    }

    /// Texts with their run lengths: every ASCII character, control characters, tabs, line
    /// breaks, digits and punctuation between letters, runs split inside words and at spaces; and
    /// ASCII next to what joins it into one grapheme (CR LF, combining marks, a prepended Arabic
    /// number sign, ZWJ, variation selectors, flags), other scripts and bidi controls.
    static let analysedTexts: [(String, [Int])] = [
        (String(String.UnicodeScalarView((0..<128).compactMap { $0 == 0x0D ? nil : Unicode.Scalar(UInt8($0)) })), [127]),
        ("Hello, world", [12]), ("Hello, world", [3, 9]), ("a\tb\nc\u{0B}d\u{0C}e", [9]), ("  spaces  ", [2, 8]),
        ("12:30 - $4.99 (tax)", [19]), ("email@example.com/path?q=1", [26]), ("", []), ("\n\n", [1, 1]),
        ("One.Two!Three?Four;", [4, 15]), ("x", [1]), ("~!@#%^&*_+=|<>", [14]),
        ("a\r\nb\rc", [6]), ("\r", [1]), ("\r\n", [2]), ("x\r\r\n\n\ry", [7]), ("a\r\nb", [2, 2]), ("\n\r", [2]),
        ("Cafe\u{301} au lait", [6, 8]), ("e\u{301}\u{302}x", [6]), ("\u{600}12 and 3", [10]),
        ("Hi \u{1F469}\u{200D}\u{1F4BB} ok", [17]), ("1\u{FE0F}\u{20E3} one", [11]), ("\u{1F1EF}\u{1F1F5}JP", [10]),
        ("Total: \u{0627}\u{0644}\u{0645}\u{062C}\u{0645}\u{0648}\u{0639} 12", [7, 17]),
        ("a\u{200F}b \u{2067}x\u{2069} \u{00A0}c\u{2003}d", [21]), ("\u{8A2D}\u{5B9A} Settings \u{1F44D}\u{1F3FD}", [24]),
    ]

    @Test(arguments: analysedTexts, [nil, true, false] as [Bool?])
    func asciiFromTheTableIsAnalysedAsInGeneral(_ text: (String, [Int]), baseIsRightToLeft: Bool?) throws {
        #expect(text.1.reduce(0, +) == text.0.utf8.count)
        let tabled = try TextAnalysis(text.0, runLengths: text.1, baseIsRightToLeft: baseIsRightToLeft)
        let general = try TextAnalysis(text.0, runLengths: text.1, baseIsRightToLeft: baseIsRightToLeft, asciiFromTable: false)
        #expect(tabled.indices == general.indices && tabled.utf8Offsets == general.utf8Offsets)
        #expect(tabled.utf16Starts == general.utf16Starts && tabled.runIndex == general.runIndex)
        #expect(tabled.isWhitespace == general.isWhitespace && tabled.isLineSeparator == general.isLineSeparator)
        #expect(tabled.breakAfter == general.breakAfter && tabled.bidiLevels == general.bidiLevels)
        #expect(tabled.scripts == general.scripts && tabled.isRightToLeft == general.isRightToLeft)
        #expect(tabled.isPlainLeftToRight == general.isPlainLeftToRight)
    }

    @Test func asciiClassesAreThoseOfTheCharacters() {
        // Spot checks by hand: tab and space hang, LF/VT/FF break hard, letters are Latin, digits neutral (0).
        let latin = TextAnalysis.asciiClasses[Int(UInt8(ascii: "a"))].script
        #expect(latin == latinScript)
        #expect(TextAnalysis.asciiClasses[0x09].isWhitespace && TextAnalysis.asciiClasses[0x20].isWhitespace)
        #expect([0x0A, 0x0B, 0x0C].allSatisfy { TextAnalysis.asciiClasses[$0].isLineSeparator })
        #expect(!TextAnalysis.asciiClasses[Int(UInt8(ascii: "-"))].isWhitespace)
        #expect(TextAnalysis.asciiClasses[Int(UInt8(ascii: "7"))].script == 0)
    }
}

/// UAX #9's rule P1: a text's paragraphs are resolved each alone, so a paragraph's levels do not
/// depend on its neighbours (ICU given them all at once let one paragraph's characters change
/// another's levels, and looked paragraphs up in quadratic time).
@Suite struct BidiParagraphTests {
    @Test(arguments: [
        ["שלום\n", "abc"], ["ب\u{2029}", "a١"], ["a\r\n", "\u{202E}1١\u{202C}\u{2029}", "ב"], ["\u{85}", "\u{1C}", "x"],
        ["\u{2067}ב\u{2069}\n", "\n", "a ب 12"],
    ])
    func eachParagraphIsResolvedAlone(_ paragraphs: [String]) throws {
        for base in [nil, false, true] as [Bool?] {
            let whole = try ICU.bidiLevels(Array(paragraphs.joined().utf16), baseIsRightToLeft: base)
            let alone = try paragraphs.map { try ICU.bidiLevels(Array($0.utf16), baseIsRightToLeft: base) }
            #expect(whole.levels == alone.flatMap(\.levels), "\(paragraphs) base \(String(describing: base))")
            #expect(whole.isRightToLeft == alone[0].isRightToLeft)
        }
    }
}
