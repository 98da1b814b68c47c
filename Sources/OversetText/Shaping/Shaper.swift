internal import CHarfBuzz
internal import OversetPlumbing

/// Shapes one word with HarfBuzz and sums its glyph advances per grapheme cluster.
enum Shaper {
    /// The advance of each grapheme cluster of `key.text`, in font units times
    /// `HarfBuzzFont.subunits`.
    ///
    /// HarfBuzz clusters that span several graphemes (ligatures such as "fi") share their
    /// advance equally among them, so sums over whole clusters stay exact.
    /// - Parameter graphemeStarts: UTF-16 offset of each grapheme, ascending, from any origin:
    ///   the first grapheme starts `key.text` (a word passes a slice of its paragraph's offsets).
    /// - Complexity: O(n) in the length of the word, plus HarfBuzz's shaping.
    static func advances(of key: ShapingKey, font: Font, graphemeStarts: ArraySlice<Int>) -> [Double] {
        var advances: [Double] = []
        shape(key, font: font) { infos, positions in
            advances = graphemeAdvances(
                infos, positions, glyphs: infos.indices, units: 0..<key.text.utf16.count, graphemeStarts: graphemeStarts)
        }
        return advances
    }

    /// The advance of each grapheme of the text at UTF-16 offsets `units` of a shaped buffer,
    /// from its glyphs `glyphs` (those whose clusters lie in `units`).
    ///
    /// - Parameter graphemeStarts: UTF-16 offset of each grapheme, ascending, the first at
    ///   `units.lowerBound` whatever its own origin (see `advances(of:font:graphemeStarts:)`).
    static func graphemeAdvances(
        _ infos: UnsafeBufferPointer<hb_glyph_info_t>, _ positions: UnsafeBufferPointer<hb_glyph_position_t>,
        glyphs: Range<Int>, units: Range<Int>, graphemeStarts: ArraySlice<Int>
    ) -> [Double] {
        // Per UTF-16 offset: the advance of the cluster starting there, NaN where none starts. A
        // word's few offsets fit on the stack: no allocation per word shaped.
        withUnsafeTemporaryAllocation(of: Double.self, capacity: units.count + 1) { clusterAdvance in
            clusterAdvance.initialize(repeating: .nan)
            for index in glyphs {
                let cluster = min(Int(infos[index].cluster) - units.lowerBound, units.count)
                let advance = Double(positions[index].x_advance)
                clusterAdvance[cluster] = clusterAdvance[cluster].isNaN ? advance : clusterAdvance[cluster] + advance
            }
            return distribute(UnsafeBufferPointer(clusterAdvance), graphemeStarts: graphemeStarts)
        }
    }

    /// One glyph as HarfBuzz placed it, in font units times `HarfBuzzFont.subunits`.
    struct Glyph {
        var id: UInt32
        /// The UTF-16 offset in the shaped text where the glyph's cluster starts.
        var cluster: Int
        var xAdvance: Int32
        var xOffset: Int32
        var yOffset: Int32
    }

    /// The glyphs of `key.text` in visual order (left to right, also for right-to-left text).
    ///
    /// - Complexity: O(n) in the length of the text, plus HarfBuzz's shaping.
    static func glyphs(of key: ShapingKey, font: Font) -> [Glyph] {
        var glyphs: [Glyph] = []
        shape(key, font: font) { infos, positions in
            glyphs = infos.indices.map { index in
                Glyph(
                    id: infos[index].codepoint, cluster: Int(infos[index].cluster), xAdvance: positions[index].x_advance,
                    xOffset: positions[index].x_offset, yOffset: positions[index].y_offset)
            }
        }
        return glyphs
    }

    /// Shapes `key.text` with HarfBuzz and hands `body` the buffer's glyph infos and positions
    /// (empty when HarfBuzz gives none), valid only during the call.
    private static func shape(
        _ key: ShapingKey, font: Font,
        _ body: (UnsafeBufferPointer<hb_glyph_info_t>, UnsafeBufferPointer<hb_glyph_position_t>) -> Void
    ) {
        var units: [UInt16] = []
        appendShapingUnits(of: key.text, to: &units)
        shape(units, as: key, font: font, body)
    }

    /// A UTF-16 unit as HarfBuzz is given it: tabs shape as spaces (fonts rarely map U+0009, and
    /// it advances like a space here).
    static func shapingUnit(_ unit: UInt16) -> UInt16 {
        unit == 0x09 ? 0x20 : unit
    }

    /// Appends `text.utf16.map(shapingUnit)` to `units`. An ASCII text's UTF-16 units are its
    /// UTF-8 bytes, read in place: walking the UTF-16 view cost about a thousand instructions a
    /// word, for the words of every paragraph shaped.
    ///
    /// - Complexity: O(n) in the text's length.
    static func appendShapingUnits(of text: String, to units: inout [UInt16]) {
        // Checked first and appended in one go: appended byte by byte, the array checked its
        // uniqueness at every byte.
        let isASCII =
            text.utf8.withContiguousStorageIfAvailable { bytes in
                guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
                units.append(contentsOf: bytes.lazy.map { shapingUnit(UInt16($0)) })
                return true
            } ?? false
        guard !isASCII else { return }
        units.append(contentsOf: text.utf16.lazy.map(shapingUnit))
    }

    /// `shape(_:font:_:)` of the text `units` (`shapingUnit`s) with the rest of `key`.
    static func shape(
        _ units: [UInt16], as key: ShapingKey, font: Font,
        _ body: (UnsafeBufferPointer<hb_glyph_info_t>, UnsafeBufferPointer<hb_glyph_position_t>) -> Void
    ) {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        units.withUnsafeBufferPointer { text in
            hb_buffer_add_utf16(buffer, text.baseAddress, Int32(text.count), 0, Int32(text.count))
        }
        hb_buffer_set_direction(buffer, key.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_t(rawValue: key.script))
        if let language = key.language {
            hb_buffer_set_language(buffer, hb_language_from_string(language, -1))
        }
        // Values past 32 bits are refused by TextAttributes.validate; clamping keeps a path
        // that skipped it from trapping (issue 34).
        let features = key.features.map { CHarfBuzz_globalFeature(harfBuzzTag($0.tag), UInt32(clamping: $0.value)) }
        hb_shape(font.harfBuzzFont.pointer, buffer, features, UInt32(features.count))

        var glyphCount: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &glyphCount),
            let positions = hb_buffer_get_glyph_positions(buffer, &glyphCount)
        else {
            body(UnsafeBufferPointer(start: nil, count: 0), UnsafeBufferPointer(start: nil, count: 0))
            return
        }
        body(UnsafeBufferPointer(start: infos, count: Int(glyphCount)), UnsafeBufferPointer(start: positions, count: Int(glyphCount)))
    }

    /// Gives each HarfBuzz cluster's advance to the graphemes that start inside it, in equal
    /// shares; a cluster that starts inside a grapheme adds to that grapheme. `clusterAdvance` is
    /// NaN at offsets where no cluster starts.
    private static func distribute(_ clusterAdvance: UnsafeBufferPointer<Double>, graphemeStarts: ArraySlice<Int>) -> [Double] {
        // Counted from 0 at the first grapheme, as `clusterAdvance` is.
        let origin = graphemeStarts.first ?? 0
        let (startIndex, endIndex) = (graphemeStarts.startIndex, graphemeStarts.endIndex)
        func clusterStart(from offset: Int) -> Int? {
            var offset = offset
            while offset < clusterAdvance.count, clusterAdvance[offset].isNaN { offset += 1 }
            return offset < clusterAdvance.count ? offset : nil
        }
        var result = [Double](repeated: 0, count: graphemeStarts.count)
        // Added to through a buffer: added to element by element, the array checked its
        // uniqueness every time.
        result.withUnsafeMutableBufferPointer { result in
            var first = startIndex
            var next = clusterStart(from: 0)
            while let start = next {
                next = clusterStart(from: start + 1)
                let clusterEnd = next ?? Int.max
                while first < endIndex, graphemeStarts[first] - origin < start { first += 1 }
                var end = first
                while end < endIndex, graphemeStarts[end] - origin < clusterEnd { end += 1 }
                let advance = clusterAdvance[start]
                if end > first {
                    let share = advance / Double(end - first)
                    for index in first..<end { result[index - startIndex] += share }
                } else if !result.isEmpty {
                    result[max(startIndex, first - 1) - startIndex] += advance
                }
            }
        }
        return result
    }
}
