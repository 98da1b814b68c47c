#!/usr/bin/env python3
"""Makes Fonts/DejaVu/DejaVuSansSymbols{,-Bold}.ttf: the UI symbols iOS draws (bullets, arrows,
math, check marks, currency signs, geometric shapes) cut from Debian's fonts-dejavu-core, so that
no audit needs the machine's fonts for them (Fonts/README.md).

Needs fontTools (`pip install fonttools`). Run from the package root:
    python3 scripts/make-symbol-font.py /usr/share/fonts/truetype/dejavu
"""

import sys

from fontTools import subset
from fontTools.ttLib import TTFont

# Bullets, then the blocks of currency signs, letterlike symbols, arrows, mathematical operators,
# miscellaneous technical, geometric shapes, miscellaneous symbols and dingbats.
RANGES = [(0x2022, 0x2023), (0x2043, 0x2043), (0x2219, 0x2219), (0x20A0, 0x20CF), (0x2100, 0x214F), (0x2190, 0x21FF),
          (0x2200, 0x22FF), (0x2300, 0x23FF), (0x25A0, 0x25FF), (0x2600, 0x26FF), (0x2700, 0x27BF)]
FAMILY = "DejaVu Sans Symbols"


def make(source, suffix):
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    font = subset.load_font(source, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[c for low, high in RANGES for c in range(low, high + 1)])
    subsetter.subset(font)
    # A family name of its own: a machine's full DejaVu Sans must not be shadowed by the subset.
    for record in font["name"].names:
        if record.nameID in (1, 16):
            record.string = FAMILY
        elif record.nameID == 4:
            record.string = FAMILY + (" Bold" if suffix else "")
        elif record.nameID == 6:
            record.string = FAMILY.replace(" ", "") + suffix
        elif record.nameID == 3:
            record.string = f"{FAMILY}{suffix} (subset of DejaVu Sans)"
    font.save(f"Fonts/DejaVu/DejaVuSansSymbols{suffix}.ttf")


directory = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/truetype/dejavu"
make(f"{directory}/DejaVuSans.ttf", "")
make(f"{directory}/DejaVuSans-Bold.ttf", "-Bold")
