import ExampleScreens
import Foundation
import OversetTesting
import Testing

/// The app's localized screen in its languages, the pseudo-locales and right to left: what
/// `overset audit --strings Localizable.xcstrings --locales …` checks, as a unit test.
@Suite struct LocalizedScreenTests {
    /// The app's String Catalog (a test resource here; an app points at its own).
    static let catalog: StringCatalog = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Localizable.xcstrings").path
        do { return try StringCatalog(contentsOf: path) } catch { preconditionFailure("\(error)") }
    }()

    @Test func theRowFitsInEveryLanguageUpToXXLarge() {
        expectFits(
            Screens.notificationsRow(unread: 12), widths: [320, 375], categories: .standard.filter { $0 <= .xxLarge },
            theme: .designFoundation, locales: ["en", "de", "ar", "ar-XB"], catalog: Self.catalog)
    }

    /// In Arabic the row runs right to left: the title is on the right, the count on the left.
    @Test func arabicRunsRightToLeft() {
        expectLayout(Screens.notificationsRow(unread: 12), theme: .designFoundation, locale: "ar", catalog: Self.catalog) { layout in
            #expect(layout["title"].lines == ["الإشعارات"])
            #expect(layout["title"].frame.x > layout["count"].frame.maxX)
        }
    }

    /// Where the row gives way at 320 pt, per locale: pinned, so that a longer translation shows
    /// up as a failing test. Pseudo-localized text (30–40% longer) gives way first.
    @Test func whereTheRowGivesWay() throws {
        let sweep = try Overset.sweep(
            Screens.notificationsRow(unread: 12), widths: [320], theme: .designFoundation, locales: ["en", "de", "en-XA"], catalog: Self.catalog)
        let first = { (locale: String) in
            sweep.layouts.filter { $0.environment.locale == locale && !$0.diagnostics.isEmpty }.map(\.environment.category).min()
        }
        #expect(first("en") == .accessibility1)
        #expect(first("de") == .xxxLarge)
        #expect(first("en-XA") == .xLarge)
    }
}
