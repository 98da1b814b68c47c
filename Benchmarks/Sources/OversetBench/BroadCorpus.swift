/// Texts with a broad vocabulary, as a real app's String Catalog has: words made of syllables
/// from a seeded generator (tens of thousands of distinct words, so that a word cache rarely hits
/// across strings), a few real words, numbers and punctuation. The narrow `Corpus` reuses a
/// hundred words, which hid per-word costs (issue 17).
///
/// With `randomLetters`, words are 1–10 letters drawn independently (they repeat only by chance,
/// mostly the shortest, and pair letters as no syllable does): the vocabulary a word cache helps
/// least. With `vocabulary`, words are drawn from that list as often as they occur in it (a
/// String Catalog's words, `CatalogWords`): a real app's repetition.
struct BroadCorpus {
    private var generator: SplitMix64
    private let randomLetters: Bool
    private let vocabulary: [String]

    init(seed: UInt64, randomLetters: Bool = false, vocabulary: [String] = []) {
        generator = SplitMix64(seed: seed)
        self.randomLetters = randomLetters
        self.vocabulary = vocabulary
    }

    private static let onsets = [
        "", "b", "c", "d", "f", "g", "h", "j", "k", "l", "m", "n", "p", "r", "s", "t", "v", "w", "z",
        "br", "ch", "cl", "dr", "fl", "gr", "pl", "pr", "sh", "sl", "st", "str", "th", "tr",
    ]
    private static let vowels = ["a", "e", "i", "o", "u", "ai", "ea", "ee", "ie", "oo", "ou", "y"]
    private static let codas = [
        "", "", "", "b", "ck", "d", "ft", "g", "l", "ll", "m", "n", "nd", "ng", "nt", "p", "r", "rd", "s",
        "st", "t", "x",
    ]
    private static let letters = Array("abcdefghijklmnopqrstuvwxyz")
    private static let common = ["the", "of", "and", "to", "in", "your", "for", "is", "on", "with", "you", "this", "we", "can"]

    private mutating func below(_ count: Int) -> Int { Int(generator.next() % UInt64(count)) }

    private mutating func word() -> String {
        if !vocabulary.isEmpty { return vocabulary[below(vocabulary.count)] }
        if randomLetters {
            return String((0..<(1 + below(10))).map { _ in Self.letters[below(Self.letters.count)] })
        }
        if below(4) == 0 { return Self.common[below(Self.common.count)] }
        if below(30) == 0 { return String(below(10_000)) }
        var word = ""
        for _ in 0..<(1 + below(3)) {
            word += Self.onsets[below(Self.onsets.count)] + Self.vowels[below(Self.vowels.count)] + Self.codas[below(Self.codas.count)]
        }
        return word
    }

    /// A sentence of `range` words, capitalised, sometimes with a comma and a closing stop.
    mutating func sentence(_ range: ClosedRange<Int>) -> String {
        let count = range.lowerBound + below(range.count)
        var words = (0..<count).map { _ in word() }
        if count > 4, below(3) == 0 { words[below(count - 1)] += "," }
        var text = words.joined(separator: " ")
        text = text.prefix(1).uppercased() + text.dropFirst()
        return count > 3 && below(2) == 0 ? text + "." : text
    }

    /// `count` strings of 3–20 words.
    mutating func strings(_ count: Int) -> [String] {
        (0..<count).map { _ in sentence(3...20) }
    }
}
