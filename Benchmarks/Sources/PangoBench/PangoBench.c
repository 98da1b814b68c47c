#include "PangoBench.h"

#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct PangoBench {
    PangoFontMap *font_map;
    PangoContext *context;
    PangoLayout *layout;
    PangoFontDescription *description;
    char family[128];
    double size;
};

PangoBench *pango_bench_create(const char *fonts_dir) {
    // An empty configuration with only the bundled fonts: the machine's fonts never take part.
    FcConfig *config = FcConfigCreate();
    // A cache directory of its own, or fontconfig complains that it has nowhere to write.
    const char *temporary = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
    char settings[1024];
    snprintf(settings, sizeof settings,
             "<?xml version=\"1.0\"?><fontconfig><cachedir>%s/overset-bench-fontconfig</cachedir></fontconfig>", temporary);
    if (config) FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)settings, FcFalse);
    if (!config || !FcConfigAppFontAddDir(config, (const FcChar8 *)fonts_dir)) {
        if (config) FcConfigDestroy(config);
        return NULL;
    }
    PangoFontMap *font_map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    if (!font_map) {
        FcConfigDestroy(config);
        return NULL;
    }
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(font_map), config);
    FcConfigDestroy(config);
    // One device unit per point, as Overset measures.
    pango_cairo_font_map_set_resolution(PANGO_CAIRO_FONT_MAP(font_map), 72.0);
    PangoContext *context = pango_font_map_create_context(font_map);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    pango_cairo_context_set_font_options(context, options);
    cairo_font_options_destroy(options);
    pango_context_set_round_glyph_positions(context, FALSE);

    PangoBench *bench = calloc(1, sizeof(PangoBench));
    bench->font_map = font_map;
    bench->context = context;
    bench->layout = pango_layout_new(context);
    pango_layout_set_wrap(bench->layout, PANGO_WRAP_WORD_CHAR);
    bench->description = pango_font_description_new();
    return bench;
}

void pango_bench_destroy(PangoBench *bench) {
    if (!bench) return;
    pango_font_description_free(bench->description);
    g_object_unref(bench->layout);
    g_object_unref(bench->context);
    g_object_unref(bench->font_map);
    free(bench);
}

double pango_bench_measure(PangoBench *bench, const char *text, size_t length, const char *family,
                           double size, double width, int *lines, double *height) {
    if (bench->size != size || strncmp(bench->family, family, sizeof(bench->family)) != 0) {
        strncpy(bench->family, family, sizeof(bench->family) - 1);
        bench->size = size;
        pango_font_description_set_family(bench->description, family);
        pango_font_description_set_absolute_size(bench->description, size * PANGO_SCALE);
        pango_layout_set_font_description(bench->layout, bench->description);
    }
    pango_layout_set_width(bench->layout, width < 0 ? -1 : (int)(width * PANGO_SCALE));
    pango_layout_set_text(bench->layout, text, (int)length);
    PangoRectangle logical;
    pango_layout_get_extents(bench->layout, NULL, &logical);
    if (lines) *lines = pango_layout_get_line_count(bench->layout);
    if (height) *height = (double)logical.height / PANGO_SCALE;
    return (double)logical.width / PANGO_SCALE;
}

struct HarfBuzzBench {
    hb_blob_t *blob;
    hb_face_t *face;
    hb_font_t *font;
    hb_buffer_t *buffer;
    double upem;
};

HarfBuzzBench *harfbuzz_bench_create(const char *font_path) {
    hb_blob_t *blob = hb_blob_create_from_file(font_path);
    if (hb_blob_get_length(blob) == 0) {
        hb_blob_destroy(blob);
        return NULL;
    }
    HarfBuzzBench *bench = calloc(1, sizeof(HarfBuzzBench));
    bench->blob = blob;
    bench->face = hb_face_create(blob, 0);
    bench->font = hb_font_create(bench->face);
    bench->upem = hb_face_get_upem(bench->face);
    hb_font_set_scale(bench->font, (int)bench->upem * 64, (int)bench->upem * 64);
    bench->buffer = hb_buffer_create();
    return bench;
}

void harfbuzz_bench_destroy(HarfBuzzBench *bench) {
    if (!bench) return;
    hb_buffer_destroy(bench->buffer);
    hb_font_destroy(bench->font);
    hb_face_destroy(bench->face);
    hb_blob_destroy(bench->blob);
    free(bench);
}

double harfbuzz_bench_shape(HarfBuzzBench *bench, const char *text, size_t length, double size) {
    hb_buffer_clear_contents(bench->buffer);
    hb_buffer_add_utf8(bench->buffer, text, (int)length, 0, (int)length);
    hb_buffer_guess_segment_properties(bench->buffer);
    hb_shape(bench->font, bench->buffer, NULL, 0);
    unsigned int count = 0;
    hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(bench->buffer, &count);
    long total = 0;
    for (unsigned int index = 0; index < count; index++) total += positions[index].x_advance;
    return (double)total / (bench->upem * 64) * size;
}
