import Foundation
import OversetLayout
import OversetStyle
import Testing

/// `@ScaledMetric` lengths in frames, padding and stack spacing: the base times body's
/// `UIFontMetrics` factor at the laid-out size (docs/themes.md: L 1, AX3 2.186, AX5 2.814),
/// rounded to the @3x pixel.
@Suite struct ScaledMetricLayoutTests {
    /// 24 pt: 24 at L; 24 × 2.186 = 52.464 → 157 px = 52.333 at AX3; 24 × 2.814 = 67.536 →
    /// 203 px = 67.667 at AX5.
    @Test(arguments: [(DynamicTypeSize.large, 24.0), (.accessibility3, 157.0 / 3), (.accessibility5, 203.0 / 3)])
    func framesScaleWithDynamicType(_ category: DynamicTypeSize, _ side: Double) throws {
        let result = try Layouts.layout(
            VStack { Box(width: 1, height: 1).frame(width: ScaledMetric(24), height: ScaledMetric(24)).id("icon") }, category: category,
            theme: .apple)
        #expect(Layouts.same(try #require(result["icon"]?.frame.width), side))
        #expect(Layouts.same(try #require(result["icon"]?.frame.height), side))
    }

    /// Padding 16 at AX3: 16 × 2.186 = 34.976 → 105 px = 35 a side; spacing 8: 17.488 → 52 px.
    @Test func paddingAndSpacingScale() throws {
        let result = try Layouts.layout(
            VStack(spacing: .scaled(ScaledMetric(8))) {
                Box(width: 10, height: 10).padding(.horizontal, ScaledMetric(16)).id("padded")
                Box(width: 10, height: 10)
            }.id("stack"), category: .accessibility3, theme: .apple)
        #expect(Layouts.same(try #require(result["padded"]?.frame.width), 10 + 2 * 35))
        #expect(Layouts.same(try #require(result["stack"]?.frame.height), 10 + 52.0 / 3 + 10))
    }

    /// `dynamicTypeSize(_:)` clamps the size a scaled metric reads, as it does for text.
    @Test func aClampedSizeHoldsTheMetric() throws {
        let result = try Layouts.layout(
            VStack { Box(width: 1, height: 1).frame(width: ScaledMetric(24)).id("icon") }.dynamicTypeSize(...DynamicTypeSize.large),
            category: .accessibility5, theme: .apple)
        #expect(result["icon"]?.frame.width == 24)
    }

    /// The spec's `{"scaledMetric": …, "relativeTo": …}` reads as the DSL's.
    @Test func specFormsMatchTheDSL() throws {
        let json = #"""
            {"screens": [{"name": "S", "body": {"vstack": {"spacing": {"scaledMetric": 8}, "children": [
              {"frameBox": {"width": 1, "height": 1}, "modifiers": [
                {"frame": {"width": {"scaledMetric": 24, "relativeTo": "title"}, "height": {"scaledMetric": 24}}},
                {"padding": {"scaledMetric": 4}},
                {"padding": {"edges": ["horizontal"], "length": {"scaledMetric": 16, "relativeTo": "footnote"}}}]}]}}}]}
            """#
        let spec = try LayoutSpec(data: Data(json.utf8), file: "spec.json")
        let expected = VStack(spacing: .scaled(ScaledMetric(8))) {
            Box(width: 1, height: 1).frame(width: ScaledMetric(24, relativeTo: .title), height: ScaledMetric(24))
                .padding(ScaledMetric(4)).padding(.horizontal, ScaledMetric(16, relativeTo: .footnote))
        }.node
        #expect(spec.screens[0].body == expected)
    }

    static func screen(_ body: String) -> String { #"{"screens": [{"name": "S", "body": "# + body + "}]}" }

    static let badValues: [(String, String)] = [
        (
            #"{"color": {}, "modifiers": [{"frame": {"width": {"scaledMetric": -4}}}]}"#,
            "spec.json: screens[0].body.modifiers[0].frame.width.scaledMetric: a scaled metric is from 0 to 10000 points at the Large size, got -4"
        ),
        (
            #"{"color": {}, "modifiers": [{"padding": {"scaledMetric": 20000}}]}"#,
            "spec.json: screens[0].body.modifiers[0].padding.scaledMetric: a scaled metric is from -10000 to 10000 points at the Large size, got 20000"
        ),
        (
            #"{"vstack": {"spacing": {"scaledMetric": "8"}}}"#,
            #"spec.json: screens[0].body.vstack.spacing.scaledMetric: expected a number, got "8""#
        ),
        (
            #"{"color": {}, "modifiers": [{"frame": {"height": {"scaledMetric": 8, "relativeTo": "huge"}}}]}"#,
            #"spec.json: screens[0].body.modifiers[0].frame.height.relativeTo: unknown value "huge""#
        ),
        (
            #"{"color": {}, "modifiers": [{"padding": {"edges": ["top"], "length": {"scaledMetric": 8, "style": "body"}}}]}"#,
            "spec.json: screens[0].body.modifiers[0].padding.length.style: unknown key; expected one of scaledMetric, relativeTo"
        ),
    ]

    @Test(arguments: badValues)
    func badScaledMetricsNameTheirPath(_ body: String, _ message: String) {
        do {
            _ = try LayoutSpec(data: Data(Self.screen(body).utf8), file: "spec.json")
            Issue.record("read without an error")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
        }
    }
}
