import CHarfBuzz

/// Whole-string shaping with raw HarfBuzz calls, written apart from the engine (no word
/// splitting, no cache, no itemization): the reference the engine's widths must equal.
enum ReferenceShaping {
    /// The advance of `text` shaped as one buffer with the font file at `path`, in points.
    ///
    /// The font's scale is 64 × upem, as precise as the engine's, so that variable-font instances
    /// compare without rounding noise.
    static func width(
        of text: String, fontPath: String, weight: Double? = nil, size: Double,
        ligatures: Bool = true
    ) -> Double {
        withFont(fontPath) { font, upem in
            width(of: text, font: font, upem: upem, weight: weight, size: size, ligatures: ligatures)
        }
    }

    private static func width(
        of text: String, font: OpaquePointer?, upem: Double, weight: Double?, size: Double,
        ligatures: Bool
    ) -> Double {
        hb_font_set_scale(font, Int32(upem) * 64, Int32(upem) * 64)
        if let weight {
            var variation = hb_variation_t(tag: CHarfBuzz_tag(0x77, 0x67, 0x68, 0x74), value: Float(weight))
            hb_font_set_variations(font, &variation, 1)
        }
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf8(buffer, text, -1, 0, -1)
        hb_buffer_guess_segment_properties(buffer)
        var features = [CHarfBuzz_globalFeature(CHarfBuzz_tag(0x6B, 0x65, 0x72, 0x6E), 1)]
        if !ligatures {
            for tag in ["liga", "clig", "dlig"] {
                let bytes = Array(tag.utf8).map { CChar(bitPattern: $0) }
                features.append(CHarfBuzz_globalFeature(CHarfBuzz_tag(bytes[0], bytes[1], bytes[2], bytes[3]), 0))
            }
        }
        hb_shape(font, buffer, features, UInt32(features.count))
        var count: UInt32 = 0
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        var total = 0.0
        for index in 0..<Int(count) { total += Double(positions[index].x_advance) }
        return total / (upem * 64) * size
    }
}

extension ReferenceShaping {
    /// The ink box of the glyph HarfBuzz maps `scalar` to in a static font, in points with y
    /// down and the origin on the baseline at the glyph's pen position.
    static func inkBox(of scalar: Unicode.Scalar, fontPath: String, size: Double) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        withFont(fontPath) { font, upem in
            var glyph: hb_codepoint_t = 0
            hb_font_get_nominal_glyph(font, scalar.value, &glyph)
            var extents = hb_glyph_extents_t()
            hb_font_get_glyph_extents(font, glyph, &extents)
            let scale = size / upem
            return (
                Double(extents.x_bearing) * scale, -Double(extents.y_bearing) * scale,
                Double(extents.x_bearing + extents.width) * scale, -Double(extents.y_bearing + extents.height) * scale
            )
        }
    }

    /// Runs `body` with face 0 of the font file at `path` (scale: its units per em) and its units per em.
    private static func withFont<Result>(_ path: String, _ body: (OpaquePointer?, Double) -> Result) -> Result {
        let blob = hb_blob_create_from_file(path)
        let face = hb_face_create(blob, 0)
        let font = hb_font_create(face)
        defer {
            hb_font_destroy(font)
            hb_face_destroy(face)
            hb_blob_destroy(blob)
        }
        return body(font, Double(hb_face_get_upem(face)))
    }
}
