/// Everything that decides how a piece of text shapes, except the size: the cache key of a word.
struct ShapingKey: Hashable, Sendable {
    let fontID: Int
    let features: [FontFeature]
    let isRightToLeft: Bool
    let script: UInt32
    let language: String?
    let text: String

    /// Hashes the text's bytes (`hashExactBytes`): a word's spelling decides its shaping.
    func hash(into hasher: inout Hasher) {
        hasher.combine(fontID)
        hasher.combine(features)
        hasher.combine(isRightToLeft)
        hasher.combine(script)
        hasher.combine(language)
        text.hashExactBytes(into: &hasher)
    }

    static func == (lhs: ShapingKey, rhs: ShapingKey) -> Bool {
        lhs.fontID == rhs.fontID && lhs.isRightToLeft == rhs.isRightToLeft && lhs.script == rhs.script
            && lhs.text.hasExactBytes(of: rhs.text) && lhs.features == rhs.features && lhs.language == rhs.language
    }
}

extension TextAttributes {
    /// Whether the run turns tabular digits on (`tnum`, as `monospacedDigit()` does).
    var usesTabularDigits: Bool {
        features.contains { $0.tag == "tnum" && $0.value != 0 }
    }

    /// The features to shape with: kerning and ligatures on, optional ligatures off under
    /// tracking (as Core Text does), then the run's own features.
    var shapingFeatures: [FontFeature] {
        var result = [FontFeature("kern", 1)]
        if tracking != 0 {
            result += [FontFeature("liga", 0), FontFeature("clig", 0), FontFeature("dlig", 0)]
        }
        return result + features
    }
}
