import Foundation
import Testing

@testable import OversetText

/// Font files whose declared sizes cannot be trusted (issue 34, points 10 and 12): an `hmtx`
/// shorter than `hhea` says is refused naming the file instead of measuring glyphs zero wide,
/// and WOFF web fonts before FreeType inflates them (past the 256 MB font cap, before).
@Suite struct FontFileLimitTests {
    /// DejaVu Sans Mono with `patch` applied, written to a temporary file in `directory`.
    static func forged(_ directory: URL, _ patch: (inout [UInt8], OpenTypeTables) -> Void) throws -> String {
        let tables = try OpenTypeTables(path: TestFonts.mono)
        var bytes = tables.data
        patch(&bytes, tables)
        let path = directory.appendingPathComponent("forged.ttf").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func put16(_ bytes: inout [UInt8], _ offset: Int, _ value: Int) {
        bytes[offset] = UInt8(value >> 8 & 0xFF)
        bytes[offset + 1] = UInt8(value & 0xFF)
    }

    static func put32(_ bytes: inout [UInt8], _ offset: Int, _ value: Int) {
        put16(&bytes, offset, value >> 16)
        put16(&bytes, offset + 2, value & 0xFFFF)
    }

    /// The table record of `tag` in the font's directory (12-byte header, 16-byte records).
    static func record(_ tag: String, in tables: OpenTypeTables) -> Int {
        let count = Int(OpenTypeTables.u16(tables.data, 4))
        return (0..<count).map { 12 + $0 * 16 }.first { String(decoding: tables.data[$0..<$0 + 4], as: UTF8.self) == tag }!
    }

    /// Where hhea's numberOfHMetrics is (offset 34 of hhea, OpenType spec).
    static func hMetricsCount(_ tables: OpenTypeTables) -> Int { tables.tables["hhea"]!.offset + 34 }

    /// The field of DejaVu Sans Mono a forgery changes.
    enum Field: Sendable {
        /// The length of hmtx in the table directory.
        case hmtxLength
        /// hhea's numberOfHMetrics.
        case longMetrics

        func set(_ value: Int, in bytes: inout [UInt8], _ tables: OpenTypeTables) {
            switch self {
            case .hmtxLength: FontFileLimitTests.put32(&bytes, FontFileLimitTests.record("hmtx", in: tables) + 12, value)
            case .longMetrics: FontFileLimitTests.put16(&bytes, FontFileLimitTests.hMetricsCount(tables), value)
            }
        }
    }

    /// DejaVu Sans Mono declares 4 long metrics for 3377 glyphs in a 6762-byte hmtx
    /// (fontTools: hhea.numberOfHMetrics 4, maxp.numGlyphs 3377): 4 advances of 4 bytes and
    /// 3373 bearings of 2 bytes, 16 + 6746 = 6762 bytes (OpenType's hmtx).
    @Test(arguments: [
        // hmtx cut to 8 bytes: 2 of the 4 advances.
        (Field.hmtxLength, 8, "its hmtx table is 8 bytes where hhea's 4 advance widths for 3377 glyphs need 6762"),
        // Cut to its advances: HarfBuzz measured every glyph after them zero wide.
        (Field.hmtxLength, 16, "its hmtx table is 16 bytes where hhea's 4 advance widths for 3377 glyphs need 6762"),
        // One byte short of the last bearing.
        (Field.hmtxLength, 6761, "its hmtx table is 6761 bytes where hhea's 4 advance widths for 3377 glyphs need 6762"),
        // Every glyph declared with an advance: 4 × 3377 = 13508 bytes.
        (Field.longMetrics, 3377, "its hmtx table is 6762 bytes where hhea's 3377 advance widths for 3377 glyphs need 13508"),
        (Field.longMetrics, 0, "its hhea table declares no advance widths for 3377 glyphs"),
    ])
    func anHmtxThatCannotHoldItsGlyphsIsRefused(_ field: Field, _ value: Int, _ message: String) throws {
        let directory = TestFonts.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try Self.forged(directory) { bytes, tables in field.set(value, in: &bytes, tables) }
        let error = #expect(throws: OversetTextError.self) {
            try TestFonts.engine.measure("abc", attributes: TextAttributes(font: .file(path), size: 17))
        }
        #expect(error?.description.contains(path) == true, "\(String(describing: error))")
        #expect(error?.description.contains(message) == true, "\(String(describing: error))")
    }

    /// Registration reads a file's tables through FreeType rather than the whole file (issue
    /// 35), and still asks HarfBuzz for the face's glyphs: with `maxp`'s glyph count (offset 4)
    /// or the whole `maxp` record gone, HarfBuzz finds none and the file is refused, naming it.
    @Test(arguments: [("maxp glyph count 0", 0), ("maxp renamed away", 1)])
    func aFaceInWhichHarfBuzzFindsNoGlyphsIsRefused(_ forgery: String, _ kind: Int) throws {
        let directory = TestFonts.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try Self.forged(directory) { bytes, tables in
            if kind == 0 {
                Self.put16(&bytes, tables.tables["maxp"]!.offset + 4, 0)
            } else {
                bytes.replaceSubrange(Self.record("maxp", in: tables)..<Self.record("maxp", in: tables) + 4, with: Array("mAxp".utf8))
            }
        }
        let error = #expect(throws: OversetTextError.self, "\(forgery)") {
            try TestFonts.engine.measure("abc", attributes: TextAttributes(font: .file(path), size: 17))
        }
        #expect(error?.description.contains(path) == true, "\(String(describing: error))")
        #expect(error?.description.contains("face 0 has no glyphs") == true, "\(String(describing: error))")
    }

    /// At the limit: hmtx exactly as long as its 6762 bytes (rewritten in the directory, so that
    /// the check reads the declared length). "a" is 1233 units (fontTools: hmtx['a']) of 2048,
    /// so 17 pt × 1233 / 2048.
    @Test func anHmtxOfExactlyItsGlyphsIsAccepted() throws {
        let directory = TestFonts.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try Self.forged(directory) { bytes, tables in Field.hmtxLength.set(6762, in: &bytes, tables) }
        let measured = try TestFonts.engine.measure("a", attributes: TextAttributes(font: .file(path), size: 17))
        #expect(abs(measured.exactWidth - 17.0 * 1233.0 / 2048.0) < 1e-9)
    }

    /// DejaVu Sans Mono as an uncompressed WOFF 1.0 (W3C WOFF: a 44-byte header, 20-byte table
    /// entries whose compLength equals origLength, tables 4-byte aligned).
    static func woff(declaring totalSize: Int? = nil) throws -> [UInt8] {
        let tables = try OpenTypeTables(path: TestFonts.mono)
        let sorted = tables.tables.sorted { $0.key < $1.key }
        var header = [UInt8](repeating: 0, count: 44 + 20 * sorted.count)
        var body: [UInt8] = []
        for (number, (tag, table)) in sorted.enumerated() {
            let entry = 44 + 20 * number
            header.replaceSubrange(entry..<entry + 4, with: Array(tag.utf8))
            put32(&header, entry + 4, header.count + body.count)
            put32(&header, entry + 8, table.length)
            put32(&header, entry + 12, table.length)
            body += tables.data[table.offset..<table.offset + table.length]
            body += [UInt8](repeating: 0, count: (4 - table.length % 4) % 4)
        }
        header.replaceSubrange(0..<4, with: Array("wOFF".utf8))
        header.replaceSubrange(4..<8, with: Array(tables.data[0..<4]))
        put32(&header, 8, header.count + body.count)
        put16(&header, 12, sorted.count)
        put32(&header, 16, totalSize ?? 12 + 16 * sorted.count + body.count)
        return header + body
    }

    /// A web font, named for the test's output.
    struct WebFont: CustomStringConvertible, Sendable {
        var description: String
        var bytes: [UInt8]?
        var message: String
    }

    @Test(arguments: [
        WebFont(description: "a WOFF", bytes: try? woff(), message: "a WOFF web font"),
        // Declaring 4 GB less 16 bytes of OpenType, past the 256 MB cap (a 2 MB WOFF once inflated to 2.1 GB).
        WebFont(description: "a WOFF declaring 4 GB", bytes: try? woff(declaring: 0xFFFF_FFF0), message: "a WOFF web font"),
        WebFont(description: "a WOFF2 header", bytes: Array("wOF2".utf8) + [UInt8](repeating: 0, count: 44), message: "a WOFF2 web font"),
    ])
    func aWebFontIsRefusedBeforeItIsInflated(_ font: WebFont) throws {
        let directory = TestFonts.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("web.woff").path
        try Data(try #require(font.bytes)).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: OversetTextError.self) {
            try TestFonts.engine.measure("abc", attributes: TextAttributes(font: .file(path), size: 17))
        }
        #expect(error?.description.contains("\(path) (\(font.message)") == true, "\(String(describing: error))")
    }
}
