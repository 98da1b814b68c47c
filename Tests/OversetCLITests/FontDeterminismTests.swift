import Foundation
import OversetTesting
import Testing

/// `overset audit` and the test helpers measure with the same fonts (issue 33): the bundled
/// fonts and the files named, the machine's only when asked, so that a screen gets the same
/// verdict from both on any machine.
///
/// The machine is simulated: fontconfig is pointed (`FONTCONFIG_FILE`) at a configuration whose
/// only font directory holds a copy of the bundled DejaVu Sans Mono, which has Armenian (its cmap
/// maps U+0531–U+0587, read with fontTools) while no bundled fallback font does. Before audits
/// were deterministic, the CLI drew the Armenian text from that "installed" font and reported
/// nothing, while the helpers reported missingGlyphs.
@Suite(.serialized) struct FontDeterminismTests {
    static let armenian = "Բարեւ"
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A directory with the screen's spec, an "installed" font and the fontconfig file that
    /// installs it; the environment that makes the CLI's fontconfig see it.
    static func machineWithAnExtraFont() throws -> (directory: URL, environment: [String: String]) {
        let directory = try AuditCommandTests.temporaryDirectory()
        let fonts = directory.appendingPathComponent("installed")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: repository.appendingPathComponent("Fonts/DejaVu/DejaVuSansMono.ttf"), to: fonts.appendingPathComponent("Installed.ttf"))
        let configuration = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig><dir>\(fonts.path)</dir><cachedir>\(directory.appendingPathComponent("cache").path)</cachedir></fontconfig>
            """
        try configuration.write(to: directory.appendingPathComponent("fonts.conf"), atomically: true, encoding: .utf8)
        let spec = #"{"screens": [{"name": "Greeting", "body": {"text": "\#(armenian)"}}]}"#
        try spec.write(to: directory.appendingPathComponent("greeting.json"), atomically: true, encoding: .utf8)
        return (directory, ["FONTCONFIG_FILE": directory.appendingPathComponent("fonts.conf").path])
    }

    /// The audit's JSON report: the kinds of its findings and its font sources.
    static func audit(_ directory: URL, _ options: [String], environment: [String: String]) throws -> (kinds: Set<String>, sources: [String]) {
        let result = try CommandRunner.run(
            ["audit", directory.appendingPathComponent("greeting.json").path, "--categories", "L", "--widths", "375", "--format", "json"]
                + options, environment: environment)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        let findings = try #require(report["findings"] as? [[String: Any]])
        return (Set(findings.compactMap { $0["kind"] as? String }), try #require(report["fontSources"] as? [String]))
    }

    @Test func theCLIAndTheHelpersGiveTheSameVerdictByDefault() throws {
        let (directory, environment) = try Self.machineWithAnExtraFont()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cli = try Self.audit(directory, [], environment: environment)
        let helpers = Set(try Overset.layout(Text(Self.armenian)).diagnostics.map(\.kind.rawValue))
        #expect(cli.kinds.contains("missingGlyphs"))
        #expect(cli.kinds == helpers)
        #expect(cli.sources == ["bundled fonts", "not the machine's fonts"])
        // Asked for, the machine's fonts draw it: the simulated machine is really seen.
        let system = try Self.audit(directory, ["--system-fonts"], environment: environment)
        #expect(!system.kinds.contains("missingGlyphs"))
        #expect(system.sources == ["bundled fonts", "the machine's fonts (fontconfig)"])
    }

    /// The CLI's verdict on a screen (its exit status, and each finding's kind and view) is the
    /// helpers' on the same view, on the machine with the extra font: the Armenian greeting fails
    /// in both (no bundled font has Armenian), the issue's "∙" passes in both (the bundled
    /// symbols have U+2219), and only `--system-fonts` lets the installed font decide, naming it
    /// among the fonts used.
    @Test(arguments: [("Բարեւ, Anna", true), ("Sent ∙ from Anna → 12 ✓", false)])
    func theVerdictIsTheSameScreenForScreen(_ text: String, _ fails: Bool) throws {
        let (directory, environment) = try Self.machineWithAnExtraFont()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The same screen in Apple's text styles, the helpers' default theme.
        let spec = #"{"screens": [{"name": "Row", "theme": "apple", "body": {"vstack": {"children": [{"text": "\#(text)"}]}}}]}"#
        try spec.write(to: directory.appendingPathComponent("row.json"), atomically: true, encoding: .utf8)
        func audit(_ options: [String]) throws -> (status: Int32, findings: Set<String>, fonts: [String]) {
            let result = try CommandRunner.run(
                ["audit", directory.appendingPathComponent("row.json").path, "--categories", "L", "--widths", "375", "--format", "json"] + options,
                environment: environment)
            let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
            let findings = try #require(report["findings"] as? [[String: Any]]).map { finding in
                // The view's path without the screen's name, which differs ("Row", the helpers' "Test").
                "\(finding["kind"] ?? "") \((finding["path"] as? String ?? "").drop { $0 != "/" })"
            }
            let fonts = try #require((report["fonts"] as? [String: [String]])?["en"])
            return (result.status, Set(findings), fonts)
        }
        let cli = try audit([])
        let view = VStack { Text(text) }
        let helpers = Set(try Overset.layout(view).diagnostics.map { "\($0.kind.rawValue) \($0.path.drop { $0 != "/" })" })
        #expect(cli.status == (fails ? 1 : 0))
        #expect(cli.findings == helpers)
        #expect(helpers.contains { $0.hasPrefix("missingGlyphs /VStack/Text") } == fails, "\(helpers)")
        if fails {
            withKnownIssue {
                expectFits(view, categories: [.large])
            } matching: { issue in
                issue.comments.map(\.rawValue).joined().contains("missingGlyphs at Test/VStack/Text")
            }
        } else {
            expectFits(view, categories: [.large])
        }
        #expect(!cli.fonts.contains("DejaVu Sans Mono"))
        // Asked for, the installed font draws the Armenian, and the report names it among the fonts used.
        let system = try audit(["--system-fonts"])
        #expect(system.status == 0)
        #expect(system.findings.isEmpty)
        #expect(system.fonts.contains("DejaVu Sans Mono") == fails)
    }

    /// A font file named on the command line and to `Overset.useFonts` draws what the bundled
    /// fonts lack, the same in both.
    @Test func namedFontsGiveTheSameVerdictInBoth() throws {
        let (directory, environment) = try Self.machineWithAnExtraFont()
        defer { try? FileManager.default.removeItem(at: directory) }
        let font = directory.appendingPathComponent("installed/Installed.ttf").path
        let cli = try Self.audit(directory, ["--font-path", font], environment: environment)
        try Overset.useFonts(paths: [font])
        defer { try? Overset.useFonts() }
        let helpers = Set(try Overset.layout(Text(Self.armenian)).diagnostics.map(\.kind.rawValue))
        #expect(!cli.kinds.contains("missingGlyphs"))
        #expect(cli.kinds == helpers)
        #expect(cli.sources == ["bundled fonts", font, "not the machine's fonts"])
        #expect(Overset.fonts == Overset.Fonts(paths: [font]))
    }

    /// A path that is not a font is refused naming it, and the helpers keep their fonts.
    @Test func aBadFontPathIsRefusedNamingIt() {
        #expect {
            try Overset.useFonts(paths: ["/nonexistent/SF-Pro.ttf"])
        } throws: { error in
            "\(error)".contains("/nonexistent/SF-Pro.ttf")
        }
        #expect(Overset.fonts == Overset.Fonts())
    }
}
