import Foundation
import Testing

@testable import OversetPlumbing

/// `JSONTreeReader`: every accessor fails with the format's error at the right JSON path.
@Suite struct JSONReaderTests {
    struct Failure: Error, Equatable {
        var path: String
        var problem: String
    }

    enum Shade: String, CaseIterable { case light, dark }

    static var reader: JSONTreeReader<Failure> { JSONTreeReader { path, problem in Failure(path: path, problem: problem) } }

    static func tree(_ json: String) throws -> JSONTree {
        try reader.parse(Data(json.utf8))
    }

    @Test func optionalReadsPresentKeysAndSkipsAbsentOnes() throws {
        let members = try #require(try Self.tree(#"{"title": "Hi", "size": 17, "shade": "dark"}"#).members)
        #expect(try Self.reader.optional(members, "title", "root", Self.reader.string) == "Hi")
        #expect(try Self.reader.optional(members, "size", "root", Self.reader.length) == 17)
        #expect(try Self.reader.optional(members, "missing", "root", Self.reader.string) == nil)
        #expect(try Self.reader.optional(members, "shade", "root", choices: Shade.self) == .dark)
    }

    @Test(arguments: [
        (#"{"title": 3}"#, "title", Failure(path: "root.title", problem: "expected a string, got 3")),
        (#"{"size": -1}"#, "size", Failure(path: "root.size", problem: "expected 0 or more points, got -1")),
        (#"{"shade": "grey"}"#, "shade", Failure(path: "root.shade", problem: "unknown value \"grey\"; expected one of dark, light")),
    ])
    func badValuesFailAtTheirPath(_ json: String, _ key: String, _ expected: Failure) throws {
        let members = try #require(try Self.tree(json).members)
        #expect(throws: expected) {
            switch key {
            case "title": _ = try Self.reader.optional(members, key, "root", Self.reader.string)
            case "size": _ = try Self.reader.optional(members, key, "root", Self.reader.length)
            default: _ = try Self.reader.optional(members, key, "root", choices: Shade.self)
            }
        }
    }

    @Test func syntaxErrorsGiveLineAndColumn() {
        #expect {
            _ = try Self.tree("{\n  \"a\": 1,\n  \"b\" 2\n}")
        } throws: { error in
            guard let failure = error as? Failure else { return false }
            return failure.path == "" && failure.problem.hasPrefix("not valid JSON") && failure.problem.contains("line 3")
        }
    }

    @Test func unreadableFilesFailAtTheRoot() throws {
        let missing = "/nonexistent/overset-\(UUID().uuidString).json"
        #expect {
            _ = try Self.reader.readFile(missing)
        } throws: { error in
            (error as? Failure).map { $0.path == "" && $0.problem.hasPrefix("cannot read the file") } ?? false
        }
    }

    @Test func filesOverTheCapAreRefusedBeforeReading() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("overset-big-\(UUID().uuidString).json")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(JSONTree.maximumFileSize + 1))  // sparse: no 32 MB written
        try handle.close()
        #expect {
            _ = try Self.reader.readFile(url.path)
        } throws: { error in
            (error as? Failure)?.problem.hasSuffix("JSON files over 32 MB are refused") ?? false
        }
    }

    /// Whole numbers in a range: checked as doubles first, so a forged 1e300 is an error, not a trap.
    @Test(arguments: [
        ("7", 7 as Int?), ("0", 0), ("8", nil), ("-1", nil), ("2.5", nil), ("1e300", nil),
    ])
    func integersInARange(_ json: String, _ expected: Int?) throws {
        let value = try Self.tree(json)
        if let expected {
            #expect(try Self.reader.integer(value, "n", in: 0...7) == expected)
        } else {
            #expect(throws: Failure(path: "n", problem: "expected a whole number from 0 to 7, got \(value.summary)")) {
                try Self.reader.integer(value, "n", in: 0...7)
            }
        }
    }
}
