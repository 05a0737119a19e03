"""Deck switch cost: render a full Spider table's pixmaps for each deck.

A Spider table shows 104 cards, but only the 52 distinct faces plus the back
need rendering: the pixmap cache holds one per element and size. For each
deck this times (1) opening the deck (parsing the SVG / listing the images),
(2) rendering the 53 elements at a typical table size into QPixmaps, as the
UI's cache would, and reports the cache's memory (bytes of pixel data).

    PYTHONPATH=app .venv/bin/python bench/deck_switch.py [--width 96] [--dpr 1.0] [--all]
    PYTHONPATH=app .venv/bin/python bench/deck_switch.py --table [--all] [--threads]

Without --all: the built-in decks plus a few representative system decks
(the largest KDE and AisleRiot files and a small one).

``--table`` measures what the player sees: the real window (offscreen,
1280 × 800) with a full 4-suit Spider table, switching decks the way the
preferences' Apply does. For each deck: the time from the switch to the table
fully repainted with the new deck (the new pixmaps of every card on screen are
in and the view has painted them), the longest stall of the UI thread during
the switch (a 5 ms timer measures the gaps between its ticks; a frozen window
shows as a long gap), and the cache's memory once the background prefetch of
all 53 elements is done. Decks that are not built in go through the render
helper process (decks/render_process.py); the first of them also pays for
starting it (printed). ``--threads`` renders every deck on the worker threads
instead, as before the helper (for comparison). Between two decks the bench
waits for the previous deck's background work, on the threads and in the
helper, so that no deck is timed while another one's prefetch still runs.
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


def table_mode(keys: list[str], dpr_note: str) -> int:
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from paciencia.decks import render_link, render_process
    from paciencia.decks.choice import renderer_for_keys
    from paciencia.decks.render_pool import render_pool
    from paciencia.decks.renderer import BACK_OWN
    from paciencia.storage.settings import Settings
    from paciencia.ui.main_window import MainWindow

    app = QApplication.instance()
    window = MainWindow(Settings(animation_speed="off"))
    window.resize(1280, 800)
    window.show()
    window.open_code(window.code_for("spider").__class__.make("spider", 7, suits=4), animate=False)
    for _ in range(5):
        app.processEvents()
    scene = window.scene
    print(f"Spider 4 suits on a 1280 x 800 window: {len(scene.items_by_key)} cards, "
          f"card {scene.cp.width} x {scene.cp.height} px {dpr_note}")
    print(f"{'deck':28} {'switch ms':>9} {'max stall ms':>12} {'cache MB':>9} {'sizes':>5}  path")

    def settle() -> None:
        """The previous deck's background work done: on the pool and in the helper."""
        for _ in range(3):
            render_pool().waitForDone()
            render_link.wait_idle()
            app.processEvents()
    clock = QElapsedTimer()
    gaps: list[float] = []
    last = [0.0]

    def tick() -> None:
        now = clock.nsecsElapsed() / 1e6
        gaps.append(now - last[0])
        last[0] = now

    ticker = QTimer()
    ticker.setInterval(5)
    ticker.timeout.connect(tick)
    results = []
    for key in keys:
        settle()
        starts = render_process.client().starts
        clock.start()
        last[0] = 0.0
        gaps.clear()
        ticker.start()
        renderer = renderer_for_keys(key, BACK_OWN)
        scene.set_renderer(renderer)  # what Apply does (via MainWindow._apply_look)
        while scene.pending is not None or scene.cp.renderer is not renderer:
            app.processEvents()
            if renderer.error:
                break
        window.view.viewport().repaint()  # the repaint that shows the new deck
        switched = clock.nsecsElapsed() / 1e6
        ticker.stop()
        if renderer.error:
            print(f"{key[:28]:28} refused: {renderer.error}")
            continue
        settle()  # the background prefetch of the other elements
        stall = max(gaps) if gaps else switched
        mb = renderer.cache_bytes() / 2**20
        results.append((switched, stall))
        path = "threads" if renderer._remote is None else "helper"
        if render_process.client().starts > starts:
            path += " (started it)"
        print(f"{key[:28]:28} {switched:9.0f} {stall:12.0f} {mb:9.2f} {len(renderer.sizes()):5}  {path}")
    helper = render_process.client()
    if helper.starts:
        print(f"render helper: started {helper.starts}x, ready {helper.start_ms} ms after its start "
              f"(part of the switch marked 'started it')")
    if results:
        sw = sorted(r[0] for r in results)
        st = sorted(r[1] for r in results)
        print(f"switch: median {sw[len(sw) // 2]:.0f} ms, worst {sw[-1]:.0f} ms; "
              f"UI stall: median {st[len(st) // 2]:.0f} ms, worst {st[-1]:.0f} ms")
    window.close()
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, default=96, help="card width in logical pixels (default 96)")
    parser.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio (default 1.0)")
    parser.add_argument("--all", action="store_true", help="every usable deck found")
    parser.add_argument("--table", action="store_true", help="switch decks on a live Spider table (see above)")
    parser.add_argument("--threads", action="store_true", help="no render helper: every deck on worker threads")
    args = parser.parse_args()
    if args.threads:
        os.environ["PACIENCIA_RENDER_HELPER"] = "0"
    if args.table:
        from PySide6.QtWidgets import QApplication

        os.environ.setdefault("PACIENCIA_HOME", "/tmp/paciencia-bench-home")
        app = QApplication.instance() or QApplication(sys.argv[:1])
    else:
        app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    quiet_svg_warnings()
    entries = [e for e in discover() if e.usable]
    if not args.all:
        entries = [e for e in entries if e.origin == "builtin" or e.key in SAMPLE_KEYS]
    if args.table:
        keys = [e.key for e in entries if e.key != "builtin:classic"] + ["builtin:classic"]
        return table_mode(keys, f"(dpr {app.devicePixelRatio():g})")
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
