import OversetStyle
import Testing

/// The built-in themes against their reference documents.
@Suite struct BuiltInThemeTests {
    struct DFCase: CustomStringConvertible, Sendable {
        var preset: String
        var style: String
        var lineSpacing: Double
        var tracking: Double
        var description: String { "\(preset).\(style)" }
    }

    /// DesignFoundation's documented values (Default table; Copper display −0.8 and body −0.1;
    /// Aurora body +1 and headline +0.5; Sage body 5 and caption 3) and Overset's documented
    /// choices for the rest (docs/themes.md).
    static let designFoundationValues: [DFCase] = {
        let table: [(String, [(Double, Double)])] = [
            //          display     title       headline    body       label      caption
            ("default", [(6, -0.5), (4, -0.2), (3, 0.1), (4, 0.0), (2, 0.1), (2, 0.3)]),
            ("slate", [(6, -0.6), (4, -0.3), (3, 0.1), (4, 0.0), (2, 0.1), (2, 0.3)]),
            ("copper", [(5, -0.8), (3, -0.3), (2, 0.0), (3, -0.1), (1, 0.0), (1, 0.2)]),
            ("aurora", [(6, -0.5), (4, -0.2), (3.5, 0.1), (5, 0.0), (2, 0.1), (2, 0.3)]),
            ("sage", [(7, -0.5), (5, -0.2), (4, 0.1), (5, 0.0), (3, 0.1), (3, 0.3)]),
        ]
        let styles = ["display", "title", "headline", "body", "label", "caption"]
        return table.flatMap { preset, values in
            zip(styles, values).map { DFCase(preset: preset, style: $0, lineSpacing: $1.0, tracking: $1.1) }
        }
    }()

    @Test(arguments: designFoundationValues)
    func designFoundationPresetValues(_ testCase: DFCase) throws {
        let resolved = try Theme.designFoundation.resolve(testCase.style, category: .large, preset: testCase.preset)
        #expect(resolved.lineSpacing == testCase.lineSpacing)
        #expect(resolved.tracking == testCase.tracking)
    }

    /// Style → (Apple base style, weight) from the DFText style reference table.
    @Test(arguments: [
        ("display", TextStyle.largeTitle, TextWeight.bold), ("title", .title2, .semibold), ("headline", .headline, .semibold),
        ("body", .body, .regular), ("label", .subheadline, .medium), ("caption", .caption, .regular),
    ])
    func designFoundationBasesAndWeights(_ style: String, _ base: TextStyle, _ weight: TextWeight) throws {
        for category in DynamicTypeSize.allCases {
            let resolved = try Theme.designFoundation.resolve(style, category: category)
            #expect(resolved.size == base.pointSize(at: category))
            #expect(resolved.leading == base.leading(at: category))
            #expect(resolved.weight == weight)
            #expect(resolved.textStyle == base)
        }
    }

    @Test func auroraDisplayIsLargerAndScalesWithLargeTitle() throws {
        let theme = Theme.designFoundation
        #expect(try theme.resolve("display", category: .large, preset: "aurora").size == 36)
        #expect(try theme.resolve("display", category: .accessibility5, preset: "aurora").size == 64)  // 36·60/34 = 63.5
        #expect(try theme.resolve("display", category: .xSmall, preset: "aurora").size == 33)  // 36·31/34 = 32.8
    }

    /// Bedrock's Typography enum: case → (Apple style, weight at Large). `Bold` is `.bold()`,
    /// the HIG's emphasized weight (semibold for title3 and headline); `Emphasis` is semibold.
    @Test(arguments: [
        ("hero", TextStyle.largeTitle, TextWeight.regular), ("heroBold", .largeTitle, .bold),
        ("title", .title, .regular), ("titleBold", .title, .bold), ("title2", .title2, .regular),
        ("title2Bold", .title2, .bold), ("title3", .title3, .regular), ("title3Bold", .title3, .semibold),
        ("heading", .headline, .semibold), ("headingEmphasis", .headline, .semibold), ("headingBold", .headline, .semibold),
        ("subheading", .subheadline, .regular), ("subheadingEmphasis", .subheadline, .semibold),
        ("body", .body, .regular), ("bodyEmphasis", .body, .semibold), ("callout", .callout, .regular),
        ("calloutEmphasis", .callout, .semibold), ("footnote", .footnote, .regular),
        ("footnoteEmphasis", .footnote, .semibold), ("caption", .caption, .regular),
        ("captionEmphasis", .caption, .semibold), ("caption2", .caption2, .regular),
        ("caption2Emphasis", .caption2, .semibold),
    ])
    func bedrockMapping(_ name: String, _ base: TextStyle, _ weight: TextWeight) throws {
        let resolved = try Theme.bedrock.resolve(name, category: .accessibility2)
        #expect(resolved.textStyle == base)
        #expect(resolved.size == base.pointSize(at: .accessibility2))
        #expect(resolved.weight == weight)
    }

    @Test func bedrockHasExactlyTheEnumsCases() {
        #expect(Theme.bedrock.styleNames.count == 23)
        #expect(Theme.bedrock.presetNames == ["default"])
    }

    @Test func unknownNamesListTheValidOnes() throws {
        #expect(
            throws: OversetStyleError.unknownPreset(
                "rust", theme: "designFoundation",
                known: ["default", "slate", "copper", "aurora", "sage"])
        ) {
            try Theme.designFoundation.resolve("body", preset: "rust")
        }
        #expect(
            throws: OversetStyleError.unknownStyle(
                "hero", theme: "designFoundation",
                known: ["display", "title", "headline", "body", "label", "caption"])
        ) {
            try Theme.designFoundation.resolve("hero")
        }
        #expect(throws: OversetStyleError.unknownTheme("material", known: Theme.builtInNames)) {
            try Theme.builtIn(named: "material")
        }
        #expect(try Theme.builtIn(named: "design-foundation").name == "designFoundation")
    }

    @Test func themesRejectDuplicateAndStrayStyles() {
        #expect(throws: OversetStyleError.self) {
            try Theme(name: "t", styles: [TextStyleDefinition("a"), TextStyleDefinition("a")])
        }
        #expect(throws: OversetStyleError.invalidTheme(theme: "t", reason: "preset 'p' changes text style 'b', which the theme does not have")) {
            try Theme(name: "t", styles: [TextStyleDefinition("a")], presets: [ThemePreset("p", styles: [TextStyleDefinition("b")])])
        }
    }

    @Test func spacingTokensFollowDesignFoundation() throws {
        let spacing = try Theme.designFoundation.spacing(preset: "sage")
        #expect(spacing.lg == 16)
        #expect(try Theme.designFoundation.components(preset: nil).cardPadding == nil)
    }
}
