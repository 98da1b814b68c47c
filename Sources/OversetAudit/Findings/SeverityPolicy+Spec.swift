import OversetLayout
package import OversetPlumbing
import OversetStyle

extension SeverityPolicy {
    /// The keys of a rule in a spec's `severity` array.
    static let ruleKeys = ["kind", "categories", "screen", "path", "severity"]

    /// The policy `spec` gives in its top-level `severity` array (empty when it has none). Read
    /// with the screens, so that a bad rule is an error naming the file and JSON path before
    /// anything is laid out.
    ///
    /// ```json
    /// "severity": [
    ///   {"kind": "brokenWord", "categories": "...AX2", "severity": "error"},
    ///   {"kind": "brokenWord", "categories": "AX3...", "severity": "warning"},
    ///   {"kind": "atRisk", "screen": "Settings", "path": "HStack", "severity": "ignore"}
    /// ]
    /// ```
    ///
    /// - Throws: `OversetSpecError` naming the file and the JSON path under `severity`.
    public init(spec: LayoutSpec) throws(OversetSpecError) {
        self.init()
        guard let value = spec.severityJSON else { return }
        let file = spec.file
        try self.init(json: value, reader: JSONTreeReader { OversetSpecError(file: file, path: $0, problem: $1) }, path: "severity")
    }

    /// Reads a `severity` array of rule objects.
    package init<Failure: Error>(json value: JSONTree, reader: JSONTreeReader<Failure>, path: String) throws(Failure) {
        self.init()
        let items = try reader.array(value, path)
        guard items.count <= Self.maximumRuleCount else {
            throw reader.error(path, "at most \(Self.maximumRuleCount) rules, got \(items.count)")
        }
        for (index, item) in items.enumerated() {
            rules.append(try Self.rule(item, reader: reader, path: "\(path)[\(index)]"))
        }
    }

    /// One rule object; every problem is reported at the member it is in.
    static func rule<Failure: Error>(_ item: JSONTree, reader: JSONTreeReader<Failure>, path: String) throws(Failure) -> Rule {
        let members = try reader.object(item, path)
        try reader.checkKeys(members, ruleKeys, path)
        func member<Value>(_ key: String, _ read: (String) throws(InvalidRule) -> Value) throws(Failure) -> Value? {
            guard let value = members[key] else { return nil }
            let memberPath = reader.join(path, key)
            let text = try reader.string(value, memberPath)
            do {
                return try read(text)
            } catch {
                throw reader.error(memberPath, error.problem)
            }
        }
        guard members["kind"] != nil else { throw reader.error(path, "missing \"kind\": a finding kind, or \"*\" for every kind") }
        guard let level = try member("severity", Self.level(parsing:)) else {
            throw reader.error(path, "missing \"severity\": error, warning, info or ignore")
        }
        let kind = try member("kind", Self.kind(parsing:)) ?? nil
        let categories = try member("categories", Self.categories(parsing:))
        let screen = try member("screen") { (text: String) throws(InvalidRule) in
            // No screen's name has one (spec screen names refuse it), and `A/B` would read back
            // from a report's JSON as screen A and path B.
            guard !text.contains("/") else { throw InvalidRule("the screen name '\(text)' has a '/', which no screen name has") }
            return try Self.place(text, "screen name")
        }
        let viewPath = try member("path") { (text: String) throws(InvalidRule) in try Self.place(text, "view path") }
        return Rule(
            kind: kind, from: categories?.from, through: categories?.through, screen: screen == "*" ? nil : screen, path: viewPath,
            level: level)
    }
}
