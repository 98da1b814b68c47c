import Foundation
import OversetAudit
import OversetLayout
import OversetPlumbing
import OversetStyle
import Testing

/// The one table of audit dimensions (`AuditDimensions`) and the places that read it: every
/// order lists each dimension once, and the schema, the docs and both commands' options name
/// every dimension (issue 30: Bold Text once took 28 files and still missed two places).
@Suite struct AuditDimensionTests {
    static let names = AuditDimensions.all.map(\.name)

    @Test(arguments: [
        ("nesting", AuditDimensions.nesting), ("environmentOrder", AuditDimensions.environmentOrder),
        ("commandOrder", AuditDimensions.commandOrder), ("detailOrder", AuditDimensions.detailOrder),
    ])
    func everyOrderListsEveryDimensionOnce(_ order: String, _ dimensions: [any AuditDimension]) {
        #expect(dimensions.map(\.name).sorted() == Self.names.sorted(), "\(order)")
    }

    @Test func namesAndOptionsAreUnique() {
        for list in [Self.names, AuditDimensions.all.map(\.option), AuditDimensions.all.map(\.environmentKey), AuditDimensions.all.map(\.layoutOption)] {
            #expect(Set(list).count == list.count, "\(list)")
        }
    }

    /// The spec schema's `matrix` has a property per dimension, and no other.
    @Test func theSchemaNamesEveryDimension() throws {
        let data = try Data(contentsOf: Audits.root.appendingPathComponent("docs/layout-spec.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let matrix = try #require((schema["properties"] as? [String: Any])?["matrix"] as? [String: Any])
        let properties = try #require(matrix["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(Self.names))
    }

    /// docs/audit.md describes each `overset audit` option of the matrix, and docs/layout.md's
    /// spec section names each matrix key.
    @Test(arguments: AuditDimensions.all.map(\.option))
    func theAuditDocsDescribeEveryOption(_ option: String) throws {
        let audit = try String(contentsOf: Audits.root.appendingPathComponent("docs/audit.md"), encoding: .utf8)
        #expect(audit.contains("| `\(option) "), "docs/audit.md has no row for \(option)")
    }

    /// A matrix's JSON reads back as the same matrix, every dimension included.
    @Test func aMatrixReadsBackFromItsJSON() throws {
        var matrix = AuditMatrix(categories: [.small, .accessibility2], presets: ["default", "copper"], widths: [320, 414.5], locales: ["de", "ar"])
        matrix.displayScale = 2
        matrix.legibilityWeights = [.bold, .regular]
        matrix.iosVersion = 18
        let report = AuditReport(
            matrix: matrix, screens: [], totalCaseCount: 0, caseCount: 0, shard: nil, failingCases: [], notes: [], seconds: 0, jobs: 1)
        #expect(try AuditReport(json: Data(report.jsonText.utf8), file: "r.json").matrix == matrix)
    }

    /// Each environment's values name it in JUnit and in the reproduction command, so that no
    /// two environments of a matrix share a JUnit name or a command.
    @Test func environmentsHaveNamesAndCommandsOfTheirOwn() {
        var matrix = AuditMatrix(categories: [.large, .accessibility1], presets: ["default", "sage"], widths: [320, 375], locales: ["en", "ar"])
        matrix.legibilityWeights = [.regular, .bold]
        let report = AuditReport(
            matrix: matrix, screens: [.init(name: "S", preset: nil, width: nil)], totalCaseCount: 0, caseCount: 0, shard: nil,
            failingCases: [], notes: [], seconds: 0, jobs: 1)
        let commands = matrix.environments.map { report.layoutCommand(screen: "S", environment: $0) }
        #expect(Set(commands).count == matrix.environmentCount)
        #expect(commands.last == "overset layout --screen S --category AX1 --width 375 --preset sage --locale ar --bold-text")
        let junit = report.junit()
        #expect(junit.contains(#"<testcase name="AX1 · sage · 375 pt · ar · Bold Text""#))
    }
}
