// pango-jsonl FONTS_DIR: `overset measure --jsonl`'s work done by Pango, process and JSON I/O
// included, for the process-level benchmark (Benchmarks/README.md).
#include "PangoBench.h"

#include <stdio.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: pango-jsonl FONTS_DIR < requests.jsonl\n");
        return 2;
    }
    PangoBench *bench = pango_bench_create(argv[1]);
    if (!bench) {
        fprintf(stderr, "pango-jsonl: cannot load the fonts in %s\n", argv[1]);
        return 2;
    }
    static char buffer[1 << 16];
    setvbuf(stdout, buffer, _IOFBF, sizeof buffer);
    pango_bench_jsonl(bench, "Inter", stdin, stdout);
    pango_bench_destroy(bench);
    return 0;
}
