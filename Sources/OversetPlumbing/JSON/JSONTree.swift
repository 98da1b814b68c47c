import Foundation

/// A JSON value decoded with Foundation's `JSONDecoder`, for the formats Overset reads by hand so
/// that every error names its JSON path (layout specs, design token files, string catalogs, audit
/// reports). Read it with a `JSONTreeReader`.
package indirect enum JSONTree: Decodable, Hashable, Sendable {
    case object([String: JSONTree])
    case array([JSONTree])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    package init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let object = try? container.decode([String: JSONTree].self) {
            self = .object(object)
        } else {
            self = .array(try container.decode([JSONTree].self))
        }
    }

    /// Decodes `data`, or says in a few words why it is not JSON (with the line and column).
    package static func decode(_ data: Data) -> Result<JSONTree, JSONSyntaxError> {
        do {
            return .success(try JSONDecoder().decode(JSONTree.self, from: data))
        } catch {
            return .failure(JSONSyntaxError(description: describeSyntaxError(in: data)))
        }
    }

    /// JSONDecoder's errors say only "not valid JSON"; JSONSerialization names the problem and
    /// the character, which becomes a line and column here.
    private static func describeSyntaxError(in data: Data) -> String {
        let reason: String
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return "the file is not a JSON document Overset can read"
        } catch {
            reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
        }
        guard let range = reason.range(of: #"character (\d+)"#, options: .regularExpression),
            let offset = Int(reason[range].dropFirst("character ".count))
        else { return reason }
        let prefix = data.prefix(offset)
        let line = prefix.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let column = offset - (prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
        return reason.replacingOccurrences(of: " around character \(offset).", with: "") + " at line \(line), column \(column)"
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
