"""Start-up counted in instructions (issue 26 §3), not part of the test run.

    .venv/bin/python bench/startup_instructions.py              # floor, first launch, resume, link
    .venv/bin/python bench/startup_instructions.py --display 71

``bench/startup.py`` times launches on the wall clock, which on a shared machine moves by a
tenth from one run to the next (the floor's median alone: 0.128 s one run, 0.143 s the next).
This counts, with valgrind's callgrind, the instructions each launch of ``bench/startup.py``
executes from exec to its first frame with the cards on screen (the same ``PACIENCIA_TRACE``
marks; the process ends at that mark), and prints each as a ratio to the floor's, an empty
PySide6 window, counted the same way in the same run. A count repeats within half a percent
whatever else the machine does, so it shows what a change to the code costs or saves. It is
CPU work only: the wall clock adds what a launch waits for (the X server, the disk), and
instructions differ in cost, so a ratio here is near the timed one, not the same.

The launches: the floor; a first launch (new home); a resume (Klondike deal 1 saved, the
picture of its table first); a link to FreeCell 617 over an untouched saved deal, its cards in
the disk cache. Homes and warm-ups as in ``bench/startup.py``.

Each launch is counted ``--runs`` times (3) and the lowest count is its figure, the others shown
beside it. A launch's own work repeats to within a few M instructions; what moves a count more
is its timers: under callgrind a launch runs some fifty times slower, so a timer the launch set
for after its first frame (the single-instance server's, the table's aids) can come due before
that frame and add its work to the count (1188 M one run, 1220 M the next, on the same tree).
The lowest of a few runs is the launch without that accident. The warm-ups include a first
launch, so that no counted launch compiles bytecode (a first launch that compiled the chooser's
modules counted 1 291 M against 1 208 M warm, under Python 3.13).
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

from report import recorded  # bench/report.py: the figures go to docs/performance.md
from startup import FLOOR, LINK, Bench, _saved_game, _xvfb

APP = """
import os, sys
from paciencia import trace
_mark = trace.mark
def mark(name, once=True):
    _mark(name, once)
    if name == ("picture" if os.environ.get("FIRST_FRAME") == "picture" else "cards"):
        os._exit(0)
trace.mark = mark
from paciencia.cli import main
sys.argv = ["paciencia", *sys.argv[1:]]
main()
"""
_FLOOR_MARK = 'QTimer.singleShot(0, lambda: mark("cards"))'
assert _FLOOR_MARK in FLOOR, "bench/startup.py's floor marks its frame otherwise: end it here the same way"
FLOOR_ENDS = FLOOR.replace(_FLOOR_MARK, 'QTimer.singleShot(0, lambda: (mark("cards"), os._exit(0)))')
COLLECTED = re.compile(r"==(\d+)== Collected : (\d+)")


def instructions(bench: Bench, code: str, args: list[str], home: Path, first_frame: str = "cards") -> int:
    """Instructions of one launch, to its first frame (valgrind's count for that process)."""
    env = dict(bench.env, PACIENCIA_HOME=str(home), FIRST_FRAME=first_frame)
    proc = subprocess.Popen(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c", code, *args],
        env=env, cwd=bench.root, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )
    _, err = proc.communicate(timeout=600)
    counts = {int(pid): int(n) for pid, n in COLLECTED.findall(err)}
    if proc.pid not in counts:  # a forked child (Qt's D-Bus autolaunch) reports too: take ours
        raise RuntimeError(f"no instruction count for the launch:\n{err[-2000:]}")
    return counts[proc.pid]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--display", type=int, metavar="N", help="run Xvfb on :N (else the first free from :93)")
    ap.add_argument("--runs", type=int, default=3, metavar="N", help="count each launch N times, keep the lowest (3)")
    args = ap.parse_args()
    runs = max(1, args.runs)
    if not all(shutil.which(tool) for tool in ("valgrind", "Xvfb", "xdotool")):
        print("startup_instructions: needs valgrind, Xvfb and xdotool (apt-get install valgrind xvfb xdotool)")
        return 1
    xvfb, display = _xvfb(args.display)
    bench = Bench(display)
    app = [sys.executable, "-m", "paciencia"]
    link_home, first_home = bench.root / "link", bench.root / "first"
    keep_saved, put_back_saved = _saved_game(link_home)
    try:
        # Warm-ups (real launches, quit with Ctrl+Q): the saved games, the card cache, bytecode.
        for home in (bench.home, link_home):
            bench.launch([*app, "paciencia://klondike/1"], "Paci", home, until_cached=True)
        keep_saved(link_home)
        bench.launch([*app, LINK], "Paci", link_home, until_cached=True)
        bench.launch(app, "Paci", bench.home)  # leaves the picture of the table for the resume
        bench.launch(app, "Paci", first_home)  # the chooser's bytecode: a first launch compiled it
        put_back_saved(link_home)
        counted: dict[str, list[int]] = {"floor": [], "first": [], "resume": [], "link": []}
        for _ in range(runs):
            counted["floor"].append(instructions(bench, FLOOR_ENDS, [], bench.root / "floor"))
            shutil.rmtree(first_home, ignore_errors=True)  # each first launch finds no home
            counted["first"].append(instructions(bench, APP, [], first_home))
            counted["resume"].append(instructions(bench, APP, [], bench.home, first_frame="picture"))
            put_back_saved(link_home)  # the untouched saved deal the link replaces
            counted["link"].append(instructions(bench, APP, [LINK], link_home))
    finally:
        bench.done()
        xvfb.terminate()
        xvfb.wait()
    print("start-up in instructions: exec to the first frame with the cards on screen (callgrind), "
          f"Python {sys.version.split()[0]}, the lowest of {runs} run{'s' if runs > 1 else ''} each")
    floor = min(counted["floor"])
    goals = {"first": 2.0, "resume": 1.3, "link": 2.0}
    for name, ns in counted.items():
        n = min(ns)
        goal = f"  (the timed goal: ≤ {goals[name]:.1f})" if name in goals else ""
        others = "  runs: " + ", ".join(f"{m / 1e6:.1f}" for m in ns) if runs > 1 else ""
        print(f"  {name:8} {n / 1e6:8.1f} M  {n / floor:4.2f}× the floor{goal}{others}")
    return 0


if __name__ == "__main__":
    sys.exit(recorded("startup_instructions", main))
