import Foundation
import OversetTesting
import Testing

/// The testing API in other locales (issue 16): catalogs, pseudo-locales, right to left, Bold
/// Text, sweeps over locales, public probes, and failure messages that name the real locale.
@Suite struct LocalizedTestingTests {
    /// A small catalog: one key, translated into Polish much longer than in English.
    static let catalog: StringCatalog = {
        let json = #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {"settings.notifications": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "Notifications"}},
              "pl": {"stringUnit": {"state": "translated", "value": "Powiadomienia i ustawienia dźwięków"}}}}}}
            """#
        do { return try StringCatalog(data: Data(json.utf8), file: "Localizable.xcstrings") } catch { preconditionFailure("\(error)") }
    }()

    static var row: ViewNode {
        HStack {
            Text(key: "settings.notifications").lineLimit(1).id("title")
            Spacer()
            Box(width: 51, height: 31)
        }.frame(width: 220)
    }

    /// A navigation bar: the leading item sits on the leading edge, which is the right one in a
    /// right-to-left locale (the ar-XB bar's leading item once stayed at x = 16).
    static var navigationBar: ViewNode {
        HStack {
            Text("Back").id("leading")
            Spacer()
            Text("Edit").id("trailing")
        }.padding(.horizontal, 16)
    }

    @Test(arguments: [
        ("en", nil as LayoutDirection?, false), ("ar-XB", nil, true), ("ar", nil, true), ("en", .rightToLeft, true),
        ("ar-XB", .leftToRight, false),
    ])
    func leadingFollowsTheLayoutDirection(_ locale: String, _ direction: LayoutDirection?, _ isRightToLeft: Bool) throws {
        let layout = try Overset.layout(Self.navigationBar, locale: locale, layoutDirection: direction)
        let leading = try #require(layout["leading"]?.frame)
        let trailing = try #require(layout["trailing"]?.frame)
        if isRightToLeft {
            #expect(abs(leading.maxX - 359) < 0.5, "\(leading)")
            #expect(abs(trailing.x - 16) < 0.5, "\(trailing)")
        } else {
            #expect(abs(leading.x - 16) < 0.5, "\(leading)")
        }
        #expect(layout.environment.locale == locale)
    }

    /// A keyed text takes the catalog's translation in each locale; en-XA pseudo-localizes it.
    @Test(arguments: [
        ("en", "Notifications"), ("pl", "Powiadomienia i ustawienia dźwięków"), ("en-XA", "[Ñöţîƒîçåţîöñš"),
    ])
    func keyedTextsAreTranslated(_ locale: String, _ prefix: String) {
        expectLayout(Self.row, locale: locale, catalog: Self.catalog) { layout in
            #expect(layout["title"].view?.text?.string.hasPrefix(prefix) == true, "\(layout["title"].lines)")
        }
    }

    /// The Polish row truncates, and the failure says so in Polish: the locale and the string
    /// laid out, not "en".
    @Test func failuresNameTheRealLocaleAndString() {
        expectFits(Self.row, categories: [.large], locales: ["en"], catalog: Self.catalog)
        withKnownIssue {
            expectFits(Self.row, categories: [.large], locales: ["en", "pl"], catalog: Self.catalog)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("[L, preset default, width 375, @3x, pl]: \"Powiadomienia i ustawienia dźwięków\": shows 1 of")
                && text.contains("in 1 of 2 layouts") && !text.contains(", en]")
        }
    }

    /// A sweep over locales keeps each locale's layouts apart, in the audit's order.
    @Test func sweepsCoverEveryLocale() throws {
        let sweep = try Overset.sweep(Self.row, categories: [.large, .accessibility3], locales: ["en", "pl"], catalog: Self.catalog)
        #expect(sweep.layouts.map(\.environment.locale) == ["en", "en", "pl", "pl"])
        #expect(sweep[.large, locale: "pl"]?["title"]?.text?.measurement.isTruncated == true)
        #expect(sweep[.large, locale: "en"]?["title"]?.text?.measurement.isTruncated == false)
    }

    /// Bold Text draws the system font heavier, as in the audit.
    @Test func boldTextIsAnEnvironmentToo() throws {
        let regular = try Overset.layout(Text("Notifications").id("t"))
        let bold = try Overset.layout(Text("Notifications").id("t"), legibilityWeight: .bold)
        let regularWeight = try #require(regular["t"]?.text?.style.weight.value)
        #expect(try #require(bold["t"]?.text?.style.weight.value) > regularWeight)
        #expect(bold.environment.legibilityWeight == .bold)
    }

    /// Any layout can be probed, with the caller deciding what a missing id means.
    @Test func probesWrapAnyLayout() throws {
        let result = try Overset.layout(Self.navigationBar, locale: "ar-XB")
        var missing: [String] = []
        let probe = LayoutProbe(result) { missing.append($0) }
        #expect(probe["leading"].lineCount == 1)
        #expect(probe["leading"].frame == result["leading"]?.frame)
        _ = probe["nope"]
        #expect(missing.count == 1 && missing[0].contains("no view has id 'nope'"))
    }
}
