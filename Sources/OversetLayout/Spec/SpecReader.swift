import OversetStyle

/// Typed access to the values of a spec, every failure naming its JSON path.
struct SpecReader {
    let file: String

    func error(_ path: String, _ problem: String) -> OversetSpecError {
        OversetSpecError(file: file, path: path, problem: problem)
    }

    func object(_ value: JSONTree, _ path: String) throws(OversetSpecError) -> [String: JSONTree] {
        guard let members = value.members else { throw error(path, "expected an object, got \(value.summary)") }
        return members
    }

    func array(_ value: JSONTree, _ path: String) throws(OversetSpecError) -> [JSONTree] {
        guard case .array(let items) = value else { throw error(path, "expected an array, got \(value.summary)") }
        return items
    }

    func string(_ value: JSONTree, _ path: String) throws(OversetSpecError) -> String {
        guard case .string(let text) = value else { throw error(path, "expected a string, got \(value.summary)") }
        return text
    }

    func bool(_ value: JSONTree, _ path: String) throws(OversetSpecError) -> Bool {
        guard case .bool(let flag) = value else { throw error(path, "expected true or false, got \(value.summary)") }
        return flag
    }

    /// A finite number; `"infinity"` too when `allowsInfinity` (JSON has no infinity).
    func number(_ value: JSONTree, _ path: String, allowsInfinity: Bool = false) throws(OversetSpecError) -> Double {
        switch value {
        case .number(let number) where number.isFinite:
            return number
        case .string(let text) where allowsInfinity && ["infinity", "inf", ".infinity"].contains(text.lowercased()):
            return .infinity
        default:
            throw error(path, "expected a number\(allowsInfinity ? " or \"infinity\"" : ""), got \(value.summary)")
        }
    }

    /// A number of points, 0 or more.
    func length(_ value: JSONTree, _ path: String, allowsInfinity: Bool = false) throws(OversetSpecError) -> Double {
        let number = try number(value, path, allowsInfinity: allowsInfinity)
        guard number >= 0 else { throw error(path, "expected 0 or more points, got \(value.summary)") }
        return number
    }

    func integer(_ value: JSONTree, _ path: String) throws(OversetSpecError) -> Int {
        let number = try number(value, path)
        guard number == number.rounded(), abs(number) < 1e9 else { throw error(path, "expected a whole number, got \(value.summary)") }
        return Int(number)
    }

    /// One of `choices`, by name.
    func choice<Value>(_ value: JSONTree, _ path: String, _ choices: [String: Value]) throws(OversetSpecError) -> Value {
        let text = try string(value, path)
        guard let chosen = choices[text] else {
            throw error(path, "unknown value \"\(text)\"; expected one of \(choices.keys.sorted().joined(separator: ", "))")
        }
        return chosen
    }

    /// Fails on a key not in `allowed`: a misspelt key would otherwise be silently ignored.
    func checkKeys(_ members: [String: JSONTree], _ allowed: [String], _ path: String) throws(OversetSpecError) {
        for key in members.keys.sorted() where !allowed.contains(key) {
            throw error(join(path, key), "unknown key; expected one of \(allowed.joined(separator: ", "))")
        }
    }

    func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}
