internal import OversetPlumbing

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
/// Each `TextAnalysis` has one, shared by the threads that lay its text out, so it locks.
final class PrimaryFontAdvances: Sendable {
    /// What the shaping of a text's runs depends on besides the text: each run's font, its
    /// shaping features (tracking turns ligatures off) and its language.
    struct Key: Equatable, Sendable {
        let fontIDs: [Int]
        let features: [[FontFeature]]
        let languages: [String?]

        init(_ runs: [ShapedParagraph.ResolvedRun]) {
            fontIDs = runs.map(\.font.id)
            features = runs.map(\.shapingFeatures)
            languages = runs.map(\.attributes.language)
        }
    }

    /// Most texts are laid out in one or two fonts (regular, and bold for Bold Text); a few more
    /// keep a sweep over fonts with optical sizes from thrashing.
    static let limit = 4

    private let entries = Locked<[(key: Key, advances: [Double])]>([])

    /// The advances per grapheme, in font units times `HarfBuzzFont.subunits`, of the text in the
    /// fonts of `key`, if they were remembered.
    ///
    /// - Complexity: O(runs) for each of at most `limit` entries.
    func advances(for key: Key) -> [Double]? {
        entries.withLock { entries in entries.first { $0.key == key }?.advances }
    }

    /// Remembers `advances` for `key`, forgetting the oldest entry beyond `limit`.
    func remember(_ advances: [Double], for key: Key) {
        entries.withLock { entries in
            guard !entries.contains(where: { $0.key == key }) else { return }
            if entries.count >= Self.limit { entries.removeFirst() }
            entries.append((key, advances))
        }
    }

    /// The number of remembered entries, for tests.
    var count: Int { entries.withLock { $0.count } }
}
