import OversetLayout
import OversetStyle

/// One problem of one view, with every environment it occurs in ("truncated from AX2 upward at
/// 320 and 375") instead of one line per layout.
public struct Finding: Sendable {
    public var kind: Diagnostic.Kind
    public var screen: String
    /// The view's path.
    public var path: String
    public var id: String?
    /// The message of the first (smallest category, narrowest) occurrence at the finding's
    /// severity: the one `rule` was applied to, when a policy raises some environments only.
    public var message: String
    /// The hidden text of that occurrence.
    public var hiddenText: String?
    /// The string the view laid out in that occurrence (translated, pseudo-localized), for a
    /// text; nil for other views.
    public var text: String?
    /// Where the view was written, for a screen read from Swift source (that occurrence's).
    public var source: SourceReference?
    /// Every environment it occurs in, in matrix order.
    public var environments: [LayoutEnvironment]
    /// Where it occurs, in words.
    public var summary: String
    /// Environments a baseline has it in, hidden from `environments`: nonzero for a known
    /// finding that occurs in new environments.
    public var knownEnvironmentCount = 0

    /// Its severity: the kind's own, or what the report's severity policy makes it (the most
    /// severe of its environments'; environments the policy ignores are not among them).
    public var severity: Diagnostic.Severity
    /// The policy rule that set `severity`, or nil when it is the kind's own.
    public var rule: SeverityPolicy.Rule?

    /// What identifies a finding across runs (for baselines): its screen, view and kind.
    public struct Key: Hashable, Sendable {
        public var screen: String
        public var path: String
        public var kind: Diagnostic.Kind

        public init(screen: String, path: String, kind: Diagnostic.Kind) {
            self.screen = screen
            self.path = path
            self.kind = kind
        }

        /// The key of `diagnostic` when it occurs on `screen`.
        init(_ diagnostic: Diagnostic, screen: String) {
            self.init(screen: screen, path: diagnostic.path, kind: diagnostic.kind)
        }
    }

    /// What identifies this finding across runs.
    public var key: Key { Key(screen: screen, path: path, kind: kind) }

    /// Groups the diagnostics of `cases` by screen, path and kind, with the severities `policy`
    /// gives them (dropping those it ignores); errors first (so that they are not buried under
    /// warnings), then by screen (spec order), path and kind.
    static func group(
        _ cases: [AuditReport.FailingCase], screens: [AuditReport.Screen], matrix: AuditMatrix, policy: SeverityPolicy = SeverityPolicy()
    ) -> [Finding] {
        var order: [Key] = []
        var grouped: [Key: Finding] = [:]
        for failing in cases {
            for diagnostic in failing.diagnostics {
                let (level, rule) = policy.resolve(diagnostic, screen: failing.case.screen)
                guard let severity = level.severity else { continue }
                let key = Key(diagnostic, screen: failing.case.screen)
                if grouped[key] == nil {
                    order.append(key)
                    grouped[key] = Finding(diagnostic, screen: failing.case.screen, severity: severity, rule: rule)
                } else if severity > grouped[key]!.severity {
                    // The message must describe the occurrence the rule speaks of.
                    let environments = grouped[key]!.environments
                    grouped[key] = Finding(diagnostic, screen: failing.case.screen, severity: severity, rule: rule)
                    grouped[key]!.environments = environments
                }
                if grouped[key]!.environments.last != diagnostic.environment {
                    grouped[key]!.environments.append(diagnostic.environment)
                }
            }
        }
        let screenIndex = Dictionary(uniqueKeysWithValues: screens.enumerated().map { ($1.name, $0) })
        return order.map { key in
            var finding = grouped[key]!
            // Described against the screen's own width or devices, which replace the matrix's.
            let screen = screenIndex[key.screen].map { screens[$0] }
            let own = matrix.own(preset: nil, width: screen?.width, devices: screen?.devices)
            finding.summary = FindingSummary.describe(finding.environments, matrix: own)
            return finding
        }.sorted {
            if $0.severity != $1.severity { return $0.severity > $1.severity }
            let left = (screenIndex[$0.screen] ?? 0, $0.path, $0.kind)
            let right = (screenIndex[$1.screen] ?? 0, $1.path, $1.kind)
            if left.0 != right.0 { return left.0 < right.0 }
            if left.1 != right.1 { return left.1 < right.1 }
            return left.2 < right.2
        }
    }
}

extension Finding {
    /// A finding of one occurrence, `diagnostic` on `screen`, with no environments yet.
    private init(_ diagnostic: Diagnostic, screen: String, severity: Diagnostic.Severity, rule: SeverityPolicy.Rule?) {
        self.init(
            kind: diagnostic.kind, screen: screen, path: diagnostic.path, id: diagnostic.id, message: diagnostic.message,
            hiddenText: diagnostic.hiddenText, text: diagnostic.text, source: diagnostic.source, environments: [], summary: "",
            severity: severity, rule: rule)
    }
}
