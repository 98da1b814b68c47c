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

double pango_bench_measure_limited(PangoBench *bench, const char *text, size_t length, const char *family,
                                   double size, double width, int max_lines, int *lines, double *height) {
    // A negative height is a line count (Pango's documented convention); -1 with no ellipsis is
    // no limit.
    pango_layout_set_ellipsize(bench->layout, max_lines > 0 ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE);
    pango_layout_set_height(bench->layout, max_lines > 0 ? -max_lines : -1);
    double measured = pango_bench_measure(bench, text, length, family, size, width, lines, height);
    pango_layout_set_ellipsize(bench->layout, PANGO_ELLIPSIZE_NONE);
    pango_layout_set_height(bench->layout, -1);
    return measured;
}

/// The string value starting at *cursor (just after its opening quote), unescaped into out
/// (UTF-8); returns its length, or -1 for a malformed string.
static long read_json_string(const char **cursor, char *out, long capacity) {
    const char *p = *cursor;
    long length = 0;
    while (*p && *p != '"') {
        unsigned int code = (unsigned char)*p++;
        if (code == '\\') {
            char escape = *p++;
            switch (escape) {
            case 'n': code = '\n'; break;
            case 't': code = '\t'; break;
            case 'r': code = '\r'; break;
            case 'b': code = '\b'; break;
            case 'f': code = '\f'; break;
            case 'u': {
                char hex[5] = {0};
                if (strlen(p) < 4) return -1;
                memcpy(hex, p, 4);
                p += 4;
                code = (unsigned int)strtoul(hex, NULL, 16);
                if (code >= 0xD800 && code < 0xDC00 && p[0] == '\\' && p[1] == 'u') {
                    memcpy(hex, p + 2, 4);
                    code = 0x10000 + ((code - 0xD800) << 10) + ((unsigned int)strtoul(hex, NULL, 16) - 0xDC00);
                    p += 6;
                }
                char encoded[4];
                int count = g_unichar_to_utf8(code, encoded);
                if (length + count >= capacity) return -1;
                memcpy(out + length, encoded, count);
                length += count;
                continue;
            }
            default: code = (unsigned char)escape; break;
            }
        }
        if (length + 1 >= capacity) return -1;
        out[length++] = (char)code;
    }
    if (*p != '"') return -1;
    *cursor = p + 1;
    out[length] = 0;
    return length;
}

static void write_json_string(FILE *out, const char *text, long length) {
    fputc('"', out);
    for (long index = 0; index < length; index++) {
        unsigned char c = (unsigned char)text[index];
        if (c == '"' || c == '\\') fprintf(out, "\\%c", c);
        else if (c < 0x20) fprintf(out, "\\u%04x", c);
        else fputc(c, out);
    }
    fputc('"', out);
}

long pango_bench_jsonl(PangoBench *bench, const char *family, void *input, void *output) {
    FILE *in = input, *out = output;
    size_t capacity = 1 << 16;
    char *line = malloc(capacity), *text = malloc(capacity);
    long count = 0;
    while (fgets(line, (int)capacity, in)) {
        count++;
        double size = 17, width = -1;
        int limit = 0;
        long length = -1;
        // The keys of a flat object: "text" a string, the others numbers.
        for (const char *p = strchr(line, '"'); p; p = strchr(p, '"')) {
            const char *key = p + 1;
            const char *end = strchr(key, '"');
            if (!end) break;
            const char *value = end + 1;
            while (*value == ' ' || *value == ':') value++;
            if (strncmp(key, "text\"", 5) == 0 && *value == '"') {
                value++;
                length = read_json_string(&value, text, (long)capacity);
                p = value;
                continue;
            }
            if (strncmp(key, "size\"", 5) == 0) size = strtod(value, NULL);
            else if (strncmp(key, "width\"", 6) == 0) width = strtod(value, NULL);
            else if (strncmp(key, "lineLimit\"", 10) == 0) limit = (int)strtol(value, NULL, 10);
            p = value;
            while (*p && *p != ',' && *p != '}') p++;
            if (!*p) break;
        }
        if (length < 0) {
            fprintf(out, "{\"error\":\"line %ld: missing or bad text\"}\n", count);
            continue;
        }
        int lines = 0;
        double height = 0;
        double measured = pango_bench_measure_limited(bench, text, (size_t)length, family, size, width, limit, &lines, &height);
        fprintf(out, "{\"lineCount\":%d,\"width\":%.17g,\"height\":%.17g,\"lines\":[", lines, measured, height);
        const char *laid = pango_layout_get_text(bench->layout);
        for (GSList *item = pango_layout_get_lines_readonly(bench->layout); item; item = item->next) {
            PangoLayoutLine *laidLine = item->data;
            PangoRectangle logical;
            pango_layout_line_get_extents(laidLine, NULL, &logical);
            fputs(item == pango_layout_get_lines_readonly(bench->layout) ? "{\"text\":" : ",{\"text\":", out);
            write_json_string(out, laid + laidLine->start_index, laidLine->length);
            fprintf(out, ",\"width\":%.17g}", (double)logical.width / PANGO_SCALE);
        }
        fputs("]}\n", out);
    }
    free(line);
    free(text);
    return count;
}

struct HarfBuzzBench {
    hb_blob_t *blob;
    hb_face_t *face;
    hb_font_t *font;
    hb_buffer_t *buffer;
    double upem;
};

HarfBuzzBench *harfbuzz_bench_create(const char *font_path) {
    return harfbuzz_bench_create_instance(font_path, 0, "");
}

HarfBuzzBench *harfbuzz_bench_create_instance(const char *font_path, unsigned int face_index, const char *variations) {
    hb_blob_t *blob = hb_blob_create_from_file(font_path);
    if (hb_blob_get_length(blob) == 0) {
        hb_blob_destroy(blob);
        return NULL;
    }
    // Comma-separated settings in HarfBuzz's syntax, checked before anything is made.
    hb_variation_t settings[16];
    unsigned int count = 0;
    for (const char *start = variations; *start;) {
        const char *end = strchr(start, ',');
        int length = end ? (int)(end - start) : (int)strlen(start);
        if (count == 16 || !hb_variation_from_string(start, length, &settings[count++])) {
            hb_blob_destroy(blob);
            return NULL;
        }
        start += length + (end ? 1 : 0);
    }
    HarfBuzzBench *bench = calloc(1, sizeof(HarfBuzzBench));
    bench->blob = blob;
    bench->face = hb_face_create(blob, face_index);
    bench->font = hb_font_create(bench->face);
    bench->upem = hb_face_get_upem(bench->face);
    // As Overset's fonts: positions in 1/64 font units, no hinting (HarfBuzz's OpenType functions).
    hb_font_set_scale(bench->font, (int)bench->upem * 64, (int)bench->upem * 64);
    if (count > 0) hb_font_set_variations(bench->font, settings, count);
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
