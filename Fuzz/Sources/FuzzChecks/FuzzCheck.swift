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
    case text, spec, tokens, catalog, fonts, amplification

    /// Runs the check for `bytes`.
    ///
    /// - Throws: `FuzzFailure` when an invariant breaks. Errors Overset reports for bad input are
    ///   expected and are not failures; a crash or hang is.
    public func check(_ bytes: [UInt8]) throws(FuzzFailure) {
        switch self {
        case .text: try TextMeasurementCheck.check(bytes)
        case .spec: try ParserChecks.spec(bytes)
        case .tokens: try ParserChecks.tokens(bytes)
        case .catalog: try ParserChecks.catalog(bytes)
        case .fonts: try FontLoadingCheck.check(bytes)
        case .amplification: try AmplificationCheck.check(bytes)
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
        }
    }
}

/// Paths in the repository this package sits in.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }
}
