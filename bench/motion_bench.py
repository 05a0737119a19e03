"""Frame times while the table moves (U-3, issue 11 "Motion"); not part of the test run.

    .venv/bin/python bench/motion_bench.py                 # offscreen, 1920×1080
    xvfb-run -s "-screen 0 1920x1080x24" env QT_QPA_PLATFORM=xcb .venv/bin/python bench/motion_bench.py
    .venv/bin/python bench/motion_bench.py --size 1280x800 --repeat 5

Three animations on a full table at normal speed, each played ``--repeat`` times:

* deal: Spider (two suits), the 54 cards of the deal flying out one after another;
* cascade: Klondike's auto-finish, all 52 cards face up in the columns, flying to
  the foundations one after another;
* run: a Spider move that completes K…A on a table of ten long columns, the
  run leaving for its pile.

From the first frame the view paints after the command (the time to it is
printed apart: the deal set up, the move played and saved), three figures for
every frame: the interval since the previous frame (what the player sees: a
frame over 33 ms is a visible stutter) and the GUI thread's CPU time spent
since then (what the frame costs, without the time the thread waited for a
core on a busy machine; "process" adds every thread of the process: Qt's
raster engine splits big fills across its thread pool). Goal: interval p95
≤ 16.7 ms and no frame over 33 ms. A frame of the animator's clock in which
nothing on screen moved (so nothing was painted: the win celebration between two
cards leaving their piles once the others have left a small table) ends a count
instead of making one long interval; the pauses are counted and printed. The load
average is printed: on a shared machine the wall figures move with it, the CPU
figures much less.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "app"))
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["PACIENCIA_HOME"] = tempfile.mkdtemp(prefix="paciencia-motion-")

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtGui import QPaintEvent  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from report import recorded  # noqa: E402  (bench/report.py: the figures go to docs/performance.md)

from paciencia.core.cards import card_id  # noqa: E402
from paciencia.core.codes import GameCode  # noqa: E402
from paciencia.core.games.klondike.position import KlondikePosition  # noqa: E402
from paciencia.core.games.spider.position import SpiderPosition  # noqa: E402
from paciencia.core.history import History, Snapshot  # noqa: E402
from paciencia.decks.sources import CANONICAL_IDS  # noqa: E402
from paciencia.storage.settings import Settings  # noqa: E402
from paciencia.ui.launch import warm_up  # noqa: E402
from paciencia.ui.launch.raster import paint_on_one_thread  # noqa: E402
from paciencia.ui.scene.animation import Animator  # noqa: E402
from paciencia.ui.table.table_view import TableView  # noqa: E402
from paciencia.ui.window.main_window import MainWindow  # noqa: E402

S, H = 3, 2


class Frames:
    """Paint times of the table view, recorded while ``on``. The first paint after the
    command only starts the count: the time to it (the new deal set up, the move
    played and saved) is its own figure, ``first``."""

    def __init__(self) -> None:
        self.on = False
        self.wall: list[float] = []
        self.cpu: list[float] = []
        self.proc: list[float] = []
        self.first: list[float] = []
        self.idle = 0
        self._ticks = 0
        self._t0 = 0.0
        self._last: tuple[float, float, float] | None = None

    def start(self) -> None:
        self.on = True
        self._t0 = time.perf_counter()
        self._last = None
        self._ticks = 0

    def ticked(self) -> None:
        self._ticks += 1

    def painted(self) -> None:
        if not self.on:
            return
        now = (time.perf_counter(), time.thread_time(), time.process_time())
        idle, self._ticks = self._ticks > 1, 0
        if idle and self._last is not None:
            # A frame of the animator's clock went by without a paint: nothing on screen
            # moved in it (the celebration between two cards leaving their piles, when
            # every card launched has left the table). The next frame starts a new count:
            # no frame was late, there was nothing to draw. (A late frame cannot hide
            # here: the clock's next frame waits for the late one.)
            self.idle += 1
            self._last = now
            return
        if self._last is None:
            self.first.append((now[0] - self._t0) * 1000)
        else:
            self.wall.append((now[0] - self._last[0]) * 1000)
            self.cpu.append((now[1] - self._last[1]) * 1000)
            self.proc.append((now[2] - self._last[2]) * 1000)
        self._last = now


FRAMES = Frames()
_paint = TableView.paintEvent


def _timed_paint(self: TableView, event: QPaintEvent) -> None:
    _paint(self, event)
    FRAMES.painted()


TableView.paintEvent = _timed_paint  # type: ignore[method-assign]
_tick = Animator._tick


def _counted_tick(self: Animator) -> None:
    FRAMES.ticked()
    _tick(self)


Animator._tick = _counted_tick  # type: ignore[method-assign]


def _load(w: MainWindow, code: GameCode, pos: Any) -> None:
    w.controller.open_code(code, animate=False, asked=True)
    game = w.controller.session.table.game
    assert game is not None
    if pos is not None:
        game.history = History(Snapshot(pos, 0, 0))
    w.scene.set_position(w.controller.session.state(), animate=False)
    w.controller.session.model_changed()


def _wait_cards(app: QApplication, w: MainWindow) -> None:
    """Every face drawn at the table's size first: the frames measure motion, not
    the first rendering of the deck."""
    cp = w.scene.cp
    deadline = time.perf_counter() + 60
    while not cp.renderer.has_all(CANONICAL_IDS, cp.width, cp.dpr) and time.perf_counter() < deadline:
        app.processEvents()
        time.sleep(0.005)
    app.processEvents()


def _run(app: QApplication, w: MainWindow, act: Callable[[], None]) -> float:
    """``act`` animated to its end; returns how long the animation ran (ms)."""
    t0 = time.perf_counter()
    FRAMES.start()
    act()
    animator = w.scene.animator
    # The app's own event loop, as a player runs it (it sleeps until the next timer); a
    # loop of processEvents() and sleeps would add its own wake-up jitter to every frame.
    loop = QEventLoop()
    poll = QTimer()
    poll.timeout.connect(lambda: None if animator.running else loop.quit())
    poll.start(20)
    if animator.running:
        loop.exec()
    poll.stop()
    app.processEvents()
    FRAMES.on = False
    return (time.perf_counter() - t0) * 1000


def deal(app: QApplication, w: MainWindow) -> float:
    _load(w, GameCode.make("spider", 7, suits=2), None)
    _wait_cards(app, w)
    return _run(app, w, lambda: w.controller.open_code(GameCode.make("spider", 8, suits=2), animate=True,
                                                       asked=True))


def cascade(app: QApplication, w: MainWindow) -> float:
    # Four columns K…A of one suit each, face up: auto-finish plays all 52 cards.
    cols = tuple(tuple(card_id(r, s) for r in range(13, 0, -1)) for s in range(4)) + ((),) * 3
    pos = KlondikePosition(cols, (0,) * 7, (), (), (0, 0, 0, 0), 1)
    _load(w, GameCode.make("klondike", 5, draw=1), pos)
    _wait_cards(app, w)
    return _run(app, w, w.controller.session.auto)


def run_leaves(app: QApplication, w: MainWindow) -> float:
    # Ten long columns; column 1 ends K♠…2♠, column 2 ends A♠: the move completes a run.
    filler = [card_id(r, H) for r in (9, 5, 12, 3, 7)]
    run = tuple(card_id(r, S) for r in range(13, 1, -1))
    cols = [tuple(filler) + run, tuple(filler) + (card_id(1, S),)]
    cols += [tuple(filler) + tuple(card_id(r, H) for r in (10, 9, 8, 7, 6, 5)) for _ in range(8)]
    pos = SpiderPosition(tuple(cols), (5,) * 10, tuple(card_id(4, H) for _ in range(10)), ())
    _load(w, GameCode.make("spider", 3, suits=2), pos)
    _wait_cards(app, w)
    game = w.controller.session.table.game
    assert game is not None
    move = next(m for m in game.rules.legal_moves(game.position) if (m.src, m.dst) == ("t1", "t0"))
    return _run(app, w, lambda: w.controller.session.play(move))


def _figures(values: list[float]) -> str:
    s = sorted(values)
    return f"median {statistics.median(s):5.1f}  p95 {s[int(len(s) * 0.95)]:5.1f}  max {s[-1]:5.1f} ms"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--size", default="1920x1080")
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    paint_on_one_thread()  # as the app does before its QApplication
    app = QApplication.instance() or QApplication(sys.argv[:1])
    w = MainWindow(Settings(animation_speed="normal"))
    w.controller.end_screen = lambda dialog: 0  # the win at the end of the cascade: no modal box
    warm_up.import_now()  # as a launched app has, once its table was idle a few seconds
    w.resize(width, height)
    w.show()
    app.processEvents()
    print(f"{os.environ['QT_QPA_PLATFORM']}, window {width}x{height}, view "
          f"{w.view.viewport().width()}x{w.view.viewport().height()}, load average {os.getloadavg()[0]:.1f}")
    ok = True
    for name, scenario in (("deal", deal), ("cascade", cascade), ("run", run_leaves)):
        wall: list[float] = []
        cpu: list[float] = []
        proc: list[float] = []
        lasted = 0.0
        FRAMES.first = []
        FRAMES.idle = 0
        for _ in range(args.repeat):
            FRAMES.wall, FRAMES.cpu, FRAMES.proc = [], [], []
            lasted += scenario(app, w)
            wall += FRAMES.wall
            cpu += FRAMES.cpu
            proc += FRAMES.proc
        s = sorted(wall)
        p95, worst = s[int(len(s) * 0.95)], s[-1]
        ok = ok and p95 <= 16.7 and worst <= 33
        print(f"{name:8s} {len(wall) / args.repeat:4.0f} frames in {lasted / args.repeat:5.0f} ms; "
              f"first frame {statistics.median(FRAMES.first):.0f} ms after the command; "
              f"{FRAMES.idle / args.repeat:.0f} pauses with nothing to draw")
        print(f"   interval {_figures(wall)}")
        print(f"   cpu      {_figures(cpu)}")
        print(f"   process  {_figures(proc)}")
    print(f"goal (interval p95 <= 16.7 ms, none over 33 ms): {'met' if ok else 'NOT met'}")
    w.close()
    return 0


if __name__ == "__main__":
    sys.exit(recorded("motion_bench", main))
