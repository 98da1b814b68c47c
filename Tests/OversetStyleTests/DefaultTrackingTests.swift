import OversetStyle
import Testing

/// Default tracking: SF Pro's HIG table and Inter's dynamic-metrics formula.
@Suite struct DefaultTrackingTests {
    /// (size, expected points): the HIG's 1/1000 em value of the size (or the nearest smaller
    /// listed size) times the size.
    static let sfProCases: [(size: Double, points: Double)] = [
        (17, 17 * -26.0 / 1000), (12, 0), (6, 6 * 41.0 / 1000), (5, 5 * 41.0 / 1000),
        (16.5, 16.5 * -20.0 / 1000), (55, 55 * 6.0 / 1000), (34, 34 * 12.0 / 1000), (80, 0), (120, 0),
    ]

    @Test(arguments: sfProCases)
    func sfProTrackingFollowsTheHIGTable(_ size: Double, _ expected: Double) {
        #expect(abs(DefaultTracking.sfProTracking(size: size) - expected) < 1e-12)
    }

    @Test func interFormulaMatchesThePublishedExample() {
        // npm inter-metrics: textStyle(16).letterSpacing = -0.010959778564167367 em.
        #expect(abs(DefaultTracking.interTracking(size: 16) / 16 - -0.010959778564167367) < 1e-12)
    }

    @Test func trackingAppliesOnlyToTheFamiliesItIsFor() {
        #expect(DefaultTracking.automatic.tracking(family: "SF Pro Text", size: 17) == DefaultTracking.sfProTracking(size: 17))
        #expect(DefaultTracking.automatic.tracking(family: "Inter", size: 17) == 0)
        #expect(DefaultTracking.interDynamicMetrics.tracking(family: "Inter", size: 17) == DefaultTracking.interTracking(size: 17))
        #expect(DefaultTracking.interDynamicMetrics.tracking(family: "Noto Sans", size: 17) == 0)
        #expect(DefaultTracking.none.tracking(family: "SF Pro Display", size: 34) == 0)
    }

    /// Which names are SF Pro: case and spaces do not matter; non-ASCII names are compared by
    /// characters after lowercasing, as every name once was ("SFUİ" lowercases to "sfui̇", whose
    /// last character is not "i").
    @Test(arguments: [
        ("SF Pro Text", true), ("sf pro display", true), ("S F P r o", true), ("SFPro-Bold", true), (".SFUI-Regular", true),
        ("SFUI Display", true), (".SF UI Text", true), ("SF Mono", false), ("SFPr", false), ("", false), ("Inter", false),
        ("\u{FF33}\u{FF26} Pro", false), ("SFU\u{130}", false), ("Ｓf pro", false),
    ])
    func sfProIsRecognisedByName(_ family: String, _ isSFPro: Bool) {
        #expect((DefaultTracking.automatic.tracking(family: family, size: 17) != 0) == isSFPro, "\(family)")
    }

    @Test func themeTrackingAddsTheStyleTrackingToTheDefault() throws {
        var theme = Theme.designFoundation
        theme.defaultTracking = .interDynamicMetrics
        let body = try theme.resolve("body", category: .large, preset: "copper")
        // The calibrated "system" stand-in already has iOS's spacing: only the style's own tracking.
        #expect(abs(body.tracking - -0.1) < 1e-12)
        var inter = try Theme(name: "t", styles: [TextStyleDefinition("body", family: "Inter", tracking: .points(-0.1))])
        inter.defaultTracking = .interDynamicMetrics
        #expect(abs(try inter.resolve("body", category: .large).tracking - (DefaultTracking.interTracking(size: 17) - 0.1)) < 1e-12)
        theme.systemFont = .sfPro
        let display = try theme.resolve("display", category: .large)
        #expect(display.family == "SF Pro Display")
        #expect(abs(display.tracking - (34 * 12.0 / 1000 - 0.5)) < 1e-12)
    }
}
