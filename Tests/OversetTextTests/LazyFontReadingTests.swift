import Foundation
import Testing

@testable import OversetText

/// A registered font file is read when a face of it is first measured with, not when it is
/// registered (issue 34, point 10: 10,000 files in a font directory once cost 3.3 GB at start).
/// What is read later must be the file that was described.
@Suite struct LazyFontReadingTests {
    /// A registry of one copy of DejaVu Sans Mono in a temporary directory, and the copy's path.
    static func registryOfCopy(in directory: URL) throws -> (FontRegistry, String) {
        let path = directory.appendingPathComponent("Copy.ttf").path
        try FileManager.default.copyItem(atPath: TestFonts.mono, toPath: path)
        let registry = try FontRegistry(options: .init(includesBundledFonts: false, additionalFontPaths: [path], usesSystemFonts: false))
        return (registry, path)
    }

    /// What happens to the file between registering it and measuring with it.
    enum Change: String, CaseIterable, Sendable {
        case removed, replacedByAnotherFont, keptAsItWas
    }

    @Test(arguments: Change.allCases)
    func theFileIsReadAtFirstUse(_ change: Change) throws {
        let directory = TestFonts.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (registry, path) = try Self.registryOfCopy(in: directory)
        // Described at registration, from the bytes read then.
        #expect(registry.families == ["DejaVu Sans Mono"])
        switch change {
        case .removed:
            try FileManager.default.removeItem(atPath: path)
            #expect(throws: OversetTextError.fontFileNotFound(path: path)) {
                try registry.font(family: "DejaVu Sans Mono")
            }
        case .replacedByAnotherFont:
            try FileManager.default.removeItem(atPath: path)
            try FileManager.default.copyItem(atPath: TestFonts.notoSans, toPath: path)
            #expect(
                throws: OversetTextError.fontFileUnreadable(
                    path: path, reason: "the file changed after it was registered; run again to read it anew")
            ) {
                try registry.font(family: "DejaVu Sans Mono")
            }
        case .keptAsItWas:
            // A monospaced face: every ASCII advance is 1233 of 2048 units (DejaVu Sans Mono's
            // hmtx), 1233 / 2048 × 20 pt each; the width rounds up to the 3× display's pixel.
            let attributes = TextAttributes(font: .family("DejaVu Sans Mono"), size: 20)
            let width = try TextEngine(registry: registry).measure("abcd", attributes: attributes).width
            #expect(abs(width - (4 * 1233.0 / 2048 * 20 * 3).rounded(.up) / 3) < 1e-9)
        }
    }

    /// Once read, a face is kept: the file may go away after its first use.
    @Test func aFaceReadOnceIsKept() throws {
        let directory = TestFonts.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (registry, path) = try Self.registryOfCopy(in: directory)
        let first = try registry.font(family: "DejaVu Sans Mono", size: 17)
        try FileManager.default.removeItem(atPath: path)
        let second = try registry.font(family: "DejaVu Sans Mono", weight: .bold, size: 17)
        #expect(first.path == second.path)
    }

    /// A fallback file changed after registration is an error naming it, as a primary font's is:
    /// the fallback chain once skipped it (`try?`), and Thai measured as missing glyphs in the
    /// primary font without a word (a review finding of issue 34's lazy reading).
    @Test func aFallbackFileChangedAfterRegistrationIsAnError() throws {
        let directory = TestFonts.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (registry, _) = try Self.registryOfCopy(in: directory)
        let thai = directory.appendingPathComponent("Thai.ttf").path
        try FileManager.default.copyItem(atPath: TestFonts.notoThai, toPath: thai)
        try registry.register(path: thai)
        try FileManager.default.removeItem(atPath: thai)
        try FileManager.default.copyItem(atPath: TestFonts.notoSans, toPath: thai)
        let attributes = TextAttributes(font: .family("DejaVu Sans Mono"), size: 17)
        #expect(
            throws: OversetTextError.fontFileUnreadable(path: thai, reason: "the file changed after it was registered; run again to read it anew")
        ) {
            try TextEngine(registry: registry).measure("สวัสดี", attributes: attributes)
        }
    }
}
