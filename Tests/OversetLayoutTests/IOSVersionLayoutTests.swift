import Foundation
import OversetLayout
import OversetStyle
import OversetText
import Testing

/// The iOS version laid out (`LayoutEnvironment.iosVersion`, 26 by default): before iOS 26 a
/// grouped list's section headers are in capitals (SwiftUI's lists on iOS 14 to 18; openuikit
/// measured iOS 26's as written) unless the header sets its own `textCase`, and the navigation bar
/// is UIKit's 44 pt bar with the 52 pt large-title zone and the 16 / 20 pt layout margins (iOS 26:
/// 10 + 54 + 52 pt, 20 pt in, as openuikit measured it).
@Suite struct IOSVersionLayoutTests {
    static func layout(_ view: some View, iosVersion: Int, width: Double = 375) throws -> LayoutResult {
        var environment = LayoutEnvironment(width: width)
        environment.iosVersion = iosVersion
        return try Layouts.solver.layout(view, name: "Test", theme: .apple, environment: environment)
    }

    /// The engine's width of `string` in footnote at Large (13 pt), rounded up to the pixel.
    static func footnote(_ string: String) throws -> Double {
        Layouts.pixels(try Layouts.engine.measure(string, attributes: TextAttributes(size: 13), options: TextLayoutOptions()).width)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var iosVersion: Int
        var style: ListStyle
        var ownCase: TextCase?
        var shown: String
        var testDescription: String { "iOS \(iosVersion) \(style.rawValue) \(ownCase?.rawValue ?? "")" }
    }

    static let cases = [
        Case(iosVersion: 18, style: .insetGrouped, ownCase: nil, shown: "ACCOUNT"),
        Case(iosVersion: 15, style: .grouped, ownCase: nil, shown: "ACCOUNT"),
        Case(iosVersion: 26, style: .insetGrouped, ownCase: nil, shown: "Account"),
        Case(iosVersion: 27, style: .grouped, ownCase: nil, shown: "Account"),
        Case(iosVersion: 18, style: .insetGrouped, ownCase: .asWritten, shown: "Account"),
        Case(iosVersion: 26, style: .insetGrouped, ownCase: .uppercase, shown: "ACCOUNT"),
    ]

    @Test(arguments: cases)
    func groupedHeadersAreCapitalsBefore26(_ given: Case) throws {
        var header = Text("Account").node
        if let own = given.ownCase { header = header.modifier(.text(.textCase(own))) }
        let list = List {
            Section {
                Text("Row")
            } header: {
                header.id("header")
            }
        }.listStyle(given.style)
        let result = try Self.layout(list, iosVersion: given.iosVersion)
        #expect(try #require(result["header"]).contentFrame.width == (try Self.footnote(given.shown)))
    }

    /// A plain list's header (headline) is as written before iOS 26 too.
    @Test func plainHeadersStayAsWritten() throws {
        let list = List {
            Section {
                Text("Row")
            } header: {
                Text("Account").id("header")
            }
        }.listStyle(.plain)
        let result = try Self.layout(list, iosVersion: 18)
        let headline = Layouts.pixels(
            try Layouts.engine.measure("Account", attributes: TextAttributes(weight: .semibold, size: 17), options: TextLayoutOptions()).width)
        #expect(try #require(result["header"]).contentFrame.width == headline)
    }

    struct BarCase: CustomTestStringConvertible, Sendable {
        var iosVersion: Int
        var width: Double
        var mode: NavigationBarItem.TitleDisplayMode
        var contentY: Double
        var margin: Double
        var testDescription: String { "iOS \(iosVersion) \(mode.rawValue) at \(Int(width))" }
    }

    static let barCases = [
        BarCase(iosVersion: 18, width: 375, mode: .large, contentY: 44 + 52, margin: 16),
        BarCase(iosVersion: 18, width: 430, mode: .large, contentY: 44 + 52, margin: 20),
        BarCase(iosVersion: 18, width: 375, mode: .inline, contentY: 44, margin: 16),
        BarCase(iosVersion: 26, width: 375, mode: .large, contentY: 10 + 54 + 52, margin: 20),
        BarCase(iosVersion: 26, width: 375, mode: .inline, contentY: 10 + 54, margin: 20),
    ]

    /// The content starts below the bar of the version; a large title sits at the margin.
    @Test(arguments: barCases)
    func theBarFollowsTheVersion(_ given: BarCase) throws {
        let view = NavigationStack {
            Text("Mail").id("content").navigationTitle(Text("Inbox").id("title")).navigationBarTitleDisplayMode(given.mode)
        }
        let result = try Self.layout(view, iosVersion: given.iosVersion, width: given.width)
        #expect(try #require(result["content"]).frame.y == given.contentY)
        if given.mode == .large { #expect(try #require(result["title"]).contentFrame.x == given.margin) }
    }

    /// A theme that sets the estimates changes the layout: a 40 pt bar and a 48 pt large-title zone
    /// before iOS 26, a 36 pt segmented control, 22 pt inline large titles, 8 pt compact spacing.
    @Test func aThemeSetsTheEstimates() throws {
        var components = Theme.apple.components
        components.swiftUI.navigationBarHeightBeforeIOS26 = 40
        components.swiftUI.largeTitleHeightBeforeIOS26 = 48
        components.swiftUI.segmentedHeight = 36
        components.swiftUI.inlineLargeTitleSize = 22
        components.swiftUI.listCompactSectionSpacing = 8
        let theme = try Theme(name: "measured", styles: Theme.apple.styles, components: components, systemFont: Theme.apple.systemFont)
        func layout(_ view: some View, iosVersion: Int) throws -> LayoutResult {
            var environment = LayoutEnvironment(width: 375)
            environment.iosVersion = iosVersion
            return try Layouts.solver.layout(view, name: "Test", theme: theme, environment: environment)
        }
        let bar = try layout(NavigationStack { Text("Mail").id("content").navigationTitle("Inbox") }, iosVersion: 18)
        #expect(try #require(bar["content"]).frame.y == 40 + 48)
        let inlineLarge = try layout(
            NavigationStack { Text("Mail").navigationTitle(Text("Inbox").id("title")).toolbarTitleDisplayMode(.inlineLarge) }, iosVersion: 26)
        #expect(try #require(inlineLarge["title"]).text?.style.size == 22)
        let picker = try layout(VStack { Picker("View", selection: 0) { Text("Day") }.pickerStyle(.segmented).id("picker") }, iosVersion: 26)
        #expect(try #require(picker["picker"]).frame.height == 36)
        let list = List {
            Section { Text("A").id("a") }
            Section { Text("B").id("b") }
        }.listSectionSpacing(.compact)
        let spaced = try layout(list, iosVersion: 26)
        #expect(Layouts.same(try #require(spaced["b"]).frame.y - (try #require(spaced["a"])).frame.maxY, 8))
    }

    /// `toolbarTitleDisplayMode(.inlineLarge)`: a 28 pt bold title (the theme's, an estimate) at
    /// the bar row's leading margin; no large-title zone, so the content starts at 10 + 54.
    @Test func inlineLargeTitlesLeadTheRow() throws {
        let view = NavigationStack {
            Text("Mail").id("content").navigationTitle(Text("Inbox").id("title")).toolbarTitleDisplayMode(.inlineLarge)
        }
        let result = try Self.layout(view, iosVersion: 26)
        let title = try #require(result["title"])
        #expect(title.text?.style.size == 28 && title.text?.style.weight == .bold)
        #expect(title.contentFrame.x == 20)
        #expect(try #require(result["content"]).frame.y == 64)
    }

    /// A version outside 15…27 is an error naming the screen.
    @Test(arguments: [14, 28, -1, Int.max])
    func badVersionsAreRefused(_ version: Int) throws {
        #expect {
            _ = try Self.layout(Text("a"), iosVersion: version)
        } throws: { error in
            (error as? OversetLayoutError)?.description.contains("the iOS version must be from 15 to 27, got \(version)") == true
        }
    }

    struct SpacingCase: CustomTestStringConvertible, Sendable {
        var spacing: ListSectionSpacing?
        var onSection: Bool
        var gap: Double
        var testDescription: String { "\(spacing.map { "\($0)" } ?? "none")\(onSection ? " on the section" : "")" }
    }

    /// Between two inset-grouped sections without headers: 10 below the first and 20 above the
    /// second by default (the theme's grouped spacing); `listSectionSpacing` replaces the 30 with
    /// its points, `.compact` with the theme's 20 (an estimate); on the second section, the space
    /// above it.
    @Test(arguments: [
        SpacingCase(spacing: nil, onSection: false, gap: 30), SpacingCase(spacing: .default, onSection: false, gap: 30),
        SpacingCase(spacing: .compact, onSection: false, gap: 20), SpacingCase(spacing: .points(12), onSection: false, gap: 12),
        SpacingCase(spacing: .points(40), onSection: true, gap: 40), SpacingCase(spacing: .points(0), onSection: false, gap: 0),
    ])
    func sectionSpacingReplacesTheGap(_ given: SpacingCase) throws {
        var second = Section { Text("B").id("b") }.node
        if given.onSection, let spacing = given.spacing { second = second.listSectionSpacing(spacing) }
        var list = List {
            Section { Text("A").id("a") }
            second
        }.node
        if !given.onSection, let spacing = given.spacing { list = list.listSectionSpacing(spacing) }
        let result = try Self.layout(list, iosVersion: 26)
        let a = try #require(result["a"])
        let b = try #require(result["b"])
        #expect(Layouts.same(a.frame.y, 20))
        #expect(Layouts.same(b.frame.y - a.frame.maxY, given.gap))
    }

    /// Bad spacings and display modes in a spec name their JSON path.
    @Test(arguments: [
        (#"{"listSectionSpacing": -1}"#, "spec.json: screens[0].body.modifiers[0].listSectionSpacing:"),
        (#"{"listSectionSpacing": 20000}"#, "spec.json: screens[0].body.modifiers[0].listSectionSpacing:"),
        (#"{"listSectionSpacing": "tight"}"#, "spec.json: screens[0].body.modifiers[0].listSectionSpacing:"),
        (#"{"listSectionSpacing": true}"#, "spec.json: screens[0].body.modifiers[0].listSectionSpacing:"),
    ])
    func badSpacingsNameTheirPath(_ modifier: String, _ prefix: String) throws {
        let error = try #require(Layouts.specError(body: #"{"list": {}, "modifiers": [\#(modifier)]}"#))
        #expect(error.hasPrefix(prefix), "\(error)")
    }

    /// A negative spacing from the DSL is an error naming the view.
    @Test func negativeSpacingIsRefused() throws {
        #expect(throws: OversetLayoutError.self) {
            _ = try Self.layout(List { Text("a") }.listSectionSpacing(-4), iosVersion: 26)
        }
    }

    /// `TextEditor`: as wide as offered; its text 5 pt in and 8 pt down (UITextView's insets, as
    /// openuikit measured them); its ideal height its text's line and the 16 pt of insets; in a 60
    /// pt frame a long text wraps and scrolls, never reported as truncated.
    @Test func textEditorsWrapAndScroll() throws {
        let result = try Layouts.layout(VStack { TextEditor(text: "Hello").id("editor") }, width: 375, theme: .apple)
        let editor = try #require(result["editor"])
        let line = Layouts.pixels(try Layouts.body("Hello").height)
        #expect(editor.frame.width == 375 && Layouts.same(editor.frame.height, line + 16))
        let text = try #require(result.root.allViews.first { $0.text?.string == "Hello" })
        #expect(text.contentFrame.x == 5 && text.contentFrame.y == 8)
        let long = String(repeating: "A long note about the trip. ", count: 20)
        let framed = try Layouts.layout(VStack { TextEditor(text: long).frame(height: 60).id("editor") }, width: 375, theme: .apple)
        #expect(try #require(framed["editor"]).frame.height == 60)
        let lines = try #require(framed.root.allViews.first { $0.text?.string == long }?.text?.measurement)
        #expect(lines.lines.count > 2 && lines.lines.allSatisfy { $0.width <= 365 })
        #expect(framed.diagnostics.filter { $0.kind == .truncated }.isEmpty)
    }
}
