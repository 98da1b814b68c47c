import Foundation
import Testing

/// `Examples/social`: a spec and String Catalog with every construct issue 14 names (format
/// arguments with and without samples, plural variations and substitutions, device variations,
/// a needs_review state, keys that are their own source text, Tamil, and Amharic, which no
/// bundled font draws), audited as a user would.
@Suite struct LocalizedAuditTests {
    static let directory = LayoutCommandTests.repository.appendingPathComponent("Examples/social")
    static let arguments = [
        "audit", directory.appendingPathComponent("social.json").path,
        "--strings", directory.appendingPathComponent("Localizable.xcstrings").path, "--no-system-fonts", "--format", "json",
    ]

    static func findings(_ extra: [String] = []) throws -> [[String: Any]] {
        let result = try CommandRunner.run(arguments + extra)
        #expect(result.status == 1, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try #require(report["findings"] as? [[String: Any]])
    }

    /// Every string laid out has its placeholders filled: no "%lld", "%@" or "%#@…@" reaches a layout.
    @Test func formatArgumentsAreFilled() throws {
        let findings = try Self.findings()
        let texts = findings.compactMap { $0["text"] as? String }
        #expect(!texts.isEmpty)
        #expect(texts.allSatisfy { !$0.contains("%") }, "\(texts)")
        // The spec's own sample for posts, the default integer for "%lld following".
        #expect(texts.contains("1204 posts") || texts.contains { $0.hasPrefix("1204 ") })
        #expect(texts.contains { $0.hasPrefix("1234567 ") })
    }

    /// Amharic's Ethiopic has no bundled font: reported, naming the script and the font to add;
    /// Tamil is drawn with the bundled Noto Sans Tamil, as the report's fonts say.
    @Test func scriptsWithoutAFontAreReportedAndFontsAreListed() throws {
        let result = try CommandRunner.run(Self.arguments)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        let missing = findings.filter { $0["kind"] as? String == "missingGlyphs" }
        #expect(!missing.isEmpty)
        #expect(missing.allSatisfy { ($0["summary"] as? String)?.hasSuffix("in am") == true })
        #expect(missing.allSatisfy { ($0["message"] as? String)?.contains("an Ethiopic font (such as Noto Sans Ethiopic)") == true })
        let fonts = try #require(report["fonts"] as? [String: [String]])
        #expect(fonts["ta"]?.contains("Noto Sans Tamil") == true, "\(fonts)")
        #expect(fonts["en"] == ["system"])
    }

    /// At AX5 in English the iPhone's hint ("Tap to open") fits and the visionOS form truncates:
    /// the device decides which form is laid out, never the longest of all.
    @Test(arguments: [
        ("iphone", [] as [String]), ("applevision", ["Look at the notification and pinch your fingers to open it"]),
    ])
    func deviceVariationsFollowTheDevice(_ device: String, _ failingHints: [String]) throws {
        let result = try CommandRunner.run(Self.arguments + ["--device", device, "--locales", "en", "--categories", "AX5"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let cases = try #require(report["failingCases"] as? [[String: Any]])
        let texts = cases.flatMap { ($0["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String } }
        #expect(Set(texts.filter { $0.contains("open") }) == Set(failingHints))
        #expect(!texts.contains { $0.contains("Click") })
    }

    /// Locales that fail from different sizes get their own clauses.
    @Test func summariesSeparateLocales() throws {
        let summaries = try Self.findings().compactMap { $0["summary"] as? String }
        #expect(summaries.contains { $0.hasPrefix("in en: ") && $0.contains("; in de") }, "\(summaries)")
    }
}
