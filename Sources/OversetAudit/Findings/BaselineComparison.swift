import OversetLayout

/// What a run shares with an earlier report, environment by environment.
///
/// A baseline hides a diagnostic only in the environments it recorded it in (same screen, view,
/// kind, category, width, preset, locale, scale, Bold Text, device and iOS version), so a German
/// string made longer that now truncates at L, where the baseline had it from AX3 only, fails
/// the run as new; a baseline of iOS 26 hides nothing in a run at iOS 18.
public struct BaselineComparison: Hashable, Sendable {
    /// The baseline report's file.
    public var file: String
    /// Diagnostics of this run that the baseline has in the same environment: hidden.
    public var knownDiagnosticCount: Int
    /// For each finding of this run, how many of its environments the baseline has (hidden).
    /// A finding listed with a count here is known, but occurs in new environments.
    public var knownEnvironments: [Finding.Key: Int]
    /// Findings of the baseline that this run no longer has anywhere, in the baseline's order.
    /// Empty for a shard, which cannot tell.
    public var resolved: [Finding.Key]
    /// Translation findings of this run that the baseline has (same kind, key and locale): hidden.
    public var knownTranslationCount = 0

    /// "Baseline base.json: 130 known diagnostics hidden; 2 findings known elsewhere have new
    /// environments; 1 finding of the baseline no longer occurs (Card/Text"title" truncated)."
    public var summary: String {
        func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        var text = "Baseline \(file): \(plural(knownDiagnosticCount, "known diagnostic")) hidden"
        if !knownEnvironments.isEmpty {
            text += "; \(plural(knownEnvironments.count, "known finding")) \(knownEnvironments.count == 1 ? "has" : "have") new environments"
        }
        if knownTranslationCount > 0 {
            text += "; \(plural(knownTranslationCount, "known translation finding")) hidden"
        }
        if !resolved.isEmpty {
            let names = resolved.map { "\($0.path) \($0.kind.rawValue)" }.joined(separator: ", ")
            text += "; \(plural(resolved.count, "finding")) of the baseline no longer \(resolved.count == 1 ? "occurs" : "occur") (\(names))"
        }
        return text + "."
    }
}

extension AuditReport {
    /// This report without the diagnostics `baseline` has in the same environment, with what
    /// was hidden and what the baseline had that is gone in `baselineComparison`.
    ///
    /// - Parameter file: The baseline's file, for the report's words.
    /// - Complexity: O(*n* + *m* + *c*) for *n* diagnostics here, *m* in the baseline and *c*
    ///   layouts in the matrix.
    public func excluding(_ baseline: AuditReport, file: String) -> AuditReport {
        struct Occurrence: Hashable {
            var key: Finding.Key
            var environment: LayoutEnvironment
        }
        struct Place: Hashable {
            var screen: String
            var environment: LayoutEnvironment
        }
        var known: Set<Occurrence> = []
        var baselineKeys: [Finding.Key] = []
        var baselineEnvironments: [Finding.Key: [LayoutEnvironment]] = [:]
        for failing in baseline.failingCases {
            for diagnostic in failing.diagnostics {
                let key = Finding.Key(diagnostic, screen: failing.case.screen)
                guard known.insert(Occurrence(key: key, environment: diagnostic.environment)).inserted else { continue }
                if baselineEnvironments[key] == nil { baselineKeys.append(key) }
                baselineEnvironments[key, default: []].append(diagnostic.environment)
            }
        }
        var copy = self
        var comparison = BaselineComparison(file: file, knownDiagnosticCount: 0, knownEnvironments: [:], resolved: [])
        var present: Set<Finding.Key> = []
        copy.failingCases = failingCases.compactMap { failing in
            var kept = failing
            kept.diagnostics = failing.diagnostics.filter { diagnostic in
                let key = Finding.Key(diagnostic, screen: failing.case.screen)
                present.insert(key)
                guard known.contains(Occurrence(key: key, environment: diagnostic.environment)) else { return true }
                comparison.knownDiagnosticCount += 1
                comparison.knownEnvironments[key, default: 0] += 1
                return false
            }
            return kept.diagnostics.isEmpty ? nil : kept
        }
        let shown = Set(copy.failingCases.flatMap { failing in failing.diagnostics.map { Finding.Key($0, screen: failing.case.screen) } })
        comparison.knownEnvironments = comparison.knownEnvironments.filter { shown.contains($0.key) }
        if shard == nil {
            // Gone only if this run laid the view out in an environment where the baseline had it.
            let audited = Set(allCases.map { Place(screen: $0.screen, environment: $0.environment) })
            comparison.resolved = baselineKeys.filter { key in
                !present.contains(key) && baselineEnvironments[key]!.contains { audited.contains(Place(screen: key.screen, environment: $0)) }
            }
        }
        let knownTranslations = Set(baseline.translationFindings.map(\.identity))
        copy.translationFindings = translationFindings.filter { !knownTranslations.contains($0.identity) }
        comparison.knownTranslationCount = translationFindings.count - copy.translationFindings.count
        copy.baselineComparison = comparison
        return copy
    }
}
