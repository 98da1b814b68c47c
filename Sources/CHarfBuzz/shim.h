#ifndef OVERSET_CHARFBUZZ_SHIM_H
#define OVERSET_CHARFBUZZ_SHIM_H

#include <hb.h>
#include <hb-ft.h>
#include <hb-ot.h>

/// `HB_TAG` is a function-like macro, invisible to Swift.
static inline hb_tag_t CHarfBuzz_tag(char a, char b, char c, char d) {
    return HB_TAG(a, b, c, d);
}

/// A feature applied to the whole buffer (`HB_FEATURE_GLOBAL_START` … `HB_FEATURE_GLOBAL_END`).
static inline hb_feature_t CHarfBuzz_globalFeature(hb_tag_t tag, uint32_t value) {
    hb_feature_t feature = { tag, value, HB_FEATURE_GLOBAL_START, HB_FEATURE_GLOBAL_END };
    return feature;
}

/// `HB_DIRECTION_IS_BACKWARD` is a function-like macro, invisible to Swift.
static inline int CHarfBuzz_directionIsBackward(hb_direction_t direction) {
    return HB_DIRECTION_IS_BACKWARD(direction) ? 1 : 0;
}

/// Whether HarfBuzz flagged the glyph `HB_GLYPH_FLAG_UNSAFE_TO_BREAK`: `hb_glyph_info_get_glyph_flags`
/// is also a function-like macro.
static inline int CHarfBuzz_glyphIsUnsafeToBreak(const hb_glyph_info_t *info) {
    return (info->mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK) ? 1 : 0;
}

/// The glyph count HarfBuzz reads for the open FreeType face `freeTypeFace` (an `FT_Face`,
/// passed untyped so that Swift sees one FreeType module), its tables read through FreeType:
/// what HarfBuzz would find in the face's file, without the whole file in memory.
static inline unsigned int CHarfBuzz_glyphCountThroughFreeType(void *freeTypeFace) {
    hb_face_t *face = hb_ft_face_create_referenced((FT_Face)freeTypeFace);
    unsigned int count = hb_face_get_glyph_count(face);
    hb_face_destroy(face);
    return count;
}

/// `hb_font_get_glyph_shape` became `hb_font_draw_glyph` in HarfBuzz 7.0 (the old name is
/// deprecated there); Debian 12 ships 6.0.
static inline void CHarfBuzz_drawGlyph(hb_font_t *font, hb_codepoint_t glyph, hb_draw_funcs_t *funcs, void *data) {
#if HB_VERSION_ATLEAST(7, 0, 0)
    hb_font_draw_glyph(font, glyph, funcs, data);
#else
    hb_font_get_glyph_shape(font, glyph, funcs, data);
#endif
}

#endif
