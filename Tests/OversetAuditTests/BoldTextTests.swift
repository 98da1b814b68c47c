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
        #expect(try AuditMatrix.Choices(spec: spec)?.legibilityWeights == expected)
    }

    @Test func aBadBoldTextValueIsAnError() {
        #expect {
            _ = try AuditMatrix.Choices(
                spec: try LayoutSpec(
                    data: Data(#"{"matrix": {"boldText": ["maybe"]}, "screens": [{"name": "S", "body": {"text": "Hi"}}]}"#.utf8), file: "s.json"))
        } throws: { error in
            (error as? OversetSpecError)?.description == #"s.json: matrix.boldText: expected "off", "on" or both, got an array"#
        }
    }
}

/// Bold Text reaches every place an audit names or searches an environment (issue 30: the JUnit
/// names and the thresholds search once left it out).
@Suite struct BoldTextReachTests {
    /// With Bold Text off and on, each JUnit test case of a screen has a name of its own: CI
    /// tools key cases by name, and two of one name hide one of the results.
    @Test func junitNamesTheBoldTextSetting() throws {
        var matrix = AuditMatrix(categories: [.large, .accessibility3], presets: ["default"], widths: [320])
        matrix.legibilityWeights = [.regular, .bold]
        let xml = try Audits.run([Audits.fragile], matrix).junit(timestamp: Date(timeIntervalSince1970: 1_790_000_000))
        let names = xml.matches(of: /<testcase name="([^"]*)"/).map { String($0.output.1) }
        #expect(names.count == 4)
        #expect(Set(names).count == names.count, "duplicate test case names: \(names)")
        #expect(names.filter { $0.contains("Bold Text") }.count == 2, "\(names)")
    }

    /// A label in a frame just wide enough for its regular weight truncates from L with Bold Text
    /// on (semibold is wider); the thresholds search finds that, as laying it out at every
    /// category with Bold Text does.
    @Test func thresholdsAreSearchedWithBoldText() throws {
        let label = "Monthly revenue"
        let regular = try #require(try Audits.solver.layout(Text(label).fixedSize().id("t"), theme: .apple)["t"]?.frame.width)
        let screen = AuditScreen(
            name: "Bold", body: Text(label).lineLimit(1).frame(width: regular + 1).id("label").node, theme: .apple)
        var matrix = AuditMatrix(presets: ["default"], widths: [375])
        matrix.legibilityWeights = [.bold]
        let thresholds = try ThresholdSearch(solver: Audits.solver, localizer: Localizer(catalog: nil)).run([screen], matrix: matrix)
        let found = try #require(thresholds.first { $0.path.hasSuffix("\"label\"") })
        var bold = LayoutEnvironment(width: 375)
        bold.legibilityWeight = .bold
        let brute = try DynamicTypeSize.allCases.first { category in
            bold.category = category
            return try Audits.solver.layout(screen.body, name: screen.name, theme: screen.theme, environment: bold).diagnostics
                .contains { $0.severity == .error && $0.path == found.path }
        }
        #expect(brute == .xSmall || brute == .small || brute == .medium || brute == .large, "semibold is wider from the smallest sizes")
        #expect(found.firstFailingCategory[375] == brute)
    }
}
