import OversetLayout
package import OversetPlumbing

extension AuditReport {
    /// The report as JSON text (schema in docs/audit.md), keys in a fixed order; `timings`
    /// comes last and is the only part that differs between identical runs.
    public var jsonText: String {
        var text = ""
        writeJSON { text += $0 }
        return text
    }

    /// Writes the report's JSON text (the bytes of `jsonText`) in pieces of about 64 KB, one
    /// finding and one failing case at a time, so that a large report is never held whole, as
    /// text or as a tree of values (a 144,000-layout audit's report is 45 MB; its findings,
    /// each listing every environment it occurs in, were a tree of 25 MB for 56,000
    /// diagnostics, 62 MB for 108,000).
    ///
    /// - Parameter write: takes each piece in order.
    /// - Throws: what `write` throws.
    /// - Complexity: O(report size) time; O(one finding or failing case + 64 KB) memory besides
    ///   the report and its findings.
    public func writeJSON<Failure: Error>(to write: (String) throws(Failure) -> Void) throws(Failure) {
        let findings = self.findings
        guard case .object(let members) = json(findings: findings, findingsJSON: .array([]), failingCasesJSON: .array([])) else { return }
        var piece = "{"
        // Appends an array of `count` elements, each made (`element`) and written out on its own.
        func appendArray(count: Int, _ element: (Int) -> JSONValue) throws(Failure) {
            piece += "["
            for index in 0..<count {
                if index > 0 { piece += "," }
                piece += element(index).text
                if piece.utf8.count >= 1 << 16 {
                    try write(piece)
                    piece = ""
                }
            }
            piece += "]"
        }
        for (index, (key, value)) in members.enumerated() {
            if index > 0 { piece += "," }
            piece += JSONValue.string(key).text + ":"
            switch key {
            case "findings": try appendArray(count: findings.count) { json(findings[$0]) }
            case "failingCases": try appendArray(count: failingCases.count) { json(failingCases[$0]) }
            default: piece += value.text
            }
        }
        try write(piece + "}")
    }

    /// One failing case as JSON, each diagnostic at the severity the policy gives it ("ignore"
    /// when it ignores it), as `findings` give it: the kind's own severity beside a policy's
    /// once made one report say two things.
    func json(_ failing: FailingCase) -> JSONValue {
        .object([
            ("index", .integer(failing.case.index)),
            ("screen", .string(failing.case.screen)),
            ("environment", LayoutJSON.environment(failing.case.environment)),
            (
                "diagnostics",
                .array(
                    failing.diagnostics.map { diagnostic in
                        let severity = severityPolicy.severity(of: diagnostic, screen: failing.case.screen)?.rawValue ?? "ignore"
                        return LayoutJSON.diagnostic(diagnostic, severity: severity)
                    })
            ),
        ])
    }

    /// What a baseline hid: its file, the number of diagnostics, and the findings it had that are gone.
    static func json(_ comparison: BaselineComparison) -> JSONValue {
        .object([
            ("file", .string(comparison.file)),
            ("knownDiagnostics", .integer(comparison.knownDiagnosticCount)),
            ("knownTranslations", .integer(comparison.knownTranslationCount)),
            (
                "resolved",
                .array(
                    comparison.resolved.map { key in
                        .object([("screen", .string(key.screen)), ("path", .string(key.path)), ("kind", .string(key.kind.rawValue))])
                    })
            ),
        ])
    }

    /// One translation finding as JSON.
    /// A text's thresholds: the first failing category per width and the narrowest fitting
    /// width per category, null for "never fails" and "no fit", in ascending order.
    static func json(_ threshold: TextThreshold) -> JSONValue {
        .object([
            ("screen", .string(threshold.screen)),
            ("path", .string(threshold.path)),
            ("text", .string(threshold.text)),
            ("preset", .string(threshold.preset)),
            ("locale", .string(threshold.locale)),
            ("boldText", .bool(threshold.legibilityWeight == .bold)),
            (
                "firstFailingCategory",
                .array(
                    threshold.firstFailingCategory.sorted { $0.key < $1.key }.map { width, category in
                        .object([("width", .number(width)), ("category", category.map { .string($0.name) } ?? .null)])
                    })
            ),
            (
                "narrowestFittingWidth",
                .array(
                    threshold.narrowestFittingWidth.sorted { $0.key < $1.key }.map { category, width in
                        .object([("category", .string(category.name)), ("width", width.map(JSONValue.number) ?? .null)])
                    })
            ),
        ])
    }

    static func json(_ finding: TranslationFinding) -> JSONValue {
        .object([
            ("kind", .string(finding.kind.rawValue)),
            ("severity", .string(finding.severity.rawValue)),
            ("key", .string(finding.key)),
            ("locale", .string(finding.locale)),
            ("sourceLocale", .string(finding.sourceLocale)),
            ("source", .string(finding.sourceValue)),
            ("translation", .string(finding.translation)),
            ("file", .string(finding.file)),
            ("message", .string(finding.message)),
        ])
    }

    /// The report as a JSON value, for the package's writers.
    package var json: JSONValue {
        let findings = self.findings
        return json(
            findings: findings, findingsJSON: .array(findings.map { (finding: Finding) -> JSONValue in json(finding) }),
            failingCasesJSON: .array(failingCases.map { (failing: FailingCase) -> JSONValue in json(failing) }))
    }

    /// One finding as JSON.
    func json(_ finding: Finding) -> JSONValue {
        // The policy's rule only with rules, so that reports of runs without one keep their shape.
        let ruleMember: [(String, JSONValue)] = severityPolicy.isEmpty ? [] : [("rule", finding.rule.map { .string($0.description) } ?? .null)]
        return .object(
            [
                ("kind", .string(finding.kind.rawValue)),
                ("severity", .string(finding.severity.rawValue)),
            ] + ruleMember + [
                ("screen", .string(finding.screen)),
                ("path", .string(finding.path)),
                ("id", finding.id.map(JSONValue.string) ?? .null),
                ("summary", .string(finding.summary)),
                ("message", .string(finding.message)),
                ("hiddenText", finding.hiddenText.map(JSONValue.string) ?? .null),
                ("text", finding.text.map(JSONValue.string) ?? .null),
                ("occurrences", .integer(finding.environments.count)),
                ("knownOccurrences", .integer(finding.knownEnvironmentCount)),
                ("environments", .array(finding.environments.map(LayoutJSON.environment))),
                ("layoutCommand", .string(layoutCommand(for: finding))),
            ])
    }

    /// The report as a JSON value with its `findings` and the JSON of them and of `failingCases`
    /// given (`writeJSON` writes those two itself).
    private func json(findings: [Finding], findingsJSON: JSONValue, failingCasesJSON: JSONValue) -> JSONValue {
        // The policy's members only with rules, so that reports of runs without one keep their shape.
        let policyMembers: [(String, JSONValue)] =
            severityPolicy.isEmpty ? [] : [("severityPolicy", .array(severityPolicy.rules.map { .string($0.description) }))]
        let infoMembers: [(String, JSONValue)] =
            severityPolicy.isEmpty ? [] : [("infos", .integer(findings.filter { $0.severity == .info }.count))]
        let members: [(String, JSONValue)] =
            [
                ("schemaVersion", .integer(Self.schemaVersion)),
                ("tool", .string("overset audit")),
                ("toolVersion", toolVersion.map(JSONValue.string) ?? .null),
                ("systemFont", systemFont.map(JSONValue.string) ?? .null),
                ("fontSources", .array(fontSources.map(JSONValue.string))),
                ("fonts", .object(localesWithFonts.map { ($0, .array(fontsByLocale[$0]!.map(JSONValue.string))) })),
                ("baseline", baselineComparison.map(Self.json) ?? .null),
            ] + policyMembers + [
                ("layoutOptions", .array(layoutOptions.map(JSONValue.string))),
                ("matrix", .object(AuditDimensions.all.compactMap { $0.matrixMember(matrix) })),
                (
                    "screens",
                    .array(
                        screens.map { screen in
                            // A screen's own devices only when it has them, so that other reports keep their shape.
                            .object(
                                [
                                    ("name", .string(screen.name)), ("preset", screen.preset.map(JSONValue.string) ?? .null),
                                    ("width", screen.width.map(JSONValue.number) ?? .null),
                                ] + (screen.devices.map { [("devices", JSONValue.array($0.map { .string($0.key) }))] } ?? [])
                                    + [("source", screen.source.map(JSONValue.string) ?? .null)])
                        })
                ),
                ("shard", shard.map { .object([("index", .integer($0.index)), ("count", .integer($0.count))]) } ?? .null),
                (
                    "counts",
                    .object(
                        [
                            ("totalCases", .integer(totalCaseCount)),
                            ("cases", .integer(caseCount)),
                            ("failingCases", .integer(failingCases.count)),
                            ("findings", .integer(findings.count)),
                            ("errors", .integer(findings.filter { $0.severity == .error }.count)),
                            ("warnings", .integer(findings.filter { $0.severity == .warning }.count)),
                        ] + infoMembers + [
                            ("notes", .integer(notes.count))
                        ])
                ),
                ("findings", findingsJSON),
                ("failingCases", failingCasesJSON),
            ] + sourceJSON + [
                ("translations", .array(translationFindings.map(Self.json)))
            ] + (thresholds.isEmpty ? [] : [("thresholds", .array(thresholds.map(Self.json)))]) + [
                ("notes", .array(notes.map { .object([("key", .string($0.key)), ("locale", .string($0.locale)), ("message", .string($0.message))]) })),
                ("timings", .object([("seconds", .number(seconds)), ("jobs", .integer(jobs))])),
            ]
        return .object(members)
    }
}
