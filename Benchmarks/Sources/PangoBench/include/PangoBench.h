#ifndef OVERSET_PANGO_BENCH_H
#define OVERSET_PANGO_BENCH_H

#include <stddef.h>

/// Pango, set up like Overset: only the given font directory, no hinting, unrounded positions.
typedef struct PangoBench PangoBench;

/// A Pango context over the fonts in `fonts_dir` (searched recursively), or NULL.
PangoBench *pango_bench_create(const char *fonts_dir);
void pango_bench_destroy(PangoBench *bench);

/// Lays `text` out in `family` at `size` points, wrapped at `width` points (a negative width
/// does not wrap), and returns its logical width in points; `lines` and `height` receive the
/// line count and logical height.
double pango_bench_measure(PangoBench *bench, const char *text, size_t length, const char *family,
                           double size, double width, int *lines, double *height);

/// As pango_bench_measure, with at most max_lines lines (0: no limit), the last ellipsized.
double pango_bench_measure_limited(PangoBench *bench, const char *text, size_t length, const char *family,
                                   double size, double width, int max_lines, int *lines, double *height);

/// Raw HarfBuzz: shapes `text` as one buffer with the font file at `font_path` (face 0, scale
/// upem × 64) and returns its advance in points at `size`. A shaping baseline with no
/// itemization, fallback, bidi or line breaking.
/// `overset measure --jsonl`'s work in Pango: reads lines {"text": "…", "size": 17, "width": 343,
/// "lineLimit": 2} from input (text required, the rest optional) and writes one line per
/// request, {"lineCount", "width", "height", "lines": [{"text", "width"}]}, or {"error"}.
/// Returns the number of requests.
long pango_bench_jsonl(PangoBench *bench, const char *family, void *input, void *output);

typedef struct HarfBuzzBench HarfBuzzBench;
HarfBuzzBench *harfbuzz_bench_create(const char *font_path);
/// As harfbuzz_bench_create, for face `face_index` of the file at the variation settings
/// `variations` in HarfBuzz's syntax, comma-separated ("wght=600,opsz=17"; "" for none), as
/// Overset sets them for a font instance. NULL when the file or a setting cannot be read.
HarfBuzzBench *harfbuzz_bench_create_instance(const char *font_path, unsigned int face_index, const char *variations);
void harfbuzz_bench_destroy(HarfBuzzBench *bench);
double harfbuzz_bench_shape(HarfBuzzBench *bench, const char *text, size_t length, double size);

#endif
