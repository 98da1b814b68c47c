import Foundation

@testable import OversetText

/// The bundled fonts and one engine over them, without system fonts, so that results never
/// depend on the machine.
enum TestFonts {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fonts").path

    static func path(_ relative: String) -> String { directory + "/" + relative }

    static let inter = path("Inter/Inter.var.ttf")
    static let interDisplay = path("Inter/InterDisplay.var.ttf")
    static let notoSans = path("Noto/NotoSans-Regular.ttf")
    static let notoSansBold = path("Noto/NotoSans-Bold.ttf")
    static let notoArabic = path("Noto/NotoSansArabic-Regular.ttf")
    static let notoThai = path("Noto/NotoSansThai-Regular.ttf")
    static let notoDevanagari = path("Noto/NotoSansDevanagari-Regular.ttf")
    static let notoHebrew = path("Noto/NotoSansHebrew-Regular.ttf")
    static let droid = path("DroidSansFallback/DroidSansFallbackFull.ttf")
    static let nanum = path("Nanum/NanumSquareR.ttf")
    static let emoji = path("Noto/NotoColorEmoji.ttf")
    static let mono = path("DejaVu/DejaVuSansMono.ttf")

    static let registry: FontRegistry = {
        do {
            return try FontRegistry(options: .init(bundledFontsDirectory: directory, usesSystemFonts: false))
        } catch {
            fatalError("bundled fonts must load in tests: \(error)")
        }
    }()

    static let engine = TextEngine(registry: registry)

    /// A temporary directory for files a test writes, removed by the caller.
    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("overset-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// A small deterministic random generator (SplitMix64) for generated corpora.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
