internal import OversetPlumbing

/// A Tokens Studio export (its single-file JSON), turned into the DTCG tree the theme reader
/// takes.
///
/// The format, as Tokens Studio writes it (docs.tokens.studio; its Style Dictionary transforms,
/// `@tokens-studio/sd-transforms`): the root's keys are token sets (`global`, `light`, …) besides
/// `$themes` (each `{name, group?, selectedTokenSets: {set: "enabled" | "source" | "disabled"}}`)
/// and `$metadata` (`{tokenSetOrder: [set]}`); tokens are `{value, type}` (or DTCG's `$value`,
/// `$type`); references name tokens without their set (`{textCase.none}`), since the sets of a
/// theme are merged into one namespace; and unitless dimensions are pixels (Figma's line heights
/// are pixels, a percentage or AUTO).
struct TokensStudioExport {
    /// The tokens of the default theme: its sets merged in order (later sets win).
    var base: [String: JSONTree]
    /// One token tree per other theme, named `group/name` (or `name`), for presets.
    var presets: [(String, [String: JSONTree])]
    /// The set each token path of `base` came from, so that messages point into the file.
    var origins: [String: String] = [:]

    /// Whether `root` is a Tokens Studio export: it has `$themes` or `$metadata`, or its tokens
    /// use `value`/`type` instead of `$value`/`$type`.
    static func isExport(_ root: [String: JSONTree]) -> Bool {
        root["$themes"] != nil || root["$metadata"] != nil || usesLegacyKeys(.object(root), depth: 0)
    }

    private static func usesLegacyKeys(_ value: JSONTree, depth: Int) -> Bool {
        guard depth < 8, let members = value.members else { return false }
        // A Tokens Studio token: a "value" beside a string "type" (a DTCG group may have members
        // named value and type, but they are tokens or groups themselves).
        if let value = members["value"], case .string? = members["type"], members["$value"] == nil, value.members?["$value"] == nil {
            return true
        }
        return members.values.contains { usesLegacyKeys($0, depth: depth + 1) }
    }

    /// - Throws: `OversetStyleError.invalidTokenFile` for a malformed `$themes` or `$metadata`, or a
    ///   theme naming a set the file lacks.
    init(root: [String: JSONTree], file: String) throws(OversetStyleError) {
        func fail(_ path: String, _ problem: String) -> OversetStyleError { .invalidTokenFile(file: file, tokenPath: path, problem: problem) }
        var sets: [String: [String: JSONTree]] = [:]
        for (name, value) in root where !name.hasPrefix("$") {
            guard let members = value.members else { throw fail(name, "expected a token set (an object of tokens), got \(value.summary)") }
            sets[name] = Self.normalized(members)
        }
        // The order sets apply in: $metadata's, then any others by name.
        var order: [String] = []
        if let metadata = root["$metadata"] {
            guard let members = metadata.members else { throw fail("$metadata", "expected an object, got \(metadata.summary)") }
            if let listed = members["tokenSetOrder"] {
                guard case .array(let names) = listed else { throw fail("$metadata.tokenSetOrder", "expected a list of set names, got \(listed.summary)") }
                for (index, name) in names.enumerated() {
                    guard case .string(let set) = name else { throw fail("$metadata.tokenSetOrder[\(index)]", "expected a set name, got \(name.summary)") }
                    if sets[set] != nil, !order.contains(set) { order.append(set) }
                }
            }
        }
        order += sets.keys.filter { !order.contains($0) }.sorted()

        var themes: [(name: String, sets: [String])] = []
        if let list = root["$themes"] {
            guard case .array(let items) = list else { throw fail("$themes", "expected a list of themes, got \(list.summary)") }
            for (index, item) in items.enumerated() {
                let at = "$themes[\(index)]"
                guard let theme = item.members, case .string(let name)? = theme["name"] else {
                    throw fail(at, "expected a theme with a \"name\", got \(item.summary)")
                }
                var group = ""
                if case .string(let text)? = theme["group"], !text.isEmpty { group = text + "/" }
                var selected: [String: String] = [:]
                if let chosen = theme["selectedTokenSets"] {
                    guard let members = chosen.members else { throw fail(at + ".selectedTokenSets", "expected an object, got \(chosen.summary)") }
                    for (set, status) in members {
                        guard case .string(let text) = status, ["enabled", "source", "disabled"].contains(text) else {
                            throw fail(at + ".selectedTokenSets." + set, "expected \"enabled\", \"source\" or \"disabled\", got \(status.summary)")
                        }
                        guard sets[set] != nil else { throw fail(at + ".selectedTokenSets." + set, "names no token set of this file") }
                        selected[set] = text
                    }
                }
                // Source sets only lend values to references; they come first, so enabled sets win.
                let used = order.filter { selected[$0] == "source" } + order.filter { selected[$0] == "enabled" }
                themes.append((group + name, used))
            }
        }
        var origins: [String: String] = [:]
        let merge = { (names: [String], origins: inout [String: String]) in
            names.reduce(into: [String: JSONTree]()) { tree, set in Self.merge(sets[set]!, into: &tree, set: set, path: "", origins: &origins) }
        }
        base = merge(themes.first?.sets ?? order, &origins)
        self.origins = origins
        var unused: [String: String] = [:]
        presets = themes.dropFirst().map { ($0.name, merge($0.sets, &unused)) }
        // Overset's own settings stay at the root.
        if let extensions = root["$extensions"] { base["$extensions"] = extensions }
    }

    /// `tree` with Tokens Studio's `value`/`type`/`description` as DTCG's `$value`/`$type`/`$description`.
    private static func normalized(_ tree: [String: JSONTree]) -> [String: JSONTree] {
        if tree["value"] != nil, tree["$value"] == nil {
            var token: [String: JSONTree] = [:]
            for (key, value) in tree { token[["value", "type", "description"].contains(key) ? "$" + key : key] = value }
            return token
        }
        return tree.mapValues { value in value.members.map { .object(normalized($0)) } ?? value }
    }

    /// Adds the groups and tokens of `set` (named `name`) to `tree`, replacing tokens at the same
    /// path, and notes where each token came from.
    private static func merge(
        _ group: [String: JSONTree], into tree: inout [String: JSONTree], set name: String, path: String, origins: inout [String: String]
    ) {
        for (key, value) in group {
            let dotted = path.isEmpty ? key : path + "." + key
            if let incoming = value.members, incoming["$value"] == nil {
                var merged = tree[key]?.members.flatMap { $0["$value"] == nil ? $0 : nil } ?? [:]
                merge(incoming, into: &merged, set: name, path: dotted, origins: &origins)
                tree[key] = .object(merged)
            } else {
                tree[key] = value
                origins[dotted] = name
            }
        }
    }
}
