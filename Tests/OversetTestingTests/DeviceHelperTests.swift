import OversetLayout
import OversetTesting
import Testing

/// The helpers on named devices: a page of 400 + 300 pt that does not scroll fits the 16 Pro
/// Max's 860 pt safe area (956 − 62 − 34) and is 53 pt too tall for the SE's 647 (667 − 20).
@Suite struct DeviceHelperTests {
    static var page: ViewNode {
        VStack(spacing: 0) {
            Box(width: 300, height: 400)
            Box(width: 300, height: 300)
        }.node
    }

    static let se = DeviceScreen.named("iphone-se-3")!
    static let proMax = DeviceScreen.named("iphone-16-pro-max")!

    @Test func layoutOnADeviceTakesItsWidthAndHeight() throws {
        let layout = try Overset.layout(Self.page, device: Self.se)
        #expect(layout.environment.width == 375 && layout.environment.device == Self.se)
        #expect(layout.diagnostics.map(\.cause) == [.screenOverflow(device: "iPhone SE (3rd generation)", height: 700, available: 647)])
        #expect(try Overset.layout(Self.page, device: Self.proMax).diagnostics.isEmpty)
    }

    @Test func expectFitsOnDevicesFailsOnTheSmallOne() {
        expectFits(Self.page, categories: [.large], devices: [Self.proMax])
        expectFits(ScrollView { Self.page }, categories: [.large], devices: [Self.se, Self.proMax])
        withKnownIssue {
            expectFits(Self.page, categories: [.large], devices: [Self.se, Self.proMax])
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("53 pt taller than its safe area of 647 pt")
        }
    }

    @Test func aSweepOnDevicesHasALayoutPerDevice() throws {
        let sweep = try Overset.sweep(Self.page, categories: [.large, .accessibility5], devices: [Self.se, Self.proMax])
        #expect(sweep.layouts.map { $0.environment.device?.key } == ["iphone-se-3", "iphone-se-3", "iphone-16-pro-max", "iphone-16-pro-max"])
        #expect(sweep.firstFailingCategory() == .large)
    }
}
