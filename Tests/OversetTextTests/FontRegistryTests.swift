import Foundation
import Testing

@testable import OversetText

/// The registry: bundled families, weights and slants, fallback, and bad font files.
@Suite struct FontRegistryTests {
    static let registry = TestFonts.registry

    @Test func bundledFamiliesAreAllThere() {
        let families = Set(Self.registry.families)
        for family in [BundledFonts.systemFamily, "Inter Display", BundledFonts.monospacedFamily]
            + BundledFonts.fallbackFamilies
        {
            #expect(families.contains(family), "missing \(family)")
        }
    }

    /// "system" is Inter calibrated to iOS at every size (no switch at 20 pt), with SF's line
    /// height: ascender 1950, descender 494, line gap 0 per 2048 units.
    @Test(arguments: [12.0, 19.9, 20.0, 34.0])
    func systemIsTheCalibratedInterAtEverySize(size: Double) throws {
        let font = try Self.registry.font(family: "system", size: size)
        #expect(font.familyName == "Inter" && font.isSystemStandIn)
        #expect(abs(font.metrics.lineHeight / font.metrics.unitsPerEm - 2444.0 / 2048) < 1e-12)
        #expect(try !Self.registry.font(family: "Inter", size: size).isSystemStandIn)
    }

    @Test(arguments: [100, 250, 400, 600, 900])
    func variableFontsDrawEveryWeight(_ weight: Int) throws {
        let font = try Self.registry.font(family: "Inter", weight: FontWeight(weight))
        #expect(font.weight.value == weight)
        #expect(font.variations["wght"] == Double(weight))
    }

    @Test func heavierWeightsMeasureWider() throws {
        let widths = try [FontWeight.thin, .regular, .bold, .black].map { weight in
            try TestFonts.engine.measure("Account settings", attributes: TextAttributes(weight: weight)).exactWidth
        }
        #expect(widths == widths.sorted() && Set(widths).count == 4)
    }

    @Test(arguments: [(FontWeight.regular, "Regular"), (.bold, "Bold"), (.black, "Bold"), (.thin, "Regular")])
    func staticFamiliesPickTheNearestFace(weight: FontWeight, style: String) throws {
        #expect(try Self.registry.font(family: "Noto Sans", weight: weight).styleName == style)
    }

    @Test func italicUsesTheSlantAxis() throws {
        let italic = try Self.registry.font(family: "Inter", italic: true)
        #expect(italic.isItalic)
        #expect(italic.variations["slnt"] == -10)
    }

    @Test func familyNamesIgnoreCase() throws {
        #expect(try Self.registry.font(family: "noto sans ARABIC").familyName == "Noto Sans Arabic")
    }

    @Test func unknownFamiliesListTheKnownOnes() {
        #expect {
            try Self.registry.font(family: "Comic Sans")
        } throws: { error in
            guard case OversetTextError.unknownFontFamily("Comic Sans", let available) = error else { return false }
            return available.contains("Inter") && "\(error)".contains("Inter Display")
        }
    }

    @Test(arguments: [
        "Hello", "مرحبا", "שלום", "नमस्ते", "สวัสดี", "你好", "こんにちは", "안녕하세요", "👩🏽‍💻", "❤️", "Ωμέγα", "Привет",
        // The Indic scripts of iOS's system languages: Bangla, Gujarati, Punjabi, Kannada, Malayalam, Odia, Tamil, Telugu.
        "নমস্কার", "નમસ્તે", "ਸਤ ਸ੍ਰੀ ਅਕਾਲ", "ನಮಸ್ಕಾರ", "നമസ്കാരം", "ନମସ୍କାର", "வணக்கம்", "నమస్కారం",
    ])
    func everyScriptMeasuresWithBundledFonts(_ text: String) throws {
        let result = try TestFonts.engine.measure(text)
        #expect(result.missingGlyphCount == 0)
        #expect(result.exactWidth > 0)
    }

    @Test func emojiClustersUseTheEmojiFont() throws {
        let primary = try Self.registry.font(family: "Inter")
        let heart = "❤️"[...].unicodeScalars
        #expect(try Self.registry.font(for: heart, primary: primary, size: 17)?.familyName == BundledFonts.emojiFamily)
    }

    @Test func charactersNoFontHasAreCounted() throws {
        // U+10FFFD is a private-use character no bundled font draws.
        let result = try TestFonts.engine.measure("a\u{10FFFD}\u{10FFFD}b")
        #expect(result.missingGlyphCount == 2)
        #expect(result.missingCharacters == [TextMeasurement.MissingCharacter(scalar: "\u{10FFFD}", script: nil)])
    }

    /// No bundled font has Khmer or Ethiopic; each missing character is named once, in order,
    /// with its ISO 15924 script code (Unicode Scripts.txt) so the report can say which font to add.
    @Test func missingCharactersAreNamedWithTheirScripts() throws {
        let result = try TestFonts.engine.measure("ខម ខ ሰላም")
        #expect(result.missingCharacters.map { String($0.scalar) } == ["ខ", "ម", "ሰ", "ላ", "ም"])
        #expect(result.missingCharacters.map(\.script) == ["Khmr", "Khmr", "Ethi", "Ethi", "Ethi"])
    }

    /// The fallback chain is kept, and a font file registered later joins it: a CJK character
    /// that no font drew draws in Droid Sans Fallback once its file is registered.
    @Test func aFallbackRegisteredLaterJoinsTheChain() throws {
        let registry = try FontRegistry(
            options: .init(
                includesBundledFonts: false,
                additionalFontPaths: [TestFonts.directory + "/Inter", TestFonts.directory + "/Noto/NotoSans-Regular.ttf"],
                usesSystemFonts: false))
        let primary = try registry.font(family: "Inter")
        let chain = try registry.fallbackChain(weight: .regular, italic: false, size: 17, emojiFirst: false)
        // The bundled fallback families the registry has, then the named files' other families.
        #expect(chain.map(\.familyName) == ["Noto Sans", "Inter", "Inter Display"])
        #expect(try registry.fallbackChain(weight: .regular, italic: false, size: 17, emojiFirst: false) == chain)
        #expect(try registry.font(for: "設".unicodeScalars, primary: primary, size: 17) == nil)

        try registry.register(path: TestFonts.directory + "/DroidSansFallback")
        #expect(try registry.font(for: "設".unicodeScalars, primary: primary, size: 17)?.familyName == "Droid Sans Fallback")
        let emojiFirst = try Self.registry.fallbackChain(weight: .bold, italic: false, size: 17, emojiFirst: true)
        #expect(emojiFirst.first?.familyName == BundledFonts.emojiFamily && emojiFirst.count == BundledFonts.fallbackFamilies.count)
    }

    /// Answers by family are kept, and a face registered later that suits better replaces the
    /// one kept: Noto Sans Bold, once registered, draws bold Noto Sans instead of the regular face.
    @Test func aFaceRegisteredLaterReplacesTheOneKept() throws {
        let registry = try FontRegistry(
            options: .init(
                includesBundledFonts: false, additionalFontPaths: [TestFonts.directory + "/Noto/NotoSans-Regular.ttf"],
                usesSystemFonts: false))
        let before = try registry.font(family: "Noto Sans", weight: .bold, size: 15)
        #expect(before.weight == .regular)
        #expect(try registry.font(family: "Noto Sans", weight: .bold, size: 15) === before)
        try registry.register(path: TestFonts.directory + "/Noto/NotoSans-Bold.ttf")
        #expect(try registry.font(family: "Noto Sans", weight: .bold, size: 15).weight == .bold)
        #expect(try registry.font(family: "Noto Sans", weight: .regular, size: 15) === before)
    }

    // MARK: Bad font files

    @Test func missingFontFile() {
        #expect(throws: OversetTextError.fontFileNotFound(path: "/nonexistent/font.ttf")) {
            try Self.registry.font(file: "/nonexistent/font.ttf")
        }
    }

    static let badFontContents: [(String, [UInt8])] = [
        ("empty", []),
        ("text", Array("this is not a font".utf8)),
        ("truncated Inter", Array((try? Data(contentsOf: URL(fileURLWithPath: TestFonts.inter)).prefix(2048)) ?? Data())),
        ("random bytes", (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }),
        ("sfnt header only", [0, 1, 0, 0, 0, 0] + Array(repeating: 0, count: 6)),
    ]

    @Test(arguments: badFontContents.map(\.0))
    func corruptFontFilesGiveErrorsNamingThePath(_ name: String) throws {
        let contents = Self.badFontContents.first { $0.0 == name }!.1
        let directory = TestFonts.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("bad.ttf").path
        try Data(contents).write(to: URL(fileURLWithPath: path))
        #expect {
            try TestFonts.engine.measure("Hello", attributes: TextAttributes(font: .file(path)))
        } throws: { error in
            guard let error = error as? OversetTextError else { return false }
            switch error {
            case .fontFileEmpty(let errorPath), .fontFileCorrupt(let errorPath, _): return errorPath == path
            default: return false
            }
        }
    }

    @Test func aDirectoryIsNotAFontFile() throws {
        let directory = TestFonts.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: OversetTextError.self) {
            try Self.registry.font(file: directory.path)
        }
    }

    @Test func missingBundledDirectoryIsReported() {
        #expect(throws: OversetTextError.bundledFontsNotFound(searched: ["/nonexistent"])) {
            try FontRegistry(options: .init(bundledFontsDirectory: "/nonexistent", usesSystemFonts: false))
        }
    }

    @Test func additionalDirectoriesRegisterTheirFonts() throws {
        let registry = try FontRegistry(
            options: .init(
                includesBundledFonts: false, additionalFontPaths: [TestFonts.directory + "/DejaVu"], usesSystemFonts: false))
        // Fonts/DejaVu holds the monospaced family and the symbol subset (Fonts/README.md).
        #expect(registry.families == ["DejaVu Sans Mono", "DejaVu Sans Symbols"])
    }

    /// A family no face has is an error, unless the registry substitutes the system font for it
    /// (as audits do): then it is the system font at the weight asked, and it is listed.
    @Test(arguments: [false, true])
    func aMissingFamilyIsAnErrorOrTheSystemFont(_ substitutes: Bool) throws {
        let registry = try FontRegistry(
            options: .init(bundledFontsDirectory: TestFonts.directory, substitutesSystemFontForMissingFamilies: substitutes))
        guard substitutes else {
            #expect(throws: OversetTextError.self) { try registry.font(family: "Brand Sans") }
            #expect(registry.substitutedFamilies.isEmpty)
            return
        }
        let font = try registry.font(family: "Brand Sans", weight: .bold, size: 17)
        let system = try registry.font(family: "system", weight: .bold, size: 17)
        #expect(font === system)
        #expect(font.isSystemStandIn)
        #expect(registry.substitutedFamilies == ["Brand Sans"])
        #expect(registry.fontSources.last == "the system font in place of 'Brand Sans' (not found)")
        // Families that exist are never listed, nor are the fallbacks searched for a script.
        _ = try TextEngine(registry: registry).measure("Noto ไทย 中文")
        _ = try registry.font(family: "Noto Sans")
        #expect(registry.substitutedFamilies == ["Brand Sans"])
    }
}
