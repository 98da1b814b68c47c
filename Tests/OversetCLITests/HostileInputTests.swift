import Foundation
import Testing

/// Hostile input at the command line: every case exits with status 2 and one line naming the
/// problem and where, within a bounded time.
@Suite struct HostileInputTests {
    /// Files the cases refer to as `{name}`, made once per run in the build directory (the
    /// cases share them, and no test outlives the others to remove them): a run rewrites the
    /// last run's instead of leaving a directory behind in the temporary directory.
    static let fixtures: URL = {
        let directory = LayoutCommandTests.repository.appendingPathComponent(".build/hostile-input-fixtures")
        try? FileManager.default.removeItem(at: directory)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        func write(_ name: String, _ data: Data) { try? data.write(to: directory.appendingPathComponent(name)) }
        let inter = try? Data(contentsOf: LayoutCommandTests.repository.appendingPathComponent("Fonts/Inter/Inter.var.ttf"))
        write("empty.ttf", Data())
        write("truncated.ttf", inter.map { Data($0.prefix(1000)) } ?? Data([0, 1, 0, 0]))
        var generator = SystemRandomNumberGenerator()
        write("random.ttf", Data((0..<5000).map { _ in UInt8.random(in: 0...255, using: &generator) }))
        write("malformed.json", Data(#"{"screens": [{"name": "S", "body": "#.utf8))
        write("wrongtypes.json", Data(#"{"screens": [{"name": 5, "body": {"text": "x"}}]}"#.utf8))
        write("deep.json", Data((String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)).utf8))
        write(
            "deepviews.json",
            Data(
                (#"{"screens": [{"name": "S", "body": "# + String(repeating: #"{"vstack": {"children": ["#, count: 150)
                    + #"{"color": {}}"# + String(repeating: "]}}", count: 150) + "}]}").utf8))
        write("hugefont.json", Data(#"{"body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "1e308px"}}}"#.utf8))
        write("tokens.json", Data(#"{"t": {"body": {"$type": "typography", "$value": {"fontSize": "NaN px"}}}}"#.utf8))
        write("catalog.xcstrings", Data(#"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de": 7}}}}"#.utf8))
        write("report.json", Data(#"{"schemaVersion": 1, "matrix": 3}"#.utf8))
        // Substitutions each naming the next twice: 2^30 copies from 5 KB (issue 34).
        let variables = (0..<31).map { $0 < 10 ? "v0\($0)" : "v\($0)" }
        let substitutions = (0..<31).map { index in
            let text = index == 30 ? "%arg x" : "%#@\(variables[index + 1])@%#@\(variables[index + 1])@"
            return
                #""\#(variables[index])": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "\#(text)"}}}}}"#
        }
        write(
            "bomb.xcstrings",
            Data(
                (#"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "%#@v00@"}, "substitutions": {"#
                    + substitutions.joined(separator: ", ") + "}}}}}}").utf8))
        // Reports forged to trap a conversion, repeat a screen, or multiply a matrix (issue 15).
        func report(
            matrix: String = #""categories": ["L"], "presets": ["default"], "widths": [320], "locales": ["en"], "scale": 3"#,
            screens: String = #"[{"name": "A"}]"#, total: String = "1"
        ) -> Data {
            Data(
                (#"{"schemaVersion": 1, "matrix": {"# + matrix + #"}, "screens": "# + screens + #", "shard": null, "counts": {"totalCases": "#
                    + total + #", "cases": 1}, "failingCases": [], "notes": [], "timings": {"seconds": 0, "jobs": 1}}"#).utf8)
        }
        write("hugecounts.json", report(total: "1e300"))
        write("twoscreens.json", report(screens: #"[{"name": "A"}, {"name": "A"}]"#))
        let repeated = (0..<300).map { _ in "\"default\"" }.joined(separator: ",")
        write("repeatedmatrix.json", report(matrix: #""categories": ["L"], "presets": ["# + repeated + #"], "widths": [320], "locales": ["en"], "scale": 3"#))
        // forEach nested 7 deep × 10 items: 10 million views from 700 bytes (issue 15).
        var nested = #"{"text": "x {{item}}"}"#
        for _ in 0..<7 { nested = #"{"forEach": {"items": [0,1,2,3,4,5,6,7,8,9], "content": {"vstack": {"children": ["# + nested + "]}}}}" }
        write("nestedforeach.json", Data((#"{"screens": [{"name": "S", "body": "# + nested + "}]}").utf8))
        // 26 levels of tokens each naming the next twice: 2^26 values from 1.7 KB (issue 15).
        var aliases = (0..<26).map { #""a\#($0)": {"$value": {"x": "{a\#($0 + 1)}", "y": "{a\#($0 + 1)}"}}"# }
        aliases.append(#""a26": {"$value": "1px"}, "body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "{a0}"}}"#)
        write("aliases.json", Data(("{" + aliases.joined(separator: ", ") + "}").utf8))
        write("bigkey.json", Data((#"{"screens": [{"name": "S", "body": {"text": "x", ""# + String(repeating: "K", count: 100_000) + #"": 1}}]}"#).utf8))
        write("badstyle.json", Data(#"{"screens": [{"name": "S", "body": {"text": "x", "style": "hero"}}]}"#.utf8))
        // Sparse files, refused for their size before a byte is read: a 100 MB spec, and a 2 GB
        // font (once read twice into 4 GB).
        func sparse(_ name: String, megabytes: UInt64) {
            write(name, Data())
            guard let handle = try? FileHandle(forWritingTo: directory.appendingPathComponent(name)) else { return }
            try? handle.truncate(atOffset: megabytes * 1024 * 1024)
            try? handle.close()
        }
        sparse("huge.json", megabytes: 100)
        sparse("huge.ttf", megabytes: 2048)
        try? FileManager.default.createDirectory(at: directory.appendingPathComponent("adirectory.json"), withIntermediateDirectories: true)
        // SwiftUI source (docs/swiftui-source.md): a syntax error, an unterminated #if, a file
        // past the size bound, a directory with no Swift file, and one good preview.
        write("broken.swift", Data("import SwiftUI\nstruct A: View {\n    var body: some View { Text(\"a\"\n}\n".utf8))
        write("unterminated.swift", Data("import SwiftUI\n#if DEBUG\nlet a = 1\n".utf8))
        write("screen.swift", Data("import SwiftUI\n#Preview(\"S\") { Text(\"Hello\") }\n".utf8))
        sparse("huge.swift", megabytes: 5)
        try? FileManager.default.createDirectory(at: directory.appendingPathComponent("noswift.d"), withIntermediateDirectories: true)
        return directory
    }()

    struct Case: CustomStringConvertible, Sendable {
        var arguments: [String]
        var message: String
        var environment: [String: String] = [:]
        var description: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        // Font files: missing, empty, truncated, random bytes.
        Case(arguments: ["measure", "x", "--font", "{missing.ttf}"], message: "font file not found: {missing.ttf}"),
        Case(arguments: ["measure", "x", "--font", "{empty.ttf}"], message: "font file is empty: {empty.ttf}"),
        Case(arguments: ["measure", "x", "--font", "{truncated.ttf}"], message: "not a usable font file: {truncated.ttf}"),
        Case(arguments: ["measure", "x", "--font", "{random.ttf}"], message: "not a usable font file: {random.ttf}"),
        Case(arguments: ["measure", "x", "--font", "{huge.ttf}"], message: "the file is 2048 MB; font files over 256 MB are refused"),
        Case(arguments: ["fonts", "--font-path", "{random.ttf}"], message: "not a usable font file: {random.ttf}"),
        Case(arguments: ["audit", "--font-path", "{truncated.ttf}"], message: "not a usable font file: {truncated.ttf}"),
        // JSON: malformed, wrong types, too large, nested too deep, not a file.
        Case(arguments: ["layout", "{malformed.json}"], message: "{malformed.json}: not valid JSON (Unexpected end of file"),
        Case(arguments: ["layout", "{wrongtypes.json}"], message: "{wrongtypes.json}: screens[0].name: expected a string, got 5"),
        Case(arguments: ["layout", "{huge.json}"], message: "{huge.json}: the file is 100.0 MB; JSON files over 32 MB are refused"),
        Case(arguments: ["audit", "{huge.json}"], message: "{huge.json}: the file is 100.0 MB"),
        Case(arguments: ["layout", "{deep.json}"], message: "{deep.json}: not valid JSON (Too many nested arrays or dictionaries"),
        Case(arguments: ["layout", "{deepviews.json}"], message: "views are nested more than 100 deep"),
        Case(arguments: ["layout", "{bigkey.json}"], message: "screens[0].body." + String(repeating: "K", count: 79) + "…: unknown key"),
        Case(arguments: ["layout", "{nestedforeach.json}"], message: "the spec expands to more than 100000 views (forEach items multiply)"),
        Case(arguments: ["layout", "{adirectory.json}"], message: "{adirectory.json}: cannot read the file (a directory, not a file)"),
        Case(arguments: ["audit", "--strings", ""], message: ": cannot read the file (the path is empty)"),
        Case(arguments: ["audit", "--baseline", "{missing.json}"], message: "{missing.json}: cannot read the file (no such file)"),
        Case(arguments: ["styles", "--theme", "{tokens.json}"], message: "{tokens.json}: t.body.$value.fontSize: expected a dimension"),
        Case(arguments: ["styles", "--theme", "{huge.json}"], message: "the file is 100.0 MB"),
        Case(
            arguments: ["styles", "--theme", "{hugefont.json}"],
            message: "{hugefont.json}: body.$value.fontSize: a dimension must be from -10000 to 10000 points"),
        Case(arguments: ["styles", "--theme", "{aliases.json}"], message: "its aliases expand to more than 10000 values"),
        Case(
            arguments: ["styles", "--svg", "/dev/null", "--sample", String(repeating: "W", count: 3400)],
            message: "--sample expects 1 to 100 characters, got 3400"),
        Case(arguments: ["styles", "--svg", "/dev/null", "--sample", ""], message: "--sample expects 1 to 100 characters, got 0"),
        Case(
            arguments: ["audit", "--strings", "{catalog.xcstrings}"], message: "{catalog.xcstrings}: strings[\"k\"].localizations.de: expected an object, got 7"
        ),
        Case(arguments: ["audit", "--strings", "{huge.json}"], message: "the file is 100.0 MB"),
        Case(
            arguments: ["audit", "--strings", "{bomb.xcstrings}", "--locales", "de"],
            message: #"{bomb.xcstrings}: strings["k"].localizations.de.substitutions.v13: expands to more than 65536 bytes"#),
        Case(arguments: ["audit", "--baseline", "{report.json}"], message: "{report.json}: matrix: expected an object, got 3"),
        Case(arguments: ["audit", "--merge", "{malformed.json}"], message: "{malformed.json}: not valid JSON"),
        Case(
            arguments: ["audit", "--merge", "{hugecounts.json}"],
            message: "{hugecounts.json}: counts.totalCases: expected a whole number from 0 to 1000000000, got 1e+300"),
        Case(arguments: ["audit", "--baseline", "{twoscreens.json}"], message: "{twoscreens.json}: screens: the screen 'A' is listed twice"),
        Case(arguments: ["audit", "--merge", "{repeatedmatrix.json}"], message: "{repeatedmatrix.json}: matrix: the preset 'default' is listed twice"),
        // Matrix values repeated on the command line, and shards that are not i/n.
        Case(arguments: ["audit", "--presets", "default,default"], message: "matrix: the preset 'default' is listed twice"),
        Case(arguments: ["audit", "--widths", "320,375,320"], message: "matrix: the width 320 is listed twice"),
        Case(arguments: ["audit", "--locales", "en,EN"], message: "matrix: the locale 'en' is listed twice"),
        Case(arguments: ["audit", "--shard", "x/1/2"], message: "a shard is i/n with 1 ≤ i ≤ n ≤ 100000, got 'x/1/2'"),
        Case(arguments: ["audit", "--shard", "1/9223372036854775807"], message: "a shard is i/n with 1 ≤ i ≤ n ≤ 100000"),
        // Numbers: NaN, negative and infinite sizes and widths.
        Case(arguments: ["measure", "x", "--size", "nan"], message: "invalid size nan: expected a finite number of points above 0"),
        Case(arguments: ["measure", "x", "--size", "-3"], message: "invalid size -3.0"),
        Case(arguments: ["measure", "x", "--size", "inf"], message: "invalid size inf"),
        Case(arguments: ["measure", "x", "--width", "nan"], message: "invalid width nan"),
        Case(arguments: ["measure", "x", "--width", "-1"], message: "invalid width -1.0"),
        Case(arguments: ["measure", "x", "--height", "-inf"], message: "invalid height -inf"),
        Case(arguments: ["measure", "x", "--line-limit", "-5"], message: "--line-limit expects 0 (no limit) or more, got -5"),
        // HarfBuzz takes 32-bit feature values: a larger one trapped (issue 34).
        Case(
            arguments: ["measure", "x", "--features", "liga=4294967296"],
            message: "feature 'liga=4294967296': the value must be a whole number from 0 to 4294967295"),
        // Finite numbers whose results would be infinite (issue 15): each has a documented range.
        Case(arguments: ["measure", "x", "--size", "1e308"], message: "invalid size 1e+308: expected a finite number of points above 0, at most 10000"),
        Case(arguments: ["measure", "x", "--tracking", "-1e308"], message: "invalid tracking -1e+308: expected a finite number of points from -1000 to 1000"),
        Case(arguments: ["measure", "x", "--line-spacing", "1e308"], message: "invalid lineSpacing 1e+308"),
        Case(arguments: ["measure", "x", "--width", "1e308"], message: "invalid width 1e+308: expected a number of points from 0 to 1000000"),
        Case(arguments: ["measure", "x", "--min-scale", "5"], message: "invalid minimumScaleFactor 5.0: expected a factor above 0, at most 1"),
        Case(arguments: ["layout", "{gallery}", "--width", "nan"], message: "--width expects a number of points above 0 and at most 10000, got 'nan'"),
        Case(arguments: ["layout", "{gallery}", "--width", "inf"], message: "--width expects a number of points above 0 and at most 10000, got 'inf'"),
        // An empty item is a name left out (a comma too many), not skipped.
        Case(arguments: ["audit", "--locales", "en,,de"], message: "--locales: item 2 of 'en,,de' is empty (a comma too many?)"),
        Case(arguments: ["audit", "--widths", "320,"], message: "--widths: item 2 of '320,' is empty"),
        Case(arguments: ["audit", "--presets", ""], message: "--presets: item 1 of '' is empty"),
        Case(arguments: ["audit", "--categories", "L,,XL"], message: "unknown content size category ''"),
        Case(arguments: ["audit", "--categories", "-"], message: "unknown content size category ''"),
        Case(arguments: ["audit", "--widths", "320,-5"], message: "--widths expects numbers of points above 0 and at most 10000, got '-5'"),
        Case(arguments: ["layout", "{gallery}", "--width", "10001"], message: "--width expects a number of points above 0 and at most 10000, got '10001'"),
        Case(arguments: ["audit", "--scale", "nan"], message: "--scale expects pixels per point from 0 to 1000, got 'nan'"),
        // An empty font path or preset name is said as such.
        Case(arguments: ["measure", "x", "--font-path", ""], message: "font file not found: the path is empty"),
        Case(arguments: ["layout", "{gallery}", "--preset", ""], message: "--preset expects a preset name such as default or slate, got ''"),
        // Hexadecimal, which `Double(_:)` reads ("0x10" is 16), is a typo in an option's value.
        Case(arguments: ["audit", "--widths", "375,0x10"], message: "--widths expects numbers of points above 0 and at most 10000, got '0x10'"),
        Case(arguments: ["layout", "{gallery}", "--width", "0x1p8"], message: "--width expects a number of points above 0 and at most 10000, got '0x1p8'"),
        Case(arguments: ["measure", "x", "--size", "0X11"], message: "--size expects a number, got '0X11'"),
        Case(arguments: ["audit", "--scale", "0x3"], message: "--scale expects pixels per point from 0 to 1000, got '0x3'"),
        Case(arguments: ["layout", "{gallery}", "--scale", "-1"], message: "--scale expects pixels per point from 0 to 1000, got '-1'"),
        Case(arguments: ["styles", "--scale", "inf"], message: "--scale expects pixels per point from 0 to 1000, got 'inf'"),
        // Unknown names.
        Case(arguments: ["layout", "{badstyle.json}"], message: "S/Text: theme 'designFoundation' has no text style 'hero'"),
        Case(arguments: ["audit", "--categories", "XXXXL"], message: "unknown content size category 'XXXXL'"),
        Case(arguments: ["audit", "--presets", "neon"], message: "has no preset 'neon'"),
        Case(arguments: ["styles", "--theme", "material"], message: "no built-in theme 'material'"),
        Case(arguments: ["layout", "{gallery}", "--category", "huge"], message: "unknown content size category 'huge'"),
        // SwiftUI source and its options.
        Case(arguments: ["layout", "{broken.swift}"], message: "{broken.swift}:4:1: error: expected ')' in expression list"),
        Case(arguments: ["audit", "{unterminated.swift}"], message: "{unterminated.swift}:2:1: error:"),
        Case(arguments: ["audit", "{huge.swift}"], message: "{huge.swift}: the file is 5 MB; Swift files over 4 MB are refused"),
        Case(arguments: ["audit", "{noswift.d}"], message: "{noswift.d}: cannot read the file (the directory holds no .swift files)"),
        Case(arguments: ["coverage", "{missing.swift}"], message: "{missing.swift}: cannot read the file (no such file or directory)"),
        Case(
            arguments: ["audit", "{screen.swift}"], message: "no usable swiftc (OVERSET_SWIFTC=/nonexistent/swiftc is not an executable file)",
            environment: ["OVERSET_SWIFTC": "/nonexistent/swiftc"]),
        Case(arguments: ["audit", "{screen.swift}", "--view", "Nope"], message: "no view type named 'Nope' in {screen.swift}; the files declare none"),
        Case(arguments: ["audit", "{screen.swift}", "--view", "a-b"], message: "--view expects a view type's name such as PaymentCell, got 'a-b'"),
        Case(arguments: ["audit", "--view", "Card"], message: "--view builds a view type of SwiftUI source"),
        Case(arguments: ["audit", "{screen.swift}", "--define", "A-B"], message: "--define expects a compilation flag such as BETA"),
        Case(arguments: ["coverage"], message: "coverage needs Swift files or directories to read"),
        Case(arguments: ["coverage", "{screen.swift}", "--format", "xml"], message: "--format expects table or json, got 'xml'"),
        Case(arguments: ["coverage", "{screen.swift}", "--unknown", "-1"], message: "--unknown expects a count from 0 (all) to 100000, got -1"),
        Case(arguments: ["coverage", "{screen.swift}", "--unknown", "100001"], message: "--unknown expects a count from 0 (all) to 100000"),
        // Output paths that cannot be written.
        Case(
            arguments: ["audit", "--categories", "L", "--format", "json", "--output", "{missing-directory/report.json}"],
            message: "cannot write '{missing-directory/report.json}'"),
        Case(arguments: ["styles", "--svg", "{adirectory.json}"], message: "cannot write '{adirectory.json}'"),
    ]

    static func expand(_ text: String) -> String {
        var result = text.replacingOccurrences(of: "{gallery}", with: LayoutCommandTests.gallery)
        while let open = result.range(of: "{"), let close = result.range(of: "}", range: open.upperBound..<result.endIndex),
            !result[open.upperBound..<close.lowerBound].contains("\"")
        {
            let name = String(result[open.upperBound..<close.lowerBound])
            guard name.contains(".") else { break }
            result.replaceSubrange(open.lowerBound..<close.upperBound, with: fixtures.appendingPathComponent(name).path)
        }
        return result
    }

    @Test(arguments: cases)
    func exitsTwoWithOneLineNamingTheProblem(_ testCase: Case) throws {
        let start = Date()
        let result = try CommandRunner.run(
            testCase.arguments.map(Self.expand)
                + ["--no-system-fonts"].filter { _ in
                    ["measure", "layout", "audit", "styles"].contains(testCase.arguments[0])
                }, stdinBytes: nil, environment: testCase.environment.merging(["OVERSET_CACHE_DIR": "off"]) { $1 })
        let elapsed = Date().timeIntervalSince(start)
        #expect(result.status == 2, "stdout: \(result.stdout.prefix(300))")
        #expect(result.stderr.contains(Self.expand(testCase.message)), "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result.stderr)")
        #expect(elapsed < 20, "took \(elapsed) s")
    }

    /// A FIFO named like a font, given as a font or found in a font directory, is refused naming
    /// it instead of blocking forever on `open` (issue 34). `{fifo}` is a FIFO `fifo.ttf` alone
    /// in the directory `{fifodir}`.
    @Test(
        arguments: [
            (["measure", "x", "--font", "{fifo}"], [:]),
            (["fonts", "--font-path", "{fifo}"], [:]),
            (["fonts", "--font-path", "{fifodir}"], [:]),
            (["audit", "--font-path", "{fifodir}", "--categories", "L"], [:]),
            (["measure", "x"], ["OVERSET_FONTS_DIR": "{fifodir}"]),
        ] as [([String], [String: String])])
    func aFontThatIsNotARegularFileIsRefused(_ arguments: [String], _ environment: [String: String]) throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifoDirectory = directory.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fifoDirectory, withIntermediateDirectories: true)
        let fifo = fifoDirectory.appendingPathComponent("fifo.ttf").path
        #expect(mkfifo(fifo, 0o600) == 0)
        func expand(_ text: String) -> String {
            text.replacingOccurrences(of: "{fifodir}", with: fifoDirectory.path).replacingOccurrences(of: "{fifo}", with: fifo)
        }
        let start = Date()
        let result = try CommandRunner.run(
            arguments.map(expand) + ["--no-system-fonts"].filter { _ in arguments[0] != "fonts" }, environment: environment.mapValues(expand),
            timeout: 20)
        #expect(Date().timeIntervalSince(start) < 20, "it blocked")
        #expect(result.status == 2, "stdout: \(result.stdout.prefix(300))")
        #expect(result.stderr.contains("cannot read font file \(fifo): it is not a regular file (a FIFO)"), "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result.stderr)")
    }
}
