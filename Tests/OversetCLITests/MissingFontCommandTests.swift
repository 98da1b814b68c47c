import Foundation
import Testing

/// An app's own font that was not given with `--font-path` no longer stops `overset audit` or
/// `overset layout` (issue 32: status 2 before): its texts are measured with the system font,
/// a warning names the family once, and every report's font sources say so.
@Suite struct MissingFontCommandTests {
    /// A spec whose title is in a family no bundled font has, beside a text in the system font.
    static func spec(in directory: URL) throws -> String {
        let spec = """
            {"screens": [{"name": "Brand", "body": {"vstack": {"children": [
              {"text": "Welcome back", "modifiers": [{"font": {"custom": "Brand Sans", "size": 17}}]},
              {"text": "Welcome back"}
            ]}}}]}
            """
        let path = directory.appendingPathComponent("brand.json").path
        try spec.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let warning =
        "overset: warning: font family 'Brand Sans' not found: its texts were measured with the system font; give its file with --font-path\n"

    @Test(arguments: [
        ["audit", "--categories", "L", "--widths", "375", "--presets", "default"],
        ["layout"],
    ])
    func aMissingFamilyIsDrawnWithTheSystemFontAndNamed(_ command: [String]) throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try Self.spec(in: directory)
        let result = try CommandRunner.run([command[0], path] + command.dropFirst())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasSuffix(Self.warning))
        #expect(result.stderr.components(separatedBy: "Brand Sans").count == 2, "named once: \(result.stderr)")
        if command[0] == "layout" {
            // Both texts measured alike: 17 pt in the system font, the same width.
            // "  Text[0]  (131.333, 0) 112.333 × 20.333  Brand Sans 17pt 1/1 lines …": the size.
            let widths = result.stdout.split(separator: "\n").filter { $0.contains("Text[") }.map {
                $0.components(separatedBy: ") ").dropFirst().first?.split(separator: " ").first
            }
            #expect(widths.count == 2 && widths[0] == widths[1], "\(result.stdout)")
        } else {
            #expect(
                result.stdout.contains(
                    "Font sources: bundled fonts, not the machine's fonts, the system font in place of 'Brand Sans' (not found)."))
        }
    }

    /// The JSON report carries it in `fontSources`, where a CI job can check for it.
    @Test func theJSONReportListsTheSubstitution() throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try Self.spec(in: directory)
        let result = try CommandRunner.run(["audit", path, "--categories", "L", "--widths", "375", "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        #expect(
            report["fontSources"] as? [String]
                == ["bundled fonts", "not the machine's fonts", "the system font in place of 'Brand Sans' (not found)"])
    }

    /// A threshold search lays out every case, a shard's others too: a family only it met is
    /// named in the report (shard 1/2 of one environment lays out the first screen only).
    @Test func aThresholdSearchNamesWhatItSubstituted() throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("two.json").path
        try """
        {"screens": [{"name": "Plain", "body": {"text": "Welcome back"}},
          {"name": "Brand", "body": {"text": "Welcome back", "modifiers": [{"font": {"custom": "Brand Sans", "size": 17}}]}}]}
        """.write(toFile: spec, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("report.json").path
        let common = ["audit", spec, "--categories", "L", "--widths", "375", "--presets", "default", "--shard", "1/2", "--format", "json"]
        for (arguments, named) in [([String](), false), (["--thresholds"], true)] {
            let result = try CommandRunner.run(common + arguments + ["--output", output])
            #expect(result.status == 0, "\(result.stderr)")
            let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output))) as? [String: Any]
            let sources = try #require(report?["fontSources"] as? [String])
            #expect(sources.contains("the system font in place of 'Brand Sans' (not found)") == named, "\(arguments): \(sources)")
        }
    }

    /// `measure` asks for one font by name: a missing one is still an error there.
    @Test func measureStillRefusesAMissingFamily() throws {
        let result = try CommandRunner.run(["measure", "Hello", "--font", "Brand Sans"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown font family 'Brand Sans'"))
    }
}
