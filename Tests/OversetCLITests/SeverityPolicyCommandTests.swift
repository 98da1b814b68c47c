import Foundation
import Testing

/// `overset audit --severity` and a spec's `severity` rules, run as the built binary: the
/// policy lowers and raises findings, and the exit status, baseline and JUnit follow.
@Suite struct SeverityPolicyCommandTests {
    /// Two screens whose findings follow from arithmetic, not from a run:
    /// - `Words`: "Konstantinopoulou" (17 letters) in 40 pt. Body text is 14 pt at XS and larger
    ///   above (HIG, Dynamic Type sizes); even at 0.4 em a letter the word needs 17 × 5.6 = 95 pt,
    ///   so it breaks between letters at every size: a `brokenWord` error.
    /// - `Scaled`: the same word on one line in 100 pt with `minimumScaleFactor` 0.1. At L (17 pt)
    ///   it needs at least 17 × 0.4 × 17 = 116 pt, and at a tenth of that it fits: it shrinks, a
    ///   `scaled` warning and nothing else.
    static func spec(severity: String? = nil) -> String {
        #"""
        {"version": 2, "theme": "apple", \#(severity.map { "\"severity\": \($0)," } ?? "")
         "screens": [
          {"name": "Words", "width": 375, "body": {"text": "Konstantinopoulou", "style": "body", "id": "word", "modifiers": [{"frame": {"width": 40}}]}},
          {"name": "Scaled", "width": 375, "body": {"text": "Konstantinopoulou", "style": "body", "lineLimit": 1, "minimumScaleFactor": 0.1, "id": "word", "modifiers": [{"frame": {"width": 100}}]}}
        ]}
        """#
    }

    static func write(_ text: String, named name: String, in directory: URL) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    static func audit(_ spec: String, _ categories: String, _ options: [String]) throws -> CommandRunner.Result {
        try CommandRunner.run(["audit", spec, "--categories", categories, "--no-system-fonts"] + options)
    }

    /// Each row: the rules, the categories audited, `--fail-on`, and the exit status expected.
    @Test(arguments: [
        ([String](), "L,AX3", "error", Int32(1)),  // brokenWord is an error
        (["brokenWord=warning"], "L,AX3", "error", 0),  // lowered: no error left
        (["brokenWord=warning"], "L,AX3", "warning", 1),
        (["brokenWord@AX3...=warning"], "L,AX3", "error", 1),  // still an error at L
        (["brokenWord@AX3...=warning"], "AX3,AX5", "error", 0),
        (["brokenWord@...AX2=error", "brokenWord=ignore", "*:Scaled=ignore"], "AX3,AX5", "info", 0),  // first match wins above AX2
        (["brokenWord=ignore", "scaled=error"], "L", "error", 1),  // raised: the scaled warning fails
        (["brokenWord=ignore", "scaled:Words=error"], "L", "error", 0),  // only on a screen without it
        (["brokenWord:Words/Text=ignore"], "L", "error", 1),  // a path that is not the view's
        (["brokenWord:Words/Text\"word\"=ignore"], "L", "error", 0),
    ])
    func theExitStatusFollowsThePolicy(_ rules: [String], _ categories: String, _ failOn: String, _ status: Int32) throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = try Self.write(Self.spec(), named: "screens.json", in: directory)
        let result = try Self.audit(spec, categories, rules.flatMap { ["--severity", $0] } + ["--fail-on", failOn])
        #expect(result.status == status, "\(result.stdout)\(result.stderr)")
        if !rules.isEmpty {
            #expect(result.stdout.contains("Severity policy (first matching rule wins): \(rules.joined(separator: "; ")).\n"), "\(result.stdout)")
        }
    }

    /// The spec's rules apply; the command line's come first and win.
    @Test func specRulesApplyAndTheCommandLineWins() throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = try Self.write(
            Self.spec(severity: #"[{"kind": "brokenWord", "categories": "L...", "severity": "warning"}]"#), named: "screens.json", in: directory)
        let fromSpec = try Self.audit(spec, "L,AX3", [])
        #expect(fromSpec.status == 0, "\(fromSpec.stdout)\(fromSpec.stderr)")
        #expect(fromSpec.stdout.contains("Severity policy (first matching rule wins): brokenWord@L...=warning."))
        #expect(fromSpec.stdout.contains("[rule brokenWord@L...=warning]"))
        let overridden = try Self.audit(spec, "L,AX3", ["--severity", "brokenWord=error"])
        #expect(overridden.status == 1)
        #expect(overridden.stdout.contains("Severity policy (first matching rule wins): brokenWord=error; brokenWord@L...=warning."))
    }

    /// A finding the baseline lacks fails the run unless the policy ignores it, or makes it
    /// info and the run fails only on warnings.
    @Test(arguments: [
        ([String](), "warning", Int32(1)), (["brokenWord@AX3...=ignore"], "warning", 0), (["brokenWord@AX3...=info"], "warning", 0),
        (["brokenWord@AX3...=info"], "info", 1),
    ])
    func theBaselineSeesThePolicy(_ rules: [String], _ failOn: String, _ status: Int32) throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = try Self.write(Self.spec(), named: "screens.json", in: directory)
        let baseline = directory.appendingPathComponent("base.json").path
        // Words only: Scaled's warnings at AX3 would be new too.
        _ = try Self.audit(spec, "L", ["--screen", "Words", "--format", "json", "--output", baseline])
        let result = try Self.audit(
            spec, "L,AX3", ["--screen", "Words", "--baseline", baseline, "--fail-on", failOn] + rules.flatMap { ["--severity", $0] })
        #expect(result.status == status, "\(result.stdout)\(result.stderr)")
    }

    /// JUnit fails a test case only for errors under the policy and lists the rules; JSON
    /// carries the policy and each finding's rule.
    @Test func junitAndJSONCarryThePolicy() throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = try Self.write(Self.spec(), named: "screens.json", in: directory)
        let junit = directory.appendingPathComponent("report.xml").path
        let json = directory.appendingPathComponent("report.json").path
        let result = try Self.audit(
            spec, "L,AX3", ["--severity", "brokenWord@AX3...=warning", "--format", "junit", "--output", junit, "--format", "json", "--output", json])
        #expect(result.status == 1)
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        // Words at L fails; Words at AX3 only warns; Scaled only warns.
        #expect(xml.contains("<testsuite name=\"Words\" tests=\"2\" failures=\"1\""), "\(xml)")
        #expect(xml.contains("<testsuite name=\"Scaled\" tests=\"2\" failures=\"0\""), "\(xml)")
        #expect(xml.contains("<property name=\"severity\" value=\"brokenWord@AX3...=warning\"/>"))
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        #expect(report["severityPolicy"] as? [String] == ["brokenWord@AX3...=warning"])
        let findings = try #require(report["findings"] as? [[String: Any]])
        let word = try #require(findings.first { $0["kind"] as? String == "brokenWord" })
        #expect(word["severity"] as? String == "error")
        #expect(word["rule"] is NSNull)
        let counts = try #require(report["counts"] as? [String: Any])
        #expect(counts["infos"] as? Int == 0)
        // Each failing case's diagnostics at the policy's severity too: the broken word is an
        // error at L and a warning at AX3, as the findings and JUnit say.
        let cases = try #require(report["failingCases"] as? [[String: Any]])
        var severities: [String: Set<String>] = [:]
        for failing in cases where failing["screen"] as? String == "Words" {
            let category = try #require((failing["environment"] as? [String: Any])?["category"] as? String)
            for diagnostic in try #require(failing["diagnostics"] as? [[String: Any]]) where diagnostic["kind"] as? String == "brokenWord" {
                severities[category, default: []].insert(try #require(diagnostic["severity"] as? String))
            }
        }
        #expect(severities.values.contains(["error"]) && severities.values.contains(["warning"]), "\(severities)")
    }

    /// Markdown and HTML print the policy under the headline; compiler-style diagnostics print
    /// an info finding as a note.
    @Test func markdownHTMLAndDiagnosticsShowThePolicy() throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = try Self.write(Self.spec(), named: "screens.json", in: directory)
        let markdown = directory.appendingPathComponent("report.md").path
        let html = directory.appendingPathComponent("report.html").path
        let result = try Self.audit(
            spec, "L",
            [
                "--screen", "Words", "--severity", "brokenWord=info", "--format", "markdown", "--output", markdown, "--format", "html",
                "--output", html, "--format", "diagnostics",
            ])
        #expect(result.status == 0, "\(result.stderr)")
        let line = "Severity policy (first matching rule wins): brokenWord=info."
        #expect(try String(contentsOfFile: markdown, encoding: .utf8).contains(line))
        #expect(try String(contentsOfFile: markdown, encoding: .utf8).contains("1 finding: 0 errors, 0 warnings, 1 info"))
        #expect(try String(contentsOfFile: html, encoding: .utf8).contains(line))
        #expect(result.stdout.contains(": note: brokenWord in Words"), "\(result.stdout)")
        #expect(result.stdout.contains("[rule brokenWord=info]"), "\(result.stdout)")
    }

    /// Merged shards keep their policy; shards of different policies are refused.
    @Test func mergedShardsKeepTheirPolicy() throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = try Self.write(Self.spec(), named: "screens.json", in: directory)
        func shard(_ index: Int, _ rule: String) throws -> String {
            let path = directory.appendingPathComponent("shard\(index)-\(rule.hasSuffix("=error") ? "error" : "warning").json").path
            _ = try Self.audit(spec, "L,AX3", ["--shard", "\(index)/2", "--severity", rule, "--format", "json", "--output", path])
            return path
        }
        let lowered = [try shard(1, "brokenWord=warning"), try shard(2, "brokenWord=warning")]
        let merged = try CommandRunner.run(["audit", "--merge"] + lowered + ["--no-system-fonts"])
        #expect(merged.status == 0, "\(merged.stdout)\(merged.stderr)")
        #expect(merged.stdout.contains("Severity policy (first matching rule wins): brokenWord=warning."))
        let mixed = try CommandRunner.run(["audit", "--merge", lowered[0], try shard(2, "brokenWord=error"), "--no-system-fonts"])
        #expect(mixed.status == 2)
        #expect(mixed.stderr.contains("different severity policies"), "\(mixed.stderr)")
    }

    @Test(arguments: [
        ("brokenWord@AX9=warning", "--severity 'brokenWord@AX9=warning': unknown content size category 'AX9'"),
        ("brokenWord", "--severity 'brokenWord': 'brokenWord' has no '=SEVERITY'"),
        ("nope=error", "--severity 'nope=error': unknown finding kind 'nope'"),
        ("brokenWord=fatal", "--severity 'brokenWord=fatal': unknown severity 'fatal'"),
    ])
    func badRulesAreUsageErrors(_ rule: String, _ message: String) throws {
        let result = try CommandRunner.run(["audit", AuditCommandTests.gallery, "--severity", rule, "--no-system-fonts"])
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func badSpecRulesNameTheFileAndJSONPath() throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = try Self.write(
            Self.spec(severity: #"[{"kind": "brokenWord", "severity": "error"}, {"kind": "*", "categories": "AX3...L", "severity": "error"}]"#),
            named: "screens.json", in: directory)
        let result = try Self.audit(spec, "L", [])
        #expect(result.status == 2)
        #expect(result.stderr.contains("screens.json: severity[1].categories: the category range 'AX3...L' is empty"), "\(result.stderr)")
    }
}
