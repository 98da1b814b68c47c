import Foundation

/// Typed reading of a `JSONTree` for the package's file formats (layout specs, design token
/// files, string catalogs, audit reports): each accessor fails with the format's own error,
/// naming the JSON path, so that the formats share one set of checks and one wording.
///
/// ```swift
/// let reader = JSONTreeReader { path, problem in MyError(file: file, path: path, problem: problem) }
/// let members = try reader.object(try reader.parse(data), "")
/// let title = try reader.optional(members, "title", "", reader.string)
/// ```
package struct JSONTreeReader<Failure: Error> {
    /// Makes the format's error from a JSON path and a problem.
    private let makeError: (_ path: String, _ problem: String) -> Failure

    package init(error: @escaping (_ path: String, _ problem: String) -> Failure) {
        makeError = error
    }

    /// The error for `problem` at `path`.
    package func error(_ path: String, _ problem: String) -> Failure {
        makeError(path, problem)
    }

    /// The bytes of the JSON file at `path`; a file that cannot be read or is too large is the
    /// format's error at the root.
    package func readFile(_ path: String) throws(Failure) -> Data {
        do {
            return try JSONTree.readFile(path)
        } catch {
            throw self.error("", error.description)
        }
    }

    /// The JSON document in `data`; bytes that are not JSON are the format's error at the root.
    package func parse(_ data: Data) throws(Failure) -> JSONTree {
        switch JSONTree.decode(data) {
        case .success(let tree): return tree
        case .failure(let error): throw self.error("", "not valid JSON (\(error))")
        }
    }

    /// The member `key` read by `read` (`reader.string`, `reader.length`, …), or nil when absent.
    package func optional<Value>(
        _ members: [String: JSONTree], _ key: String, _ path: String,
        _ read: (JSONTree, String) throws(Failure) -> Value
    ) throws(Failure) -> Value? {
        guard let value = members[key] else { return nil }
        return try read(value, join(path, key))
    }

    /// The member `key`, which must be there.
    package func field(_ members: [String: JSONTree], _ key: String, _ path: String = "") throws(Failure) -> JSONTree {
        guard let value = members[key] else { throw error(join(path, key), "missing") }
        return value
    }

    package func object(_ value: JSONTree, _ path: String) throws(Failure) -> [String: JSONTree] {
        guard let members = value.members else { throw error(path, "expected an object, got \(value.summary)") }
        return members
    }

    package func array(_ value: JSONTree, _ path: String) throws(Failure) -> [JSONTree] {
        guard case .array(let items) = value else { throw error(path, "expected an array, got \(value.summary)") }
        return items
    }

    package func string(_ value: JSONTree, _ path: String) throws(Failure) -> String {
        guard case .string(let text) = value else { throw error(path, "expected a string, got \(value.summary)") }
        return text
    }

    package func bool(_ value: JSONTree, _ path: String) throws(Failure) -> Bool {
        guard case .bool(let flag) = value else { throw error(path, "expected true or false, got \(value.summary)") }
        return flag
    }

    /// A finite number.
    package func number(_ value: JSONTree, _ path: String) throws(Failure) -> Double {
        try number(value, path, allowsInfinity: false)
    }

    /// A finite number; `"infinity"` too when `allowsInfinity` (JSON has no infinity).
    package func number(_ value: JSONTree, _ path: String, allowsInfinity: Bool) throws(Failure) -> Double {
        switch value {
        case .number(let number) where number.isFinite:
            return number
        case .string(let text) where allowsInfinity && ["infinity", "inf", ".infinity"].contains(text.lowercased()):
            return .infinity
        default:
            throw error(path, "expected a number\(allowsInfinity ? " or \"infinity\"" : ""), got \(value.summary)")
        }
    }

    /// A finite number of points, 0 or more.
    package func length(_ value: JSONTree, _ path: String) throws(Failure) -> Double {
        try length(value, path, allowsInfinity: false)
    }

    /// A number of points, 0 or more; `"infinity"` too when `allowsInfinity`.
    package func length(_ value: JSONTree, _ path: String, allowsInfinity: Bool) throws(Failure) -> Double {
        let number = try number(value, path, allowsInfinity: allowsInfinity)
        guard number >= 0 else { throw error(path, "expected 0 or more points, got \(value.summary)") }
        return number
    }

    package func integer(_ value: JSONTree, _ path: String) throws(Failure) -> Int {
        let number = try number(value, path)
        guard number == number.rounded(), abs(number) < 1e9 else { throw error(path, "expected a whole number, got \(value.summary)") }
        return Int(number)
    }

    /// A whole number in `range` (checked before it is converted, so that 1e300 cannot trap).
    package func integer(_ value: JSONTree, _ path: String, in range: ClosedRange<Int>) throws(Failure) -> Int {
        let number = try number(value, path)
        guard number == number.rounded(), number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw error(path, "expected a whole number from \(range.lowerBound) to \(range.upperBound), got \(value.summary)")
        }
        return Int(number)
    }

    /// One of `choices`, by name.
    package func choice<Value>(_ value: JSONTree, _ path: String, _ choices: [String: Value]) throws(Failure) -> Value {
        let text = try string(value, path)
        guard let chosen = choices[text] else {
            throw error(path, "unknown value \"\(text)\"; expected one of \(choices.keys.sorted().joined(separator: ", "))")
        }
        return chosen
    }

    /// One of the cases of `type`, by raw value.
    package func choice<Value: CaseIterable & RawRepresentable>(
        _ value: JSONTree, _ path: String,
        _ type: Value.Type
    ) throws(Failure) -> Value where Value.RawValue == String {
        try choice(value, path, Dictionary(uniqueKeysWithValues: Value.allCases.map { ($0.rawValue, $0) }))
    }

    /// The member `key` as one of `choices`, or nil when absent.
    package func optional<Value>(
        _ members: [String: JSONTree], _ key: String, _ path: String,
        choices: [String: Value]
    ) throws(Failure) -> Value? {
        guard let value = members[key] else { return nil }
        return try choice(value, join(path, key), choices)
    }

    /// The member `key` as one of the cases of `type`, or nil when absent.
    package func optional<Value: CaseIterable & RawRepresentable>(
        _ members: [String: JSONTree], _ key: String, _ path: String, choices type: Value.Type
    ) throws(Failure) -> Value? where Value.RawValue == String {
        guard let value = members[key] else { return nil }
        return try choice(value, join(path, key), type)
    }

    /// Fails on a key not in `allowed`: a misspelt key would otherwise be silently ignored.
    package func checkKeys(_ members: [String: JSONTree], _ allowed: [String], _ path: String) throws(Failure) {
        for key in members.keys.sorted() where !allowed.contains(key) {
            // A key is quoted in full up to 80 characters: a 10 MB key is not echoed back.
            throw error(join(path, key.excerpt(maximumLength: 80)), "unknown key; expected one of \(allowed.joined(separator: ", "))")
        }
    }

    package func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// A string, or nil for a missing or null value.
    package func optionalString(_ value: JSONTree?, _ path: String) throws(Failure) -> String? {
        guard let value, !value.isNull else { return nil }
        return try string(value, path)
    }

    package func strings(_ value: JSONTree, _ path: String) throws(Failure) -> [String] {
        var result: [String] = []
        for (index, item) in try array(value, path).enumerated() { result.append(try string(item, "\(path)[\(index)]")) }
        return result
    }

    package func numbers(_ value: JSONTree, _ path: String) throws(Failure) -> [Double] {
        var result: [Double] = []
        for (index, item) in try array(value, path).enumerated() { result.append(try number(item, "\(path)[\(index)]")) }
        return result
    }
}
