import Foundation
import Testing

/// Every bound docs/reliability.md states, attacked at its edge (issue 34, point 12): the value
/// at the limit is accepted, the next one up is refused with status 2 and a message naming the
/// argument, key or line. The figures are the documented ones, not the code's constants.
@Suite struct DocumentedLimitTests {
    struct Limit: CustomStringConvertible, Sendable {
        var name: String
        /// The arguments with `{}` where the value goes.
        var arguments: [String]
        var atLimit: String
        var aboveLimit: String
        /// What the refusal names.
        var message: String
        var description: String { name }
    }

    static let limits: [Limit] = [
        // "size above 0 to 10,000 pt"
        Limit(name: "size", arguments: ["measure", "x", "--size", "{}"], atLimit: "10000", aboveLimit: "10000.01", message: "invalid size 10000.01"),
        // "tracking and kerning −1,000 to 1,000 pt"
        Limit(name: "tracking", arguments: ["measure", "x", "--tracking", "{}"], atLimit: "1000", aboveLimit: "1000.01", message: "invalid tracking 1000.01"),
        Limit(
            name: "negative tracking", arguments: ["measure", "x", "--tracking={}"], atLimit: "-1000", aboveLimit: "-1000.01",
            message: "invalid tracking -1000.01"),
        // "width and height 0 to 1,000,000 pt or unbounded"
        Limit(name: "width", arguments: ["measure", "x", "--width", "{}"], atLimit: "1000000", aboveLimit: "1000000.01", message: "invalid width 1000000.01"),
        Limit(
            name: "height", arguments: ["measure", "x", "--height", "{}"], atLimit: "1000000", aboveLimit: "1000000.01", message: "invalid height 1000000.01"),
        // "lineSpacing −10,000 to 10,000 pt"
        Limit(
            name: "line spacing", arguments: ["measure", "x", "--line-spacing", "{}"], atLimit: "10000", aboveLimit: "10000.01",
            message: "invalid lineSpacing 10000.01"),
        // "minimumScaleFactor above 0 to 1"
        Limit(
            name: "minimum scale", arguments: ["measure", "x", "--min-scale", "{}"], atLimit: "1", aboveLimit: "1.01",
            message: "invalid minimumScaleFactor 1.01"),
        // "OpenType feature values 0 to 4,294,967,295"
        Limit(
            name: "feature value", arguments: ["measure", "x", "--features", "liga={}"], atLimit: "4294967295", aboveLimit: "4294967296",
            message: "feature 'liga=4294967296'"),
        // "display scale 0 to 1,000"
        Limit(
            name: "display scale", arguments: ["layout", "{gallery}", "--screen", "SettingsValueRow", "--scale", "{}"], atLimit: "1000", aboveLimit: "1000.01",
            message: "--scale expects pixels per point from 0 to 1000, got '1000.01'"),
        // "the iOS version, 15…27"
        Limit(
            name: "iOS version", arguments: ["layout", "{gallery}", "--screen", "SettingsValueRow", "--ios-version", "{}"], atLimit: "27", aboveLimit: "28",
            message: "--ios-version expects an iOS version from 15 to 27, got '28'"),
        // A screen width: "above 0 and at most 10000".
        Limit(
            name: "layout width", arguments: ["layout", "{gallery}", "--screen", "SettingsValueRow", "--width", "{}"], atLimit: "10000", aboveLimit: "10000.01",
            message: "--width expects a number of points above 0 and at most 10000, got '10000.01'"),
        // "`styles --sample` is at most 100 characters"
        Limit(
            name: "sample", arguments: ["styles", "--svg", "/dev/null", "--sample", "{}"], atLimit: String(repeating: "W", count: 100),
            aboveLimit: String(repeating: "W", count: 101), message: "--sample expects 1 to 100 characters, got 101"),
        // "shards are i/n with 1 ≤ i ≤ n ≤ 100,000"
        Limit(
            name: "shard count",
            arguments: ["audit", "--categories", "L", "--widths", "320", "--locales", "en", "--presets", "default", "--shard", "{}", "--quiet"],
            atLimit: "100000/100000", aboveLimit: "100001/100001", message: "a shard is i/n with 1 ≤ i ≤ n ≤ 100000, got '100001/100001'"),
        // "`--view` and `--define` at most 100 values"
        Limit(name: "defines", arguments: ["coverage", "{screen.swift}", "{defines}"], atLimit: "100", aboveLimit: "101", message: "--define"),
        // "views at 100" deep.
        Limit(name: "view depth", arguments: ["layout", "{views}"], atLimit: "100", aboveLimit: "101", message: "views are nested more than 100 deep"),
        // The engine's tracking and kerning (±1,000 pt) and line spacing (10,000 pt) in a spec:
        // refused while the spec is read, naming the file and the JSON path (the engine's
        // check named only the view, "S/Text: invalid tracking 5000.0").
        Limit(
            name: "spec tracking", arguments: ["layout", "{tracking}"], atLimit: "1000", aboveLimit: "1000.01",
            message: "spec.json: screens[0].body.modifiers[0].tracking: a tracking is from -1000 to 1000 points, got 1000.01"),
        Limit(
            name: "spec kerning", arguments: ["layout", "{kerning}"], atLimit: "-1000", aboveLimit: "-1000.01",
            message: "spec.json: screens[0].body.modifiers[0].kerning: a kerning is from -1000 to 1000 points, got -1000.01"),
        Limit(
            name: "spec line spacing", arguments: ["layout", "{lineSpacing}"], atLimit: "10000", aboveLimit: "10000.01",
            message: "spec.json: screens[0].body.modifiers[0].lineSpacing: a line spacing is from 0 to 10000 points, got 10000.01"),
        // "font sizes above 0 to 1,000 pt" in design tokens.
        Limit(
            name: "token font size", arguments: ["styles", "--theme", "{fontSize}"], atLimit: "1000px", aboveLimit: "1000.01px",
            message: "body.$value.fontSize: a font size must be above 0 and at most 1000 points"),
        // Letter spacing within the engine's tracking, ±1,000 pt, or a whole em (100%).
        Limit(
            name: "token letter spacing", arguments: ["styles", "--theme", "{letterSpacing}"], atLimit: "-1000px", aboveLimit: "-1000.01px",
            message: "body.$value.letterSpacing: a letter spacing must be from -1000 to 1000 points"),
        Limit(
            name: "token letter spacing in %", arguments: ["styles", "--theme", "{letterSpacing}"], atLimit: "100%", aboveLimit: "100.01%",
            message: "body.$value.letterSpacing: a letter spacing must be from -1em to 1em"),
        // Line height within the engine's leading, 10,000 pt, or ten times the size (1000%).
        Limit(
            name: "token line height", arguments: ["styles", "--theme", "{lineHeight}"], atLimit: "10000px", aboveLimit: "10000.01px",
            message: "body.$value.lineHeight: a line height must be at most 10000 points"),
        Limit(
            name: "token line height in %", arguments: ["styles", "--theme", "{lineHeight}"], atLimit: "1000%", aboveLimit: "1000.01%",
            message: "body.$value.lineHeight: a line height must be at most 10 times the font size"),
    ]

    /// Writes the files a limit's arguments name for `value`, and returns the arguments.
    static func arguments(_ limit: Limit, _ value: String, in directory: URL) throws -> [String] {
        func write(_ name: String, _ text: String) throws -> String {
            let path = directory.appendingPathComponent(name).path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
        return try limit.arguments.flatMap { argument -> [String] in
            switch argument {
            case "{gallery}": return [LayoutCommandTests.gallery]
            case "{screen.swift}": return [try write("screen.swift", "import SwiftUI\n#Preview(\"S\") { Text(\"Hello\") }\n")]
            case "{defines}": return (1...Int(value)!).flatMap { ["--define", "F\($0)"] }
            case "{views}":
                // `value` views, each inside the last: the body and value − 1 stacks around a text.
                let depth = Int(value)!
                let body = String(repeating: #"{"vstack": {"children": ["#, count: depth - 1) + #"{"text": "x"}"# + String(repeating: "]}}", count: depth - 1)
                return [try write("views.json", #"{"screens": [{"name": "S", "body": \#(body)}]}"#)]
            case "{tracking}", "{kerning}", "{lineSpacing}":
                let key = String(argument.dropFirst().dropLast())
                return [try write("spec.json", #"{"screens": [{"name": "S", "body": {"text": "x", "modifiers": [{"\#(key)": \#(value)}]}}]}"#)]
            case "{fontSize}", "{letterSpacing}", "{lineHeight}":
                // A typography token with the key set to `value`, and a font size where another key is tested.
                let key = String(argument.dropFirst().dropLast())
                let members = (key == "fontSize" ? [] : [#""fontSize": "17px""#]) + [#""\#(key)": "\#(value)""#]
                return [
                    try write(
                        "tokens.json", #"{"body": {"$type": "typography", "$value": {"fontFamily": "Inter", \#(members.joined(separator: ", "))}}}"#)
                ]
            default: return [argument.replacingOccurrences(of: "{}", with: value)]
            }
        }
    }

    @Test(arguments: limits)
    func atTheLimitAcceptedOneAboveRefused(_ limit: Limit) throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fonts = ["measure", "layout", "audit", "styles"].contains(limit.arguments[0]) ? ["--no-system-fonts"] : []
        let environment = ["OVERSET_CACHE_DIR": "off"]
        let at = try CommandRunner.run(try Self.arguments(limit, limit.atLimit, in: directory) + fonts, environment: environment)
        #expect(at.status != 2, "at the limit: \(at.stderr)")
        let above = try CommandRunner.run(try Self.arguments(limit, limit.aboveLimit, in: directory) + fonts, environment: environment)
        #expect(above.status == 2, "above the limit: \(above.stdout.prefix(200))")
        #expect(above.stderr.contains(limit.message), "\(above.stderr)")
    }

    /// "each at most 4 MB": a line of exactly 4,194,304 bytes is measured, one byte more is an
    /// error for that line. A line was checked only while its end was not yet read, so a line
    /// up to one read (64 KB) over the limit whose line feed came in the same read went through.
    @Test func aJSONLineAtFourMegabytesIsReadAndOneByteMoreIsNot() throws {
        // `{"text": "x"` and `}` around spaces: valid JSON of any length that measures one "x".
        func line(bytes: Int) -> String { #"{"text": "x""# + String(repeating: " ", count: bytes - 13) + "}" }
        let input = line(bytes: 4_194_304) + "\n" + line(bytes: 4_194_305) + "\n"
        #expect(line(bytes: 4_194_305).utf8.count == 4_194_305)
        let result = try CommandRunner.run(["measure", "--jsonl", "--no-system-fonts"], stdin: input)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.contains("\"lineCount\":1") == true, "\(lines.first?.prefix(200) ?? "")")
        #expect(lines.last?.contains("line 2: the line is 4194305 bytes; lines over 4194304 bytes are refused") == true, "\(lines.last?.prefix(200) ?? "")")
    }
}
