internal import OversetPlumbing
import OversetStyle

/// Reads view nodes: an object with exactly one kind key, plus optional `modifiers` and `id`
/// (and, for text, its settings beside the kind key).
struct SpecNodeParser {
    let reader: SpecReader
    /// Deeper trees are refused: no real screen nests this far, and recursion must stay bounded.
    static let maximumDepth = 100

    /// The spec's format version: 1 reads the design system's components by their old keys too
    /// (with a warning), 2 only by their `df` keys (`ViewKind(legacyKey:)`).
    let version: Int

    /// The kind keys of a view, in the order error messages list them.
    static let kinds = ViewKind.allCases.map(\.rawValue)
    /// The keys a text node takes beside `text`: its style, Markdown, and the text settings.
    static let textKeys = ["style", "markdown", "lineLimit", "reservesSpace"] + ModifierKind.textSettings.dropFirst().map(\.rawValue)

    /// The most views one spec file expands to: far past any real screen set, small enough that
    /// nested `forEach`es cannot multiply into minutes and gigabytes (7 levels of 10 items, a
    /// 697-byte spec, once made 10 million views).
    static let maximumViews = 100_000
    /// What every parser of the file shares: views read so far, and warnings.
    let state = ReadState()

    final class ReadState {
        var views = 0
        /// Things read one way where they could mean another, with their JSON paths.
        var warnings: [String] = []
        /// The screen's ids so far, each with the JSON path that gave it: an id names one view.
        var ids: [String: String] = [:]
    }

    init(reader: SpecReader, version: Int = 1) {
        self.reader = reader
        self.version = version
    }

    func node(_ value: JSONTree, _ path: String, depth: Int = 0) throws(OversetSpecError) -> ViewNode {
        guard depth < Self.maximumDepth else { throw reader.error(path, "views are nested more than \(Self.maximumDepth) deep") }
        state.views += 1
        guard state.views <= Self.maximumViews else { throw tooManyViews(path) }
        let members = try reader.object(value, path)
        let kindKeys = members.keys.filter { ViewKind(rawValue: $0) != nil || ViewKind(legacyKey: $0) != nil }.sorted()
        guard kindKeys.count == 1, let kindKey = kindKeys.first else {
            throw reader.error(
                path,
                kindKeys.isEmpty
                    ? "a view needs one kind key: \(Self.kinds.joined(separator: ", "))"
                    : "a view has one kind key, this has \(kindKeys.joined(separator: " and "))")
        }
        let kind = try self.kind(named: kindKey, path)
        let extra = kind == .text ? Self.textKeys : []
        try reader.checkKeys(members, [kindKey, "modifiers", "id"] + extra, path)
        let kindPath = reader.join(path, kindKey)
        var node: ViewNode
        if kind == .text {
            let style = try reader.optional(members, "style", path, reader.string)
            node = ViewNode(.text(try textContent(members[kindKey]!, kindPath), style: style))
            let settings = try ModifierParser(reader: reader, nodes: self, depth: depth).textSettings(members, path)
            node.modifiers += settings.map { .text($0) }
        } else {
            node = try self.kind(kind, kindKey, members[kindKey]!, kindPath, depth: depth)
        }
        if let id = members["id"] {
            let idPath = reader.join(path, "id")
            let name = try reader.string(id, idPath)
            // A test's `layout["id"]` and a report's view path would pick one of two silently.
            if let first = state.ids[name] {
                throw reader.error(
                    idPath,
                    "the id '\(name)' is already given at \(first); an id names one view of a screen (in a forEach, put {{item}} or {{item.key}} in it)"
                )
            }
            state.ids[name] = idPath
            node.id = name
        }
        if let modifiers = members["modifiers"] {
            let modifierParser = ModifierParser(reader: reader, nodes: self, depth: depth)
            for (index, modifier) in try reader.array(modifiers, reader.join(path, "modifiers")).enumerated() {
                node.modifiers.append(try modifierParser.modifier(modifier, reader.join(path, "modifiers") + "[\(index)]"))
            }
        }
        return node
    }

    /// The error for a spec that expands past `maximumViews`, at `path`.
    func tooManyViews(_ path: String) -> OversetSpecError {
        reader.error(path, "the spec expands to more than \(Self.maximumViews) views (forEach items multiply); at most \(Self.maximumViews) are read")
    }

    /// The children of a container, from its `children` array (or the array under `key`).
    func children(_ members: [String: JSONTree], _ path: String, depth: Int, key: String = "children") throws(OversetSpecError) -> [ViewNode] {
        guard let list = members[key] else { return [] }
        var nodes: [ViewNode] = []
        for (index, child) in try reader.array(list, reader.join(path, key)).enumerated() {
            nodes.append(try node(child, reader.join(path, key) + "[\(index)]", depth: depth + 1))
        }
        return nodes
    }

    /// A text value: a string (a literal: a `LocalizedStringKey`, looked up as its own key when
    /// an audit has a catalog), `{"text": "…", "markdown": true}`, `{"verbatim": "125,000"}`
    /// (never localized or pseudo-localized), or a String Catalog key `{"key": "profile.bio"}`
    /// (its `text`, else the key, shows until an audit localizes it), with sample values for its
    /// format arguments: `{"key": "%lld favorites", "arguments": [12]}`.
    func textContent(_ value: JSONTree, _ path: String) throws(OversetSpecError) -> TextContent {
        if case .string(let text) = value { return TextContent(text) }
        guard let members = value.members else {
            throw reader.error(path, "expected a string, {\"text\": …, \"markdown\": true}, {\"verbatim\": …} or {\"key\": …}; got \(value.summary)")
        }
        if let verbatim = members["verbatim"] {
            try reader.checkKeys(members, ["verbatim", "markdown"], path)
            let markdown = try reader.optional(members, "markdown", path, reader.bool) ?? false
            return TextContent(try reader.string(verbatim, reader.join(path, "verbatim")), isMarkdown: markdown, isVerbatim: true)
        }
        try reader.checkKeys(members, ["text", "markdown", "key", "arguments"], path)
        let key = try reader.optional(members, "key", path, reader.string)
        guard let text = try reader.optional(members, "text", path, reader.string) ?? key else {
            throw reader.error(path, "missing \"text\" (or \"key\" or \"verbatim\")")
        }
        let markdown = try reader.optional(members, "markdown", path, reader.bool) ?? false
        let arguments = try reader.optional(members, "arguments", path, formatArguments) ?? []
        if !arguments.isEmpty, key == nil { throw reader.error(reader.join(path, "arguments"), "only a text with a \"key\" has format arguments") }
        return TextContent(text, isMarkdown: markdown, key: key, arguments: arguments)
    }

    /// Format argument samples: at most 32 strings or numbers of at most 1000 characters each.
    private func formatArguments(_ value: JSONTree, _ path: String) throws(OversetSpecError) -> [String] {
        let items = try reader.array(value, path)
        guard items.count <= 32 else { throw reader.error(path, "expected at most 32 arguments, got \(items.count)") }
        var arguments: [String] = []
        for (index, item) in items.enumerated() {
            let itemPath = path + "[\(index)]"
            let text: String
            switch item {
            case .string(let string): text = string
            case .number: text = NumberText.shortest(try reader.number(item, itemPath))
            default: throw reader.error(itemPath, "expected a string or a number, got \(item.summary)")
            }
            guard text.count <= 1000 else { throw reader.error(itemPath, "expected at most 1000 characters, got \(text.count)") }
            arguments.append(text)
        }
        return arguments
    }

    /// The kind a key names: its own, or in a version 1 spec a component's old key (with a
    /// warning naming the new one).
    ///
    /// - Throws: `OversetSpecError` for an old key in a version 2 spec.
    private func kind(named key: String, _ path: String) throws(OversetSpecError) -> ViewKind {
        let legacy = ViewKind(legacyKey: key)
        // A version 2 spec reads SwiftUI's names ("button" is `Button`); in version 1 the keys the
        // components had ("button" is `DFButton`) keep their meaning, with a warning.
        if let kind = ViewKind(rawValue: key), version != 1 || legacy == nil { return kind }
        guard let kind = legacy, version == 1 else {
            throw reader.error(
                reader.join(path, key),
                "names no view in a version 2 spec; DesignFoundation's \(legacy!.declaration.swiftName) is \"\(legacy!.rawValue)\"")
        }
        state.warnings.append(
            reader.error(
                reader.join(path, key),
                "write \"\(kind.rawValue)\" for DesignFoundation's \(kind.declaration.swiftName); version 2 specs read only that"
            )
            .description)
        return kind
    }

    /// A stack's spacing: points from −10000 to 10000 (negative overlaps the children, as in
    /// SwiftUI) or a theme spacing token name.
    func spacing(_ value: JSONTree?, _ path: String) throws(OversetSpecError) -> Length? {
        guard let value else { return nil }
        if case .string(let token) = value {
            guard SpacingScale.tokens.contains(where: { $0.name == token }) else {
                throw reader.error(path, "unknown spacing \"\(token)\"; use points or one of \(SpacingScale.tokens.map(\.name).joined(separator: ", "))")
            }
            return .spacing(token)
        }
        if reader.isScaledMetric(value) { return .scaled(try reader.scaledMetric(value, path, from: -ScaledMetric.maximumValue)) }
        let points = try reader.number(value, path)
        guard abs(points) <= LayoutEnvironment.maximumWidth else {
            throw reader.error(path, "expected points from -10000 to 10000, got \(points)")
        }
        return .points(points)
    }
}
