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

    /// Parsing several files a compiler process gives exactly what one process a file gives:
    /// the same trees, notes and toolchain failures, and the same first error, for a directory
    /// with a `main.swift`, a Swift 6 regex literal (parsed again alone), an `#if`, a `$0`
    /// (whose dump names the file) and, in the second run, a file that does not parse. The
    /// batches' dumps are the ones-alone dumps, so the caches they fill hold the same entries.
    @Test func batchesParseExactlyAsOneFileAProcess() throws {
        let scratch = try Scratch()
        var texts = [
            "main.swift": "import SwiftUI\nprint(\"start\")\nlet scale = 2\n",
            "Pattern.swift": "import Foundation\nlet pattern = /^(\\d{1,2}):(\\d{2})$/\n",
            "Flags.swift": "import SwiftUI\n#if DEBUG\nlet mode = \"debug\"\n#else\nlet mode = \"release\"\n#endif\n",
            "Sorted.swift": "import SwiftUI\nlet sorted = [3, 1, 2].sorted { $0 < $1 }.map { $0 * 2 }\n",
        ]
        for index in 0..<9 {
            texts["Screen\(index).swift"] = """
                import SwiftUI
                struct Row\(index): View {
                    var title: String
                    var body: some View { HStack { Text(title).font(.headline).lineLimit(1); Spacer() }.padding(\(index)) }
                }
                #Preview("Screen \(index)") { VStack { ForEach(0..<3) { Row\(index)(title: "Item \\($0)") } } }

                """
        }
        for (name, text) in texts { try scratch.write("App/" + name, text) }
        let installed = try Self.parser(cache: nil)
        #expect(installed.compiler.parsesInBatches, "the toolchain has no swift-frontend beside swiftc: nothing is batched")
        let runs = CountingRunner()
        let parser = SwiftSourceParser(conditions: installed.conditions, compiler: installed.compiler.with(runner: runs), cache: installed.cache)
        let files = try SwiftSourceParser.swiftFiles(in: [scratch.path + "/App"])
        let batched = try parser.parse(files: files, batched: true)
        let batchedRuns = runs.take()
        let alone = try parser.parse(files: files, batched: false)
        let aloneRuns = runs.take()
        // Alone: 13 files and the regex file again. Batched: two batches of six, the first
        // failing on the regex file's `/` and run again without it; the regex file alone twice,
        // `main.swift` once.
        #expect(aloneRuns.count == 14)
        #expect(batchedRuns.count == 6, "\(batchedRuns)")
        let directories = Set(
            batchedRuns.flatMap { $0.split(separator: " ") }.filter { $0.hasSuffix(".swift") }.map { ($0 as NSString).deletingLastPathComponent })
        #expect(directories.count == 3)
        #expect(directories.allSatisfy { !FileManager.default.fileExists(atPath: $0) }, "a batch's temporary directory was left")
        #expect(batched.files == alone.files)
        #expect(batched.failures == alone.failures)
        #expect(batched.files.count == texts.count)
        #expect(SwiftUIScreens(files: batched.files).previews.map(\.name).sorted() == (0..<9).map { "Screen \($0)" })

        let caches = (scratch.path + "/batched", scratch.path + "/alone")
        _ = try Self.parser(cache: caches.0).parse(files: files, batched: true)
        _ = try Self.parser(cache: caches.1).parse(files: files, batched: false)
        for name in try FileManager.default.contentsOfDirectory(atPath: caches.1) {
            #expect(FileManager.default.contents(atPath: caches.0 + "/" + name) == FileManager.default.contents(atPath: caches.1 + "/" + name))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: caches.0).sorted() == FileManager.default.contentsOfDirectory(atPath: caches.1).sorted())

        try scratch.write("App/Screen4.swift", "import SwiftUI\nstruct Broken: View {\n    var body: some View { Text(\"x\" }\n}\n")
        func firstError(batched: Bool) -> SwiftSourceError? {
            do {
                _ = try parser.parse(files: files, batched: batched)
                return nil
            } catch {
                return error
            }
        }
        let error = firstError(batched: true)
        #expect(error == firstError(batched: false))
        guard case .syntaxError(let location, _)? = error else {
            Issue.record("expected a syntax error, got \(String(describing: error))")
            return
        }
        #expect((location.file, location.line) == (scratch.path + "/App/Screen4.swift", 3))
    }

    /// Batches: at least one a core, at most `batchFiles` files and `batchBytes` bytes each, in
    /// order, covering every file once.
    @Test func batchesShareTheFilesAmongTheCores() {
        #expect(SwiftSourceParser.batches([], workers: 2).isEmpty)
        #expect(SwiftSourceParser.batches([10], workers: 2) == [0..<1])
        #expect(SwiftSourceParser.batches(Array(repeating: 10, count: 5), workers: 2) == [0..<3, 3..<5])
        let many = SwiftSourceParser.batches(Array(repeating: 4_500, count: 300), workers: 2)
        #expect(many.count == 10 && many.allSatisfy { $0.count == 30 })
        #expect(many.first?.lowerBound == 0 && many.last?.upperBound == 300 && zip(many, many.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        let large = SwiftSourceParser.batches([SwiftCompiler.batchBytes, 1, 1, SwiftCompiler.batchBytes - 1, 1], workers: 1)
        #expect(large == [0..<1, 1..<3, 3..<5])
    }

    /// Runs the compiler and keeps each run's arguments.
    final class CountingRunner: ProcessRunning, @unchecked Sendable {
        private let lock = NSLock()
        private var runs: [String] = []

        func run(_ executable: String, _ arguments: [String], input: [UInt8], limits: ProcessLimits) throws(ProcessFailure) -> ProcessOutput {
            lock.withLock { runs.append(arguments.joined(separator: " ")) }
            return try ChildProcessRunner().run(executable, arguments, input: input, limits: limits)
        }

        /// The runs so far, forgotten.
        func take() -> [String] {
            lock.withLock {
                defer { runs = [] }
                return runs
            }
        }
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
