import Foundation
import OversetAudit
import OversetLayout
import OversetPlumbing
import OversetStyle
import Testing

/// Audits on named devices: each device one environment with its width, a non-scrolling screen
/// too tall for one reported on it, and reports that name the device and read back.
@Suite struct DeviceAuditTests {
    /// 400 + 300 = 700 pt of fixed parts: 53 pt past the SE's 647 pt safe area (667 − 20), inside
    /// the 16 Pro Max's 860 (956 − 62 − 34).
    static let onboarding = AuditScreen(
        name: "Onboarding",
        body: VStack(spacing: 0) {
            Box(width: 300, height: 400)
            Box(width: 300, height: 300)
        }.node, theme: .apple)

    static var matrix: AuditMatrix {
        var matrix = AuditMatrix(categories: [.large, .accessibility5], presets: ["default"], widths: [375, 440])
        matrix.devices = ["iphone-se-3", "iphone-16-pro-max"].compactMap(DeviceScreen.named)
        return matrix
    }

    @Test func devicesTakeTheWidthsPlace() {
        let environments = Self.matrix.environments
        #expect(Self.matrix.environmentCount == 4 && environments.count == 4)
        #expect(environments.map(\.width) == [375, 375, 440, 440])
        #expect(environments.map { $0.device?.key } == ["iphone-se-3", "iphone-se-3", "iphone-16-pro-max", "iphone-16-pro-max"])
    }

    @Test func theOverflowIsAFindingOnTheDevice() throws {
        let report = try Audits.run([Self.onboarding], Self.matrix)
        let finding = try #require(report.findings.first)
        #expect(report.findings.count == 1)
        #expect(finding.kind == .overflow && finding.environments.count == 2)
        #expect(finding.environments.allSatisfy { $0.device?.key == "iphone-se-3" })
        #expect(finding.summary == "at every size; on iPhone SE (3rd generation)")
        #expect(finding.message.contains("is 700 pt tall on iPhone SE (3rd generation), 53 pt taller than its safe area of 647 pt"))
        #expect(report.layoutCommand(for: finding).contains("--width 375 --device iphone-se-3"))
        #expect(report.junit().contains(#"<testcase name="L · default · 375 pt · en · iPhone SE (3rd generation)""#))
    }

    /// The JSON names the devices in the matrix and each environment, and reads back the same; a
    /// report without devices keeps its shape (no `devices`, no `device`).
    @Test func reportsNameTheDeviceAndReadBack() throws {
        let report = try Audits.run([Self.onboarding], Self.matrix)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.jsonText.utf8)) as? [String: Any])
        let matrix = try #require(json["matrix"] as? [String: Any])
        #expect(matrix["devices"] as? [String] == ["iphone-se-3", "iphone-16-pro-max"])
        let failing = try #require((json["failingCases"] as? [[String: Any]])?.first)
        #expect((failing["environment"] as? [String: Any])?["device"] as? String == "iphone-se-3")
        let read = try AuditReport(json: Data(report.jsonText.utf8), file: "r.json")
        #expect(read.matrix == report.matrix)
        #expect(read.findings.map(\.key) == report.findings.map(\.key))
        // The same run read back as a baseline hides everything.
        #expect(report.excluding(read, file: "r.json").findings.isEmpty)

        let plain = try Audits.run([Audits.fragile], AuditMatrix(categories: [.large], presets: ["default"], widths: [320]))
        #expect(!plain.jsonText.contains(#""device"#))
    }

    /// A screen with its own width keeps it: the devices are the matrix's, not its.
    @Test func aScreenOfItsOwnWidthIsNotOnADevice() throws {
        let fixed = AuditScreen(name: "Fixed", body: Self.onboarding.body, theme: .apple, width: 320)
        let report = try Audits.run([fixed], Self.matrix)
        #expect(report.caseCount == 2 && report.findings.isEmpty)
    }

    @Test(arguments: [
        (#"{"devices": ["iphone-se-3", "toaster"]}"#, "spec.json: matrix.devices[1]: unknown device 'toaster'; expected one of iphone-se-3,"),
        (#"{"devices": []}"#, "spec.json: matrix.devices: expected at least one device"),
        (#"{"devices": 3}"#, "spec.json: matrix.devices: expected a string or an array of strings"),
        (#"{"widths": [320], "devices": "iphone-16"}"#, "spec.json: matrix.devices: devices set the widths: give widths or devices, not both"),
    ])
    func badSpecDevicesNameTheirPath(_ matrix: String, _ message: String) throws {
        let spec = try LayoutSpec(
            data: Data(#"{"matrix": \#(matrix), "screens": [{"name": "S", "body": {"text": "Hi"}}]}"#.utf8), file: "spec.json")
        #expect(throws: OversetSpecError.self) { try AuditMatrix.Choices(spec: spec) }
        do {
            _ = try AuditMatrix.Choices(spec: spec)
        } catch {
            #expect(error.description.hasPrefix(message), "\(error)")
        }
    }

    /// A screen's own devices replace the matrix's widths for it alone, and read back from the
    /// report; its other screens keep the widths.
    @Test func aScreensOwnDevicesAreItsAlone() throws {
        let json = #"""
            {"screens": [
              {"name": "Onboarding", "devices": ["iphone-se-3", "iPhone 16 Pro Max"],
               "body": {"vstack": {"spacing": 0, "children": [{"frameBox": {"width": 300, "height": 400}}, {"frameBox": {"width": 300, "height": 300}}]}}},
              {"name": "Card", "body": {"text": "Hi"}}]}
            """#
        let spec = try LayoutSpec(data: Data(json.utf8), file: "spec.json")
        let onboarding = try #require(spec.screens.first)
        #expect(onboarding.devices?.map(\.key) == ["iphone-se-3", "iphone-16-pro-max"])
        let screens = spec.screens.map { AuditScreen(name: $0.name, body: $0.body, theme: .apple, devices: $0.devices) }
        let report = try Audits.run(screens, AuditMatrix(categories: [.large], presets: ["default"], widths: [320, 375]))
        #expect(report.allCases.map { $0.environment.device?.key } == ["iphone-se-3", "iphone-16-pro-max", nil, nil])
        #expect(report.allCases.map(\.environment.width) == [375, 440, 320, 375])
        #expect(report.findings.map(\.summary) == ["at L; on iPhone SE (3rd generation)"])
        let read = try AuditReport(json: Data(report.jsonText.utf8), file: "r.json")
        #expect(read.screens == report.screens && read.allCases == report.allCases)
    }

    @Test(arguments: [
        (#""devices": "iphone-se-3, nope""#, "spec.json: screens[0].devices: unknown device 'nope'; expected one of iphone-se-3,"),
        (#""devices": []"#, "spec.json: screens[0].devices: expected at least one device"),
        (#""devices": "iphone-16, iPhone 16""#, "spec.json: screens[0].devices: the device iphone-16 is listed twice"),
        (#""width": 320, "devices": "iphone-16""#, "spec.json: screens[0].devices: devices set the width: give width or devices, not both"),
    ])
    func badScreenDevicesNameTheirPath(_ keys: String, _ message: String) {
        do {
            _ = try LayoutSpec(data: Data(#"{"screens": [{"name": "S", \#(keys), "body": {"text": "Hi"}}]}"#.utf8), file: "spec.json")
            Issue.record("no error for \(keys)")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error)")
        }
    }

    /// A spec's devices become the run's widths; the command line's widths replace them.
    @Test func specDevicesSetTheWidthsUnlessTheCommandLineGivesWidths() throws {
        let spec = try LayoutSpec(
            data: Data(#"{"matrix": {"devices": "iphone-13-mini, ipad-mini"}, "screens": [{"name": "S", "body": {"text": "Hi"}}]}"#.utf8),
            file: "spec.json")
        let choices = try AuditMatrix.Choices(spec: spec)
        let resolved = try AuditMatrix(specs: [("spec.json", choices)], commandLine: .init(), screens: [Audits.clean])
        #expect(resolved.devices.map(\.key) == ["iphone-13-mini", "ipad-mini"] && resolved.widths == [375, 744])
        let overridden = try AuditMatrix(specs: [("spec.json", choices)], commandLine: .init(widths: [320]), screens: [Audits.clean])
        #expect(overridden.devices.isEmpty && overridden.widths == [320])
    }
}
