/// A localized format string ("%lld favorites", "Endet in %@", "%1$@ and %2$lld others"): its
/// literal text and its printf-style specifiers, as `String(format:)` and SwiftUI's
/// `LocalizedStringKey` interpolation read them.
///
/// An audit lays out a keyed text with a sample value in place of each specifier: what the user
/// sees is "1234567 favorites", never "%lld favorites" (issue 14).
struct FormatString: Hashable, Sendable {
    /// A run of literal text, or one specifier.
    enum Segment: Hashable, Sendable {
        case literal(String)
        case specifier(Specifier)
    }

    /// `%[n$][flags][width][.precision][length]conversion`.
    struct Specifier: Hashable, Sendable {
        /// The 1-based argument position of `%2$@`; nil for a sequential specifier.
        var position: Int?
        var flags: String
        var precision: Int?
        /// The length modifier as written (`ll` of `%lld`; empty for none): with the conversion, the
        /// argument's type, which the translation checks compare.
        var length = ""
        /// `@ d i u o x X f F e E g G a A c C s S p`.
        var conversion: Character
    }

    var segments: [Segment]

    init(segments: [Segment]) {
        self.segments = segments
    }

    /// Parses `text`. Anything that is not a well-formed specifier stays literal (a lone "%",
    /// "100%"), as SwiftUI shows it; "%%" is a literal "%".
    init(_ text: String) {
        // Without a "%" the whole text is one literal, found without walking its characters.
        guard text.utf8.contains(UInt8(ascii: "%")) else {
            self.segments = text.isEmpty ? [] : [.literal(text)]
            return
        }
        var segments: [Segment] = []
        var literal = ""
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index] == "%" else {
                literal.append(text[index])
                index = text.index(after: index)
                continue
            }
            let next = text.index(after: index)
            if next < text.endIndex, text[next] == "%" {
                literal.append("%")
                index = text.index(after: next)
            } else if let (specifier, end) = Self.specifier(in: text, after: next) {
                if !literal.isEmpty { segments.append(.literal(literal)) }
                literal = ""
                segments.append(.specifier(specifier))
                index = end
            } else {
                literal.append("%")
                index = next
            }
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        self.segments = segments
    }

    /// How many specifiers the text has.
    var specifierCount: Int { segments.count { if case .specifier = $0 { true } else { false } } }

    /// The text with each specifier replaced by `arguments[i]` (its argument's position), else by
    /// the default sample for its conversion (`FormatString.sample(for:)`).
    func formatted(with arguments: [String]) -> String {
        var next = 0
        var result = ""
        for segment in segments {
            switch segment {
            case .literal(let text): result += text
            case .specifier(let specifier):
                let index: Int
                if let position = specifier.position {
                    index = position - 1
                } else {
                    index = next
                    next += 1
                }
                result += index < arguments.count ? arguments[index] : Self.sample(for: specifier)
            }
        }
        return result
    }

    /// The format string with its literal segments passed through `transform`
    /// (pseudo-localization), its specifiers untouched.
    func mappingLiterals(_ transform: (String) -> String) -> FormatString {
        var copy = self
        copy.segments = segments.map { segment in
            if case .literal(let text) = segment { return .literal(transform(text)) }
            return segment
        }
        return copy
    }

    /// The literal text's length in characters (what pseudo-localization expands).
    var literalLength: Int {
        segments.reduce(0) { total, segment in
            if case .literal(let text) = segment { return total + text.count }
            return total
        }
    }

    private static let lengthModifiers: Set<Character> = ["h", "l", "q", "z", "t", "j", "L"]
    private static let conversions: Set<Character> = ["@", "d", "i", "u", "o", "x", "X", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C", "s", "S", "p"]
    // Not " " or "#": "50% off" and an unresolved "%#@name@" stay as written.
    private static let flagCharacters: Set<Character> = ["-", "+", "0", "'"]

    /// The specifier whose text starts just after a "%" at `start`, and where it ends.
    private static func specifier(in text: String, after start: String.Index) -> (Specifier, String.Index)? {
        var index = start
        func digits() -> Int? {
            var value = 0
            var any = false
            while index < text.endIndex, let digit = text[index].wholeNumberValue, text[index].isASCII {
                // Bounded: a position or precision of more than four digits is not a specifier.
                guard value < 1000 else { return nil }
                value = value * 10 + digit
                any = true
                index = text.index(after: index)
            }
            return any ? value : nil
        }
        var position: Int?
        let afterPercent = index
        if let number = digits(), index < text.endIndex, text[index] == "$", number > 0 {
            position = number
            index = text.index(after: index)
        } else {
            index = afterPercent
        }
        var flags = ""
        while index < text.endIndex, flagCharacters.contains(text[index]) {
            flags.append(text[index])
            index = text.index(after: index)
        }
        _ = digits()
        var precision: Int?
        if index < text.endIndex, text[index] == "." {
            index = text.index(after: index)
            precision = digits() ?? 0
        }
        var length = ""
        while index < text.endIndex, lengthModifiers.contains(text[index]) {
            length.append(text[index])
            index = text.index(after: index)
        }
        guard index < text.endIndex, conversions.contains(text[index]) else { return nil }
        let conversion = text[index]
        return (
            Specifier(position: position, flags: flags, precision: precision, length: length, conversion: conversion), text.index(after: index)
        )
    }
}
