import OversetLayout
import OversetStyle

/// How severe each finding is for a team: rules that raise or lower a kind of diagnostic in a
/// range of text sizes, on a screen or under a view, over the severities the kinds have by
/// default (`Diagnostic.Kind.severity`).
///
/// The first rule that matches a diagnostic decides its severity, so a specific rule is written
/// before a general one; a diagnostic no rule matches keeps its kind's severity.
///
/// ```
/// brokenWord@...AX2=error      a broken word up to AX2 fails the run
/// brokenWord@AX3...=warning    above, it is reported but does not fail at --fail-on error
/// atRisk:Settings=ignore       near misses on the Settings screen are not reported
/// ```
public struct SeverityPolicy: Hashable, Sendable {
    /// What a rule makes a diagnostic: one of the severities, or nothing at all.
    public enum Level: String, Hashable, Sendable, CaseIterable {
        case error, warning, info
        /// Dropped from the report: it neither shows nor fails, and a baseline never sees it.
        case ignore

        /// The severity, or nil for `ignore`.
        public var severity: Diagnostic.Severity? { Diagnostic.Severity(rawValue: rawValue) }
    }

    /// One rule: which diagnostics it matches and the level it gives them.
    public struct Rule: Hashable, Sendable, CustomStringConvertible {
        /// The kind matched; nil matches every kind (`*`).
        public var kind: Diagnostic.Kind?
        /// The smallest category matched; nil: from the smallest.
        public var from: DynamicTypeSize?
        /// The largest category matched; nil: up to the largest.
        public var through: DynamicTypeSize?
        /// The screen matched by name; nil: every screen.
        public var screen: String?
        /// A view path as reports show it (without the screen's name): the rule matches that view
        /// and every view inside it (`VStack/Text"title"`, or `HStack` for a whole row); nil:
        /// every view.
        public var path: String?
        /// What a matched diagnostic becomes.
        public var level: Level

        /// A rule; nil parts match everything.
        public init(
            kind: Diagnostic.Kind?, from: DynamicTypeSize? = nil, through: DynamicTypeSize? = nil, screen: String? = nil,
            path: String? = nil, level: Level
        ) {
            self.kind = kind
            self.from = from
            self.through = through
            self.screen = screen
            self.path = path
            self.level = level
        }

        /// Whether the rule matches `diagnostic` on `screen`.
        public func matches(_ diagnostic: Diagnostic, screen: String) -> Bool {
            if let kind, kind != diagnostic.kind { return false }
            let category = diagnostic.environment.category
            if let from, category < from { return false }
            if let through, category > through { return false }
            if let wanted = self.screen, wanted != screen { return false }
            if let path {
                let relative =
                    diagnostic.path.hasPrefix(screen + "/") ? String(diagnostic.path.dropFirst(screen.count + 1)) : diagnostic.path
                return relative == path || relative.hasPrefix(path + "/")
            }
            return true
        }

        /// The rule in the command line's syntax (`brokenWord@AX3...=warning`), as reports and
        /// failures name it.
        public var description: String {
            var text = kind?.rawValue ?? "*"
            switch (from, through) {
            case (nil, nil): break
            case (let from?, let through?) where from == through: text += "@\(from.shortName)"
            default: text += "@\(from?.shortName ?? "")...\(through?.shortName ?? "")"
            }
            if screen != nil || path != nil {
                text += ":" + (screen ?? "*") + (path.map { "/" + $0 } ?? "")
            }
            return text + "=" + level.rawValue
        }
    }

    /// The rules, first match wins.
    public var rules: [Rule]

    /// A policy of `rules`; no rules keeps every kind's own severity.
    public init(rules: [Rule] = []) {
        self.rules = rules
    }

    /// Whether the policy has no rules.
    public var isEmpty: Bool { rules.isEmpty }

    /// What `diagnostic` on `screen` becomes, and the rule that decided it (nil: the kind's own
    /// severity).
    public func resolve(_ diagnostic: Diagnostic, screen: String) -> (level: Level, rule: Rule?) {
        guard let rule = rules.first(where: { $0.matches(diagnostic, screen: screen) }) else {
            return (Level(rawValue: diagnostic.severity.rawValue)!, nil)
        }
        return (rule.level, rule)
    }

    /// The severity of `diagnostic` on `screen`, or nil when the policy ignores it.
    public func severity(of diagnostic: Diagnostic, screen: String) -> Diagnostic.Severity? {
        resolve(diagnostic, screen: screen).level.severity
    }

    /// The most rules a policy may have (spec and command line together).
    public static let maximumRuleCount = 256
    /// The longest screen name or view path a rule may name, in characters.
    public static let maximumTextLength = 1_024
}
