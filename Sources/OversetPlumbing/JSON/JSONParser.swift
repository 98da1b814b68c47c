/// A JSON (RFC 8259) parser from bytes straight to `JSONTree`, in one linear pass.
///
/// Foundation's `JSONDecoder` took 4.9 s and 230 MB for a 24 MB spec (each value tried as a
/// bool, a number and a string, each failure an error) and kept the first of two equal keys
/// silently. This parser refuses a repeated key, naming it and where (unless told to ignore an
/// equal repetition, for the compiler's dump), and leaves other syntax
/// errors to be described by `JSONSerialization` (`JSONTree.decode`).
struct JSONParser {
    /// Why parsing stopped: a repeated key (described here), or any other syntax error, with the
    /// byte offset where the parser stopped (for the message's line and column).
    enum Failure: Error {
        case repeatedKey(String, offset: Int)
        case syntax(offset: Int)
    }

    /// Nesting deeper than this is refused, as `JSONSerialization` refuses it.
    static let maximumDepth = 512

    private let bytes: UnsafeBufferPointer<UInt8>
    private let repeatedKeys: JSONRepeatedKeys
    private var index = 0
    private var depth = 0

    /// Parses one JSON document from `bytes` (a UTF-8 byte order mark first is skipped).
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, repeatedKeys: JSONRepeatedKeys = .refused) throws(Failure) -> JSONTree {
        var parser = JSONParser(bytes: bytes, repeatedKeys: repeatedKeys)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw .syntax(offset: parser.index) }
        return value
    }

    /// Hands `visit` each member of the JSON object `bytes` holds, in order (its name as the
    /// bytes between the quotes, its value as `parse` reads it), when every value is a string, a
    /// number, a boolean or null and no name has an escape or a byte outside printable ASCII.
    /// Returns false for any other document (nested values, such names, a syntax error, anything
    /// after the object) or as soon as `visit` does: the caller then parses the document whole,
    /// for its tree or its error. Members already visited are then to be forgotten.
    ///
    /// A flat object read this way makes no dictionary of its members and no string of their
    /// names (`measure --jsonl` reads one per line).
    ///
    /// - Complexity: O(*n*) in the bytes.
    static func visitFlatObject(_ bytes: UnsafeBufferPointer<UInt8>, _ visit: (UnsafeBufferPointer<UInt8>, JSONTree) -> Bool) -> Bool {
        var parser = JSONParser(bytes: bytes, repeatedKeys: .refused)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        do throws(Failure) {
            return try parser.flatObject(visit)
        } catch {
            return false
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, repeatedKeys: JSONRepeatedKeys) {
        self.bytes = bytes
        self.repeatedKeys = repeatedKeys
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    private mutating func value() throws(Failure) -> JSONTree {
        skipWhitespace()
        guard index < bytes.count else { throw .syntax(offset: index) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return .number(try number())
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONTree) throws(Failure) -> JSONTree {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw .syntax(offset: index) }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { throw .syntax(offset: index) }
        index += count
        return value
    }

    private mutating func object() throws(Failure) -> JSONTree {
        depth += 1
        guard depth <= Self.maximumDepth else { throw .syntax(offset: index) }
        defer { depth -= 1 }
        index += 1
        // Room for a few members at once: growing from empty rehashed a four-key `measure
        // --jsonl` request three times.
        var members = [String: JSONTree](minimumCapacity: 4)
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw .syntax(offset: index) }
            let keyOffset = index
            let key = try string()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw .syntax(offset: index) }
            index += 1
            let member = try value()
            if let kept = members.updateValue(member, forKey: key), repeatedKeys == .refused || kept != member {
                throw .repeatedKey(key, offset: keyOffset)
            }
            skipWhitespace()
            guard index < bytes.count else { throw .syntax(offset: index) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            } else {
                throw .syntax(offset: index)
            }
        }
    }

    /// `visitFlatObject`'s pass: the object from `index` to the end of the bytes.
    private mutating func flatObject(_ visit: (UnsafeBufferPointer<UInt8>, JSONTree) -> Bool) throws(Failure) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return false }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
        } else {
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return false }
                let nameStart = index + 1
                index = nameStart
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    // A name with an escape or a byte outside printable ASCII goes the long way: its bytes are not its text.
                    guard (0x20..<0x7F).contains(bytes[index]), bytes[index] != UInt8(ascii: "\\") else { return false }
                    index += 1
                }
                guard index < bytes.count else { return false }
                let name = UnsafeBufferPointer(rebasing: bytes[nameStart..<index])
                index += 1
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
                index += 1
                skipWhitespace()
                guard index < bytes.count, bytes[index] != UInt8(ascii: "{"), bytes[index] != UInt8(ascii: "[") else { return false }
                guard visit(name, try value()) else { return false }
                skipWhitespace()
                guard index < bytes.count else { return false }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    break
                } else {
                    return false
                }
            }
        }
        skipWhitespace()
        return index == bytes.count
    }

    private mutating func array() throws(Failure) -> JSONTree {
        depth += 1
        guard depth <= Self.maximumDepth else { throw .syntax(offset: index) }
        defer { depth -= 1 }
        index += 1
        var items: [JSONTree] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            items.append(try value())
            skipWhitespace()
            guard index < bytes.count else { throw .syntax(offset: index) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            } else {
                throw .syntax(offset: index)
            }
        }
    }

    /// A string from its opening quote; the text between escapes is checked as UTF-8.
    private mutating func string() throws(Failure) -> String {
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return try Self.validated(UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), offset: index - 1)
            }
            guard byte >= 0x20 else { throw .syntax(offset: index) }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            index += 1
        }
        throw .syntax(offset: index)
    }

    /// The rest of a string that has escapes, from its first backslash (at `index`): its bytes
    /// gathered with each escape's UTF-8, then checked once, rather than a string grown run by run
    /// (catalogs with thousands of `\u` escapes spent most of their reading there, issue 34).
    private mutating func escapedString(from start: Int) throws(Failure) -> String {
        var gathered = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return try gathered.withUnsafeBufferPointer { buffer throws(Failure) in try Self.validated(buffer, offset: index - 1) }
            }
            guard byte >= 0x20 else { throw .syntax(offset: index) }
            if byte == UInt8(ascii: "\\") {
                index += 1
                gathered += UTF8.encode(try escape())!
            } else {
                gathered.append(byte)
                index += 1
            }
        }
        throw .syntax(offset: index)
    }

    /// `bytes` as a string when they are UTF-8; a syntax error at `offset` when they are not.
    /// Decoding repairs what is not UTF-8, so the bytes are UTF-8 exactly when the decoded
    /// string's are the same (without `String(validating:)`'s generic path).
    private static func validated(_ bytes: UnsafeBufferPointer<UInt8>, offset: Int) throws(Failure) -> String {
        var string = String(decoding: bytes, as: UTF8.self)
        // ASCII is UTF-8 as it stands; other bytes are compared in place (`withUTF8`), not
        // through the UTF-8 view's iterator.
        guard !bytes.allSatisfy({ $0 < 0x80 }) else { return string }
        guard string.utf8.count == bytes.count, string.withUTF8({ $0.elementsEqual(bytes) }) else { throw .syntax(offset: offset) }
        return string
    }

    /// The character an escape stands for, from the byte after the backslash.
    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        guard index < bytes.count else { throw .syntax(offset: index) }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            if (0xD800...0xDBFF).contains(unit) {
                // A high surrogate must be followed by an escaped low one.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { throw .syntax(offset: index) }
                index += 2
                let low = try hexUnit()
                guard (0xDC00...0xDFFF).contains(low) else { throw .syntax(offset: index) }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(unit) else { throw .syntax(offset: index) }
            return scalar
        default:
            throw .syntax(offset: index)
        }
    }

    private mutating func hexUnit() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw .syntax(offset: index) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw .syntax(offset: index)
            }
            value = value * 16 + UInt32(digit)
            index += 1
        }
        return value
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, which must be a finite double.
    private mutating func number() throws(Failure) -> Double {
        let start = index
        func digits() -> Int {
            let first = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - first
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else { throw .syntax(offset: index) }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw .syntax(offset: index) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw .syntax(offset: index) }
        }
        if let number = Self.exactDecimal(UnsafeBufferPointer(rebasing: bytes[start..<index])) { return number }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let number = Double(text), number.isFinite else { throw .syntax(offset: index) }
        return number
    }

    /// The value of a JSON number of at most 15 digits whose decimal exponent (after the digits
    /// of its fraction) is within ±22, or nil for another number: Clinger's fast path, which
    /// `strtod` takes too. Such digits are an integer below 2⁵³ and such a power of ten is exact
    /// in a `Double`, so one multiplication or division rounds the exact value correctly, as
    /// `Double(String)` does, without making a `String` (a `measure --jsonl` line has a few
    /// numbers; `JSONParserTests` compares both ways bit for bit).
    ///
    /// - Parameter text: a number the JSON grammar accepts.
    static func exactDecimal(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        let isNegative = text.first == UInt8(ascii: "-")
        if isNegative { index += 1 }
        var digits: UInt64 = 0
        var digitCount = 0
        var fractionDigits = 0
        var inFraction = false
        while index < text.count, text[index] != UInt8(ascii: "e"), text[index] != UInt8(ascii: "E") {
            if text[index] == UInt8(ascii: ".") {
                inFraction = true
            } else {
                digitCount += 1
                guard digitCount <= 15 else { return nil }
                digits = digits * 10 + UInt64(text[index] - UInt8(ascii: "0"))
                if inFraction { fractionDigits += 1 }
            }
            index += 1
        }
        var exponent = 0
        if index < text.count {
            index += 1
            let isNegativeExponent = text[index] == UInt8(ascii: "-")
            if text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") { index += 1 }
            guard text.count - index <= 3 else { return nil }
            while index < text.count {
                exponent = exponent * 10 + Int(text[index] - UInt8(ascii: "0"))
                index += 1
            }
            if isNegativeExponent { exponent = -exponent }
        }
        let scale = exponent - fractionDigits
        guard abs(scale) < exactPowersOfTen.count else { return nil }
        let magnitude = scale >= 0 ? Double(digits) * exactPowersOfTen[scale] : Double(digits) / exactPowersOfTen[-scale]
        return isNegative ? -magnitude : magnitude
    }

    /// 10⁰ through 10²², every one exact in a `Double`.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21,
        1e22,
    ]
}

/// What a key given twice in one object means.
package enum JSONRepeatedKeys: Sendable {
    /// An error: in a file a person wrote, the second value would silently win or lose.
    case refused
    /// Ignored when the values are equal, refused when they differ: for a machine's output known
    /// to repeat a key with the same value (the compiler's parse dump writes a generic
    /// declaration's `where_requirements` twice).
    case equalIgnored
}
