import OversetPlumbing
import OversetSwiftSource

/// `overset coverage`: how much of an app's SwiftUI source Overset understands, per file and in
/// total, counted over the code as written (docs/swiftui-source.md).
enum CoverageCommand {
    static let format = CommandSpec.Option(name: "--format", valueName: "table|json", help: "Print a table (default) or JSON.")
    static let unknownLimit = CommandSpec.Option(
        name: "--unknown", valueName: "count", help: "How many names not understood to list, most used first (default 20, 0 for all).")

    static let spec = CommandSpec(
        name: "coverage",
        abstract: "Count the SwiftUI view and modifier call sites Overset understands in Swift files.",
        usage: ["<File.swift|directory> ... [--format table|json] [--unknown <count>] [--define <flag>]"],
        options: [format, unknownLimit, SwiftSourceOptions.define],
        discussion: """
            For each file and in total: the view types declared, the view and modifier call sites and how many
            Overset understands, and the Text call sites with nothing unknown around them (every container and
            modifier written around them understood): the share of text whose verdicts can be trusted. Then the
            names not understood, with counts and where each is first used. Directories are searched for every
            *.swift below (skipping .build and hidden directories). Exit status: 0, or 2 for bad input.
            """)

    /// The command's arguments, parsed and checked.
    struct Arguments {
        var paths: [String]
        var printsJSON: Bool
        /// How many unknown names to list; nil for all.
        var unknownCount: Int?
        var swiftSource: SwiftSourceOptions

        /// - Throws: `UsageError` for no path, an unknown format or a count out of range.
        init(_ parsed: ParsedArguments) throws(UsageError) {
            paths = parsed.positionals
            guard !paths.isEmpty else { throw UsageError("coverage needs Swift files or directories to read") }
            switch parsed[CoverageCommand.format] ?? "table" {
            case "table": printsJSON = false
            case "json": printsJSON = true
            case let other: throw UsageError("--format expects table or json, got '\(other)'")
            }
            let count = try parsed.integer(CoverageCommand.unknownLimit) ?? 20
            guard (0...100_000).contains(count) else { throw UsageError("--unknown expects a count from 0 (all) to 100000, got \(count)") }
            unknownCount = count == 0 ? nil : count
            swiftSource = try SwiftSourceOptions(parsed)
        }
    }

    /// Runs the command with its parsed arguments (`main` answers `--help`).
    ///
    /// - Returns: the exit status: 0 (files that cannot be read are listed, not counted).
    /// - Throws: `SwiftSourceError` when no file can be read, or for too many files.
    static func run(_ arguments: Arguments) throws -> Int32 {
        let parser = try SwiftSourceParser(conditions: arguments.swiftSource.setup.conditions)
        let parsed = try parser.parse(files: try SwiftSourceParser.swiftFiles(in: arguments.paths))
        let coverage = SourceCoverage(SwiftUIScreens(files: try parsed.filesOrFirstFailure()))
        let unknown = arguments.unknownCount.map { Array(coverage.unknown.prefix($0)) } ?? coverage.unknown
        let unread = parsed.failures.map(\.description)
        try StandardOutput.write(
            arguments.printsJSON
                ? json(coverage, unknown: unknown, unread: unread).text + "\n" : table(coverage, unknown: unknown, unread: unread))
        return 0
    }

    static func table(_ coverage: SourceCoverage, unknown: [SourceCoverage.Unknown], unread: [String]) -> String {
        let rows = (coverage.files + [coverage.total]).map { file -> [String] in
            [
                "\(file.viewTypes)", share(file.understoodCallSites, of: file.callSites), share(file.trustedTextSites, of: file.textSites),
                file.path,
            ]
        }
        var text = TextTable(header: ["VIEWS", "CALL SITES UNDERSTOOD", "TEXT SITES TRUSTED", "FILE"], rows: rows).text
        if !unread.isEmpty {
            text += "\nNot read (\(unread.count) files, not counted above):\n" + unread.map { "  \($0)\n" }.joined()
        }
        guard !unknown.isEmpty else { return text + "\nEvery view and modifier call site is understood.\n" }
        let listed = unknown.count < coverage.unknown.count ? "the \(unknown.count) most used of \(coverage.unknown.count)" : "\(unknown.count)"
        text += "\nNot understood (\(listed)):\n"
        text +=
            TextTable(
                header: ["NAME", "KIND", "USES", "FIRST USE"],
                rows: unknown.map { [$0.name, $0.kind, "\($0.count)", $0.first.description] }
            ).text
        return text
    }

    /// `part` of `whole` as "38/40 (95.0%)".
    private static func share(_ part: Int, of whole: Int) -> String {
        guard whole > 0 else { return "0/0" }
        return "\(part)/\(whole) (\(NumberText.fixed(Double(part) * 100 / Double(whole), places: 1))%)"
    }

    static func json(_ coverage: SourceCoverage, unknown: [SourceCoverage.Unknown], unread: [String]) -> JSONValue {
        func counts(_ file: SourceCoverage.File) -> [(String, JSONValue)] {
            [
                ("viewTypes", .integer(file.viewTypes)), ("callSites", .integer(file.callSites)),
                ("understoodCallSites", .integer(file.understoodCallSites)), ("textSites", .integer(file.textSites)),
                ("trustedTextSites", .integer(file.trustedTextSites)),
            ]
        }
        return .object([
            ("schemaVersion", .integer(1)),
            ("files", .array(coverage.files.map { .object([("path", .string($0.path))] + counts($0)) })),
            ("total", .object(counts(coverage.total))),
            ("unreadFiles", .array(unread.map { .string($0) })),
            ("unknownNames", .integer(coverage.unknown.count)),
            (
                "unsupported",
                .array(
                    unknown.map { name in
                        .object([
                            ("name", .string(name.name)), ("kind", .string(name.kind)), ("count", .integer(name.count)),
                            (
                                "first",
                                .object([
                                    ("file", .string(name.first.file)), ("line", .integer(name.first.line)), ("column", .integer(name.first.column)),
                                ])
                            ),
                        ])
                    })
            ),
        ])
    }
}
