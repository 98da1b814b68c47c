internal import CHarfBuzz
internal import OversetPlumbing

/// A word to shape: its key, the font its key's `fontID` names, and the UTF-16 offset of each of
/// its graphemes, from any origin (`Shaper.advances(of:font:graphemeStarts:)`).
struct ShapingWord {
    let key: Prehashed<ShapingKey>
    let font: Font
    /// A paragraph's words pass slices of its offsets: a word shaped costs no array of its own
    /// besides its advances.
    let graphemeStarts: ArraySlice<Int>
}

/// Several words shaped in one HarfBuzz call, each taken out exactly as shaping it alone gives it.
///
/// A HarfBuzz call costs a fixed part (buffer, plan, a pass over every lookup) besides its
/// per-glyph work, which for a word of a few letters is a good share of the whole; a paragraph
/// of new words paid it once per word. HarfBuzz flags a glyph `UNSAFE_TO_BREAK` wherever
/// shaping the text on either side of its cluster separately could give other glyphs; where the
/// flag is absent "the two sides represent the exact same result one would get if breaking input
/// text at the beginning of this cluster and shaping the two sides separately" (HarfBuzz,
/// `hb_glyph_flags_t`), the property line breakers rely on to keep a paragraph's shaping across
/// line breaks. So a word whose boundaries in the batch carry no flag has, in the batch, the
/// advances it has alone; a word with a flagged boundary is left for the caller to shape alone.
extension Shaper {
    /// Whether two words may be shaped as one text: the same font, features, script and language,
    /// left to right (a right-to-left buffer comes out reversed, which taking words out of it
    /// would have to undo).
    static func canShapeTogether(_ first: ShapingKey, _ second: ShapingKey) -> Bool {
        !first.isRightToLeft && !second.isRightToLeft && first.fontID == second.fontID && first.script == second.script
            && first.language == second.language && first.features == second.features
    }

    /// `advances(of:font:graphemeStarts:)` of each of `words`, shaped in one HarfBuzz call over
    /// their concatenation; nil for a word that the batch does not give exactly (a boundary
    /// flagged `UNSAFE_TO_BREAK`, or inside a cluster).
    ///
    /// - Parameter words: words that `canShapeTogether` pairwise, in the order to join them.
    /// - Complexity: O(n) in the words' total length, plus HarfBuzz's shaping of it.
    static func advances(ofWords words: [ShapingWord]) -> [[Double]?] {
        advances(ofWords: words, at: words.indices)
    }

    /// `advances(ofWords:)` of the words at `positions` of `words`, which are read in place (a
    /// copy of a word would retain its key's strings and arrays).
    static func advances(ofWords words: [ShapingWord], at positions: some Collection<Int>) -> [[Double]?] {
        guard let firstPosition = positions.first else { return [] }
        let first = words[firstPosition]
        // The joined text, and where each word starts in it and the last one ends.
        var units: [UInt16] = []
        // A text has no more UTF-16 units than UTF-8 bytes: room for all at once.
        units.reserveCapacity(positions.reduce(0) { $0 + words[$1].key.key.text.utf8.count })
        var unitStarts = [0]
        unitStarts.reserveCapacity(positions.count + 1)
        for position in positions {
            appendShapingUnits(of: words[position].key.key.text, to: &units)
            unitStarts.append(units.count)
        }
        var results = [[Double]?](repeated: nil, count: positions.count)
        shape(units, as: first.key.key, font: first.font) { infos, glyphPositions in
            // A word boundary the batch keeps: a cluster starts there with no flag on it.
            func isCleanBreak(glyph: Int, unit: Int) -> Bool {
                unit == 0 || unit == units.count
                    || (glyph < infos.count && Int(infos[glyph].cluster) == unit
                        && CHarfBuzz_glyphIsUnsafeToBreak(infos.baseAddress! + glyph) == 0)
            }
            var glyph = 0
            for (index, position) in positions.enumerated() {
                let wordUnits = unitStarts[index]..<unitStarts[index + 1]
                // Left to right, clusters ascend (`HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES`).
                let firstGlyph = glyph
                while glyph < infos.count, Int(infos[glyph].cluster) < wordUnits.upperBound { glyph += 1 }
                guard isCleanBreak(glyph: firstGlyph, unit: wordUnits.lowerBound), isCleanBreak(glyph: glyph, unit: wordUnits.upperBound)
                else { continue }
                results[index] = graphemeAdvances(
                    infos, glyphPositions, glyphs: firstGlyph..<glyph, units: wordUnits, graphemeStarts: words[position].graphemeStarts)
            }
        }
        return results
    }
}
