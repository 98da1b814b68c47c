import Foundation
import Testing

/// `overset audit`, `layout` and `coverage` reading SwiftUI source, run as a built binary
/// (docs/swiftui-source.md). Fixtures are written here; expectations are counted by hand.
@Suite struct SwiftSourceCommandTests {
    /// A card whose `Gauge` Overset does not model, and a preview that exists only with `BETA`.
    static let card = """
        import SwiftUI

        struct Card: View {
            var body: some View {
                VStack {
                    Text("Title").font(.headline)
                    Gauge(value: 0.5) {}
                }
                .padding()
            }
        }

        #if BETA
        #Preview("Beta") { Text("Beta only") }
        #endif

        #Preview("Card") { Card() }

        """

    /// No cache: each run parses, so the tests do not depend on what an earlier run kept.
    static let environment = ["OVERSET_CACHE_DIR": "off"]
    static let oneEnvironment = ["--categories", "L", "--widths", "375", "--no-system-fonts"]

    static func directory(_ files: [String: String]) throws -> URL {
        let directory = try AuditCommandTests.temporaryDirectory()
        for (name, text) in files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
        return directory
    }

    /// Views: `Card`. Call sites: `VStack`, `Text`, `.font`, `Gauge`, `.padding` in the body and
    /// `Card()` in the preview, six, of which `Gauge` alone is not understood; one `Text`, with
    /// nothing unknown around it (`Gauge` is its sibling, not its container).
    @Test func coverageCountsTheCallSitesByHand() throws {
        let directory = try Self.directory(["Card.swift": Self.card])
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Card.swift").path
        let json = try CommandRunner.run(["coverage", file, "--format", "json"], stdinBytes: nil, environment: Self.environment)
        #expect(json.status == 0, "\(json.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let total = try #require(object["total"] as? [String: Int])
        #expect(total == ["viewTypes": 1, "callSites": 6, "understoodCallSites": 5, "textSites": 1, "trustedTextSites": 1])
        let unsupported = try #require(object["unsupported"] as? [[String: Any]])
        #expect(unsupported.count == 1)
        #expect(unsupported.first?["name"] as? String == "Gauge")
        let first = try #require(unsupported.first?["first"] as? [String: Any])
        #expect(first["file"] as? String == file)
        #expect((first["line"] as? Int, first["column"] as? Int) == (7, 13))

        let table = try CommandRunner.run(["coverage", directory.path], stdinBytes: nil, environment: Self.environment)
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.stdout.contains("5/6 (83.3%)"))
        #expect(table.stdout.contains("Gauge  view  1     \(file):7:13"), "\(table.stdout)")
    }

    /// The older style spellings count as the audit reads them: `PlainListStyle()` and
    /// `DefaultButtonStyle()` are understood, an app's own style is not. Call sites: `List`,
    /// `Text`, three `.listStyle`/`.buttonStyle`, and `Rows()` in the preview: six, five understood.
    @Test func coverageReadsOlderStyleSpellings() throws {
        let source = """
            import SwiftUI
            struct Rows: View {
                var body: some View {
                    List { Text("A") }.listStyle(PlainListStyle()).buttonStyle(DefaultButtonStyle()).buttonStyle(FancyButtonStyle())
                }
            }
            #Preview { Rows() }
            """
        let directory = try Self.directory(["Rows.swift": source])
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = try CommandRunner.run(["coverage", directory.path, "--format", "json"], stdinBytes: nil, environment: Self.environment)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json.stderr)")
        let total = try #require(object["total"] as? [String: Int])
        #expect(total["callSites"] == 6 && total["understoodCallSites"] == 5, "\(total)")
    }

    /// `--define BETA` keeps the `#if BETA` preview; without it the preview does not exist.
    @Test func defineDecidesWhichPreviewsExist() throws {
        let directory = try Self.directory(["Card.swift": Self.card])
        defer { try? FileManager.default.removeItem(at: directory) }
        let plain = try CommandRunner.run(["layout", directory.path, "--category", "L", "--no-system-fonts"], stdinBytes: nil, environment: Self.environment)
        let beta = try CommandRunner.run(
            ["layout", directory.path, "--category", "L", "--define", "BETA", "--no-system-fonts"], stdinBytes: nil, environment: Self.environment)
        #expect(plain.status == 0 && beta.status == 0, "\(plain.stderr)\(beta.stderr)")
        #expect(plain.stdout.contains("Card — L") && !plain.stdout.contains("Beta — L"))
        #expect(beta.stdout.contains("Beta — L") && beta.stdout.contains("\"Beta only\""))
    }

    /// `--strict` fails (status 2) for the `Gauge` Overset does not understand, after the report
    /// is written; without it the audit's own verdict decides.
    @Test func strictFailsOnSourceNotUnderstood() throws {
        let directory = try Self.directory(["Card.swift": Self.card])
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = directory.appendingPathComponent("report.json")
        let lenient = try CommandRunner.run(["audit", directory.path] + Self.oneEnvironment, stdinBytes: nil, environment: Self.environment)
        #expect(lenient.status == 0, "\(lenient.stdout)\(lenient.stderr)")
        let strict = try CommandRunner.run(
            ["audit", directory.path, "--strict", "--format", "json", "--output", report.path] + Self.oneEnvironment, stdinBytes: nil,
            environment: Self.environment)
        #expect(strict.status == 2)
        #expect(strict.stderr.contains("--strict: the Swift source has views or modifiers Overset does not understand"))
        #expect(FileManager.default.fileExists(atPath: report.path), "the report is written before the status")
    }

    /// A name not understood is quoted in the summary line cut to 60 characters (a call on a
    /// long string literal once put a paragraph of HTML there); the JSON report keeps it whole.
    @Test func longNamesAreCutInTheSummaryOnly() throws {
        let literal = String(repeating: "word ", count: 30)
        let source = """
            import SwiftUI
            struct Note: View {
                var body: some View { Text("\(literal)".shouted) }
            }
            #Preview("Note") { Note() }
            """
        let directory = try Self.directory(["Note.swift": source])
        defer { try? FileManager.default.removeItem(at: directory) }
        let name = "\"\(literal)\".shouted"
        let table = try CommandRunner.run(["audit", directory.path] + Self.oneEnvironment, stdinBytes: nil, environment: Self.environment)
        #expect(table.stdout.contains("not understood: " + name.prefix(59) + "… (name) once"), "\(table.stdout)")
        #expect(!table.stdout.contains(name))
        let json = try CommandRunner.run(
            ["audit", directory.path, "--format", "json"] + Self.oneEnvironment, stdinBytes: nil, environment: Self.environment)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let unsupported = try #require(report["unsupported"] as? [[String: Any]])
        #expect(unsupported.contains { $0["name"] as? String == name }, "\(unsupported)")
    }

    /// Swift source with no preview audits nothing, which would pass: it is status 2 naming the
    /// paths and `--view`, for `audit` and `layout`; `--view Card` builds the view instead.
    @Test(arguments: ["audit", "layout"])
    func sourceWithoutPreviewsIsAnError(command: String) throws {
        let source = Self.card.components(separatedBy: "#if BETA").first ?? ""
        let directory = try Self.directory(["Card.swift": source])
        defer { try? FileManager.default.removeItem(at: directory) }
        let settings = command == "audit" ? Self.oneEnvironment : ["--category", "L", "--no-system-fonts"]
        let none = try CommandRunner.run([command, directory.path] + settings, stdinBytes: nil, environment: Self.environment)
        #expect(none.status == 2)
        #expect(none.stderr.contains("no screens: \(directory.path) declare no #Preview or PreviewProvider preview"), "\(none.stderr)")
        #expect(none.stderr.contains("--view TypeName"))
        let view = try CommandRunner.run([command, directory.path, "--view", "Card"] + settings, stdinBytes: nil, environment: Self.environment)
        #expect(view.status == 0, "\(view.stdout)\(view.stderr)")
    }

    /// A stand-in for `swiftc` that runs the real one, except for a file that says `BADDUMP`,
    /// for which it writes what Swift 6.3.1 writes for some files: JSON cut short.
    static func compilerWritingABadDump(in directory: URL) throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let real = try #require(
            path.split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }, "the tests need swiftc")
        let script = directory.appendingPathComponent("swiftc").path
        let text = """
            #!/bin/sh
            [ "$1" = "--version" ] && exec '\(real)' --version
            input=$(cat)
            case "$input" in *BADDUMP*) printf '{"_kind":"source_file"'; exit 0 ;; esac
            printf '%s\\n' "$input" | exec '\(real)' "$@"

            """
        try Data(text.utf8).write(to: URL(fileURLWithPath: script))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        return script
    }

    /// A file the toolchain fails on is skipped with a warning naming it, and the other files'
    /// previews are audited; `--strict` fails for it. A wrong file stops the run (HostileInputTests).
    @Test func aFileTheToolchainFailsOnIsSkippedWithAWarning() throws {
        let directory = try Self.directory([
            "Card.swift": "import SwiftUI\n#Preview(\"Card\") { Text(\"Title\").padding() }\n",
            "Odd.swift": "import SwiftUI\n// BADDUMP\nlet odd = 1\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let tools = directory.appendingPathComponent("tools")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        let environment = Self.environment.merging(["OVERSET_SWIFTC": try Self.compilerWritingABadDump(in: tools)]) { $1 }
        let sources = directory.appendingPathComponent("Card.swift").path
        let odd = directory.appendingPathComponent("Odd.swift").path
        let result = try CommandRunner.run(["audit", sources, odd] + Self.oneEnvironment, stdinBytes: nil, environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("overset: warning: skipped \(odd): the compiler's dump is not in a shape Overset reads"), "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Audited 1 screen × 1 environment"), "\(result.stdout)")
        let strict = try CommandRunner.run(["audit", sources, odd, "--strict"] + Self.oneEnvironment, stdinBytes: nil, environment: environment)
        #expect(strict.status == 2)
        #expect(strict.stderr.contains("Swift files could not be read"))
    }

    /// The bundled SwiftUI gallery (Examples/GallerySwiftUI) reads and audits with every
    /// preview a screen and nothing it does not understand.
    @Test func theSwiftUIGalleryAudits() throws {
        let gallery = LayoutCommandTests.repository.appendingPathComponent("Examples/GallerySwiftUI").path
        let result = try CommandRunner.run(["audit", gallery, "--strict"] + Self.oneEnvironment, stdinBytes: nil, environment: Self.environment)
        #expect(result.status != 2, "\(result.stderr)")
        let previews = try FileManager.default.contentsOfDirectory(atPath: gallery).filter { $0.hasSuffix(".swift") }.reduce(0) { count, name in
            let text = try String(contentsOfFile: gallery + "/" + name, encoding: .utf8)
            return count + text.components(separatedBy: "\n#Preview").count - 1
        }
        #expect(previews > 0)
        // Each preset of the design system's theme, which the files import, is an environment.
        #expect(result.stdout.hasPrefix("Audited \(previews) screens × 5 environments"), "\(result.stdout.prefix(200))")
    }
}
