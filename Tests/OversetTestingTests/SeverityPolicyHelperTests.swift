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
