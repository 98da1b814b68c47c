import OversetLayout
internal import OversetPlumbing
import OversetSwiftSource

extension AuditReport {
    /// One name the Swift source used that was not understood: how often, and where first.
    public struct Unsupported: Hashable, Sendable {
        /// "view", "modifier", "call", "name", "syntax", "evaluation".
        public var kind: String
        public var name: String
        public var count: Int
        public var first: SourceLocation
    }

    /// What of the Swift source was not understood, by kind and name, most frequent first.
    public var unsupported: [Unsupported] {
        var found: [String: Unsupported] = [:]
        var order: [String] = []
        for note in sourceNotes where note.isNotUnderstood {
            let kind = Self.kindName(note.kind)
            let key = kind + "\u{0}" + note.name
            if found[key] == nil {
                order.append(key)
                found[key] = Unsupported(kind: kind, name: note.name, count: 0, first: note.location)
            }
            found[key]!.count += 1
        }
        return order.map { found[$0]! }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name }
    }

    /// Whether anything of the Swift source was not understood (what `--strict` refuses).
    public var hasUnsupportedSource: Bool { sourceNotes.contains(where: \.isNotUnderstood) }

    /// "Swift source: 412 of 430 view and modifier call sites understood; not understood:
    /// HStackLayout (view) 3 times, first at A.swift:12:9; …", or nil for an audit of specs.
    var sourceSummary: String? {
        guard !sourceCallSites.isEmpty || !sourceNotes.isEmpty else { return nil }
        let understood = sourceCallSites.values.filter { $0 }.count
        var text = "Swift source: \(understood) of \(sourceCallSites.count) view and modifier call sites understood"
        let unsupported = self.unsupported
        if !unsupported.isEmpty {
            text +=
                "; not understood: "
                + unsupported.prefix(10).map {
                    "\(Self.brief($0.name)) (\($0.kind)) \($0.count == 1 ? "once" : "\($0.count) times"), first at \($0.first)"
                }
                .joined(separator: "; ")
            if unsupported.count > 10 { text += "; and \(unsupported.count - 10) more (JSON report: unsupported)" }
        }
        return text + "."
    }

    /// The longest name the summary quotes whole: a call on a long string literal once put a
    /// whole paragraph of HTML into the line (the JSON report keeps every name whole).
    static let longestQuotedName = 60

    /// `name`, cut to `longestQuotedName` characters with "…" when longer.
    static func brief(_ name: String) -> String {
        name.count <= longestQuotedName ? name : String(name.prefix(longestQuotedName - 1)) + "…"
    }

    /// The report's `sourceCallSites` and `unsupported` members, for an audit of Swift source.
    var sourceJSON: [(String, JSONValue)] {
        guard !sourceCallSites.isEmpty || !sourceNotes.isEmpty else { return [] }
        return [
            (
                "sourceCallSites",
                .object([("total", .integer(sourceCallSites.count)), ("understood", .integer(sourceCallSites.values.filter { $0 }.count))])
            ),
            (
                "unsupported",
                .array(
                    unsupported.map { item in
                        .object([
                            ("kind", .string(item.kind)), ("name", .string(item.name)), ("count", .integer(item.count)),
                            ("first", .string(item.first.description)),
                        ])
                    })
            ),
        ]
    }

    private static func kindName(_ kind: EvaluationNote.Kind) -> String {
        switch kind {
        case .unknownView: return "view"
        case .unknownModifier: return "modifier"
        case .unknownCall: return "call"
        case .unknownName: return "name"
        case .unsupportedSyntax: return "syntax"
        case .budgetExceeded, .tooDeep: return "evaluation"
        case .runtimeValue, .approximated: return "assumed"
        }
    }
}
