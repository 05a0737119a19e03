"""Klondike proof rate at 5 000 positions (K-14, V-2).

For each setting, deals 1…N (the first shuffle of each number, as played
without the guaranteed option) are searched by the Klondike solver within
5 000 positions, without foundation→column moves. Prints the share proven
beside the source's figures and the solver-strength issue's goal, with the median
and p95 time per deal (CPU time of the worker, and wall time). Two counts
bound what more positions could prove: "lost", the deals shown lost
without a search (``klondike/blocked.py``), and "exhausted", those whose pruned
K-14 search ran out of positions before its budget (no budget proves them).

    .venv/bin/python bench/klondike_proof_rate.py [--deals 1000] [--jobs 2] [--budget 5000]
"""

from __future__ import annotations

import argparse
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))

from report import recorded  # noqa: E402  (bench/report.py: the figures go to docs/performance.md)

from paciencia.core import shuffle  # noqa: E402
from paciencia.core.games.klondike.rules import KlondikeRules  # noqa: E402
from paciencia.core.games.klondike.solver import solve_k14  # noqa: E402
from paciencia.core.search import Budget  # noqa: E402

# (label, draw, pass limit, source's rate %, goal % of the solver-strength issue)
SETTINGS = (
    ("draw-1, unlimited", 1, 0, 48, 85),
    ("draw-3, unlimited", 3, 0, 37, 75),
    ("draw-3, 3 passes", 3, 3, 14, 30),
    ("draw-1, 1 pass", 1, 1, 8, 20),
)


def run_one(args: tuple[int, int, int, int]) -> tuple[bool, int, float, float, str]:
    draw, passes, number, budget = args
    rules = KlondikeRules(draw, passes)
    pos = rules.deal(shuffle.shuffled(number))
    cpu, wall = time.process_time(), time.perf_counter()
    res = solve_k14(rules, pos, Budget(positions=budget))
    why = "blocked" if res.info.get("blocked") else "exhausted" if res.info.get("exhausted") else ""
    return res.verdict == "solved", res.expanded, time.process_time() - cpu, time.perf_counter() - wall, why


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))] if s else 0.0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=1000, help="deal numbers 1…N (default 1000)")
    ap.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    ap.add_argument("--budget", type=int, default=5000, help="positions per deal (default 5000)")
    ap.add_argument("--only", type=int, help="run only setting number 1-4")
    a = ap.parse_args()
    print(f"Klondike proof rate, deals 1-{a.deals}, {a.budget} positions, {a.jobs} processes")
    print(f"{'setting':<20}{'proven':>9}{'source':>8}{'goal':>6}  {'cpu median/p95 s':>17}  "
          f"{'wall median/p95 s':>18}  {'positions median (proven)':>26}  {'lost':>5}{'exhausted':>10}")
    with Pool(max(1, min(a.jobs, 2))) as pool:
        for idx, (label, draw, passes, source, goal) in enumerate(SETTINGS, 1):
            if a.only and idx != a.only:
                continue
            jobs = [(draw, passes, n, a.budget) for n in range(1, a.deals + 1)]
            out = pool.map(run_one, jobs, chunksize=4)
            proven = [o for o in out if o[0]]
            rate = 100 * len(proven) / len(out)
            cpu = [o[2] for o in out]
            wall = [o[3] for o in out]
            positions = [o[1] for o in proven]
            mark = "ok" if rate >= goal else "BELOW GOAL"
            print(f"{label:<20}{rate:>8.1f}%{source:>7}%{goal:>5}%  {pct(cpu, .5):>8.2f}/{pct(cpu, .95):<8.2f}  "
                  f"{pct(wall, .5):>9.2f}/{pct(wall, .95):<8.2f}  {pct(positions, .5):>26.0f}  "
                  f"{sum(o[4] == 'blocked' for o in out):>5}{sum(o[4] == 'exhausted' for o in out):>10}  {mark}",
                  flush=True)


if __name__ == "__main__":
    recorded("klondike_proof_rate", main)
