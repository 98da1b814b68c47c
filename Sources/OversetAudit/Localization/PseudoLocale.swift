/// Pseudo-localization: text that looks foreign before translations exist.
public enum PseudoLocale {
    /// `en-XA`: accented and expanded by the IBM expansion table, in brackets.
    public static let accented = "en-XA"
    /// `ar-XB`: right to left.
    public static let rightToLeft = "ar-XB"

    /// Whether `locale` is a pseudo-locale (BCP 47 tags are case-insensitive: `en-xa` is `en-XA`).
    public static func isPseudo(_ locale: String) -> Bool {
        pseudo(locale) != nil
    }

    /// The pseudo-locale `locale` names, in its canonical case, or nil.
    ///
    /// Asked for every text an audit localizes: the tags are ASCII, so their bytes are compared
    /// with ASCII case folded, not collated by Foundation (two thirds of building a catalog audit's trees).
    private static func pseudo(_ locale: String) -> String? {
        func folded(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
        return [accented, rightToLeft].first { $0.utf8.elementsEqual(locale.utf8) { folded($0) == folded($1) } }
    }

    /// `text` as `locale` shows it; other locales leave it as it is. The text is literal: a "%"
    /// in it is not a specifier.
    public static func transform(_ text: String, locale: String) -> String {
        transform(FormatString(segments: [.literal(text)]), locale: locale).formatted(with: [])
    }

    /// How much longer a translation of `length` characters is expected to be (IBM globalization
    /// guideline A3; the lower end of each range): +100% up to 10, +80% to 20, +60% to 30, +40% to
    /// 50, +31% to 70, +30% beyond.
    public static func expansion(forLength length: Int) -> Double {
        switch length {
        case ...10: return 1.0
        case ...20: return 0.8
        case ...30: return 0.6
        case ...50: return 0.4
        case ...70: return 0.31
        default: return 0.3
        }
    }

    /// `format` as `locale` shows it, its specifiers left alone so that sample arguments replace
    /// them afterwards (as Xcode's pseudolanguages treat format strings); other locales leave it.
    static func transform(_ format: FormatString, locale: String) -> FormatString {
        switch pseudo(locale) {
        case accented:
            // "[Ŝéţţîñĝš ōñé ţŵö]": letters accented, padded to the expanded length, in brackets.
            // A specifier counts as one character of the text to expand.
            let length = format.literalLength + format.specifierCount
            guard length > 0 else { return format }
            let accented = format.mappingLiterals(accentLetters)
            return FormatString(segments: [.literal("[")] + accented.segments + [.literal(padding(forLength: length) + "]")])
        case rightToLeft:
            return FormatString(segments: [.literal("\u{200F}\u{202E}")] + format.segments + [.literal("\u{202C}")])
        default:
            return format
        }
    }

    /// Each character that is an ASCII letter alone, accented; a letter with a combining mark
    /// is one character and stays as it is.
    private static func accentLetters(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count * 2)
        for character in text {
            let utf8 = character.utf8
            if utf8.count == 1, let byte = utf8.first, let accented = accentedASCII[Int(byte)] {
                result.append(accented)
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// `accents` indexed by ASCII byte: looking a character up in a dictionary hashed it, which
    /// led the profile of pseudo-localizing long text (issue 34).
    private static let accentedASCII: [Character?] = (0..<128).map { accents[Character(Unicode.Scalar(UInt8($0)))] }

    /// Filler that brings a text of `length` characters, with its two brackets, to its expanded
    /// length.
    private static func padding(forLength length: Int) -> String {
        let target = Int((Double(length) * (1 + expansion(forLength: length))).rounded(.up))
        let count = max(0, target - length - 2)
        let cycle = Array(filler)
        return String(repeating: filler, count: count / cycle.count) + String(cycle.prefix(count % cycle.count))
    }

    private static let filler = " ōñé ţŵö ţĥŕéé ƒöûŕ ƒîvé šîх"

    private static let accents: [Character: Character] = [
        "a": "å", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "î", "j": "ĵ", "k": "ķ", "l": "ļ",
        "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ", "u": "û", "v": "ṽ", "w": "ŵ", "x": "ẋ",
        "y": "ý", "z": "ž", "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Î", "J": "Ĵ",
        "K": "Ķ", "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ", "S": "Š", "T": "Ţ", "U": "Û", "V": "Ṽ",
        "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]
}
