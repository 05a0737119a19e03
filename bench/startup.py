"""Start-up and quit of the window (issues 11 and 26 §3), not part of the test run.

    .venv/bin/python bench/startup.py                  # app, and the bundle if dist/paciencia is built
    .venv/bin/python bench/startup.py --runs 9 --bundle dist/paciencia
    .venv/bin/python bench/startup.py --imports 25     # also: what the app imports beyond the floor
    .venv/bin/python bench/startup.py --display 71     # Xvfb on :71 (else the first free from :93)

Under Xvfb, in one run and launch by launch in turn (so every program meets the same load):

* **floor**: an empty PySide6 window, the floor under any PySide6 app: Python, the Qt
  import, a 1280×800 QMainWindow mapped and its first frame painted;
* **first**: ``python -m paciencia`` as a player's first launch after installing it: a new,
  empty ``PACIENCIA_HOME`` every launch (no settings, no saved game, no picture of the table,
  and no card cache: the chooser's preview cards are rendered from the deck's SVG). What
  outlives an install is warm, as on the player's machine: Python's bytecode (pip compiles it
  when it installs) and the fonts' cache in ``HOME``. It shows the game chooser;
* **resume**: ``python -m paciencia`` with the game in progress (Klondike deal 1, saved by a
  warm-up launch) coming back, its cards read from the disk cache, the picture of the table
  left at the last quit shown first;
* **link**: ``python -m paciencia paciencia://freecell/617`` (a link clicked with the window
  closed) in a home of its own with a game saved: Klondike deal 1 with no move yet, put back
  before every launch, which the link replaces without a question (a game with moves would
  have its table shown first and the question asked, C-13: that waits on the player); its
  cards come from the disk cache, written by a warm-up launch of the same link;
* **bundle**: the PyInstaller bundle's ``paciencia`` (``make bundle``), resuming as ``resume``.

Each time runs from exec to the first frame with the cards on screen (the app's
``PACIENCIA_TRACE`` marks, :mod:`paciencia.trace`: ``picture``, the picture of the table
left at the last quit (``ui/launch/relaunch.py``), else ``cards``, the table's own first frame with
every card shown drawn exactly (during a new deal, those dealt so far), or the chooser's with
every preview drawn; for the floor its first frame).

Printed: the median of ``--runs`` launches and its ratio to the floor's median measured in
the same run (goals: first launch and link ≤ 2.0, resume ≤ 1.3, bundle ≤ 1.5); the same for
the live table when a picture came first (``cards``); the median time of each phase of a
launch; in the summary, for a launch without a picture, its first frame too (``paint``: the
felt and the slots; a new deal's cards then fly in, so a link to FreeCell, whose cards come
from above the table, has them on screen a few animation frames later); and the time from
Ctrl+Q (sent with xdotool once the window is idle) to the process's exit (goal: well under
0.5 s). The first launch of each program is a warm-up: Python's bytecode, the fonts and the
card cache are in place afterwards.

``--imports N``: the first launch and the link are run once more each under
``python -X importtime`` (offscreen, a new home) and the N modules with the largest own
import time that the floor does not import are listed.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from report import recorded  # bench/report.py: the figures go to docs/performance.md

ROOT = Path(__file__).resolve().parents[1]
LINK = "paciencia://freecell/617"
FLOOR = """
import os, sys, time
def mark(name):
    with open(os.environ["PACIENCIA_TRACE"], "a") as f:
        f.write(f"{name} {time.time():.6f} {time.process_time():.6f}\\n")
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QMainWindow
class Watch(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            obj.removeEventFilter(self)
            QTimer.singleShot(0, lambda: mark("cards"))  # once the frame is painted, as the app's
        return False
app = QApplication(sys.argv)
w = QMainWindow()
w.setWindowTitle("Floor window")
w.resize(1280, 800)
QShortcut(QKeySequence("Ctrl+Q"), w, w.close)
watch = Watch()
w.installEventFilter(watch)
w.show()
app.exec()
"""
PHASES = ("run_app", "imported", "qapp", "window", "picture", "started", "exposed", "paint", "cards")
SETTLE_S = 1.0
"""After the cards are drawn, before Ctrl+Q: the launch's deferred work (saves, the
single-instance server) is done, as when a player quits from an idle table."""


class Bench:
    """The launches' homes under one folder: ``HOME`` is shared (the fonts' cache), each
    kind of launch has its own ``PACIENCIA_HOME``."""

    def __init__(self, display: str) -> None:
        self.root = Path(tempfile.mkdtemp(prefix="paciencia-startup-"))
        self.trace = self.root / "trace"
        self.home = self.root / "resume"
        self.env = dict(os.environ, DISPLAY=display, HOME=str(self.root), XDG_RUNTIME_DIR=str(self.root),
                        QT_QPA_PLATFORM="xcb", PACIENCIA_TRACE=str(self.trace))
        for name in ("WAYLAND_DISPLAY", "PYTHONDONTWRITEBYTECODE", "PACIENCIA_HOME"):
            self.env.pop(name, None)  # a player's Python writes its bytecode caches

    def marks(self) -> dict[str, tuple[float, float]]:
        """Each phase traced so far: (wall clock, the process's CPU seconds)."""
        try:
            lines = self.trace.read_text().splitlines()
        except OSError:
            return {}
        out = {}
        for line in lines:
            parts = line.split()
            if len(parts) in (2, 3):  # older builds wrote no CPU time
                out[parts[0]] = (float(parts[1]), float(parts[2]) if len(parts) == 3 else 0.0)
        return out

    @staticmethod
    def cache_files(home: Path) -> int:
        return len(list(home.rglob("*.cards")))

    def launch(self, cmd: list[str], title: str, home: Path, until_cached: bool = False,
               timeout: float = 60.0) -> tuple[dict[str, tuple[float, float]], float]:
        """One launch with ``home`` as its PACIENCIA_HOME: each traced phase (seconds from
        exec, CPU seconds used by then), and Ctrl+Q to exit in seconds."""
        self.trace.unlink(missing_ok=True)
        cached = self.cache_files(home)
        env = dict(self.env, PACIENCIA_HOME=str(home))
        start = time.time()
        proc = subprocess.Popen(cmd, env=env, cwd=self.root, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
        try:
            while "cards" not in self.marks() or (until_cached and self.cache_files(home) <= cached):
                if time.time() - start > timeout or proc.poll() is not None:
                    raise RuntimeError(f"{cmd[0]}: no painted table (marks: {sorted(self.marks())})")
                time.sleep(0.01)
            phases = {name: (wall - start, cpu) for name, (wall, cpu) in self.marks().items()}
            time.sleep(SETTLE_S)
            found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", title], env=env,
                                   capture_output=True, text=True).stdout.split()
            if not found:
                raise RuntimeError(f"{cmd[0]}: no window named {title!r}")
            subprocess.run(["xdotool", "windowfocus", "--sync", found[0]], env=env, check=False)
            pressed = time.time()
            subprocess.run(["xdotool", "key", "ctrl+q"], env=env, check=False)
            proc.wait(30)
            return phases, time.time() - pressed
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()

    def done(self) -> None:
        shutil.rmtree(self.root, ignore_errors=True)


class Kind:
    """One kind of launch: its command, the home it runs in and what comes before each run."""

    def __init__(self, name: str, cmd: list[str], title: str, goal: float, home: Callable[[], Path],
                 before: Callable[[Path], None] = lambda home: None, after: Callable[[Path], None] = lambda home: None,
                 cached: bool = False) -> None:
        self.name, self.cmd, self.title, self.goal = name, cmd, title, goal
        self.home, self.before, self.after, self.cached = home, before, after, cached

    def run(self, bench: Bench, warm_up: bool = False) -> tuple[dict[str, tuple[float, float]], float]:
        home = self.home()
        self.before(home)
        try:
            return bench.launch(self.cmd, self.title, home, until_cached=warm_up and self.cached)
        finally:
            self.after(home)


def _xvfb(number: int | None) -> tuple[subprocess.Popen[bytes], str]:
    if number is None:
        number = next(n for n in range(93, 140) if not Path(f"/tmp/.X{n}-lock").exists())
    elif Path(f"/tmp/.X{number}-lock").exists():
        raise SystemExit(f"startup: display :{number} is taken (/tmp/.X{number}-lock)")
    display = f":{number}"
    proc = subprocess.Popen(["Xvfb", display, "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1.0)
    return proc, display


Runs = list[tuple[dict[str, tuple[float, float]], float]]


def _median(runs: Runs, phase: str, which: int = 0) -> float:
    return statistics.median(phases[phase][which] for phases, _ in runs)


def _first(phases: dict[str, tuple[float, float]]) -> tuple[float, float]:
    """The first frame with the dealt cards on screen: the picture, else the table's own."""
    return phases["picture"] if "picture" in phases else phases["cards"]


def _report(name: str, runs: Runs, floor: Runs | None, goal: float) -> None:
    quits = [q for _, q in runs]
    pictures = sum("picture" in phases for phases, _ in runs)
    for label, pick in (("cards on screen", _first), ("live table", lambda phases: phases["cards"])):
        if label == "live table" and not pictures:
            break  # the same frame
        times = [pick(phases)[0] for phases, _ in runs]
        median, cpu = statistics.median(times), statistics.median(pick(phases)[1] for phases, _ in runs)
        line = f"{name if label != 'live table' else '':8} {label:16} {median:6.3f} s  (min {min(times):.3f}, " \
               f"max {max(times):.3f}; CPU {cpu:.3f} s)"
        if floor:
            ratio, cpu_ratio = median / _median(floor, "cards"), cpu / _median(floor, "cards", 1)
            verdict = f" (goal ≤ {goal:.1f}: {'met' if ratio <= goal else 'NOT met'})" if label != "live table" else ""
            line += f"  {ratio:4.2f}× the floor{verdict}, CPU {cpu_ratio:4.2f}×"
        print(line)
    if pictures:
        print(f"         the picture of the table left at the last quit came first in {pictures} of "
              f"{len(runs)} launches")
    phases = [p for p in PHASES if all(p in r for r, _ in runs)]
    if len(phases) > 1:
        print("         phases, median s from exec (CPU s): "
              + "  ".join(f"{p} {_median(runs, p):.3f} ({_median(runs, p, 1):.3f})" for p in phases))
    print(f"         Ctrl+Q to exit: median {statistics.median(quits):.3f} s, max {max(quits):.3f} s")


def _summary(results: dict[str, Runs], goals: dict[str, float]) -> None:
    """One line a kind: the median to the cards on screen and its ratio to the floor; for a
    launch without a picture, also its first frame (``paint``: the felt and the slots, before
    a new deal's cards have flown onto the table)."""
    floor = _median(results["floor"], "cards")
    print("summary: launch, median s to the cards on screen, × the floor's median in this run (goal)")
    for name, runs in results.items():
        median = statistics.median(_first(phases)[0] for phases, _ in runs)
        goal = f"  (goal ≤ {goals[name]:.1f})" if name in goals else ""
        first = ""
        if name != "floor" and all("picture" not in phases and "paint" in phases for phases, _ in runs):
            paint = _median(runs, "paint")
            first = f"; its first frame {paint:.3f} s, {paint / floor:4.2f}×"
        print(f"  {name:8} {median:6.3f} s  {median / floor:4.2f}×{goal}{first}")


def _imports(modules: int) -> None:
    """Own import time of the modules a first launch and a link import and the floor does not."""
    def own_times(cmd: list[str], env: dict[str, str], wait_for_cards: bool) -> dict[str, int]:
        proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if wait_for_cards:
            trace, deadline = Path(env["PACIENCIA_TRACE"]), time.time() + 60
            while time.time() < deadline and "cards" not in (trace.read_text() if trace.exists() else ""):
                time.sleep(0.02)
            proc.kill()
        _, err = proc.communicate(timeout=60)
        out: dict[str, int] = {}
        for line in err.splitlines():
            if line.startswith("import time:") and line.count("|") == 2:
                own, _, name = (part.strip() for part in line[len("import time:"):].split("|"))
                if own.isdigit():
                    out[name] = int(own)
        return out

    floor = own_times([sys.executable, "-X", "importtime", "-c",
                       "from PySide6.QtWidgets import QApplication, QMainWindow"], dict(os.environ), False)
    for kind, args in (("first launch", []), ("link", [LINK])):
        home = Path(tempfile.mkdtemp(prefix="paciencia-imports-"))
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PACIENCIA_HOME=str(home), XDG_RUNTIME_DIR=str(home),
                   PACIENCIA_TRACE=str(home / "t"))
        try:
            app = own_times([sys.executable, "-X", "importtime", "-m", "paciencia", *args], env, True)
        finally:
            shutil.rmtree(home, ignore_errors=True)
        extra = {name: us for name, us in app.items() if name not in floor}
        print(f"imports, {kind}: {len(app)} modules, {len(extra)} beyond the floor's, "
              f"{sum(extra.values()) / 1000:.0f} ms of own import time (floor: {sum(floor.values()) / 1000:.0f} ms)")
        for name, us in sorted(extra.items(), key=lambda kv: -kv[1])[:modules]:
            print(f"  {us / 1000:7.1f} ms  {name}")


def _saved_game(home: Path) -> tuple[Callable[[Path], None], Callable[[Path], None]]:
    """What puts back, before each launch in ``home``, the saved game a warm-up left there."""
    kept: dict[Path, bytes] = {}

    def keep(_home: Path) -> None:
        kept.update({path: path.read_bytes() for path in (home / "data").glob("saved_game*")})

    def put_back(_home: Path) -> None:
        for path in (home / "data").glob("saved_game*"):
            path.unlink()
        for path, data in kept.items():
            path.write_bytes(data)

    return keep, put_back


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=7, help="timed launches of each program (median)")
    ap.add_argument("--bundle", default=str(ROOT / "dist" / "paciencia"), help="the bundle's folder")
    ap.add_argument("--imports", type=int, default=0, metavar="N", help="list the N costliest extra imports")
    ap.add_argument("--display", type=int, metavar="N", help="run Xvfb on :N (else the first free from :93)")
    args = ap.parse_args()
    if not shutil.which("Xvfb") or not shutil.which("xdotool"):
        print("startup: needs Xvfb and xdotool (apt-get install xvfb xdotool)")
        return 1
    bundle = Path(args.bundle) / "paciencia"
    xvfb, display = _xvfb(args.display)
    bench = Bench(display)
    app = [sys.executable, "-m", "paciencia"]
    fresh = iter(range(1, 1 << 30))
    link_home = bench.root / "link"
    keep_saved, put_back_saved = _saved_game(link_home)
    kinds = [
        Kind("floor", [sys.executable, "-c", FLOOR], "Floor window", 0, lambda: bench.root / "floor"),
        Kind("first", app, "Paci", 2.0, lambda: bench.root / f"first-{next(fresh)}",
             after=lambda home: shutil.rmtree(home, ignore_errors=True)),
        Kind("resume", app, "Paci", 1.3, lambda: bench.home),
        Kind("link", [*app, LINK], "Paci", 2.0, lambda: link_home, before=put_back_saved, cached=True),
    ]
    if bundle.is_file():
        kinds.append(Kind("bundle", [str(bundle)], "Paci", 1.5, lambda: bench.home, cached=True))
    else:
        print(f"(no bundle at {bundle}: build it with make bundle)")
    results: dict[str, Runs] = {kind.name: [] for kind in kinds}
    try:
        # Warm-ups: Klondike 1 dealt and saved where a launch resumes it and where a link
        # replaces it, the link's cards cached, each program's bytecode and card cache written.
        for home in (bench.home, link_home):
            bench.launch([*app, "paciencia://klondike/1"], "Paci", home, until_cached=True)
        keep_saved(link_home)
        for kind in kinds:
            kind.run(bench, warm_up=True)
        for _ in range(args.runs):
            for kind in kinds:
                results[kind.name].append(kind.run(bench))
    finally:
        bench.done()
        xvfb.terminate()
        xvfb.wait()
    print(f"start-up: exec to a mapped window with its cards painted, {args.runs} launches each, "
          f"load average {os.getloadavg()[0]:.1f}")
    floor = results["floor"]
    for kind in kinds:
        _report(kind.name, results[kind.name], None if kind.name == "floor" else floor, kind.goal)
    _summary(results, {kind.name: kind.goal for kind in kinds if kind.name != "floor"})
    if args.imports:
        _imports(args.imports)
    return 0


if __name__ == "__main__":
    sys.exit(recorded("startup", main))
