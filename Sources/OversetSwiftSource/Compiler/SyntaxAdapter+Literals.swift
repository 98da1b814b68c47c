import OversetPlumbing

extension SyntaxAdapter {
    /// The literal at token `index` read from the text, for what the dump leaves out (an enum
    /// case's raw value): a number (after an optional "-"), a string without interpolation, or
    /// `true`/`false`. Nil for anything else.
    func literal(at index: Int) -> Expression? {
        var index = index
        var negative = false
        if tokens[index].kind == .operator, tokens.text(of: index, is: "-"), index + 1 < tokens.count {
            negative = true
            index += 1
        }
        let token = tokens[index]
        let range = negative ? tokens[index - 1].range.union(token.range) : token.range
        switch token.kind {
        case .number:
            let text = (negative ? "-" : "") + tokens.text(of: index).filter { $0 != "_" }
            let isFloat = !text.hasPrefix("0x") && !text.hasPrefix("-0x") && text.contains { $0 == "." || $0 == "e" || $0 == "E" }
            return Expression(isFloat ? .floatLiteral(text) : .integerLiteral(text), range: range)
        case .string where !negative:
            guard let value = Self.stringValue(tokens.text(of: index)) else { return nil }
            return Expression(.stringLiteral(value), range: range)
        case .identifier where !negative && (tokens.text(of: index, is: "true") || tokens.text(of: index, is: "false")):
            return Expression(.booleanLiteral(tokens.text(of: index, is: "true")), range: range)
        default:
            return nil
        }
    }

    /// The value of a one-line string literal's text (`"a\n"`, `#"raw"#`), escapes resolved;
    /// nil for a multi-line or interpolated one.
    static func stringValue(_ literal: String) -> String? {
        let hashes = literal.prefix { $0 == "#" }.count
        let scalars = Array(literal.unicodeScalars)
        guard scalars.count >= 2 * hashes + 2, scalars[hashes] == "\"", scalars[scalars.count - 1 - hashes] == "\"" else { return nil }
        let body = scalars[(hashes + 1)..<(scalars.count - 1 - hashes)]
        guard !(body.first == "\"" && body.dropFirst().first == "\"") else { return nil }
        var result = String.UnicodeScalarView()
        var index = body.startIndex
        while index < body.endIndex {
            let scalar = body[index]
            let escapeEnd = index + 1 + hashes
            guard scalar == "\\", escapeEnd <= body.endIndex, body[(index + 1)..<escapeEnd].allSatisfy({ $0 == "#" }), escapeEnd < body.endIndex
            else {
                result.append(scalar)
                index += 1
                continue
            }
            index = escapeEnd + 1
            switch body[escapeEnd] {
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "t": result.append("\t")
            case "0": result.append("\0")
            case "\"", "'", "\\": result.append(body[escapeEnd])
            case "(": return nil
            case "u":
                guard index < body.endIndex, body[index] == "{", let close = body[index...].firstIndex(of: "}"),
                    let value = UInt32(String(String.UnicodeScalarView(body[(index + 1)..<close])), radix: 16), let decoded = Unicode.Scalar(value)
                else { return nil }
                result.append(decoded)
                index = close + 1
            default:
                return nil
            }
        }
        return String(result)
    }
}
