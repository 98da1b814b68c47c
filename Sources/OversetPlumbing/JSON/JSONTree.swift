import Foundation

/// A JSON value (parsed by `JSONParser`), for the formats Overset reads by hand so
/// that every error names its JSON path (layout specs, design token files, string catalogs, audit
/// reports). Read it with a `JSONTreeReader`.
package indirect enum JSONTree: Hashable, Sendable {
    case object([String: JSONTree])
    case array([JSONTree])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// Whether this is JSON's null. Matched as a case: `== .null` compares through the synthesized
    /// `Equatable`, which looks up the dictionary's conformance at run time on every call (a
    /// lookup per key of every `measure --jsonl` line).
    package var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// Parses `data` (`JSONParser`), or says in a few words why it is not JSON (with the line and
    /// column): a key given twice in one object (unless `repeatedKeys` ignores an equal repetition), or what
    /// `JSONSerialization` finds wrong.
    ///
    /// - Complexity: O(*n*) in the bytes.
    package static func decode(_ data: Data, repeatedKeys: JSONRepeatedKeys = .refused) -> Result<JSONTree, JSONSyntaxError> {
        let parsed = data.withUnsafeBytes { raw -> Result<JSONTree, JSONParser.Failure> in
            do throws(JSONParser.Failure) {
                return .success(try JSONParser.parse(raw.bindMemory(to: UInt8.self), repeatedKeys: repeatedKeys))
            } catch {
                return .failure(error)
            }
        }
        switch parsed {
        case .success(let tree): return .success(tree)
        case .failure(.repeatedKey(let key, let offset)):
            return .failure(
                JSONSyntaxError(description: "the key \"\(key.excerpt(maximumLength: 80))\" is given twice in one object, at \(position(of: offset, in: data))")
            )
        case .failure(.syntax(let offset)):
            return .failure(JSONSyntaxError(description: describeSyntaxError(in: data, stoppedAt: offset)))
        }
    }

    /// Hands `visit` each member of the flat JSON object in `data` (`JSONParser.visitFlatObject`):
    /// its name's bytes and its value, as `decode` would read them. False when `data` is not
    /// such an object or `visit` returned false; `decode` then tells what it holds.
    ///
    /// - Complexity: O(*n*) in the bytes.
    package static func visitFlatObject(in data: Data, _ visit: (UnsafeBufferPointer<UInt8>, JSONTree) -> Bool) -> Bool {
        data.withUnsafeBytes { raw in JSONParser.visitFlatObject(raw.bindMemory(to: UInt8.self), visit) }
    }

    /// "line 3, column 7" for a byte offset.
    private static func position(of offset: Int, in data: Data) -> String {
        let prefix = data.prefix(offset)
        let line = prefix.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let column = offset - (prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
        return "line \(line), column \(column)"
    }

    /// JSONDecoder's errors say only "not valid JSON"; JSONSerialization names the problem and
    /// the character, which becomes a line and column here. Where it names none (Linux's Foundation
    /// at an unexpected end of file), the line and column are where the parser stopped (`offset`).
    private static func describeSyntaxError(in data: Data, stoppedAt offset: Int) -> String {
        let reason: String
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return "the file is not a JSON document Overset can read"
        } catch {
            reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
        }
        guard let range = reason.range(of: #"character (\d+)"#, options: .regularExpression),
            let character = Int(reason[range].dropFirst("character ".count))
        else { return (reason.hasSuffix(".") ? String(reason.dropLast()) : reason) + " at " + position(of: min(offset, data.count), in: data) }
        return reason.replacingOccurrences(of: " around character \(character).", with: "") + " at " + position(of: character, in: data)
    }

    /// How the value reads in an error message: strings quoted, others by kind.
    package var summary: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string(let string): return "\"\(string.count > 40 ? String(string.prefix(40)) + "…" : string)\""
        case .number(let number): return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let bool): return String(bool)
        case .null: return "null"
        }
    }

    /// The members of an object, or nil.
    package var members: [String: JSONTree]? {
        if case .object(let members) = self { return members }
        return nil
    }

}

/// Why some bytes are not JSON.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    package var description: String
}
