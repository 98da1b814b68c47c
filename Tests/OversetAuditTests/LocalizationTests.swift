import Foundation
import OversetAudit
import OversetLayout
import Testing

/// String catalogs and pseudo-locales.
@Suite struct LocalizationTests {
    static let catalogJSON = #"""
        {
          "sourceLanguage": "en",
          "version": "1.0",
          "strings": {
            "profile.bio": {
              "localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Designer"}},
                "de": {"stringUnit": {"state": "translated", "value": "Gestalterin für barrierefreie Schriftsysteme"}},
                "fr": {"stringUnit": {"state": "needs_review", "value": "Designeuse"}}
              }
            },
            "items.count": {
              "localizations": {
                "en": {"variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%lld item"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%lld items in your basket"}}
                }}}
              }
            },
            "only.english": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Hello"}}}},
            "Receive": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Empfangen"}}}}
          }
        }
        """#

    static let catalog: StringCatalog = {
        do {
            return try StringCatalog(data: Data(catalogJSON.utf8), file: "Localizable.xcstrings")
        } catch {
            fatalError("the sample catalog must parse: \(error)")
        }
    }()

    @Test func looksUpLocalesLanguagesAndTheSource() throws {
        #expect(Self.catalog.sourceLanguage == "en")
        #expect(Self.catalog.lookUp("profile.bio", locale: "de")?.0.value == "Gestalterin für barrierefreie Schriftsysteme")
        #expect(Self.catalog.lookUp("profile.bio", locale: "de-CH")?.locale == "de")
        #expect(Self.catalog.lookUp("profile.bio", locale: "ja")?.locale == "en")
        #expect(Self.catalog.lookUp("missing", locale: "de") == nil)
    }

    @Test func pluralsTakeTheLongestForm() throws {
        #expect(Self.catalog.lookUp("items.count", locale: "en")?.0.value == "%lld items in your basket")
    }

    @Test func localizerReplacesKeyedTextsAndNotesProblems() throws {
        let screen = VStack {
            Text(key: "profile.bio", style: "body").id("bio")
            Text(key: "only.english").id("hello")
            Text(key: "nowhere", defaultValue: "Fallback").id("missing")
            Text("Literal").id("literal")
        }.node
        let localizer = Localizer(catalog: Self.catalog)
        let (german, notes) = localizer.localize(screen, locale: "de")
        #expect(german.texts.map(\.string) == ["Gestalterin für barrierefreie Schriftsysteme", "Hello", "Fallback", "Literal"])
        #expect(notes.contains(Localizer.Note(key: "only.english", locale: "de", message: "no de translation; the en text is shown")))
        #expect(notes.contains { $0.key == "nowhere" && $0.message.contains("no key") })
        let (french, frenchNotes) = localizer.localize(screen, locale: "fr")
        #expect(french.texts[0].string == "Designeuse")
        #expect(frenchNotes.contains(Localizer.Note(key: "profile.bio", locale: "fr", message: "translation state is needs_review")))
    }

    /// SwiftUI's types (issue 31): a literal is a `LocalizedStringKey`, looked up as its own key;
    /// `Text(verbatim:)` is never localized and never pseudo-localized (a pasted literal was once
    /// never translated, and amounts were pseudo-localized into false errors).
    @Test(arguments: [
        // en-XA: the literal as the pseudo-locale transforms any text (PseudoLocaleTests check that).
        ("de", "Empfangen", "125,000 sats"), ("fr", "Receive", "125,000 sats"),
        ("en-XA", PseudoLocale.transform("Receive", locale: "en-XA"), "125,000 sats"),
    ])
    func literalsAreKeysAndVerbatimTextIsLeftAlone(_ locale: String, _ literal: String, _ verbatim: String) {
        let screen = VStack {
            Text("Receive")
            Text(verbatim: "125,000 sats")
        }.node
        let (localized, notes) = Localizer(catalog: Self.catalog).localize(screen, locale: locale)
        #expect(localized.texts.map(\.string) == [literal, verbatim])
        #expect(notes.isEmpty, "a literal the catalog lacks is shown without a note: \(notes)")
        #expect(Localizer(catalog: nil).localize(screen, locale: "ar-XB").0.texts[1].string == verbatim)
    }

    struct BadCatalog: CustomStringConvertible, Sendable {
        var json: String
        var message: String
        var description: String { message }
    }

    @Test(arguments: [
        BadCatalog(json: "{", message: "Localizable.xcstrings: not valid JSON"),
        BadCatalog(json: #"{"strings": {}}"#, message: "Localizable.xcstrings: sourceLanguage: missing or not a string"),
        BadCatalog(json: #"{"sourceLanguage": "en", "strings": []}"#, message: "Localizable.xcstrings: strings: missing or not an object of keys"),
        BadCatalog(
            json: #"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"de": {"stringUnit": {"state": "new"}}}}}}"#,
            message: #"Localizable.xcstrings: strings["a"].localizations.de.stringUnit: expected {"state": …, "value": "…"}"#),
        BadCatalog(
            json: #"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"de": {"variations": {"plural": {"one": 3}}}}}}}"#,
            message: #"Localizable.xcstrings: strings["a"].localizations.de.variations.plural.one: expected an object, got 3"#),
        BadCatalog(
            json: #"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"de": {}}}}}"#,
            message: #"Localizable.xcstrings: strings["a"].localizations.de: expected a stringUnit or variations"#),
    ])
    func malformedCatalogsNameTheJSONPath(_ bad: BadCatalog) {
        do {
            _ = try StringCatalog(data: Data(bad.json.utf8), file: "Localizable.xcstrings")
            Issue.record("parsed without an error")
        } catch {
            #expect(error.description.hasPrefix(bad.message), "got: \(error)")
        }
    }

    /// IBM's table (lower end of each range): the pseudo text is at least that much longer.
    @Test(arguments: [
        ("OK", 1.0), ("Settings", 1.0), ("Push notifications", 0.8), ("Your export is ready to go", 0.6),
        ("Your subscription renews on 1 March, cancel any time", 0.31),
        (String(repeating: "Long text ", count: 8), 0.3),
    ])
    func accentedPseudoLocaleExpandsByTheTable(_ text: String, _ expansion: Double) {
        let pseudo = PseudoLocale.transform(text, locale: "en-XA")
        #expect(PseudoLocale.expansion(forLength: text.count) == expansion)
        #expect(Double(pseudo.count) >= Double(text.count) * (1 + expansion))
        #expect(Double(pseudo.count) < Double(text.count) * (1 + expansion) + 2)
        #expect(pseudo.hasPrefix("[") && pseudo.hasSuffix("]"))
        #expect(!pseudo.contains("e") || !text.contains("e") || pseudo.contains("é"))
    }

    /// Exact pseudo texts, counted by hand: letters alone accented, a letter with a combining mark
    /// and "\r\n" kept (each one character); the filler " ōñé ţŵö ţĥŕéé ƒöûŕ ƒîvé šîх" (28
    /// characters) cycled. 6 characters grow by 100% to 12 (4 of filler); 120 by 30% to 156
    /// (34: the filler and 6 more).
    @Test(arguments: [
        ("Ab e\u{301}\r\nZ", "[Åƀ e\u{301}\r\nŽ ōñé]"),
        (String(repeating: "0", count: 120), "[" + String(repeating: "0", count: 120) + " ōñé ţŵö ţĥŕéé ƒöûŕ ƒîvé šîх ōñé ţ]"),
    ])
    func accentedPseudoTextsAreExact(_ text: String, _ expected: String) {
        #expect(PseudoLocale.transform(text, locale: "en-XA") == expected)
    }

    @Test func rightToLeftPseudoLocaleLaysOutRightToLeft() throws {
        let screen = AuditScreen(name: "RTL", body: Text("Settings").id("t").node, theme: .designFoundation)
        let (tree, _) = Localizer(catalog: nil).localize(screen.body, locale: "ar-XB")
        let layout = try Audits.solver.layout(tree, theme: .designFoundation, environment: LayoutEnvironment(locale: "ar-XB"))
        let text = try #require(layout["t"]?.text)
        #expect(text.measurement.isRightToLeft)
        #expect(text.string.contains("Settings"))
    }

    @Test func pseudoLocalesGrowFindings() throws {
        let screen = AuditScreen(
            name: "Row",
            body: HStack {
                Text("Storage used", style: "label").lineLimit(1).id("label")
                Spacer()
                Text("48.2 GB of 128 GB", style: "label").lineLimit(1).id("value")
            }.node, theme: .designFoundation)
        let matrix = AuditMatrix(categories: [.large], presets: ["default"], widths: [320], locales: ["en", "en-XA"])
        let report = try Audits.run([screen], matrix)
        // The English row fits; the pseudo-localized one (each text ~80% longer) does not.
        #expect(report.failingCases.filter { $0.case.environment.locale == "en" }.isEmpty)
        let pseudo = report.failingCases.filter { $0.case.environment.locale == "en-XA" }
        #expect(pseudo.flatMap(\.diagnostics).contains { $0.kind == .truncated })
        #expect(report.findings.allSatisfy { $0.summary.contains("in en-XA") })
    }

    /// A finding shows the string that was laid out, translated, with where: the German bio
    /// truncates, not the English key or source text (issue 14).
    @Test func findingsShowTheTranslatedString() throws {
        let screen = AuditScreen(
            name: "Bio", body: Text(key: "profile.bio", style: "body").lineLimit(1).frame(width: 120).id("bio").node,
            theme: .designFoundation)
        let matrix = AuditMatrix(categories: [.large], presets: ["default"], widths: [320], locales: ["en", "de"])
        let report = try Audits.run([screen], matrix, catalog: Self.catalog)
        let finding = try #require(report.findings.first { $0.kind == .truncated })
        #expect(finding.text == "Gestalterin für barrierefreie Schriftsysteme")
        #expect(report.table().contains("\"Gestalterin für barrierefreie Schriftsysteme\" (de, L, 320 pt): shows 1 of"))
        let read = try AuditReport(json: Data(report.json.text.utf8), file: "report.json")
        #expect(read.findings.first { $0.kind == .truncated }?.text == finding.text)
    }

    /// A key that is its own source text ("%lld following", from `Text("\(n) following")`) has no
    /// source-language entry: that is not a missing key, and only other languages lack it.
    @Test func keysThatAreTheirOwnSourceTextAreNotMissing() throws {
        let json = #"{"sourceLanguage": "en", "strings": {"%lld following": {"localizations": {"de": {"stringUnit": {"value": "%lld gefolgt"}}}}}}"#
        let localizer = Localizer(catalog: try StringCatalog(data: Data(json.utf8), file: "L.xcstrings"))
        let screen = Text(key: "%lld following").node
        for locale in ["en", "en-GB", "en-XA"] {
            #expect(localizer.localize(screen, locale: locale).1.isEmpty, "\(locale)")
        }
        let (german, germanNotes) = localizer.localize(screen, locale: "de")
        #expect(german.texts[0].string == "1234567 gefolgt" && germanNotes.isEmpty)
        #expect(
            localizer.localize(screen, locale: "fr").1 == [
                Localizer.Note(key: "%lld following", locale: "fr", message: "no fr translation; the source text is shown")
            ])
    }
}

/// Reports list the fonts each locale's texts were drawn from (issue 14): a script that falls
/// back to another font, or to none, shows there.
@Suite struct FontsByLocaleTests {
    @Test func eachLocaleListsItsFontsAndTheyRoundTrip() throws {
        let screen = AuditScreen(
            name: "Mixed",
            body: VStack {
                Text("Hello", style: "caption").id("latin")
                Text("你好", style: "caption").id("han")
            }.node,
            theme: .designFoundation)
        let report = try Audits.run([screen], AuditMatrix(categories: [.large], presets: ["default"], widths: [375], locales: ["en", "de"]))
        let english = try #require(report.fontsByLocale["en"])
        #expect(english.contains("system") && english.contains("Droid Sans Fallback"), "\(english)")
        #expect(english == english.sorted() && report.fontsByLocale["de"] == english)
        #expect(report.table().contains("Fonts: en — \(english.joined(separator: ", ")); de — "))
        let read = try AuditReport(json: Data(report.json.text.utf8), file: "report.json")
        #expect(read.fontsByLocale == report.fontsByLocale)
    }
}
