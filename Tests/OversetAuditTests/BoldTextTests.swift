import Foundation
import OversetAudit
import OversetLayout
import OversetStyle
import Testing

/// The Bold Text accessibility setting: the system font draws heavier (the three lightest weights
/// +100, the others +200, at most 900 — material-components-ios issue 2905: regular becomes
/// `.SFUIText-Semibold`; codeandtheory/YMatterType pull request 67), and audits sweep it.
@Suite struct BoldTextTests {
    @Test(arguments: [(100, 200), (200, 300), (300, 400), (400, 600), (500, 700), (600, 800), (700, 900), (800, 900), (900, 900)])
    func weightsStepUp(_ weight: Int, _ expected: Int) {
        #expect(TextWeight(weight).withBoldText == TextWeight(expected))
    }

    @Test func systemTextDrawsHeavierAndOtherFontsDoNot() throws {
        var environment = LayoutEnvironment()
        environment.legibilityWeight = .bold
        let view = VStack {
            Text("Body").id("system")
            Text("Fixed").font(.custom("Noto Sans", fixedSize: 17)).id("custom")
        }
        let bold = try Audits.solver.layout(view, theme: .apple, environment: environment)
        #expect(bold["system"]?.text?.style.weight == .semibold)
        #expect(bold["custom"]?.text?.style.weight == .regular)
        let plain = try Audits.solver.layout(view, theme: .apple)
        #expect(plain["system"]?.text?.style.weight == .regular)
        #expect(try #require(bold["system"]?.frame.width) > (try #require(plain["system"]?.frame.width)))
    }

    /// A matrix with Bold Text off and on doubles the environments; findings say which setting
    /// shows them, and the JSON report reads back the same.
    @Test func auditsSweepBoldTextAndReportsReadItBack() throws {
        var matrix = AuditMatrix(categories: [.large, .xLarge], presets: ["default"], widths: [320])
        matrix.legibilityWeights = [.regular, .bold]
        #expect(matrix.environmentCount == 4 && matrix.environments.filter { $0.legibilityWeight == .bold }.count == 2)
        let report = try Audits.run([Audits.fragile], matrix)
        let read = try AuditReport(json: Data(report.jsonText.utf8), file: "r.json")
        #expect(read.matrix.legibilityWeights == [.regular, .bold])
        #expect(read.findings.map(\.key) == report.findings.map(\.key))
        #expect(read.failingCases.flatMap(\.diagnostics).map(\.environment) == report.failingCases.flatMap(\.diagnostics).map(\.environment))
    }

    @Test(arguments: [
        (#"{"boldText": ["off", "on"]}"#, [LegibilityWeight.regular, .bold]),
        (#"{"boldText": "on"}"#, [.bold]),
    ])
    func specMatricesNameBoldText(_ matrix: String, _ expected: [LegibilityWeight]) throws {
        let spec = try LayoutSpec(data: Data(#"{"matrix": \#(matrix), "screens": [{"name": "S", "body": {"text": "Hi"}}]}"#.utf8), file: "s.json")
        #expect(spec.matrix?.legibilityWeights == expected)
    }

    @Test func aBadBoldTextValueIsAnError() {
        #expect {
            _ = try LayoutSpec(data: Data(#"{"matrix": {"boldText": ["maybe"]}, "screens": [{"name": "S", "body": {"text": "Hi"}}]}"#.utf8), file: "s.json")
        } throws: { error in
            (error as? OversetSpecError)?.description == #"s.json: matrix.boldText: expected "off", "on" or both, got an array"#
        }
    }
}
