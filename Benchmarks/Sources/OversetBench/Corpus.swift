/// Deterministic texts to measure: short UI labels, sentences and paragraphs, mostly Latin with
/// some Arabic, CJK and emoji, from a seeded generator so that every run measures the same.
struct Corpus {
    private var generator: SplitMix64

    init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    private static let latin = """
        account settings profile message notification storage download upload share photo camera \
        library update privacy security password network wireless battery display brightness sound \
        subscription renews cancel purchase history order shipped delivery tomorrow today yesterday \
        calendar reminder event location weather forecast temperature playlist favourite recently \
        added continue reading chapter article author published review rating comment reply follow \
        following followers translation language region keyboard accessibility larger text bold \
        motion contrast voice control assistant search results filter sort newest oldest popular
        """.split(separator: " ").map(String.init)
    private static let arabic = ["الإعدادات", "الحساب", "الرسائل", "التحديث", "الخصوصية", "الصور", "التنزيل", "المتابعون", "اليوم", "غدا"]
    private static let cjk = ["設定", "アカウント", "メッセージ", "写真", "更新", "通知", "保存", "共有", "今日", "明日", "账户", "隐私"]
    private static let emoji = ["👋", "🎉", "📦", "✅", "🔔", "❤️", "👍🏽", "🇯🇵"]

    private mutating func pick(_ words: [String]) -> String {
        words[Int(generator.next() % UInt64(words.count))]
    }

    private mutating func word() -> String {
        switch generator.next() % 100 {
        case 0..<6: return pick(Self.arabic)
        case 6..<12: return pick(Self.cjk)
        case 12..<15: return pick(Self.emoji)
        default: return pick(Self.latin)
        }
    }

    private mutating func words(_ range: ClosedRange<Int>) -> String {
        let count = range.lowerBound + Int(generator.next() % UInt64(range.count))
        var text = (0..<count).map { _ in word() }.joined(separator: " ")
        text = text.prefix(1).uppercased() + text.dropFirst()
        return text
    }

    /// `count` texts: 60% labels (1–3 words), 30% sentences (6–15), 10% paragraphs (40–80).
    /// A running number keeps every text distinct, as the "cold" case needs.
    mutating func texts(_ count: Int, distinct: Bool = true) -> [String] {
        (0..<count).map { index in
            let kind = generator.next() % 10
            let text = kind < 6 ? words(1...3) : kind < 9 ? words(6...15) + "." : words(40...80) + "."
            return distinct ? "\(text) \(index)" : text
        }
    }

    /// One paragraph of about `characters` characters.
    mutating func paragraph(characters: Int) -> String {
        var text = ""
        while text.count < characters { text += words(6...15) + ". " }
        return String(text.prefix(characters))
    }
}

/// SplitMix64: a small, fast, seeded generator.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
