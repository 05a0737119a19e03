"""Deck switch cost: render a full Spider table's pixmaps for each deck.

A Spider table shows 104 cards, but only the 52 distinct faces plus the back
need rendering: the pixmap cache holds one per element and size. For each
deck this times (1) opening the deck (parsing the SVG / listing the images),
(2) rendering the 53 elements at a typical table size into QPixmaps, as the
UI's cache would, and reports the cache's memory (bytes of pixel data).

    PYTHONPATH=app .venv/bin/python bench/deck_switch.py [--width 96] [--dpr 1.0] [--all]

Without --all: the built-in decks plus a few representative system decks
(the largest KDE and AisleRiot files and a small one).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))

from PySide6.QtCore import QSize  # noqa: E402
from PySide6.QtGui import QGuiApplication, QPixmap  # noqa: E402

from paciencia.decks.discover import discover  # noqa: E402
from paciencia.decks.sources import CANONICAL_IDS, quiet_svg_warnings  # noqa: E402

SAMPLE_KEYS = ("kde:svg-dondorf", "kde:svg-xskat-german", "kde:svg-standard", "aisleriot:berlin",
               "aisleriot:anglo", "aisleriot:tango_nuevo")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, default=96, help="card width in logical pixels (default 96)")
    parser.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio (default 1.0)")
    parser.add_argument("--all", action="store_true", help="every usable deck found")
    args = parser.parse_args()
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    quiet_svg_warnings()
    entries = [e for e in discover() if e.usable]
    if not args.all:
        entries = [e for e in entries if e.origin == "builtin" or e.key in SAMPLE_KEYS]
    print(f"Spider table: 104 cards = 52 faces + back, card {args.width} px wide, dpr {args.dpr}")
    print(f"{'deck':32} {'open s':>7} {'render s':>9} {'ms/card':>8} {'cache MB':>9}")
    totals = []
    for entry in entries:
        start = time.perf_counter()
        source = entry.open()
        source.element_ids()  # forces the SVG parse for SVG decks
        opened = time.perf_counter()
        w = round(args.width * args.dpr)
        size = QSize(w, round(w * source.aspect()))
        cache = {e: QPixmap.fromImage(source.render(e, size)) for e in CANONICAL_IDS}
        done = time.perf_counter()
        nbytes = sum(pm.toImage().sizeInBytes() for pm in cache.values())
        totals.append(done - start)
        print(f"{entry.key[:32]:32} {opened - start:7.2f} {done - opened:9.2f} "
              f"{(done - opened) * 1000 / len(CANONICAL_IDS):8.1f} {nbytes / 2**20:9.2f}")
    if totals:
        median = sorted(totals)[len(totals) // 2]
        print(f"switch (open + render), median {median:.2f} s, worst {max(totals):.2f} s")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
