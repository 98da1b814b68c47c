import Dispatch
import Foundation
import OversetPlumbing

/// Reads an app's Swift files into syntax trees: each file read (bounded), its `#if` resolved,
/// parsed by the compiler (in parallel, several files a process) unless the parse cache has it,
/// and converted by the adapter. Overset never builds or runs the code.
public struct SwiftSourceParser: Sendable {
    /// The most Swift files one run reads: far past any app (a large one has about 2,000).
    public static let maximumFiles = 5_000
    /// The largest Swift file read: a generated file of thousands of views is about 1 MB.
    public static let maximumFileBytes = 4 << 20
    /// The deepest nesting of the syntax tree converted (expressions, closures, operator chains).
    public static let maximumDepth = 1_000

    /// What `#if` conditions mean (an iOS debug build by default).
    public var conditions: CompilationConditions
    let compiler: SwiftCompiler
    let cache: ParseCache

    /// A parser with the toolchain `environment` names (`OVERSET_SWIFTC`, else `swiftc` on
    /// `PATH`) and its parse cache (`OVERSET_CACHE_DIR`, `XDG_CACHE_HOME`, `HOME`).
    ///
    /// - Throws: `SwiftSourceError.toolchainNotFound` or `.toolchainTooOld`.
    public init(conditions: CompilationConditions = .iOSDebug, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(SwiftSourceError)
    {
        self.conditions = conditions
        compiler = try SwiftCompiler.locate(environment: environment)
        cache = ParseCache(environment: environment)
    }

    init(conditions: CompilationConditions, compiler: SwiftCompiler, cache: ParseCache) {
        self.conditions = conditions
        self.compiler = compiler
        self.cache = cache
    }

    /// The Swift files of `paths`: files as given, directories searched for every `*.swift`
    /// below, sorted, skipping build products and hidden directories.
    ///
    /// - Throws: `.unreadableFile` for a path that does not exist; `.tooManyFiles`.
    public static func swiftFiles(in paths: [String]) throws(SwiftSourceError) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw .unreadableFile(file: path, reason: "no such file or directory")
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let found = try swiftFiles(under: path)
            // A directory given by mistake must not audit nothing and pass.
            guard !found.isEmpty else { throw .unreadableFile(file: path, reason: "the directory holds no .swift files") }
            files += found
            guard files.count <= maximumFiles else { throw .tooManyFiles(count: files.count, limit: maximumFiles) }
        }
        return files
    }

    /// The directories an app's source never is in.
    static let skippedDirectories: Set<String> = [".build", ".swiftpm", "Pods", "DerivedData", "Carthage", "node_modules"]

    private static func swiftFiles(under directory: String) throws(SwiftSourceError) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
            throw .unreadableFile(file: directory, reason: "the directory cannot be read")
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
                if name.hasPrefix(".") || skippedDirectories.contains(name) { enumerator.skipDescendants() }
                continue
            }
            if name.hasSuffix(".swift"), !name.hasPrefix(".") { files.append(directory + "/" + relative) }
            guard files.count <= maximumFiles else { throw .tooManyFiles(count: files.count, limit: maximumFiles) }
        }
        return files.sorted()
    }

    /// The files of a run that were read, and those the toolchain could not read, each with why.
    package struct Parsed: Sendable {
        /// The files read, in input order.
        package var files: [ParsedFile]
        /// The files skipped, in input order, each for a toolchain fault (`isToolchainFault`).
        package var failures: [SwiftSourceError]

        /// The files read, or the first failure when no file was.
        ///
        /// - Throws: the first failure, when every file failed.
        package func filesOrFirstFailure() throws(SwiftSourceError) -> [ParsedFile] {
            if files.isEmpty, let failure = failures.first { throw failure }
            return files
        }
    }

    /// Parses `paths` (each a Swift file), in order. A file the toolchain fails on is skipped
    /// (one file a compiler crashes on must not hide an app's other screens); a file that is
    /// wrong stops the run, as it stops a build.
    ///
    /// Files are read, preprocessed and looked up in the cache on every core; those not in it
    /// are parsed several to a compiler process (`SwiftCompiler.dumps(_:)`) when the frontend is
    /// run directly, the batches spread over the cores. A file its batch gives no dump for, or a
    /// dump that does not convert, a `main.swift`, and every file when there is no frontend, is
    /// parsed alone (`parse(_:)`), so the results and errors are those of one process a file.
    ///
    /// - Throws: the first wrong file's error, in input order: a file too large, not UTF-8 or
    ///   unreadable, a malformed `#if`, the compiler's first syntax error; `.tooManyFiles`.
    /// - Complexity: a compiler process per batch of files not in the cache, on every core.
    package func parse(files paths: [String], batched: Bool = true) throws(SwiftSourceError) -> Parsed {
        guard paths.count <= Self.maximumFiles else { throw .tooManyFiles(count: paths.count, limit: Self.maximumFiles) }
        let results = Locked([Result<ParsedFile, SwiftSourceError>?](repeating: nil, count: paths.count))
        let waiting = Locked([(position: Int, file: Unparsed)]())
        let batches = batched && compiler.parsesInBatches
        Self.perform(paths.count) { position in
            let result: Result<ParsedFile, SwiftSourceError>
            do throws(SwiftSourceError) {
                switch try prepare(try Self.read(paths[position])) {
                case .parsed(let file):
                    result = .success(file)
                case .unparsed(let file) where batches && !file.isScript:
                    waiting.withLock { $0.append((position, file)) }
                    return
                case .unparsed(let file):
                    result = .success(try finish(file, dump: nil))
                }
            } catch {
                result = .failure(error)
            }
            results.withLock { $0[position] = result }
        }
        let unparsed = waiting.withLock { $0 }.sorted { $0.position < $1.position }
        let groups = Self.batches(unparsed.map(\.file.resolved.count), workers: Self.workers(unparsed.count))
        Self.perform(groups.count) { group in
            let members = Array(unparsed[groups[group]])
            let dumps = members.count > 1 ? compiler.dumps(members.map(\.file.resolved)) : [nil]
            for (member, dump) in zip(members, dumps) {
                let result: Result<ParsedFile, SwiftSourceError>
                do throws(SwiftSourceError) {
                    result = .success(try finish(member.file, dump: dump))
                } catch {
                    result = .failure(error)
                }
                results.withLock { $0[member.position] = result }
            }
        }
        cache.trim()
        var parsed = Parsed(files: [], failures: [])
        for result in results.withLock({ $0 }) {
            switch result {
            case .success(let file)?: parsed.files.append(file)
            case .failure(let error)? where error.isToolchainFault: parsed.failures.append(error)
            case .failure(let error)?: throw error
            case nil: continue
            }
        }
        return parsed
    }

    /// The workers for `count` tasks: one a core, no more than tasks.
    private static func workers(_ count: Int) -> Int {
        min(count, max(1, ProcessInfo.processInfo.activeProcessorCount))
    }

    /// Runs `body` for each of `0..<count`, on every core.
    private static func perform(_ count: Int, _ body: @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let next = Locked(0)
        DispatchQueue.concurrentPerform(iterations: workers(count)) { _ in
            while true {
                let position = next.withLock { value -> Int in
                    defer { value += 1 }
                    return value
                }
                guard position < count else { return }
                body(position)
            }
        }
    }

    /// The batches of files of `sizes` bytes, in order: at most `SwiftCompiler.batchFiles`
    /// files and `batchBytes` bytes each (a larger file alone), at least one a worker, of even
    /// counts, so that the cores share the work and each pays one compiler start.
    static func batches(_ sizes: [Int], workers: Int) -> [Range<Int>] {
        guard !sizes.isEmpty else { return [] }
        let count = max((sizes.count + SwiftCompiler.batchFiles - 1) / SwiftCompiler.batchFiles, min(max(workers, 1), sizes.count))
        let target = (sizes.count + count - 1) / count
        var groups: [Range<Int>] = []
        var start = 0
        var bytes = 0
        for (index, size) in sizes.enumerated() {
            if index > start, index - start == target || bytes + size > SwiftCompiler.batchBytes {
                groups.append(start..<index)
                start = index
                bytes = 0
            }
            bytes += size
        }
        groups.append(start..<sizes.count)
        return groups
    }

    /// One file, read, preprocessed, parsed (or found in the cache) and converted.
    func parse(file path: String) throws(SwiftSourceError) -> ParsedFile {
        try parse(try Self.read(path))
    }

    /// A file's text preprocessed, parsed (or found in the cache) and converted.
    func parse(_ source: SourceFile) throws(SwiftSourceError) -> ParsedFile {
        switch try prepare(source) {
        case .parsed(let file): file
        case .unparsed(let file): try finish(file, dump: nil)
        }
    }

    /// A file preprocessed and not in the cache: what the compiler is to parse.
    struct Unparsed: Sendable {
        let source: SourceFile
        /// The text with `#if` resolved.
        let resolved: [UInt8]
        let notes: [ConditionNote]
        let key: String
        /// A `main.swift`, parsed without `-parse-as-library`.
        let isScript: Bool
    }

    enum Prepared {
        case parsed(ParsedFile)
        case unparsed(Unparsed)
    }

    /// A file's text preprocessed and converted from the cache's dump, or what is left to parse.
    func prepare(_ source: SourceFile) throws(SwiftSourceError) -> Prepared {
        let path = source.path
        let tokens = SourceTokens(bytes: Array(source.text.utf8))
        let resolved = try ConditionalCompilation.resolve(tokens, file: source, conditions: conditions)
        let isScript = (path as NSString).lastPathComponent == "main.swift"
        let key = ParseCache.key(resolved.bytes, compiler: compiler.version, isScript: isScript)
        // A kept dump that no longer converts is parsed again.
        if let kept = cache.dump(key),
            let declarations = try? SyntaxAdapter.convert(
                dump: kept, tokens: SourceTokens(bytes: resolved.bytes), file: source, toolchain: compiler.version,
                maximumDepth: Self.maximumDepth)
        {
            return .parsed(ParsedFile(source: source, declarations: declarations, notes: resolved.notes))
        }
        return .unparsed(Unparsed(source: source, resolved: resolved.bytes, notes: resolved.notes, key: key, isScript: isScript))
    }

    /// `file` converted from `dump` (its batch's), kept in the cache; without a dump, or when
    /// it does not convert, parsed alone, as `parse(_:)` does.
    func finish(_ file: Unparsed, dump batchDump: [UInt8]?) throws(SwiftSourceError) -> ParsedFile {
        let tokens = SourceTokens(bytes: file.resolved)
        if let batchDump,
            let declarations = try? SyntaxAdapter.convert(
                dump: batchDump, tokens: tokens, file: file.source, toolchain: compiler.version, maximumDepth: Self.maximumDepth)
        {
            cache.store(batchDump, key: file.key)
            return ParsedFile(source: file.source, declarations: declarations, notes: file.notes)
        }
        let dump = try dump(file.resolved, file: file.source.path, isScript: file.isScript)
        let declarations = try SyntaxAdapter.convert(
            dump: dump, tokens: tokens, file: file.source, toolchain: compiler.version, maximumDepth: Self.maximumDepth)
        cache.store(dump, key: file.key)
        return ParsedFile(source: file.source, declarations: declarations, notes: file.notes)
    }

    /// The dump in the Swift 5 language mode (the compiler's default), else, for a file that
    /// mode rejects and that has a `/`, in Swift 6's, where `/…/` is a regex literal: the
    /// language mode is the package's or project's setting, which a file does not carry.
    private func dump(_ bytes: [UInt8], file path: String, isScript: Bool) throws(SwiftSourceError) -> [UInt8] {
        do {
            return try compiler.dump(bytes, file: path, isScript: isScript)
        } catch .syntaxError(let location, let message) where bytes.contains(UInt8(ascii: "/")) {
            guard let dump = try? compiler.dump(bytes, file: path, isScript: isScript, bareSlashRegex: true) else {
                throw .syntaxError(location, message: message)
            }
            return dump
        }
    }

    /// The file's text: a regular file of at most `maximumFileBytes`, valid UTF-8.
    static func read(_ path: String) throws(SwiftSourceError) -> SourceFile {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadableFile(file: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var information = stat()
        guard fstat(descriptor, &information) == 0, information.st_mode & S_IFMT == S_IFREG else {
            throw .unreadableFile(file: path, reason: "not a regular file")
        }
        guard information.st_size <= maximumFileBytes else {
            throw .fileTooLarge(file: path, bytes: Int(information.st_size), limitBytes: maximumFileBytes)
        }
        var bytes = [UInt8](repeating: 0, count: Int(information.st_size))
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .unreadableFile(file: path, reason: String(cString: strerror(errno))) }
            if count == 0 { break }
            offset += count
        }
        guard let text = String(validating: bytes[..<offset], as: UTF8.self) else {
            let valid = String(decoding: bytes[..<offset], as: UTF8.self).prefix { $0 != "\u{FFFD}" }
            throw .invalidEncoding(SourceFile(path: path, text: String(valid)).location(at: valid.utf8.count))
        }
        return SourceFile(path: path, text: text)
    }
}
