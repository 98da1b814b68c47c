import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `overset styles`, run as a built binary.
@Suite struct StylesCommandTests {
    @Test func copperRampAsJSON() throws {
        let result = try CommandRunner.run(["styles", "--theme", "designFoundation", "--preset", "copper", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["theme"] as? String == "designFoundation")
        #expect(object["preset"] as? String == "copper")
        let styles = try #require(object["styles"] as? [[String: Any]])
        #expect(styles.map { $0["name"] as? String } == ["display", "title", "headline", "body", "label", "caption"])
        let display = try #require(styles[0]["sizes"] as? [[String: Any]])
        #expect(display.count == 12)
        // HIG largeTitle at AX5 is 60/70; Copper's display tracks at −0.8 (documented) with 5 pt line spacing (chosen).
        let ax5 = display[11]
        #expect(ax5["category"] as? String == "accessibility5")
        #expect(ax5["size"] as? Double == 60 && ax5["leading"] as? Double == 70)
        #expect(ax5["tracking"] as? Double == -0.8 && ax5["lineSpacing"] as? Double == 5)
        #expect(ax5["weight"] as? Int == 700 && ax5["family"] as? String == "system")
        let body = try #require(styles[3]["sizes"] as? [[String: Any]])[3]
        #expect(body["size"] as? Double == 17 && body["leading"] as? Double == 22 && body["tracking"] as? Double == -0.1)
        #expect(body["family"] as? String == "system")
    }

    @Test func tableShowsSizeAndLeadingPerCategory() throws {
        let result = try CommandRunner.run(["styles", "--theme", "apple", "--categories", "XS,L,AX5"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        // HIG: Caption 2 is 11/13 at xSmall and Large and 40/48 at AX5; Body 14/19, 17/22, 53/62.
        #expect(lines.contains(["caption2", "caption2", "regular", "0", "0", "11/13", "11/13", "40/48"]))
        #expect(lines.contains(["body", "body", "regular", "0", "0", "14/19", "17/22", "53/62"]))
        #expect(lines.contains(["STYLE", "BASE", "WEIGHT", "SPACING", "TRACKING", "XS", "L", "AX5"]))
    }

    static let everyBuiltInPreset: [(String, String)] = [
        ("apple", "default"), ("bedrock", "default"), ("designFoundation", "default"), ("designFoundation", "slate"),
        ("designFoundation", "copper"), ("designFoundation", "aurora"), ("designFoundation", "sage"),
    ]

    @Test(arguments: everyBuiltInPreset)
    func svgDrawsEveryStyleAtEveryCategory(_ theme: String, _ preset: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("overset-styles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("ramp.svg").path
        let json = try CommandRunner.run(["styles", "--theme", theme, "--preset", preset, "--json"])
        let styleCount = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])["styles"]
            .flatMap { $0 as? [Any] }?.count
        let result = try CommandRunner.run(["styles", "--theme", theme, "--preset", preset, "--svg", file, "--no-system-fonts"])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOfFile: file, encoding: .utf8)
        #expect(XMLParser(data: Data(svg.utf8)).parse(), "the SVG must be well-formed XML")
        // One outline path per cell ("Aa" in every style at all 12 sizes), each with real curves.
        let paths = svg.components(separatedBy: "<path d=\"").dropFirst()
        #expect(paths.count == (styleCount ?? -1) * 12)
        #expect(paths.allSatisfy { $0.hasPrefix("M ") && $0.prefix(while: { $0 != "\"" }).contains("Q") })
    }

    @Test(arguments: [
        (["styles", "--theme", "material"], "no built-in theme 'material'"),
        (
            ["styles", "--theme", "designFoundation", "--preset", "rust"],
            "theme 'designFoundation' has no preset 'rust'; its presets are default, slate, copper, aurora, sage"
        ),
        (["styles", "--categories", "L...AX9"], "unknown content size category 'AX9'"),
        (["styles", "--theme", "/nonexistent/tokens.json"], "/nonexistent/tokens.json: cannot read the file"),
        (["styles", "--default-tracking", "loose"], "--default-tracking expects none, automatic or interDynamicMetrics, got 'loose'"),
        (["styles", "extra"], "unexpected argument 'extra'"),
    ])
    func badInputExitsWithStatus2(_ arguments: [String], _ message: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func tokenFileErrorsNameTheTokenPath() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("overset-tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("brand.json").path
        try #"{"type": {"body": {"$type": "typography", "$value": {"fontSize": "{size.missing}"}}}}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["styles", "--theme", file])
        #expect(result.status == 2)
        #expect(result.stderr == "overset styles: \(file): type.body.$value.fontSize: alias {size.missing} names no token\n")
    }

    /// An ambiguous value is read, the run goes on, and a warning on stderr says what was assumed
    /// (once, in styles and in an audit whose screens share the theme).
    @Test func ambiguousTokenValuesWarn() throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let theme = directory.appendingPathComponent("brand.json").path
        try #"{"type": {"body": {"$type": "typography", "$value": {"fontSize": 17, "lineHeight": 22}}}}"#
            .write(toFile: theme, atomically: true, encoding: .utf8)
        let warning =
            "overset: warning: \(theme): type.body.$value.lineHeight: a unitless line height of 22 would be 22 times the font size (DTCG); "
            + "read as 22 pt, as Tokens Studio means it. Write \"22px\" or a multiple such as 1.3 to say which\n"
        let styles = try CommandRunner.run(["styles", "--theme", theme, "--categories", "L"])
        #expect(styles.status == 0)
        #expect(styles.stderr == warning)
        #expect(styles.stdout.contains("17/22"))
        let spec = directory.appendingPathComponent("spec.json").path
        try
            #"{"theme": "brand.json", "screens": [{"name": "A", "body": {"text": "a", "style": "body"}}, {"name": "B", "body": {"text": "b", "style": "body"}}]}"#
            .write(toFile: spec, atomically: true, encoding: .utf8)
        let audit = try CommandRunner.run(["audit", spec, "--no-system-fonts", "--categories", "L", "--presets", "default", "--widths", "375"])
        #expect(audit.status == 0, "\(audit.stderr)")
        #expect(audit.stderr == warning)
    }

    @Test func aFailedRunLeavesAnExistingPictureAlone() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("overset-keep-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("ramp.svg").path
        try "keep me".write(toFile: file, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["styles", "--preset", "nope", "--svg", file])
        #expect(result.status == 2)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep me")
        let unwritable = try CommandRunner.run(["styles", "--svg", directory.appendingPathComponent("missing/ramp.svg").path])
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.contains("cannot write"))
    }
}

/// The example token file in Examples/themes, loaded by the CLI.
@Suite struct ExampleTokenFileTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/themes/acme.tokens.json").path

    @Test func exampleThemeResolvesAsComputedByHand() throws {
        let result = try CommandRunner.run(["styles", "--theme", Self.file, "--categories", "AX5", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["theme"] as? String == "acme")
        #expect(object["presets"] as? [String] == ["default", "compact"])
        let styles = try #require(object["styles"] as? [[String: Any]])
        let display = try #require((styles.first { $0["name"] as? String == "display" }?["sizes"] as? [[String: Any]])?.first)
        // 32 px relative to largeTitle at AX5: 32·60/34 = 56.47 → 56 pt; line height 120% = 67.2 → 202 px at @3x;
        // letter spacing −1.5% of 56 = −0.84 pt.
        #expect(display["size"] as? Double == 56)
        #expect(display["leading"] as? Double == 202.0 / 3)
        #expect(abs((display["tracking"] as? Double ?? 0) - -0.84) < 1e-12)
        #expect(display["weight"] as? Int == 700)
        let legal = try #require((styles.first { $0["name"] as? String == "legal" }?["sizes"] as? [[String: Any]])?.first)
        #expect(legal["size"] as? Double == 11)
    }
}
