import Foundation
import Testing
import OversetAudit
import OversetLayout
import OversetStyle
import OversetPlumbing

/// Matrix expansion, sharding, determinism and the grouping of findings.
@Suite struct MatrixAndGroupingTests {
    @Test func matrixExpandsInLocalePresetWidthCategoryOrder() {
        let matrix = AuditMatrix(categories: [.large, .accessibility1], presets: ["default", "copper"], widths: [320, 375],
                                 locales: ["en", "de"])
        let environments = matrix.environments
        #expect(environments.count == 16 && matrix.environmentCount == 16)
        #expect(environments[0] == LayoutEnvironment(category: .large, preset: nil, width: 320, locale: "en"))
        #expect(environments[1].category == .accessibility1 && environments[1].width == 320)
        #expect(environments[2].width == 375)
        #expect(environments[4].preset == "copper")
        #expect(environments[8].locale == "de")
    }

    @Test func specMatrixIsReadWithPaths() throws {
        let json = #"{"categories": "L...AX2", "presets": "default, copper", "widths": [320], "locales": ["en", "en-XA"], "scale": 2}"#
        let tree = try JSONTree.decode(Data(json.utf8)).get()
        let matrix = try AuditMatrix(spec: tree, file: "spec.json")
        #expect(matrix.categories == [.large, .xLarge, .xxLarge, .xxxLarge, .accessibility1, .accessibility2])
        #expect(matrix.presets == ["default", "copper"] && matrix.widths == [320] && matrix.locales == ["en", "en-XA"])
        #expect(matrix.displayScale == 2)
        let bad = try JSONTree.decode(Data(#"{"widths": [320, -1]}"#.utf8)).get()
        #expect(throws: OversetSpecError.self) { try AuditMatrix(spec: bad, file: "spec.json") }
        do {
            _ = try AuditMatrix(spec: bad, file: "spec.json")
        } catch {
            #expect(error.description.hasPrefix("spec.json: matrix.widths: a width must be"))
        }
    }

    @Test func findingsGroupAcrossTheMatrix() throws {
        let matrix = AuditMatrix(presets: ["default", "copper"], widths: [320, 375])
        let report = try Audits.run([Audits.clean, Audits.fragile], matrix)
        #expect(report.totalCaseCount == 2 * 12 * 2 * 2)
        let truncated = try #require(report.findings.first { $0.kind == .truncated })
        #expect(truncated.screen == "Fragile" && truncated.path == "Fragile/Card/Text\"description\"")
        // One finding however many layouts show it, listing each.
        #expect(report.findings.filter { $0.kind == .truncated }.count == 1)
        let failingLayouts = report.failingCases.filter { $0.diagnostics.contains { $0.kind == .truncated } }.count
        #expect(truncated.environments.count == failingLayouts)
        #expect(truncated.summary.hasPrefix("from "), "\(truncated.summary)")
    }

    /// Words for environment sets, against hand-written expectations.
    @Test(arguments: [
        ([(DynamicTypeSize.accessibility2, 320.0), (.accessibility3, 320), (.accessibility4, 320), (.accessibility5, 320),
          (.accessibility2, 375), (.accessibility3, 375), (.accessibility4, 375), (.accessibility5, 375)],
         "from AX2 upward at 320 and 375"),
        ([(.large, 320), (.accessibility5, 320)], "at L and AX5 at 320"),
        ([(.xLarge, 320), (.xxLarge, 320), (.accessibility4, 430), (.accessibility5, 430)], "at XL–XXL at 320; from AX4 upward at 430"),
        (DynamicTypeSize.allCases.flatMap { category in [320.0, 375, 430].map { (category, $0) } }, "at every size at every width"),
    ])
    func summariesNameCategoriesAndWidths(_ cases: [(DynamicTypeSize, Double)], _ expected: String) throws {
        let matrix = AuditMatrix(presets: ["default"], widths: [320, 375, 430])
        let environments = cases.map { LayoutEnvironment(category: $0.0, width: $0.1) }
        let report = AuditReport(
            matrix: matrix, screens: [.init(name: "S", preset: nil, width: nil)], totalCaseCount: 36, caseCount: 36, shard: nil,
            failingCases: environments.enumerated().map { index, environment in
                AuditReport.FailingCase(case: AuditCase(index: index, screen: "S", environment: environment),
                                        diagnostics: [Diagnostic(kind: .truncated, path: "S/Text", id: nil, message: "m", proposed: nil,
                                                                 needed: nil, actual: nil, hiddenText: nil, environment: environment)],
                                        layout: nil)
            }, notes: [], seconds: 0, jobs: 1)
        #expect(report.findings.first?.summary == expected)
    }

    @Test func oneAndTwoThreadsGiveTheSameReport() throws {
        let matrix = AuditMatrix(presets: ["default", "sage"], widths: [320, 430])
        let screens = [Audits.fragile, Audits.clean]
        let single = try Audits.run(screens, matrix, jobs: 1)
        let double = try Audits.run(screens, matrix, jobs: 2)
        #expect(Audits.jsonWithoutTimings(single) == Audits.jsonWithoutTimings(double))
        #expect(Audits.jsonWithoutTimings(single) == Audits.jsonWithoutTimings(try Audits.run(screens, matrix, jobs: 2)))
    }

    @Test(arguments: [2, 3])
    func shardsMergeToTheUnshardedReport(_ count: Int) throws {
        let matrix = AuditMatrix(presets: ["default", "copper"], widths: [320, 375])
        let screens = [Audits.clean, Audits.fragile]
        let whole = try Audits.run(screens, matrix)
        var shards: [AuditReport] = []
        for index in 1...count {
            let shard = try Audits.run(screens, matrix, shard: Shard(index: index, count: count))
            #expect(shard.caseCount < whole.caseCount)
            // Through JSON, as CI jobs hand shards over.
            shards.append(try AuditReport(json: Data(shard.json.text.utf8), file: "shard\(index).json"))
        }
        let merged = try AuditReport.merging(shards)
        #expect(Audits.jsonWithoutTimings(merged) == Audits.jsonWithoutTimings(whole))
    }

    @Test func shardsParseAndRejectNonsense() throws {
        #expect(try Shard(parsing: "2/3") == Shard(index: 2, count: 3))
        for bad in ["0/3", "4/3", "x", "1/0", "1-2"] {
            #expect(throws: AuditError.self) { try Shard(parsing: bad) }
        }
    }

    @Test func baselineHidesKnownFindings() throws {
        let matrix = AuditMatrix(presets: ["default"], widths: [320])
        let before = try Audits.run([Audits.fragile], matrix)
        #expect(!before.findings.isEmpty)
        let after = try Audits.run([Audits.fragile, Audits.clean], matrix).excluding(before)
        #expect(after.findings.isEmpty)
    }
}
