internal import OversetPlumbing

/// The tokens of a W3C Design Tokens (DTCG) file, flattened to dotted paths, with `{alias}`
/// references resolved on demand.
struct DesignTokenTree {
    /// One token: a value with its type (its own or its nearest group's) and extensions.
    struct Token {
        var value: JSONTree
        var type: String?
        var extensions: [String: JSONTree]
        /// Where the token is in the file, for error messages.
        var location: String
    }

    /// Which exporter's conventions the file follows, where the two differ.
    enum Dialect {
        /// W3C Design Tokens: a unitless line height is a multiple of the font size.
        case dtcg
        /// Tokens Studio: a unitless line height is pixels, as Figma's are.
        case tokensStudio
    }

    private(set) var tokens: [String: Token] = [:]
    let file: String
    let dialect: Dialect
    /// Values read one way where they could mean another, shared by the trees of one file.
    let warnings: Warnings

    /// Warnings in the order they were found, each once.
    final class Warnings {
        private(set) var messages: [String] = []

        func add(_ message: String) {
            if !messages.contains(message) { messages.append(message) }
        }
    }
    /// Tokens already resolved, with their sizes: each alias is followed once however often it
    /// is named (26 levels of tokens naming the next twice once took 45 s and 4.4 GB).
    private var cache = ResolutionCache()
    /// The most values one token may expand to through its aliases.
    static let maximumResolvedSize = 10_000
    /// The longest text references inside a value (`"{size.base} * 2"`) may expand to.
    static let maximumSubstitutedLength = 10_000

    private final class ResolutionCache {
        var byToken: [String: (value: JSONTree, size: Int)] = [:]
    }

    /// Flattens the groups and tokens of `root`; `$`-keys other than `$value`, `$type` and
    /// `$extensions` (such as `$description`) are skipped.
    ///
    /// - Parameters:
    ///   - locationPrefix: how the root is reached in the file ("" for the file's root).
    ///   - inheritedTypes: types of tokens this tree overrides, for tokens that give none.
    /// - Throws: `OversetStyleError.invalidTokenFile` for a member that is neither group nor token.
    init(
        root: [String: JSONTree], file: String, locationPrefix: String = "",
        inheritedTypes: [String: String] = [:], dialect: Dialect = .dtcg, warnings: Warnings = Warnings(),
        origins: [String: String] = [:]
    ) throws(OversetStyleError) {
        self.file = file
        self.dialect = dialect
        self.warnings = warnings
        try collect(root, path: [], type: nil, locationPrefix: locationPrefix, inheritedTypes: inheritedTypes)
        // Tokens merged from Tokens Studio's sets are located in their set.
        for (path, set) in origins { tokens[path]?.location = set + "." + path }
    }

    private mutating func collect(
        _ group: [String: JSONTree], path: [String], type: String?,
        locationPrefix: String, inheritedTypes: [String: String]
    ) throws(OversetStyleError) {
        let groupType = group["$type"].flatMap { if case .string(let name) = $0 { return name } else { return nil } } ?? type
        for (key, member) in group.sorted(by: { $0.key < $1.key }) where !key.hasPrefix("$") {
            let memberPath = path + [key]
            let dotted = memberPath.joined(separator: ".")
            guard let members = member.members else {
                throw error(at: locationPrefix + dotted, "expected a token (an object with \"$value\") or a group, got \(member.summary)")
            }
            if let value = members["$value"] {
                var tokenType = groupType ?? inheritedTypes[dotted]
                if case .string(let own)? = members["$type"] { tokenType = own }
                tokens[dotted] = Token(
                    value: value, type: tokenType, extensions: members["$extensions"]?.members ?? [:],
                    location: locationPrefix + dotted)
            } else {
                try collect(members, path: memberPath, type: groupType, locationPrefix: locationPrefix, inheritedTypes: inheritedTypes)
            }
        }
    }

    /// This tree with `overrides`' tokens replacing or adding to its own.
    func merging(_ overrides: DesignTokenTree) -> DesignTokenTree {
        var merged = self
        merged.tokens.merge(overrides.tokens) { _, new in new }
        merged.cache = ResolutionCache()
        return merged
    }

    /// The types of all tokens, for an override tree whose tokens leave their type out.
    var types: [String: String] { tokens.compactMapValues(\.type) }

    /// `value` with every alias replaced by its target's value, recursively.
    ///
    /// - Parameter location: where `value` is, for errors.
    /// - Throws: `OversetStyleError.invalidTokenFile` for an alias to a missing token, a cycle, or
    ///   a value that expands to more than `maximumResolvedSize` values.
    /// - Complexity: O(tokens reached), each resolved once.
    func resolved(_ value: JSONTree, at location: String, visiting: [String] = []) throws(OversetStyleError) -> JSONTree {
        try resolvedWithSize(value, at: location, visiting: visiting).value
    }

    private func resolvedWithSize(_ value: JSONTree, at location: String, visiting: [String]) throws(OversetStyleError) -> (value: JSONTree, size: Int) {
        if let target = value.aliasTarget {
            guard !visiting.contains(target) else {
                throw error(at: location, "alias cycle: \((visiting + [target]).map { "{\($0)}" }.joined(separator: " → "))")
            }
            if let known = cache.byToken[target] { return known }
            guard let token = tokens[target] else {
                throw error(at: location, "alias {\(target)} names no token")
            }
            let result = try resolvedWithSize(token.value, at: location, visiting: visiting + [target])
            cache.byToken[target] = result
            return result
        }
        if case .string(let text) = value, text.contains("{") {
            return (.string(try substitutingReferences(in: text, at: location, visiting: visiting)), 1)
        }
        if case .object(let members) = value {
            var result: [String: JSONTree] = [:]
            var size = 1
            for (key, member) in members {
                let resolved = try resolvedWithSize(member, at: location + "." + key, visiting: visiting)
                result[key] = resolved.value
                size += resolved.size
                guard size <= Self.maximumResolvedSize else {
                    throw error(at: location, "its aliases expand to more than \(Self.maximumResolvedSize) values")
                }
            }
            return (.object(result), size)
        }
        return (value, 1)
    }

    /// `text` with each `{path}` inside it replaced by that token's value (a number or a string),
    /// as in Tokens Studio's `"{fontSize.base} * 1.25"`.
    private func substitutingReferences(in text: String, at location: String, visiting: [String]) throws(OversetStyleError) -> String {
        var result = ""
        var rest = Substring(text)
        // Each reference is the innermost `{…}`: a brace inside ("{{a}") is text, which would
        // otherwise be substituted again and again (the tokens fuzzer overflowed the stack).
        while let close = rest.firstIndex(of: "}"), let open = rest[..<close].lastIndex(of: "{") {
            result += rest[..<open]
            // "{}" names nothing: it stays text. Anything else is exactly one alias, so resolving
            // it never comes back here with the same text.
            guard rest.index(after: open) < close else {
                result += "{}"
                rest = rest[rest.index(after: close)...]
                continue
            }
            let reference = JSONTree.string(String(rest[open...close]))
            switch try resolvedWithSize(reference, at: location, visiting: visiting).value {
            case .number(let number): result += NumberText.shortest(number)
            case .string(let string): result += string
            case let other:
                throw error(at: location, "\(reference.summary) inside \"\(text.excerpt(maximumLength: 80))\" is \(other.summary), not a number or text")
            }
            // References inside references multiply: "{a}{a}" with a = "{b}{b}" … doubles per level.
            guard result.utf8.count <= Self.maximumSubstitutedLength else {
                throw error(at: location, "its references expand to more than \(Self.maximumSubstitutedLength) characters")
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// An error about the token or value at `location`.
    func error(at location: String, _ problem: String) -> OversetStyleError {
        .invalidTokenFile(file: file, tokenPath: location, problem: problem)
    }
}

extension JSONTree {
    /// The alias a string holds when it is exactly `{dotted.path}`, or nil.
    var aliasTarget: String? {
        guard case .string(let string) = self, string.hasPrefix("{"), string.hasSuffix("}"), string.count > 2 else { return nil }
        let inner = string.dropFirst().dropLast()
        // "{a} * {b}" and "{a}{b}" are references inside a value, not one alias.
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }
}
