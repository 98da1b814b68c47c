import Foundation
import OversetAudit
import OversetLayout
import Testing

/// The translation checks (issue 33): placeholders compared with the source language's, escapes
/// and entities a device shows as written. Each entry of the catalog below is one kind of
/// mismatch (or of difference that is fine), written as Xcode writes a String Catalog.
@Suite struct TranslationCheckTests {
    static let catalogJSON = #"""
        {
          "sourceLanguage": "en",
          "version": "1.0",
          "strings": {
            "byline": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "%@ ∙ from %@"}},
              "ar": {"stringUnit": {"state": "translated", "value": "%1$@ ∙ من"}},
              "de": {"stringUnit": {"state": "translated", "value": "%2$@ ∙ von %1$@"}},
              "fr": {"stringUnit": {"state": "translated", "value": "%1$@ ∙ de %2$@"}}
            }},
            "favorites": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "%lld favorites"}},
              "de": {"stringUnit": {"state": "translated", "value": "Favoriten"}},
              "ar": {"stringUnit": {"state": "translated", "value": "%@ مفضلة"}},
              "fr": {"stringUnit": {"state": "translated", "value": "%lld favoris de %@"}},
              "pl": {"stringUnit": {"state": "translated", "value": "%ld ulubionych"}},
              "ja": {"stringUnit": {"state": "translated", "value": "お気に入り %d 件"}}
            }},
            "posts": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "%#@posts@"},
                     "substitutions": {"posts": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                       "one": {"stringUnit": {"state": "translated", "value": "%arg post"}},
                       "other": {"stringUnit": {"state": "translated", "value": "%arg posts"}}}}}}},
              "ta": {"stringUnit": {"state": "translated", "value": "%lld இடுகைகள்"}},
              "de": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "Ein Beitrag"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld Beiträge"}}}}},
              "pl": {"stringUnit": {"state": "translated", "value": "%#@wpisy@"},
                     "substitutions": {"wpisy": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                       "one": {"stringUnit": {"state": "translated", "value": "%arg wpis"}},
                       "few": {"stringUnit": {"state": "translated", "value": "%arg wpisy"}},
                       "other": {"stringUnit": {"state": "translated", "value": "%arg wpisów"}}}}}}},
              "fr": {"stringUnit": {"state": "translated", "value": "%#@count@ publications"}}
            }},
            "discount": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "%lld%% off"}},
              "de": {"stringUnit": {"state": "translated", "value": "%lld %% Rabatt"}}
            }},
            "start": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "Let's go"}},
              "de": {"stringUnit": {"state": "translated", "value": "Los geht\\'s"}}
            }},
            "terms": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "Terms & Privacy"}},
              "de": {"stringUnit": {"state": "translated", "value": "AGB &amp; Datenschutz"}},
              "fr": {"stringUnit": {"state": "translated", "value": "Conditions & confidentialit&eacute; d&#39;usage"}}
            }},
            "%lld following": {"localizations": {
              "de": {"stringUnit": {"state": "translated", "value": "%@ gefolgt"}}
            }}
          }
        }
        """#

    static let catalog: StringCatalog = {
        do {
            return try StringCatalog(data: Data(catalogJSON.utf8), file: "Checks.xcstrings")
        } catch {
            fatalError("the check catalog must parse: \(error)")
        }
    }()

    typealias Problem = TranslationFinding.Problem

    /// Each kind of mismatch, and differences that are fine (empty). Expectations come from
    /// what `String(format:)` does with the translation on a 64-bit device.
    @Test(
        arguments: [
            // Missing argument: the issue's Arabic lost its second name.
            ("byline", "ar", [Problem.missingArgument(position: 2, specifier: "%@")]),
            // Positional reordering, and `%1$@` for a first `%@`: the same arguments.
            ("byline", "de", []),
            ("byline", "fr", []),
            // A lost count.
            ("favorites", "de", [.missingArgument(position: 1, specifier: "%lld")]),
            // Type change: an object read where an integer is passed.
            ("favorites", "ar", [.changedType(position: 1, source: "%lld", translation: "%@")]),
            // Extra argument: the source passes none in position 2.
            ("favorites", "fr", [.extraArgument(position: 2, specifier: "%@")]),
            // %ld and %lld are both 64 bits; %d is 32.
            ("favorites", "pl", []),
            ("favorites", "ja", [.changedType(position: 1, source: "%lld", translation: "%d")]),
            // The plural variable lost, with no plural forms of its own.
            ("posts", "ta", [.missingPluralVariable(name: "posts")]),
            // Plural variations instead of the substitution, one form without the count: fine.
            ("posts", "de", []),
            // Its own substitution, under another name: fine (the device reads each locale's own).
            ("posts", "pl", []),
            // A variable with no substitution shows as written; the count and the plural are gone.
            (
                "posts", "fr",
                [.missingArgument(position: 1, specifier: "%lld"), .missingPluralVariable(name: "posts"), .undefinedVariable(name: "count")]
            ),
            // %% is a percent sign, not an argument.
            ("discount", "de", []),
            // A key that is its own source text.
            ("%lld following", "de", [.changedType(position: 1, source: "%lld", translation: "%@")]),
            // Escapes and entities the source lacks; the source's own "&" is not an entity.
            ("start", "de", [.escape("\\'", form: "")]),
            ("terms", "de", [.entity("&amp;", form: "")]),
            ("terms", "fr", [.entity("&eacute;", form: ""), .entity("&#39;", form: "")]),
        ] as [(String, String, [Problem])])
    func eachKindOfMismatch(key: String, locale: String, expected: [Problem]) {
        let findings = Self.catalog.translationFindings(of: key, locale: locale)
        #expect(findings.flatMap(\.problems) == expected)
        // One finding per kind, of that kind's severity.
        #expect(findings.map(\.kind) == TranslationFinding.Kind.allCases.filter { kind in expected.contains { $0.kind == kind } })
        for finding in findings {
            #expect(finding.key == key && finding.locale == locale && finding.sourceLocale == "en")
        }
    }

    /// The words each problem is reported in.
    @Test(arguments: [
        ("byline", "ar", "%2$@ is missing"),
        ("favorites", "ar", "argument 1 is %lld in en, %@ in ar"),
        ("favorites", "fr", "%2$@ is extra: the en text has no argument 2"),
        ("posts", "ta", "%#@posts@ is missing: the ta text has no plural forms"),
        ("posts", "fr", "%1$lld is missing; %#@posts@ is missing: the fr text has no plural forms; %#@count@ has no substitution and shows as written"),
        ("start", "de", "\\' shows as written"),
        ("terms", "de", "&amp; shows as written"),
    ])
    func messagesSayWhatDiffers(key: String, locale: String, message: String) {
        #expect(Self.catalog.translationFindings(of: key, locale: locale).map(\.message) == [message])
    }

    /// A finding carries the source's text and the translation as the audit lays them out.
    @Test func findingsCarryBothTexts() throws {
        let finding = try #require(Self.catalog.translationFindings(of: "byline", locale: "ar").first)
        #expect(finding.sourceValue == "%@ ∙ from %@")
        #expect(finding.translation == "%1$@ ∙ من")
        #expect(finding.file == "Checks.xcstrings")
        #expect(finding.severity == .error)
        let escape = try #require(Self.catalog.translationFindings(of: "start", locale: "de").first)
        #expect(escape.kind == .visibleEscape && escape.severity == .info)
    }

    /// The source language and a locale the catalog lacks have nothing to check.
    @Test func theSourceLanguageIsNotChecked() {
        #expect(Self.catalog.translationFindings(of: "byline", locale: "en").isEmpty)
        #expect(Self.catalog.translationFindings(of: "byline", locale: "ko").isEmpty)
        #expect(Self.catalog.translationFindings(of: "nowhere", locale: "de").isEmpty)
    }

    /// An audit reports each (key, locale) once, however many environments show it, and only
    /// for keys its screens look up; `de-CH` shows (and reports) the `de` translation.
    @Test func anAuditReportsEachKeyAndLocaleOnce() throws {
        let screen = AuditScreen(
            name: "Checks",
            body: VStack {
                Text(key: "favorites", arguments: ["12"], style: "body")
                Text(key: "start", style: "body")
            }.node, theme: .designFoundation)
        let matrix = AuditMatrix(
            categories: [.large, .accessibility3], presets: ["default"], widths: [320, 375], locales: ["en", "de", "de-CH", "ar"])
        let report = try Audits.run([screen], matrix, catalog: Self.catalog)
        let found = report.translationFindings.map { "\($0.kind.rawValue) \($0.key) \($0.locale)" }
        #expect(
            found == [
                "placeholderMismatch favorites ar", "placeholderMismatch favorites de", "visibleEscape start de",
            ])
        #expect(report.fails(at: .error))
        // Read back from JSON, as a baseline or a shard is.
        let read = try AuditReport(json: Data(report.json.text.utf8), file: "report.json")
        #expect(read.translationFindings.map(\.message) == report.translationFindings.map(\.message))
        #expect(read.translationFindings.map(\.identity) == report.translationFindings.map(\.identity))
        // A baseline that has them hides them.
        let filtered = report.excluding(read, file: "report.json")
        #expect(filtered.translationFindings.isEmpty)
        #expect(filtered.baselineComparison?.knownTranslationCount == 3)
        #expect(!filtered.fails(at: .info) || !filtered.notes.isEmpty)
    }

    /// Every text format shows them (the JSON round trip is above).
    @Test(arguments: AuditReport.Format.allCases)
    func everyFormatShowsThem(format: AuditReport.Format) throws {
        let screen = AuditScreen(
            name: "Checks", body: VStack { Text(key: "byline", style: "body") }.node, theme: .designFoundation)
        let matrix = AuditMatrix(categories: [.large], presets: ["default"], widths: [375], locales: ["ar"])
        let report = try Audits.run([screen], matrix, catalog: Self.catalog)
        var text = ""
        report.write(format, engine: Audits.engine) { text += $0 }
        #expect(text.contains("placeholderMismatch"), "\(format)")
        #expect(text.contains("is missing"), "\(format)")
    }
}
