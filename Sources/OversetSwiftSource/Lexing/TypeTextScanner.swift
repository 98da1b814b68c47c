/// Reads a written type from the tokens, to find where it ends: `[String: Int]`, `some View`,
/// `@escaping (Int) -> Void`, `Binding<Int?>`, `Int...`, `any P & Q`, `Font.TextStyle.Type`.
///
/// The compiler's parse-only dump has every type field empty, so the text is the only record
/// of them. Operator tokens are read a character at a time where types split them (`?>` in
/// `Array<Int?>`, `>>` closing two generic lists). A suffix `?`/`!` must touch the type (as
/// Swift requires), so `x as? Int ?? 0` ends the type before `??`.
struct TypeTextScanner {
    private let tokens: SourceTokens
    private let limit: Int
    /// The current token.
    private(set) var index: Int
    /// Characters of the current (operator) token already read.
    private var consumed = 0
    /// One past the last byte read.
    private(set) var end: Int?
    private var nesting = 0

    /// Nested types deeper than this end the scan (the grammar is recursive).
    static let maximumNesting = 64

    /// The keywords that may begin a type (`some View`, `inout Int`).
    private static let specifiers: Set<String> = [
        "some", "any", "inout", "borrowing", "consuming", "isolated", "sending", "each", "repeat", "__owned", "__shared",
    ]

    init(tokens: SourceTokens, start: Int, limit: Int) {
        self.tokens = tokens
        self.index = start
        self.limit = limit
    }

    /// The next token to read from, after a type: the cursor to continue with.
    var nextToken: Int { consumed > 0 ? index + 1 : index }

    /// Reads one type; false when none starts here.
    mutating func scanType() -> Bool {
        guard nesting < Self.maximumNesting else { return false }
        nesting += 1
        defer { nesting -= 1 }
        while index < limit, consumed == 0 {
            if tokens[index].kind == .atSign, index + 1 < limit, tokens[index + 1].kind == .identifier {
                advanceToken(by: 2)
                if index < limit, tokens[index].kind == .leftParenthesis, tokens.isAttachedToPrevious(index), let close = tokens.partner(of: index) {
                    advanceToken(to: close + 1)
                }
            } else if tokens[index].kind == .identifier, Self.specifiers.contains(tokens.text(of: index)) {
                advanceToken(by: 1)
            } else {
                break
            }
        }
        guard index < limit, consumed == 0 else { return false }
        switch tokens[index].kind {
        case .identifier:
            advanceToken(by: 1)
            genericArguments()
            while index + 1 < limit, consumed == 0, tokens[index].kind == .period, tokens[index + 1].kind == .identifier {
                advanceToken(by: 2)
                genericArguments()
            }
        case .leftParenthesis, .leftBracket:
            guard let close = tokens.partner(of: index), close < limit else { return false }
            advanceToken(to: close + 1)
        default:
            return false
        }
        suffixes()
        while index < limit, consumed == 0, tokens[index].kind == .identifier, ["async", "throws", "rethrows"].contains(tokens.text(of: index)) {
            advanceToken(by: 1)
            if index < limit, tokens[index].kind == .leftParenthesis, tokens.isAttachedToPrevious(index), let close = tokens.partner(of: index) {
                advanceToken(to: close + 1)
            }
        }
        if isWholeOperator("->") || isWholeOperator("&") {
            advanceToken(by: 1)
            _ = scanType()
        }
        return true
    }

    /// Skips a generic parameter clause (`<T: Hashable, U>`) at the current token.
    mutating func skipAngleGroup() {
        guard currentCharacter == UInt8(ascii: "<") else { return }
        var depth = 0
        while let character = currentCharacter {
            if character == UInt8(ascii: "<") { depth += 1 }
            if character == UInt8(ascii: ">") { depth -= 1 }
            if tokens[index].kind == .operator { advanceCharacter() } else { advanceToken(by: 1) }
            if depth == 0 { return }
        }
    }

    private var currentCharacter: UInt8? {
        guard index < limit else { return nil }
        return tokens.bytes[Int(tokens[index].start) + consumed]
    }

    /// Whether the current character touches what was read before it.
    private var isAttached: Bool { consumed > 0 || tokens.isAttachedToPrevious(index) }

    private func isWholeOperator(_ text: String) -> Bool {
        index < limit && consumed == 0 && tokens[index].kind == .operator && tokens.text(of: index, is: text)
    }

    private mutating func advanceToken(by count: Int) { advanceToken(to: index + count) }

    private mutating func advanceToken(to next: Int) {
        end = Int(tokens[next - 1].end)
        index = next
        consumed = 0
    }

    private mutating func advanceCharacter() {
        consumed += 1
        end = Int(tokens[index].start) + consumed
        if Int(tokens[index].start) + consumed >= Int(tokens[index].end) {
            index += 1
            consumed = 0
        }
    }

    /// `<A, B>` right after a name.
    private mutating func genericArguments() {
        guard currentCharacter == UInt8(ascii: "<"), isAttached else { return }
        advanceCharacter()
        while scanType() {
            guard index < limit, consumed == 0, tokens[index].kind == .comma else { break }
            advanceToken(by: 1)
        }
        if currentCharacter == UInt8(ascii: ">") { advanceCharacter() }
    }

    /// `?`, `!`, `...`, `.Type`, `.Protocol`.
    private mutating func suffixes() {
        while let character = currentCharacter {
            if character == UInt8(ascii: "?") || character == UInt8(ascii: "!"), isAttached {
                advanceCharacter()
            } else if isWholeOperator("..."), isAttached {
                advanceToken(by: 1)
            } else if consumed == 0, tokens[index].kind == .period, index + 1 < limit, tokens[index + 1].kind == .identifier,
                tokens.text(of: index + 1, is: "Type") || tokens.text(of: index + 1, is: "Protocol")
            {
                advanceToken(by: 2)
            } else {
                return
            }
        }
    }
}

extension SourceTokens {
    /// The type written from token `start`: its text with white space runs as single spaces,
    /// and the token after it; nil when no type starts there.
    func type(at start: Int, limit: Int) -> (text: String, next: Int)? {
        var scanner = TypeTextScanner(tokens: self, start: start, limit: limit)
        guard start < limit, scanner.scanType(), let end = scanner.end else { return nil }
        return (spacedText(of: SourceRange(start: Int(tokens[start].start), end: end)), scanner.nextToken)
    }

    /// The bytes of `range` with each run of white space written as one space.
    func spacedText(of range: SourceRange) -> String {
        var result: [UInt8] = []
        var inSpace = false
        for byte in bytes[range.start..<min(range.end, bytes.count)] {
            if byte.isWhitespace {
                inSpace = true
            } else {
                if inSpace, !result.isEmpty { result.append(UInt8(ascii: " ")) }
                inSpace = false
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
