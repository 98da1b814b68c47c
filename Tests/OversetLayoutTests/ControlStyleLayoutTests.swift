import Foundation
import OversetLayout
import OversetStyle
import OversetText
import Testing

/// `labelStyle`, `labelsHidden` and `textFieldStyle` in Apple's body style at Large (17 pt, 22 pt
/// leading), against docs/layout.md: a symbol is a square of its font's size (17 pt), a label's
/// icon and title 8 pt apart (an estimate), a switch 51 × 31, a menu picker's value 4 pt before its
/// chevrons (an estimate), and a rounded-border field its text plus 28 pt across and 34 pt tall
/// (openuikit's `UITextField` measurement, Mac Catalyst with iPhone traits: 6 pt above and below a
/// 22 pt line and 14 on each side are our split of it).
@Suite struct ControlStyleLayoutTests {

    @Test(arguments: [LabelStyle.automatic, .titleAndIcon, .titleOnly, .iconOnly])
    func labelStylesShowTheirParts(_ style: LabelStyle) throws {
        let view = VStack { Label("Wi-Fi", systemImage: "wifi").id("label") }.labelStyle(style)
        let result = try Layouts.layout(view, width: 375, theme: .apple)
        let label = try #require(result["label"])
        let title = Layouts.pixels(try Layouts.body("Wi-Fi").width)
        let expected: Double
        switch style {
        case .automatic, .titleAndIcon: expected = 17 + 8 + title
        case .titleOnly: expected = title
        case .iconOnly: expected = 17
        }
        #expect(Layouts.same(label.frame.width, expected))
    }

    /// The style nearest the label wins, as with SwiftUI's environment.
    @Test func theInnermostLabelStyleWins() throws {
        let view = VStack { Label("Wi-Fi", systemImage: "wifi").id("label").labelStyle(.titleOnly) }.labelStyle(.iconOnly)
        let result = try Layouts.layout(view, width: 375, theme: .apple)
        #expect(Layouts.same(try #require(result["label"]).frame.width, Layouts.pixels(try Layouts.body("Wi-Fi").width)))
    }

    /// The part a style keeps keeps its own modifiers: a headline title stays headline
    /// (17 pt semibold at Large), not body.
    @Test func theKeptPartKeepsItsModifiers() throws {
        let view = VStack {
            Label {
                Text("Wi-Fi").font(.headline)
            } icon: {
                Image(systemName: "wifi")
            }.id("label")
        }.labelStyle(.titleOnly)
        let result = try Layouts.layout(view, width: 375, theme: .apple)
        let headline = try Layouts.engine.measure("Wi-Fi", attributes: TextAttributes(font: .family("system"), weight: .semibold, size: 17))
        #expect(Layouts.same(try #require(result["label"]).frame.width, Layouts.pixels(headline.width)))
    }

    /// Without their labels a toggle is its 51 × 31 switch and a picker its value and chevrons.
    @Test func hiddenLabelsLeaveTheControl() throws {
        let view = VStack {
            Toggle("Wi-Fi", isOn: true).id("toggle")
            Picker("Sort", selection: 0) { Text("Name") }.id("picker")
        }.labelsHidden()
        let result = try Layouts.layout(view, width: 375, theme: .apple)
        let toggle = try #require(result["toggle"])
        let picker = try #require(result["picker"])
        #expect(toggle.frame.width == 51 && toggle.frame.height == 31)
        #expect(Layouts.same(picker.frame.width, Layouts.pixels(try Layouts.body("Name").width) + 4 + 17))
        let shown = try Layouts.layout(VStack { Toggle("Wi-Fi", isOn: true).id("toggle") }, width: 375, theme: .apple)
        #expect(shown["toggle"]?.frame.width == 375)
    }

    /// A rounded-border field is as wide as offered, its text 14 pt in and 28 pt narrower, 34 pt
    /// tall at Large (its minimum: one body line is 20⅓ + 12) and 48 + 12 = 60 at AX3 (one line of
    /// 40 pt body); a plain field is its one line, as wide as offered.
    @Test(arguments: [(DynamicTypeSize.large, 34.0), (.accessibility3, 60)])
    func roundedBorderFieldsInsetTheirText(_ category: DynamicTypeSize, _ height: Double) throws {
        let long = "Search every episode, guest and transcript of every show you follow"
        let view = VStack { TextField(long, text: "").id("field") }.textFieldStyle(.roundedBorder)
        let result = try Layouts.layout(view, width: 375, category: category, theme: .apple)
        let field = try #require(result["field"])
        #expect(field.frame.width == 375)
        // The placeholder truncates within the 347 pt the border leaves.
        #expect(field.contentFrame.x == 14 && field.contentFrame.width <= 375 - 28 && field.contentFrame.width > 375 - 28 - 17)
        #expect(Layouts.same(field.frame.height, height))
        let plain = try Layouts.layout(VStack { TextField(long, text: "").id("field") }.textFieldStyle(.plain), width: 375, theme: .apple)
        let line = try #require(plain["field"])
        let oneLine = try Layouts.body(long, width: 375, lineLimit: 1)
        #expect(line.contentFrame.x == 0 && line.contentFrame.width > 375 - 17)
        #expect(Layouts.same(line.frame.height, Layouts.pixels(oneLine.height)))
    }

    /// A theme's rounded-border metrics replace the estimates: a 40 pt minimum, 10 pt insets.
    @Test func aThemeSetsTheRoundedBorder() throws {
        var components = Theme.apple.components
        components.swiftUI.roundedFieldMinHeight = 40
        components.swiftUI.roundedFieldHorizontalPadding = 10
        let theme = try Theme(name: "measured", styles: Theme.apple.styles, components: components, systemFont: Theme.apple.systemFont)
        let view = VStack { TextField("Email", text: "").id("field") }.textFieldStyle(.roundedBorder)
        let field = try #require(try Layouts.layout(view, width: 375, theme: theme)["field"])
        #expect(Layouts.same(field.frame.height, 40) && field.contentFrame.x == 10)
    }

    /// Bordered buttons pad their label by control size (estimates: 10 × 5 small, 12 × 7 regular,
    /// 20 × 14 large); the other styles draw it as it is.
    @Test(arguments: [
        (ButtonStyle.bordered, ControlSize.regular, 12.0, 7.0), (.borderedProminent, .small, 10, 5), (.bordered, .mini, 10, 5),
        (.borderedProminent, .large, 20, 14), (.bordered, .extraLarge, 20, 14), (.plain, .large, 0, 0), (.borderless, .regular, 0, 0),
        (.automatic, .regular, 0, 0),
    ])
    func borderedButtonsPadTheirLabels(_ style: ButtonStyle, _ size: ControlSize, _ across: Double, _ down: Double) throws {
        let view = VStack { Button("Save") {}.id("button") }.buttonStyle(style).controlSize(size)
        let button = try #require(try Layouts.layout(view, width: 375, theme: .apple)["button"])
        let title = try Layouts.body("Save")
        #expect(Layouts.same(button.frame.width, Layouts.pixels(title.width) + 2 * across))
        #expect(Layouts.same(button.frame.height, Layouts.pixels(title.height) + 2 * down))
    }

    /// `ProgressView()` is a 20 pt indicator, 37 pt at the large sizes (openuikit's measurements of
    /// `UIActivityIndicatorView`'s medium and large styles); `.linear` makes it a 4 pt bar as wide as
    /// offered, and `.circular` makes `ProgressView(value:)` an indicator, as on iOS.
    @Test(arguments: [
        (ProgressViewStyle.automatic, ControlSize.regular, false, 20.0, 20.0), (.automatic, .large, false, 37, 37),
        (.automatic, .extraLarge, false, 37, 37), (.linear, .regular, false, 375, 4), (.circular, .regular, true, 20, 20),
        (.circular, .large, true, 37, 37), (.automatic, .regular, true, 375, 4),
    ])
    func progressStylesChooseTheIndicator(_ style: ProgressViewStyle, _ size: ControlSize, _ hasValue: Bool, _ width: Double, _ height: Double) throws {
        let progress = hasValue ? ProgressView(value: 0.5).node : ProgressView().node
        let view = VStack { progress.id("progress") }.progressViewStyle(style).controlSize(size)
        let placed = try #require(try Layouts.layout(view, width: 375, theme: .apple)["progress"])
        #expect(placed.frame.width == width && placed.frame.height == height)
    }

    /// A wheel is its selection centred in a 216 pt wheel as wide as offered (an estimate:
    /// `UIPickerView`'s default height), without its label; a navigation-link picker is its label,
    /// then the selection, 8 pt and the 10.5 pt disclosure chevron at the trailing edge; a menu
    /// picker keeps its up-and-down chevrons, a symbol of 17 pt 4 pt after the selection. Inline
    /// outside a list is a wheel, as iOS draws it.
    @Test(arguments: [PickerStyle.wheel, .navigationLink, .menu, .automatic, .inline])
    func pickerStylesShowTheSelection(_ style: PickerStyle) throws {
        let view = VStack { Picker("Sort", selection: 0) { Text("Name").id("option") }.id("picker") }.pickerStyle(style)
        let result = try Layouts.layout(view, width: 375, theme: .apple)
        let picker = try #require(result["picker"])
        let option = try #require(result["option"])
        let name = Layouts.pixels(try Layouts.body("Name").width)
        #expect(picker.frame.width == 375)
        #expect(Layouts.same(option.frame.width, name))
        switch style {
        case .wheel, .inline:
            #expect(picker.frame.height == 216)
            // Centred: as far from each edge, to the pixel.
            #expect(abs(option.frame.x - (375 - option.frame.maxX)) < 0.67)
        case .navigationLink:
            // 375 − 10.5 − 8 = 356.5, half a pixel at @3x, rounds up.
            #expect(Layouts.same(option.frame.maxX, (356.5 * 3).rounded(.up) / 3))
        case .menu, .automatic:
            #expect(Layouts.same(option.frame.maxX, 375 - 17 - 4))
        case .segmented:
            // Not among the arguments: `PickerStyleLayoutTests` lays segmented pickers out.
            break
        }
    }

    /// The spec reads into the DSL's tree.
    @Test func specStylesAreTheDSLs() throws {
        let body =
            #"{"vstack": {"children": [{"label": {"title": "Wi-Fi", "systemImage": "wifi"}}]}, "modifiers": [{"labelStyle": "iconOnly"}, {"labelsHidden": true}, {"textFieldStyle": "roundedBorder"}]}"#
        let spec = try LayoutSpec(data: Data(#"{"screens": [{"name": "S", "body": \#(body)}]}"#.utf8), file: "spec.json")
        let expected = VStack { Label("Wi-Fi", systemImage: "wifi") }.labelStyle(.iconOnly).labelsHidden().textFieldStyle(.roundedBorder)
        #expect(spec.screens[0].body == expected.node)
    }

    @Test(arguments: [
        (
            #"{"labelStyle": "tiny"}"#,
            "spec.json: screens[0].body.modifiers[0].labelStyle: unknown value \"tiny\"; expected one of automatic, iconOnly, titleAndIcon, titleOnly"
        ),
        (#"{"labelsHidden": false}"#, "spec.json: screens[0].body.modifiers[0].labelsHidden: expected true, got false"),
        (
            #"{"pickerStyle": "palette"}"#,
            "spec.json: screens[0].body.modifiers[0].pickerStyle: unknown value \"palette\"; expected one of automatic, inline, menu, navigationLink, segmented, wheel"
        ),
        (
            #"{"controlSize": "huge"}"#,
            "spec.json: screens[0].body.modifiers[0].controlSize: unknown value \"huge\"; expected one of extraLarge, large, mini, regular, small"
        ),
        (
            #"{"textFieldStyle": "bezel"}"#,
            "spec.json: screens[0].body.modifiers[0].textFieldStyle: unknown value \"bezel\"; expected one of automatic, plain, roundedBorder"
        ),
    ])
    func badSpecStylesNameTheirPath(_ modifier: String, _ message: String) {
        let json = #"{"screens": [{"name": "S", "body": {"frameBox": {}, "modifiers": [\#(modifier)]}}]}"#
        #expect {
            _ = try LayoutSpec(data: Data(json.utf8), file: "spec.json")
        } throws: { error in
            (error as? OversetSpecError)?.description == message
        }
    }
}
