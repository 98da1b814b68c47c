import Foundation
import Testing

/// The translation checks (issue 33) through the built `overset audit`: the JSON report's
/// `translations`, and the exit status following `--fail-on`.
@Suite struct TranslationCheckCommandTests {
    /// A screen whose texts fit at every size audited, so that only the catalog can fail the run.
    static let spec = #"""
        {"version": 1, "screens": [{"name": "Favorites", "body": {"vstack": {"children": [
          {"text": {"key": "favorites", "arguments": [12]}, "style": "caption"},
          {"text": {"key": "start"}, "style": "caption"}
        ]}}}]}
        """#

    /// `ar` loses the count's type (an error); `de` shows a backslash (a note).
    static let catalog = #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "favorites": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "%lld favorites"}},
            "ar": {"stringUnit": {"state": "translated", "value": "%@ مفضلة"}},
            "de": {"stringUnit": {"state": "translated", "value": "%lld Favoriten"}}
          }},
          "start": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "Start"}},
            "ar": {"stringUnit": {"state": "translated", "value": "ابدأ"}},
            "de": {"stringUnit": {"state": "translated", "value": "Los geht\\'s"}}
          }}
        }}
        """#

    static func audit(locales: String, _ extra: [String]) throws -> (status: Int32, report: [String: Any]) {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let specFile = directory.appendingPathComponent("screen.json")
        let catalogFile = directory.appendingPathComponent("Localizable.xcstrings")
        try spec.write(to: specFile, atomically: true, encoding: .utf8)
        try catalog.write(to: catalogFile, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(
            [
                "audit", specFile.path, "--strings", catalogFile.path, "--locales", locales, "--categories", "L", "--presets", "default",
                "--widths", "375", "--no-system-fonts", "--format", "json",
            ] + extra)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        return (result.status, report)
    }

    @Test func theJSONReportListsTheMismatchOnceAndTheRunFails() throws {
        let (status, report) = try Self.audit(locales: "en,ar,de", [])
        #expect((report["findings"] as? [Any])?.isEmpty == true, "the texts fit: nothing but the catalog fails")
        let translations = try #require(report["translations"] as? [[String: Any]])
        #expect(
            translations.map { "\($0["kind"]!) \($0["key"]!) \($0["locale"]!)" } == [
                "placeholderMismatch favorites ar", "visibleEscape start de",
            ])
        let mismatch = translations[0]
        #expect(mismatch["severity"] as? String == "error")
        #expect(mismatch["message"] as? String == "argument 1 is %lld in en, %@ in ar")
        #expect(mismatch["source"] as? String == "%lld favorites")
        #expect(mismatch["translation"] as? String == "%@ مفضلة")
        #expect(translations[1]["severity"] as? String == "info")
        // An error fails the run at the default --fail-on error.
        #expect(status == 1)
    }

    /// docs/audit.md's example of the translation checks (the issue's Arabic `%1$$$@`, a lost
    /// type, a German reordering that passes, `Los geht\'s` and `&amp;`): its spec and catalog,
    /// run with its command, print every line it quotes, and the run fails on the two errors
    /// alone (`--fail-on warning` too, `--fail-on` error being the default).
    @Test func theDocsExampleIsWhatTheAuditPrints() throws {
        let docs = try String(contentsOf: LayoutCommandTests.repository.appendingPathComponent("docs/audit.md"), encoding: .utf8)
        let section = try #require(docs.range(of: "### Translation checks"))
        /// The body of the first fenced block of `language` after `index`, and where it ends.
        func block(_ language: String, after index: String.Index) throws -> (String, String.Index) {
            let start = try #require(docs.range(of: "```\(language)\n", range: index..<docs.endIndex))
            let end = try #require(docs.range(of: "\n```", range: start.upperBound..<docs.endIndex))
            return (String(docs[start.upperBound..<end.lowerBound]), end.upperBound)
        }
        let (spec, afterSpec) = try block("json", after: section.upperBound)
        let (catalog, afterCatalog) = try block("json", after: afterSpec)
        let (quoted, _) = try block("text", after: afterCatalog)
        #expect(quoted.hasPrefix("Translations (Localizable.xcstrings):") && quoted.hasSuffix("4 translation findings: 2 errors, 2 notes."))
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try spec.write(to: directory.appendingPathComponent("activity.json"), atomically: true, encoding: .utf8)
        try catalog.write(to: directory.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        for failOn in ["error", "warning"] {
            let result = try CommandRunner.run(
                [
                    "audit", "activity.json", "--strings", "Localizable.xcstrings", "--locales", "en,ar,de", "--categories", "L", "--widths",
                    "375", "--fail-on", failOn,
                ], stdinBytes: nil, in: directory)
            #expect(result.status == 1, "\(result.stderr)")
            let printed = Set(result.stdout.split(separator: "\n", omittingEmptySubsequences: false))
            for line in quoted.split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(printed.contains(line), "docs/audit.md line not printed: \(line)\n\(result.stdout)")
            }
        }
    }

    /// A note (info) fails only `--fail-on info`.
    @Test(arguments: [("error", Int32(0)), ("warning", 0), ("info", 1)])
    func aVisibleEscapeFailsOnlyAtInfo(failOn: String, expected: Int32) throws {
        let (status, report) = try Self.audit(locales: "en,de", ["--fail-on", failOn])
        #expect((report["translations"] as? [[String: Any]])?.map { $0["kind"] as? String } == ["visibleEscape"])
        #expect(status == expected)
    }
}
