import OversetLayout
import OversetStyle
import Testing

/// Named devices: each screen's size and safe area as the public sources give them
/// (docs/layout.md, "Devices"), and a screen that does not scroll bounded by the height between
/// the safe area's insets.
@Suite struct DeviceScreenTests {
    struct Figures: Sendable, CustomTestStringConvertible {
        var key: String
        var width: Double
        var height: Double
        var top: Double
        var bottom: Double
        var testDescription: String { key }
    }

    /// Written from the sources, not from the table: portrait points; top and bottom insets.
    static let figures = [
        // learnui.design "iOS design guidelines" (SE 2nd/3rd gen 375 × 667 @2x); useyourloaf
        // "Supporting iPhone X": a 20 pt status bar, no home indicator on a Home-button phone.
        Figures(key: "iphone-se-3", width: 375, height: 667, top: 20, bottom: 0),
        // learnui.design (13 mini 375 × 812); 34 pt home indicator (useyourloaf); top 50: estimate.
        Figures(key: "iphone-13-mini", width: 375, height: 812, top: 50, bottom: 34),
        // hacknicity, iPhone 14 (390 × 844, the 16e's panel: estimate); iPhone 14's 47 / 34.
        Figures(key: "iphone-16e", width: 390, height: 844, top: 47, bottom: 34),
        // hacknicity, iPhone 14 Pro (393 × 852); 59 / 34 for the Dynamic Island (csl.cool, dcc_toolkit).
        Figures(key: "iphone-15", width: 393, height: 852, top: 59, bottom: 34),
        Figures(key: "iphone-16", width: 393, height: 852, top: 59, bottom: 34),
        // hacknicity, iPhone 14 Pro Max (430 × 932), the 16 Plus's panel.
        Figures(key: "iphone-16-plus", width: 430, height: 932, top: 59, bottom: 34),
        // 1206 × 2622 px at @3x; 62 / 34 as the 16 Pro Max.
        Figures(key: "iphone-16-pro", width: 402, height: 874, top: 62, bottom: 34),
        // app_deploy_screenshots (pub.dev): Size(440, 956), safe area top 62, bottom 34.
        Figures(key: "iphone-16-pro-max", width: 440, height: 956, top: 62, bottom: 34),
        Figures(key: "iphone-17", width: 402, height: 874, top: 62, bottom: 34),
        Figures(key: "iphone-air", width: 420, height: 912, top: 68, bottom: 34),
        Figures(key: "iphone-17-pro", width: 402, height: 874, top: 62, bottom: 34),
        Figures(key: "iphone-17-pro-max", width: 440, height: 956, top: 62, bottom: 34),
        // hacknicity, 8.3" iPad mini (1133 × 744 landscape); iPads: 24 / 20.
        Figures(key: "ipad-mini", width: 744, height: 1133, top: 24, bottom: 20),
        // hacknicity, 10.9" iPad (1180 × 820 landscape).
        Figures(key: "ipad-a16", width: 820, height: 1180, top: 24, bottom: 20),
        Figures(key: "ipad-air-11", width: 820, height: 1180, top: 24, bottom: 20),
        // Apple's HIG (12.9" iPad Pro 1024 × 1366), the 13" Air's panel.
        Figures(key: "ipad-air-13", width: 1024, height: 1366, top: 24, bottom: 20),
        Figures(key: "ipad-pro-11", width: 834, height: 1210, top: 24, bottom: 20),
        // app_deploy_screenshots: Size(1032, 1376), safe area top 24, bottom 20.
        Figures(key: "ipad-pro-13", width: 1032, height: 1376, top: 24, bottom: 20),
    ]

    @Test(arguments: figures)
    func eachDeviceHasItsPublishedFigures(_ expected: Figures) throws {
        let device = try #require(DeviceScreen.named(expected.key))
        #expect(device.width == expected.width)
        #expect(device.height == expected.height)
        #expect(device.safeAreaTop == expected.top)
        #expect(device.safeAreaBottom == expected.bottom)
        #expect(device.safeAreaHeight == expected.height - expected.top - expected.bottom)
    }

    @Test func everyDeviceIsListedOnceAndTested() {
        #expect(DeviceScreen.all.map(\.key) == Self.figures.map(\.key))
        #expect(Set(DeviceScreen.all.map(\.name)).count == DeviceScreen.all.count)
    }

    @Test(arguments: [("iPhone SE (3rd generation)", "iphone-se-3"), ("IPHONE-16-PRO", "iphone-16-pro"), ("ipad pro 13-inch (m4)", "ipad-pro-13")])
    func namesAreKeysOrApplesNamesInAnyCase(_ name: String, _ key: String) {
        #expect(DeviceScreen.named(name)?.key == key)
    }

    @Test(arguments: ["", "iphone", "iphone-se", "iPhone 99", "ipad-pro-12.9"])
    func otherNamesAreNoDevice(_ name: String) {
        #expect(DeviceScreen.named(name) == nil)
    }

    /// Environments compare and hash by the device they are on, however each got it: set
    /// separately, copied, changed in place or cleared.
    @Test(arguments: DeviceScreen.all)
    func environmentsAreEqualByTheirDevice(_ device: DeviceScreen) {
        var one = LayoutEnvironment()
        var other = LayoutEnvironment()
        one.device = device
        other.device = DeviceScreen.named(device.key)
        #expect(one == other && one.hashValue == other.hashValue && one.device == device)
        var copy = one
        copy.device?.safeAreaTop += 1
        #expect(copy != one && copy.device?.safeAreaTop == device.safeAreaTop + 1 && one.device == device)
        copy.device = nil
        #expect(copy == LayoutEnvironment() && copy != one)
        let others = DeviceScreen.all.filter { $0 != device }.map { device in
            var environment = LayoutEnvironment()
            environment.device = device
            return environment
        }
        #expect(Set(others + [one, other]).count == DeviceScreen.all.count)
    }

    /// An onboarding page of fixed parts: 400 + 300 = 700 pt. The SE's safe area is 667 − 20 − 0
    /// = 647 pt: 53 pt too few. The 16 Pro Max's is 956 − 62 − 34 = 860 pt: it fits, centred,
    /// its top at 62 + (860 − 700) / 2 = 142.
    static func page() -> ViewNode {
        VStack(spacing: 0) {
            Box(width: 300, height: 400)
            Box(width: 300, height: 300)
        }.id("page")
    }

    @Test func aPageThatFitsAProMaxOverflowsAnSE() throws {
        let small = try Layouts.solver.layout(Self.page(), name: "Test", theme: .apple, environment: Self.environment("iphone-se-3"))
        let overflow = try #require(small.diagnostics.first)
        #expect(small.diagnostics.count == 1)
        #expect(overflow.kind == .overflow)
        #expect(overflow.path == #"Test/VStack"page""#)
        #expect(overflow.cause == .screenOverflow(device: "iPhone SE (3rd generation)", height: 700, available: 647))
        #expect(overflow.message.contains("53 pt taller than its safe area of 647 pt"))
        #expect(overflow.environment.device?.key == "iphone-se-3")
        // Centred in the safe area, spilling 26.5 pt above it: 20 − 26.5, to the nearest pixel (@3x).
        let top = try #require(small["page"]).frame.y
        #expect(abs(top + 6.5) <= 1.0 / 6 + 1e-9, "\(top)")

        let large = try Layouts.solver.layout(Self.page(), name: "Test", theme: .apple, environment: Self.environment("iphone-16-pro-max"))
        #expect(large.diagnostics.isEmpty)
        #expect(try #require(large["page"]).frame.y == 142)
        #expect(large.environment.width == 440)
    }

    /// A large-title navigation bar is 10 + 54 + 52 = 116 pt (docs/layout.md, "The navigation
    /// bar"), so 540 pt of content make 656 pt: 9 pt past the SE's 647.
    @Test func theNavigationBarCountsInTheHeight() throws {
        let view = NavigationStack {
            Box(width: 300, height: 540).navigationTitle("Welcome")
        }
        let layout = try Layouts.solver.layout(view, name: "Test", theme: .apple, environment: Self.environment("iphone-se-3"))
        #expect(layout.diagnostics.map(\.cause) == [.screenOverflow(device: "iPhone SE (3rd generation)", height: 656, available: 647)])
    }

    /// The navigation stack fills the safe area, as SwiftUI's does: the bar at its top (the SE's
    /// 20 pt status bar), the content centred in the 647 − 116 = 531 pt below it, a 101 pt box at
    /// 20 + 116 + (531 − 101) / 2 = 351. (The stack once took its own height and was centred in
    /// the safe area: the content landed at 351 too, but the bar floated 215 pt down.)
    @Test func aNavigationStacksBarStaysAtTheTop() throws {
        let view = NavigationStack {
            Box(width: 300, height: 101).id("content").navigationTitle(Text("Welcome").id("title"))
        }
        let result = try Layouts.solver.layout(view, name: "Test", theme: .apple, environment: Self.environment("iphone-se-3"))
        // The large title's line sits in the 52 pt zone that starts 20 + 10 + 54 pt down.
        #expect(try #require(result["title"]).frame.y >= 84 && result["title"]!.frame.maxY <= 136)
        #expect(try #require(result["content"]).contentFrame.y == 351)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    /// In a scroll view or a list the page scrolls: it takes the safe area, whatever its length.
    @Test(arguments: DeviceScreen.all.map(\.key))
    func aScrollingPageNeverOverflows(_ key: String) throws {
        let scrolling = ScrollView { Self.page() }
        let listed = List { ForEach(0..<30) { row in Text("Row \(row)") } }
        for view in [scrolling.node, listed.node] {
            let layout = try Layouts.solver.layout(view, name: "Test", theme: .apple, environment: Self.environment(key))
            #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
        }
    }

    /// Without a device, as before: the height is unbounded and the root sits at the top.
    @Test func aWidthAloneLeavesTheHeightUnbounded() throws {
        let layout = try Layouts.solver.layout(Self.page(), name: "Test", theme: .apple, environment: LayoutEnvironment(width: 375))
        #expect(layout.diagnostics.isEmpty)
        #expect(try #require(layout["page"]).frame.y == 0)
    }

    static func environment(_ key: String) -> LayoutEnvironment {
        var environment = LayoutEnvironment()
        environment.deviceAndWidth = DeviceScreen.named(key)
        return environment
    }
}
