"""Klondike solver strength beside KPatience's, measured in the same run (V-1, V-2).

For draw 1 and draw 3 (unlimited passes), deals 1…N: KPatience's solver
(``kpat --solve 0|13 --start 1 --end N``, run headless inside
``dbus-run-session``) and ours in its complete mode
(:func:`solve`: foundation→column moves allowed, sound pruning only,
so "unsolvable" is a proof) with a fixed budget per deal (default 5 000
positions, so the verdicts do not depend on the machine's load). The deals
differ (each program numbers deals by its own shuffle): the comparison is
over N deals each, by count and time. Prints won / lost (proven unsolvable)
/ unknown, the total CPU time (KPatience: user + system of its process
tree; ours: the sum over deals of each worker's CPU time, so ``--jobs``
changes the wall time only) and the wall time, and the ratios
ours/KPatience; for ours also the CPU median/p95 per deal. The goal is
judged on CPU time, which a shared machine's other load disturbs least.

    .venv/bin/python bench/klondike_vs_kpat.py [--deals 100] [--positions 5000] [--jobs 1] [--only 1|3]

KPatience's "lost" comes from a pruned search (it never moves a card back
from a foundation and skips some run splits), so it is not a proof under
the full rules; ours is.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))

from report import recorded  # noqa: E402  (bench/report.py: the figures go to docs/performance.md)

from paciencia.core import shuffle  # noqa: E402
from paciencia.core.games.klondike.rules import KlondikeRules  # noqa: E402
from paciencia.core.games.klondike.solver import solve  # noqa: E402
from paciencia.core.search import Budget  # noqa: E402

KPAT_GAME = {1: "0", 3: "13"}  # KPatience's dealer ids: Klondike draw 1 / draw 3
LINE = re.compile(r"^\d+ (won|lost|unknown) \(")


def kpat_binary() -> str | None:
    return shutil.which("kpat") or next((p for p in ("/usr/games/kpat",) if os.path.exists(p)), None)


def run_kpat(draw: int, deals: int) -> tuple[dict[str, int], float, float] | None:
    binary = kpat_binary()
    wrapper = shutil.which("dbus-run-session")
    if binary is None or wrapper is None:
        return None
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    with tempfile.TemporaryDirectory() as home:
        # Its settings and saved games stay out of the user's; the draw mode
        # is a setting (its dealer ids 0 and 13 alone do not switch it).
        env.update(HOME=home, XDG_RUNTIME_DIR=home, XDG_CONFIG_HOME=home)
        Path(home, "kpatrc").write_text(f"[General Settings]\nKlondikeEasy={'true' if draw == 1 else 'false'}\n")
        cmd = [wrapper, binary, "-platform", "offscreen", "--solve", KPAT_GAME[draw],
               "--start", "1", "--end", str(deals)]
        start, before = time.perf_counter(), resource.getrusage(resource.RUSAGE_CHILDREN)
        out = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=3600, check=False).stdout
        wall, after = time.perf_counter() - start, resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    counts = {"won": 0, "lost": 0, "unknown": 0}
    for line in out.splitlines():
        m = LINE.match(line)
        if m:
            counts[m.group(1)] += 1
    return counts, wall, cpu


def ours_one(args: tuple[int, int, float, int | None]) -> tuple[str, float, int]:
    draw, number, seconds, positions = args
    rules = KlondikeRules(draw, 0)
    pos = rules.deal(shuffle.shuffled(number))
    cpu = time.process_time()
    res = solve(rules, pos, Budget(positions=positions, seconds=seconds))
    return res.verdict, time.process_time() - cpu, res.expanded


def run_ours(draw: int, deals: int, seconds: float, positions: int | None,
             jobs: int) -> tuple[dict[str, int], float, list[float]]:
    args = [(draw, n, seconds, positions) for n in range(1, deals + 1)]
    start = time.perf_counter()
    with Pool(jobs) as pool:
        out = pool.map(ours_one, args, chunksize=1)
    wall = time.perf_counter() - start
    counts = {"won": 0, "lost": 0, "unknown": 0}
    names = {"solved": "won", "unsolvable": "lost", "unknown": "unknown"}
    for verdict, _cpu, _n in out:
        counts[names[verdict]] += 1
    return counts, wall, [o[1] for o in out]


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))] if s else 0.0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=100, help="deal numbers 1…N (default 100)")
    ap.add_argument("--seconds", type=float, default=None, help="our budget per deal, wall seconds (default none)")
    ap.add_argument("--positions", type=int, default=5000, help="our budget per deal, positions (default 5000)")
    ap.add_argument("--jobs", type=int, default=1, help="our worker processes (default 1)")
    ap.add_argument("--only", type=int, choices=(1, 3), help="only this draw mode")
    a = ap.parse_args()
    budget = " / ".join(x for x in (a.positions and f"{a.positions} positions", a.seconds and f"{a.seconds} s") if x)
    print(f"Klondike, unlimited passes, deals 1-{a.deals}; ours: complete mode, {budget} a deal, {a.jobs} processes")
    print(f"{'draw':<6}{'solver':<11}{'won':>5}{'lost':>6}{'unknown':>9}{'decided':>9}{'cpu s':>8}{'wall s':>9}"
          f"{'cpu median/p95 s':>19}")
    for draw in (1, 3):
        if a.only and draw != a.only:
            continue
        kp = run_kpat(draw, a.deals)
        ours, wall, cpu = run_ours(draw, a.deals, a.seconds, a.positions, a.jobs)
        decided = ours["won"] + ours["lost"]
        total = sum(cpu)
        print(f"{draw:<6}{'ours':<11}{ours['won']:>5}{ours['lost']:>6}{ours['unknown']:>9}{decided:>9}"
              f"{total:>8.1f}{wall:>9.1f}{pct(cpu, .5):>10.3f}/{pct(cpu, .95):<8.3f}", flush=True)
        if kp is None:
            print(f"{draw:<6}{'kpat':<11}  (kpat or dbus-run-session not found: apt-get install kpat dbus-x11)")
            continue
        kc, kwall, kcpu = kp
        kdecided = kc["won"] + kc["lost"]
        print(f"{draw:<6}{'kpat':<11}{kc['won']:>5}{kc['lost']:>6}{kc['unknown']:>9}{kdecided:>9}{kcpu:>8.1f}"
              f"{kwall:>9.1f}")
        mark = "ok" if decided >= kdecided and total <= kcpu else "BELOW TARGET"
        print(f"{draw:<6}{'ratio':<11}{'':>20}{decided / max(1, kdecided):>9.2f}{total / max(kcpu, 1e-9):>8.2f}"
              f"{wall / kwall:>9.2f}   (decided, cpu, wall: ours/kpat) {mark}", flush=True)


if __name__ == "__main__":
    recorded("klondike_vs_kpat", main)
