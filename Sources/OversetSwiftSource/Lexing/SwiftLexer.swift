/// Cuts Swift source into tokens, comments and string literals, well enough to find directives
/// outside comments and strings, to place the compiler's expressions (which its parse-only dump
/// gives no ranges) and to read the text of types (which it leaves out).
///
/// It is not a validating lexer: what it does not recognise becomes `.unknown`, and an
/// unterminated comment or string ends at the end of the file (or, for a one-line string, of
/// the line). String interpolations nest through an explicit stack, not recursion, so no input
/// can exhaust the call stack.
struct SwiftLexer {
    /// What the lexer is inside.
    private enum Context {
        /// Code; `parenthesisDepth` counts open "(" inside an interpolation, whose ")" at depth
        /// 0 returns to the string.
        case code(isInterpolation: Bool, parenthesisDepth: Int)
        /// A string literal whose token is `tokens[token]`.
        case string(token: Int, hashes: Int, isMultiline: Bool)
    }

    private let bytes: [UInt8]
    private var index = 0
    private var tokens: [Token] = []
    private var comments: [SourceRange] = []
    private var stack: [Context] = [.code(isInterpolation: false, parenthesisDepth: 0)]

    /// The tokens of `bytes`, and the ranges of its comments.
    ///
    /// - Complexity: O(*n*) in the bytes.
    static func tokenize(_ bytes: [UInt8]) -> (tokens: [Token], comments: [SourceRange]) {
        var lexer = SwiftLexer(bytes: bytes)
        lexer.run()
        return (lexer.tokens, lexer.comments)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        if bytes.dropFirst(index).starts(with: [UInt8(ascii: "#"), UInt8(ascii: "!")]) { skipLine() }
    }

    private mutating func run() {
        while index < bytes.count {
            switch stack[stack.count - 1] {
            case .string(let token, let hashes, let isMultiline):
                scanString(token: token, hashes: hashes, isMultiline: isMultiline)
            case .code(let isInterpolation, let depth):
                skipTrivia()
                guard index < bytes.count else { break }
                lexToken(isInterpolation: isInterpolation, depth: depth)
            }
        }
        // Whatever is still open ends with the file.
        for context in stack {
            if case .string(let token, _, _) = context { tokens[token].end = Int32(bytes.count) }
        }
    }

    private func byte(at offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    private mutating func emit(_ kind: Token.Kind, from start: Int) {
        tokens.append(Token(kind: kind, start: Int32(start), end: Int32(index)))
    }

    private mutating func skipLine() {
        while index < bytes.count, !bytes[index].isLineBreak { index += 1 }
    }

    /// Skips white space and comments (block comments nest, as in Swift).
    private mutating func skipTrivia() {
        while index < bytes.count {
            let current = bytes[index]
            if current.isWhitespace {
                index += 1
            } else if current == UInt8(ascii: "/"), byte(at: index + 1) == UInt8(ascii: "/") {
                let start = index
                skipLine()
                comments.append(SourceRange(start: start, end: index))
            } else if current == UInt8(ascii: "/"), byte(at: index + 1) == UInt8(ascii: "*") {
                let start = index
                index += 2
                var depth = 1
                while index < bytes.count, depth > 0 {
                    if bytes[index] == UInt8(ascii: "/"), byte(at: index + 1) == UInt8(ascii: "*") {
                        depth += 1
                        index += 2
                    } else if bytes[index] == UInt8(ascii: "*"), byte(at: index + 1) == UInt8(ascii: "/") {
                        depth -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                }
                comments.append(SourceRange(start: start, end: min(index, bytes.count)))
            } else {
                return
            }
        }
    }

    private mutating func lexToken(isInterpolation: Bool, depth: Int) {
        let start = index
        let current = bytes[index]
        switch current {
        case UInt8(ascii: "\""):
            beginString(at: start, hashes: 0)
        case UInt8(ascii: "#"):
            var hashes = 0
            while byte(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
            if byte(at: index + hashes) == UInt8(ascii: "\"") {
                index += hashes
                beginString(at: start, hashes: hashes)
            } else if byte(at: index + 1).isIdentifierByte, !byte(at: index + 1).isDigit {
                index += 1
                while index < bytes.count, bytes[index].isIdentifierByte { index += 1 }
                emit(.poundKeyword, from: start)
            } else {
                index += 1
                emit(.unknown, from: start)
            }
        case UInt8(ascii: "`"):
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "`"), !bytes[index].isLineBreak { index += 1 }
            if byte(at: index) == UInt8(ascii: "`") { index += 1 }
            emit(.identifier, from: start)
        case UInt8(ascii: "("):
            index += 1
            emit(.leftParenthesis, from: start)
            if isInterpolation { stack[stack.count - 1] = .code(isInterpolation: true, parenthesisDepth: depth + 1) }
        case UInt8(ascii: ")"):
            index += 1
            emit(.rightParenthesis, from: start)
            if isInterpolation {
                if depth == 0 { stack.removeLast() } else { stack[stack.count - 1] = .code(isInterpolation: true, parenthesisDepth: depth - 1) }
            }
        case UInt8(ascii: "."):
            if byte(at: index + 1).isOperatorByte {
                while index < bytes.count, bytes[index].isOperatorByte, !startsComment(at: index) { index += 1 }
                emit(.operator, from: start)
            } else {
                index += 1
                emit(.period, from: start)
            }
        default:
            if let kind = Self.punctuation[Int(current)] {
                index += 1
                emit(kind, from: start)
            } else if current.isDigit {
                lexNumber()
                emit(.number, from: start)
            } else if current.isIdentifierByte {
                while index < bytes.count, bytes[index].isIdentifierByte { index += 1 }
                emit(.identifier, from: start)
            } else if current.isOperatorByte {
                // An operator that does not start with "." cannot contain one: `x?.y` is `?` `.`.
                while index < bytes.count, bytes[index].isOperatorByte, bytes[index] != UInt8(ascii: "."), !startsComment(at: index) {
                    index += 1
                }
                emit(.operator, from: start)
            } else {
                index += 1
                emit(.unknown, from: start)
            }
        }
    }

    private static let punctuation: [Token.Kind?] = {
        var table = [Token.Kind?](repeating: nil, count: 256)
        table[Int(UInt8(ascii: "["))] = .leftBracket
        table[Int(UInt8(ascii: "]"))] = .rightBracket
        table[Int(UInt8(ascii: "{"))] = .leftBrace
        table[Int(UInt8(ascii: "}"))] = .rightBrace
        table[Int(UInt8(ascii: ","))] = .comma
        table[Int(UInt8(ascii: ":"))] = .colon
        table[Int(UInt8(ascii: ";"))] = .semicolon
        table[Int(UInt8(ascii: "@"))] = .atSign
        table[Int(UInt8(ascii: "\\"))] = .backslash
        return table
    }()

    private func startsComment(at offset: Int) -> Bool {
        bytes[offset] == UInt8(ascii: "/") && (byte(at: offset + 1) == UInt8(ascii: "/") || byte(at: offset + 1) == UInt8(ascii: "*"))
    }

    /// Digits, "_", a radix prefix, a fraction and an exponent. Right after a "." (a tuple
    /// element, `pair.0.1`) only the integer part is read.
    private mutating func lexNumber() {
        let afterPeriod = tokens.last.map { $0.kind == .period && Int($0.end) == index } ?? false
        let isHexadecimal = bytes[index] == UInt8(ascii: "0") && (byte(at: index + 1) == UInt8(ascii: "x"))
        if bytes[index] == UInt8(ascii: "0"), [UInt8(ascii: "x"), UInt8(ascii: "o"), UInt8(ascii: "b")].contains(byte(at: index + 1)) {
            index += 2
        }
        func isBodyByte(_ value: UInt8) -> Bool {
            value.isDigit || value == UInt8(ascii: "_")
                || (isHexadecimal && ((value >= 0x61 && value <= 0x66) || (value >= 0x41 && value <= 0x46)))
        }
        while index < bytes.count, isBodyByte(bytes[index]) { index += 1 }
        guard !afterPeriod else { return }
        if byte(at: index) == UInt8(ascii: "."), byte(at: index + 1).isDigit || (isHexadecimal && isBodyByte(byte(at: index + 1))) {
            index += 1
            while index < bytes.count, isBodyByte(bytes[index]) { index += 1 }
        }
        let exponent: [UInt8] = isHexadecimal ? [UInt8(ascii: "p"), UInt8(ascii: "P")] : [UInt8(ascii: "e"), UInt8(ascii: "E")]
        if exponent.contains(byte(at: index)) {
            var next = index + 1
            if byte(at: next) == UInt8(ascii: "+") || byte(at: next) == UInt8(ascii: "-") { next += 1 }
            if byte(at: next).isDigit {
                index = next
                while index < bytes.count, bytes[index].isDigit || bytes[index] == UInt8(ascii: "_") { index += 1 }
            }
        }
    }

    /// At the opening quote (after any "#"s): emits the string's token and enters it.
    private mutating func beginString(at start: Int, hashes: Int) {
        let isMultiline = byte(at: index + 1) == UInt8(ascii: "\"") && byte(at: index + 2) == UInt8(ascii: "\"")
        index += isMultiline ? 3 : 1
        emit(.string, from: start)
        stack.append(.string(token: tokens.count - 1, hashes: hashes, isMultiline: isMultiline))
    }

    /// Reads string content up to the closing delimiter (which ends the token) or an
    /// interpolation (which is lexed as code until its ")").
    private mutating func scanString(token: Int, hashes: Int, isMultiline: Bool) {
        while index < bytes.count {
            let current = bytes[index]
            if !isMultiline, current.isLineBreak { break }
            if current == UInt8(ascii: "\""), closesString(at: index, hashes: hashes, isMultiline: isMultiline) {
                index += (isMultiline ? 3 : 1) + hashes
                tokens[token].end = Int32(index)
                stack.removeLast()
                return
            }
            if current == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ byte(at: index + 1 + $0) == UInt8(ascii: "#") }) {
                let afterEscape = index + 1 + hashes
                if byte(at: afterEscape) == UInt8(ascii: "(") {
                    index = afterEscape + 1
                    tokens.append(Token(kind: .leftParenthesis, start: Int32(afterEscape), end: Int32(index)))
                    stack.append(.code(isInterpolation: true, parenthesisDepth: 0))
                    return
                }
                // An escaped character (or, in a multi-line string, a line continuation).
                index = afterEscape + 1
                continue
            }
            index += 1
        }
        // Unterminated: a one-line string ends at its line, a multi-line one with the file.
        tokens[token].end = Int32(index)
        stack.removeLast()
    }

    private func closesString(at offset: Int, hashes: Int, isMultiline: Bool) -> Bool {
        var next = offset + 1
        if isMultiline {
            guard byte(at: next) == UInt8(ascii: "\""), byte(at: next + 1) == UInt8(ascii: "\"") else { return false }
            next += 2
        }
        return (0..<hashes).allSatisfy { byte(at: next + $0) == UInt8(ascii: "#") }
    }
}
