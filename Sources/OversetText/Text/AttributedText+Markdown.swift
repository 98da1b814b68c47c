extension AttributedText {
    /// Parses the inline Markdown that SwiftUI's `Text` renders into runs: `**bold**`,
    /// `__bold__`, `*italic*`, `_italic_`, `` `code` `` (monospaced), `~~strikethrough~~` and
    /// `[links](url)` (the link text is kept). Backslash escapes punctuation. Anything else,
    /// unclosed markers included, stays literal text.
    ///
    /// - Parameters:
    ///   - markdown: the source text.
    ///   - attributes: attributes of plain text; markers change weight, slant or font from these.
    /// - Complexity: O(n) for text without markers, and for unclosed markers however many (a
    ///   failed search for a closer is remembered); nested markers rescan their contents.
    public init(markdown: String, attributes: TextAttributes = TextAttributes()) {
        self.init(markdown: markdown, attributes: attributes, remembersMisses: true)
    }

    /// As above; without `remembersMisses` every search scans (the reference the tests hold the
    /// remembering parser to).
    init(markdown: String, attributes: TextAttributes, remembersMisses: Bool) {
        // Every marker and escape the parser reads starts with one of these bytes; text without
        // them is one literal run, found without splitting it into characters (issue 34: long
        // plain texts spent most of their time there).
        guard markdown.utf8.contains(where: Self.isMarkerByte) else {
            self.init(runs: markdown.isEmpty ? [] : [Run(markdown, attributes: attributes)])
            return
        }
        var parser = InlineMarkdownParser(source: Array(markdown), remembersMisses: remembersMisses)
        self.init(runs: Self.merged(parser.parse(attributes)))
    }

    /// Whether `byte` is `\`, `` ` ``, `*`, `_`, `~` or `[` in UTF-8.
    private static func isMarkerByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "["): true
        default: false
        }
    }

    /// Joins neighbouring runs whose attributes are equal.
    static func merged(_ runs: [Run]) -> [Run] {
        var result: [Run] = []
        for run in runs where !run.text.isEmpty {
            if let last = result.last, last.attributes == run.attributes {
                result[result.count - 1].text += run.text
            } else {
                result.append(run)
            }
        }
        return result
    }
}

/// A recursive-descent reader of SwiftUI's inline Markdown subset over characters.
private struct InlineMarkdownParser {
    let source: [Character]
    /// Searches that found no closer, so that each unclosed marker costs O(1) after the first
    /// ("*x " × 20,000 once took 42 s, every opener rescanning to the end).
    private let misses = Misses()

    /// Per marker, kind and end of the text searched: the earliest start whose search for a
    /// closer failed. A search from a later start visits the same positions with the same
    /// decisions (see `closed`), so it fails too.
    private final class Misses {
        struct Key: Hashable {
            var marker: String
            var isCode: Bool
            var end: Int
        }
        var earliestFailure: [Key: Int] = [:]
        /// Per character and end of text: the last search, from where, and what it found.
        var lastSearch: [Character: [Int: (from: Int, found: Int?)]] = [:]
    }

    private let remembersMisses: Bool

    init(source: [Character], remembersMisses: Bool) {
        self.source = source
        self.remembersMisses = remembersMisses
    }

    mutating func parse(_ attributes: TextAttributes) -> [AttributedText.Run] {
        parse(source[...], attributes)
    }

    private func parse(_ text: ArraySlice<Character>, _ attributes: TextAttributes) -> [AttributedText.Run] {
        var runs: [AttributedText.Run] = []
        var literal = ""
        func flush() {
            if !literal.isEmpty { runs.append(.init(literal, attributes: attributes)) }
            literal = ""
        }
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\\", index + 1 < text.endIndex, text[index + 1].isPunctuation || text[index + 1].isSymbol {
                literal.append(text[index + 1])
                index += 2
                continue
            }
            if let span = span(in: text, at: index) {
                flush()
                var inner = attributes
                switch span.kind {
                case .bold: inner.weight = .bold
                case .italic: inner.isItalic = true
                case .code: inner.font = .family("monospaced")
                case .strikethrough, .link: break
                }
                if span.kind == .code {
                    runs.append(.init(String(text[span.content]), attributes: inner))
                } else {
                    runs += parse(text[span.content], inner)
                }
                index = span.end
                continue
            }
            literal.append(character)
            index += 1
        }
        flush()
        return runs
    }

    private enum Kind { case bold, italic, code, strikethrough, link }

    private struct Span {
        var kind: Kind
        var content: Range<Int>
        var end: Int
    }

    /// The marked-up span that opens at `index`, if it is closed.
    private func span(in text: ArraySlice<Character>, at index: Int) -> Span? {
        let character = text[index]
        let next = index + 1 < text.endIndex ? text[index + 1] : nil
        switch character {
        case "`":
            return closed(text, from: index, marker: "`", kind: .code)
        case "*", "_":
            if next == character, let span = closed(text, from: index, marker: String(repeating: character, count: 2), kind: .bold) {
                return span
            }
            // Underscores inside a word are literal, as in CommonMark.
            if character == "_", index > text.startIndex, text[index - 1].isLetter || text[index - 1].isNumber { return nil }
            return closed(text, from: index, marker: String(character), kind: .italic)
        case "~" where next == "~":
            return closed(text, from: index, marker: "~~", kind: .strikethrough)
        case "[":
            return link(text, at: index)
        default:
            return nil
        }
    }

    /// A span from `index` to the next `marker` that closes it, with non-blank content.
    private func closed(_ text: ArraySlice<Character>, from index: Int, marker: String, kind: Kind) -> Span? {
        let marks = Array(marker)
        let contentStart = index + marks.count
        guard contentStart < text.endIndex, !text[contentStart].isWhitespace else { return nil }
        // A single marker's search skips runs of it (from a run's first marker). A search whose
        // first position is inside a run would see that run differently; any other visits what an
        // earlier failed search visited, from there on, with the same decisions.
        let startsInsideRun =
            marks.count == 1 && text[contentStart] == marks[0] && contentStart + 1 < text.endIndex && text[contentStart + 1] == marks[0]
        let sharesMisses = remembersMisses && !startsInsideRun
        let key = Misses.Key(marker: marker, isCode: kind == .code, end: text.endIndex)
        if sharesMisses, let failed = misses.earliestFailure[key], failed <= contentStart { return nil }
        var cursor = contentStart + 1
        while cursor + marks.count <= text.endIndex {
            if kind != .code, text[cursor - 1] == "\\" {
                cursor += 1
                continue
            }
            if marks.count == 1, kind == .italic, text[cursor] == marks[0] {
                // A single marker is never half of a double one (`*a **b** c*`): skip the pair.
                var runEnd = cursor
                while runEnd < text.endIndex, text[runEnd] == marks[0] { runEnd += 1 }
                if runEnd - cursor > 1 {
                    cursor = runEnd
                    continue
                }
            }
            if Array(text[cursor..<cursor + marks.count]) == marks, !text[cursor - 1].isWhitespace {
                return Span(kind: kind, content: contentStart..<cursor, end: cursor + marks.count)
            }
            cursor += 1
        }
        if sharesMisses { misses.earliestFailure[key] = min(misses.earliestFailure[key] ?? .max, contentStart) }
        return nil
    }

    /// `[text](destination)`: the text is kept, the destination dropped.
    private func link(_ text: ArraySlice<Character>, at index: Int) -> Span? {
        guard let close = first(of: "]", in: text, from: index + 1), close + 1 < text.endIndex,
            text[close + 1] == "(", let end = first(of: ")", in: text, from: close + 2), close > index + 1
        else { return nil }
        return Span(kind: .link, content: (index + 1)..<close, end: end + 1)
    }

    /// The first `character` in `text` from `start`, remembering the last answer: a later start
    /// at or before it has the same answer, so many unclosed "[" or "(" do not each scan on.
    private func first(of character: Character, in text: ArraySlice<Character>, from start: Int) -> Int? {
        if remembersMisses, let last = misses.lastSearch[character]?[text.endIndex], last.from <= start, start <= (last.found ?? .max) {
            return last.found
        }
        let found = start < text.endIndex ? text[start...].firstIndex(of: character) : nil
        misses.lastSearch[character, default: [:]][text.endIndex] = (start, found)
        return found
    }
}
