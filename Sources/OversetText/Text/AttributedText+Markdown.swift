extension AttributedText {
    /// Parses the inline Markdown that SwiftUI's `Text` renders into runs: `**bold**`,
    /// `__bold__`, `*italic*`, `_italic_`, `` `code` `` (monospaced), `~~strikethrough~~` and
    /// `[links](url)` (the link text is kept). Backslash escapes punctuation. Anything else,
    /// unclosed markers included, stays literal text.
    ///
    /// - Parameters:
    ///   - markdown: the source text.
    ///   - attributes: attributes of plain text; markers change weight, slant or font from these.
    /// - Complexity: O(n) for text without markers; nested markers rescan their contents.
    public init(markdown: String, attributes: TextAttributes = TextAttributes()) {
        var parser = InlineMarkdownParser(source: Array(markdown))
        self.init(runs: Self.merged(parser.parse(attributes)))
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
        return nil
    }

    /// `[text](destination)`: the text is kept, the destination dropped.
    private func link(_ text: ArraySlice<Character>, at index: Int) -> Span? {
        guard let close = text[(index + 1)...].firstIndex(of: "]"), close + 1 < text.endIndex,
            text[close + 1] == "(", let end = text[(close + 2)...].firstIndex(of: ")"), close > index + 1
        else { return nil }
        return Span(kind: .link, content: (index + 1)..<close, end: end + 1)
    }
}
