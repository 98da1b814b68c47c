import Foundation
import OversetAudit
import OversetLayout
import OversetStyle
import Testing

/// The severity policy's rules: their two written forms, what they match, and bad values.
@Suite struct SeverityPolicyTests {
    typealias Rule = SeverityPolicy.Rule

    @Test(arguments: [
        ("brokenWord=warning", Rule(kind: .brokenWord, level: .warning)),
        ("brokenWord@AX3...=warning", Rule(kind: .brokenWord, from: .accessibility3, level: .warning)),
        ("brokenWord@...AX2=error", Rule(kind: .brokenWord, through: .accessibility2, level: .error)),
        ("truncated@XL...AX1=info", Rule(kind: .truncated, from: .xLarge, through: .accessibility1, level: .info)),
        ("atRisk@L=ignore", Rule(kind: .atRisk, from: .large, through: .large, level: .ignore)),
        ("*:Settings=warning", Rule(kind: nil, screen: "Settings", level: .warning)),
        ("clipped:Card/VStack/Text\"title\"=error", Rule(kind: .clipped, screen: "Card", path: "VStack/Text\"title\"", level: .error)),
        ("scaled:*/HStack=ignore", Rule(kind: .scaled, path: "HStack", level: .ignore)),
    ])
    func rulesParseAndPrintAsWritten(_ text: String, _ rule: Rule) throws {
        #expect(try Rule(parsing: text) == rule)
        #expect(rule.description == text)
    }

    @Test(arguments: [
        ("brokenWord", "has no '=SEVERITY'"),
        ("brokenWord=fatal", "unknown severity 'fatal'"),
        ("broken=error", "unknown finding kind 'broken'"),
        ("brokenWord@AX9=error", "unknown content size category 'AX9'"),
        ("brokenWord@AX3...L=error", "is empty: AX3 is larger than L"),
        ("brokenWord@...=error", "names no category"),
        ("brokenWord:=error", "the screen name in 'brokenWord:=error' is empty"),
        ("brokenWord:Card/=error", "the view path in 'brokenWord:Card/=error' is empty"),
        ("brokenWord:\(String(repeating: "a", count: 1_025))=error", "longer than 1024 characters"),
        ("brokenWord@\(String(repeating: "L", count: 65))=error", "at most 64 characters"),
    ])
    func badRulesSayWhatIsWrong(_ text: String, _ problem: String) {
        #expect {
            try Rule(parsing: text)
        } throws: { error in
            (error as? SeverityPolicy.InvalidRule)?.problem.contains(problem) == true
        }
    }

    static func diagnostic(_ kind: Diagnostic.Kind, _ category: DynamicTypeSize, path: String = "Card/VStack/Text\"title\"") -> Diagnostic {
        Diagnostic(
            kind: kind, path: path, id: nil, message: "", proposed: nil, needed: nil, actual: nil, hiddenText: nil,
            environment: LayoutEnvironment(category: category, width: 375))
    }

    /// The issue's example: brokenWord an error up to AX2, a warning above; other kinds keep
    /// their own severity (truncated: error, atRisk: warning, per `Diagnostic.Kind.severity`).
    @Test(arguments: [
        (Diagnostic.Kind.brokenWord, DynamicTypeSize.large, Diagnostic.Severity?.some(.error), String?.some("brokenWord@...AX2=error")),
        (.brokenWord, .accessibility2, .error, "brokenWord@...AX2=error"),
        (.brokenWord, .accessibility3, .warning, "brokenWord@AX3...=warning"),
        (.brokenWord, .accessibility5, .warning, "brokenWord@AX3...=warning"),
        (.truncated, .accessibility5, .error, nil),
        (.atRisk, .large, .warning, nil),
    ])
    func theFirstMatchingRuleDecides(
        _ kind: Diagnostic.Kind, _ category: DynamicTypeSize, _ severity: Diagnostic.Severity?, _ ruleText: String?
    ) throws {
        let policy = SeverityPolicy(rules: [
            try Rule(parsing: "brokenWord@...AX2=error"), try Rule(parsing: "brokenWord@AX3...=warning"),
            try Rule(parsing: "brokenWord=ignore"),
        ])
        let resolved = policy.resolve(Self.diagnostic(kind, category), screen: "Card")
        #expect(resolved.level.severity == severity)
        #expect(resolved.rule?.description == ruleText)
    }

    /// A path matches its view and the views inside it, not a sibling that shares a prefix.
    @Test(arguments: [
        ("VStack", "Card/VStack/Text\"title\"", true), ("VStack/Text\"title\"", "Card/VStack/Text\"title\"", true),
        ("VStack/Text", "Card/VStack/Text\"title\"", false), ("HStack", "Card/VStack/Text\"title\"", false),
    ])
    func pathsMatchAViewAndWhatIsInside(_ rulePath: String, _ viewPath: String, _ matches: Bool) {
        let rule = Rule(kind: nil, screen: "Card", path: rulePath, level: .ignore)
        #expect(rule.matches(Self.diagnostic(.truncated, .large, path: viewPath), screen: "Card") == matches)
        #expect(!rule.matches(Self.diagnostic(.truncated, .large, path: viewPath), screen: "Other"))
    }

    static func spec(_ severity: String) -> Data {
        Data(#"{"version": 2, "screens": [{"name": "A", "body": {"text": "x"}}], "severity": \#(severity)}"#.utf8)
    }

    @Test func specsGiveRulesAsObjects() throws {
        let spec = try LayoutSpec(
            data: Self.spec(
                #"[{"kind": "brokenWord", "categories": "AX3...", "severity": "warning"}, {"kind": "*", "screen": "A", "path": "VStack", "severity": "ignore"}]"#
            ), file: "s.json")
        #expect(
            try SeverityPolicy(spec: spec).rules == [
                Rule(kind: .brokenWord, from: .accessibility3, level: .warning), Rule(kind: nil, screen: "A", path: "VStack", level: .ignore),
            ])
    }

    @Test(arguments: [
        (#"{"kind": "brokenWord"}"#, "s.json: severity: expected an array"),
        (#"[{"kind": "brokenWord"}]"#, "s.json: severity[0]: missing \"severity\""),
        (#"[{"severity": "error"}]"#, "s.json: severity[0]: missing \"kind\""),
        (#"[{"kind": "brokenWord", "severity": "fatal"}]"#, "s.json: severity[0].severity: unknown severity 'fatal'"),
        (#"[{"kind": "nope", "severity": "error"}]"#, "s.json: severity[0].kind: unknown finding kind 'nope'"),
        (#"[{"kind": "*", "categories": "AX9...", "severity": "error"}]"#, "s.json: severity[0].categories: unknown content size category 'AX9'"),
        (#"[{"kind": "*", "screen": "", "severity": "error"}]"#, "s.json: severity[0].screen: the screen name is empty"),
        (#"[{"kind": "*", "screen": "A/B", "severity": "error"}]"#, "s.json: severity[0].screen: the screen name 'A/B' has a '/'"),
        (#"[{"kind": "*", "path": 3, "severity": "error"}]"#, "s.json: severity[0].path"),
        (#"[{"kind": "*", "severity": "error", "level": "x"}]"#, "s.json: severity[0].level: unknown key"),
        ("[" + Array(repeating: #"{"kind": "*", "severity": "error"}"#, count: 257).joined(separator: ",") + "]", "at most 256 rules, got 257"),
    ])
    func badSpecRulesNameTheirJSONPath(_ severity: String, _ message: String) throws {
        let spec = try LayoutSpec(data: Self.spec(severity), file: "s.json")
        #expect {
            try SeverityPolicy(spec: spec)
        } throws: { error in
            "\(error)".contains(message)
        }
    }

    /// A finding raised by the policy in some environments only quotes the message of the
    /// occurrence its severity and rule come from, not the first one's (a review finding).
    @Test func aRaisedFindingQuotesTheOccurrenceItsRuleSpeaksOf() throws {
        func failing(_ index: Int, _ category: DynamicTypeSize) -> AuditReport.FailingCase {
            var diagnostic = Self.diagnostic(.brokenWord, category)
            diagnostic.message = "broken at \(category.shortName)"
            return AuditReport.FailingCase(
                case: AuditCase(index: index, screen: "Card", environment: diagnostic.environment), diagnostics: [diagnostic],
                layout: nil)
        }
        var report = AuditReport(
            matrix: AuditMatrix(categories: [.large, .accessibility3], presets: ["default"], widths: [375]),
            screens: [AuditReport.Screen(name: "Card", preset: nil, width: nil)], totalCaseCount: 2, caseCount: 2, shard: nil,
            failingCases: [failing(0, .large), failing(1, .accessibility3)], notes: [], seconds: 0, jobs: 1)
        report.severityPolicy = SeverityPolicy(rules: [try Rule(parsing: "brokenWord@...AX2=warning"), try Rule(parsing: "brokenWord@AX3...=error")])
        let finding = try #require(report.findings.first)
        #expect(finding.severity == .error)
        #expect(finding.rule?.description == "brokenWord@AX3...=error")
        #expect(finding.message == "broken at AX3")
        #expect(finding.environments.map(\.category) == [.large, .accessibility3])
    }
}
