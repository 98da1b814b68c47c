#!/usr/bin/env python3
"""Builds Tests/OversetTextTests/Fixtures/TrakTest.ttf: a tiny font with an AAT `trak` table, to
test how Overset applies a font's size-dependent tracking (as Apple's system fonts carry it).

  pip install fonttools && scripts/make-trak-test-font.py

Glyphs: space (250 units), A (500) and B (600), boxes drawn from scratch; 1000 units per em.
`trak`, normal track (0.0): +50 units at 8 pt, +20 at 12 pt, -10 at 20 pt (interpolated linearly
between, held at the ends), as the tests expect.
"""
from pathlib import Path

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import newTable
from fontTools.ttLib.tables._t_r_a_k import TrackData, TrackTableEntry

OUTPUT = Path(__file__).resolve().parent.parent / "Tests/OversetTextTests/Fixtures/TrakTest.ttf"


def box(width):
    pen = TTGlyphPen(None)
    pen.moveTo((50, 0))
    pen.lineTo((50, 700))
    pen.lineTo((width - 50, 700))
    pen.lineTo((width - 50, 0))
    pen.closePath()
    return pen.glyph()


def main():
    advances = {".notdef": 500, "space": 250, "A": 500, "B": 600}
    builder = FontBuilder(1000, isTTF=True)
    builder.setupGlyphOrder(list(advances))
    builder.setupCharacterMap({0x20: "space", 0x41: "A", 0x42: "B"})
    empty = TTGlyphPen(None).glyph()
    builder.setupGlyf({name: (empty if name == "space" else box(width)) for name, width in advances.items()})
    builder.setupHorizontalMetrics({name: (width, 50) for name, width in advances.items()})
    builder.setupHorizontalHeader(ascent=800, descent=-200)
    builder.setupNameTable({"familyName": "Trak Test", "styleName": "Regular"})
    builder.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
    builder.setupPost()
    trak = newTable("trak")
    trak.version = 1.0
    trak.format = 0
    trak.horizData = TrackData()
    entry = TrackTableEntry({8.0: 50, 12.0: 20, 20.0: -10}, nameIndex=256)
    trak.horizData[0.0] = entry
    trak.vertData = TrackData()
    builder.font["trak"] = trak
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    builder.save(str(OUTPUT))
    print(f"wrote {OUTPUT}")


if __name__ == "__main__":
    main()
