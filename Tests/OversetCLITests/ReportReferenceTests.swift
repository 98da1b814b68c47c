import Foundation
import Testing

/// Reports read back (`--merge`, `--baseline`) are checked against themselves (issue 34, point
/// 6): a failing case listed twice, for a screen the report lacks, in an environment outside
/// its matrix, or counts that the matrix cannot make, stop the run naming the file and the JSON
/// path. Before, they merged without complaint and a case listed twice trapped the JUnit writer.
@Suite struct ReportReferenceTests {
    /// One environment per width: L, default, scale 3, en.
    static func environment(width: Int = 320, category: String = "large") -> String {
        #"{"category": "\#(category)", "preset": "default", "width": \#(width), "scale": 3, "locale": "en"}"#
    }

    static func failing(_ index: Int, screen: String = "A", environment: String = environment()) -> String {
        #"{"index": \#(index), "screen": "\#(screen)", "environment": \#(environment), "diagnostics": []}"#
    }

    /// A report of screens `A` and `B` (or `screens`) at the widths 320 and 375: four cases.
    static func report(
        screens: String = #"[{"name": "A"}, {"name": "B"}]"#, shard: String = "null", total: Int = 4, cases: Int = 4, failing: [String] = []
    ) -> String {
        #"{"schemaVersion": 1, "matrix": {"categories": ["L"], "presets": ["default"], "widths": [320, 375], "locales": ["en"], "scale": 3}, "#
            + #""screens": \#(screens), "shard": \#(shard), "counts": {"totalCases": \#(total), "cases": \#(cases)}, "#
            + #""failingCases": [\#(failing.joined(separator: ", "))], "notes": [], "timings": {"seconds": 0, "jobs": 1}}"#
    }

    struct Forgery: CustomStringConvertible, Sendable {
        var name: String
        var report: String
        var message: String
        var description: String { name }
    }

    static let forgeries: [Forgery] = [
        Forgery(
            name: "a case listed twice", report: report(failing: [failing(0), failing(1, environment: environment(width: 375)), failing(0)]),
            message: "failingCases[2]: case 0 is listed twice (also failingCases[0])"),
        Forgery(
            name: "a screen that does not exist", report: report(failing: [failing(0, screen: "Z")]),
            message: "failingCases[0].screen: no screen 'Z' in the report's screens"),
        Forgery(
            name: "a category outside the matrix", report: report(failing: [failing(0, environment: environment(category: "accessibility5"))]),
            message: "failingCases[0].environment.category: category AX5 is not in the matrix of the screen 'A'"),
        // Case 1 is A at 375 pt (screen by screen, widths inside): at 320 pt it is case 0.
        Forgery(
            name: "another case's environment", report: report(failing: [failing(1)]),
            message: "failingCases[0].environment.width: case 1 has width 375, not 320"),
        Forgery(
            name: "another screen's case", report: report(failing: [failing(2)]),
            message: "failingCases[0].screen: case 2 is of the screen 'B', not 'A'"),
        Forgery(name: "an index past the last case", report: report(failing: [failing(4)]), message: "failingCases[0].index: case 4 is past the last case, 3"),
        Forgery(name: "more cases than the total", report: report(cases: 5), message: "counts.cases: 5 is more than counts.totalCases, 4"),
        // Two screens × two widths make four cases.
        Forgery(
            name: "a total the matrix does not make", report: report(total: 5, cases: 5),
            message: "counts.totalCases: the matrix and screens make 4 cases, not 5"),
        // A screen with its own width has one case: A's two and B's one make three.
        Forgery(
            name: "a screen's own width ignored", report: report(screens: #"[{"name": "A"}, {"name": "B", "width": 320}]"#),
            message: "counts.totalCases: the matrix and screens make 3 cases, not 4"),
        Forgery(
            name: "more failing cases than cases", report: report(cases: 1, failing: [failing(0), failing(1, environment: environment(width: 375))]),
            message: "failingCases: 2 cases listed, more than counts.cases, 1"),
        // Shard 2/2 holds the odd cases: 0 is shard 1/2's.
        Forgery(
            name: "a case outside its shard", report: report(shard: #"{"index": 2, "count": 2}"#, cases: 2, failing: [failing(0)]),
            message: "failingCases[0].index: case 0 is not in shard 2/2"),
    ]

    @Test(arguments: forgeries, ["--merge", "--baseline"])
    func aForgedReferenceIsNamed(_ forgery: Forgery, _ option: String) throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("forged.json").path
        try Data(forgery.report.utf8).write(to: URL(fileURLWithPath: file))
        let arguments = option == "--merge" ? ["audit", "--merge", file] : ["audit", "--baseline", file, "--categories", "L", "--no-system-fonts"]
        let result = try CommandRunner.run(arguments, environment: ["OVERSET_CACHE_DIR": "off"])
        #expect(result.status == 2, "stdout: \(result.stdout.prefix(300))")
        #expect(result.stderr.contains("\(file): \(forgery.message)"), "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result.stderr)")
    }

    /// Two shards that both list case 0 (one pasted from the other): the second is named.
    @Test func overlappingShardsAreRefused() throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("s1.json").path
        let second = directory.appendingPathComponent("s2.json").path
        try Data(Self.report(shard: #"{"index": 1, "count": 2}"#, cases: 2, failing: [Self.failing(0)]).utf8).write(to: URL(fileURLWithPath: first))
        try Data(Self.report(shard: #"{"index": 2, "count": 2}"#, cases: 2, failing: [Self.failing(0)]).utf8).write(to: URL(fileURLWithPath: second))
        let result = try CommandRunner.run(["audit", "--merge", first, second, "--format", "junit"], environment: ["OVERSET_CACHE_DIR": "off"])
        #expect(result.status == 2, "stdout: \(result.stdout.prefix(300))")
        #expect(result.stderr.contains("\(second): failingCases[0].index: case 0 is not in shard 2/2"), "\(result.stderr)")
    }

    /// The honest version of the same shards merges: one failing case of four.
    @Test func disjointShardsMerge() throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("s1.json").path
        let second = directory.appendingPathComponent("s2.json").path
        try Data(Self.report(shard: #"{"index": 1, "count": 2}"#, cases: 2, failing: [Self.failing(0)]).utf8).write(to: URL(fileURLWithPath: first))
        try Data(Self.report(shard: #"{"index": 2, "count": 2}"#, cases: 2).utf8).write(to: URL(fileURLWithPath: second))
        let result = try CommandRunner.run(["audit", "--merge", first, second, "--format", "junit"], environment: ["OVERSET_CACHE_DIR": "off"])
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.contains(#"<testsuites name="overset audit" tests="4" failures="0""#), "\(result.stdout.prefix(400))")
    }
}
