import Foundation
import Testing

@testable import OversetText

/// A font's shared ASCII adjustment tables (`Font.asciiAdvanceAdjustments`) hold exactly what
/// `advanceAdjustment` gives each character, and stay bounded however many sizes are asked for.
@Suite struct AdvanceAdjustmentTests {
    @Test(arguments: [FontWeight.regular, .semibold, .bold], [11.0, 17, 19.5, 28, 53])
    func tablesHoldEachCharactersAdjustment(weight: FontWeight, size: Double) throws {
        let font = try TestFonts.registry.font(family: "system", weight: weight, size: size)
        #expect(font.adjustsAdvances)
        for tabularDigits in [false, true] {
            let table = font.asciiAdvanceAdjustments(size: size, tabularDigits: tabularDigits)
            #expect(table.count == 129)
            for code in 0..<128 {
                let character = Character(Unicode.Scalar(UInt8(code)))
                #expect(Font.asciiAdjustmentEntry(of: character) == code)
                #expect(table[code] == font.advanceAdjustment(for: character, size: size, tabularDigits: tabularDigits), "\(code)")
            }
            // The ellipsis every truncation's candidate lines add, last.
            #expect(Font.asciiAdjustmentEntry(of: "\u{2026}") == 128)
            #expect(table[128] == font.advanceAdjustment(for: "\u{2026}", size: size, tabularDigits: tabularDigits))
            #expect(Font.asciiAdjustmentEntry(of: "\r\n") == nil && Font.asciiAdjustmentEntry(of: "é") == nil)
        }
        // Digits differ with tabular figures and letters do not.
        let (proportional, tabular) = (
            font.asciiAdvanceAdjustments(size: size, tabularDigits: false), font.asciiAdvanceAdjustments(size: size, tabularDigits: true)
        )
        #expect(proportional[0x31] != tabular[0x31] && proportional[0x61] == tabular[0x61])
    }

    /// Every character below U+2500 (worked out per block of 256 when first asked for) takes its
    /// base letter's correction ("e" for "é", "K" for the Kelvin sign), found here by Foundation's
    /// canonical decomposition; a character without an ASCII letter at its base takes the mean
    /// of a…z's, as one far above the blocks ("中") does.
    @Test(arguments: [300.0, 700])
    func charactersTakeTheirBaseLettersCorrection(weight: Double) {
        let mean = SystemFontCalibration.advanceDeltaEm(for: "中", size: 17, weight: weight)
        for value in UInt32(0x80)..<0x2500 {
            guard let scalar = Unicode.Scalar(value), !scalar.properties.isDefaultIgnorableCodePoint else { continue }
            let base = String(Character(scalar)).decomposedStringWithCanonicalMapping.unicodeScalars.first!
            let expected =
                base.isASCII && base.properties.isAlphabetic
                ? SystemFontCalibration.advanceDeltaEm(for: Character(base), size: 17, weight: weight) : mean
            #expect(SystemFontCalibration.advanceDeltaEm(for: Character(scalar), size: 17, weight: weight) == expected, "U+\(String(value, radix: 16))")
        }
    }

    /// A paragraph adds the table's values: a text measures as the sum of its characters' HarfBuzz
    /// advances and their adjustments, whichever size asked first.
    @Test func paragraphsReadTheTables() throws {
        let engine = TextEngine(registry: TestFonts.registry)
        for size in [17.0, 13, 17] {
            let paragraph = try engine.analysed(AttributedText("Hello, 42", attributes: TextAttributes(size: size)), baseIsRightToLeft: nil)
            let plain = try ShapedParagraph(
                AttributedText("Hello, 42", attributes: TextAttributes(font: .family(BundledFonts.systemFamily), size: size)),
                registry: TestFonts.registry, cache: WordCache(capacity: 16), baseIsRightToLeft: nil)
            let table = paragraph.slots[0].font.asciiAdvanceAdjustments(size: size, tabularDigits: false)
            for (index, byte) in "Hello, 42".utf8.enumerated() {
                #expect(paragraph.glyphAdvance[index] == plain.glyphAdvance[index] + table[Int(byte)])
            }
        }
    }

    @Test func aFontKeepsAtMostTheLimitOfTables() throws {
        let font = try TestFonts.registry.font(family: "system", weight: .light, size: 17)
        for step in 0..<(Font.asciiAdjustmentTableLimit * 2 + 5) {
            _ = font.asciiAdvanceAdjustments(size: 10 + Double(step) / 8, tabularDigits: false)
        }
        #expect(font.asciiAdjustmentTableCount <= Font.asciiAdjustmentTableLimit)
    }
}
