#!/usr/bin/env python3
"""Fits Overset's calibrated "system" font (bundled Inter made metric-compatible with iOS's
system font) from iOS measurements, and reports how close it comes.

  scripts/fit-system-font.py fit DATA.json      write Sources/OversetText/Fonts/SystemFontCalibration+Table.swift
  scripts/fit-system-font.py report DATA.json   compare `overset measure` with family "system" to DATA.json

DATA.json is `ios-system-font-metrics.json` (iOS 26.1 simulator measurements of
UIFont.systemFont, published in the public repository Vercantez/openuikit,
golden/font_metrics_ios.json, made by its Tools/oracle2/fontprobe). Some sizes are held out of it
on purpose; the fit uses what is there.

The model: an ASCII character's advance on iOS, in em, varies with the weight and, smoothly, with
the size (SF changes its optical size continuously and tracks by size). Per weight and character
the fit takes the piecewise-linear curve through knots at 8, 10, 12, 14, 16, 18, 19, 20, 21, 23,
26, 30 and 40 pt (dense where SF changes from its Text to its Display design) closest (least squares) to the measured advances of the 95 printable ASCII characters.
Overset then draws Inter and gives each ASCII grapheme iOS's advance: Inter's own plus the
table's difference, interpolated linearly in weight and size (held flat outside 8-40 pt); Inter's
kerning is kept. Other characters take their base letter's difference (e for é), else the mean of
a-z's.
Needs a release build: swift build -c release.
"""
import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OVERSET = ROOT / ".build/release/overset"
OUTPUT = ROOT / "Sources/OversetText/Fonts/SystemFontCalibration+Table.swift"
WEIGHTS = list(range(100, 1000, 100))


def measure(requests):
    """Widths of JSON requests through `overset measure --jsonl`, bundled fonts only."""
    text = "".join(json.dumps(r) + "\n" for r in requests)
    run = subprocess.run([str(OVERSET), "measure", "--jsonl", "--no-system-fonts"], input=text.encode(),
                         capture_output=True, check=True)
    results = [json.loads(line) for line in run.stdout.decode().splitlines()]
    for request, result in zip(requests, results):
        if "error" in result:
            sys.exit(f"fit-system-font: {request}: {result['error']}")
    return [r["lines"][0]["width"] if r["lines"] else 0.0 for r in results]


def system_fonts(data):
    return [f for f in data["fonts"] if f["id"].startswith("system-")]


def inter_advances(chars):
    """Inter's advance of each character at each weight, in em (at 1000 pt, tracking 0). A space
    hangs at a line's end, so it is measured as the difference " x" - "x"."""
    requests = []
    for weight in WEIGHTS:
        for c in chars:
            requests.append({"text": c, "family": "Inter", "size": 1000, "weight": weight})
        requests.append({"text": " x", "family": "Inter", "size": 1000, "weight": weight})
        requests.append({"text": "x", "family": "Inter", "size": 1000, "weight": weight})
    widths = measure(requests)
    result, index = {}, 0
    for weight in WEIGHTS:
        for c in chars:
            result[(c, weight)] = widths[index] / 1000
            index += 1
        result[(" ", weight)] = (widths[index] - widths[index + 1]) / 1000
        index += 2
    return result


KNOTS = [8, 10, 12, 14, 16, 18, 19, 20, 21, 23, 26, 30, 40]


def hat(size, k):
    """The weight of knot k at `size` in piecewise-linear interpolation (held flat outside)."""
    size = min(max(size, KNOTS[0]), KNOTS[-1])
    x = KNOTS[k]
    if k > 0 and KNOTS[k - 1] <= size <= x:
        return (size - KNOTS[k - 1]) / (x - KNOTS[k - 1])
    if k < len(KNOTS) - 1 and x <= size <= KNOTS[k + 1]:
        return (KNOTS[k + 1] - size) / (KNOTS[k + 1] - x)
    return 1.0 if size == x else 0.0


def solve(matrix, vector):
    """Gaussian elimination with partial pivoting (the systems are 10 x 10)."""
    n = len(vector)
    rows = [matrix[i][:] + [vector[i]] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(n):
            if r != col and rows[r][col]:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col])]
    return [rows[i][n] / rows[i][i] for i in range(n)]


def fit(data):
    """Per weight and character, the advance in em at each knot size: the piecewise-linear curve
    through the knots closest (least squares) to the measured advances over all sizes."""
    fonts = system_fonts(data)
    chars = list(fonts[0]["advances"].keys())
    table, residuals = {}, []
    for weight in WEIGHTS:
        measured = [f for f in fonts if f["weight"] == weight]
        basis = [[hat(f["pointSize"], k) for k in range(len(KNOTS))] for f in measured]
        normal = [[sum(row[i] * row[j] for row in basis) for j in range(len(KNOTS))] for i in range(len(KNOTS))]
        for c in chars:
            ems = [f["advances"][c] / f["pointSize"] for f in measured]
            rhs = [sum(row[i] * e for row, e in zip(basis, ems)) for i in range(len(KNOTS))]
            knots = solve(normal, rhs)
            table[(c, weight)] = knots
            for f, row, e in zip(measured, basis, ems):
                residuals.append(abs(sum(r * k for r, k in zip(row, knots)) - e) * f["pointSize"])
    print(f"advance residuals: median {statistics.median(residuals):.4f} pt, largest {max(residuals):.4f} pt",
          file=sys.stderr)
    return chars, table, inter_advances(chars)


def swift_table(chars, table, inter):
    lines = [
        "// swift-format-ignore-file",
        "// Generated by scripts/fit-system-font.py from iOS 26.1 measurements of UIFont.systemFont",
        "// (Vercantez/openuikit, golden/font_metrics_ios.json; re-typed in ios-system-font-metrics.json).",
        "// Do not edit: run `scripts/fit-system-font.py fit DATA.json`.",
        "",
        "extension SystemFontCalibration {",
        "    /// The weights of the table's blocks.",
        f"    static let weights: [Double] = [{', '.join(str(w) for w in WEIGHTS)}]",
        "",
        "    /// The sizes of each block's rows, in points (held flat outside them).",
        f"    static let sizes: [Double] = [{', '.join(str(k) for k in KNOTS)}]",
        "",
        "    /// The printable ASCII characters, in the order of each row's columns.",
        "    static let characters: [Unicode.Scalar] = [" + ", ".join(
            '"' + (c.replace("\\", "\\\\").replace('"', '\\"')) + '"' for c in chars) + "]",
        "",
        "    /// iOS's advance minus Inter's, in em: for each weight, for each size, for each character.",
        "    static let advanceDelta: [Double] = [",
    ]
    for weight in WEIGHTS:
        for k in range(len(KNOTS)):
            values = ", ".join(f"{table[(c, weight)][k] - inter[(c, weight)]:.5f}" for c in chars)
            lines.append(f"        {values},")
    lines += ["    ]", "}", ""]
    return "\n".join(lines)


UI_SIZES = (11, 53)


def report(data):
    """Width error of family "system" against every measured string, per size and weight, and
    the line height error."""
    fonts = system_fonts(data)
    requests, keys = [], []
    for f in fonts:
        for s, width in f["stringWidths"].items():
            requests.append({"text": s, "family": "system", "size": f["pointSize"], "weight": f["weight"]})
            keys.append((f["pointSize"], f["weight"], s, width))
        requests.append({"text": "Ag", "family": "system", "size": f["pointSize"], "weight": f["weight"], "scale": 0})
        keys.append((f["pointSize"], f["weight"], None, f["lineHeight"]))
    text = "".join(json.dumps(r) + "\n" for r in requests)
    run = subprocess.run([str(OVERSET), "measure", "--jsonl", "--no-system-fonts"], input=text.encode(),
                         capture_output=True, check=True)
    results = [json.loads(line) for line in run.stdout.decode().splitlines()]
    errors, heights = {}, []
    for (size, weight, s, expected), result in zip(keys, results):
        if s is None:
            heights.append(abs(result["height"] - expected))
            continue
        errors.setdefault((size, weight), []).append((result["lines"][0]["width"] - expected) / expected)
    print("| size | weight | median error | worst error | worst string |")
    print("|---|---|---|---|---|")
    summary = {}
    for (size, weight), values in sorted(errors.items()):
        strings = list(next(f for f in fonts if f["pointSize"] == size and f["weight"] == weight)["stringWidths"])
        worst = max(range(len(values)), key=lambda i: abs(values[i]))
        median = statistics.median(abs(v) for v in values)
        if weight in (400, 600, 700):
            print(f"| {size:g} | {weight} | {median:.2%} | {values[worst]:+.2%} | {strings[worst]} |")
        if UI_SIZES[0] <= size <= UI_SIZES[1]:
            summary.setdefault(weight, []).extend(values)
    print()
    print("| weight | median over 11–40 pt | worst over 11–40 pt |")
    print("|---|---|---|")
    for weight, values in sorted(summary.items()):
        print(f"| {weight} | {statistics.median(abs(v) for v in values):.2%} | {max(values, key=abs):+.2%} |")
    print(f"\nLine height: largest error {max(heights):.4f} pt over {len(heights)} fonts.")


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("fit", "report"):
        sys.exit(__doc__)
    data = json.loads(Path(sys.argv[2]).read_text())
    if not OVERSET.exists():
        sys.exit("fit-system-font: build first: swift build -c release")
    if sys.argv[1] == "fit":
        chars, table, inter = fit(data)
        OUTPUT.write_text(swift_table(chars, table, inter))
        print(f"wrote {OUTPUT.relative_to(ROOT)}", file=sys.stderr)
    else:
        report(data)


if __name__ == "__main__":
    main()
