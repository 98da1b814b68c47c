import OversetLayout
import OversetSwiftSource
import OversetText

/// What an audit found: the layouts with diagnostics, grouped into findings.
public struct AuditReport: Sendable {
    /// The version of the JSON report's schema (docs/audit.md).
    public static let schemaVersion = 1

    /// The version of Overset (`overset --version`), which every JSON report records as
    /// `toolVersion`: verdicts are measurements, and another release's engine may measure a
    /// text differently, so a report says which one measured it.
    public static let currentToolVersion = "0.1.0-dev"

    /// The longest `toolVersion` a report read back may have: a version is a short label, and
    /// a merge error quotes it.
    public static let maximumToolVersionLength = 64

    /// One layout that has diagnostics.
    public struct FailingCase: Sendable {
        public var `case`: AuditCase
        public var diagnostics: [Diagnostic]
        /// The layout, kept for pictures; nil in a report read back from JSON.
        public var layout: LayoutResult? {
            get { keptLayout?.layout }
            set { keptLayout = newValue.map(KeptLayout.init) }
        }

        /// The layout behind a reference: a `LayoutResult` is 584 bytes inline, and an audit
        /// holds tens of thousands of failing cases, most without one (`keepsLayouts`), whose
        /// bytes would all be written and moved as the list grows.
        private var keptLayout: KeptLayout?

        public init(case auditCase: AuditCase, diagnostics: [Diagnostic], layout: LayoutResult?) {
            self.case = auditCase
            self.diagnostics = diagnostics
            self.keptLayout = layout.map(KeptLayout.init)
        }
    }

    /// A failing case's layout, immutable and shared by the case's copies.
    private final class KeptLayout: Sendable {
        let layout: LayoutResult

        init(_ layout: LayoutResult) { self.layout = layout }
    }

    /// A screen audited: its name, the preset and width or devices it fixes instead of the
    /// matrix's, and the spec file it comes from (nil: the bundled gallery).
    public struct Screen: Hashable, Sendable {
        public var name: String
        public var preset: String?
        public var width: Double?
        public var devices: [DeviceScreen]?
        public var source: String?

        public init(name: String, preset: String?, width: Double?, devices: [DeviceScreen]? = nil, source: String? = nil) {
            self.name = name
            self.preset = preset
            self.width = width
            self.devices = devices
            self.source = source
        }
    }

    public var matrix: AuditMatrix
    /// The screens, in spec order.
    public var screens: [Screen]
    /// Layouts in the whole matrix, and in this run (fewer for a shard).
    public var totalCaseCount: Int
    public var caseCount: Int
    public var shard: Shard?
    /// In matrix order.
    public var failingCases: [FailingCase]
    /// Translation notes (missing or untranslated catalog keys), sorted.
    public var notes: [Localizer.Note]
    /// What the translation checks found in the catalog keys the screens show (placeholders,
    /// visible escapes), once per key and locale: errors first, then by key, locale and kind.
    public var translationFindings: [TranslationFinding] = []
    /// Each text's thresholds, when the audit searched them (`--thresholds`); the JSON report
    /// carries them under `thresholds`.
    public var thresholds: [TextThreshold] = []
    /// The version of Overset that measured the report: `currentToolVersion` for a run, what
    /// the file says for a report read back, nil for one written before reports recorded it.
    public var toolVersion: String? = AuditReport.currentToolVersion
    /// Wall time of the run in seconds (not compared between runs).
    public var seconds: Double
    /// Worker threads used.
    public var jobs: Int
    /// What the system font was, in words (the stand-in, or Apple's SF with its file): verdicts
    /// are as close to an iPhone as it is. Nil for reports that did not record it.
    public var systemFont: String?
    /// Where the fonts came from (`FontRegistry.fontSources`): bundled fonts, the paths named,
    /// and whether the machine's fonts were used; empty for reports that did not record it.
    public var fontSources: [String] = []
    /// The font families each locale's texts were drawn from, sorted: a locale whose script
    /// falls back to an unexpected font, or to none (`missingGlyphs`), shows here.
    public var fontsByLocale: [String: [String]]
    /// The rules that raise or lower findings' severities (empty: each kind's own). Set it with
    /// `applying(_:)`, which also drops what the policy ignores.
    public var severityPolicy = SeverityPolicy()
    /// What a baseline hid and what it had that is gone; nil when there was no baseline.
    public var baselineComparison: BaselineComparison?
    /// The options of the audit's command line that `overset layout` needs to lay a screen out
    /// as the audit did (`--strings`, `--device`, `--theme`, font options), for the command that
    /// reproduces each finding (`layoutCommand(for:)`).
    public var layoutOptions: [String] = []
    /// The text engines' work on this run (`overset audit --statistics`); not in the JSON report,
    /// and zero in a report read back from it.
    public var engineStatistics = TextEngine.Statistics()
    /// What the Swift source of SwiftUI screens did not evaluate (or assumed), each once, in the
    /// order met; empty for an audit of specs.
    public var sourceNotes: [EvaluationNote] = []
    /// Every view and modifier call site of SwiftUI screens evaluated, and whether it was
    /// understood.
    public var sourceCallSites: [SourceLocation: Bool] = [:]

    /// A report (the runner makes them; tests and readers build them from parts).
    public init(
        matrix: AuditMatrix, screens: [Screen], totalCaseCount: Int, caseCount: Int, shard: Shard?,
        failingCases: [FailingCase], notes: [Localizer.Note], seconds: Double, jobs: Int, systemFont: String? = nil,
        fontsByLocale: [String: [String]] = [:]
    ) {
        self.matrix = matrix
        self.screens = screens
        self.totalCaseCount = totalCaseCount
        self.caseCount = caseCount
        self.shard = shard
        self.failingCases = failingCases
        self.notes = notes
        self.seconds = seconds
        self.jobs = jobs
        self.systemFont = systemFont
        self.fontsByLocale = fontsByLocale
    }

    /// The diagnostics grouped by screen, view and kind, in a fixed order.
    public var findings: [Finding] {
        Finding.group(failingCases, screens: screens, matrix: matrix, policy: severityPolicy).map { finding in
            var finding = finding
            finding.knownEnvironmentCount = baselineComparison?.knownEnvironments[finding.key] ?? 0
            return finding
        }
    }

    /// Whether anything is at or above `severity`: a layout finding, a translation finding, or
    /// (at `info`) a translation note. `overset audit --fail-on` exits 1 when this holds.
    public func fails(at severity: Diagnostic.Severity) -> Bool {
        findings.contains { $0.severity >= severity } || translationFindings.contains { $0.severity >= severity }
            || (severity == .info && !notes.isEmpty)
    }

    /// This report under `policy`: findings take the severities it gives, and the diagnostics it
    /// ignores are dropped (so a baseline comparison, JUnit and `--fail-on` never see them).
    public func applying(_ policy: SeverityPolicy) -> AuditReport {
        var copy = self
        copy.severityPolicy = policy
        copy.failingCases = failingCases.compactMap { failing in
            var kept = failing
            kept.diagnostics = failing.diagnostics.filter { policy.severity(of: $0, screen: failing.case.screen) != nil }
            return kept.diagnostics.isEmpty ? nil : kept
        }
        return copy
    }

    /// The severity of `diagnostic` on `screen` under the report's policy (nil: ignored).
    public func severity(of diagnostic: Diagnostic, screen: String) -> Diagnostic.Severity? {
        severityPolicy.severity(of: diagnostic, screen: screen)
    }

    /// Every case of the matrix (all shards), in order.
    public var allCases: [AuditCase] {
        matrix.cases(for: screens.map { ($0.name, $0.preset, $0.width, $0.devices) })
    }
}
