import Foundation
import OversetLayout
import OversetStyle
import OversetText
import Testing

/// The navigation bar's title, laid out with iOS 26's bar metrics as measured with real UIKit
/// (Mac Catalyst, iPhone traits) in Vercantez/openuikit's docs/SCENE_SPEC.md: the expanded bar
/// takes 10 + 54 + 52 = 116 pt above the content, its large title is 34 pt bold at x = 20; the
/// collapsed (inline) bar is 10 + 54 = 64 pt with a centred 17 pt semibold title. Bar text keeps
/// its size at every Dynamic Type size (WWDC19 session 261, Large Content Viewer).
@Suite struct NavigationBarLayoutTests {
    /// The engine's own width of `string` in the system font at `size` and `weight`.
    static func width(_ string: String, size: Double, weight: FontWeight) throws -> Double {
        Layouts.pixels(try Layouts.engine.measure(string, attributes: TextAttributes(weight: weight, size: size), options: TextLayoutOptions()).width)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var mode: NavigationBarItem.TitleDisplayMode
        var width: Double
        var testDescription: String { "\(mode.rawValue) at \(Int(width)) pt" }
    }

    static let cases = [NavigationBarItem.TitleDisplayMode.automatic, .large, .inline].flatMap { mode in
        [320.0, 375, 430].map { Case(mode: mode, width: $0) }
    }

    /// A large title (the default at a stack's root) sits at x = 20 in the 52 pt zone below the
    /// 10 + 54 pt bar; an inline one is centred in the 54 pt bar. The content starts below the bar.
    @Test(arguments: cases)
    func theTitleSitsInTheBar(_ given: Case) throws {
        let view = NavigationStack {
            Text("Mail").id("content").navigationTitle(Text("Inbox").id("title")).navigationBarTitleDisplayMode(given.mode)
        }
        let result = try Layouts.layout(view, width: given.width, theme: .apple)
        // The title's own frame, inside the bar's padding and frames.
        let title = try #require(result["title"]).contentFrame
        let content = try #require(result["content"])
        let isLarge = given.mode != .inline
        let style = try #require(result["title"]?.text?.style)
        #expect(style.size == (isLarge ? 34 : 17))
        #expect(style.weight == (isLarge ? .bold : .semibold))
        let width = try Self.width("Inbox", size: isLarge ? 34 : 17, weight: isLarge ? .bold : .semibold)
        #expect(title.width == width)
        if isLarge {
            #expect(title.x == 20)
            #expect(title.y >= 64 && title.maxY <= 116)
        } else {
            // Centred, to the pixel (a third of a point at @3x).
            #expect(abs(title.x - (given.width - width) / 2) <= 1.0 / 3 + 1e-9)
            #expect(title.y >= 10 && title.maxY <= 64)
        }
        #expect(content.frame.y == (isLarge ? 116 : 64))
    }

    /// A title too long for the bar truncates at its tail on one line, within the 20 pt margins,
    /// like any text that truncates: 34 pt bold "Notifications and Sounds" is wider than 280 pt
    /// (24 characters at more than half an em each is over 400 pt).
    @Test(arguments: [NavigationBarItem.TitleDisplayMode.large, .inline])
    func aLongTitleTruncates(_ mode: NavigationBarItem.TitleDisplayMode) throws {
        let long = "Notifications and Sounds for Every Account"
        let view = NavigationStack { Text("x").navigationTitle(Text(long).id("title")).navigationBarTitleDisplayMode(mode) }
        let result = try Layouts.layout(view, width: 320, theme: .apple)
        let title = try #require(result["title"])
        #expect(title.contentFrame.width <= 320 - 40)
        #expect(title.contentFrame.height < 2 * (mode == .inline ? 17 : 34))
        #expect(title.text.map { !$0.hiddenText.isEmpty } == true)
    }

    /// Bar text keeps its size at accessibility sizes: the title is as wide at AX5 as at Large.
    @Test(arguments: [DynamicTypeSize.xSmall, .accessibility2, .accessibility5])
    func theTitleKeepsItsSize(category: DynamicTypeSize) throws {
        let view = NavigationStack { Text("x").navigationTitle(Text("Inbox").id("title")) }
        let atLarge = try #require(try Layouts.layout(view, theme: .apple)["title"])
        let atCategory = try #require(try Layouts.layout(view, category: category, theme: .apple)["title"])
        #expect(atCategory.frame == atLarge.frame)
        #expect(atCategory.text?.style.size == 34)
    }

    /// The title may be set anywhere in the stack's content; outside a stack it shows nothing.
    @Test func theStackFindsTheTitleInItsContent() throws {
        let nested = NavigationStack { VStack { Text("a").navigationBarTitle("Inbox") } }
        let direct = NavigationStack { VStack { Text("a") }.navigationTitle("Inbox") }
        #expect(nested.node.texts.map(\.string) == ["Inbox", "a"])
        #expect(direct.node.texts.map(\.string) == ["Inbox", "a"])
        let alone = try Layouts.layout(Text("a").navigationTitle("Inbox"), theme: .apple)
        #expect(alone.root.frame == (try Layouts.layout(Text("a"), theme: .apple)).root.frame)
    }

    /// A trailing item is 17 pt text 20 pt from the trailing edge (the bar's margin, an
    /// estimate for items); the inline title is centred in what the items leave, 8 pt from them.
    @Test(arguments: [320.0, 375, 430])
    func aTrailingItemTakesRoomFromTheInlineTitle(width: Double) throws {
        let view = NavigationStack {
            Text("x").id("content").navigationTitle(Text("Inbox").id("title")).navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Button { Text("Edit").id("edit") } } }
        }
        let result = try Layouts.layout(view, width: width, theme: .apple)
        let edit = try #require(result["edit"])
        let editWidth = try Self.width("Edit", size: 17, weight: .regular)
        #expect(edit.contentFrame.width == editWidth)
        #expect(edit.text?.style.size == 17)
        #expect(Layouts.same(edit.contentFrame.maxX, width - 20))
        let title = try #require(result["title"]).contentFrame
        #expect(title.x >= 20 && title.maxX <= width - 20 - 8 - editWidth + 1e-9)
        #expect(try #require(result["content"]).frame.y == 64)
    }

    /// A long inline title between a leading and a trailing item gets what they leave and
    /// truncates; the items keep their whole text.
    @Test func itemsSqueezeALongInlineTitle() throws {
        let view = NavigationStack {
            Text("x").navigationTitle(Text("Notifications and Sounds").id("title")).navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button { Text("Cancel").id("cancel") } }
                    ToolbarItem(placement: .confirmationAction) { Button { Text("Done").id("done") } }
                }
        }
        let result = try Layouts.layout(view, width: 320, theme: .apple)
        let cancel = try Self.width("Cancel", size: 17, weight: .regular)
        let done = try Self.width("Done", size: 17, weight: .regular)
        let title = try #require(result["title"])
        #expect(title.contentFrame.width <= 320 - 40 - 16 - cancel - done + 1e-9)
        #expect(title.text.map { !$0.hiddenText.isEmpty } == true)
        #expect(try #require(result["cancel"]).contentFrame.x == 20)
        #expect(try #require(result["cancel"]).text?.hiddenText == "")
        #expect(try #require(result["done"]).text?.hiddenText == "")
    }

    /// Bar items keep their size at accessibility sizes; a toolbar without a title still shows
    /// the 64 pt bar, and a large title sits below the items.
    @Test(arguments: [DynamicTypeSize.large, .accessibility5])
    func itemsKeepTheirSize(category: DynamicTypeSize) throws {
        let view = NavigationStack {
            Text("x").id("content").toolbar { ToolbarItemGroup(placement: .topBarLeading) { Button { Text("Edit").id("edit") } } }
        }
        let result = try Layouts.layout(view, category: category, theme: .apple)
        let edit = try #require(result["edit"]).contentFrame
        #expect(edit.width == (try Self.width("Edit", size: 17, weight: .regular)))
        #expect(edit.x == 20 && edit.y >= 10 && edit.maxY <= 64)
        #expect(try #require(result["content"]).frame.y == 64)
        let large = NavigationStack {
            Text("x").navigationTitle(Text("Inbox").id("title")).toolbar { Button { Text("Edit").id("edit") } }
        }
        let both = try Layouts.layout(large, category: category, theme: .apple)
        #expect(try #require(both["edit"]).contentFrame.maxY <= 64)
        #expect(try #require(both["title"]).contentFrame.y >= 64)
    }

    /// `navigationBarItems(leading:trailing:)` is deprecated for `toolbar` with the bar's leading
    /// and trailing placements (Apple's documentation): it lays out as that toolbar, and
    /// `toolbarTitleDisplayMode` as `navigationBarTitleDisplayMode`.
    @Test func theOlderAndNewerNamesLayOutAlike() throws {
        let older = NavigationStack {
            Text("x").id("content").navigationTitle("Inbox").toolbarTitleDisplayMode(.inline)
                .navigationBarItems(leading: Text("Cancel").id("cancel"), trailing: Text("Done").id("done"))
        }
        let newer = NavigationStack {
            Text("x").id("content").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Text("Cancel").id("cancel") }
                    ToolbarItem(placement: .topBarTrailing) { Text("Done").id("done") }
                }
        }
        let (a, b) = (try Layouts.layout(older, theme: .apple), try Layouts.layout(newer, theme: .apple))
        for id in ["content", "cancel", "done"] { #expect(a[id]?.frame == b[id]?.frame && a[id] != nil, "\(id)") }
        #expect(try #require(a["done"]).frame.maxY <= 64)
    }

    /// A bad display mode, title, toolbar or placement in a spec names its JSON path.
    @Test(arguments: [
        (#"{"navigationBarTitleDisplayMode": "huge"}"#, "screens[0].body.modifiers[0].navigationBarTitleDisplayMode"),
        (#"{"navigationTitle": 3}"#, "screens[0].body.modifiers[0].navigationTitle"),
        (#"{"toolbar": 3}"#, "screens[0].body.modifiers[0].toolbar"),
        (#"{"toolbar": [{"toolbarItem": {"placement": "top"}}]}"#, "screens[0].body.modifiers[0].toolbar[0].toolbarItem.placement"),
        (#"{"toolbarTitleDisplayMode": "inlinelarge"}"#, "screens[0].body.modifiers[0].toolbarTitleDisplayMode"),
        // `.inlineLarge` is ToolbarTitleDisplayMode's only.
        (#"{"navigationBarTitleDisplayMode": "inlineLarge"}"#, "screens[0].body.modifiers[0].navigationBarTitleDisplayMode"),
        (#"{"navigationBarItems": {}}"#, "screens[0].body.modifiers[0].navigationBarItems"),
        (#"{"navigationBarItems": {"center": {"text": "A"}}}"#, "screens[0].body.modifiers[0].navigationBarItems.center"),
        (#"{"navigationBarItems": {"leading": 3}}"#, "screens[0].body.modifiers[0].navigationBarItems.leading"),
    ])
    func badValuesNameTheirPath(_ modifier: String, _ path: String) throws {
        let spec = #"{"version": 2, "screens": [{"name": "S", "body": {"text": "x", "modifiers": [\#(modifier)]}}]}"#
        #expect {
            _ = try LayoutSpec(data: Data(spec.utf8), file: "spec.json")
        } throws: { error in
            (error as? OversetSpecError)?.description.hasPrefix("spec.json: \(path):") == true
        }
    }

    /// `navigationBarHidden(true)` hides the bar with its title and items: the content starts
    /// at the stack's top; `false` keeps the 116 pt bar of a large title.
    @Test(arguments: [(true, 0.0), (false, 116.0)])
    func aHiddenBarTakesNoRoom(hidden: Bool, contentTop: Double) throws {
        let view = NavigationStack {
            Text("Mail").id("content").navigationTitle(Text("Inbox").id("title")).navigationBarHidden(hidden)
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Text("Edit").id("item") } }
        }
        let result = try Layouts.layout(view, theme: .apple)
        #expect(result["content"]?.frame.y == contentTop)
        #expect((result["title"] == nil) == hidden)
        #expect((result["item"] == nil) == hidden)
    }

    /// A title set inside a `GeometryReader` or a `Grid` is found as anywhere else: the content
    /// starts below the 116 pt bar.
    @Test func aTitleInsideAReaderOrGridIsFound() throws {
        let inReader = NavigationStack { GeometryReader { _ in Text("Mail").id("content").navigationTitle("Inbox") } }
        #expect(try Layouts.layout(inReader, theme: .apple)["content"]?.frame.y == 116)
        let inGrid = NavigationStack { Grid { GridRow { Text("Mail").id("content").navigationTitle("Inbox") } } }
        #expect(try Layouts.layout(inGrid, theme: .apple)["content"]?.frame.y == 116)
    }
}
