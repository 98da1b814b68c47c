import Foundation
import Testing

@testable import OversetText

/// UI symbols are drawn by bundled fonts, as iOS draws them all, so that no audit needs the
/// machine's fonts for them (issue 33). The expected fonts come from the files' cmap tables, read
/// with fontTools (`TTFont(path).getBestCmap()`), not from this code.
@Suite struct SymbolFallbackTests {
    static let registry = TestFonts.registry

    /// Every symbol of the list, from a "system" run and from a Noto Sans run (a theme's
    /// own family): Noto Sans has no arrows, "≤ ≥ ≠ ∞", "✓ ✗" or "∙", and none may be missing.
    /// Before the subset was bundled, "∙" was missing from both and "✓ ✗" from Noto Sans.
    @Test(arguments: ["•", "∙", "→", "←", "↑", "↓", "✓", "✗", "×", "÷", "±", "≤", "≥", "≠", "∞", "€", "£", "¥", "₹", "₩", "₽", "₺", "₿"])
    func everyUISymbolHasABundledFont(_ symbol: String) throws {
        for family in ["system", "Noto Sans"] {
            let result = try TestFonts.engine.measure(symbol, attributes: TextAttributes(font: .family(family)))
            #expect(result.missingGlyphCount == 0, "\(symbol) in \(family)")
        }
    }

    /// Characters neither the run's font nor Noto Sans has come from the DejaVu Sans subset:
    /// U+2219 "∙" is in no other bundled fallback font, U+2713 "✓", U+2192 "→" and U+221E "∞"
    /// are not in Noto Sans (whose cmap ends its arrows and operators at a few characters), and
    /// the bold cut answers bold requests.
    @Test(arguments: [
        ("∙", "system", FontWeight.regular, "Book"), ("∙", "system", .bold, "Bold"), ("✓", "Noto Sans", .regular, "Book"),
        ("→", "Noto Sans", .regular, "Book"), ("∞", "Noto Sans", .bold, "Bold"),
    ])
    func symbolsTheRunsFontLacksComeFromTheSymbolFont(symbol: String, family: String, weight: FontWeight, style: String) throws {
        let primary = try Self.registry.font(family: family, weight: weight)
        let font = try Self.registry.font(for: symbol.unicodeScalars, primary: primary, size: 17)
        #expect(font?.familyName == BundledFonts.symbolsFamily)
        #expect(font?.styleName == style)
    }

    /// A font file named in the options joins the fallback chain after the bundled families: the
    /// Armenian "Բ" (U+0532), in no bundled fallback font, draws from a copy of DejaVu Sans Mono
    /// (which has it: its cmap maps U+0531–U+0556) once the copy is named, with no system fonts.
    @Test func namedFontPathsJoinTheFallbackChain() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("overset-named-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appendingPathComponent("Mono.ttf").path
        try FileManager.default.copyItem(atPath: TestFonts.path("DejaVu/DejaVuSansMono.ttf"), toPath: copy)
        let plain = try TextEngine(registry: FontRegistry(options: .init(bundledFontsDirectory: TestFonts.directory)))
        let named = try TextEngine(
            registry: FontRegistry(options: .init(bundledFontsDirectory: TestFonts.directory, additionalFontPaths: [copy])))
        #expect(try plain.measure("Բարեւ").missingGlyphCount == 5)
        #expect(try named.measure("Բարեւ").missingGlyphCount == 0)
        #expect(named.registry.fontSources == ["bundled fonts", copy, "not the machine's fonts"])
    }
}
