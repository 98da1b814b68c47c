import OversetLayout
import OversetStyle

extension SeverityPolicy {
    /// Why a rule's text cannot be read, in words; the caller adds where it came from (the
    /// option, or the spec's file and JSON path).
    public struct InvalidRule: Error, Hashable, Sendable, CustomStringConvertible {
        public var problem: String

        public init(_ problem: String) {
            self.problem = problem
        }

        public var description: String { problem }
    }

    /// The kinds a rule may name, for error messages.
    static var kindNames: String { "*, " + Diagnostic.Kind.allCases.map(\.rawValue).joined(separator: ", ") }

    /// A kind's name, or nil for `*` (every kind).
    public static func kind(parsing text: String) throws(InvalidRule) -> Diagnostic.Kind? {
        if text == "*" { return nil }
        guard let kind = Diagnostic.Kind(rawValue: text) else {
            throw InvalidRule("unknown finding kind '\(text)'; expected one of \(kindNames)")
        }
        return kind
    }

    /// A level's name: error, warning, info or ignore.
    public static func level(parsing text: String) throws(InvalidRule) -> Level {
        guard let level = Level(rawValue: text) else {
            throw InvalidRule("unknown severity '\(text)'; expected error, warning, info or ignore")
        }
        return level
    }

    /// A category range: `AX3...AX5`, `AX3...` (and larger), `...AX2` (and smaller) or one
    /// category (`XL`); short or SwiftUI names.
    public static func categories(parsing text: String) throws(InvalidRule) -> (from: DynamicTypeSize?, through: DynamicTypeSize?) {
        guard text.count <= 64 else { throw InvalidRule("a category range is at most 64 characters, got \(text.count)") }
        func category(_ part: Substring) throws(InvalidRule) -> DynamicTypeSize {
            guard let category = DynamicTypeSize(parsing: String(part)) else {
                throw InvalidRule("unknown content size category '\(part)' in '\(text)'; expected XS … XXXL, AX1 … AX5")
            }
            return category
        }
        guard let dots = text.range(of: "...") else { return try (category(text[...]), category(text[...])) }
        let lower = text[..<dots.lowerBound]
        let upper = text[dots.upperBound...]
        if lower.isEmpty && upper.isEmpty { throw InvalidRule("the category range '...' names no category") }
        let from = lower.isEmpty ? nil : try category(lower)
        let through = upper.isEmpty ? nil : try category(upper)
        if let from, let through, from > through {
            throw InvalidRule("the category range '\(text)' is empty: \(from.shortName) is larger than \(through.shortName)")
        }
        return (from, through)
    }

    /// Checks a screen name or view path a rule names.
    static func place(_ text: String, _ name: String) throws(InvalidRule) -> String {
        guard !text.isEmpty else { throw InvalidRule("the \(name) is empty") }
        guard text.count <= maximumTextLength else {
            throw InvalidRule("the \(name) is longer than \(maximumTextLength) characters")
        }
        return text
    }
}

extension SeverityPolicy.Rule {
    /// A rule from the command line's syntax, `KIND[@CATEGORIES][:SCREEN[/VIEW PATH]]=SEVERITY`:
    /// `brokenWord@AX3...=warning`, `truncated@...AX2:Settings=error`,
    /// `atRisk:Settings/HStack/Text"title"=ignore`, `*:Onboarding=warning`. `*` is every kind,
    /// and as the screen every screen.
    public init(parsing text: String) throws(SeverityPolicy.InvalidRule) {
        guard let equals = text.lastIndex(of: "=") else {
            throw SeverityPolicy.InvalidRule("'\(text)' has no '=SEVERITY'; expected KIND[@CATEGORIES][:SCREEN[/VIEW]]=SEVERITY")
        }
        let level = try SeverityPolicy.level(parsing: String(text[text.index(after: equals)...]))
        var selector = text[..<equals]
        var screen: String?
        var path: String?
        if let colon = selector.firstIndex(of: ":") {
            let place = selector[selector.index(after: colon)...]
            selector = selector[..<colon]
            let slash = place.firstIndex(of: "/")
            let screenText = String(place[..<(slash ?? place.endIndex)])
            screen = screenText == "*" ? nil : try SeverityPolicy.place(screenText, "screen name in '\(text)'")
            if let slash {
                path = try SeverityPolicy.place(String(place[place.index(after: slash)...]), "view path in '\(text)'")
            }
        }
        var from: DynamicTypeSize?
        var through: DynamicTypeSize?
        if let at = selector.firstIndex(of: "@") {
            (from, through) = try SeverityPolicy.categories(parsing: String(selector[selector.index(after: at)...]))
            selector = selector[..<at]
        }
        let kind = try SeverityPolicy.kind(parsing: String(selector))
        self.init(kind: kind, from: from, through: through, screen: screen, path: path, level: level)
    }
}
