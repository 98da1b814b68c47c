/// A font's AAT `trak` table, normal track: how much space the font adds to every glyph at each
/// point size, as Apple's system fonts carry their size-dependent tracking (Apple TrueType
/// Reference Manual, "The 'trak' table").
///
/// HarfBuzz applies `trak` only when a font has a point size (`hb_font_set_ptem`); Overset shapes
/// once for every size, so it reads the table itself and adds the value to each grapheme's advance
/// at the run's size, as HarfBuzz adds it to each glyph's.
struct TrackingTable: Hashable, Sendable {
    /// Point sizes, ascending, and the tracking at each in font units.
    let sizes: [Double]
    let values: [Double]

    /// Reads the normal track (track value 0) of the horizontal data; nil when the table is
    /// missing, malformed, or has no normal track.
    init?(trak bytes: [UInt8]) {
        func u16(_ offset: Int) -> Int? {
            guard offset >= 0, offset + 2 <= bytes.count else { return nil }
            return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
        }
        func i16(_ offset: Int) -> Int? { u16(offset).map { $0 >= 0x8000 ? $0 - 0x10000 : $0 } }
        func fixed(_ offset: Int) -> Double? {
            guard let high = u16(offset), let low = u16(offset + 2) else { return nil }
            let raw = Int32(bitPattern: UInt32(high) << 16 | UInt32(low))
            return Double(raw) / 65536
        }
        guard let horizontal = u16(6), horizontal > 0, let trackCount = u16(horizontal), let sizeCount = u16(horizontal + 2),
            sizeCount > 0, let sizeHigh = u16(horizontal + 4), let sizeLow = u16(horizontal + 6)
        else { return nil }
        let sizeTable = sizeHigh << 16 | sizeLow
        var sizes: [Double] = []
        for index in 0..<sizeCount {
            guard let size = fixed(sizeTable + index * 4) else { return nil }
            sizes.append(size)
        }
        for track in 0..<trackCount {
            let entry = horizontal + 8 + track * 8
            guard let value = fixed(entry), let valuesOffset = u16(entry + 6) else { return nil }
            guard value == 0 else { continue }
            var values: [Double] = []
            for index in 0..<sizeCount {
                guard let unit = i16(valuesOffset + index * 2) else { return nil }
                values.append(Double(unit))
            }
            guard zip(sizes, sizes.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
            self.sizes = sizes
            self.values = values
            return
        }
        return nil
    }

    /// The tracking at `pointSize`, in font units: interpolated linearly between the table's sizes
    /// and held at its first and last, as HarfBuzz does.
    func value(atPointSize pointSize: Double) -> Double {
        guard let upper = sizes.firstIndex(where: { $0 >= pointSize }) else { return values[values.count - 1] }
        guard upper > 0 else { return values[0] }
        let lower = upper - 1
        let t = (pointSize - sizes[lower]) / (sizes[upper] - sizes[lower])
        return values[lower] + (values[upper] - values[lower]) * t
    }
}
