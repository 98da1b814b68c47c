import Foundation
import Testing

/// `overset layout`, run as a built binary on the example gallery.
@Suite struct LayoutCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let gallery = repository.appendingPathComponent("Examples/gallery.json").path

    @Test func cleanScreenExitsZeroWithAnOutline() throws {
        let result = try CommandRunner.run([
            "layout", Self.gallery, "--screen", "DescriptionCardFragile", "--category", "L",
            "--no-system-fonts",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "DescriptionCardFragile — L, preset default, width 375, @3x, en")
        #expect(lines.contains { $0.hasPrefix("Card  (0, 0) 375 × ") })
        #expect(lines.contains { $0.hasPrefix("  Text\"description\"  (16, 16) ") && $0.contains("\"Your subscription renews on 1 March.\"") })
        #expect(!result.stdout.contains("!"))
    }

    @Test func diagnosticsExitOne() throws {
        let result = try CommandRunner.run([
            "layout", Self.gallery, "--screen", "DescriptionCardFragile", "--category", "AX3",
            "--no-system-fonts",
        ])
        #expect(result.status == 1)
        #expect(result.stdout.contains("! truncated: shows 1 of 2 lines (a height of 44 pt); hidden: \"renews on 1 March.\""))
    }

    @Test func jsonHasTheDocumentedShape() throws {
        let result = try CommandRunner.run([
            "layout", Self.gallery, "--screen", "ProfileCard", "--category", "AX2", "--width", "320",
            "--preset", "copper", "--json", "--no-system-fonts",
        ])
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["screen"] as? String == "ProfileCard")
        let environment = try #require(object["environment"] as? [String: Any])
        #expect(environment["category"] as? String == "accessibility2" && environment["width"] as? Double == 320)
        #expect(environment["preset"] as? String == "copper")
        let root = try #require(object["root"] as? [String: Any])
        #expect(root["path"] as? String == "ProfileCard/Card" && root["kind"] as? String == "Card")
        let frame = try #require(root["frame"] as? [String: Any])
        #expect(frame["width"] as? Double == 320 && frame["x"] as? Double == 0)
        #expect(root["diagnostics"] is [Any] && root["children"] is [Any])
    }

    @Test(arguments: [
        (["layout", gallery, gallery], "expected one spec file, got 2"),
        (["layout", "--device", "tv"], "or one of iphone, ipad, mac, applewatch, appletv, applevision alone"),
        (["layout", "--strings", "/nonexistent/L.xcstrings"], "/nonexistent/L.xcstrings"),
        (["layout", "/nonexistent/spec.json"], "/nonexistent/spec.json: cannot read the file"),
        (["layout", gallery, "--screen", "Nope"], "no screen named 'Nope' in \(gallery); the screens are ArticleView, MetricCard"),
        (["layout", gallery, "--category", "AX9"], "unknown content size category 'AX9'"),
        (["layout", gallery, "--width", "-3"], "--width expects a number of points above 0 and at most 10000, got '-3'"),
        (["layout", gallery, "--preset", "rust", "--screen", "MetricCard"], "theme 'designFoundation' has no preset 'rust'"),
        // As the audit refuses --widths with --device; the device once won silently.
        (["layout", gallery, "--device", "iphone-se-3", "--width", "320"], "--width and --device both set the width: give one"),
        (["layout", gallery, "--locale", ""], "--locale expects a locale tag such as de or en-XA, got ''"),
    ])
    func badInputExitsTwo(_ arguments: [String], _ message: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func specErrorsNameTheJSONPath() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("overset-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("bad.json").path
        try #"{"screens": [{"name": "S", "body": {"vstack": {"children": [{"text": "x", "lineLimit": "two"}]}}}]}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["layout", file])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "overset layout: \(file): screens[0].body.vstack.children[0].lineLimit: expected a number of lines, null, or {\"min\": n, \"max\": m}; got \"two\"\n"
        )
    }
}
