internal import OversetPlumbing

/// What a paragraph's text says about itself at any size: its grapheme clusters and where they
/// start, which run each belongs to, its UAX #14 break opportunities, UAX #9 levels and scripts.
/// A Dynamic Type sweep lays one text out at a dozen sizes; each size shapes with its own fonts,
/// and all of them share one analysis (`TextEngine.analysisCache`).
///
/// Every per-grapheme array has one entry per grapheme cluster in logical order; `indices`,
/// `utf8Offsets` and `utf16Starts` have one more, for the end.
struct TextAnalysis: Sendable {
    let text: String
    let indices: [String.Index]
    let utf8Offsets: [Int]
    /// UTF-16 offset where each grapheme starts (ICU's and HarfBuzz's offsets), and the end.
    let utf16Starts: [Int]
    /// The index of each grapheme's run among the paragraph's merged runs.
    let runIndex: [Int]
    let isWhitespace: [Bool]
    let isLineSeparator: [Bool]
    let breakAfter: [ICU.BreakKind]
    let bidiLevels: [UInt8]
    /// HarfBuzz scripts, Common and Inherited taking their neighbour's.
    let scripts: [UInt32]
    /// Whether some grapheme's script is Hangul: only then may `.standard` refuse a UAX #14
    /// opportunity (`ShapedParagraph.canBreak(after:strategy:)`).
    let hasHangulScript: Bool
    let isRightToLeft: Bool
    /// Whether the text is all left to right at level 0, in one script, without bidi controls
    /// (LRM, RLO, PDI…): any part of it, cut out and analysed alone, has the same levels and
    /// script (what `ShapedParagraph.cutsLinesFromOwnShaping` builds on).
    let isPlainLeftToRight: Bool
    /// The advances of the text in its runs' own fonts, kept by the first size that shapes them
    /// for the other sizes in those fonts.
    var primaryFontAdvances = PrimaryFontAdvances()
    /// Where the line breaker may step to (`ShapedParagraph.WordSkips`): the same at every size.
    /// Nil for an empty text or one too long for 32-bit offsets.
    let wordSteps: [WordStep]?

    /// One grapheme's step: the first grapheme at or after it where a line may end under the
    /// standard strategy (or the last grapheme), and the end of the last drawn grapheme (not
    /// white space, not a line separator) up to it, or 0 when there is none. 32 bits, as
    /// analyses are cached by the thousand; in pairs, as the line breaker reads both of a word's
    /// (a few graphemes apart: often one cache line) and a paragraph holds one array of them.
    struct WordStep: Sendable {
        var nextBreak: Int32
        var visibleEndThrough: Int32
    }

    /// Analyses `text` split into runs of `runLengths` UTF-8 bytes.
    ///
    /// - Parameter asciiFromTable: whether a grapheme of one byte (an ASCII character) is
    ///   classified from `asciiClasses` instead of as a `Character`, in ASCII and mixed text
    ///   alike, and an all-ASCII text's graphemes are found from its bytes
    ///   (`Graphemes(ascii:runEnds:)`). The result is the same; tests compare both ways.
    /// - Throws: `OversetTextError` when ICU fails.
    /// - Complexity: O(n).
    init(_ text: String, runLengths: [Int], baseIsRightToLeft: Bool?, asciiFromTable: Bool = true) throws(OversetTextError) {
        var runEnds = runLengths.reduce(into: [Int]()) { ends, length in ends.append((ends.last ?? 0) + length) }
        runEnds = runEnds.isEmpty ? [0] : runEnds
        let graphemes =
            (asciiFromTable ? Graphemes(ascii: text, runEnds: runEnds) : nil)
            ?? Graphemes(walking: text, runEnds: runEnds, asciiFromTable: asciiFromTable)
        let (indices, utf8Offsets, utf16Starts, runIndex, units) = (
            graphemes.indices, graphemes.utf8Offsets, graphemes.utf16Starts, graphemes.runIndex, graphemes.units
        )
        let breaks = try ICU.lineBreaks(units)
        let bidi = try ICU.bidiLevels(units, baseIsRightToLeft: baseIsRightToLeft)
        let count = indices.count - 1
        var hasBidiControl = false
        // Read once: a static property is reached through its initializer's once-token.
        let asciiClasses = Self.asciiClasses
        // Each array made by `map`: written element by element in one loop, every write checked
        // the array's uniqueness (a call per grapheme and array).
        func classes(byte: (Int) -> UInt8) -> [(isLineSeparator: Bool, isWhitespace: Bool, script: UInt32)] {
            (0..<count).map { grapheme in
                if asciiFromTable, utf8Offsets[grapheme + 1] - utf8Offsets[grapheme] == 1 {
                    return asciiClasses[Int(byte(grapheme))]
                }
                let character = text[indices[grapheme]]
                if !character.isASCII, character.unicodeScalars.contains(where: \.properties.isBidiControl) { hasBidiControl = true }
                return (character.isHardLineBreak, character.isBreakingWhitespace, harfBuzzScript(of: character))
            }
        }
        // A one-byte grapheme's byte read in place (a native string's bytes are contiguous):
        // through the text's UTF-8 view, each read checked its index.
        let classes =
            text.utf8.withContiguousStorageIfAvailable { bytes in classes { bytes[utf8Offsets[$0]] } }
            ?? classes { text.utf8[indices[$0]] }
        let isLineSeparator = classes.map(\.isLineSeparator)
        let isWhitespace = classes.map(\.isWhitespace)
        var scripts = classes.map(\.script)
        let breakAfter = (0..<count).map { isLineSeparator[$0] ? ICU.BreakKind.hard : breaks[utf16Starts[$0 + 1] - 1] }
        let bidiLevels = bidi.levels.isEmpty ? [UInt8](repeated: 0, count: count) : (0..<count).map { bidi.levels[utf16Starts[$0]] }
        Self.resolveNeutralScripts(&scripts)

        self.text = text
        self.indices = indices
        self.utf8Offsets = utf8Offsets
        self.utf16Starts = utf16Starts
        self.runIndex = runIndex
        self.isWhitespace = isWhitespace
        self.isLineSeparator = isLineSeparator
        self.breakAfter = breakAfter
        self.bidiLevels = bidiLevels
        self.scripts = scripts
        hasHangulScript = scripts.contains(ShapedParagraph.hangulScript)
        self.isRightToLeft = bidi.isRightToLeft
        self.isPlainLeftToRight =
            !bidi.isRightToLeft && !hasBidiControl && bidiLevels.allSatisfy { $0 == 0 } && scripts.allSatisfy { $0 == scripts[0] }
        self.wordSteps = Self.wordSteps(
            breakAfter: breakAfter, scripts: scripts, hasHangulScript: hasHangulScript, isWhitespace: isWhitespace,
            isLineSeparator: isLineSeparator, text: text, indices: indices)
    }

    private static func wordSteps(
        breakAfter: [ICU.BreakKind], scripts: [UInt32], hasHangulScript: Bool, isWhitespace: [Bool], isLineSeparator: [Bool],
        text: String, indices: [String.Index]
    ) -> [WordStep]? {
        let count = breakAfter.count
        guard count > 0, count < Int(Int32.max) else { return nil }
        var steps = [WordStep](repeated: WordStep(nextBreak: Int32(count - 1), visibleEndThrough: 0), count: count)
        // Written through a buffer: written element by element, the array checked its
        // uniqueness at every grapheme.
        steps.withUnsafeMutableBufferPointer { steps in
            var following = Int32(count - 1)
            for grapheme in stride(from: count - 1, through: 0, by: -1) {
                let breaks = ShapedParagraph.canBreak(
                    after: grapheme, strategy: .standard, breakAfter: breakAfter, scripts: scripts, hasHangulScript: hasHangulScript,
                    text: text, indices: indices)
                if breaks { following = Int32(grapheme) }
                steps[grapheme].nextBreak = following
            }
            var visibleEnd: Int32 = 0
            for grapheme in 0..<count {
                if !isWhitespace[grapheme], !isLineSeparator[grapheme] { visibleEnd = Int32(grapheme + 1) }
                steps[grapheme].visibleEndThrough = visibleEnd
            }
        }
        return steps
    }
}

extension TextAnalysis {
    /// Each ASCII character as a grapheme of its own: whether it is a hard line break, breaking
    /// white space, and its script, from the same functions the general path asks.
    static let asciiClasses: [(isLineSeparator: Bool, isWhitespace: Bool, script: UInt32)] = (0..<128).map { value in
        let character = Character(Unicode.Scalar(UInt8(value)))
        return (character.isHardLineBreak, character.isBreakingWhitespace, harfBuzzScript(of: character))
    }

    /// Gives Common and Inherited graphemes the script before them (or after, at the start); a
    /// text of neutral graphemes alone is Latin.
    static func resolveNeutralScripts(_ scripts: inout [UInt32]) {
        guard let firstReal = scripts.first(where: { $0 != 0 }) else {
            for index in scripts.indices { scripts[index] = latinScript }
            return
        }
        var current = firstReal
        for index in scripts.indices {
            if scripts[index] == 0 { scripts[index] = current } else { current = scripts[index] }
        }
    }
}

/// What identifies a text analysis: the text, where its runs split, and the paragraph direction
/// asked for (nothing about sizes or fonts).
struct TextAnalysisKey: Hashable, Sendable {
    let text: String
    let runLengths: [Int]
    let baseIsRightToLeft: Bool?

    /// Hashes the text's bytes (`hashExactBytes`): an analysis holds offsets into its spelling.
    func hash(into hasher: inout Hasher) {
        text.hashExactBytes(into: &hasher)
        hasher.combine(runLengths)
        hasher.combine(baseIsRightToLeft)
    }

    static func == (lhs: TextAnalysisKey, rhs: TextAnalysisKey) -> Bool {
        lhs.baseIsRightToLeft == rhs.baseIsRightToLeft && lhs.runLengths == rhs.runLengths && lhs.text.hasExactBytes(of: rhs.text)
    }
}

/// Text analyses, shared by every size of a text.
typealias TextAnalysisCache = BoundedCache<TextAnalysisKey, TextAnalysis>
