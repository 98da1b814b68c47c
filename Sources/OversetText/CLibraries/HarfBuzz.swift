internal import CHarfBuzz

/// An immutable `hb_face_t` over the bytes of a font file.
final class HarfBuzzFace: @unchecked Sendable {
    let pointer: OpaquePointer
    /// Kept so that the bytes outlive the face that reads them without copying.
    private let data: FontData

    /// - Throws: `OversetTextError.fontFileCorrupt` when HarfBuzz finds no glyphs in the face.
    init(data: FontData, index: Int) throws(OversetTextError) {
        let blob = hb_blob_create(
            data.bytes.baseAddress!.assumingMemoryBound(to: CChar.self),
            UInt32(data.bytes.count), HB_MEMORY_MODE_READONLY, nil, nil)
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, UInt32(index)) else {
            throw .fontFileCorrupt(path: data.path, reason: "HarfBuzz could not open face \(index)")
        }
        guard hb_face_get_glyph_count(face) > 0 else {
            hb_face_destroy(face)
            throw .fontFileCorrupt(path: data.path, reason: "face \(index) has no glyphs")
        }
        hb_face_make_immutable(face)
        self.pointer = face
        self.data = data
    }

    deinit {
        hb_face_destroy(pointer)
    }

    var unitsPerEm: Int { Int(hb_face_get_upem(pointer)) }

    /// The bytes of the table `tag` (such as "trak"), or nil when the face has none.
    func table(_ tag: String) -> [UInt8]? {
        let blob = hb_face_reference_table(pointer, harfBuzzTag(tag))
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) { Array(UnsafeBufferPointer(start: $0, count: Int(length))) }
    }
}

/// An immutable `hb_font_t` (OpenType functions, no hinting): safe to shape with from any thread.
///
/// Its scale is `unitsPerEm × HarfBuzzFont.subunits`, so positions come out in 1/64 font units:
/// exact for static fonts and precise for variable-font instances.
final class HarfBuzzFont: @unchecked Sendable {
    /// Positions are in font units times this factor.
    static let subunits = 64

    let pointer: OpaquePointer
    let face: HarfBuzzFace

    init(face: HarfBuzzFace, variations: [(tag: String, value: Double)]) {
        let font = hb_font_create(face.pointer)!
        let scale = Int32(face.unitsPerEm * Self.subunits)
        hb_font_set_scale(font, scale, scale)
        if !variations.isEmpty {
            let settings = variations.map { hb_variation_t(tag: harfBuzzTag($0.tag), value: Float($0.value)) }
            hb_font_set_variations(font, settings, UInt32(settings.count))
        }
        hb_font_make_immutable(font)
        self.pointer = font
        self.face = face
    }

    deinit {
        hb_font_destroy(pointer)
    }

    /// Whether the font maps `scalar` to a glyph.
    func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(pointer, scalar.value, &glyph) != 0
    }

    /// The advance of `scalar`'s glyph in font units, or nil when the font has no glyph for it.
    func advance(of scalar: Unicode.Scalar) -> Double? {
        var glyph: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(pointer, scalar.value, &glyph) != 0 else { return nil }
        return Double(hb_font_get_glyph_h_advance(pointer, glyph)) / Double(Self.subunits)
    }

    /// The font's vertical metrics in font units; nil where the font does not define one.
    func verticalMetrics() -> (ascender: Double?, descender: Double?, lineGap: Double?, capHeight: Double?, xHeight: Double?) {
        func metric(_ tag: hb_ot_metrics_tag_t) -> Double? {
            var position: hb_position_t = 0
            guard hb_ot_metrics_get_position(pointer, tag, &position) != 0 else { return nil }
            return Double(position) / Double(Self.subunits)
        }
        return (
            metric(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER), metric(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER),
            metric(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP), metric(HB_OT_METRICS_TAG_CAP_HEIGHT),
            metric(HB_OT_METRICS_TAG_X_HEIGHT)
        )
    }
}

/// The OpenType tag of a four-character string (shorter strings are padded with spaces).
func harfBuzzTag(_ string: String) -> hb_tag_t {
    // Byte by byte, without an array: features are tagged on every shaping.
    var bytes = (UInt8(ascii: " "), UInt8(ascii: " "), UInt8(ascii: " "), UInt8(ascii: " "))
    for (position, byte) in string.utf8.prefix(4).enumerated() {
        switch position {
        case 0: bytes.0 = byte
        case 1: bytes.1 = byte
        case 2: bytes.2 = byte
        default: bytes.3 = byte
        }
    }
    return CHarfBuzz_tag(
        CChar(bitPattern: bytes.0), CChar(bitPattern: bytes.1), CChar(bitPattern: bytes.2), CChar(bitPattern: bytes.3))
}

/// The Unicode script of `scalar` as a HarfBuzz script tag.
func harfBuzzScript(of scalar: Unicode.Scalar) -> UInt32 {
    hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value).rawValue
}

/// The script of a grapheme cluster: that of its first scalar with a script of its own, or 0
/// (neutral) when it has none.
func harfBuzzScript(of character: Character) -> UInt32 {
    character.unicodeScalars.lazy.map(harfBuzzScript(of:)).first { !isNeutralScript($0) } ?? 0
}

/// The ISO 15924 code of `scalar`'s script ("Taml"), or nil for Common, Inherited and Unknown.
func scriptCode(of scalar: Unicode.Scalar) -> String? {
    let tag = harfBuzzScript(of: scalar)
    guard !isNeutralScript(tag) else { return nil }
    let bytes = [24, 16, 8, 0].map { UInt8((tag >> $0) & 0xFF) }
    return String(decoding: bytes, as: UTF8.self)
}

/// Whether a script tag is Common, Inherited or Unknown: it takes the script of its neighbours.
func isNeutralScript(_ script: UInt32) -> Bool {
    script == HB_SCRIPT_COMMON.rawValue || script == HB_SCRIPT_INHERITED.rawValue || script == HB_SCRIPT_UNKNOWN.rawValue
}

/// The script tag of Latin, used when a whole paragraph has no script of its own.
let latinScript = HB_SCRIPT_LATIN.rawValue
