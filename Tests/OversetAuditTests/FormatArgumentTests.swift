import Foundation
import OversetAudit
import OversetLayout
import Testing

/// Keyed texts are format strings (issue 14): an audit lays out "1234567 favorites", never
/// "%lld favorites"; substitutions take their longest plural form; device variations the
/// audited device's; pseudo-locales leave specifiers alone.
@Suite struct FormatArgumentTests {
    /// `Text(key:arguments:)` as an audit localizes it.
    static func localized(_ key: String, arguments: [String] = [], locale: String = "en", catalog: StringCatalog? = nil) -> String {
        let screen = Text(key: key, arguments: arguments).node
        return Localizer(catalog: catalog).localize(screen, locale: locale).0.texts[0].string
    }

    /// Expected values by hand from the documented samples (docs/audit.md): strings "Alexandra
    /// Konstantinopoulou", integers 1234567 (grouped only with the ' flag), doubles 1234.5678 at
    /// the specifier's precision, as C's printf prints them.
    @Test(
        arguments: [
            ("%lld favorites", [], "1234567 favorites"),
            ("Endet in %@", [], "Endet in Alexandra Konstantinopoulou"),
            ("%1$@ and %2$lld others", ["Anna"], "Anna and 1234567 others"),
            ("%2$@ follows %1$@", ["Ben", "Anna"], "Anna follows Ben"),
            ("%@ liked %d posts", ["Anna", "3"], "Anna liked 3 posts"),
            ("%.1f km", [], "1234.6 km"),
            ("%f", [], "1234.567800"),
            ("%'d steps", [], "1,234,567 steps"),
            ("%u%%", [], "1234567%"),
            ("100%", [], "100%"),
            ("50% off", [], "50% off"),
            ("%#@followers@", [], "%#@followers@"),
            ("%lu items", ["12"], "12 items"),
        ] as [(String, [String], String)])
    func specifiersTakeSamples(_ key: String, _ arguments: [String], _ expected: String) {
        #expect(Self.localized(key, arguments: arguments) == expected)
    }

    @Test func textsWithoutKeysStayLiteral() {
        let screen = Text("%lld favorites").node
        #expect(Localizer(catalog: nil).localize(screen, locale: "en").0.texts[0].string == "%lld favorites")
    }

    @Test(arguments: ["en-XA", "en-xa", "EN-XA"])
    func pseudoLocalesLeavePlaceholdersAlone(_ locale: String) {
        let pseudo = Self.localized("%lld favorites", locale: locale)
        #expect(pseudo.hasPrefix("[1234567 ƒåṽöŕîţéš"), "\(pseudo)")
        #expect(pseudo.hasSuffix("]"))
        let rightToLeft = Self.localized("%@ liked it", arguments: ["Anna"], locale: locale == "en-XA" ? "ar-XB" : "ar-xb")
        #expect(rightToLeft == "\u{200F}\u{202E}Anna liked it\u{202C}")
    }

    /// Only the two tags, in any case, are pseudo-locales: a longer or shorter tag, another
    /// separator or a letter that only looks alike leaves the text alone.
    @Test(arguments: ["en", "en-X", "en-XAA", "en_XA", "ar-XBB", "ar-X", "en-\u{0130}A", "en-XA\u{0}", ""])
    func otherLocalesAreNotPseudo(_ locale: String) {
        #expect(!PseudoLocale.isPseudo(locale))
        #expect(Self.localized("%lld favorites", locale: locale) == "1234567 favorites")
    }

    static let catalogJSON = #"""
        {
          "sourceLanguage": "en",
          "strings": {
            "followers.count": {
              "localizations": {
                "en": {
                  "stringUnit": {"state": "translated", "value": "%#@followers@"},
                  "substitutions": {"followers": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                    "one": {"stringUnit": {"state": "translated", "value": "%arg follower"}},
                    "other": {"stringUnit": {"state": "translated", "value": "%arg followers"}}
                  }}}}
                },
                "de": {
                  "stringUnit": {"state": "translated", "value": "%#@followers@ von %@"},
                  "substitutions": {"followers": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                    "one": {"stringUnit": {"state": "translated", "value": "%arg Follower"}},
                    "other": {"stringUnit": {"state": "needs_review", "value": "%arg Followerinnen und Follower"}}
                  }}}}
                }
              }
            },
            "tap.hint": {
              "localizations": {
                "en": {"variations": {"device": {
                  "iphone": {"stringUnit": {"state": "translated", "value": "Tap to open"}},
                  "applevision": {"stringUnit": {"state": "translated", "value": "Look at the item and pinch to open it"}},
                  "other": {"stringUnit": {"state": "translated", "value": "Click to open"}}
                }}}
              }
            }
          }
        }
        """#

    static func catalog(device: StringCatalog.Device = .iphone) throws -> StringCatalog {
        try StringCatalog(data: Data(catalogJSON.utf8), file: "Localizable.xcstrings", device: device)
    }

    @Test func substitutionsTakeTheirLongestPluralForm() throws {
        let catalog = try Self.catalog()
        #expect(Self.localized("followers.count", catalog: catalog) == "1234567 followers")
        // %#@followers@ is argument 1; the plain %@ after it is the first sequential argument.
        #expect(Self.localized("followers.count", arguments: ["12"], locale: "de", catalog: catalog) == "12 Followerinnen und Follower von 12")
        #expect(catalog.lookUp("followers.count", locale: "de")?.0.state == "needs_review")
    }

    @Test(arguments: [
        (StringCatalog.Device.iphone, "Tap to open"), (.applevision, "Look at the item and pinch to open it"), (.mac, "Click to open"),
    ])
    func deviceVariationsAreTheDevices(_ device: StringCatalog.Device, _ expected: String) throws {
        #expect(Self.localized("tap.hint", catalog: try Self.catalog(device: device)) == expected)
    }

    @Test(arguments: [
        (
            #"{"argNum": 0, "formatSpecifier": "lld", "variations": {"plural": {"other": {"stringUnit": {"value": "%arg"}}}}}"#,
            ".x.argNum: expected an argument number from 1 to 99"
        ),
        (
            #"{"argNum": 1, "formatSpecifier": "zz", "variations": {"plural": {"other": {"stringUnit": {"value": "%arg"}}}}}"#,
            ".x.formatSpecifier: expected a format specifier"
        ),
        (#"{"argNum": 1, "formatSpecifier": "lld"}"#, ".x: expected a stringUnit or variations"),
        (#"[1]"#, ".x: expected an object, got"),
    ])
    func badSubstitutionsNameTheirPath(_ substitution: String, _ message: String) {
        let json =
            #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"stringUnit": {"value": "%#@y@"}, "substitutions": {"x": "#
            + substitution + "}}}}}}"
        #expect {
            try StringCatalog(data: Data(json.utf8), file: "L.xcstrings")
        } throws: { error in
            "\(error)".contains(#"strings["k"].localizations.en.substitutions"# + message)
        }
    }
}
