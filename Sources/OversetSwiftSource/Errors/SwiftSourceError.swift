/// Why Swift source could not be read: every failure of the SwiftUI-source front end, each
/// naming the file (and line and column where there is one) or the toolchain.
public enum SwiftSourceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No `swiftc` was found, or the one named cannot be run.
    case toolchainNotFound(searched: String)
    /// The toolchain is older than the first with the JSON dump.
    case toolchainTooOld(compiler: String, version: String)
    /// The compiler's dump is not in the shape this adapter reads (a newer or older format).
    case unexpectedDump(file: String, toolchain: String, problem: String)
    /// The compiler rejected the file: its first error.
    case syntaxError(SourceLocation, message: String)
    /// The compiler failed without a diagnostic Overset can read (a crash, a signal).
    case compilerFailed(file: String, toolchain: String, detail: String)
    /// The compiler took longer than the time limit and was stopped.
    case compilerTimedOut(file: String, seconds: Int)
    /// The compiler's dump was larger than the limit and was stopped.
    case dumpTooLarge(file: String, limitMegabytes: Int)
    /// A source file over the size limit.
    case fileTooLarge(file: String, bytes: Int, limitBytes: Int)
    /// More files than one parse reads.
    case tooManyFiles(count: Int, limit: Int)
    /// A file that cannot be read.
    case unreadableFile(file: String, reason: String)
    /// A file that is not UTF-8, at its first bad byte.
    case invalidEncoding(SourceLocation)
    /// A malformed `#if`/`#elseif`/`#else`/`#endif`.
    case conditionalCompilation(SourceLocation, problem: String)
    /// Code nested deeper than Overset reads (an expression, a closure or an operator chain).
    case nestingTooDeep(SourceLocation, limit: Int)

    public var description: String {
        switch self {
        case .toolchainNotFound(let searched):
            return "no usable swiftc (\(searched)); reading SwiftUI source needs Swift \(Self.minimumVersion) or later "
                + "(set OVERSET_SWIFTC to its swiftc)"
        case .toolchainTooOld(let compiler, let version):
            return "\(compiler) is Swift \(version); reading SwiftUI source needs Swift \(Self.minimumVersion) or later "
                + "(the first with the compiler's JSON dump)"
        case .unexpectedDump(let file, let toolchain, let problem):
            return "\(file): the compiler's dump is not in a shape Overset reads (\(problem)); toolchain: \(toolchain)"
        case .syntaxError(let location, let message):
            return "\(location): error: \(message)"
        case .compilerFailed(let file, let toolchain, let detail):
            return "\(file): the compiler failed (\(detail)); toolchain: \(toolchain)"
        case .compilerTimedOut(let file, let seconds):
            return "\(file): the compiler did not finish within \(seconds) s and was stopped"
        case .dumpTooLarge(let file, let limit):
            return "\(file): the compiler's dump exceeded \(limit) MB and was stopped"
        case .fileTooLarge(let file, let bytes, let limit):
            return "\(file): the file is \(Self.megabytes(bytes)) MB; Swift files over \(Self.megabytes(limit)) MB are refused"
        case .tooManyFiles(let count, let limit):
            return "\(count) Swift files given; at most \(limit) are read at once"
        case .unreadableFile(let file, let reason):
            return "\(file): cannot read the file (\(reason))"
        case .invalidEncoding(let location):
            return "\(location): error: the file is not valid UTF-8"
        case .conditionalCompilation(let location, let problem):
            return "\(location): error: \(problem)"
        case .nestingTooDeep(let location, let limit):
            return "\(location): error: nested more than \(limit) levels deep; Overset reads no deeper"
        }
    }

    /// Whether the toolchain, not the file, failed: the compiler crashed, ran out of time or
    /// dump size, or wrote a dump the adapter does not recognise (Swift 6.3.1 writes malformed
    /// JSON for some files). Such a file is skipped with a warning; any other error stops the run.
    public var isToolchainFault: Bool {
        switch self {
        case .unexpectedDump, .compilerFailed, .compilerTimedOut, .dumpTooLarge: return true
        default: return false
        }
    }

    /// The first Swift with `-dump-ast-format json` (swiftlang/swift pull request 78463).
    static let minimumVersion = "6.1"

    private static func megabytes(_ bytes: Int) -> String {
        let value = Double(bytes) / 1_048_576
        return value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)
    }
}
