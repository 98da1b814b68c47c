import Foundation
import Testing

/// `--device` with named devices and `overset devices`, run as a built binary.
@Suite struct DeviceCommandTests {
    /// An onboarding page of 400 + 300 pt that does not scroll, and the same page in a scroll
    /// view: the SE's safe area is 667 − 20 = 647 pt (53 pt short), the 16 Pro Max's 956 − 62 − 34
    /// = 860 pt.
    static let spec = """
        {"screens": [
          {"name": "Onboarding", "theme": "apple", "body": {"vstack": {"spacing": 0, "children": [
            {"frameBox": {"width": 300, "height": 400}}, {"frameBox": {"width": 300, "height": 300}}]}}},
          {"name": "Scrolling", "theme": "apple", "body": {"scroll": {"children": [{"vstack": {"spacing": 0, "children": [
            {"frameBox": {"width": 300, "height": 400}}, {"frameBox": {"width": 300, "height": 300}}]}}]}}}
        ]}
        """

    @Test func anAuditReportsTheDeviceAPageOverflows() throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("onboarding.json").path
        try Data(Self.spec.utf8).write(to: URL(fileURLWithPath: spec))
        let result = try CommandRunner.run(["audit", spec, "--device", "iphone-se-3,iphone-16-pro-max", "--categories", "L", "--no-system-fonts"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Audited 2 screens × 2 environments: 4 layouts"))
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.contains {
                $0.hasPrefix("error") && $0.contains("overflow") && $0.contains("Onboarding") && $0.hasSuffix("at L; on iPhone SE (3rd generation)")
            })
        #expect(result.stdout.contains("is 700 pt tall on iPhone SE (3rd generation), 53 pt taller than its safe area of 647 pt"))
        #expect(result.stdout.contains("1 finding: 1 error, 0 warnings; 1 of 4 layouts have diagnostics."))
        #expect(!result.stdout.contains("Scrolling  "))
        // Its command lays the same page out on the same device, with the same diagnostic.
        let command = try #require(lines.first { $0.contains("$ overset layout") })
        #expect(command.contains("--width 375 --device iphone-se-3"))
        let layout = try CommandRunner.run(["layout", spec, "--screen", "Onboarding", "--device", "iphone-se-3", "--no-system-fonts"])
        #expect(layout.status == 1)
        #expect(layout.stdout.hasPrefix("Onboarding — L, preset default, width 375, @3x, en, on iPhone SE (3rd generation)"))
        #expect(layout.stdout.contains("! overflow: is 700 pt tall on iPhone SE (3rd generation)"))
        let fits = try CommandRunner.run(["layout", spec, "--screen", "Onboarding", "--device", "iphone-16-pro-max", "--no-system-fonts"])
        #expect(fits.status == 0, "\(fits.stdout)")
    }

    @Test func devicesListsEveryDeviceWithItsSafeArea() throws {
        let table = try CommandRunner.run(["devices"])
        #expect(table.status == 0)
        #expect(table.stdout.contains("iphone-se-3        iPhone SE (3rd generation)  375 × 667    20   0       647"))
        let json = try CommandRunner.run(["devices", "--json"])
        let list = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let proMax = try #require(list.first { $0["key"] as? String == "iphone-16-pro-max" })
        #expect(proMax["width"] as? Double == 440 && proMax["height"] as? Double == 956)
        #expect(proMax["safeAreaTop"] as? Double == 62 && proMax["safeAreaBottom"] as? Double == 34 && proMax["safeAreaHeight"] as? Double == 860)
    }

    @Test(arguments: [
        (["audit", "--device", "iphone-99"], "--device: unknown device 'iphone-99'; expected devices among iphone-se-3,"),
        (["audit", "--device", ","], "--device: item 1 of ',' is empty"),
        (["audit", "--device", "iphone-16,iphone-16", "--no-system-fonts"], "matrix: the device iphone-16 is listed twice"),
        (["audit", "--device", "ipad,iphone-16"], "--device: unknown device 'ipad'"),
        (["audit", "--device", "iphone-16", "--widths", "320"], "--widths and --device both set the widths: give one"),
        (["audit", "--device", "iphone-16,ipad-mini", "--strings", "Localizable.xcstrings"], "names iPhones and iPads; a String Catalog's device"),
        (["layout", "--device", "iphone-16,iphone-se-3"], "--device: unknown device 'iphone-16,iphone-se-3'"),
        (["devices", "extra"], "unexpected argument 'extra'"),
    ])
    func badDevicesExitTwo(_ arguments: [String], _ message: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 2, "\(result.stdout)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
