import Foundation
import Synchronization
import Testing

/// The output rules of docs/reliability.md, checked on the built binary (issue 15): what is at an
/// output path is respected, every output is checked before any is written, and output that
/// cannot be written fails the run.
@Suite struct OutputSafetyTests {
    static let small = ["audit", "--categories", "L", "--presets", "default", "--widths", "375", "--no-system-fonts", "--quiet"]

    static func mode(_ path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    static func type(_ path: String) throws -> FileAttributeType? {
        try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
    }

    @Test func aSymlinkIsFollowedAndAFilesModeKept() throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("report.json").path
        let link = directory.appendingPathComponent("link.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "report.json")
        let result = try CommandRunner.run(Self.small + ["--format", "json", "--output", link])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.type(link) == .typeSymbolicLink)
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("{\"schemaVersion\""))
        #expect(try Self.mode(target) == 0o600)
        // No temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["link.json", "report.json"])
    }

    /// A FIFO (like a device node) is written in place, never replaced by a regular file.
    @Test func aFIFOIsWrittenInPlace() throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let received = Mutex(Data())
        let reader = Thread {
            let data = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data()
            received.withLock { $0 = data }
        }
        reader.start()
        let result = try CommandRunner.run(Self.small + ["--format", "json", "--output", fifo])
        #expect(result.status == 0, "\(result.stderr)")
        while !reader.isFinished { usleep(1000) }
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(received.withLock { String(decoding: $0, as: UTF8.self) }.hasPrefix("{\"schemaVersion\""))
    }

    /// A signal that arrives with the temporary file written but not yet renamed removes it and
    /// leaves the old file as it was; the process dies of that signal, as an interrupted one should.
    @Test(arguments: [("INT", SIGINT), ("TERM", SIGTERM)])
    func anInterruptInTheWriteWindowLeavesNoTemporaryFile(_ name: String, _ number: Int32) throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = directory.appendingPathComponent("report.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: report))
        let result = try CommandRunner.run(
            Self.small + ["--format", "json", "--output", report], environment: ["OVERSET_TEST_SIGNAL_IN_WRITE_WINDOW": name])
        #expect(result.status == number, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["report.json"])
        #expect(try String(contentsOfFile: report, encoding: .utf8) == "old")
    }

    @Test func devStdoutIsWrittenThrough() throws {
        let result = try CommandRunner.run(Self.small + ["--format", "json", "--output", "/dev/stdout"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("{\"schemaVersion\""))
    }

    /// Bad outputs are refused before anything is written: an existing report stays as it was.
    @Test(arguments: [
        (["--format", "junit", "--output", "/missing/x.xml"], "cannot write '/missing/x.xml': its directory '/missing'"),
        (["--format", "junit", "--output", "SAME"], "are the same output file; give each format its own"),
        (["--format", "junit", "--output", "DIR"], "it is a directory"),
    ])
    func everyOutputIsCheckedBeforeAnyIsWritten(_ extra: [String], _ message: String) throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let kept = directory.appendingPathComponent("a.json").path
        try Data("keep".utf8).write(to: URL(fileURLWithPath: kept))
        let arguments = extra.map { $0 == "SAME" ? kept : $0 == "DIR" ? directory.path : $0 }
        let result = try CommandRunner.run(Self.small + ["--format", "json", "--output", kept] + arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try String(contentsOfFile: kept, encoding: .utf8) == "keep")
    }

    /// A lost write fails the run: `> /dev/full` and a closed pipe with SIGPIPE ignored.
    @Test(arguments: [["measure", "hello", "--json"], ["audit", "--format", "json", "--no-system-fonts"]])
    func standardOutputThatCannotBeWrittenFails(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = CommandRunner.binary
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 2)
        #expect(stderr.contains("cannot write to standard output: No space left on device"), "\(stderr)")
    }

    /// With SIGPIPE ignored, a reader that stops early (`| head -c 1`) makes writes fail with
    /// EPIPE: `measure --jsonl` exits 2 with a message instead of trapping (issue 15).
    @Test func aClosedPipeWithSIGPIPEIgnoredFails() throws {
        let script = """
            trap '' PIPE
            yes '{"text": "hello world", "width": 50}' | head -n 20000 | "$0" measure --jsonl --no-system-fonts 2>"$1" | head -c 1 >/dev/null
            echo "${PIPESTATUS[2]}"
            """
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let errors = directory.appendingPathComponent("stderr").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script, CommandRunner.binary.path, errors]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let status = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(status.trimmingCharacters(in: .whitespacesAndNewlines) == "2")
        #expect(try String(contentsOfFile: errors, encoding: .utf8).contains("cannot write to standard output: Broken pipe"))
    }

    static let smallStyles = ["styles", "--categories", "L", "--no-system-fonts"]

    /// An output named by one character in the working directory (and a one-character link to
    /// one) is written: Foundation on Linux trapped in `NSString.deletingLastPathComponent` on
    /// such a path before anything was written (issue 34).
    @Test(arguments: [
        (small + ["--format", "json", "--output", "r"], "r", "{\"schemaVersion\""),
        (smallStyles + ["--svg", "s"], "s", "<svg "),
        (small + ["--format", "json", "--output", "l"], "t", "{\"schemaVersion\""),
        (smallStyles + ["--svg", "l"], "t", "<svg "),
    ])
    func aOneCharacterOutputNameIsWritten(_ arguments: [String], _ written: String, _ start: String) throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("l").path, withDestinationPath: "t")
        let result = try CommandRunner.run(arguments, stdinBytes: nil, in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOfFile: directory.appendingPathComponent(written).path, encoding: .utf8)
        #expect(text.hasPrefix(start), "\(text.prefix(80))")
    }

    /// `-` is standard output, as for most tools: the output goes to stdout, no file named `-`
    /// is made, and two outputs on stdout are refused (issue 34).
    @Test(
        arguments: [
            (small + ["--format", "json", "--output", "-"], "{\"schemaVersion\"", nil),
            (smallStyles + ["--svg", "-"], "<svg ", nil),
            (small + ["--format", "json", "--output", "-", "--format", "markdown"], "", "only one format can go to stdout"),
            (smallStyles + ["--svg", "-", "--json"], "", "--svg - and --json both write to standard output"),
        ] as [([String], String, String?)])
    func aDashIsStandardOutput(_ arguments: [String], _ start: String, _ error: String?) throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CommandRunner.run(arguments, stdinBytes: nil, in: directory)
        if let error {
            #expect(result.status == 2)
            #expect(result.stderr.contains(error), "\(result.stderr)")
        } else {
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasPrefix(start), "\(result.stdout.prefix(80))")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    /// An output that is one of the run's inputs (by its name, a symbolic link or a hard link)
    /// is refused before anything runs, naming both; the input stays as it was (issue 34).
    /// `{in}` is an input file holding "keep", `{link}` a symbolic link to it, `{hard}` a hard
    /// link, `{dir}` a directory holding `{dir}/a.swift` (also "keep").
    @Test(arguments: [
        (small + ["--baseline", "{in}", "--format", "json", "--output", "{in}"], "{in}", "--baseline"),
        (small + ["--baseline", "{in}", "--format", "json", "--output", "{link}"], "{in}", "--baseline"),
        (small + ["--baseline", "{in}", "--format", "json", "--output", "{hard}"], "{in}", "--baseline"),
        (small + ["{in}", "--format", "junit", "--output", "{in}"], "{in}", "a spec"),
        (small + ["--strings", "{in}", "--format", "html", "--output", "{link}"], "{in}", "--strings"),
        (small + ["--theme", "{in}", "--format", "json", "--output", "{in}"], "{in}", "--theme"),
        (small + ["--font-path", "{in}", "--format", "json", "--output", "{in}"], "{in}", "--font-path"),
        (["audit", "--merge", "{other}", "{in}", "--format", "json", "--output", "{in}"], "{in}", "--merge"),
        (small + ["{dir}", "--format", "json", "--output", "{dir}/a.swift"], "{dir}", "a spec"),
        (smallStyles + ["--theme", "{in}", "--svg", "{in}"], "{in}", "--theme"),
        (smallStyles + ["--theme", "{in}", "--svg", "{link}"], "{in}", "--theme"),
        (smallStyles + ["--font-path", "{dir}", "--svg", "{dir}/a.ttf"], "{dir}", "--font-path"),
    ])
    func anOutputThatIsAnInputIsRefused(_ arguments: [String], _ input: String, _ role: String) throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = FileManager.default
        let places = [
            "{in}": "in.json", "{link}": "link.json", "{hard}": "hard.json", "{other}": "other.json", "{dir}": "dir",
        ].mapValues { directory.appendingPathComponent($0).path }
        func expand(_ text: String) -> String { places.reduce(text) { $0.replacingOccurrences(of: $1.key, with: $1.value) } }
        let kept = ["{in}", "{other}", "{dir}/a.swift", "{dir}/a.ttf"].map(expand)
        try files.createDirectory(atPath: expand("{dir}"), withIntermediateDirectories: true)
        for file in kept { try Data("keep".utf8).write(to: URL(fileURLWithPath: file)) }
        try files.createSymbolicLink(atPath: expand("{link}"), withDestinationPath: "in.json")
        try files.linkItem(atPath: expand("{in}"), toPath: expand("{hard}"))
        let output = expand(try #require(arguments.last))
        let result = try CommandRunner.run(arguments.map(expand), stdinBytes: nil)
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write '\(output)': it is "), "\(result.stderr)")
        #expect(result.stderr.contains("'\(expand(input))'") && result.stderr.contains(role), "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result.stderr)")
        for file in kept { #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep", "\(file)") }
        #expect(try files.contentsOfDirectory(atPath: directory.path).sorted() == ["dir", "hard.json", "in.json", "link.json", "other.json"])
    }
}
