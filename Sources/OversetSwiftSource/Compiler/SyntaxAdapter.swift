import Foundation
import OversetPlumbing

/// Turns the compiler's parse-only JSON dump into the syntax tree: the one reader of its format.
///
/// What it relies on, checked as it goes: the top level is a `source_file` with a
/// `compiler_version` of 6.1 or later and an `items` array (absent only for a file without
/// tokens); nodes are objects named by `_kind`; declarations and statements carry `range`
/// (`start` and `end` byte offsets, `end` being the start of the last token). A kind it does not
/// know, or a known kind without the keys it reads, becomes an `.unknown(kind:)` node with its
/// range, never an error: the evaluator reports it as not understood.
///
/// What the dump leaves out, and where it is found instead, in the source's tokens
/// (`SourceTokens`): every `type` field is empty, so written types (annotations, results,
/// parameters, inherited types, casts) are read from the text; expressions, patterns and
/// parameters have no ranges, so each is placed by finding its tokens in order (the adapter
/// walks the tree in source order with a cursor, re-anchored at every declaration and statement,
/// whose ranges the dump gives); enum raw values are read from the text. Operators arrive
/// unfolded (`sequence_expr`) and are folded here (`SyntaxAdapter+Operators.swift`).
struct SyntaxAdapter {
    /// The preprocessed text's tokens (the text the compiler read).
    let tokens: SourceTokens
    /// The user's file, for locations in errors.
    let file: SourceFile
    /// The toolchain, named when the dump's shape is refused.
    let toolchain: String
    /// The deepest nesting converted.
    let maximumDepth: Int
    /// The next token to look at.
    var cursor = 0
    /// One past the last token the current node may take.
    var limit: Int
    /// The current nesting of converted nodes.
    var depth = 0

    /// The declarations of a dump.
    ///
    /// - Throws: `.unexpectedDump` when the top level is not a source file of Swift 6.1 or
    ///   later; `.nestingTooDeep` past `maximumDepth`.
    static func convert(
        dump: [UInt8], tokens: SourceTokens, file: SourceFile, toolchain: String, maximumDepth: Int
    ) throws(SwiftSourceError) -> [Declaration] {
        var adapter = SyntaxAdapter(tokens: tokens, file: file, toolchain: toolchain, maximumDepth: maximumDepth, limit: tokens.count)
        let root = try adapter.root(dump)
        guard let items = root["items"] else {
            guard tokens.count == 0 else { throw adapter.refuse("the source_file has no items") }
            return []
        }
        guard case .array(let elements) = items else { throw adapter.refuse("the source_file's items are not an array") }
        return try adapter.declarations(elements)
    }

    /// The top-level object, checked.
    private func root(_ dump: [UInt8]) throws(SwiftSourceError) -> JSONNode {
        let tree: JSONTree
        switch JSONTree.decode(Data(dump), repeatedKeys: .equalIgnored) {
        case .success(let value): tree = value
        case .failure(let error):
            if let offset = Self.sourceOffsetBeyondJSONDepth(dump) {
                throw .nestingTooDeep(file.location(at: offset), limit: maximumDepth)
            }
            throw refuse("not JSON: \(error)")
        }
        guard case .object(let root) = tree, root.kind == "source_file" else { throw refuse("the top level is not a source_file") }
        guard let version = root.node("compiler_version"), let major = version.string("major").flatMap({ Int($0) }),
            let minor = version.string("minor").flatMap({ Int($0) })
        else { throw refuse("it names no compiler_version") }
        guard (major, minor) >= (6, 1) else {
            throw refuse("a Swift \(major).\(minor) dump; Overset reads those of Swift \(SwiftSourceError.minimumVersion) and later")
        }
        return root
    }

    func refuse(_ problem: String) -> SwiftSourceError {
        .unexpectedDump(file: file.path, toolchain: toolchain, problem: problem)
    }

    /// When the dump nests deeper than the JSON parser reads, the source offset of the last
    /// range before the point it gave up, so that the refusal says where; nil otherwise.
    private static func sourceOffsetBeyondJSONDepth(_ dump: [UInt8]) -> Int? {
        var depth = 0
        var inString = false
        var escaped = false
        var lastStart: Int?
        let key = Array(#""start":"#.utf8)
        var index = 0
        while index < dump.count {
            let byte = dump[index]
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                if dump[index...].starts(with: key) {
                    var end = index + key.count
                    var value = 0
                    while end < dump.count, dump[end].isDigit {
                        value = value * 10 + Int(dump[end] - UInt8(ascii: "0"))
                        end += 1
                    }
                    lastStart = value
                }
                inString = true
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
                if depth > JSONTree.maximumParsingDepth { return lastStart ?? 0 }
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                depth -= 1
            }
            index += 1
        }
        return nil
    }

    // MARK: - Nesting

    /// Counts one level of nesting around `body`.
    mutating func nested<Result>(at offset: Int, _ body: (inout SyntaxAdapter) throws(SwiftSourceError) -> Result) throws(SwiftSourceError) -> Result {
        depth += 1
        defer { depth -= 1 }
        guard depth <= maximumDepth else { throw .nestingTooDeep(file.location(at: offset), limit: maximumDepth) }
        return try body(&self)
    }

    // MARK: - Ranges and the cursor

    /// The node's range from the dump, its end moved to the end of its last token.
    func range(of node: JSONNode) -> SourceRange? {
        guard let range = node.node("range"), case .number(let start)? = range["start"], case .number(let end)? = range["end"],
            start >= 0, end >= start, Int(end) <= tokens.bytes.count
        else { return nil }
        return SourceRange(start: Int(start), end: tokens.endOfToken(startingAt: Int(end)))
    }

    /// Where the cursor is, as an offset: the start of its token (or the end of the text).
    var here: Int { cursor < tokens.count ? Int(tokens[cursor].start) : tokens.bytes.count }

    /// Runs `body` with the cursor at the start of `range` and its tokens as the limit, then
    /// leaves the cursor after `range` and restores the limit.
    mutating func within<Result>(_ range: SourceRange, _ body: (inout SyntaxAdapter) throws(SwiftSourceError) -> Result) throws(SwiftSourceError) -> Result {
        let outerLimit = limit
        let rangeEnd = tokens.firstToken(atOrAfter: range.end)
        cursor = tokens.firstToken(atOrAfter: range.start)
        limit = rangeEnd
        defer {
            limit = outerLimit
            cursor = max(cursor, rangeEnd)
        }
        return try body(&self)
    }

    /// Runs `body` with the limit lowered to `newLimit` (never raised).
    mutating func limited<Result>(to newLimit: Int, _ body: (inout SyntaxAdapter) throws(SwiftSourceError) -> Result) throws(SwiftSourceError) -> Result {
        let outerLimit = limit
        limit = min(limit, newLimit)
        defer { limit = outerLimit }
        return try body(&self)
    }

    /// The next token satisfying `matches`, searching from the cursor up to the limit; the
    /// cursor moves past it. Tokens skipped on the way are ones the tree does not record
    /// (commas, keywords, labels it reads elsewhere).
    mutating func take(where matches: (Int) -> Bool) -> Int? {
        var index = cursor
        while index < limit {
            if matches(index) {
                cursor = index + 1
                return index
            }
            index += 1
        }
        return nil
    }

    /// The next token of `kind`.
    mutating func take(_ kind: Token.Kind) -> Int? {
        let tokens = self.tokens
        return take { tokens[$0].kind == kind }
    }

    /// The next identifier or operator spelled `text`.
    mutating func take(_ text: String) -> Int? {
        let tokens = self.tokens
        return take { (tokens[$0].kind == .identifier || tokens[$0].kind == .operator || tokens[$0].kind == .poundKeyword) && tokens.text(of: $0, is: text) }
    }

    /// The token at the cursor when it is `kind` (nothing is skipped); the cursor moves past it.
    mutating func takeNext(_ kind: Token.Kind) -> Int? {
        guard cursor < limit, tokens[cursor].kind == kind else { return nil }
        cursor += 1
        return cursor - 1
    }

    /// The token at the cursor when it is an identifier or operator spelled `text`.
    mutating func takeNext(_ text: String) -> Int? {
        guard cursor < limit, tokens[cursor].kind == .identifier || tokens[cursor].kind == .operator, tokens.text(of: cursor, is: text)
        else { return nil }
        cursor += 1
        return cursor - 1
    }

    /// The range of token `index`, or an empty range at the cursor when it is nil.
    func range(ofToken index: Int?) -> SourceRange {
        guard let index else { return .empty(at: here) }
        return tokens[index].range
    }

    /// The range from token `first` through token `last`.
    func range(from first: Int, through last: Int) -> SourceRange {
        tokens[first].range.union(tokens[last].range)
    }
}

/// A node of the dump: an object's members.
typealias JSONNode = [String: JSONTree]

extension Dictionary where Key == String, Value == JSONTree {
    /// The node's `_kind`, or "" without one.
    var kind: String {
        if case .string(let kind)? = self["_kind"] { return kind }
        return ""
    }

    func string(_ key: String) -> String? {
        if case .string(let value)? = self[key] { return value }
        return nil
    }

    /// The member `key` when it is a node (not `<null expr>`).
    func node(_ key: String) -> JSONNode? {
        guard case .object(let members)? = self[key], members.kind != "<null expr>" else { return nil }
        return members
    }

    /// The nodes of the array `key` (empty when absent).
    func nodes(_ key: String) -> [JSONNode] {
        guard case .array(let items)? = self[key] else { return [] }
        return items.compactMap(\.members)
    }

    func flag(_ key: String) -> Bool {
        if case .bool(true)? = self[key] { return true }
        return false
    }

    /// The name of a `decl_name` member: its `base_name`'s `name`.
    func declName(_ key: String = "name") -> String? {
        node(key)?.node("base_name")?.string("name")
    }
}

extension JSONTree {
    /// How deep the package's JSON parser reads (`JSONParser.maximumDepth`).
    static let maximumParsingDepth = 512
}
