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

    /// A note (info) fails only `--fail-on info`.
    @Test(arguments: [("error", Int32(0)), ("warning", 0), ("info", 1)])
    func aVisibleEscapeFailsOnlyAtInfo(failOn: String, expected: Int32) throws {
        let (status, report) = try Self.audit(locales: "en,de", ["--fail-on", failOn])
        #expect((report["translations"] as? [[String: Any]])?.map { $0["kind"] as? String } == ["visibleEscape"])
        #expect(status == expected)
    }
}
