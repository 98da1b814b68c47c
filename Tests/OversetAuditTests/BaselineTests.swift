import Foundation
import OversetAudit
import OversetLayout
import OversetStyle
import Testing

/// A baseline hides a diagnostic only in the environments it recorded (issue 14): a string that
/// now truncates at L, where the baseline had it at AX3 only, or in a new locale, is new.
@Suite struct BaselineTests {
    static let matrix = AuditMatrix(categories: [.large, .accessibility3], presets: ["default"], widths: [320], locales: ["en", "de"])
    static let screens = [AuditReport.Screen(name: "Card", preset: nil, width: nil)]

    /// A place in the matrix: a category and a locale.
    struct Place: Hashable, CustomTestStringConvertible {
        var category: DynamicTypeSize
        var locale: String
        var testDescription: String { "\(category.name)/\(locale)" }
    }

    static let largeEN = Place(category: .large, locale: "en")
    static let largeDE = Place(category: .large, locale: "de")
    static let ax3EN = Place(category: .accessibility3, locale: "en")
    static let ax3DE = Place(category: .accessibility3, locale: "de")

    /// A report of `Card` in which the view at `path` has a `kind` diagnostic at `places`.
    static func report(truncatingAt places: [Place], kind: Diagnostic.Kind = .truncated, path: String = "Card/Text\"title\"") -> AuditReport {
        let cases = AuditReport(
            matrix: matrix, screens: screens, totalCaseCount: 0, caseCount: 0, shard: nil, failingCases: [], notes: [], seconds: 0, jobs: 1
        ).allCases
        let failing = cases.filter { places.contains(Place(category: $0.environment.category, locale: $0.environment.locale)) }.map {
            AuditReport.FailingCase(
                case: $0,
                diagnostics: [
                    Diagnostic(
                        kind: kind, path: path, id: "title", message: "m", proposed: nil, needed: nil, actual: nil, hiddenText: nil,
                        environment: $0.environment)
                ], layout: nil)
        }
        return AuditReport(
            matrix: matrix, screens: screens, totalCaseCount: cases.count, caseCount: cases.count, shard: nil, failingCases: failing,
            notes: [], seconds: 0, jobs: 1)
    }

    @Test(
        arguments: [
            ([ax3DE], [ax3DE], []),
            ([ax3DE], [largeDE, ax3DE], [largeDE]),
            ([ax3DE], [ax3DE, ax3EN], [ax3EN]),
            ([ax3DE, ax3EN, largeDE], [ax3DE], []),
            ([], [largeEN, ax3EN], [largeEN, ax3EN]),
        ] as [([Place], [Place], [Place])])
    func onlyEnvironmentsTheBaselineRecordedAreHidden(_ known: [Place], _ now: [Place], _ new: [Place]) throws {
        let result = Self.report(truncatingAt: now).excluding(Self.report(truncatingAt: known), file: "base.json")
        let shown = result.findings.flatMap(\.environments).map { Place(category: $0.category, locale: $0.locale) }
        #expect(Set(shown) == Set(new))
        #expect(result.baselineComparison?.knownDiagnosticCount == now.count - new.count)
        let finding = result.findings.first
        #expect(finding?.knownEnvironmentCount ?? 0 == (new.isEmpty ? 0 : now.count - new.count))
        if let finding, finding.knownEnvironmentCount > 0 {
            #expect(result.table().contains("(new; the baseline has it in \(finding.knownEnvironmentCount) other environment"))
        }
    }

    @Test func findingsGoneFromTheRunAreResolved() {
        let baseline = Self.report(truncatingAt: [Self.largeEN])
        let result = Self.report(truncatingAt: [Self.ax3DE], path: "Card/Text\"other\"").excluding(baseline, file: "base.json")
        let comparison = result.baselineComparison
        #expect(comparison?.resolved == [Finding.Key(screen: "Card", path: "Card/Text\"title\"", kind: .truncated)])
        #expect(
            comparison?.summary == "Baseline base.json: 0 known diagnostics hidden; 1 finding of the baseline no longer occurs (Card/Text\"title\" truncated).")
        #expect(result.table().contains("no longer occurs"))
    }

    /// A baseline finding at a width this run does not lay out is not known to be gone.
    @Test func findingsOutsideThisRunsMatrixAreNotResolved() {
        var baseline = Self.report(truncatingAt: [Self.largeEN])
        for index in baseline.failingCases.indices {
            baseline.failingCases[index].case.environment.width = 430
            baseline.failingCases[index].diagnostics[0].environment.width = 430
        }
        let result = Self.report(truncatingAt: []).excluding(baseline, file: "base.json")
        #expect(result.baselineComparison?.resolved == [])
    }

    /// Real layouts through JSON, as CI hands a baseline over: the same run hides everything.
    @Test func aBaselineReadFromJSONHidesTheSameRun() throws {
        let matrix = AuditMatrix(presets: ["default"], widths: [320])
        let before = try Audits.run([Audits.fragile], matrix)
        #expect(!before.findings.isEmpty)
        let baseline = try AuditReport(json: Data(before.json.text.utf8), file: "base.json")
        let after = try Audits.run([Audits.fragile, Audits.clean], matrix).excluding(baseline, file: "base.json")
        #expect(after.findings.isEmpty)
        #expect(after.baselineComparison?.knownDiagnosticCount == before.failingCases.flatMap(\.diagnostics).count)
    }

    /// A filtered report records its baseline, so that it is not taken for a whole one.
    @Test func aFilteredReportKeepsItsBaselineAndCannotBeMerged() throws {
        let filtered = Self.report(truncatingAt: [Self.ax3DE]).excluding(Self.report(truncatingAt: [Self.largeEN]), file: "base.json")
        let read = try AuditReport(json: Data(filtered.json.text.utf8), file: "filtered.json")
        #expect(
            read.baselineComparison
                == filtered.baselineComparison.map { comparison in
                    var comparison = comparison
                    comparison.knownEnvironments = [:]
                    return comparison
                })
        #expect(throws: AuditError.self) { try AuditReport.merging([read]) }
    }
}
