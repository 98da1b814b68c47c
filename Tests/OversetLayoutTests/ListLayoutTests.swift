import Foundation
import OversetLayout
import OversetStyle
import OversetText
import Testing

/// `List`, `Form` and `Section` in the inset-grouped style, in Apple's text styles at Large,
/// against the metrics docs/layout.md gives (estimates, each with its evidence): cards and row
/// content inset 16 pt each below a 414 pt screen and 20 pt from 414, rows at least 44 pt with
/// 11 pt above and below their content, headers and footers in footnote.
@Suite struct ListLayoutTests {

    struct Screen: CustomTestStringConvertible, Sendable {
        var width: Double
        var inset: Double
        var testDescription: String { "\(Int(width)) pt" }
    }

    static let screens = [Screen(width: 320, inset: 16), Screen(width: 375, inset: 16), Screen(width: 414, inset: 20), Screen(width: 430, inset: 20)]

    /// A row's text starts two insets in and wraps at the width left by four, as the engine
    /// wraps it alone at that width.
    @Test(arguments: screens)
    func rowsAreInsetTwice(_ screen: Screen) throws {
        let long = "Automatically download new episodes of the shows you follow"
        let result = try Layouts.layout(List { Text(long).id("row") }, width: screen.width, theme: .apple)
        let row = try #require(result["row"])
        let measured = try Layouts.body(long, width: screen.width - 4 * screen.inset)
        #expect(row.frame.x == screen.inset)
        #expect(row.frame.width == screen.width - 2 * screen.inset)
        #expect(row.contentFrame.x == 2 * screen.inset)
        #expect(row.contentFrame.height == Layouts.pixels(measured.height))
        #expect(Layouts.same(row.frame.height, max(44, Layouts.pixels(measured.height) + 22)))
    }

    /// A section's header and footer are footnote texts aligned with the rows' content; a
    /// section is 16 pt below what precedes it with a header, 20 pt without, and 10 pt above what
    /// follows; rows outside a `Section` make a section of their own.
    @Test func sectionsStackWithTheirCaptions() throws {
        let list = List {
            Section {
                Text("Bluetooth").id("row")
            } header: {
                Text("Network").id("header")
            } footer: {
                Text("Nearby").id("footer")
            }
            Text("Help").id("loose")
        }
        let result = try Layouts.layout(list, width: 375, theme: .apple)
        let header = try #require(result["header"])
        let row = try #require(result["row"])
        let footer = try #require(result["footer"])
        let loose = try #require(result["loose"])
        let footnote = try Layouts.engine.measure(
            "Network", attributes: TextAttributes(font: .family("system"), size: 13), options: TextLayoutOptions(leading: 18))
        #expect(header.contentFrame.x == 32 && header.contentFrame.y == 16)
        #expect(header.contentFrame.height == Layouts.pixels(footnote.height))
        #expect(Layouts.same(row.frame.y, header.frame.maxY))
        #expect(Layouts.same(header.frame.height, Layouts.pixels(footnote.height) + 6))
        #expect(Layouts.same(footer.frame.y, row.frame.maxY) && Layouts.same(footer.contentFrame.y, row.frame.maxY + 6))
        #expect(Layouts.same(loose.frame.y, footer.frame.maxY + 10 + 20))
    }

    /// `Form` is laid out as `List`; a `Section` outside a list is its parts stacked.
    @Test func formsAreListsAndSectionsOutsideAListAreStacks() throws {
        let form = try Layouts.layout(Form { Text("Name").id("row") }, theme: .apple)
        let list = try Layouts.layout(List { Text("Name").id("row") }, theme: .apple)
        #expect(form["row"]?.frame == list["row"]?.frame)
        let plain = try Layouts.layout(VStack { Section("Header") { Text("Row").id("row") } }, theme: .apple)
        #expect(plain["row"]?.frame.x == plain.root.frame.x)
    }

    /// A tree prepared once (as an audit prepares it, for every width of an environment) lays a
    /// list out with each width's margins, exactly as a layout built for that width.
    @Test func aPreparedListTakesEachWidthsMargins() throws {
        let list = List { Text("Wi-Fi").id("row") }
        let prepared = try Layouts.solver.prepare(list, name: "Test", theme: .apple, environment: LayoutEnvironment(width: 0))
        for screen in Self.screens {
            let fresh = try Layouts.layout(list, width: screen.width, theme: .apple)
            let reused = try prepared.layout(width: screen.width)
            #expect(reused["row"]?.frame == fresh["row"]?.frame, "\(screen.testDescription)")
            #expect(reused["row"]?.frame.x == screen.inset)
        }
    }
}
