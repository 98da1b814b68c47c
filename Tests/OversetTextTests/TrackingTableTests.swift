import Foundation
import Testing

@testable import OversetText

/// A font's `trak` table, with `Fixtures/TrakTest.ttf` (built by `scripts/make-trak-test-font.py`):
/// A 500 and B 600 units wide at 1000 units per em; normal track +50 units at 8 pt, +20 at 12 pt,
/// −10 at 20 pt. Expectations are worked by hand from those numbers.
@Suite struct TrackingTableTests {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/TrakTest.ttf").path

    static func registry(appleSystem: Bool = false) throws -> FontRegistry {
        var options = FontRegistry.Options(bundledFontsDirectory: TestFonts.directory, additionalFontPaths: [path], usesSystemFonts: false)
        if appleSystem { options.appleSystemFamilies = .init(text: ["Trak Test"], display: ["Trak Test"]) }
        return try FontRegistry(options: options)
    }

    @Test(arguments: [(8.0, 50.0), (10, 35), (12, 20), (16, 5), (20, -10), (6, 50), (30, -10)])
    func theNormalTrackInterpolatesBySize(_ size: Double, _ units: Double) throws {
        let table = try #require(try Self.registry().font(file: Self.path).trackingTable)
        #expect(abs(table.value(atPointSize: size) - units) < 1e-9)
    }

    /// "AB" at size s: (500 + 600) / 1000 × s, plus the track on each of the two glyphs.
    @Test(arguments: [(8.0, 9.6), (16, 17.76), (20, 21.6)])
    func everyGraphemeGetsTheTrackOfItsSize(_ size: Double, _ width: Double) throws {
        let engine = TextEngine(registry: try Self.registry())
        let measured = try engine.measure("AB", attributes: TextAttributes(font: .file(Self.path), size: size))
        #expect(abs(measured.exactWidth - width) < 1e-9)
    }

    /// With Apple's system font registered (here the test font stands in for SF Pro), "system"
    /// uses it, tracked, instead of the calibrated stand-in.
    @Test func systemUsesAppleSFWhenItIsRegistered() throws {
        let font = try Self.registry(appleSystem: true).font(family: "system", size: 17)
        #expect(font.familyName == "Trak Test" && !font.isSystemStandIn && font.trackingTable != nil)
        #expect(try Self.registry().font(family: "system", size: 17).isSystemStandIn)
    }

    /// Standing for "system", Apple's font also gets iOS's tighter UI-cut spacing below 20 pt:
    /// T · size / 2048 per glyph, T = 50 at ≤ 10 pt, 25 at 18 pt, 0 from 20 pt, and 45.667 at
    /// 12 pt (interpolated between 50 at 10 and 37 at 16). "AB" = 1.1 × size + 2 × trak − 2 × T.
    static let uiCutCases: [(size: Double, trakUnits: Double, t: Double)] = [
        (8, 50, 50), (12, 20, 50 - 13.0 / 3), (18, -2.5, 25), (20, -10, 0),
    ]

    @Test(arguments: uiCutCases)
    func appleSystemFontGetsTheUICutSpacing(_ testCase: (size: Double, trakUnits: Double, t: Double)) throws {
        let size = testCase.size
        let expected: Double = 1.1 * size + 2 * testCase.trakUnits * size / 1000 - 2 * testCase.t * size / 2048
        let engine = TextEngine(registry: try Self.registry(appleSystem: true))
        let measured = try engine.measure("AB", attributes: TextAttributes(font: .family("system"), size: size))
        #expect(abs(measured.exactWidth - expected) < 1e-9)
    }

    @Test(arguments: [
        [UInt8](),
        [0, 1, 0, 0, 0, 0, 0, 12, 0, 0, 0, 0],  // horizontal data past the end
        [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],  // no horizontal data
    ])
    func malformedTablesAreIgnored(_ bytes: [UInt8]) {
        #expect(TrackingTable(trak: bytes) == nil)
    }
}
