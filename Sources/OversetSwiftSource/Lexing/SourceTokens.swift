/// A file's bytes and tokens, with each bracket's partner, for reading text back by position.
struct SourceTokens {
    let bytes: [UInt8]
    let tokens: [Token]
    /// Comment ranges, in order.
    let comments: [SourceRange]
    /// For each opening or closing bracket token, the index of its partner, or -1 (unmatched,
    /// or not a bracket).
    private let partners: [Int32]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        (tokens, comments) = SwiftLexer.tokenize(bytes)
        var partners = [Int32](repeating: -1, count: tokens.count)
        var open: [Int] = []
        for (index, token) in tokens.enumerated() {
            if token.isOpeningBracket {
                open.append(index)
            } else if token.isClosingBracket, let last = open.last, Self.pairs(tokens[last].kind, token.kind) {
                open.removeLast()
                partners[last] = Int32(index)
                partners[index] = Int32(last)
            }
        }
        self.partners = partners
    }

    private static func pairs(_ opening: Token.Kind, _ closing: Token.Kind) -> Bool {
        switch (opening, closing) {
        case (.leftParenthesis, .rightParenthesis), (.leftBracket, .rightBracket), (.leftBrace, .rightBrace): return true
        default: return false
        }
    }

    var count: Int { tokens.count }

    subscript(index: Int) -> Token { tokens[index] }

    /// The partner of the bracket at `index`, or nil.
    func partner(of index: Int) -> Int? {
        guard index >= 0, index < tokens.count, partners[index] >= 0 else { return nil }
        return Int(partners[index])
    }

    /// The index of the first token starting at or after `offset` (`count` when none does).
    ///
    /// - Complexity: O(log *tokens*).
    func firstToken(atOrAfter offset: Int) -> Int {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if Int(tokens[middle].start) < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The index of the token starting exactly at `offset`, or nil.
    func token(startingAt offset: Int) -> Int? {
        let index = firstToken(atOrAfter: offset)
        return index < tokens.count && Int(tokens[index].start) == offset ? index : nil
    }

    /// The end of the token that starts at `offset`. The compiler's ranges end at the start of
    /// their last token; this turns such an end into the end of that token.
    func endOfToken(startingAt offset: Int) -> Int {
        guard let index = token(startingAt: offset) else { return min(offset + 1, bytes.count) }
        return Int(tokens[index].end)
    }

    /// Whether the token's text is `text` (an identifier's backticks ignored).
    func text(of index: Int, is text: String) -> Bool {
        var start = Int(tokens[index].start)
        var end = Int(tokens[index].end)
        if tokens[index].kind == .identifier, end - start >= 2, bytes[start] == UInt8(ascii: "`") {
            start += 1
            end -= 1
        }
        guard end - start == text.utf8.count else { return false }
        var offset = start
        for byte in text.utf8 {
            guard bytes[offset] == byte else { return false }
            offset += 1
        }
        return true
    }

    /// The token's text (an identifier's backticks removed).
    func text(of index: Int) -> String {
        var range = tokens[index].range
        if tokens[index].kind == .identifier, range.end - range.start >= 2, bytes[range.start] == UInt8(ascii: "`") {
            range = SourceRange(start: range.start + 1, end: range.end - 1)
        }
        return text(of: range)
    }

    func text(of range: SourceRange) -> String {
        String(decoding: bytes[max(0, range.start)..<min(range.end, bytes.count)], as: UTF8.self)
    }

    /// The text from the start of token `first` to the end of token `last`, with every run of
    /// white space between tokens written as one space and comments left out: how a type or a
    /// condition reads when quoted.
    func spacedText(from first: Int, through last: Int) -> String {
        guard first <= last, first < tokens.count else { return "" }
        var result = ""
        for index in first...min(last, tokens.count - 1) {
            if index > first, tokens[index].start > tokens[index - 1].end { result += " " }
            result += text(of: tokens[index].range)
        }
        return result
    }

    /// Whether there is nothing (no space, no comment) between token `index` and the one before.
    func isAttachedToPrevious(_ index: Int) -> Bool {
        index > 0 && index < tokens.count && tokens[index].start == tokens[index - 1].end
    }
}
