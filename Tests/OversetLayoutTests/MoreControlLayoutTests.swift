import Foundation
import OversetLayout
import OversetStyle
import Testing

/// `LabeledContent`, `ContentUnavailableView`, `Stepper`, `Slider`, `ShareLink` and
/// `DisclosureGroup` in Apple's styles at Large, against frames computed by hand from the sizes
/// docs/layout.md gives: a stepper 94 × 32 and a slider 34 pt high (estimates), a symbol a square
/// of its font's size (17 pt in body), a line of the system font 2444/2048 em tall rounded up to
/// the @3x pixel (body: 20⅓), an inset grouped row's content 32 pt from the screen's edges and at
/// least 44 pt tall with 11 pt above and below its text. Fixed boxes stand for labels where a
/// text's width is not the point.
@Suite struct MoreControlLayoutTests {
    /// In a `Form` the label leads at x 32 and the value trails, ending at the row's trailing
    /// inset, 375 − 32 = 343 (Apple's `LabeledContent` in a `Form`); the row is one body line
    /// and 11 + 11: 44.
    @Test func labeledContentInAFormPutsTheValueTrailing() throws {
        let form = List { LabeledContent("Version", value: "2.4.1").id("row") }
        let result = try Layouts.layout(form, width: 375, theme: .apple)
        let row = try #require(result["row"])
        let label = row.children[0].frame
        let value = row.children[2].frame
        #expect(label.x == 32)
        #expect(Layouts.same(label.width, Layouts.pixels(try Layouts.body("Version").width)))
        #expect(Layouts.same(value.x + value.width, 343))
        #expect(Layouts.same(value.width, Layouts.pixels(try Layouts.body("2.4.1").width)))
        #expect(Layouts.same(row.frame.height, 44))
    }

    /// `labelsHidden()` hides a labeled content's label and a stepper's, as a toggle's: the value
    /// alone, the stepper alone (94 × 32).
    @Test func hiddenLabelsLeaveTheValueAndTheStepper() throws {
        let view = VStack {
            LabeledContent("Version", value: "2.4.1").id("labeled")
            Stepper("Guests", value: 2).id("stepper")
        }.labelsHidden()
        let result = try Layouts.layout(view, width: 375, theme: .apple)
        #expect(Layouts.same(try #require(result["labeled"]).frame.width, Layouts.pixels(try Layouts.body("2.4.1").width)))
        let stepper = try #require(result["stepper"]).frame
        #expect(stepper.width == 94 && stepper.height == 32)
    }

    /// Outside a list the stepper is 94 × 32 at the trailing edge: x = 375 − 94 = 281; the 20 pt
    /// label is centred on its 32 pt row: y = 6.
    @Test func stepperIsItsLabelAndAStepper() throws {
        let result = try Layouts.layout(Stepper { Box(width: 80, height: 20) })
        let parts = result.root.children
        #expect(parts[0].frame == Rect(x: 0, y: 6, width: 80, height: 20))
        #expect(parts[2].frame == Rect(x: 281, y: 0, width: 94, height: 32))
    }

    /// In a list a stepper's row is 44 pt as a toggle's: max(label 22 + 11 + 11, stepper 32 + 6 +
    /// 6); at AX3 (body 40 pt, leading 48) the label keeps its 11 pt: 48 + 22 = 70. The stepper
    /// ends at the row's trailing inset: x = 343 − 94 = 249.
    @Test(arguments: [(DynamicTypeSize.large, 44.0), (.accessibility3, 70)])
    func aSteppersRowCentresItsStepper(_ category: DynamicTypeSize, _ height: Double) throws {
        let result = try Layouts.layout(List { Stepper("Guests", value: 2).id("stepper") }, width: 375, category: category, theme: .apple)
        let row = try #require(result["stepper"])
        #expect(Layouts.same(row.frame.height, height))
        let stepper = try #require(row.children.last).frame
        #expect(stepper.x == 249 && stepper.width == 94)
    }

    /// The track takes what the value labels leave: 375 − 20 − 30 − 2 × 8 = 309, from x 28.
    @Test(arguments: [false, true])
    func sliderIsAsWideAsOffered(withLabels: Bool) throws {
        let slider =
            withLabels
            ? Slider(value: 0.5) {
            } minimumValueLabel: {
                Box(width: 20, height: 20)
            } maximumValueLabel: {
                Box(width: 30, height: 20)
            }
            : Slider(value: 0.5)
        let result = try Layouts.layout(slider)
        let track = withLabels ? result.root.children[1].frame : result.root.frame
        #expect(track == (withLabels ? Rect(x: 28, y: 0, width: 309, height: 34) : Rect(x: 0, y: 0, width: 375, height: 34)))
    }

    /// The theme's sizes replace the estimates: a 100 × 40 stepper, a 28 pt slider, a 60 pt symbol.
    @Test func aThemeSetsTheControlSizes() throws {
        var components = Theme.apple.components
        components.swiftUI.stepperWidth = 100
        components.swiftUI.stepperHeight = 40
        components.swiftUI.sliderHeight = 28
        components.swiftUI.contentUnavailableSymbolSize = 60
        let theme = try Theme(name: "measured", styles: Theme.apple.styles, components: components, systemFont: Theme.apple.systemFont)
        let view = VStack {
            Stepper { Box(width: 80, height: 20) }.id("stepper")
            Slider(value: 0.5).id("slider")
            ContentUnavailableView("No Mail", systemImage: "tray").id("unavailable")
        }
        let result = try Layouts.layout(view, width: 375, theme: theme)
        let stepper = try #require(result["stepper"]).children[2].frame
        #expect(stepper.width == 100 && stepper.height == 40)
        #expect(try #require(result["slider"]).frame.height == 28)
        let unavailable = try #require(result["unavailable"])
        let symbol = try #require(unavailable.allViews.first { $0.kind == "Image" }).frame
        #expect(symbol.width == 60 && symbol.height == 60)
    }

    /// Apple's `ShareLink(item:)` draws the system-standard label, "Share" and the share symbol:
    /// 17 + 8 + the title's width in body; a title replaces "Share".
    @Test func shareLinkDefaultsToAShareLabel() throws {
        #expect(ShareLink(item: "https://example.com").node == Label("Share", systemImage: "square.and.arrow.up").node)
        #expect(ShareLink("Send", item: "https://example.com").node == Label("Send", systemImage: "square.and.arrow.up").node)
        let result = try Layouts.layout(VStack { ShareLink(item: "https://example.com").id("share") }, width: 375, theme: .apple)
        #expect(Layouts.same(try #require(result["share"]).frame.width, 17 + 8 + Layouts.pixels(try Layouts.body("Share").width)))
    }

    /// Collapsed, a chevron (17 pt in body) ends the row at 375; expanded, the content sits
    /// below the 20 pt header and 8 pt of spacing, at the leading edge.
    @Test func disclosureGroupShowsItsContentOnlyExpanded() throws {
        let collapsed = try Layouts.layout(
            DisclosureGroup {
                Box(width: 50, height: 10).id("inner")
            } label: {
                Box(width: 40, height: 20)
            }, theme: .apple)
        #expect(collapsed["inner"] == nil)
        let chevron = collapsed.root.children[2].frame
        #expect(chevron.x == 358 && chevron.width == 17)
        let expanded = try Layouts.layout(
            DisclosureGroup(isExpanded: true) {
                Box(width: 50, height: 10).id("inner")
            } label: {
                Box(width: 40, height: 20)
            }, theme: .apple)
        #expect(try #require(expanded["inner"]).frame == Rect(x: 0, y: 28, width: 50, height: 10))
    }

    /// The view takes the space offered (376 × 401), padded 16 pt, and centres its parts: the
    /// 48 pt symbol at x 16 + (344 − 48) / 2 = 164; one line of bold title2 (22 pt: 22 × 2444 /
    /// 2048 = 26.25, 26⅓ on the pixel grid) 8 pt below it; one of callout (16 pt: 19.09, 19⅓) a
    /// tenth of the taller line (2.625, 2⅔) below that. The column is 48 + 8 + 26⅓ + 2⅔ + 19⅓ =
    /// 104⅓ tall, so the symbol's top is 16 + (369 − 104⅓) / 2 = 148⅓ (without the description,
    /// 82⅓ tall: 16 + 143⅓).
    @Test(arguments: [true, false])
    func contentUnavailableViewFillsAndCentres(withDescription: Bool) throws {
        let view = ContentUnavailableView("No Mail", systemImage: "tray", description: withDescription ? Text("New mail shows here.") : nil)
        let result = try Layouts.layout(view.frame(height: 401), width: 376, theme: .apple)
        #expect(result.root.frame == Rect(x: 0, y: 0, width: 376, height: 401))
        let symbol = try #require(result.root.allViews.first { $0.kind == "Image" }).frame
        #expect(symbol.x == 164 && symbol.width == 48 && symbol.height == 48)
        let third = 1.0 / 3
        let column: Double = withDescription ? 104 + third : 82 + third
        #expect(Layouts.same(symbol.y, 16 + (369 - column) / 2))
        let texts = result.root.allViews.filter { $0.kind == "Text" }
        let title = texts[0].frame
        #expect(Layouts.same(title.y, symbol.y + 56))
        #expect(Layouts.same(title.height, 26 + third))
        if withDescription {
            let description = texts[1].frame
            #expect(Layouts.same(description.y, title.y + 29))
            #expect(Layouts.same(description.height, 19 + third))
        }
    }

    /// A label closure of `Label(_:systemImage:)` gives the symbol and the title, as the title
    /// initializer does; the actions follow the description.
    @Test func contentUnavailableLabelsGiveTheSymbolAndTitle() {
        let closure = ContentUnavailableView {
            Label("No Mail", systemImage: "tray")
        } description: {
            Text("None yet.")
        }
        #expect(closure.node == ContentUnavailableView("No Mail", systemImage: "tray", description: Text("None yet.")).node)
        let withActions = ContentUnavailableView {
            Text("Offline")
        } actions: {
            Button("Retry") {}
        }
        guard case .stack(_, _, _, let children) = withActions.node.kind else {
            Issue.record("not a stack")
            return
        }
        #expect(children.count == 2 && children[1] == Button("Retry") {}.node)
    }

    /// iOS's search view: the magnifying glass, "No Results" (for “the query”) and its advice.
    @Test func searchIsIOSsNoResultsView() {
        let advice = Text("Check the spelling or try a new search.")
        #expect(ContentUnavailableView.search.node == ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: advice).node)
        #expect(
            ContentUnavailableView.search(text: "Ada").node
                == ContentUnavailableView("No Results for \u{201C}Ada\u{201D}", systemImage: "magnifyingglass", description: advice).node)
    }

    @Test(arguments: [
        (
            #"{"labeledContent": {"title": "A", "value": "1", "children": []}}"#,
            #"spec.json: screens[0].body.labeledContent: give "value" or "children", not both"#
        ),
        (#"{"labeledContent": {"title": "A", "value": 1}}"#, "spec.json: screens[0].body.labeledContent.value:"),
        (#"{"labeledContent": {"label": 3, "value": "1"}}"#, "spec.json: screens[0].body.labeledContent.label:"),
        (#"{"labeledContent": {"title": "A", "children": {}}}"#, "spec.json: screens[0].body.labeledContent.children:"),
        (#"{"contentUnavailableView": {"systemImage": "tray"}}"#, #"spec.json: screens[0].body.contentUnavailableView: missing "title""#),
        (#"{"contentUnavailableView": {"title": "A", "systemImage": 4}}"#, "spec.json: screens[0].body.contentUnavailableView.systemImage:"),
        (#"{"contentUnavailableView": {"title": "A", "description": []}}"#, "spec.json: screens[0].body.contentUnavailableView.description:"),
        (#"{"contentUnavailableView": {"title": "A", "actions": "Retry"}}"#, "spec.json: screens[0].body.contentUnavailableView.actions:"),
        (#"{"disclosureGroup": {"title": "A", "isExpanded": "yes"}}"#, "spec.json: screens[0].body.disclosureGroup.isExpanded:"),
        (#"{"disclosureGroup": {"isExpanded": true}}"#, #"spec.json: screens[0].body.disclosureGroup: give "title" or "label", one of the two"#),
        (#"{"slider": {"value": 0.5}}"#, "spec.json: screens[0].body.slider.value: unknown key"),
        (#"{"slider": {"minimumValueLabel": "0"}}"#, "spec.json: screens[0].body.slider.minimumValueLabel:"),
        (#"{"slider": {"maximumValueLabel": {"nothing": {}}}}"#, "spec.json: screens[0].body.slider.maximumValueLabel:"),
        (#"{"stepper": {"title": "A", "label": {"text": "B"}}}"#, #"spec.json: screens[0].body.stepper: give "title" or "label", one of the two"#),
        (#"{"stepper": {"title": 2}}"#, "spec.json: screens[0].body.stepper.title:"),
        (#"{"shareLink": {"title": ["Send"]}}"#, "spec.json: screens[0].body.shareLink.title:"),
        (#"{"shareLink": {"label": "Send"}}"#, "spec.json: screens[0].body.shareLink.label:"),
    ])
    func badValuesNameTheirPath(body: String, message: String) throws {
        let error = try #require(Layouts.specError(body: body), "read without an error")
        #expect(error.hasPrefix(message), "got: \(error)")
    }
}
