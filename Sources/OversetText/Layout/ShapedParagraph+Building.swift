extension ShapedParagraph {
    /// Words longer than this many graphemes are shaped without the cache: they are rare and
    /// would crowd out the short words an audit repeats.
    static let longestCachedWord = 64

    /// Analyses and shapes `attributed`.
    ///
    /// - Parameters:
    ///   - baseIsRightToLeft: the paragraph direction, or nil to take it from the first strong
    ///     character.
    /// - Throws: an invalid attribute, an unknown font family or a bad font file.
    /// - Complexity: O(n) plus the shaping of words not yet in `cache`.
    init(_ text: AttributedText, registry: FontRegistry, cache: WordCache,
         baseIsRightToLeft: Bool?) throws(OversetTextError) {
        // Neighbouring runs that look the same shape as one, so kerning crosses between them.
        let attributed = AttributedText(runs: AttributedText.merged(text.runs))
        var resolved: [ResolvedRun] = []
        for run in attributed.runs {
            try run.attributes.validate()
            resolved.append(ResolvedRun(attributes: run.attributes, font: try registry.primaryFont(for: run.attributes)))
        }
        let text = attributed.string
        var indices: [String.Index] = []
        var utf8Offsets: [Int] = []
        var utf16Starts: [Int] = []
        var runIndex: [Int] = []
        var runEnds = attributed.runs.reduce(into: [Int]()) { ends, run in ends.append((ends.last ?? 0) + run.text.utf8.count) }
        runEnds = runEnds.isEmpty ? [0] : runEnds
        var utf8 = 0
        var utf16 = 0
        var currentRun = 0
        var index = text.startIndex
        for character in text {
            indices.append(index)
            utf8Offsets.append(utf8)
            utf16Starts.append(utf16)
            while currentRun < runEnds.count - 1, utf8 >= runEnds[currentRun] { currentRun += 1 }
            runIndex.append(currentRun)
            utf8 += character.utf8.count
            utf16 += character.utf16.count
            index = text.index(after: index)
        }
        indices.append(text.endIndex)
        utf8Offsets.append(utf8)
        utf16Starts.append(utf16)

        self.text = text
        self.indices = indices
        self.utf8Offsets = utf8Offsets
        self.runs = resolved
        self.runIndex = runIndex
        try analyse(registry: registry, cache: cache, utf16Starts: utf16Starts, baseIsRightToLeft: baseIsRightToLeft)
    }

    private mutating func analyse(registry: FontRegistry, cache: WordCache, utf16Starts: [Int],
                                  baseIsRightToLeft: Bool?) throws(OversetTextError) {
        let count = self.count
        let units = Array(text.utf16)
        let breaks = try ICU.lineBreaks(units)
        let bidi = try ICU.bidiLevels(units, baseIsRightToLeft: baseIsRightToLeft)
        isRightToLeft = bidi.isRightToLeft

        glyphAdvance = [Double](repeating: 0, count: count)
        tracking = [Double](repeating: 0, count: count)
        kerning = [Double](repeating: 0, count: count)
        isWhitespace = [Bool](repeating: false, count: count)
        isLineSeparator = [Bool](repeating: false, count: count)
        breakAfter = [ICU.BreakKind](repeating: .none, count: count)
        slotIndex = [Int](repeating: 0, count: count)
        var levels = [UInt8](repeating: 0, count: count)
        var scripts = [UInt32](repeating: 0, count: count)
        var slotOfFont: [SlotKey: Int] = [:]
        var fallbackMemo = FallbackMemo()

        for grapheme in 0..<count {
            let character = text[indices[grapheme]]
            let run = runs[runIndex[grapheme]]
            isLineSeparator[grapheme] = character.isHardLineBreak
            isWhitespace[grapheme] = character.isBreakingWhitespace
            breakAfter[grapheme] = isLineSeparator[grapheme] ? .hard : breaks[utf16Starts[grapheme + 1] - 1]
            levels[grapheme] = bidi.levels.isEmpty ? 0 : bidi.levels[utf16Starts[grapheme]]
            scripts[grapheme] = harfBuzzScript(of: character)
            let font: Font
            if isLineSeparator[grapheme] {
                font = run.font
            } else {
                font = fallbackMemo.font(for: character, run: run, registry: registry, missing: &missingGlyphCount)
                tracking[grapheme] = run.attributes.tracking
                kerning[grapheme] = run.attributes.kerning
            }
            let key = SlotKey(fontID: font.id, size: run.attributes.size)
            if let slot = slotOfFont[key] {
                slotIndex[grapheme] = slot
            } else {
                slotOfFont[key] = slots.count
                slotIndex[grapheme] = slots.count
                slots.append(FontSlot(font: font, size: run.attributes.size))
            }
        }
        Self.resolveNeutralScripts(&scripts)
        shapeWords(levels: levels, scripts: scripts, utf16Starts: utf16Starts, cache: cache)
    }

    /// Shapes every word (a maximal run of graphemes with one font, script and bidi level, ending
    /// after white space) and stores per-grapheme advances in points.
    private mutating func shapeWords(levels: [UInt8], scripts: [UInt32], utf16Starts: [Int], cache: WordCache) {
        var start = 0
        while start < count {
            if isLineSeparator[start] {
                start += 1
                continue
            }
            var end = start + 1
            while end < count, !isLineSeparator[end], slotIndex[end] == slotIndex[start],
                  runIndex[end] == runIndex[start], levels[end] == levels[start], scripts[end] == scripts[start],
                  !(isWhitespace[end - 1] && !isWhitespace[end]) {
                end += 1
            }
            shapeWord(start..<end, isRightToLeft: levels[start] & 1 == 1, script: scripts[start],
                      utf16Starts: utf16Starts, cache: cache)
            start = end
        }
    }

    private mutating func shapeWord(_ range: Range<Int>, isRightToLeft: Bool, script: UInt32,
                                    utf16Starts: [Int], cache: WordCache) {
        let slot = slots[slotIndex[range.lowerBound]]
        let attributes = runs[runIndex[range.lowerBound]].attributes
        let key = ShapingKey(
            fontID: slot.font.id, features: attributes.shapingFeatures, isRightToLeft: isRightToLeft,
            script: script, language: attributes.language, text: String(substring(range)))
        let base = utf16Starts[range.lowerBound]
        let starts = range.map { utf16Starts[$0] - base }
        let shape = { Shaper.advances(of: key, font: slot.font, graphemeStarts: starts) }
        let advances = range.count > Self.longestCachedWord ? shape() : cache.value(for: key, make: shape)
        let pointsPerSubunit = slot.size / (slot.font.metrics.unitsPerEm * Double(HarfBuzzFont.subunits))
        for (offset, grapheme) in range.enumerated() {
            glyphAdvance[grapheme] = advances[offset] * pointsPerSubunit
        }
    }

    /// Gives Common and Inherited graphemes the script before them (or after, at the start).
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

private struct SlotKey: Hashable {
    var fontID: Int
    var size: Double
}

extension ShapedParagraph.FontSlot {
    init(font: Font, size: Double) {
        let scale = font.metrics.pointsPerUnit(atSize: size)
        self.init(font: font, size: size, ascent: font.metrics.ascender * scale,
                  descent: -font.metrics.descender * scale, lineGap: font.metrics.lineGap * scale)
    }
}

/// Remembers the last fallback font of a paragraph so that runs of one foreign script do not
/// search the fallback chain for every cluster.
private struct FallbackMemo {
    private var last: [Bool: Font] = [:]

    mutating func font(for character: Character, run: ShapedParagraph.ResolvedRun, registry: FontRegistry,
                       missing: inout Int) -> Font {
        let scalars = character.unicodeScalars
        // Printable ASCII is never emoji or ignorable: one cmap look-up decides.
        if let scalar = scalars.first, scalar.value >= 0x20, scalar.value < 0x7F, scalars.count == 1,
           run.font.hasGlyph(for: scalar) {
            return run.font
        }
        let emoji = FontRegistry.prefersEmojiPresentation(scalars)
        if !emoji, FontRegistry.covers(run.font, scalars) { return run.font }
        if let memo = last[emoji], memo.weight == run.font.weight, FontRegistry.covers(memo, scalars) { return memo }
        if let found = registry.font(for: scalars, primary: run.font, size: run.attributes.size) {
            if found != run.font { last[emoji] = found }
            return found
        }
        missing += scalars.filter { !FontRegistry.isIgnorable($0) && !run.font.hasGlyph(for: $0) }.count
        return run.font
    }
}

extension FontRegistry {
    /// The font a run asks for by family or file.
    func primaryFont(for attributes: TextAttributes) throws(OversetTextError) -> Font {
        switch attributes.font {
        case .family(let family):
            return try font(family: family, weight: attributes.weight, italic: attributes.isItalic, size: attributes.size)
        case .file(let path):
            return try font(file: path, weight: attributes.weight, italic: attributes.isItalic, size: attributes.size)
        }
    }
}
