/// The glyph advances of a text shaped entirely in its runs' own fonts, before any size scales
/// them: what every size of a Dynamic Type sweep that resolves to the same fonts shares.
///
/// Shaping works in font units (`HarfBuzzFont.subunits`), so the advances depend on the fonts,
/// features and languages, never on the point size; sizes differ only in the scale that turns
/// units into points and in `Font.advanceAdjustment`. A paragraph whose graphemes all take their
/// run's font needs no fallback search either, because which font draws a grapheme then
/// depends only on that font's coverage. So the second size of a text reuses the first's
/// advances instead of looking each word up in the word cache again (HarfBuzz and parley shape a
/// run once per font, whatever its size; `PrimaryFontAdvancesTests` checks the reuse is exact).
///
/// A value kept in the text's `TextAnalysis`: a paragraph that adds an entry stores the analysis
/// again (`ShapedParagraph.init`), so threads share entries through the analysis cache without
/// a lock of their own, and a text shaped once costs no more than before.
struct PrimaryFontAdvances: Sendable {
    /// What the shaping of a text's runs depends on besides the text: each run's font, its
    /// shaping features (tracking turns ligatures off) and its language.
    struct Key: Sendable {
        let fontIDs: [Int]
        let features: [[FontFeature]]
        let languages: [String?]

        init(_ runs: [ShapedParagraph.ResolvedRun]) {
            fontIDs = runs.map(\.font.id)
            features = runs.map(\.shapingFeatures)
            languages = runs.map(\.attributes.language)
        }

        /// Whether `runs` shape as the runs this key was made of (without making a key of them).
        func matches(_ runs: [ShapedParagraph.ResolvedRun]) -> Bool {
            runs.count == fontIDs.count
                && runs.indices.allSatisfy {
                    runs[$0].font.id == fontIDs[$0] && runs[$0].shapingFeatures == features[$0]
                        && runs[$0].attributes.language == languages[$0]
                }
        }
    }

    /// Most texts are laid out in one or two fonts (regular, and bold for Bold Text); a few more
    /// keep a sweep over fonts with optical sizes from thrashing.
    static let limit = 4

    private var entries: [(key: Key, advances: [Double])] = []

    /// The advances per grapheme, in font units times `HarfBuzzFont.subunits`, of the text in the
    /// fonts of `runs`, if they were remembered.
    ///
    /// - Complexity: O(runs) for each of at most `limit` entries.
    func advances(for runs: [ShapedParagraph.ResolvedRun]) -> [Double]? {
        entries.first { $0.key.matches(runs) }?.advances
    }

    /// Remembers `advances` for the fonts of `runs`, forgetting the oldest entry beyond `limit`.
    mutating func remember(_ advances: [Double], for runs: [ShapedParagraph.ResolvedRun]) {
        guard !entries.contains(where: { $0.key.matches(runs) }) else { return }
        if entries.count >= Self.limit { entries.removeFirst() }
        entries.append((Key(runs), advances))
    }

    /// The number of remembered entries, for tests.
    var count: Int { entries.count }
}
