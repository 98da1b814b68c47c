import Foundation

/// A broken invariant, with the input that broke it.
public struct FuzzFailure: Error, CustomStringConvertible {
    public var target: String
    public var invariant: String
    public var input: [UInt8]

    public var description: String { "\(target): \(invariant)" }
}

/// The fuzz targets by name.
public enum FuzzTarget: String, CaseIterable, Sendable {
    case text, spec, tokens, catalog, fonts, amplification, substitutions, reports

    /// Runs the check for `bytes`, within `FuzzLimits`' time and memory.
    ///
    /// - Throws: `FuzzFailure` when an invariant breaks. Errors Overset reports for bad input are
    ///   expected and are not failures; a crash or hang is.
    public func check(_ bytes: [UInt8]) throws(FuzzFailure) {
        switch self {
        // These build their input from parameter bytes first, and time what Overset does with it
        // under a name that says what was built; text times its measurement alone.
        case .text: try TextMeasurementCheck.check(bytes)
        case .amplification: try AmplificationCheck.check(bytes)
        case .substitutions: try SubstitutionCheck.check(bytes)
        case .reports: try ReportCheck.check(bytes)
        default: try FuzzLimits.enforce(rawValue, "a \(bytes.count)-byte input", bytes) { () throws(FuzzFailure) in try checkBytes(bytes) }
        }
    }

    /// The targets whose bytes are the input itself.
    private func checkBytes(_ bytes: [UInt8]) throws(FuzzFailure) {
        switch self {
        case .spec: try ParserChecks.spec(bytes)
        case .tokens: try ParserChecks.tokens(bytes)
        case .catalog: try ParserChecks.catalog(bytes)
        case .fonts: try FontLoadingCheck.check(bytes)
        case .text, .amplification, .substitutions, .reports: preconditionFailure("\(self) reads its input as parameters, not bytes")
        }
    }

    /// A seed input: a valid example that mutation starts from.
    public var seed: [UInt8] {
        switch self {
        case .text: return Array("\u{3}\u{40}\u{1}Hello wörld – مرحبا 👋🏽 世界\u{301}".utf8)
        case .spec: return Array((try? Data(contentsOf: Repository.url("Examples/specs/every-form.json"))) ?? Data("{}".utf8))
        case .tokens: return Array((try? Data(contentsOf: Repository.url("Examples/themes/tokens-studio-export.json"))) ?? Data("{}".utf8))
        case .catalog: return Array(ParserChecks.sampleCatalog.utf8)
        case .fonts: return Array((try? Data(contentsOf: Repository.url("Fonts/DejaVu/DejaVuSansMono.ttf"))) ?? Data())
        case .amplification: return [3, 0x4E, 0x20] + Array("*x ".utf8)
        // Seven nested levels of two copies each, two plural forms, two keys in one locale, "ab" × 4.
        case .substitutions: return [7, 1, 3, 1, 4] + Array("ab".utf8)
        // Two screens, two widths and categories, unsharded, true counts, two failing cases.
        case .reports: return [2, 0x11, 0, 1, 1, 0, 0, 0, 9, 1, 5]
        }
    }
}

/// Paths in the repository this package sits in.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }
}
