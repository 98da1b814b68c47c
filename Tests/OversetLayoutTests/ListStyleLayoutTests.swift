import Foundation
import OversetLayout
import OversetStyle
import OversetText
import Testing

/// `listStyle(_:)` and `listRowInsets(_:)` on a 375 pt screen (row inset 16: Apple's
/// `ContentMarginGuide`, "16 to 20 points on iPhone"), against docs/layout.md's "SwiftUI's lists":
/// the inset styles put their cards 16 pt in (`UITableView.Style.insetGrouped`: "the grouped
/// sections are inset with rounded corners"), the others run edge to edge; grouped styles leave 20
/// pt above a section without a header (Flutter's Cupertino sections, measured from iOS 14), plain
/// ones none, and a plain header is 17 pt semibold, 22 + 10 pt below what precedes it and 10 pt
/// above its rows (openuikit's iOS 26 table views, Mac Catalyst with iPhone traits).
@Suite struct ListStyleLayoutTests {

    struct Case: CustomTestStringConvertible, Sendable {
        var style: ListStyle
        /// The card's x and the row content's x.
        var cardX: Double
        var contentX: Double
        /// The first row's y in a list without headers.
        var firstRowY: Double
        var testDescription: String { style.rawValue }
    }

    static let cases = [
        Case(style: .automatic, cardX: 16, contentX: 32, firstRowY: 20),
        Case(style: .insetGrouped, cardX: 16, contentX: 32, firstRowY: 20),
        Case(style: .sidebar, cardX: 16, contentX: 32, firstRowY: 20),
        Case(style: .grouped, cardX: 0, contentX: 16, firstRowY: 20),
        Case(style: .plain, cardX: 0, contentX: 16, firstRowY: 0),
        Case(style: .inset, cardX: 16, contentX: 32, firstRowY: 0),
    ]

    @Test(arguments: cases)
    func stylesPlaceCardsAndRows(_ testCase: Case) throws {
        let result = try Layouts.layout(List { Text("Wi-Fi").id("row") }.listStyle(testCase.style), width: 375, theme: .apple)
        let row = try #require(result["row"])
        #expect(row.frame.x == testCase.cardX)
        #expect(row.frame.width == 375 - 2 * testCase.cardX)
        #expect(row.contentFrame.x == testCase.contentX)
        #expect(Layouts.same(row.frame.y, testCase.firstRowY))
        // One body line (22 pt at Large) and 11 above and below: the 44 pt minimum.
        #expect(Layouts.same(row.frame.height, 44))
    }

    /// A plain list's header: 17 pt semibold (Apple's headline, 22 pt leading), its text 32 pt
    /// below the top (22 pt of `sectionHeaderTopPadding` and 10 within the header), 10 above
    /// the rows; sections follow each other with no space between them.
    @Test func plainHeadersAreBoldAndSectionsTouch() throws {
        let list = List {
            Section {
                Text("Ada").id("row")
            } header: {
                Text("A").id("header")
            }
            Text("Help").id("loose")
        }.listStyle(.plain)
        let result = try Layouts.layout(list, width: 375, theme: .apple)
        let header = try #require(result["header"])
        let row = try #require(result["row"])
        let loose = try #require(result["loose"])
        let headline = try Layouts.engine.measure(
            "A", attributes: TextAttributes(font: .family("system"), weight: .semibold, size: 17), options: TextLayoutOptions(leading: 22))
        #expect(header.contentFrame.x == 16 && header.contentFrame.y == 32)
        #expect(header.contentFrame.height == Layouts.pixels(headline.height))
        #expect(Layouts.same(row.frame.y, header.contentFrame.maxY + 10))
        #expect(Layouts.same(loose.frame.y, row.frame.maxY))
    }

    /// `listRowInsets` replaces the row's insets on every edge; the 44 pt minimum still holds,
    /// and `nil` keeps the style's; a negative inset pulls the content outward (16 − 4 = 12).
    @Test func rowInsetsReplaceTheStyles() throws {
        let list = List {
            Text("Tight").id("tight").listRowInsets(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
            Text("Tall").id("tall").listRowInsets(EdgeInsets(top: 30, leading: 0, bottom: 10, trailing: 0))
            Text("Default").id("default").listRowInsets(nil)
            Text("Pulled").id("pulled").listRowInsets(EdgeInsets(top: 0, leading: -4, bottom: 0, trailing: 0))
        }
        let result = try Layouts.layout(list, width: 375, theme: .apple)
        let tight = try #require(result["tight"])
        let tall = try #require(result["tall"])
        let plain = try #require(result["default"])
        let body = try Layouts.body("Tall", width: 375)
        #expect(tight.contentFrame.x == 16 + 4)
        #expect(Layouts.same(tight.frame.height, 44))
        #expect(tall.contentFrame.x == 16)
        #expect(Layouts.same(tall.contentFrame.y - tall.frame.y, 30))
        #expect(Layouts.same(tall.frame.height, max(44, 30 + Layouts.pixels(body.height) + 10)))
        #expect(plain.contentFrame.x == 32 && Layouts.same(plain.frame.height, 44))
        #expect(try #require(result["pulled"]).contentFrame.x == 16 - 4)
    }

    /// A toggle's row is 44 pt at Large, as a text row: max(label 22 + 11 + 11, switch 31 + 6.5 +
    /// 6.5) = 44 (it was 31 + 22 = 53 when the switch took the text's inset). A label taller than
    /// the switch keeps 11 pt above and below: at AX3 (body 40 pt, leading 48) the row is 48 + 22.
    @Test(arguments: [(DynamicTypeSize.large, 44.0), (.accessibility3, 70)])
    func aTogglesRowCentresItsSwitch(_ category: DynamicTypeSize, _ height: Double) throws {
        let list = List { Toggle("Wi-Fi", isOn: true).id("toggle") }
        let result = try Layouts.layout(list, width: 375, category: category, theme: .apple)
        let toggle = try #require(result["toggle"])
        #expect(Layouts.same(toggle.frame.height, height))
    }

    /// A `NavigationLink` in a row ends with the 10.5 × 14 pt chevron at the 16 pt margin, 8 pt
    /// after its label, so its text wraps 18.5 pt earlier than a plain row's: at 375 pt, the
    /// card (343) less two insets (311) less 18.5 = 292.5. Outside a list the label is as it is.
    @Test func aNavigationLinksRowLeavesRoomForItsChevron() throws {
        let long = "Automatically download new episodes of the shows you follow"
        let result = try Layouts.layout(List { NavigationLink(long, value: 1).id("link") }, width: 375, theme: .apple)
        let link = try #require(result["link"])
        let measured = try Layouts.body(long, width: 292.5)
        #expect(link.frame.x == 32)
        // The trailing edge, 32 + 292.5 = 324.5, is half a pixel at @3x and rounds up (docs/layout.md).
        #expect(Layouts.same(link.frame.width, (324.5 * 3).rounded(.up) / 3 - 32))
        #expect(Layouts.same(link.contentFrame.height, Layouts.pixels(measured.height)))
        let alone = try Layouts.layout(VStack { NavigationLink("Next", value: 1).id("link") }, width: 375, theme: .apple)
        let text = try Layouts.body("Next")
        #expect(Layouts.same(try #require(alone["link"]).frame.width, Layouts.pixels(text.width)))
    }

    /// A theme that sets the estimates changes the layout: rows at least 52 pt with 15.5 pt above
    /// and below (about what openuikit measured on iOS 26: 51.5 pt cells, text 15.5 pt in), 35 pt
    /// above a section without a header, a chevron 6 pt after its label.
    @Test func aThemeSetsTheListMetrics() throws {
        var components = Theme.apple.components
        components.swiftUI.listRowMinHeight = 52
        components.swiftUI.listRowVerticalInset = 15.5
        components.swiftUI.listSectionTopSpacing = 35
        components.swiftUI.listChevronSpacing = 6
        let theme = try Theme(name: "measured", styles: Theme.apple.styles, components: components, systemFont: Theme.apple.systemFont)
        let list = List {
            Text("Wi-Fi").id("row")
            NavigationLink("Bluetooth", value: 1).id("link")
        }
        let result = try Layouts.layout(list, width: 375, theme: theme)
        let row = try #require(result["row"])
        let link = try #require(result["link"])
        #expect(Layouts.same(row.frame.y, 35))
        #expect(Layouts.same(row.frame.height, 52))
        // 311 pt of row content less the 10.5 pt chevron and 6 pt before it: the trailing edge,
        // 32 + 294.5 = 326.5, is half a pixel at @3x and rounds up.
        #expect(Layouts.same(link.frame.width, (326.5 * 3).rounded(.up) / 3 - 32))
        let defaults = try Layouts.layout(list, width: 375, theme: .apple)
        #expect(defaults["row"].map { Layouts.same($0.frame.height, 44) } == true)
    }

    /// The style nearest the list wins, as with SwiftUI's environment.
    @Test func theInnermostStyleWins() throws {
        let view = VStack { List { Text("Row").id("row") }.listStyle(.plain) }.listStyle(.insetGrouped)
        let result = try Layouts.layout(view, width: 375, theme: .apple)
        #expect(result["row"]?.frame.x == 0)
    }

    @Test(arguments: [-20_000, Double.nan, .infinity, 20_000])
    func badRowInsetsAreErrors(_ value: Double) {
        let row = Text("Row").listRowInsets(EdgeInsets(top: value))
        #expect {
            try Layouts.layout(List { row }, theme: .apple)
        } throws: { error in
            guard case .invalidValue(let path, let message)? = error as? OversetLayoutError else { return false }
            return path.hasSuffix("/Text[0]") && message.hasPrefix("listRowInsets top must be a finite number of points from -10000 to 10000")
        }
    }

    /// The spec reads into the DSL's tree.
    @Test func specStylesAreTheDSLs() throws {
        let body = #"{"list": {"children": [{"text": "Row", "modifiers": [{"listRowInsets": {"leading": 4}}]}]}, "modifiers": [{"listStyle": "grouped"}]}"#
        let spec = try LayoutSpec(data: Data(#"{"screens": [{"name": "S", "body": \#(body)}]}"#.utf8), file: "spec.json")
        #expect(spec.screens[0].body == List { Text("Row").listRowInsets(EdgeInsets(leading: 4)) }.listStyle(.grouped).node)
    }

    @Test(arguments: [
        (
            #"{"listStyle": "carousel"}"#,
            "spec.json: screens[0].body.modifiers[0].listStyle: unknown value \"carousel\"; expected one of automatic, grouped, inset, insetGrouped, plain, sidebar"
        ),
        (
            #"{"listRowInsets": {"top": -20000}}"#,
            "spec.json: screens[0].body.modifiers[0].listRowInsets.top: a row inset is from -10000 to 10000 points, got -20000"
        ),
        (
            #"{"listRowInsets": {"top": 20000}}"#,
            "spec.json: screens[0].body.modifiers[0].listRowInsets.top: a row inset is from -10000 to 10000 points, got 20000"
        ),
        (
            #"{"listRowInsets": {"left": 1}}"#,
            "spec.json: screens[0].body.modifiers[0].listRowInsets.left: unknown key; expected one of top, leading, bottom, trailing"
        ),
    ])
    func badSpecValuesNameTheirPath(_ modifier: String, _ message: String) {
        let json = #"{"screens": [{"name": "S", "body": {"frameBox": {}, "modifiers": [\#(modifier)]}}]}"#
        #expect {
            _ = try LayoutSpec(data: Data(json.utf8), file: "spec.json")
        } throws: { error in
            (error as? OversetSpecError)?.description == message
        }
    }
}
