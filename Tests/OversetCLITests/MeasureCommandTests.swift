import Foundation
import Testing

/// `overset measure` and `overset fonts`, run as built binaries.
@Suite struct MeasureCommandTests {
    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func singleCaseAsJSON() throws {
        let result = try CommandRunner.run([
            "measure", "Your order has shipped", "--width", "100", "--line-limit", "1",
            "--json", "--no-system-fonts",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try Self.json(result.stdout)
        #expect(object["lineCount"] as? Int == 1)
        #expect(object["truncated"] as? Bool == true)
        #expect(try #require(object["neededLines"] as? Int) > 1)
        let lines = try #require(object["lines"] as? [[String: Any]])
        let text = try #require(lines.first?["text"] as? String)
        #expect(text.hasSuffix("…") && "Your order has shipped".hasPrefix(String(text.dropLast())))
        #expect(try #require(lines.first?["width"] as? Double) <= 100)
        // Keys come in the documented order.
        let order = ["lineCount", "width", "height", "truncated", "neededLines", "scaleApplied", "missingGlyphs", "lines", "hidden"]
        let positions = order.map { result.stdout.range(of: "\"\($0)\"")!.lowerBound }
        #expect(positions == positions.sorted())
    }

    @Test func singleCaseAsText() throws {
        let result = try CommandRunner.run(["measure", "Hello\nworld", "--no-system-fonts"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("lines: 2 shown, 2 needed"))
        #expect(result.stdout.contains("1. \"Hello\""))
        #expect(result.stdout.contains("2. \"world\""))
    }

    /// No bundled font has Ethiopic: the text output names each missing character once with its script.
    @Test func missingGlyphsAreNamedWithTheirScripts() throws {
        let result = try CommandRunner.run(["measure", "ሰሰ a", "--no-system-fonts"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("missing glyphs: 2: ሰ (Ethi) — no font has them; add one with --font-path"))
    }

    @Test func jsonLinesKeepOrderAndSurviveBadLines() throws {
        let input = """
            {"text": "Continue", "weight": "semibold"}
            {"text": "one two three four", "width": 60, "lineLimit": 1}
            not json
            {"width": 10}
            {"text": "x", "width": "wide"}
            {"text": "x", "size": -1}

            {"text": "مرحبا", "family": "Noto Sans Arabic", "unknownKey": true}
            {"text": "x", "family": "No Such Family"}
            """
        let result = try CommandRunner.run(["measure", "--jsonl", "--no-system-fonts"], stdin: input)
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 8)
        let objects = try lines.map(Self.json)
        #expect(objects[0]["lineCount"] as? Int == 1)
        #expect(objects[1]["truncated"] as? Bool == true)
        #expect((objects[2]["error"] as? String)?.contains("line 3: not valid JSON") == true)
        #expect((objects[3]["error"] as? String)?.contains("missing key 'text'") == true)
        #expect((objects[4]["error"] as? String)?.contains("key 'width': expected a number") == true)
        #expect((objects[5]["error"] as? String)?.contains("invalid size") == true)
        #expect(objects[6]["missingGlyphs"] as? Int == 0)
        #expect((objects[7]["error"] as? String)?.contains("unknown font family 'No Such Family'") == true)
    }

    /// Lines of white space only are skipped, Unicode's included (no-break and em spaces), and a
    /// line of a request after white space is read.
    @Test func jsonLinesSkipWhiteSpaceOnly() throws {
        let input = "   \n\t\u{0B}\u{0C}\n\u{A0}\u{2003}\n{\"text\": \"x\"}\n \t{\"text\": \"y\"}\r\n\r\n"
        let result = try CommandRunner.run(["measure", "--jsonl", "--no-system-fonts"], stdin: input)
        let lines = try result.stdout.split(separator: "\n").map { try Self.json(String($0)) }
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0["lineCount"] as? Int == 1 })
    }

    /// Bytes that are not UTF-8 make a line error (issue 15: the repaired line reported hidden
    /// ranges past the end of the input); the next line is still measured, CR LF endings too.
    @Test func jsonLinesRefuseInvalidUTF8() throws {
        var input = Data(#"{"text": "abc"#.utf8)
        input += Data([0xFF, 0xFE])
        input += Data(#" def", "width": 10, "lineLimit": 1}"#.utf8) + Data([0x0A])
        input += Data(#"{"text": "ok"}"#.utf8) + Data([0x0D, 0x0A])
        let result = try CommandRunner.run(["measure", "--jsonl", "--no-system-fonts"], stdinBytes: input)
        let lines = try result.stdout.split(separator: "\n").map { try Self.json(String($0)) }
        #expect(lines.count == 2)
        #expect(lines.first?["error"] as? String == "line 1: not valid UTF-8")
        #expect(lines.last?["lineCount"] as? Int == 1)
    }

    /// A line over 4 MB is an error for that line, and the next is still read (issue 15: a 15 MB
    /// line took 2.6 GB).
    @Test func jsonLinesRefuseALineOverTheLimit() throws {
        let input = #"{"text": ""# + String(repeating: "a", count: 5_000_000) + "\"}\n" + #"{"text": "after"}"# + "\n"
        let result = try CommandRunner.run(["measure", "--jsonl", "--no-system-fonts"], stdin: input)
        let lines = try result.stdout.split(separator: "\n").map { try Self.json(String($0)) }
        #expect(lines.count == 2)
        #expect(lines.first?["error"] as? String == "line 1: the line is 5000012 bytes; lines over 4194304 bytes are refused")
        #expect(lines.last?["lineCount"] as? Int == 1)
    }

    /// JSON lines are held to the command line's ranges (issue 15: `lineLimit: -5` was accepted,
    /// `size: 1e308` gave a null width).
    @Test(arguments: [
        (#"{"text": "x", "lineLimit": -5}"#, "key 'lineLimit': expected 0 (no limit) or more, got -5"),
        (#"{"text": "x", "size": 1e308}"#, "invalid size 1e+308"),
        (#"{"text": "x", "width": 1e308}"#, "invalid width 1e+308"),
        (#"{"text": "x", "tracking": -1e308}"#, "invalid tracking -1e+308"),
    ])
    func jsonLinesRefuseNumbersPastTheirRange(_ line: String, _ message: String) throws {
        let result = try CommandRunner.run(["measure", "--jsonl", "--no-system-fonts"], stdin: line)
        let object = try Self.json(result.stdout.trimmingCharacters(in: .newlines))
        #expect((object["error"] as? String)?.contains(message) == true, "\(result.stdout)")
    }

    /// Every key's wrong type names the key; null is absent except for the text; a key given
    /// twice and a line that is not an object are refused (the package's JSON parser, issue 17).
    @Test(arguments: [
        (#"{"text": null}"#, "line 1: key 'text': value is null"),
        (#"{"text": 3}"#, "line 1: key 'text': expected a string"),
        (#"{"text": "x", "italic": "yes"}"#, "line 1: key 'italic': expected true or false"),
        (#"{"text": "x", "weight": 600.5}"#, #"line 1: key 'weight': expected 1…1000 or a weight name such as "semibold""#),
        (#"{"text": "x", "weight": "heaviest"}"#, #"line 1: key 'weight': expected 1…1000 or a weight name such as "semibold""#),
        (#"{"text": "x", "lineLimit": 1.5}"#, "line 1: key 'lineLimit': expected a whole number"),
        (#"{"text": "x", "features": "tnum"}"#, "line 1: key 'features': expected a list of strings"),
        (#"{"text": "x", "features": [1]}"#, "line 1: key 'features[0]': expected a string"),
        // HarfBuzz takes 32-bit values: a larger one trapped and ended the stream (issue 34).
        (#"{"text": "x", "features": ["liga=4294967296"]}"#, "line 1: feature 'liga=4294967296': the value must be a whole number from 0 to 4294967295"),
        (#"{"text": "x", "features": ["ss01=-1"]}"#, "line 1: feature 'ss01=-1': the value must be a whole number from 0 to 4294967295"),
        (#"{"text": "x", "text": "y"}"#, #"line 1: not valid JSON (the key "text" is given twice in one object, at line 1, column 15)"#),
        (#"["x"]"#, "line 1: the line: expected an object"),
    ])
    func jsonLineKeysAreChecked(_ line: String, _ message: String) throws {
        let result = try CommandRunner.run(["measure", "--jsonl", "--no-system-fonts"], stdin: line + "\n" + #"{"text": "x", "width": null, "weight": 600}"#)
        let objects = try result.stdout.split(separator: "\n").map { try Self.json(String($0)) }
        #expect(objects.first?["error"] as? String == message, "\(result.stdout)")
        #expect(objects.last?["lineCount"] as? Int == 1, "null is absent; the next line is measured")
    }

    @Test(arguments: [
        (["measure"], "missing the text"),
        (["measure", "a", "b"], "expected one text argument"),
        (["measure", "a", "--width"], "--width needs a value"),
        (["measure", "a", "--width", "wide"], "--width expects a number"),
        (["measure", "a", "--bogus"], "unknown option '--bogus'"),
        (["measure", "a", "--width", "-4"], "invalid width -4.0"),
        (["measure", "a", "--size", "nan"], "invalid size nan"),
        (["measure", "a", "--truncation", "end"], "not one of head, middle, tail"),
        (["measure", "a", "--weight", "heavyish"], "--weight expects"),
        (["measure", "a", "--features", "tnum,bogus!"], "feature 'bogus!' is not a tag"),
        (["measure", "a", "--features", "liga,,kern"], "feature '' is not a tag"),
        (["measure", "a", "--features", ""], "feature '' is not a tag"),
        (["measure", "a", "--features", "tnum,liga=4294967296"], "feature 'liga=4294967296': the value must be a whole number from 0 to 4294967295"),
        (["measure", "a", "--features", "ss01=99999999999999999999"], "feature 'ss01=99999999999999999999': the value must be a whole number"),
        (["measure", "a", "--font", "/no/such/font.ttf"], "font file not found: /no/such/font.ttf"),
        (["measure", "a", "--font", "Nope Sans", "--no-system-fonts"], "unknown font family 'Nope Sans'"),
        (["measure", "a", "--font-path", "/no/such/dir"], "font file not found: /no/such/dir"),
        (["frobnicate"], "unknown command 'frobnicate'"),
        (["fonts", "extra"], "unexpected argument"),
        (["--version", "extra"], "overset: --version takes no arguments"),
    ])
    func usageAndInputErrorsExitWithTwo(_ arguments: [String], message: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test(arguments: [["--help"], ["measure", "--help"], ["fonts", "--help"]])
    func helpExitsWithZero(_ arguments: [String]) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout.contains("OVERVIEW:"))
    }

    /// `overset --version` prints the version every JSON report records as `toolVersion`, so
    /// that a report can be matched to the build that wrote it.
    @Test func versionIsTheOneReportsRecord() throws {
        let version = try CommandRunner.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stderr.isEmpty)
        let audit = try CommandRunner.run(
            ["audit", "--screen", "SettingsValueRow", "--categories", "L", "--widths", "375", "--presets", "default", "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(audit.stdout.utf8)) as? [String: Any], "\(audit.stderr)")
        let recorded = try #require(report["toolVersion"] as? String)
        #expect(version.stdout == "overset \(recorded)\n")
        #expect(try CommandRunner.run(["--help"]).stdout.contains("'overset --version'"))
    }

    @Test func fontsListsTheBundledFamilies() throws {
        let table = try CommandRunner.run(["fonts"])
        #expect(table.status == 0)
        #expect(table.stdout.contains("Inter Display"))
        #expect(table.stdout.contains("wght 100…900"))
        #expect(table.stdout.contains("\"system\" is the stand-in: Inter with iOS's measured advances"), "says what system is made of")
        let json = try CommandRunner.run(["fonts", "--json"])
        let faces = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(faces.contains { $0["family"] as? String == "Noto Color Emoji" })
    }

    /// A failed read of standard input is an error, not its end (issue 34: `< /` exited 0 with
    /// no output).
    @Test func jsonLinesFailWhenStandardInputCannotBeRead() throws {
        let result = try CommandRunner.run(["measure", "--jsonl", "--no-system-fonts"], stdinPath: "/", timeout: 60)
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read standard input: Is a directory"), "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result.stderr)")
    }
}
