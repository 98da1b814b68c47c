/// A JSON value written with its keys in the order given, so that output is stable and reads in
/// the order the documentation lists (audit reports, layout trees, `overset measure`).
package enum JSONValue: Sendable {
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([(String, JSONValue)])
    case null

    /// Compact JSON text.
    package var text: String {
        var output: [UInt8] = []
        write(to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the compact JSON text's UTF-8 to `output`: a byte buffer grows with far less
    /// work per piece than a `String` (`measure --jsonl` writes a few hundred pieces per line).
    ///
    /// - Complexity: O(n) in the length of the text.
    package func write(to output: inout [UInt8]) {
        switch self {
        case .string(let string):
            Self.writeString(string, to: &output)
        case .number(let number):
            Self.writeNumber(number, to: &output)
        case .integer(let integer):
            Self.writeInteger(integer, to: &output)
        case .bool(let bool):
            Self.writeLiteral(bool ? "true" : "false", to: &output)
        case .null:
            Self.writeLiteral("null", to: &output)
        case .array(let items):
            output.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                item.write(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.writeString(key, to: &output)
                output.append(UInt8(ascii: ":"))
                value.write(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// `NumberText.shortest(number)`'s text, written without making a `String`.
    private static func writeNumber(_ number: Double, to output: inout [UInt8]) {
        guard number.isFinite else { return writeLiteral("null", to: &output) }
        if number == number.rounded(), abs(number) < 1e15 { return writeInteger(Int(number), to: &output) }
        // `Double.write(to:)` hands its shortest digits to the stream as ASCII: no `String` made.
        var stream = ByteStream()
        swap(&stream.bytes, &output)
        number.write(to: &stream)
        swap(&stream.bytes, &output)
    }

    /// Bytes as a text stream: `_writeASCII` is the standard library's way in for numbers'
    /// digits (its default makes them a `String` for `write(_:)`, which stays the way in for the rest).
    private struct ByteStream: TextOutputStream {
        var bytes: [UInt8] = []

        mutating func write(_ string: String) {
            bytes.append(contentsOf: string.utf8)
        }

        mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
            bytes.append(contentsOf: buffer)
        }
    }

    /// The decimal digits of `integer`, without making a `String` (a `measure --jsonl` line has
    /// a handful of integers).
    private static func writeInteger(_ integer: Int, to output: inout [UInt8]) {
        if integer < 0 { output.append(UInt8(ascii: "-")) }
        // The magnitude as unsigned: `Int.min` has none as an `Int`. Digits are found last first,
        // into a buffer on the stack (reversing them in `output` retained and released it).
        var magnitude = integer.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var first = digits.count
            repeat {
                first -= 1
                digits[first] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            output.append(contentsOf: UnsafeBufferPointer(rebasing: digits[first...]))
        }
    }

    private static func writeLiteral(_ literal: StaticString, to output: inout [UInt8]) {
        output.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    private static func writeString(_ string: String, to output: inout [UInt8]) {
        let quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\")
        output.append(quote)
        // Most strings need no escape: copy them whole (scalar by scalar was a tenth of
        // `measure --jsonl`'s time), looked through in place (`withUTF8`: a native string's
        // bytes as they are, another's made contiguous once), which iterating the UTF-8 view is not.
        var string = string
        let copiedWhole = string.withUTF8 { bytes in
            guard !bytes.contains(where: { $0 < 0x20 || $0 == quote || $0 == backslash }) else { return false }
            output.append(contentsOf: bytes)
            return true
        }
        if copiedWhole {
            output.append(quote)
            return
        }
        for byte in string.utf8 {
            switch byte {
            case quote, backslash: output += [backslash, byte]
            case UInt8(ascii: "\n"): output += "\\n".utf8
            case UInt8(ascii: "\r"): output += "\\r".utf8
            case UInt8(ascii: "\t"): output += "\\t".utf8
            case ..<0x20:
                let hex = String(byte, radix: 16)
                output += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
            default:
                // Other scalars' bytes are none of the above: copied as they are.
                output.append(byte)
            }
        }
        output.append(quote)
    }
}

/// Writes a JSON object member by member, in the order given, as `JSONValue.object` writes it,
/// for writers that have the members at hand and need not build the object first. Member names
/// are literals, copied as they are (`measure --jsonl` writes about twenty a line; escaping each
/// as a string was a third of the instructions its answers took to write).
package struct JSONObjectWriter {
    private var hasMembers = false

    /// Opens the object (`{`) at the end of `output`.
    package init(opening output: inout [UInt8]) {
        output.append(UInt8(ascii: "{"))
    }

    /// Writes the member `key`'s name (after a comma from the second member on); its value is
    /// to be written next.
    ///
    /// - Parameter key: a name that JSON writes as it is (no quote, backslash or control
    ///   character).
    package mutating func writeKey(_ key: StaticString, to output: inout [UInt8]) {
        if hasMembers { output.append(UInt8(ascii: ",")) }
        hasMembers = true
        output.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { name in
            assert(!name.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }, "\(key) needs escaping")
            output.append(contentsOf: name)
        }
        output.append(UInt8(ascii: "\""))
        output.append(UInt8(ascii: ":"))
    }

    /// Writes the member `key` with `value`.
    package mutating func write(_ key: StaticString, _ value: JSONValue, to output: inout [UInt8]) {
        writeKey(key, to: &output)
        value.write(to: &output)
    }

    /// Closes the object (`}`).
    package func close(_ output: inout [UInt8]) {
        output.append(UInt8(ascii: "}"))
    }
}
