import FuzzChecks

/// Seeded inputs: mutations of the target's seed, and for text, hostile Unicode.
struct Mutator {
    private var state: UInt64
    private let target: FuzzTarget
    private let seed: [UInt8]
    private var pool: [[UInt8]] = []

    init(seed: UInt64, target: FuzzTarget) {
        self.state = seed
        self.target = target
        self.seed = target.seed
    }

    private mutating func random() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(random() % UInt64(bound)) }

    /// Scalars that have broken text engines: combining marks with no base, joiners, bidi
    /// controls, variation selectors, emoji modifiers, tags, CJK, Arabic, Thai, Devanagari,
    /// spaces and breaks of every kind.
    private static let hostile: [String] = [
        "\u{301}", "\u{0308}\u{0308}\u{0308}", "\u{200D}", "👩\u{200D}👩\u{200D}👧\u{200D}👦", "\u{200E}", "\u{200F}", "\u{202A}",
        "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2069}", "\u{FE0F}", "\u{FE0E}", "🏽", "🏳\u{FE0F}\u{200D}🌈",
        "\u{E0067}\u{E0062}", "🇯🇵", "世界", "مرحبا", "שלום", "สวัสดี", "नमस्ते", "한국어", " ", "\t", "\n", "\r\n", "\u{2028}", "\u{2029}",
        "\u{00A0}", "\u{200B}", "\u{FEFF}", "\u{0}", "\u{1}", "…", "-", "/", "Supercalifragilisticexpialidocious", "a", "W", "\u{10FFFF}",
        "\u{FFFD}", "\u{0640}\u{0640}\u{0640}", "ﷺ", "ǅ", "ﬃ", "\u{0E33}", "\u{093F}",
    ]

    mutating func next() -> [UInt8] {
        if target == .text, below(4) == 0 { return hostileText() }
        var input = pool.isEmpty || below(3) == 0 ? seed : pool[below(pool.count)]
        for _ in 0...below(4) { mutate(&input) }
        if input.count < 200_000 {
            pool.append(input)
            if pool.count > 64 { pool.removeFirst() }
        }
        return input
    }

    /// Four option bytes, then hostile Unicode; one input in 400 is about a megabyte long.
    private mutating func hostileText() -> [UInt8] {
        var bytes = (0..<4).map { _ in UInt8(truncatingIfNeeded: random()) }
        let pieces = below(400) == 0 ? 200_000 : below(40) + 1
        for _ in 0..<pieces { bytes += Array(Self.hostile[below(Self.hostile.count)].utf8) }
        return bytes
    }

    private mutating func mutate(_ input: inout [UInt8]) {
        let position = below(input.count + 1)
        switch below(7) {
        case 0 where !input.isEmpty:
            input[min(position, input.count - 1)] ^= UInt8(1 << below(8))
        case 1:
            input.insert(UInt8(truncatingIfNeeded: random()), at: position)
        case 2 where !input.isEmpty:
            input.removeSubrange(position..<min(input.count, position + below(16) + 1))
        case 3 where !input.isEmpty:
            let start = below(input.count)
            let length = min(input.count - start, below(64) + 1)
            input.insert(contentsOf: input[start..<(start + length)], at: position)
        case 4:
            input.insert(contentsOf: Array(Self.hostile[below(Self.hostile.count)].utf8), at: position)
        case 5 where !input.isEmpty:
            input[min(position, input.count - 1)] = [0x00, 0xFF, 0x7F, 0x80, 0x22, 0x7B, 0x7D, 0x5B, 0x5D, 0x2C, 0x3A][below(11)]
        default:
            if input.count > 8 { input.removeSubrange(below(input.count)...) }
        }
    }
}
