import Foundation
import Testing

@testable import OversetSwiftSource

/// Reading files: the directory search, the per-file bounds, a wrong file among good ones,
/// Swift 6's regex literals, and the parse cache (docs/swiftui-source.md).
@Suite struct SwiftSourceParserTests {
    /// A fresh directory for one test, removed after it.
    final class Scratch {
        let path: String

        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("overset-parser-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        @discardableResult
        func write(_ relative: String, _ text: String) throws -> String {
            let file = path + "/" + relative
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
            return file
        }
    }

    static let preview = "import SwiftUI\n#Preview(\"One\") { Text(\"Hello\") }\n"

    static func parser(cache: String?) throws -> SwiftSourceParser {
        var environment = ProcessInfo.processInfo.environment
        environment["OVERSET_CACHE_DIR"] = cache ?? "off"
        return try SwiftSourceParser(environment: environment)
    }

    @Test func directoriesAreSearchedSkippingBuildProductsAndHiddenOnes() throws {
        let scratch = try Scratch()
        let kept = [try scratch.write("App/B.swift", ""), try scratch.write("App/Views/A.swift", "")]
        for skipped in [".build/x/C.swift", ".hidden/D.swift", "Pods/E.swift", "DerivedData/F.swift", "App/.G.swift", "App/notes.txt"] {
            try scratch.write(skipped, "")
        }
        #expect(try SwiftSourceParser.swiftFiles(in: [scratch.path]) == kept.sorted())
    }

    @Test(arguments: [
        ("a path that does not exist", "missing", "no such file or directory"),
        ("a directory with no Swift file", "empty", "the directory holds no .swift files"),
    ])
    func pathsThatGiveNoFilesAreErrors(_ name: String, _ relative: String, _ reason: String) throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.path + "/empty", withIntermediateDirectories: true)
        #expect {
            _ = try SwiftSourceParser.swiftFiles(in: [scratch.path + "/" + relative])
        } throws: { error in
            guard case .unreadableFile(let file, let found) = error as? SwiftSourceError else { return false }
            return file == scratch.path + "/" + relative && found == reason
        }
    }

    /// A wrong file stops the run, as it stops a build, with its error and where: a syntax error,
    /// a file past the size bound, bytes that are not UTF-8, an `#if` left open. (A file the
    /// toolchain fails on is skipped instead: SwiftSourceCommandTests.)
    @Test(arguments: ["syntax", "size", "encoding", "condition"])
    func aWrongFileStopsTheRun(_ problem: String) throws {
        let scratch = try Scratch()
        let good = try scratch.write("Good.swift", Self.preview)
        let wrong = scratch.path + "/Wrong.swift"
        switch problem {
        case "syntax": try scratch.write("Wrong.swift", "struct A {\n    var x = (\n}\n")
        case "size": try scratch.write("Wrong.swift", String(repeating: "// padding\n", count: SwiftSourceParser.maximumFileBytes / 11 + 1))
        case "encoding": try Data([0x2F, 0x2F, 0x20, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: wrong))
        default: try scratch.write("Wrong.swift", "import SwiftUI\n#if DEBUG\nlet a = 1\n")
        }
        #expect {
            _ = try Self.parser(cache: nil).parse(files: [good, wrong])
        } throws: { error in
            switch (problem, error as? SwiftSourceError) {
            case ("syntax", .syntaxError(let location, _)?): return (location.file, location.line) == (wrong, 3)
            case ("size", .fileTooLarge(let file, _, let limit)?): return (file, limit) == (wrong, SwiftSourceParser.maximumFileBytes)
            case ("encoding", .invalidEncoding(let location)?): return (location.file, location.line, location.column) == (wrong, 1, 4)
            case ("condition", .conditionalCompilation(let location, _)?): return (location.file, location.line) == (wrong, 2)
            default: return false
            }
        }
    }

    /// `/…/` is a regex literal in the Swift 6 language mode, a syntax error in Swift 5's: a
    /// package in Swift 6 mode must read.
    @Test func swiftSixRegexLiteralsParse() throws {
        let source = "import SwiftUI\nlet pattern = /^(\\d{1,2}):(\\d{2})$/\n#Preview(\"Clock\") { Text(\"12:30\") }\n"
        let file = try Parsing.parse(source)
        #expect(SwiftUIScreens(files: [file]).previews.map(\.name) == ["Clock"])
    }

    /// A second parse of the same text reads the kept dump; an entry that is corrupt, or that is
    /// a symbolic link, is never trusted, and the link is not replaced.
    @Test func theCacheKeepsDumpsByContentAndTrustsOnlyRegularFiles() throws {
        let scratch = try Scratch()
        let cache = scratch.path + "/cache"
        let file = try scratch.write("Screen.swift", Self.preview)
        let parser = try Self.parser(cache: cache)
        let first = try parser.parse(files: [file]).filesOrFirstFailure()
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache)
        #expect(entries.count == 1)
        guard let entry = entries.first else { return }
        let attributes = try FileManager.default.attributesOfItem(atPath: cache)
        #expect((attributes[.posixPermissions] as? Int) == 0o700)

        try Data("{\"not\": \"a dump\"}".utf8).write(to: URL(fileURLWithPath: cache + "/" + entry))
        let reparsed = try parser.parse(files: [file]).filesOrFirstFailure()
        #expect(reparsed.map(\.declarations.count) == first.map(\.declarations.count))
        #expect(try String(contentsOfFile: cache + "/" + entry, encoding: .utf8).contains("source_file"))

        let target = try scratch.write("target.json", "kept")
        try FileManager.default.removeItem(atPath: cache + "/" + entry)
        try FileManager.default.createSymbolicLink(atPath: cache + "/" + entry, withDestinationPath: target)
        #expect(try parser.parse(files: [file]).filesOrFirstFailure().count == 1)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: cache + "/" + entry) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "kept")
    }

    @Test func theCacheIsOffWhenAskedAndElseUnderTheUsersCacheDirectory() {
        #expect(ParseCache(environment: ["OVERSET_CACHE_DIR": "off", "HOME": "/h"]).directory == nil)
        #expect(ParseCache(environment: ["OVERSET_CACHE_DIR": "/c", "XDG_CACHE_HOME": "/x"]).directory == "/c")
        #expect(ParseCache(environment: ["XDG_CACHE_HOME": "/x", "HOME": "/h"]).directory == "/x/overset/swift-parse")
        #expect(ParseCache(environment: ["HOME": "/h"]).directory == "/h/.cache/overset/swift-parse")
        #expect(ParseCache(environment: [:]).directory == nil)
    }

    /// The key changes with the text, the toolchain and the parse mode.
    @Test func theCacheKeyCoversTextToolchainAndMode() {
        let text = Array(Self.preview.utf8)
        let key = ParseCache.key(text, compiler: "Swift version 6.3.1", isScript: false)
        #expect(key != ParseCache.key(text + [0x0A], compiler: "Swift version 6.3.1", isScript: false))
        #expect(key != ParseCache.key(text, compiler: "Swift version 6.2", isScript: false))
        #expect(key != ParseCache.key(text, compiler: "Swift version 6.3.1", isScript: true))
        #expect(key == ParseCache.key(text, compiler: "Swift version 6.3.1", isScript: false))
    }
}
