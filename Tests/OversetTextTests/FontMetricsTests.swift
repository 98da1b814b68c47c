import Testing

@testable import OversetText

/// Font metrics and line heights against numbers read straight from the font files.
@Suite struct FontMetricsTests {
    struct Case: CustomStringConvertible, Sendable {
        var family: String
        var path: String
        var description: String { family }
    }

    static let staticAndVariableFonts: [Case] = [
        Case(family: "Inter", path: TestFonts.inter),
        Case(family: "Inter Display", path: TestFonts.interDisplay),
        Case(family: "Noto Sans", path: TestFonts.notoSans),
        Case(family: "Noto Sans Thai", path: TestFonts.notoThai),
        Case(family: "DejaVu Sans Mono", path: TestFonts.mono),
        Case(family: "NanumSquare", path: TestFonts.nanum),
    ]

    @Test(arguments: staticAndVariableFonts)
    func metricsMatchTheFontTables(_ font: Case) throws {
        let tables = try OpenTypeTables(path: font.path)
        let metrics = try TestFonts.registry.font(family: font.family).metrics
        let expected = tables.lineMetrics
        #expect(metrics.unitsPerEm == Double(tables.unitsPerEm))
        #expect(metrics.ascender == Double(expected.ascender))
        #expect(metrics.descender == Double(expected.descender))
        #expect(metrics.lineGap == Double(expected.lineGap))
        #expect(metrics.usesTypoMetrics == tables.usesTypoMetrics)
    }

    @Test(arguments: staticAndVariableFonts, [11.0, 17.0, 34.0])
    func singleLineHeightIsTheNaturalLineHeight(_ font: Case, size: Double) throws {
        let tables = try OpenTypeTables(path: font.path)
        let expected = tables.lineMetrics
        let natural = Double(expected.ascender - expected.descender + expected.lineGap) * size / Double(tables.unitsPerEm)
        let text = font.family == "Noto Sans Thai" ? "สวัสดี" : font.family == "NanumSquare" ? "안녕" : "Hello"
        let measured = try TestFonts.engine.measure(
            text, attributes: TextAttributes(font: .family(font.family), size: size),
            options: TextLayoutOptions(displayScale: 0))
        #expect(abs(measured.exactHeight - natural) < 1e-9)
        #expect(abs(measured.lines[0].baseline - Double(expected.ascender) * size / Double(tables.unitsPerEm)) < 1e-9)
    }

    /// DejaVu Sans Mono advances every glyph by the same hmtx width: widths are pure arithmetic.
    @Test(arguments: ["a", "Hello", "0123456789", "mono spaced text"], [10.0, 13.0, 17.0])
    func monospacedWidthsAreHmtxArithmetic(_ text: String, size: Double) throws {
        let tables = try OpenTypeTables(path: TestFonts.mono)
        let advances = text.unicodeScalars.map { tables.advance(ofGlyph: tables.glyph(for: $0)!) }
        let expected = Double(advances.reduce(0, +)) * size / Double(tables.unitsPerEm)
        let measured = try TestFonts.engine.measure(text, attributes: TextAttributes(font: .file(TestFonts.mono), size: size))
        #expect(abs(measured.exactWidth - expected) < 1e-9)
    }

    /// Apple's measured model (DESIGN.md): 10 lines of body at Large = first line's natural
    /// height + 9 × the style's 22 pt leading, rounded up to the pixel: 218.5 at @2x on iOS. The
    /// system stand-in has SF's natural height, 2444/2048 em (20.287 pt at 17 pt).
    @Test(arguments: [2.0, 3.0])
    func tenLinesOfBodyFollowApplesLeadingModel(displayScale: Double) throws {
        let natural = 2444.0 / 2048 * 17
        let text = (1...10).map { "Line \($0)" }.joined(separator: "\n")
        let measured = try TestFonts.engine.measure(
            text, attributes: TextAttributes(size: 17),
            options: TextLayoutOptions(leading: 22, displayScale: displayScale))
        let expected = ((natural + 9 * 22) * displayScale).rounded(.up) / displayScale
        #expect(measured.lineCount == 10)
        #expect(measured.height == expected)
        if displayScale == 2 { #expect(measured.height == 218.5, "Apple's measured figure") }
    }

    @Test func lineSpacingIsAddedBetweenLinesOnly() throws {
        let attributes = TextAttributes(size: 17)
        let one = try TestFonts.engine.measure("One", attributes: attributes, options: .init(lineSpacing: 6, displayScale: 0))
        let plain = try TestFonts.engine.measure("One", attributes: attributes, options: .init(displayScale: 0))
        let three = try TestFonts.engine.measure("One\nTwo\nThree", attributes: attributes, options: .init(lineSpacing: 6, displayScale: 0))
        #expect(one.exactHeight == plain.exactHeight)
        #expect(abs(three.exactHeight - (3 * plain.exactHeight + 2 * 6)) < 1e-9)
    }

    @Test(arguments: [
        (20.287109375, 2.0, 20.5), (20.287109375, 3.0, 61.0 / 3), (218.287109375, 2.0, 218.5),
        (173.25, 2.0, 173.5), (173.25, 3.0, 520.0 / 3), (173.5, 2.0, 173.5), (12.0, 0.0, 12.0),
    ])
    func sizesRoundUpToThePixelGrid(value: Double, displayScale: Double, expected: Double) {
        #expect(TextEngine.roundUp(value, displayScale: displayScale) == expected)
    }
}
