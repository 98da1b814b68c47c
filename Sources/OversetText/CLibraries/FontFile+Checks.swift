internal import CFreeType

/// What a font file must hold before it is measured with: checks made from the declared sizes,
/// before FreeType inflates or HarfBuzz reads anything (issue 34).
extension FontFile {
    /// Refuses WOFF and WOFF2 web fonts by their signature, before FreeType inflates them.
    ///
    /// HarfBuzz (which shapes, and so measures) reads only uncompressed OpenType, so a web font
    /// was refused anyway ("face 0 has no glyphs"), but only after FreeType had inflated it to
    /// the size its header declares: a 2 MB file once inflated to 2.1 GB, past the 256 MB font
    /// cap. Refusing the signature first bounds the inflation at nothing.
    ///
    /// - Throws: `OversetTextError.fontFileCorrupt` naming the file and what to give instead.
    func refuseWebFont() throws(OversetTextError) {
        let bytes = prefix(4)
        guard bytes.count == 4 else { return }
        let kind: String
        switch (bytes[0], bytes[1], bytes[2], bytes[3]) {
        case (0x77, 0x4F, 0x46, 0x46): kind = "WOFF"  // "wOFF"
        case (0x77, 0x4F, 0x46, 0x32): kind = "WOFF2"  // "wOF2"
        default: return
        }
        throw .fontFileCorrupt(
            path: path, reason: "a \(kind) web font, which is not read (compressed); give the TTF or OTF it was made from")
    }

    /// Refuses a face whose `hmtx` cannot hold a metric for every glyph: `hhea`'s count of
    /// advance widths (4 bytes each, at most one per glyph), then a left side bearing (2 bytes)
    /// for each glyph after them (OpenType's hmtx). HarfBuzz measures a glyph past the table's
    /// end zero wide, so a short table once measured text as nothing.
    ///
    /// - Throws: `OversetTextError.fontFileCorrupt` naming the file and both sizes.
    func checkHorizontalMetrics(of face: FT_Face) throws(OversetTextError) {
        let glyphs = Int(face.pointee.num_glyphs)
        guard glyphs > 0, let header = CFreeType_horizontalHeader(face) else { return }
        let declared = Int(header.pointee.number_Of_HMetrics)
        guard declared > 0 else {
            throw .fontFileCorrupt(path: path, reason: "its hhea table declares no advance widths for \(glyphs) glyphs")
        }
        var length: FT_ULong = 0
        // 'hmtx'; a missing table reads as length 0.
        if FT_Load_Sfnt_Table(face, 0x686D_7478, 0, nil, &length) != 0 { length = 0 }
        let advances = min(declared, glyphs)
        let needed = 4 * advances + 2 * (glyphs - advances)
        guard Int(length) < needed else { return }
        throw .fontFileCorrupt(
            path: path,
            reason: "its hmtx table is \(length) bytes where hhea's \(declared) advance widths for \(glyphs) glyphs need \(needed); "
                + "the glyphs past its end would measure zero wide")
    }
}
