/// A token of Swift source, as `SwiftLexer` cuts it: a kind and a byte range.
///
/// A string literal is one `.string` token covering it all (quotes and hashes included); the
/// tokens of its interpolations follow it, inside its range, each interpolation between a
/// `.leftParenthesis` and a `.rightParenthesis` (the "(" after "\" and the ")" closing it).
struct Token: Hashable, Sendable {
    enum Kind: UInt8, Hashable, Sendable {
        /// A name or keyword: `Text`, `let`, `_`, `$0`, `` `default` `` (backticks kept).
        case identifier
        case number
        case string
        /// `#if`, `#Preview`, `#available`: "#" and the name.
        case poundKeyword
        /// An operator: `+`, `==`, `?`, `!`, `...`, `->`, `=`, `&`.
        case `operator`
        case leftParenthesis
        case rightParenthesis
        case leftBracket
        case rightBracket
        case leftBrace
        case rightBrace
        case comma
        case colon
        case semicolon
        /// "." for members (not the dot of an operator such as `...`).
        case period
        case atSign
        case backslash
        /// A byte that starts no token (a stray "#", a control character).
        case unknown
    }

    var kind: Kind
    /// The offset of the first byte.
    var start: Int32
    /// One past the last byte.
    var end: Int32

    var range: SourceRange { SourceRange(start: Int(start), end: Int(end)) }

    var isOpeningBracket: Bool { kind == .leftParenthesis || kind == .leftBracket || kind == .leftBrace }
    var isClosingBracket: Bool { kind == .rightParenthesis || kind == .rightBracket || kind == .rightBrace }
}

extension UInt8 {
    /// Letters, digits, "_", "$" and every non-ASCII byte (Swift's identifier characters are
    /// mostly outside ASCII; its few non-ASCII operator characters are rare enough to ignore).
    var isIdentifierByte: Bool {
        (self >= 0x61 && self <= 0x7A) || (self >= 0x41 && self <= 0x5A) || (self >= 0x30 && self <= 0x39) || self == 0x5F
            || self == 0x24 || self >= 0x80
    }

    var isDigit: Bool { self >= 0x30 && self <= 0x39 }

    /// Swift's ASCII operator characters, "." included (it may only continue an operator that
    /// starts with one).
    var isOperatorByte: Bool {
        switch self {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
            UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
            UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    var isLineBreak: Bool { self == UInt8(ascii: "\n") || self == UInt8(ascii: "\r") }

    var isWhitespace: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D || self == 0x0B || self == 0x0C || self == 0x00 }
}
