import Foundation
import OversetLayout
import OversetStyle
import OversetText
import Testing

/// `fontDesign`, `Font.system(…, design:)` and `fontWidth`: a design draws the system font in the
/// theme's family for it (docs/fidelity.md, "Designs and widths"). DejaVu Sans Mono advances every
/// glyph 1233/2048 em, so a text drawn in it is pure arithmetic: "Hello" at 17 pt is
/// 5 × 1233/2048 × 17 = 51.17 pt, 51.33 on the @3x grid.
@Suite struct FontDesignLayoutTests {
    static let monoHello = Layouts.pixels(5 * 1233.0 / 2048 * 17)
    static let systemHello = Layouts.pixels(try! Layouts.body("Hello").exactWidth)

    /// A theme whose rounded and serif designs are the bundled mono family, to see them used.
    static let themed: Theme = {
        var theme = Theme.apple
        theme.systemFont.roundedFamily = "DejaVu Sans Mono"
        theme.systemFont.serifFamily = "DejaVu Sans Mono"
        return theme
    }()

    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var view: @Sendable () -> ViewNode
        var theme: Theme
        var monospaced: Bool
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "fontDesign(.monospaced)", view: { Text("Hello").fontDesign(.monospaced) }, theme: .apple, monospaced: true),
        Case(name: "inherited like font", view: { VStack { Text("Hello") }.fontDesign(.monospaced) }, theme: .apple, monospaced: true),
        Case(name: "rounded without a family", view: { Text("Hello").fontDesign(.rounded) }, theme: .apple, monospaced: false),
        Case(name: "rounded with the theme's family", view: { Text("Hello").fontDesign(.rounded) }, theme: themed, monospaced: true),
        Case(
            name: "system(size:design: .serif)", view: { Text("Hello").font(.system(size: 17, design: .serif)) }, theme: themed, monospaced: true),
        Case(name: "system(.body, design: .serif)", view: { Text("Hello").font(.system(.body, design: .serif)) }, theme: themed, monospaced: true),
        Case(
            name: "a font's own design wins",
            view: { VStack { Text("Hello").font(.system(size: 17, design: .default)) }.fontDesign(.monospaced) }, theme: .apple,
            monospaced: false),
        Case(
            name: "a custom font keeps its design", view: { Text("Hello").font(.custom("Inter", fixedSize: 17)).fontDesign(.monospaced) },
            theme: .apple, monospaced: false),
        Case(name: "fontDesign(nil)", view: { VStack { Text("Hello").fontDesign(nil) }.fontDesign(.monospaced) }, theme: .apple, monospaced: false),
    ]

    @Test(arguments: cases)
    func designsDrawTheThemesFamily(_ testCase: Case) throws {
        let result = try Layouts.layout(VStack { testCase.view().id("t") }, theme: testCase.theme)
        let width = try #require(result["t"]?.frame.width)
        if testCase.monospaced {
            #expect(Layouts.same(width, Self.monoHello))
        } else if testCase.name != "a custom font keeps its design" {
            #expect(Layouts.same(width, Self.systemHello))
        } else {
            #expect(!Layouts.same(width, Self.monoHello))
        }
    }

    /// The bundled stand-in has no `wdth` axis: every width draws its one width (an
    /// approximation docs/fidelity.md states); `.width(_:)` on a font and `fontWidth` agree.
    @Test(arguments: FontWidth.allCases)
    func widthsOfTheStandInAreItsOneWidth(_ width: FontWidth) throws {
        let result = try Layouts.layout(
            VStack {
                Text("Hello").fontWidth(width).id("modifier")
                Text("Hello").font(FontChoice.body.width(width)).id("font")
            }, theme: .apple)
        #expect(result["modifier"]?.frame.width == Self.systemHello)
        #expect(result["font"]?.frame.width == Self.systemHello)
    }

    /// The `wdth` values asked for: OpenType's registered percents for these widths.
    @Test func widthPercents() {
        #expect(FontWidth.allCases.map(\.percent) == [62.5, 75, 100, 125])
    }

    /// The spec's forms lay out as the DSL's.
    @Test func specFormsMatchTheDSL() throws {
        let json = #"""
            {"screens": [{"name": "S", "body": {"vstack": {"children": [
              {"text": "Hello", "fontDesign": "monospaced"},
              {"text": "Hello", "font": {"style": "body", "design": "monospaced", "width": "condensed"}}]}}}]}
            """#
        let spec = try LayoutSpec(data: Data(json.utf8), file: "spec.json")
        let expected = VStack {
            Text("Hello").fontDesign(.monospaced)
            Text("Hello").font(FontChoice.system(.body, design: .monospaced).width(.condensed))
        }.node
        #expect(spec.screens[0].body == expected)
    }
}
