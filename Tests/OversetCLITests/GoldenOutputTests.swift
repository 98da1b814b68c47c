import Foundation
import Testing

/// Committed expected outputs (`Tests/OversetCLITests/Golden/`), compared byte for byte with what
/// the built binary prints now, so that "outputs are byte-identical" is a test and not a claim
/// (parley's `parley_tests` snapshots, swift-nio's committed allocation counts).
///
/// A deliberate change is accepted by writing the new outputs over the old ones:
/// `OVERSET_ACCEPT_GOLDEN=1 swift test --filter GoldenOutputTests`, then reading the diff
/// (`git diff Tests/OversetCLITests/Golden`) before committing it with its reason.
@Suite struct GoldenOutputTests {
    /// One pinned command: its arguments, standard input, and what differs between identical runs.
    struct Golden: CustomTestStringConvertible, Sendable {
        /// The golden file's name in `Golden/`.
        var file: String
        var arguments: [String]
        var stdinFile: String?
        /// Which stream is pinned: standard output, or standard error (the work counts).
        var pinsStandardError = false
        var environment: [String: String] = [:]

        var testDescription: String { file }
    }

    static let repository = LayoutCommandTests.repository
    static let gallery = LayoutCommandTests.gallery
    /// Relative to the repository, where the commands run, so that the paths the reports print
    /// are the same in every checkout.
    static let social = "Examples/social/social.json"
    static let socialStrings = "Examples/social/Localizable.xcstrings"
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Bundled fonts only: the machine's fonts must not decide an expected output.
    static let fonts = ["--no-system-fonts"]

    static let goldens: [Golden] = {
        var goldens: [Golden] = []
        for format in ["table", "json", "junit", "markdown"] {
            let suffix = ["table": "txt", "json": "json", "junit": "junit.xml", "markdown": "md"][format]!
            goldens.append(Golden(file: "gallery-audit.\(suffix)", arguments: ["audit", "--format", format] + fonts))
            goldens.append(
                Golden(file: "social-audit.\(suffix)", arguments: ["audit", social, "--strings", socialStrings, "--format", format] + fonts))
        }
        goldens += [
            Golden(
                file: "gallery-thresholds.txt",
                arguments: ["audit", "--thresholds", "--presets", "default,copper", "--widths", "320,375"] + fonts),
            Golden(file: "gallery-layout-AX3.txt", arguments: ["layout", "--category", "AX3"] + fonts),
            Golden(file: "gallery-layout-XL-320.json", arguments: ["layout", "--category", "XL", "--width", "320", "--json"] + fonts),
            Golden(
                file: "social-layout-de-AX1.txt",
                arguments: ["layout", social, "--strings", socialStrings, "--locale", "de", "--category", "AX1"] + fonts),
            Golden(file: "styles-apple.txt", arguments: ["styles"]),
            Golden(file: "styles-designFoundation-copper.txt", arguments: ["styles", "--theme", "designFoundation", "--preset", "copper"]),
            Golden(file: "styles-bedrock.json", arguments: ["styles", "--theme", "bedrock", "--json"]),
            Golden(file: "measure-sample.jsonl", arguments: ["measure", "--jsonl"] + fonts, stdinFile: "Examples/measure-sample.jsonl"),
            // The engine's work on the gallery audit, as swift-nio pins allocation counts: one thread
            // and Swift's deterministic hashing (the word cache's admission filter hashes), so the
            // counts are the same on every run, and a change that does more work shows here.
            Golden(
                file: "gallery-audit.work.txt", arguments: ["audit", "--jobs", "1", "--statistics", "--quiet"] + fonts,
                pinsStandardError: true, environment: ["SWIFT_DETERMINISTIC_HASHING": "1"]),
        ]
        return goldens
    }()

    @Test(arguments: goldens)
    func outputIsTheCommittedOne(_ golden: Golden) throws {
        let stdin = try golden.stdinFile.map { try Data(contentsOf: Self.repository.appendingPathComponent($0)) }
        let result = try CommandRunner.run(
            golden.arguments, stdinBytes: stdin, environment: golden.environment, in: Self.repository)
        #expect(result.status != 2, "\(golden.file): \(result.stderr)")
        var output = Self.masked(golden.pinsStandardError ? result.stderr : result.stdout)
        // One-line JSON documents get a line per object in a list, so that an accepted change
        // reads as a diff of the objects that changed; every other byte is compared as printed.
        if golden.file.hasSuffix(".json") { output = output.replacingOccurrences(of: "},{", with: "},\n{") }
        let file = Self.directory.appendingPathComponent(golden.file)
        if ProcessInfo.processInfo.environment["OVERSET_ACCEPT_GOLDEN"] == "1" {
            try Data(output.utf8).write(to: file)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(
            output == expected,
            "\(golden.file) differs from the committed output; if the change is meant, accept it with OVERSET_ACCEPT_GOLDEN=1 swift test --filter GoldenOutputTests and read the diff.\nfirst difference: \(Self.firstDifference(output, expected))"
        )
    }

    /// Every golden file is pinned by a case above (a renamed case leaves no stale file behind).
    @Test func everyGoldenFileHasItsCase() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter { !$0.hasPrefix(".") }
        #expect(Set(files) == Set(Self.goldens.map(\.file)))
    }

    /// What differs between identical runs, replaced by fixed text: wall times, thread counts,
    /// JUnit's timestamp and hostname.
    static func masked(_ text: String) -> String {
        let rules: [(pattern: String, template: String)] = [
            (#"layouts in [0-9.]+ s \([0-9]+ jobs?\)"#, "layouts in #.## s (# jobs)"),
            (#""timings":\{[^}]*\}"#, #""timings":{}"#),
            (#" timestamp="[^"]*""#, ##" timestamp="#""##),
            (#" hostname="[^"]*""#, ##" hostname="#""##),
            (#" time="[0-9.]+""#, ##" time="#""##),
            (#"in [0-9.]+ s"#, "in #.## s"),
        ]
        var text = text
        for rule in rules {
            text = text.replacingOccurrences(of: rule.pattern, with: rule.template, options: .regularExpression)
        }
        return text
    }

    /// The first line where two texts differ, for the failure message.
    static func firstDifference(_ actual: String, _ expected: String) -> String {
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, pair) in zip(actualLines, expectedLines).enumerated() where pair.0 != pair.1 {
            return "line \(number + 1):\n  now:      \(pair.0.prefix(300))\n  expected: \(pair.1.prefix(300))"
        }
        return "the outputs have \(actualLines.count) and \(expectedLines.count) lines"
    }
}
