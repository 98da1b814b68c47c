internal import OversetPlumbing
import Synchronization

/// A paragraph analysed and shaped once, for every width and scale: its grapheme clusters with
/// their advances, break opportunities, bidi levels, scripts and fonts. Line breaking
/// (`breakLines`), vertical placement, truncation and drawing all read it; none of them analyses
/// the text again. What does not depend on the size comes from a `TextAnalysis`, which every
/// size of the text shares.
///
/// Every per-grapheme array below has `count` entries, indexed by grapheme (the paragraph's
/// grapheme clusters in logical order); `indices` and `utf8Offsets` have one more, for the end.
/// ICU and HarfBuzz work in UTF-16 offsets (`TextAnalysis.utf16Starts`), which the paragraph
/// uses only while it is shaped; public results speak UTF-8 offsets (`utf8Range`).
///
/// ```swift
/// let paragraph = try ShapedParagraph(AttributedText("Hello world"), registry: registry,
///                                     cache: cache, baseIsRightToLeft: nil)
/// let lines = paragraph.breakLines(width: 80, scale: 1)  // no reshaping for another width
/// ```
///
/// A class, so that the caches, attempts, probes and truncations that hold a paragraph share it
/// with one reference count rather than copying its twenty arrays (a struct's copy retains
/// each). It is set up entirely in `init` and never changed after, which makes sharing it across
/// threads safe, and is why the properties `init` fills in step by step skip Swift's run-time
/// exclusivity checks (`@exclusivity(unchecked)`): no access can overlap another. (The ellipses
/// a truncation needs are the exception: set once, atomically, on first use.)
final class ShapedParagraph: @unchecked Sendable {
    /// The font and size of some graphemes, with vertical metrics in points.
    struct FontSlot: Sendable {
        var font: Font
        var size: Double
        var ascent: Double
        var descent: Double
        var lineGap: Double
    }

    /// A run of the attributed text with its primary font.
    struct ResolvedRun: Sendable {
        let attributes: TextAttributes
        let font: Font
        /// `attributes.shapingFeatures`, built once for every word of the run.
        let shapingFeatures: [FontFeature]

        init(attributes: TextAttributes, font: Font) {
            self.attributes = attributes
            self.font = font
            self.shapingFeatures = attributes.shapingFeatures
        }
    }

    /// The text, neighbouring runs with equal attributes merged.
    let text: String
    /// Where each grapheme starts in `text`, and `text.endIndex` last (count + 1 entries).
    let indices: [String.Index]
    /// UTF-8 offset where each grapheme starts, and the text's UTF-8 length last (count + 1).
    let utf8Offsets: [Int]
    /// The attributed runs, each with the font it asks for.
    let runs: [ResolvedRun]
    /// Per grapheme: the advance of its glyphs in points at its run's size and scale 1, from
    /// HarfBuzz (through the word cache, or `PrimaryFontAdvances`). A scale from
    /// `minimumScaleFactor` multiplies only this.
    @exclusivity(unchecked) private(set) var glyphAdvance: [Double] = []
    /// Per grapheme: points of tracking after it (0 for line separators); not scaled.
    @exclusivity(unchecked) private(set) var tracking: [Double] = []
    /// Per grapheme: points of kerning after it (0 for line separators); not scaled.
    @exclusivity(unchecked) private(set) var kerning: [Double] = []
    /// Per grapheme: breaking white space, which hangs at a line's end.
    let isWhitespace: [Bool]
    /// Per grapheme: a hard line break (newline, U+2028, …).
    let isLineSeparator: [Bool]
    /// Per grapheme: the UAX #14 opportunity after it, from ICU (`.hard` after a separator).
    let breakAfter: [ICU.BreakKind]
    /// Per grapheme: its UAX #9 embedding level from ICU (odd = right to left).
    let bidiLevels: [UInt8]
    /// Per grapheme: its HarfBuzz script, Common and Inherited taking their neighbour's.
    let scripts: [UInt32]
    /// `TextAnalysis.hasHangulScript`.
    let hasHangulScript: Bool
    /// Per grapheme: the index of its run in `runs`.
    let runIndex: [Int]
    /// Per grapheme: the index of its font and size in `slots` (a fallback font where the run's
    /// font lacks a glyph).
    @exclusivity(unchecked) private(set) var slotIndex: [Int] = []
    /// `prefixSums(scale: 1)`: every line breaking and truncation at full size starts from them.
    @exclusivity(unchecked) private(set) var fullScaleSums: [Double] = []
    /// The fonts and sizes the paragraph draws with, in order of first use.
    @exclusivity(unchecked) private(set) var slots: [FontSlot] = []
    /// Characters no font has, counted once each.
    @exclusivity(unchecked) private(set) var missingGlyphCount = 0
    /// Those characters, each once, in order of first appearance.
    @exclusivity(unchecked) private(set) var missingCharacters: [Unicode.Scalar] = []

    /// The families of `slots`' fonts, each once ("system" for the calibrated stand-in): set with
    /// the slots, since every measurement of the paragraph reports them.
    @exclusivity(unchecked) private(set) var fontFamilies: [String] = []
    /// Whether the paragraph's base direction is right to left.
    let isRightToLeft: Bool
    /// Whether its text's analysis was found in the cache given to `init`: the text was laid out
    /// before, at this size or another, or with other attributes.
    let reusesAnalysis: Bool
    /// Whether a line cut from this paragraph (a truncation's prefix, "…" and suffix) shapes as
    /// its pieces do here, so that `cutLine` may reuse this paragraph's advances: one run drawn
    /// in its own font, one script, all left to right and no bidi controls. Analysing the cut
    /// line afresh would find the same fonts, levels and scripts (`CutLineTests` checks it).
    @exclusivity(unchecked) private(set) var cutsLinesFromOwnShaping = false
    /// Per slot and digit setting (`asciiTableIndex`): the slot's font's
    /// `asciiAdvanceAdjustments` at its size (empty for a font that does not adjust); no tables
    /// when no font adjusts. Cut lines read them too (`advanceAdjustment(for:slot:tabularDigits:)`).
    @exclusivity(unchecked) private(set) var asciiAdjustments: [[Double]] = []
    /// Tables per slot in `asciiAdjustments`: 2 when some run uses tabular digits (one for each
    /// setting), else 1.
    @exclusivity(unchecked) private(set) var asciiTablesPerSlot = 1
    /// Word ends the line breaker may jump to (`WordSkips`); nil when a line could shrink as it grows.
    @exclusivity(unchecked) private(set) var wordSkips: WordSkips?
    /// The runs' ellipses, set by the first truncation (`ellipsisAdvances(engine:)`): the one
    /// property set after `init`, atomically.
    let ellipses = AtomicLazyReference<EllipsisAdvances>()

    /// Analyses and shapes `attributed`.
    ///
    /// - Parameters:
    ///   - analyses: where analyses of the text (shared by every size) are kept, if anywhere.
    ///   - baseIsRightToLeft: the paragraph direction, or nil to take it from the first strong
    ///     character.
    /// - Throws: an invalid attribute, an unknown font family or a bad font file.
    /// - Complexity: O(n) plus the shaping of words not yet in `cache`.
    init(
        _ text: AttributedText, registry: FontRegistry, cache: WordCache, analyses: TextAnalysisCache? = nil,
        baseIsRightToLeft: Bool?
    ) throws(OversetTextError) {
        // Neighbouring runs that look the same shape as one, so kerning crosses between them.
        let attributed = AttributedText(runs: AttributedText.merged(text.runs))
        var resolved: [ResolvedRun] = []
        for run in attributed.runs {
            try run.attributes.validate()
            resolved.append(ResolvedRun(attributes: run.attributes, font: try registry.primaryFont(for: run.attributes)))
        }
        let key = Prehashed(
            TextAnalysisKey(text: attributed.string, runLengths: attributed.runs.map(\.text.utf8.count), baseIsRightToLeft: baseIsRightToLeft))
        var analysis: TextAnalysis
        let isCached: Bool
        if let cached = analyses?.value(for: key) {
            (analysis, isCached) = (cached, true)
        } else {
            analysis = try TextAnalysis(key.key.text, runLengths: key.key.runLengths, baseIsRightToLeft: baseIsRightToLeft)
            isCached = false
        }
        self.text = analysis.text
        self.indices = analysis.indices
        self.utf8Offsets = analysis.utf8Offsets
        self.runs = resolved
        self.runIndex = analysis.runIndex
        isWhitespace = analysis.isWhitespace
        isLineSeparator = analysis.isLineSeparator
        breakAfter = analysis.breakAfter
        bidiLevels = analysis.bidiLevels
        scripts = analysis.scripts
        hasHangulScript = analysis.hasHangulScript
        isRightToLeft = analysis.isRightToLeft
        reusesAnalysis = isCached
        // The advances go with the analysis from the first size on: the word cache keeps a word
        // only when it is shaped a second time (`Doorkeeper`), so the next size of this text would
        // otherwise shape every word again.
        let shaped = try shapeAndPlace(
            registry: registry, cache: cache, utf16Starts: analysis.utf16Starts, known: analysis.primaryFontAdvances.advances(for: runs),
            keepsShaped: analyses != nil)
        if let shaped {
            analysis.primaryFontAdvances.remember(shaped, for: runs)
            analyses?.store(analysis, for: key)
        } else if !isCached {
            analyses?.store(analysis, for: key)
        }
        for slot in slots {
            let family = slot.font.isSystemStandIn ? "system" : slot.font.familyName
            if !fontFamilies.contains(family) { fontFamilies.append(family) }
        }
        cutsLinesFromOwnShaping = analysis.isPlainLeftToRight && runs.count == 1 && slots.count == 1 && slots[0].font == runs[0].font
        wordSkips = WordSkips(self, steps: analysis.wordSteps)
    }

    /// Gives each grapheme its font (a fallback where the run's lacks it), tracking and kerning,
    /// then shapes the words and adjusts their advances: all that depends on sizes and fonts.
    ///
    /// - Parameters:
    ///   - known: advances another size shaped in the runs' fonts (`PrimaryFontAdvances`).
    ///   - keepsShaped: whether to return the advances shaped here.
    /// - Returns: the advances shaped here, in font units, when asked to keep them and every
    ///   grapheme takes its run's font (for the analysis to keep); else nil.
    /// - Throws: `OversetTextError` when a fallback file can no longer be read as registered.
    private func shapeAndPlace(
        registry: FontRegistry, cache: WordCache, utf16Starts: [Int], known: [Double]?, keepsShaped: Bool
    ) throws(OversetTextError) -> [Double]? {
        let drawsInRunFonts = try placeFonts(registry: known == nil ? registry : nil)
        var shaped: [Double]?
        // Worked on as a local array and stored once: writing a property element by element
        // checks its uniqueness every time.
        var advances: [Double]
        if let known {
            advances = known
        } else {
            advances = [Double](repeated: 0, count: count)
            shapeWords(into: &advances, utf16Starts: utf16Starts, cache: cache)
            if keepsShaped, drawsInRunFonts { shaped = advances }
        }
        // Font units to points, slot by slot (`pointsPerSubunit`).
        let (pointsPerSubunit, slotIndex) = (slots.map(\.pointsPerSubunit), self.slotIndex)
        // Through a buffer: written element by element, the array checked its uniqueness every time.
        advances.withUnsafeMutableBufferPointer { advances in
            for grapheme in advances.indices { advances[grapheme] *= pointsPerSubunit[slotIndex[grapheme]] }
        }
        adjustAdvances(&advances)
        glyphAdvance = advances
        fullScaleSums = computePrefixSums(scale: 1)
        return shaped
    }

    /// Gives each grapheme its slot (font and size), tracking and kerning: the run's font, or with
    /// a `registry` a fallback where that font lacks the grapheme (counting what no font has).
    /// Returns whether every grapheme takes its run's font and every character has a glyph.
    private func placeFonts(registry: FontRegistry?) throws(OversetTextError) -> Bool {
        var takesFallbacks = false
        let count = self.count
        // Filled locally and stored at the end (see `shapeAndPlace`).
        // One array of zeros for both: most runs set neither, and a run that does copies it.
        var trackings = [Double](repeated: 0, count: count)
        var kernings = trackings
        var slotIndex = [Int](repeated: 0, count: count)
        defer { (self.tracking, self.kerning, self.slotIndex) = (trackings, kernings, slotIndex) }
        var fallbackMemo = FallbackMemo()

        // Run by run (a run's graphemes are contiguous), so that a run is read once, not per grapheme.
        var grapheme = 0
        for (position, run) in runs.enumerated() {
            let start = grapheme
            while grapheme < count, runIndex[grapheme] == position { grapheme += 1 }
            guard start < grapheme else { continue }
            let (primary, size, tracking, kerning) = (run.font, run.attributes.size, run.attributes.tracking, run.attributes.kerning)
            // The arrays start at +0: most runs have neither, and line separators never do (a -0
            // is written, as every value was).
            if tracking.bitPattern != 0 || kerning.bitPattern != 0 {
                for index in start..<grapheme where !isLineSeparator[index] {
                    trackings[index] = tracking
                    kernings[index] = kerning
                }
            }
            guard let registry else {
                // Without a registry every grapheme takes the run's font.
                let slot = self.slot(of: primary, size: size)
                if slot != 0 { for index in start..<grapheme { slotIndex[index] = slot } }
                continue
            }
            // The graphemes that may take a fallback: most runs have none, and take their font whole.
            let candidates = fallbackCandidates(in: start..<grapheme, coveredBy: primary.coversASCII)
            // The run's font's slot, added at the first grapheme that takes it (slots are numbered
            // in order of first use), and the last fallback's, which the graphemes after it often
            // share: slots are searched only then.
            var primarySlot: Int?
            var lastFallback: (fontID: Int, slot: Int)?
            var nextCandidate = 0
            for index in start..<grapheme {
                if nextCandidate < candidates.count, candidates[nextCandidate] == index {
                    nextCandidate += 1
                    let font = try fallbackMemo.font(
                        for: text[indices[index]], primary: primary, size: size, registry: registry, missing: &missingGlyphCount,
                        missingScalars: &missingCharacters)
                    if font != primary {
                        takesFallbacks = true
                        let slot = lastFallback.flatMap { $0.fontID == font.id ? $0.slot : nil } ?? self.slot(of: font, size: size)
                        lastFallback = (font.id, slot)
                        slotIndex[index] = slot
                        continue
                    }
                }
                let slot = primarySlot ?? self.slot(of: primary, size: size)
                primarySlot = slot
                if slot != 0 { slotIndex[index] = slot }
            }
        }
        return !takesFallbacks && missingGlyphCount == 0
    }

    /// The index of `font` at `size` in `slots`, added last when it is not there yet. A paragraph
    /// has a few slots: searched in place, with no table to allocate for each paragraph.
    private func slot(of font: Font, size: Double) -> Int {
        if let known = slots.firstIndex(where: { $0.font.id == font.id && $0.size == size }) { return known }
        slots.append(FontSlot(font: font, size: size))
        return slots.count - 1
    }

    /// Shapes every word (`shapingPieces(atWords: true)`) and stores per-grapheme advances in
    /// font units times `HarfBuzzFont.subunits` in `glyphAdvance`.
    private func shapeWords(into glyphAdvance: inout [Double], utf16Starts: [Int], cache: WordCache) {
        let pieces = shapingPieces(in: 0..<count, atWords: true)
        let words = pieces.map { piece in
            ShapingWord(
                key: Prehashed(shapingKey(for: piece)), font: slots[slotIndex[piece.lowerBound]].font, graphemeStarts: utf16Starts[piece])
        }
        let shaped = cache.advances(ofWords: words)
        // Through a buffer: written element by element, the array checked its uniqueness every time.
        glyphAdvance.withUnsafeMutableBufferPointer { glyphAdvance in
            for (piece, advances) in zip(pieces, shaped) {
                for (offset, grapheme) in piece.enumerated() { glyphAdvance[grapheme] = advances[offset] }
            }
        }
    }

    /// Adds each font's own adjustment to its graphemes' advances: the "system" stand-in's
    /// correction toward iOS, and `trak` tracking (`Font.advanceAdjustment`).
    private func adjustAdvances(_ glyphAdvance: inout [Double]) {
        // The adjustment depends only on the character, font, size and digits: ASCII's comes from
        // the font's table for the size, shared by every paragraph.
        let slotAdjusts: (Int) -> Bool
        let runUsesTabularDigits: (Int) -> Bool
        if slots.count == 1, runs.count == 1 {
            // One font and one run (most paragraphs): their tables, without a list per slot and per run.
            guard slots[0].font.adjustsAdvances else { return }
            let tabular = runs[0].attributes.usesTabularDigits
            let (font, size) = (slots[0].font, slots[0].size)
            asciiTablesPerSlot = tabular ? 2 : 1
            let plain = font.asciiAdvanceAdjustments(size: size, tabularDigits: false)
            asciiAdjustments = tabular ? [plain, font.asciiAdvanceAdjustments(size: size, tabularDigits: true)] : [plain]
            (slotAdjusts, runUsesTabularDigits) = ({ _ in true }, { _ in tabular })
        } else {
            let adjusts = slots.map(\.font.adjustsAdvances)
            guard adjusts.contains(true) else { return }
            let tabular = runs.map(\.attributes.usesTabularDigits)
            asciiTablesPerSlot = tabular.contains(true) ? 2 : 1
            asciiAdjustments = slots.indices.flatMap { slot in
                (0..<asciiTablesPerSlot).map { table in
                    adjusts[slot] ? slots[slot].font.asciiAdvanceAdjustments(size: slots[slot].size, tabularDigits: table == 1) : []
                }
            }
            (slotAdjusts, runUsesTabularDigits) = ({ adjusts[$0] }, { tabular[$0] })
        }
        // A one-byte grapheme is its ASCII byte, whose adjustment is in the table.
        withOneByteGraphemes { byte in
            adjust(&glyphAdvance, slotAdjusts: slotAdjusts, runUsesTabularDigits: runUsesTabularDigits, byte: byte)
        }
    }

    /// `adjustAdvances`' loop, with `byte(grapheme)` the byte of a one-byte grapheme.
    private func adjust(
        _ glyphAdvance: inout [Double], slotAdjusts: (Int) -> Bool, runUsesTabularDigits: (Int) -> Bool, byte: (Int) -> UInt8
    ) {
        // Read once into locals: the writes to `glyphAdvance` would otherwise have each property
        // loaded again on every grapheme.
        let (isLineSeparator, slotIndex, runIndex, utf8Offsets, tables) = (isLineSeparator, slotIndex, runIndex, utf8Offsets, asciiAdjustments)
        if tables.count == 1 {
            // One font that adjusts and one digit setting (most paragraphs): every one-byte
            // grapheme reads the one table, without looking up its slot and run.
            let table = tables[0]
            for grapheme in 0..<count where !isLineSeparator[grapheme] {
                if utf8Offsets[grapheme + 1] - utf8Offsets[grapheme] == 1 {
                    glyphAdvance[grapheme] += table[Int(byte(grapheme))]
                } else {
                    glyphAdvance[grapheme] += slots[0].font.advanceAdjustment(
                        for: text[indices[grapheme]], size: slots[0].size, tabularDigits: runUsesTabularDigits(runIndex[grapheme]))
                }
            }
            return
        }
        for grapheme in 0..<count where !isLineSeparator[grapheme] {
            let slotPosition = slotIndex[grapheme]
            guard slotAdjusts(slotPosition) else { continue }
            let tabularDigits = runUsesTabularDigits(runIndex[grapheme])
            if utf8Offsets[grapheme + 1] - utf8Offsets[grapheme] == 1 {
                glyphAdvance[grapheme] += tables[asciiTableIndex(slot: slotPosition, tabularDigits: tabularDigits)][Int(byte(grapheme))]
            } else {
                glyphAdvance[grapheme] += slots[slotPosition].font.advanceAdjustment(
                    for: text[indices[grapheme]], size: slots[slotPosition].size, tabularDigits: tabularDigits)
            }
        }
    }
}
