import Testing

@testable import OversetText

/// Emoji measure as Apple Color Emoji does on iOS (docs/fidelity.md, "Emoji"): every emoji
/// advances 800/800 em, with an ascent of 800/800 and a descent of 250/800 em, of a size iOS
/// enlarges below 24 pt (1.25 × the size up to 16 pt, linear to the size at 24 pt).
@Suite struct EmojiMetricsTests {
    static let apple = EmojiMetrics.appleColorEmoji
    /// The bundled emoji font measured with its own metrics, to compare against.
    static let noto: TextEngine = {
        do {
            return TextEngine(registry: try FontRegistry(options: .init(bundledFontsDirectory: TestFonts.directory, emojiMetrics: nil)))
        } catch {
            fatalError("bundled fonts must load in tests: \(error)")
        }
    }()

    /// The drawn size by hand: 1.25 × s up to 16 pt; 20 + (s − 16) × 4 / 8 between; s from 24 pt.
    @Test(arguments: [(11.0, 13.75), (16, 20), (17, 20.5), (20, 22), (23, 23.5), (24, 24), (34, 34), (58, 58)])
    func drawnSizeFollowsIOSCurve(_ size: Double, _ drawn: Double) {
        #expect(abs(Self.apple.drawnSize(size) - drawn) < 1e-12)
    }

    /// "😀" at 17 pt: 20.5 pt wide (800/800 × 20.5), 20.5 + 250/800 × 20.5 = 26.90625 pt tall.
    @Test func oneEmojiAtBodySize() throws {
        let measured = try TestFonts.engine.measure("😀", attributes: TextAttributes(size: 17), options: TextLayoutOptions(displayScale: 0))
        #expect(abs(measured.exactWidth - 20.5) < 1e-9)
        #expect(abs(measured.exactHeight - 26.90625) < 1e-9)
        #expect(abs(measured.lines[0].baseline - 20.5) < 1e-9)
        #expect(measured.fontFamilies.contains(BundledFonts.emojiFamily))
    }

    /// "Hi 😀" at 17 pt: the text's own advances, with the emoji's 2550/2048 em (Noto's hmtx)
    /// swapped for Apple's 20.5 pt; the line is as tall as the emoji's 20.5 ascent and 6.40625
    /// descent, both above the system font's 1950/2048 × 17 = 16.19 and 494/2048 × 17 = 4.10:
    /// 26.90625 pt, 27 pt rounded up to the @3x pixel (80.72 → 81 pixels).
    @Test func textWithAnEmojiAtBodySize() throws {
        let notoAdvance = 2550.0 / 2048 * 17
        let own = try Self.noto.measure("Hi 😀", attributes: TextAttributes(size: 17))
        let measured = try TestFonts.engine.measure("Hi 😀", attributes: TextAttributes(size: 17))
        #expect(abs(measured.exactWidth - (own.exactWidth - notoAdvance + 20.5)) < 1e-9)
        #expect(abs(measured.exactHeight - 26.90625) < 1e-9)
        #expect(measured.height == 27)
        // Without the emoji the line keeps the system font's 2444/2048 em.
        let plain = try TestFonts.engine.measure("Hi", attributes: TextAttributes(size: 17))
        #expect(abs(plain.exactHeight - 2444.0 / 2048 * 17) < 1e-9)
    }

    /// A second line's pitch stays the style's leading when that is taller, and grows to the
    /// emoji's natural height when it is not: 26.90625 > 22 at body.
    @Test func anEmojiLineIsTallerThanBodyLeading() throws {
        let measured = try TestFonts.engine.measure(
            "Hi\nHi 😀", attributes: TextAttributes(size: 17), options: TextLayoutOptions(leading: 22, displayScale: 0))
        #expect(abs(measured.exactHeight - (2444.0 / 2048 * 17 + 26.90625)) < 1e-9)
    }

    /// At 34 pt (no enlargement) an emoji is 34 pt wide and 34 × 1.3125 = 44.625 pt tall.
    @Test func largeEmojiAreNotEnlarged() throws {
        let measured = try TestFonts.engine.measure("👍🏽", attributes: TextAttributes(size: 34), options: TextLayoutOptions(displayScale: 0))
        #expect(abs(measured.exactWidth - 34) < 1e-9)
        #expect(abs(measured.exactHeight - 44.625) < 1e-9)
    }

    /// Without emoji metrics the bundled font's own are used: 2550/2048 em wide.
    @Test func theBundledFontsOwnMetricsOnRequest() throws {
        let measured = try Self.noto.measure("😀", attributes: TextAttributes(size: 17))
        #expect(abs(measured.exactWidth - 2550.0 / 2048 * 17) < 1e-9)
    }

    static let badMetrics: [(EmojiMetrics, String)] = [
        (EmojiMetrics(advance: .nan, ascent: 1, descent: 0.3), "emoji advance"),
        (EmojiMetrics(advance: 1, ascent: -1, descent: 0.3), "emoji ascent"),
        (EmojiMetrics(advance: 1, ascent: 1, descent: 9), "emoji descent"),
        (EmojiMetrics(advance: 1, ascent: 1, descent: 0.3, smallSizeScale: 10), "emoji small-size scale"),
        (EmojiMetrics(advance: 1, ascent: 1, descent: 0.3, enlargedUpTo: 30, naturalFrom: 20), "emoji enlarged sizes"),
        (EmojiMetrics(advance: 1, ascent: 1, descent: 0.3, enlargedUpTo: 0, naturalFrom: .infinity), "emoji enlarged sizes"),
    ]

    @Test(arguments: badMetrics)
    func badEmojiMetricsAreRefusedByName(_ metrics: EmojiMetrics, _ name: String) {
        #expect {
            _ = try FontRegistry(options: .init(bundledFontsDirectory: TestFonts.directory, emojiMetrics: metrics))
        } throws: { error in
            guard case .invalidArgument(let named, _, _) = error as? OversetTextError else { return false }
            return named == name
        }
    }
}
