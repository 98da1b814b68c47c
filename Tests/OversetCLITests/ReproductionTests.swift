import Foundation
import Testing

/// Every finding carries the `overset layout` command that reproduces it (issue 16): run as a
/// user would paste it, that command must show the same diagnostic (kind, view, message, laid-out
/// string) — across pseudo-locales, right-to-left, Bold Text, a String Catalog and a scale.
@Suite struct ReproductionTests {
    static let social = LocalizedAuditTests.directory

    static let audits: [[String]] = [
        ["--locales", "en-XA,ar-XB", "--categories", "L,AX5", "--widths", "320", "--presets", "default,slate"],
        ["--bold-text", "on", "--categories", "AX3", "--widths", "375", "--presets", "copper", "--scale", "2", "--ios-version", "18"],
        [
            social.appendingPathComponent("social.json").path, "--strings", social.appendingPathComponent("Localizable.xcstrings").path,
            "--locales", "de,ar,ta", "--categories", "XL,AX4", "--widths", "320", "--device", "ipad",
        ],
    ]

    /// The diagnostics anywhere in a layout's JSON tree.
    static func diagnostics(_ view: [String: Any]) -> [[String: Any]] {
        (view["diagnostics"] as? [[String: Any]] ?? []) + (view["children"] as? [[String: Any]] ?? []).flatMap(diagnostics)
    }

    /// Runs a finding's command through the shell, `overset` being the built binary.
    static func runInShell(_ command: String) throws -> CommandRunner.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "overset() { \"$0\" \"$@\"; }; " + command, CommandRunner.binary.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandRunner.Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: "")
    }

    @Test(arguments: audits)
    func everyFindingsCommandReproducesIt(_ arguments: [String]) throws {
        let result = try CommandRunner.run(["audit", "--no-system-fonts", "--format", "json"] + arguments)
        #expect(result.status == 1, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.count >= 3)
        for finding in findings {
            let command = try #require(finding["layoutCommand"] as? String)
            #expect(command.hasPrefix("overset layout "))
            let layout = try Self.runInShell(command + " --json")
            #expect(layout.status == 1, "\(command)")
            let tree = try #require(try JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) as? [String: Any], "\(command)")
            let root = try #require(tree["root"] as? [String: Any])
            let same = Self.diagnostics(root).first {
                $0["path"] as? String == finding["path"] as? String && $0["kind"] as? String == finding["kind"] as? String
            }
            let found = try #require(same, "\(command) does not show \(finding["kind"]!) at \(finding["path"]!)")
            #expect(found["message"] as? String == finding["message"] as? String, "\(command)")
            #expect(found["text"] as? String == finding["text"] as? String, "\(command)")
        }
    }

    /// Names with spaces and quotes survive the shell.
    @Test func theCommandQuotesWhatTheShellWouldSplit() throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("it's a spec.json")
        let text =
            #"{"version": 1, "screens": [{"name": "Bob's screen", "width": 120, "body": {"text": "A rather long title that wraps", "style": "title", "lineLimit": 1}}]}"#
        try Data(text.utf8).write(to: spec)
        let result = try CommandRunner.run(["audit", spec.path, "--no-system-fonts", "--format", "json", "--categories", "L"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let command = try #require((report["findings"] as? [[String: Any]])?.first?["layoutCommand"] as? String)
        #expect(command.contains(#"--screen 'Bob'\''s screen'"#))
        #expect(try Self.runInShell(command).stdout.hasPrefix("Bob's screen — L, preset default, width 120"))
    }

    /// A spec whose relative path reads as an option (issue 34, point 12): the command printed
    /// for `audit -- --width` once began `overset layout --width --screen …`, which fails with
    /// "--width is given twice"; it names `./--width`.
    @Test(arguments: ["--width", "--json", "-x.json"])
    func theCommandReproducesForASpecNamedLikeAnOption(_ name: String) throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text =
            #"{"version": 1, "screens": [{"name": "S", "width": 120, "body": {"text": "A rather long title that wraps", "style": "title", "lineLimit": 1}}]}"#
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        let result = try CommandRunner.run(
            ["audit", "--no-system-fonts", "--format", "json", "--categories", "L", "--", name], stdinBytes: nil, in: directory)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        let command = try #require((report["findings"] as? [[String: Any]])?.first?["layoutCommand"] as? String)
        #expect(command.hasPrefix("overset layout ./\(name) --screen S"), "\(command)")
        let quotedDirectory = "'" + directory.path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
        #expect(try Self.runInShell("cd \(quotedDirectory) && " + command).stdout.hasPrefix("S — L, preset default, width 120"), "\(command)")
    }

    /// `--screen` audits only the screens named, in spec order; an unknown one is an error.
    @Test func auditScreenSelectsScreens() throws {
        let result = try CommandRunner.run(["audit", "--no-system-fonts", "--format", "json", "--screen", "ProfileHeader", "--screen", "ArticleView"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let screens = try #require(report["screens"] as? [[String: Any]])
        #expect(screens.compactMap { $0["name"] as? String } == ["ArticleView", "ProfileHeader"])
        let unknown = try CommandRunner.run(["audit", "--no-system-fonts", "--screen", "Nope"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("no screen named 'Nope' in the gallery"))
        let twice = try CommandRunner.run(["audit", "--no-system-fonts", "--screen", "A", "--screen", "A"])
        #expect(twice.status == 2)
        #expect(twice.stderr.contains("--screen 'A' is given twice"))
    }

    /// Before, `layout --locale en-XA` changed only the header: the pseudo-locale now reaches the
    /// texts, and ar-XB lays out right to left.
    @Test func layoutLocalizesTexts() throws {
        let english = try CommandRunner.run(["layout", "--screen", "ProfileHeader", "--no-system-fonts"])
        let pseudo = try CommandRunner.run(["layout", "--screen", "ProfileHeader", "--no-system-fonts", "--locale", "en-XA"])
        #expect(english.stdout.contains("\"Alexandra"))
        #expect(pseudo.stdout.contains("\"[Åļéẋåñðŕå"))
        let rightToLeft = try CommandRunner.run(["layout", "--screen", "ProfileHeader", "--no-system-fonts", "--locale", "ar-XB"])
        #expect(rightToLeft.stdout.hasPrefix("ProfileHeader — L, preset default, width 375, @3x, ar-XB, right to left"))
    }
}
