import OversetTesting
import Testing

/// The helpers take the audit's severity policy: it lowers and raises what fails, and a failure
/// names the rule that applied.
@Suite struct SeverityPolicyHelperTests {
    /// "Konstantinopoulou" (17 letters) in 40 pt: at 17 pt body (L, HIG) even 0.4 em a letter
    /// needs 116 pt, so the word breaks between letters, a `brokenWord` error.
    static var brokenWord: ViewNode { Text("Konstantinopoulou", style: "body").frame(width: 40).id("w") }

    /// The same word on one line in 100 pt, allowed to shrink to a tenth: it shrinks (116 pt or
    /// more, at most 100 pt available), a `scaled` warning.
    static var scaled: ViewNode { Text("Konstantinopoulou", style: "body").lineLimit(1).minimumScaleFactor(0.1).frame(width: 100).id("w") }

    static func policy(_ rules: String...) throws -> SeverityPolicy {
        SeverityPolicy(rules: try rules.map { try SeverityPolicy.Rule(parsing: $0) })
    }

    /// A sweep's first failing category follows the policy as `expectFits` does. The broken word
    /// breaks at every size (at xSmall, 14 pt body, its 17 letters need more than 40 pt), the
    /// shrunk one shrinks at every size (more than 100 pt at 14 pt): so the first failing
    /// category is the first the policy leaves (or makes) an error.
    @Test(
        arguments: [
            ("brokenWord", [], Diagnostic.Severity.error, DynamicTypeSize?.some(.xSmall)),
            ("brokenWord", ["brokenWord@...AX2=warning"], .error, .accessibility3),
            ("brokenWord", ["brokenWord@...AX2=warning"], .warning, .xSmall),
            ("brokenWord", ["brokenWord@...AX4=ignore"], .warning, .accessibility5),
            ("brokenWord", ["brokenWord=info"], .error, nil),
            ("scaled", [], .error, nil),
            ("scaled", [], .warning, .xSmall),
            ("scaled", ["scaled@AX1...=error"], .error, .accessibility1),
            ("scaled", ["scaled:Test/Text\"w\"=error"], .error, .xSmall),
            ("scaled", ["scaled=ignore"], .warning, nil),
        ] as [(String, [String], Diagnostic.Severity, DynamicTypeSize?)])
    func theFirstFailingCategoryFollowsThePolicy(
        _ view: String, _ rules: [String], _ severity: Diagnostic.Severity, _ expected: DynamicTypeSize?
    ) throws {
        let node = view == "scaled" ? Self.scaled : Self.brokenWord
        let policy = SeverityPolicy(rules: try rules.map { try SeverityPolicy.Rule(parsing: $0) })
        let sweep = try Overset.sweep(node)
        #expect(sweep.firstFailingCategory(severity: severity, policy: policy) == expected)
        // The expectation helpers agree: the categories below it pass, and it fails.
        let below = DynamicTypeSize.allCases.filter { category in expected.map { category < $0 } ?? true }
        if !below.isEmpty { expectFits(node, categories: below, severity: severity, policy: policy) }
        if let expected {
            withKnownIssue {
                expectFits(node, categories: [expected], severity: severity, policy: policy)
            } matching: { issue in
                issue.comments.map(\.rawValue).joined().contains("\(view) at Test/Text\"w\"")
            }
        }
    }

    @Test func aLoweredKindNoLongerFails() throws {
        let lowered = try Self.policy("brokenWord=warning")
        let ignored = try Self.policy("brokenWord:Test/Text\"w\"=ignore")
        withKnownIssue {
            expectFits(Self.brokenWord, categories: [.large])
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("brokenWord at Test/Text\"w\"")
        }
        expectFits(Self.brokenWord, categories: [.large], policy: lowered)
        expectFits(Self.brokenWord, categories: [.large, .accessibility3], policy: ignored)
    }

    @Test func aRaisedKindFailsAndNamesItsRule() throws {
        expectFits(Self.scaled, categories: [.large])
        let policy = try Self.policy("atRisk=ignore", "scaled@...AX2=error")
        withKnownIssue {
            expectFits(Self.scaled, categories: [.large], policy: policy)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("scaled at Test/Text\"w\"") && text.contains("[rule scaled@...AX2=error]")
        }
    }
}
