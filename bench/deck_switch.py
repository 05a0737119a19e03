"""Deck switch cost: render a full Spider table's pixmaps for each deck.

A Spider table shows 104 cards, but only the 52 distinct faces plus the back
need rendering: the pixmap cache holds one per element and size. For each
deck this times (1) opening the deck (parsing the SVG / listing the images),
(2) rendering the 53 elements at a typical table size into QPixmaps, as the
UI's cache would, and reports the cache's memory (bytes of pixel data).

    PYTHONPATH=app .venv/bin/python bench/deck_switch.py [--width 96] [--dpr 1.0] [--all]
    PYTHONPATH=app .venv/bin/python bench/deck_switch.py --table [--all] [--threads]
    .venv/bin/python bench/deck_switch.py --idle [--deck KEY] [--runs 3]
    .venv/bin/python bench/deck_switch.py --new-size [--deck KEY]
    .venv/bin/python bench/deck_switch.py --thumbs

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

``--idle``, ``--new-size`` and ``--thumbs`` measure the table issue's defects:
the CPU an idle table burns with a deck that is not built in,
how long a heavy deck's faces take to show at a new card size, and how long the
preferences' deck thumbnails take; each prints the built-in deck's figure (or
the first run's) measured in the same run as its reference.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))

from typing import Any  # noqa: E402

from PySide6.QtCore import QSize  # noqa: E402
from PySide6.QtGui import QGuiApplication, QPixmap  # noqa: E402
from report import recorded  # noqa: E402  (bench/report.py: the figures go to docs/performance.md)

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
    from paciencia.ui.window.main_window import MainWindow

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


# -- the table issue's defects ------------------------------------------------------------

APP = Path(__file__).resolve().parents[1] / "app"


def _cpu_ticks(pid: int) -> int:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])  # utime + stime
    except OSError:
        return 0


def _children(pid: int) -> list[int]:
    out = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            out += [int(c) for c in (task / "children").read_text().split()]
        except OSError:
            pass
    return out


def idle_mode(deck: str, runs: int) -> int:
    """Launch ``paciencia paciencia://freecell/617`` (offscreen, 1280 x 800) with ``deck`` chosen, in a
    fresh home; print the CPU of the window and its render helper in 10 s windows up to 60 s.
    The built-in classic deck, measured the same way, is the reference (it starts no helper)."""
    hz = os.sysconf("SC_CLK_TCK")
    print(f"idle CPU, % of one core, window + render helper, FreeCell 617 at 1280 x 800 ({APP})")
    print(f"{'deck':22} {'run':>3}  " + " ".join(f"{t:>2}-{t + 10:<3}s" for t in range(0, 60, 10)))
    for key in ("builtin:classic", deck):
        home = tempfile.mkdtemp(prefix="paciencia-idle-")
        for run in range(runs if key == deck else 1):
            code = (f"import sys; sys.path.insert(0, {str(APP)!r}); from paciencia.storage.settings import "
                    f"load_settings, save_settings; s, _ = load_settings(); s.deck = {key!r}; s.back = 'deck'; "
                    "save_settings(s)")
            env = dict(os.environ, PACIENCIA_HOME=home, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(APP))
            subprocess.run([sys.executable, "-c", code], env=env, check=True)
            app = subprocess.Popen([sys.executable, "-P", "-m", "paciencia", "paciencia://freecell/617"], env=env,
                                   cwd=tempfile.gettempdir(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            seen: dict[int, int] = {}
            shares = []
            try:
                for _ in range(6):
                    before = {p: _cpu_ticks(p) for p in [app.pid, *_children(app.pid)]}
                    time.sleep(10)
                    pids = set(before) | {app.pid, *_children(app.pid)}
                    used = sum(max(0, _cpu_ticks(p) - before.get(p, 0)) for p in pids)
                    seen.update({p: 1 for p in pids})
                    shares.append(100 * used / hz / 10)
            finally:
                app.terminate()
                app.wait(10)
            print(f"{key[:22]:22} {run + 1:>3}  " + " ".join(f"{v:7.1f}" for v in shares)
                  + f"   ({len(seen) - 1} helper process{'es' if len(seen) != 2 else ''})")
    return 0


def _legible(shot: Any, view: Any, scene: Any) -> int:
    """Face-up cards whose top-left index shows ink (red or dark pixels): not a blank face."""
    count = 0
    for item in scene.items_by_key.values():
        if not item.face_up:
            continue
        corner = view.mapFromScene(item.sceneBoundingRect().topLeft())
        m = scene.cp.margin
        x0, y0 = int(corner.x() + m), int(corner.y() + m)
        ink = 0
        for y in range(y0, y0 + int(scene.cp.height * 0.16), 2):
            for x in range(x0, x0 + int(scene.cp.width * 0.4), 2):
                c = shot.pixelColor(x, y)
                ink += (c.red() > 150 and c.green() < 90) or c.red() + c.green() + c.blue() < 200
        count += ink > 4
    return count


def new_size_mode(app: Any, deck: str) -> int:
    """The window is drawn once at 1280 x 800 (that size goes to the disk cache), then grows to
    1600 x 1000: new card size. Times until every face-up card shows a legible face (a stand-in or
    the real one) and until every card is drawn at the exact size. Reference: the built-in deck."""
    from PySide6.QtCore import QElapsedTimer

    from paciencia.core.codes import GameCode
    from paciencia.decks import render_link, render_process
    from paciencia.storage.settings import Settings
    from paciencia.ui.window.main_window import MainWindow

    wait_idle = getattr(render_link, "wait_idle", None) or render_process.wait_idle  # (older trees: the latter)
    print(f"{'deck':22} {'size':12} {'legible ms':>10} {'exact ms':>9}   (FreeCell 617; a fresh home)")

    def watch(window: Any, scene: Any) -> tuple[int, int]:
        clock = QElapsedTimer()
        clock.start()
        legible = exact = -1
        while clock.elapsed() < 120_000 and exact < 0:
            app.processEvents()
            if legible < 0 and _legible(window.view.grab().toImage(), window.view, scene) == 52:
                legible = clock.elapsed()
            if scene.cp.renderer.is_loaded and scene.cp.renderer.has_all(
                    scene.shown_elements(), scene.cp.width, scene.cp.dpr):
                exact = clock.elapsed()
        return legible, exact

    for key in ("builtin:classic", deck):
        window = MainWindow(Settings(animation_speed="off", deck=key, back="deck"))
        window.resize(1280, 800)
        window.show()
        window.open_code(GameCode.make("freecell", 617), animate=False)
        legible, exact = watch(window, window.scene)
        print(f"{key[:22]:22} {'1280 x 800':12} {legible:10} {exact:9}   (never drawn before)")
        wait_idle(120_000)  # the whole size drawn, so it is on disk
        time.sleep(1.0)
        window.resize(1600, 1000)
        legible, exact = watch(window, window.scene)
        print(f"{key[:22]:22} {'1600 x 1000':12} {legible:10} {exact:9}   (1280 x 800 on disk)")
        window.close()
    return 0


def thumbs_mode(app: Any) -> int:
    """The preferences' deck list with every deck installed: opened in a fresh home, opened
    again (checks cached), and opened in another fresh home while the table draws Dondorf at a
    new size (both want the render helper); times until the rows on screen, and all rows, show."""
    from PySide6.QtCore import QElapsedTimer

    from paciencia.core.codes import GameCode
    from paciencia.storage.settings import Settings
    from paciencia.ui.dialogs.deck_page import DeckList
    from paciencia.ui.window.main_window import MainWindow

    def opening(tall: bool) -> list[int]:
        lst = DeckList("kde:svg-dondorf")
        lst.resize(560, 4800 if tall else 420)
        clock = QElapsedTimer()
        clock.start()
        got: dict[str, int] = {}
        lst.thumbs.listeners.append(lambda k: got.setdefault(k, clock.elapsed()))
        lst.show()
        while clock.elapsed() < 300_000:
            app.processEvents()
            asked = lst.thumbs.asked
            if clock.elapsed() > 300 and asked and all(k in got for k in asked) and not lst.thumbs.queue:
                break
            time.sleep(0.002)
        lst.close()
        lst.deleteLater()
        return sorted(got.values())

    print(f"{'opening':32} {'rows':>5} {'first ms':>9} {'median ms':>10} {'last ms':>8}")
    rows = []
    for what in ("first, on screen", "first, all rows", "second, on screen", "second, all rows"):
        rows.append((what, opening(what.endswith("all rows"))))
    os.environ["PACIENCIA_HOME"] = tempfile.mkdtemp(prefix="paciencia-bench-")
    window = MainWindow(Settings(animation_speed="off", deck="kde:svg-dondorf", back="deck"))
    window.resize(1280, 800)
    window.show()
    window.open_code(GameCode.make("freecell", 617), animate=False)
    rows.append(("fresh, on screen, table drawing", opening(False)))
    window.close()
    for what, times in rows:
        print(f"{what:32} {len(times):5} {times[0]:9} {times[len(times) // 2]:10} {times[-1]:8}")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, default=96, help="card width in logical pixels (default 96)")
    parser.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio (default 1.0)")
    parser.add_argument("--all", action="store_true", help="every usable deck found")
    parser.add_argument("--table", action="store_true", help="switch decks on a live Spider table (see above)")
    parser.add_argument("--threads", action="store_true", help="no render helper: every deck on worker threads")
    parser.add_argument("--idle", action="store_true", help="CPU of an idle table, window and helper")
    parser.add_argument("--new-size", action="store_true", help="time to faces at a card size never drawn")
    parser.add_argument("--thumbs", action="store_true", help="time to the preferences' deck thumbnails")
    parser.add_argument("--deck", default="kde:svg-dondorf", help="deck for --idle and --new-size")
    parser.add_argument("--runs", type=int, default=3, help="launches for --idle (default 3)")
    args = parser.parse_args()
    if args.idle:
        return idle_mode(args.deck, args.runs)
    if args.new_size or args.thumbs:
        from PySide6.QtWidgets import QApplication

        os.environ.setdefault("PACIENCIA_HOME", tempfile.mkdtemp(prefix="paciencia-bench-"))
        app = QApplication.instance() or QApplication(sys.argv[:1])
        quiet_svg_warnings()
        return new_size_mode(app, args.deck) if args.new_size else thumbs_mode(app)
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
    raise SystemExit(recorded("deck_switch", main))
