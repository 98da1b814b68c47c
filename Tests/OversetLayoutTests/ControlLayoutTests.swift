import Foundation
import OversetLayout
import OversetStyle
import OversetText
import Testing

/// SwiftUI's controls laid out in Apple's text styles at Large, against the engine's own
/// measurement of their titles and the sizes docs/layout.md gives (a switch is 51 × 31 points;
/// a symbol is a square of the font's point size; a stack puts 8 points between a symbol and a
/// text).
@Suite struct ControlLayoutTests {

    enum Control: String, CaseIterable, Sendable {
        case button, navigationLink, menu, link

        func view(_ title: String) -> ViewNode {
            switch self {
            case .button: return Button(title) {}.node
            case .navigationLink: return NavigationLink(title, destination: 0).node
            case .menu: return Menu(title) { Text("Hidden item") }.node
            case .link: return Link(title, destination: "https://example.com").node
            }
        }
    }

    /// Apple's `PlainButtonStyle` "doesn't style or decorate its content": a control is exactly
    /// its title's text, and a menu's items take no room.
    @Test(arguments: Control.allCases)
    func aControlIsItsLabel(_ control: Control) throws {
        let title = "Continue to payment"
        let result = try Layouts.layout(VStack(alignment: .leading) { control.view(title).id("control") }, theme: .apple)
        let measured = try Layouts.body(title)
        let frame = try #require(result["control"]).frame
        #expect(frame.width == Layouts.pixels(measured.width))
        #expect(frame.height == Layouts.pixels(measured.height))
        #expect(result.root.frame.height == frame.height)
    }

    /// A toggle takes the width offered: its title at the leading edge, the 51 × 31 switch at the
    /// trailing edge, the row as tall as the switch (taller than one line of body text).
    @Test(arguments: [320.0, 375, 430])
    func aToggleSpansItsWidth(width: Double) throws {
        let result = try Layouts.layout(Toggle("Wi-Fi", isOn: true).id("toggle"), width: width, theme: .apple)
        let row = try #require(result["toggle"])
        #expect(row.frame.width == width)
        #expect(row.frame.height == 31)
        let children = row.children
        #expect(children.count == 3)
        #expect(children.first?.frame.x == 0)
        #expect(children.first?.frame.width == Layouts.pixels(try Layouts.body("Wi-Fi").width))
        #expect(children.last?.frame == Rect(x: width - 51, y: 0, width: 51, height: 31))
    }

    /// A label is its symbol (a 17-point square in body at Large), 8 points, and its title.
    @Test func aLabelIsItsSymbolAndTitle() throws {
        let result = try Layouts.layout(VStack(alignment: .leading) { Label("Wi-Fi", systemImage: "wifi").id("label") }, theme: .apple)
        let label = try #require(result["label"])
        #expect(label.children.map(\.frame.width) == [17, Layouts.pixels(try Layouts.body("Wi-Fi").width)])
        // Frames are in the screen's coordinates; the root stack is centred.
        #expect(label.children.map { $0.frame.x - label.frame.x } == [0, 17 + 8])
        #expect(Layouts.same(label.frame.width, 25 + Layouts.pixels(try Layouts.body("Wi-Fi").width)))
    }

    /// A navigation stack lays its content out as it is: the bar is outside the content.
    @Test func aNavigationStackIsItsContent() throws {
        let content = VStack {
            Text("Inbox")
            Text("3 unread")
        }
        let alone = try Layouts.layout(content, theme: .apple)
        let stacked = try Layouts.layout(NavigationStack { content }, theme: .apple)
        #expect(stacked.root.frame == alone.root.frame)
        #expect(NavigationView { content }.node == content.node)
    }

    /// A progress indicator is 20 × 20 whatever the text size; a bar is 4 high and as wide as
    /// offered; a title sits 8 below either.
    @Test(arguments: [DynamicTypeSize.large, .accessibility3])
    func progressViewsKeepTheirSize(category: DynamicTypeSize) throws {
        let result = try Layouts.layout(
            VStack(alignment: .leading) {
                ProgressView().id("spinner")
                ProgressView(value: 0.5).id("bar")
                ProgressView("Loading").id("labelled")
            }.frame(width: 300), category: category, theme: .apple)
        #expect(result["spinner"]?.frame.width == 20 && result["spinner"]?.frame.height == 20)
        #expect(result["bar"]?.frame.width == 300 && result["bar"]?.frame.height == 4)
        let labelled = try #require(result["labelled"])
        #expect(labelled.children.count == 2)
        #expect(Layouts.same(labelled.children[1].frame.y, labelled.children[0].frame.maxY + 8))
    }

    /// A field is one line of its placeholder, as wide as offered: a long placeholder truncates.
    @Test func aTextFieldIsOneLineOfItsPlaceholder() throws {
        let placeholder = "Email address or phone number for your account"
        let result = try Layouts.layout(TextField(placeholder, text: "").id("field"), width: 200, theme: .apple)
        let field = try #require(result["field"])
        #expect(field.frame.width == 200)
        #expect(field.frame.height == Layouts.pixels(try Layouts.body(placeholder).height))
        #expect(field.diagnostics.contains { if case .truncated = $0.kind { return true } else { return false } })
    }

    /// A tab view lays every tab out in the same place, each offered the whole screen.
    @Test func aTabViewLaysOutEveryTab() throws {
        let result = try Layouts.layout(
            TabView {
                Text("Home").id("home")
                Color.red.id("fill")
            }, theme: .apple)
        #expect(result["home"] != nil)
        #expect(result["fill"]?.frame.width == 375)
    }

    /// A picker spans its width: the label at the leading edge, the option shown and its
    /// chevrons (a body-sized symbol, 4 pt after it) at the trailing edge.
    @Test func aPickerShowsItsLabelAndOption() throws {
        let result = try Layouts.layout(
            Picker("Sort by", selection: 0) {
                Text("Name").id("option")
                Text("Date")
            }.id("picker"), theme: .apple)
        let picker = try #require(result["picker"])
        #expect(picker.frame.width == 375)
        let option = try #require(result["option"])
        let chevrons = try #require(picker.children.last?.children.last)
        #expect(chevrons.frame.width == 17 && chevrons.frame.maxX == 375)
        #expect(Layouts.same(option.frame.maxX + 4, chevrons.frame.x))
        #expect(option.frame.width == Layouts.pixels(try Layouts.body("Name").width))
    }
}
