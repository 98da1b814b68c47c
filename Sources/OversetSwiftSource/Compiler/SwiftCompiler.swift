import OversetPlumbing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The one place Overset runs the Swift compiler: to print the parse tree of one file, never to
/// build or run it.
///
/// The invocation for one file is `swiftc -dump-parse -dump-ast-format json -parse-as-library
/// -diagnostic-style llvm -`, the text on standard input:
/// - one file because, through the driver, several files' dumps go to standard error, mixed
///   with the diagnostics and not separated by line breaks (the frontend run directly writes
///   each `-primary-file`'s dump to its own `-o`: `dumps(_:)`, several files a process);
/// - `-parse-as-library` because without it a top-level `#Preview` is a `macro_expansion_expr`
///   in a `top_level_code_decl`, not a `macro_expansion_decl`; a `main.swift` (where Swift
///   itself reads top-level code) is parsed without it, since there top-level statements are
///   allowed and `-parse-as-library` rejects them;
/// - `-diagnostic-style llvm` for one-line `<stdin>:line:column: error: message` diagnostics;
/// - standard input so that the compiler reads the preprocessed text (`#if` resolved) while
///   diagnostics keep the user's lines and columns, reported under the user's path.
///
/// When a `swift-frontend` sits beside the driver (every toolchain has one; Xcode's `/usr/bin`
/// shims do not), it is run directly with `-frontend`, which is what the driver would start:
/// that saves the driver's own start, about 40 of 66 ms per file here; and files are parsed in
/// batches (`dumps(_:)`), which pays the frontend's own start (about 40 ms of CPU, a 200 MB
/// binary) once a batch rather than once a file.
package struct SwiftCompiler: Sendable {
    /// The `swiftc` found.
    package let path: String
    /// `swiftc --version`'s version line ("Swift version 6.3.1 (swift-6.3.1-RELEASE)").
    package let version: String
    /// The program run and the arguments before the dump's.
    private let executable: String
    private let leadingArguments: [String]
    private let runner: any ProcessRunning
    /// Seconds one file's parse may take before it is stopped.
    package var timeLimit: Double = 60
    /// Bytes of JSON one file's dump may have before it is stopped.
    package var dumpLimit = 256 << 20

    /// The arguments of a dump, for a library file or a `main.swift`, with or without bare
    /// `/…/` regex literals (on in the Swift 6 language mode, off in Swift 5's).
    func arguments(isScript: Bool, bareSlashRegex: Bool = false) -> [String] {
        leadingArguments + ["-dump-parse", "-dump-ast-format", "json", "-diagnostic-style", "llvm"] + (isScript ? [] : ["-parse-as-library"])
            + (bareSlashRegex ? ["-enable-bare-slash-regex"] : []) + ["-"]
    }

    /// Finds `swiftc`: `explicitPath`, else `OVERSET_SWIFTC` in `environment`, else the first on
    /// `PATH`; and checks that it is Swift 6.1 or later.
    ///
    /// - Throws: `.toolchainNotFound` when there is none or it cannot be run; `.toolchainTooOld`.
    package static func locate(explicitPath: String? = nil, environment: [String: String]) throws(SwiftSourceError) -> SwiftCompiler {
        try locate(explicitPath: explicitPath, environment: environment, runner: ChildProcessRunner())
    }

    static func locate(explicitPath: String?, environment: [String: String], runner: any ProcessRunning) throws(SwiftSourceError) -> SwiftCompiler {
        let path: String
        if let explicitPath {
            guard isExecutableFile(explicitPath) else { throw .toolchainNotFound(searched: "\(explicitPath) is not an executable file") }
            path = explicitPath
        } else if let named = environment["OVERSET_SWIFTC"], !named.isEmpty {
            guard isExecutableFile(named) else { throw .toolchainNotFound(searched: "OVERSET_SWIFTC=\(named) is not an executable file") }
            path = named
        } else {
            let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
            guard let found = directories.map({ "\($0)/swiftc" }).first(where: isExecutableFile) else {
                throw .toolchainNotFound(searched: "swiftc is not on PATH and OVERSET_SWIFTC is not set")
            }
            path = found
        }
        let output: ProcessOutput
        do {
            output = try runner.run(path, ["--version"], input: [], limits: ProcessLimits(seconds: 30, outputBytes: 1 << 20))
        } catch {
            throw .toolchainNotFound(searched: "\(path) cannot be run: \(error.reason)")
        }
        let text = String(decoding: output.standardOutput + output.standardError, as: UTF8.self)
        guard output.termination == .exited(0), let version = parseVersion(text) else {
            throw .toolchainNotFound(searched: "\(path) --version printed no Swift version")
        }
        guard version.numbers.lexicographicallyPrecedes([6, 1]) == false else { throw .toolchainTooOld(compiler: path, version: version.text) }
        let frontend = frontendBeside(path)
        return SwiftCompiler(
            path: path, version: version.line, executable: frontend ?? path, leadingArguments: frontend == nil ? [] : ["-frontend"], runner: runner)
    }

    /// The JSON dump of `text`, which is the file `file` after preprocessing.
    ///
    /// - Parameter bareSlashRegex: whether `/…/` is a regex literal, as in Swift 6 mode.
    /// - Throws: `.syntaxError` with the compiler's first error (at `file`'s line and column),
    ///   `.compilerTimedOut`, `.dumpTooLarge`, `.compilerFailed`.
    func dump(_ text: [UInt8], file: String, isScript: Bool, bareSlashRegex: Bool = false) throws(SwiftSourceError) -> [UInt8] {
        let output: ProcessOutput
        do {
            output = try runner.run(
                executable, arguments(isScript: isScript, bareSlashRegex: bareSlashRegex), input: text,
                limits: ProcessLimits(seconds: timeLimit, outputBytes: dumpLimit))
        } catch {
            throw .compilerFailed(file: file, toolchain: version, detail: "cannot run \(executable): \(error.reason)")
        }
        let errors = String(decoding: output.standardError, as: UTF8.self)
        switch output.termination {
        case .exited(0):
            return output.standardOutput
        case .timedOut:
            throw .compilerTimedOut(file: file, seconds: Int(timeLimit.rounded(.up)))
        case .outputTooLarge:
            throw .dumpTooLarge(file: file, limitMegabytes: dumpLimit >> 20)
        case .exited(let status):
            if let (line, column, message) = Self.firstError(errors) {
                throw .syntaxError(SourceLocation(file: file, line: line, column: column), message: message)
            }
            throw .compilerFailed(file: file, toolchain: version, detail: Self.firstLine(errors) ?? "exit status \(status)")
        case .signalled(let signal):
            throw .compilerFailed(file: file, toolchain: version, detail: "stopped by signal \(signal)" + (Self.firstLine(errors).map { ": \($0)" } ?? ""))
        }
    }

    /// The most files one batch holds, and the most bytes of text (a larger file is a batch alone).
    static let batchFiles = 32
    static let batchBytes = 2 << 20

    /// Whether several files can be parsed in one process (`dumps(_:)`): only when the frontend
    /// is run directly; through the driver their dumps would be mixed on standard error.
    var parsesInBatches: Bool { runsFrontendDirectly }

    /// The dumps of `texts`, each a library file (not a `main.swift`), parsed by one frontend
    /// process: each text written to a private temporary directory as `N.swift`, parsed as a
    /// `-primary-file` with its own `-o N.json`, and the dump's mentions of that path (the file's
    /// name, the `@file:line:column` of `$0`) replaced by `<stdin>`, so that it is byte for byte
    /// the dump `dump(_:file:isScript:)` gives.
    ///
    /// Nothing here is an error: a text gets nil (and is parsed alone, where its error is
    /// reported as always) when the process cannot be run, is stopped, or exits non-zero, or its
    /// dump is missing, too large or does not begin as expected. After a non-zero exit the
    /// texts the diagnostics name no error for are parsed again once as a batch (`retry`).
    func dumps(_ texts: [[UInt8]], retry: Bool = true) -> [[UInt8]?] {
        var dumps = [[UInt8]?](repeating: nil, count: texts.count)
        guard parsesInBatches, !texts.isEmpty, let directory = ScratchDirectory() else { return dumps }
        defer { directory.remove() }
        var arguments = leadingArguments + ["-dump-parse", "-dump-ast-format", "json", "-diagnostic-style", "llvm", "-parse-as-library"]
        for index in texts.indices {
            guard directory.write(texts[index], to: "\(index).swift") else { return dumps }
            arguments += ["-primary-file", directory.path + "/\(index).swift"]
        }
        for index in texts.indices { arguments += ["-o", directory.path + "/\(index).json"] }
        guard
            let output = try? runner.run(
                executable, arguments, input: [], limits: ProcessLimits(seconds: timeLimit, outputBytes: dumpLimit))
        else { return dumps }
        guard output.termination == .exited(0) else {
            guard retry, case .exited = output.termination else { return dumps }
            let failed = Self.filesWithErrors(String(decoding: output.standardError, as: UTF8.self), directory: directory.path)
            let rest = texts.indices.filter { !failed.contains($0) }
            guard !failed.isEmpty, rest.count > 1 else { return dumps }
            for (index, dump) in zip(rest, self.dumps(rest.map { texts[$0] }, retry: false)) { dumps[index] = dump }
            return dumps
        }
        let start = Array(#"{"_kind":"source_file","filename":"<stdin>""#.utf8)
        for index in texts.indices {
            guard let bytes = directory.read("\(index).json", limit: dumpLimit) else { continue }
            let dump = bytes.replacingEvery(Array((directory.path + "/\(index).swift").utf8), with: Array("<stdin>".utf8))
            if dump.starts(with: start) { dumps[index] = dump }
        }
        return dumps
    }

    /// The indices `N` of the files `directory/N.swift` that the diagnostics give an error for.
    static func filesWithErrors(_ diagnostics: String, directory: String) -> Set<Int> {
        var files: Set<Int> = []
        for line in diagnostics.split(whereSeparator: \.isNewline) where line.hasPrefix(directory + "/") && line.contains(": error: ") {
            let name = line.dropFirst(directory.count + 1).prefix { $0 != ":" }
            if name.hasSuffix(".swift"), let index = Int(name.dropLast(".swift".count)) { files.insert(index) }
        }
        return files
    }

    /// The first `<stdin>:line:column: error: message` of the diagnostics.
    static func firstError(_ diagnostics: String) -> (Int, Int, String)? {
        for line in diagnostics.split(whereSeparator: \.isNewline) where line.hasPrefix("<stdin>:") {
            let parts = line.dropFirst("<stdin>:".count).split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count == 4, let lineNumber = Int(parts[0]), let column = Int(parts[1]), parts[2] == " error" else { continue }
            return (lineNumber, column, String(parts[3].drop { $0 == " " }))
        }
        return nil
    }

    private static func firstLine(_ text: String) -> String? {
        text.split(whereSeparator: \.isNewline).first.map { String($0.prefix(300)) }
    }

    /// "Swift version 6.3.1 (…)" (also in Apple's "swift-driver version: … Apple Swift version 6.0 (…)").
    static func parseVersion(_ text: String) -> (line: String, text: String, numbers: [Int])? {
        guard let marker = text.range(of: "Swift version ") else { return nil }
        let line = String(text[marker.lowerBound...].prefix { !$0.isNewline })
        let number = text[marker.upperBound...].prefix { $0.isNumber || $0 == "." }
        let numbers = number.split(separator: ".").compactMap { Int($0) }
        guard numbers.count >= 2 else { return nil }
        return (line, String(number), numbers)
    }

    /// `swift-frontend` in the directory of `swiftc` after symbolic links are resolved.
    private static func frontendBeside(_ swiftc: String) -> String? {
        guard let resolved = realpath(swiftc, nil) else { return nil }
        defer { free(resolved) }
        let path = String(cString: resolved)
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let candidate = path[..<slash] + "/swift-frontend"
        return isExecutableFile(String(candidate)) ? String(candidate) : nil
    }

    private static func isExecutableFile(_ path: String) -> Bool {
        var information = stat()
        return stat(path, &information) == 0 && (information.st_mode & S_IFMT) == S_IFREG && access(path, X_OK) == 0
    }

    /// The same compiler, run through `runner` (tests count runs with it).
    func with(runner: any ProcessRunning) -> SwiftCompiler {
        var copy = SwiftCompiler(path: path, version: version, executable: executable, leadingArguments: leadingArguments, runner: runner)
        copy.timeLimit = timeLimit
        copy.dumpLimit = dumpLimit
        return copy
    }

    /// Whether dumps run the frontend directly (rather than through the driver).
    var runsFrontendDirectly: Bool { !leadingArguments.isEmpty }

    /// The same compiler run through the `swiftc` driver.
    func throughDriver() -> SwiftCompiler {
        var copy = SwiftCompiler(path: path, version: version, executable: path, leadingArguments: [], runner: runner)
        copy.timeLimit = timeLimit
        copy.dumpLimit = dumpLimit
        return copy
    }
}
