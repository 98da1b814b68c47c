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
            output += NumberText.shortest(number).utf8
        case .integer(let integer):
            output += String(integer).utf8
        case .bool(let bool):
            output += (bool ? "true" : "false").utf8
        case .null:
            output += "null".utf8
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

    private static func writeString(_ string: String, to output: inout [UInt8]) {
        let quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\")
        output.append(quote)
        // Most strings need no escape: copy them whole (scalar by scalar was a tenth of
        // `measure --jsonl`'s time).
        if !string.utf8.contains(where: { $0 < 0x20 || $0 == quote || $0 == backslash }) {
            output += string.utf8
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
