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
/// The invocation is `swiftc -dump-parse -dump-ast-format json -parse-as-library
/// -diagnostic-style llvm -`, one file per process, the text on standard input:
/// - one file per process because with several files the dumps go to standard error, mixed
///   with the diagnostics and not separated by line breaks;
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
/// that saves the driver's own start, about 40 of 66 ms per file here.
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
