import Foundation
import OversetStyle
import Testing

/// Loading themes from W3C Design Tokens (DTCG) JSON as Figma exporters write it.
@Suite struct DesignTokenFileTests {
    static func theme(_ json: String) throws(OversetStyleError) -> Theme {
        try Theme(designTokens: Data(json.utf8), file: "tokens.json")
    }

    /// A one-style file whose typography value is `value`.
    static func body(_ value: String, extensions: String = "") throws -> ResolvedTextStyle {
        let ext = extensions.isEmpty ? "" : #", "$extensions": {"overset": \#(extensions)}"#
        return try theme(#"{"typography": {"body": {"$type": "typography", "$value": \#(value)\#(ext)}}}"#)
            .resolve("body", category: .large)
    }

    struct UnitCase: CustomStringConvertible, Sendable {
        var value: String
        var size: Double
        var tracking: Double
        var leading: Double?
        var description: String { value }
    }

    /// Each unit form; expectations computed by hand (1 rem = 16 px, % and em of the font size).
    static let unitCases: [UnitCase] = [
        UnitCase(value: #"{"fontSize": "20px", "letterSpacing": "0.5px", "lineHeight": "24px"}"#, size: 20, tracking: 0.5, leading: 24),
        UnitCase(value: #"{"fontSize": 20, "letterSpacing": "-1%", "lineHeight": "150%"}"#, size: 20, tracking: -0.2, leading: 30),
        UnitCase(value: #"{"fontSize": {"value": 20, "unit": "px"}, "letterSpacing": "0.01em", "lineHeight": 1.2}"#, size: 20, tracking: 0.2, leading: 24),
        UnitCase(value: #"{"fontSize": "1.25rem", "letterSpacing": 0.3, "lineHeight": "1.1em"}"#, size: 20, tracking: 0.3, leading: 22),
        UnitCase(value: #"{"fontSize": "20pt", "letterSpacing": {"value": -2, "unit": "%"}, "lineHeight": "AUTO"}"#, size: 20, tracking: -0.4, leading: nil),
    ]

    @Test(arguments: unitCases)
    func unitForms(_ testCase: UnitCase) throws {
        let style = try Self.body(testCase.value)
        #expect(style.size == testCase.size)
        #expect(abs(style.tracking - testCase.tracking) < 1e-12)
        #expect(style.leading == testCase.leading)
    }

    @Test(arguments: [
        (#""semi-bold""#, TextWeight.semibold), (#""Semi Bold""#, .semibold), ("700", .bold), (#""book""#, .regular),
        (#""extra-light""#, TextWeight(200)), (#""ultraLight""#, TextWeight(200)), (#""heavy""#, .black), (#""350""#, TextWeight(350)),
    ])
    func weightForms(_ weight: String, _ expected: TextWeight) throws {
        #expect(try Self.body(#"{"fontSize": 17, "fontWeight": \#(weight)}"#).weight == expected)
    }

    @Test func aliasesResolveThroughGroupsAndComposites() throws {
        let theme = try Self.theme(
            #"""
            {
              "font": {"family": {"brand": {"$type": "fontFamily", "$value": "Noto Sans"}},
                       "size": {"$type": "dimension", "base": {"$value": "15px"}, "alias": {"$value": "{font.size.base}"}}},
              "typography": {
                "$type": "typography",
                "body": {"$value": {"fontFamily": "{font.family.brand}", "fontSize": "{font.size.alias}", "fontWeight": 500}},
                "copy": {"$value": "{typography.body}"}
              },
              "spacing": {"$type": "dimension", "lg": {"$value": "20px"}, "md": {"$value": "{spacing.lg}"}, "gutter": {"$value": "7px"}},
              "components": {"card": {"padding": {"$value": "{spacing.md}"}}}
            }
            """#)
        for name in ["body", "copy"] {
            let style = try theme.resolve(name, category: .accessibility3)
            #expect(style.family == "Noto Sans")
            #expect(style.size == 33)  // 15 relative to body at AX3: iOS's measured UIFontMetrics size
            #expect(style.weight == .medium)
        }
        #expect(theme.spacing.lg == 20)
        #expect(theme.spacing.md == 20)
        #expect(theme.spacing.xs == SpacingScale().xs)
        #expect(theme.components.cardPadding == 20)
        #expect(theme.name == "tokens")
    }

    @Test func extensionsChooseTheDynamicTypeBehaviour() throws {
        let textStyle = try Self.body(#"{"fontFamily": "Inter"}"#, extensions: #"{"textStyle": "title2", "lineSpacing": 4}"#)
        #expect(textStyle.size == 22)
        #expect(textStyle.leading == 28)
        #expect(textStyle.lineSpacing == 4)
        let theme = try Self.theme(
            #"""
            {"typography": {"$type": "typography",
              "fixed": {"$value": {"fontSize": 13}, "$extensions": {"overset": {"dynamicType": false}}},
              "relative": {"$value": {"fontSize": 40}, "$extensions": {"overset": {"textStyle": "caption2", "maximumPointSize": 100}}}}}
            """#)
        #expect(try theme.resolve("fixed", category: .accessibility5).size == 13)
        #expect(try theme.resolve("relative", category: .accessibility5).size == 100)
        #expect(try theme.resolve("relative", category: .xxLarge).size == (40.0 * 15 / 11).rounded())
        #expect(theme.styleNames == ["relative", "fixed"])
    }

    @Test func designedLineHeightsFollowTheFontSizeAndItsClamp() throws {
        let theme = try Self.theme(
            #"""
            {"typography": {"caption": {"$type": "typography", "$value": {"fontSize": 12, "lineHeight": "16px"},
              "$extensions": {"overset": {"textStyle": "caption", "maximumPointSize": 24}}}}}
            """#)
        // 12·22/12 = 22 pt at AX1: the line height grows to 16·22/12 = 29.33 (88 px at @3x).
        #expect(try theme.resolve("caption", category: .accessibility1).leading == 88.0 / 3)
        // 12·43/12 = 43 clamps to 24, and the line height to 16·24/12 = 32.
        let ax5 = try theme.resolve("caption", category: .accessibility5)
        #expect(ax5.size == 24 && ax5.leading == 32)
    }

    @Test func presetsOverrideTokensByPath() throws {
        let theme = try Self.theme(
            #"""
            {"$extensions": {"overset": {"name": "Acme", "defaultTracking": "none", "presets": {
                "compact": {"typography": {"body": {"$value": {"fontSize": 15, "letterSpacing": "-1%"}}}, "spacing": {"lg": {"$value": "12px"}}}}}},
             "typography": {"$type": "typography", "body": {"$value": {"fontSize": 17}}, "title": {"$value": {"fontSize": 28}}},
             "spacing": {"$type": "dimension", "lg": {"$value": "16px"}}}
            """#)
        #expect(theme.name == "Acme")
        #expect(theme.presetNames == ["default", "compact"])
        #expect(try theme.resolve("body").size == 17)
        let compact = try theme.resolve("body", preset: "compact")
        #expect(compact.size == 15)
        #expect(abs(compact.tracking - -0.15) < 1e-12)
        #expect(try theme.resolve("title", preset: "compact").size == 28)
        #expect(try theme.spacing(preset: "compact").lg == 12)
        #expect(try theme.spacing(preset: nil).lg == 16)
    }

    struct ErrorCase: CustomStringConvertible, Sendable {
        var name: String
        var json: String
        var message: String
        var description: String { name }
    }

    /// Each kind of error, with the whole message it must give (file, token path, problem).
    static let errorCases: [ErrorCase] = [
        ErrorCase(
            name: "malformed JSON", json: #"{"typography": "#,
            message: "tokens.json: not valid JSON"),
        ErrorCase(
            name: "root is not an object", json: "[1]",
            message: "tokens.json: expected an object of token groups, got an array"),
        ErrorCase(
            name: "no typography", json: #"{"spacing": {"lg": {"$value": 4}}}"#,
            message: #"tokens.json: no token has $type "typography", so the theme has no text styles"#),
        ErrorCase(
            name: "bad unit", json: #"{"t": {"body": {"$type": "typography", "$value": {"fontSize": "17furlongs"}}}}"#,
            message: "tokens.json: t.body.$value.fontSize: unit 'furlongs' is not a length unit here; use px, pt or rem"),
        ErrorCase(
            name: "not a number", json: #"{"t": {"body": {"$type": "typography", "$value": {"fontSize": "big"}}}}"#,
            message: #"tokens.json: t.body.$value.fontSize: expected a dimension like "16px", got "big""#),
        ErrorCase(
            name: "zero size", json: #"{"t": {"body": {"$type": "typography", "$value": {"fontSize": 0}}}}"#,
            message: "tokens.json: t.body.$value.fontSize: a font size must be above 0 and at most 1000 points, got 0"),
        ErrorCase(
            name: "missing alias", json: #"{"t": {"body": {"$type": "typography", "$value": {"fontSize": "{size.base}"}}}}"#,
            message: "tokens.json: t.body.$value.fontSize: alias {size.base} names no token"),
        ErrorCase(
            name: "alias cycle",
            json: #"{"a": {"$value": "{b}"}, "b": {"$value": "{a}"}, "t": {"body": {"$type": "typography", "$value": {"fontSize": "{a}"}}}}"#,
            message: "tokens.json: t.body.$value.fontSize: alias cycle: {a} → {b} → {a}"),
        ErrorCase(
            name: "unknown property", json: #"{"t": {"body": {"$type": "typography", "$value": {"fontsize": 17}}}}"#,
            message:
                "tokens.json: t.body.$value.fontsize: unknown typography property; expected one of fontFamily, fontSize, fontWeight, letterSpacing, lineHeight, fontStyle"
        ),
        ErrorCase(
            name: "bad weight", json: #"{"t": {"body": {"$type": "typography", "$value": {"fontSize": 17, "fontWeight": "chunky"}}}}"#,
            message: #"tokens.json: t.body.$value.fontWeight: expected a font weight (1…1000 or a name such as "semi-bold"), got "chunky""#),
        ErrorCase(
            name: "unknown text style", json: #"{"t": {"body": {"$type": "typography", "$value": {}, "$extensions": {"overset": {"textStyle": "hero"}}}}}"#,
            message:
                #"tokens.json: t.body.$extensions.overset.textStyle: unknown text style "hero"; expected one of largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2"#
        ),
        ErrorCase(
            name: "no size", json: #"{"t": {"body": {"$type": "typography", "$value": {"fontFamily": "Inter"}}}}"#,
            message: "tokens.json: t.body.$value: needs a fontSize, or a textStyle in $extensions.overset"),
        ErrorCase(
            name: "stray member", json: #"{"t": {"body": 17}}"#,
            message: #"tokens.json: t.body: expected a token (an object with "$value") or a group, got 17"#),
        ErrorCase(
            name: "bad spacing", json: #"{"t": {"body": {"$type": "typography", "$value": {"fontSize": 17}}}, "spacing": {"lg": {"$value": "-4px"}}}"#,
            message: "tokens.json: spacing.lg.$value: expected 0 or more, got -4.0"),
        ErrorCase(
            name: "a list metric too large",
            json: #"{"t": {"body": {"$type": "typography", "$value": {"fontSize": 17}}}, "components": {"list": {"rowMinHeight": {"$value": "20000px"}}}}"#,
            message: #"tokens.json: components.list.rowMinHeight.$value: a dimension must be from -10000 to 10000 points, got "20000px""#),
        ErrorCase(
            name: "a negative field padding",
            json:
                #"{"t": {"body": {"$type": "typography", "$value": {"fontSize": 17}}}, "components": {"textField": {"roundedBorderVerticalPadding": {"$value": "-1px"}}}}"#,
            message: "tokens.json: components.textField.roundedBorderVerticalPadding.$value: expected 0 or more, got -1.0"),
        ErrorCase(
            name: "a negative stepper width",
            json: #"{"t": {"body": {"$type": "typography", "$value": {"fontSize": 17}}}, "components": {"stepper": {"width": {"$value": "-94px"}}}}"#,
            message: "tokens.json: components.stepper.width.$value: expected 0 or more, got -94.0"),
        ErrorCase(
            name: "a slider height too large",
            json: #"{"t": {"body": {"$type": "typography", "$value": {"fontSize": 17}}}, "components": {"slider": {"height": {"$value": "10001px"}}}}"#,
            message: #"tokens.json: components.slider.height.$value: a dimension must be from -10000 to 10000 points, got "10001px""#),
        ErrorCase(
            name: "a symbol size that is not a dimension",
            json:
                #"{"t": {"body": {"$type": "typography", "$value": {"fontSize": 17}}}, "components": {"contentUnavailable": {"symbolSize": {"$value": true}}}}"#,
            message: #"tokens.json: components.contentUnavailable.symbolSize.$value: expected a dimension like "16px", got true"#),
        ErrorCase(
            name: "preset adds a style",
            json:
                #"{"$extensions": {"overset": {"presets": {"p": {"t": {"new": {"$type": "typography", "$value": {"fontSize": 9}}}}}}}, "t": {"body": {"$type": "typography", "$value": {"fontSize": 17}}}}"#,
            message: "tokens.json: theme 'tokens': preset 'p' changes text style 'new', which the theme does not have"),
        ErrorCase(
            name: "bad preset value",
            json:
                #"{"$extensions": {"overset": {"presets": {"p": {"t": {"body": {"$value": {"fontSize": true}}}}}}}, "t": {"body": {"$type": "typography", "$value": {"fontSize": 17}}}}"#,
            message: #"tokens.json: $extensions.overset.presets.p.t.body.$value.fontSize: expected a dimension like "16px", got true"#),
        ErrorCase(
            name: "unknown setting",
            json: #"{"$extensions": {"overset": {"colour": "red"}}, "t": {"body": {"$type": "typography", "$value": {"fontSize": 17}}}}"#,
            message:
                "tokens.json: $extensions.overset.colour: unknown setting; expected name, defaultTracking, systemFont, roundedFamily, serifFamily, monospacedFamily, customSizeScaling or presets"
        ),
        ErrorCase(
            name: "a design family of the wrong type",
            json: #"{"$extensions": {"overset": {"roundedFamily": 5}}, "t": {"body": {"$type": "typography", "$value": {"fontSize": 17}}}}"#,
            message: "tokens.json: $extensions.overset.roundedFamily: has the wrong type: 5"),
        ErrorCase(
            name: "an empty design family",
            json: #"{"$extensions": {"overset": {"serifFamily": " "}}, "t": {"body": {"$type": "typography", "$value": {"fontSize": 17}}}}"#,
            message: #"tokens.json: $extensions.overset.serifFamily: expected a font family name of 1 to 200 characters, got " ""#),
        ErrorCase(
            name: "a design family too long",
            json: #"{"$extensions": {"overset": {"monospacedFamily": ""# + String(repeating: "m", count: 201)
                + #""}}, "t": {"body": {"$type": "typography", "$value": {"fontSize": 17}}}}"#,
            message: #"tokens.json: $extensions.overset.monospacedFamily: expected a font family name of 1 to 200 characters, got "mmmm"#),
        ErrorCase(
            name: "unknown custom size scaling",
            json: #"{"$extensions": {"overset": {"customSizeScaling": "linear"}}, "t": {"body": {"$type": "typography", "$value": {"fontSize": 17}}}}"#,
            message: "tokens.json: $extensions.overset.customSizeScaling: expected one of fontMetrics, textStyleRatio, got \"linear\""),
        ErrorCase(
            name: "custom size scaling of the wrong type",
            json: #"{"$extensions": {"overset": {"customSizeScaling": 2}}, "t": {"body": {"$type": "typography", "$value": {"fontSize": 17}}}}"#,
            message: "tokens.json: $extensions.overset.customSizeScaling: has the wrong type: 2"),
    ]

    /// SwiftUI's list and control estimates are tokens a file sets; the others keep their defaults.
    @Test func tokenFilesSetTheListAndControlMetrics() throws {
        let theme = try Self.theme(
            #"""
            {"t": {"body": {"$type": "typography", "$value": {"fontSize": 17}}},
             "components": {"list": {"rowMinHeight": {"$value": "52px"}, "chevronSpacing": {"$value": "6px"}},
                            "textField": {"roundedBorderMinHeight": {"$value": "40px"}},
                            "stepper": {"width": {"$value": "100px"}, "height": {"$value": "36px"}}, "slider": {"height": {"$value": "28px"}},
                            "contentUnavailable": {"symbolSize": {"$value": "60px"}}}}
            """#)
        #expect(theme.components.swiftUI.listRowMinHeight == 52)
        #expect(theme.components.swiftUI.listChevronSpacing == 6)
        #expect(theme.components.swiftUI.roundedFieldMinHeight == 40)
        #expect(theme.components.swiftUI.stepperWidth == 100 && theme.components.swiftUI.stepperHeight == 36)
        #expect(theme.components.swiftUI.sliderHeight == 28 && theme.components.swiftUI.contentUnavailableSymbolSize == 60)
        #expect(theme.components.swiftUI.listRowVerticalInset == SwiftUIControlMetrics().listRowVerticalInset)
    }

    /// The families of the system font's designs come from the file; unnamed ones stay nil, so
    /// that the system font draws them.
    @Test func tokenFilesNameTheDesignFamilies() throws {
        let json =
            #"{"$extensions": {"overset": {"roundedFamily": "SF Pro Rounded", "serifFamily": "New York"}}, "t": {"body": {"$type": "typography", "$value": {"fontSize": 17}}}}"#
        let theme = try Theme(designTokens: Data(json.utf8), file: "tokens.json")
        #expect(theme.systemFont.family(for: .rounded, atSize: 17) == "SF Pro Rounded")
        #expect(theme.systemFont.family(for: .serif, atSize: 17) == "New York")
        #expect(theme.systemFont.family(for: .monospaced, atSize: 17) == "monospaced")
        #expect(Theme.apple.systemFont.family(for: .rounded, atSize: 17) == nil)
    }

    /// `customSizeScaling: textStyleRatio` in a token file brings back the ratio of the style's sizes.
    @Test func tokenFilesChooseTheCustomSizeScaling() throws {
        let json = #"{"$extensions": {"overset": {"customSizeScaling": "textStyleRatio"}}, "t": {"body": {"$type": "typography", "$value": {"fontSize": 17}}}}"#
        let ratio = try Theme(designTokens: Data(json.utf8), file: "tokens.json")
        #expect(ratio.customSizeScaling == .textStyleRatio)
        #expect(try ratio.resolve("body", category: .accessibility5).size == 53)
        let measured = try Theme(designTokens: Data(json.replacingOccurrences(of: "textStyleRatio", with: "fontMetrics").utf8), file: "tokens.json")
        #expect(try measured.resolve("body", category: .accessibility5).size == 48)
    }

    @Test(arguments: errorCases)
    func badFilesNameTheTokenPath(_ testCase: ErrorCase) {
        do {
            _ = try Self.theme(testCase.json)
            Issue.record("loaded without an error")
        } catch {
            #expect(error.description.hasPrefix(testCase.message), "got: \(error.description)")
        }
    }

    @Test func missingFilesNameThePath() {
        #expect(throws: OversetStyleError.self) { try Theme(designTokensAt: "/nonexistent/tokens.json") }
        do {
            _ = try Theme(designTokensAt: "/nonexistent/tokens.json")
        } catch {
            #expect(error.description.hasPrefix("/nonexistent/tokens.json: cannot read the file"))
        }
    }
}
