import Foundation

/// A JSON value as a design token file holds it, decoded with Foundation's `JSONDecoder`.
indirect enum TokenJSON: Decodable, Hashable, Sendable {
    case object([String: TokenJSON])
    case array([TokenJSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let object = try? container.decode([String: TokenJSON].self) {
            self = .object(object)
        } else {
            self = .array(try container.decode([TokenJSON].self))
        }
    }

    /// How the value reads in an error message: strings quoted, others by kind.
    var summary: String {
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
    var members: [String: TokenJSON]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The alias a string holds when it is exactly `{dotted.path}`, or nil.
    var aliasTarget: String? {
        guard case .string(let string) = self, string.hasPrefix("{"), string.hasSuffix("}"), string.count > 2 else { return nil }
        return String(string.dropFirst().dropLast())
    }
}
