import OversetStyle
import Testing

/// Custom sizes, scaled metrics, maximum sizes and category names: measured iOS sizes for body
/// (UIFontMetrics), and worked examples computed by hand from the HIG table (size now / size at
/// Large) for the ratio.
@Suite struct DynamicTypeScalingTests {
    /// iOS's `Font.custom(_:size:relativeTo: .body)` sizes, XS…AX5 (openuikit `dynamic_type.json`;
    /// 17 → 48 at AX5 also in StackOverflow question 51243804).
    static let measuredBody: [(base: Double, sizes: [Double])] = [
        (17, [15, 15, 16, 17, 19, 20, 22, 26, 31, 37, 43, 48]),
        (15, [13, 14, 14, 15, 16, 18, 20, 23, 27, 33, 38, 42]),
    ]

    @Test(arguments: measuredBody.map(\.base))
    func customSizesRelativeToBodyAreTheMeasuredIOSSizes(_ base: Double) throws {
        let sizes = try #require(Self.measuredBody.first { $0.base == base }?.sizes)
        for (category, expected) in zip(DynamicTypeSize.allCases, sizes) {
            #expect(TextStyle.body.scaledFontSize(base, at: category) == expected, "\(base) at \(category.shortName)")
        }
    }

    /// `UIFontMetrics.default.scaledValue(for: 17)` at Medium is 16.333 (jaredsinclair.com,
    /// 2024-03-02); at @3x that is 49 pixels.
    @Test func scaledValueAtMediumIsTheMeasuredOne() {
        #expect(abs(TextStyle.body.scaledMetric(17, at: .medium, displayScale: 0) - 16.333) < 1e-9)
        #expect(TextStyle.body.scaledMetric(17, at: .medium, displayScale: 3) == 49.0 / 3)
    }

    /// The ratio stays available, and other styles (not measured) use it.
    @Test func theStyleRatioIsAnOptionAndTheFallbackForUnmeasuredStyles() {
        #expect(TextStyle.body.scaledFontSize(17, at: .accessibility5, scaling: .textStyleRatio) == 53)
        #expect(TextStyle.title.scaleFactor(at: .accessibility1) == TextStyle.title.scaleFactor(at: .accessibility1, scaling: .textStyleRatio))
    }

    struct FontCase: CustomStringConvertible, Sendable {
        var points: Double
        var style: TextStyle
        var category: DynamicTypeSize
        var maximum: Double?
        var expected: Double
        var description: String { "\(points) relativeTo \(style) at \(category.shortName) → \(expected)" }
    }

    static let fontCases: [FontCase] = [
        FontCase(points: 40, style: .caption2, category: .accessibility5, maximum: nil, expected: 145),  // 40·40/11 = 145.45
        FontCase(points: 40, style: .largeTitle, category: .xSmall, maximum: nil, expected: 36),  // 40·31/34 = 36.47
        FontCase(points: 17, style: .body, category: .medium, maximum: nil, expected: 16),  // 17·16/17
        FontCase(points: 15, style: .body, category: .accessibility3, maximum: nil, expected: 35),  // 15·40/17 = 35.29
        FontCase(points: 15, style: .body, category: .accessibility3, maximum: 30, expected: 30),  // clamped
        FontCase(points: 24, style: .title, category: .accessibility1, maximum: nil, expected: 33),  // 24·38/28 = 32.57
        FontCase(points: 8.5, style: .body, category: .xLarge, maximum: nil, expected: 10),  // 8.5·19/17 = 9.5 rounds up
        FontCase(points: 13, style: .footnote, category: .large, maximum: nil, expected: 13),  // Large is the identity
    ]

    @Test(arguments: fontCases)
    func customSizeScalesByTheStyleRatioRoundedToWholePoints(_ testCase: FontCase) {
        let scaled = testCase.style.scaledFontSize(
            testCase.points, at: testCase.category, maximumPointSize: testCase.maximum, scaling: .textStyleRatio)
        #expect(scaled == testCase.expected)
    }

    /// Sizes that would round to 0 stay as they are, so that an accepted size (token font sizes
    /// are above 0) never resolves to a font that draws nothing; from half a point they round.
    /// Expected: the size times body's measured xSmall factor, 0.876.
    @Test(arguments: [(1.0 / 3, 0.876 / 3), (0.5, 0.438), (0.6, 1.0), (0.1, 0.0876)])
    func positiveSizesUnderHalfAPointAreNotRoundedToZero(_ points: Double, _ expected: Double) {
        let scaled = TextStyle.body.scaledFontSize(points, at: .xSmall)
        #expect(abs(scaled - expected) < 1e-9, "\(points) pt at xSmall → \(scaled)")
    }

    struct MetricCase: CustomStringConvertible, Sendable {
        var value: Double
        var style: TextStyle
        var category: DynamicTypeSize
        var displayScale: Double
        var expected: Double
        var description: String { "\(value) relativeTo \(style) at \(category.shortName) @\(displayScale)x" }
    }

    static let metricCases: [MetricCase] = [
        MetricCase(value: 16, style: .body, category: .accessibility3, displayScale: 3, expected: 113.0 / 3),  // 37.647·3 = 112.94
        MetricCase(value: 16, style: .body, category: .accessibility3, displayScale: 2, expected: 37.5),  // 75.29 px → 75
        MetricCase(value: 44, style: .body, category: .xSmall, displayScale: 3, expected: 109.0 / 3),  // 36.235·3 = 108.7
        MetricCase(value: 16, style: .body, category: .accessibility3, displayScale: 0, expected: 16.0 * 40 / 17),
        MetricCase(value: 20, style: .caption2, category: .small, displayScale: 3, expected: 20),
    ]

    @Test(arguments: metricCases)
    func scaledMetricRoundsToThePixelGrid(_ testCase: MetricCase) {
        let scaled = testCase.style.scaledMetric(
            testCase.value, at: testCase.category, displayScale: testCase.displayScale, scaling: .textStyleRatio)
        #expect(abs(scaled - testCase.expected) < 1e-12)
    }

    @Test func fixedSizesDoNotScale() throws {
        let theme = try Theme(name: "t", styles: [TextStyleDefinition("fixed", size: .fixed(15))])
        for category in DynamicTypeSize.allCases {
            #expect(try theme.resolve("fixed", category: category).size == 15)
        }
    }

    @Test func maximumPointSizeClampsTextStylesAndKeepsTheLeadingProportional() throws {
        let theme = try Theme(name: "t", styles: [TextStyleDefinition("body", size: .textStyle(.body), maximumPointSize: 28)])
        let ax5 = try theme.resolve("body", category: .accessibility5)
        #expect(ax5.size == 28)
        #expect(ax5.leading == (62.0 * 28 / 53 * 3).rounded() / 3)
        #expect(try theme.resolve("body", category: .large).size == 17)
    }

    @Test(arguments: [
        ("XS", DynamicTypeSize.xSmall), ("l", .large), ("xxxLarge", .xxxLarge), ("AX1", .accessibility1),
        ("accessibility5", .accessibility5), ("extraExtraLarge", .xxLarge), ("accessibilityExtraLarge", .accessibility3),
    ])
    func categoryNamesParse(_ text: String, _ expected: DynamicTypeSize) {
        #expect(DynamicTypeSize(parsing: text) == expected)
    }

    @Test func categoryListsTakeRangesAndCommas() throws {
        #expect(try DynamicTypeSize.list(parsing: "L...AX2") == [.large, .xLarge, .xxLarge, .xxxLarge, .accessibility1, .accessibility2])
        #expect(try DynamicTypeSize.list(parsing: "AX5,XS, M") == [.xSmall, .medium, .accessibility5])
        #expect(try DynamicTypeSize.list(parsing: "all").count == 12)
        #expect(try DynamicTypeSize.list(parsing: "XL-L") == [.large, .xLarge])
        #expect(throws: OversetStyleError.unknownCategory("huge")) { try DynamicTypeSize.list(parsing: "L,huge") }
        #expect(throws: OversetStyleError.unknownCategory("AX9")) { try DynamicTypeSize.list(parsing: "L...AX9") }
        // A part left out, or a range missing an end, is an error, not skipped (nor a trap on "-").
        for text in ["L,,XL", "L,", "", "-", "L-", "...XL"] {
            #expect(throws: OversetStyleError.unknownCategory("")) { try DynamicTypeSize.list(parsing: text) }
        }
    }

    @Test(arguments: [("title1", TextStyle.title), ("Caption1", .caption), ("subhead", .subheadline), ("largeTitle", .largeTitle)])
    func textStyleNamesParseInSwiftUIAndHIGForms(_ text: String, _ expected: TextStyle) {
        #expect(TextStyle(parsing: text) == expected)
    }
}
