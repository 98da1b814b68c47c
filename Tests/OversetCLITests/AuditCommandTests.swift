import Foundation
import Testing

/// `overset audit`, run as a built binary.
@Suite struct AuditCommandTests {
    static let gallery = LayoutCommandTests.gallery

    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("overset-audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// The README's main command: the bundled gallery over the whole default matrix.
    @Test func defaultAuditOfTheGallery() throws {
        let result = try CommandRunner.run(["audit", "--no-system-fonts"])
        // The gallery includes the reference doc's fragile card, which truncates: status 1.
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Audited 16 screens × 180 environments: 2880 layouts"))
        #expect(result.stdout.split(separator: "\n").contains { $0.hasPrefix("error") && $0.contains("truncated") && $0.contains("DescriptionCardFragile") })
        #expect(result.stderr.isEmpty, "no progress bar when stderr is not a terminal")
        #expect(
            result.stdout.hasSuffix(
                "System font: the stand-in: Inter with iOS's measured advances and line height (docs/fidelity.md).\n"
                    + "Font sources: bundled fonts, not the machine's fonts.\nFonts: en — system.\n"))
    }

    /// The README quotes the gallery audit's output: every quoted line (all but the timing) is
    /// what the audit prints now.
    @Test func theReadmeQuotesTheCurrentGalleryAudit() throws {
        let readme = try String(contentsOf: LayoutCommandTests.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "```text\nAudited 16 screens"))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        let quoted = readme[start.lowerBound..<end.lowerBound].split(separator: "\n").dropFirst(2).filter { $0 != "…" }
        #expect(quoted.count > 5)
        // The README shows command 1, which may use the machine's fonts; this run may not, and its
        // reproducing commands say so.
        let output = try CommandRunner.run(["audit", "--no-system-fonts"]).stdout.replacingOccurrences(of: " --no-system-fonts", with: "")
        let printed = Set(output.split(separator: "\n"))
        for line in quoted { #expect(printed.contains(line), "README line not printed: \(line)") }
    }

    @Test func failOnDecidesTheExitStatus() throws {
        let clean = ["audit", Self.gallery, "--categories", "L", "--presets", "default", "--widths", "375", "--no-system-fonts"]
        let lenient = try CommandRunner.run(clean + ["--fail-on", "error"])
        #expect(lenient.status == 0, "\(lenient.stdout)")
        let strict = try CommandRunner.run(clean + ["--fail-on", "warning"])
        #expect(strict.status == (strict.stdout.contains("warning  ") ? 1 : 0))
    }

    @Test func formatsGoToTheirFilesAndJSONMatchesTheTable() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = directory.appendingPathComponent("report.json").path
        let junit = directory.appendingPathComponent("report.xml").path
        let html = directory.appendingPathComponent("report.html").path
        let result = try CommandRunner.run([
            "audit", Self.gallery, "--categories", "L,AX3", "--presets", "default", "--widths", "320",
            "--format", "json", "--output", json, "--format", "junit", "--output", junit,
            "--format", "html", "--output", html, "--format", "markdown", "--no-system-fonts",
        ])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("### Overset audit"))
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let counts = try #require(report["counts"] as? [String: Any])
        #expect(counts["cases"] as? Int == 32)
        #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("<testsuites name=\"overset audit\" tests=\"32\""))
        #expect(try String(contentsOfFile: html, encoding: .utf8).contains("<svg class=\"layout\""))
    }

    /// The threshold table goes to standard output beside the table report, and to standard error
    /// when standard output carries another report, which it would make unreadable (it printed
    /// the table before the JSON).
    @Test(arguments: [("table", true), ("json", false), ("junit", false), ("markdown", false)])
    func thresholdsKeepAReportOnStandardOutputReadable(format: String, tableOnStandardOutput: Bool) throws {
        let result = try CommandRunner.run([
            "audit", Self.gallery, "--screen", "DescriptionCardFragile", "--categories", "L,AX3", "--presets", "default",
            "--widths", "375", "--thresholds", "--format", format, "--no-system-fonts",
        ])
        #expect(result.status == 1, "\(result.stderr)")
        let header = "FAILS FROM @375"
        #expect(result.stdout.contains(header) == tableOnStandardOutput)
        #expect(result.stderr.contains(header) == !tableOnStandardOutput)
        if format == "json" {
            #expect(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) is [String: Any])
        }
    }

    /// The JSON report carries the thresholds the table shows (also with `--quiet`, which drops
    /// the table): for the fragile card's description, fails from AX3 at 375 pt, as the audit of
    /// the same screen finds (`fragileTextFailsFromAKnownCategory`).
    @Test func thresholdsAreInTheJSONReport() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("report.json")
        let result = try CommandRunner.run([
            "audit", Self.gallery, "--screen", "DescriptionCardFragile", "--categories", "L,AX3", "--presets", "default",
            "--widths", "375", "--thresholds", "--quiet", "--format", "json", "--output", file.path, "--no-system-fonts",
        ])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.isEmpty && result.stderr.isEmpty, "--quiet prints no table")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let thresholds = try #require(report["thresholds"] as? [[String: Any]])
        let description = try #require(thresholds.first { ($0["path"] as? String)?.hasSuffix("Text\"description\"") == true })
        let failing = try #require(description["firstFailingCategory"] as? [[String: Any]])
        #expect(failing.count == 1 && failing[0]["width"] as? Double == 375 && failing[0]["category"] as? String == "accessibility3")
        #expect(description["boldText"] as? Bool == false)
        let unsearched = try CommandRunner.run([
            "audit", Self.gallery, "--screen", "DescriptionCardFragile", "--categories", "L", "--widths", "375", "--format", "json", "--no-system-fonts",
        ])
        #expect(try (JSONSerialization.jsonObject(with: Data(unsearched.stdout.utf8)) as? [String: Any])?["thresholds"] == nil)
    }

    /// A baseline hides what it recorded, environment by environment: a wider matrix reports only
    /// what lies outside it, and a report filtered by a baseline cannot serve as one.
    @Test func baselinesHideOnlyTheEnvironmentsTheyRecorded() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let base = directory.appendingPathComponent("base.json").path
        let filtered = directory.appendingPathComponent("filtered.json").path
        let common = ["audit", Self.gallery, "--presets", "default", "--widths", "320", "--no-system-fonts"]
        _ = try CommandRunner.run(common + ["--categories", "L,AX3", "--format", "json", "--output", base, "--quiet"])
        let same = try CommandRunner.run(common + ["--categories", "L,AX3", "--baseline", base])
        #expect(same.status == 0, "\(same.stdout)")
        #expect(same.stdout.contains("\n0 findings: 0 errors, 0 warnings;"))
        #expect(same.stdout.contains("Baseline \(base): ") && same.stdout.contains(" known diagnostics hidden"))
        let wider = try CommandRunner.run(
            common + ["--categories", "L,AX3,AX5", "--baseline", base, "--format", "json", "--output", filtered, "--quiet"])
        #expect(wider.status == 1, "AX5 has findings the baseline never saw")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: filtered))) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        let categories = findings.flatMap { ($0["environments"] as? [[String: Any]] ?? []).compactMap { $0["category"] as? String } }
        #expect(!categories.isEmpty && Set(categories) == ["accessibility5"])
        let again = try CommandRunner.run(common + ["--categories", "L", "--baseline", filtered])
        #expect(again.status == 2 && again.stderr.contains("was itself filtered by the baseline \(base)"), "\(again.stderr)")
    }

    /// The same shard twice, or a shard missing, is refused (issue 15: `--merge s1.json s1.json`
    /// trapped with --format junit and otherwise read as the whole audit).
    @Test(arguments: [(["1/2", "1/2"], "shard 1/2 is given twice"), (["1/3", "3/3"], "shard 2/3 is missing")])
    func mergeRefusesAnIncompleteSplit(_ shards: [String], _ message: String) throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let common = ["audit", Self.gallery, "--categories", "L", "--presets", "default", "--widths", "320", "--no-system-fonts"]
        var files: [String] = []
        for (index, shard) in shards.enumerated() {
            let file = directory.appendingPathComponent("shard\(index).json").path
            _ = try CommandRunner.run(common + ["--shard", shard, "--format", "json", "--output", file, "--quiet"])
            files.append(file)
        }
        let merged = try CommandRunner.run(["audit", "--merge"] + files + ["--format", "junit"])
        #expect(merged.status == 2)
        #expect(merged.stderr.contains(message), "\(merged.stderr)")
    }

    @Test func shardsMergeThroughTheCommandLine() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let common = ["audit", Self.gallery, "--categories", "L,AX5", "--presets", "default,copper", "--widths", "320", "--no-system-fonts"]
        var files: [String] = []
        for shard in ["1/2", "2/2"] {
            let file = directory.appendingPathComponent("shard\(shard.prefix(1)).json").path
            _ = try CommandRunner.run(common + ["--shard", shard, "--format", "json", "--output", file, "--quiet"])
            files.append(file)
        }
        let merged = try CommandRunner.run(["audit", "--merge"] + files + ["--format", "json"])
        let whole = try CommandRunner.run(common + ["--format", "json"])
        func withoutTimings(_ text: String) -> String { String(text[..<(text.range(of: ",\"timings\":")?.lowerBound ?? text.endIndex)]) }
        #expect(!merged.stdout.isEmpty && withoutTimings(merged.stdout) == withoutTimings(whole.stdout))
    }

    @Test(arguments: [
        (["audit", "--categories", "L...AX9"], "unknown content size category 'AX9'"),
        (["audit", "--presets", "rust"], "has no preset 'rust'"),
        (["audit", "--widths", "0"], "--widths expects numbers of points above 0 and at most 10000, got '0'"),
        (["audit", "--fail-on", "panic"], "--fail-on expects error, warning or info, got 'panic'"),
        (["audit", "--device", "toaster"], "--device: unknown device 'toaster'; expected devices among iphone-se-3, iphone-13-mini,"),
        (["audit", "--format", "pdf"], "--format expects table, json, junit, markdown, html, diagnostics, got 'pdf'"),
        (["audit", "--format", "json", "--format", "html"], "only one format can go to stdout"),
        (["audit", "--shard", "3/2"], "a shard is i/n with 1 ≤ i ≤ n ≤ 100000, got '3/2'"),
        (["audit", "--jobs", "0"], "--jobs expects 1 or more, got 0"),
        (["audit", "--bold-text", "maybe"], "--bold-text expects off, on or off,on, got 'maybe'"),
        (["audit", "/nonexistent/spec.json"], "/nonexistent/spec.json: cannot read the file"),
        (["audit", "--strings", "/nonexistent/Localizable.xcstrings"], "/nonexistent/Localizable.xcstrings: cannot read the file"),
        (["audit", "--baseline", "/nonexistent/report.json"], "/nonexistent/report.json: cannot read the file"),
    ])
    func badInputExitsTwo(_ arguments: [String], _ message: String) throws {
        let result = try CommandRunner.run(arguments + ["--no-system-fonts"])
        #expect(result.status == 2, "\(result.stdout)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func aFailedRunLeavesAnExistingReportAlone() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("report.json").path
        try "previous report".write(toFile: file, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["audit", "--presets", "rust", "--format", "json", "--output", file, "--no-system-fonts"])
        #expect(result.status == 2)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "previous report")
    }
}

/// The same audit gives the same JSON (timings aside) with one thread, with all cores, and again.
@Suite struct AuditDeterminismTests {
    static func json(_ extra: [String]) throws -> String {
        let result = try CommandRunner.run(
            [
                "audit", "--format", "json", "--no-system-fonts", "--presets", "default,copper",
                "--locales", "en,en-XA",
            ] + extra)
        #expect(result.status == 1, "\(result.stderr)")
        return String(result.stdout[..<(result.stdout.range(of: ",\"timings\":")?.lowerBound ?? result.stdout.endIndex)])
    }

    @Test func oneThreadAllCoresAndARepeatAgree() throws {
        let single = try Self.json(["--jobs", "1"])
        let all = try Self.json([])
        let again = try Self.json([])
        #expect(single.count > 1000)
        #expect(single == all)
        #expect(all == again)
    }
}
