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
/// a lock of their own. The first size adds one: the word cache keeps a word only when it is
/// shaped a second time (`Doorkeeper`), so without it the next size would shape every word again.
struct PrimaryFontAdvances: Sendable {
    /// What the shaping of a text's runs depends on besides the text: each run's font, its
    /// shaping features (tracking turns ligatures off) and its language.
    struct Key: Sendable {
        /// The runs themselves (the paragraph's array, shared rather than copied into new ones),
        /// of which only those three count.
        let runs: [ShapedParagraph.ResolvedRun]

        init(_ runs: [ShapedParagraph.ResolvedRun]) {
            self.runs = runs
        }

        /// Whether `runs` shape as the runs this key was made of (without making a key of them).
        func matches(_ runs: [ShapedParagraph.ResolvedRun]) -> Bool {
            runs.count == self.runs.count
                && zip(runs, self.runs).allSatisfy { run, kept in
                    run.font.id == kept.font.id && run.shapingFeatures == kept.shapingFeatures
                        && run.attributes.language == kept.attributes.language
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
