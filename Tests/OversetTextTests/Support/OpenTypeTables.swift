import Foundation

/// A minimal reader of a font file's own tables, independent of FreeType and HarfBuzz, so that
/// tests can check the engine against numbers taken straight from the font.
struct OpenTypeTables {
    let data: [UInt8]
    let tables: [String: (offset: Int, length: Int)]

    init(path: String) throws {
        data = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let count = Int(Self.u16(data, 4))
        var tables: [String: (Int, Int)] = [:]
        for index in 0..<count {
            let record = 12 + index * 16
            let tag = String(decoding: data[record..<record + 4], as: UTF8.self)
            tables[tag] = (Int(Self.u32(data, record + 8)), Int(Self.u32(data, record + 12)))
        }
        self.tables = tables
    }

    static func u16(_ data: [UInt8], _ offset: Int) -> UInt16 { UInt16(data[offset]) << 8 | UInt16(data[offset + 1]) }
    static func i16(_ data: [UInt8], _ offset: Int) -> Int { Int(Int16(bitPattern: u16(data, offset))) }
    static func u32(_ data: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(u16(data, offset)) << 16 | UInt32(u16(data, offset + 2))
    }

    private func table(_ tag: String) -> Int { tables[tag]!.offset }

    var unitsPerEm: Int { Int(Self.u16(data, table("head") + 18)) }
    var hheaAscender: Int { Self.i16(data, table("hhea") + 4) }
    var hheaDescender: Int { Self.i16(data, table("hhea") + 6) }
    var hheaLineGap: Int { Self.i16(data, table("hhea") + 8) }
    var usesTypoMetrics: Bool { Self.u16(data, table("OS/2") + 62) & (1 << 7) != 0 }
    var typoAscender: Int { Self.i16(data, table("OS/2") + 68) }
    var typoDescender: Int { Self.i16(data, table("OS/2") + 70) }
    var typoLineGap: Int { Self.i16(data, table("OS/2") + 72) }

    /// Ascender, descender and line gap as DESIGN.md defines them: hhea, or OS/2 typo metrics
    /// when USE_TYPO_METRICS is set.
    var lineMetrics: (ascender: Int, descender: Int, lineGap: Int) {
        usesTypoMetrics ? (typoAscender, typoDescender, typoLineGap) : (hheaAscender, hheaDescender, hheaLineGap)
    }

    /// The advance width of glyph `glyph` from hmtx.
    func advance(ofGlyph glyph: Int) -> Int {
        let metricsCount = Int(Self.u16(data, table("hhea") + 34))
        let index = min(glyph, metricsCount - 1)
        return Int(Self.u16(data, table("hmtx") + index * 4))
    }

    /// The glyph of `scalar` from the format 4 subtable of cmap (BMP only).
    func glyph(for scalar: Unicode.Scalar) -> Int? {
        let cmap = table("cmap")
        let count = Int(Self.u16(data, cmap + 2))
        for index in 0..<count {
            let record = cmap + 4 + index * 8
            let subtable = cmap + Int(Self.u32(data, record + 4))
            guard Self.u16(data, subtable) == 4 else { continue }
            let segments = Int(Self.u16(data, subtable + 6)) / 2
            let ends = subtable + 14
            let starts = ends + segments * 2 + 2
            let deltas = starts + segments * 2
            let rangeOffsets = deltas + segments * 2
            let code = Int(scalar.value)
            for segment in 0..<segments where code <= Int(Self.u16(data, ends + segment * 2)) {
                let start = Int(Self.u16(data, starts + segment * 2))
                guard code >= start else { return nil }
                let delta = Int(Self.u16(data, deltas + segment * 2))
                let rangeOffset = Int(Self.u16(data, rangeOffsets + segment * 2))
                if rangeOffset == 0 { return (code + delta) & 0xFFFF }
                let address = rangeOffsets + segment * 2 + rangeOffset + (code - start) * 2
                let glyph = Int(Self.u16(data, address))
                return glyph == 0 ? nil : (glyph + delta) & 0xFFFF
            }
        }
        return nil
    }
}
