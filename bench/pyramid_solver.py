"""Pyramid solver benchmark (V-5): decide 1 000 deals, print the solvable share
and the time per deal. Goal (solver-strength issue): mean <= 0.01 s a deal (CPU).

    .venv/bin/python bench/pyramid_solver.py                  # deals 1-1000
    .venv/bin/python bench/pyramid_solver.py --random 1000    # 1000 numbers drawn from 1-10^9 (seed 1)
    .venv/bin/python bench/pyramid_solver.py --start 5001 --count 500

Every deal is decided without a budget (the solver is exact: "unknown" never
happens), and every "solved" answer has already been replayed through
``rules.apply`` by the solver before it is returned. Times are printed as CPU
time of this process (``time.process_time``, robust to other load on the
machine) and wall time, with a calibration figure (a fixed pure-Python loop)
so runs on busy and quiet machines can be compared.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))

from report import recorded  # noqa: E402  (bench/report.py: the figures go to docs/performance.md)

from paciencia.core import shuffle  # noqa: E402
from paciencia.core.games.pyramid.rules import PyramidRules  # noqa: E402
from paciencia.core.games.pyramid.solver import solve  # noqa: E402
from paciencia.core.search import Budget  # noqa: E402


def calibration() -> float:
    """CPU seconds for a fixed loop of 5 million additions (≈0.2-0.3 s on an idle 2020s laptop)."""
    start = time.process_time()
    total = 0
    for i in range(5_000_000):
        total += i & 7
    return time.process_time() - start


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p * len(ordered)))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--start", type=int, default=1)
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--random", type=int, metavar="N", help="N deal numbers drawn at random instead")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    if args.random:
        rng = random.Random(args.seed)
        numbers = [rng.randint(1, 10**9) for _ in range(args.random)]
        label = f"{args.random} random deal numbers (seed {args.seed})"
    else:
        numbers = list(range(args.start, args.start + args.count))
        label = f"deals {numbers[0]}-{numbers[-1]}"
    rules = PyramidRules()
    cal_before = calibration()
    cpu: list[float] = []
    wall: list[float] = []
    expanded: list[int] = []
    verdicts = {"solved": 0, "unsolvable": 0, "unknown": 0}
    worst: list[tuple[float, int, str, int]] = []
    for n in numbers:
        pos = rules.deal(shuffle.shuffled(n))
        c0, w0 = time.process_time(), time.perf_counter()
        result = solve(rules, pos, Budget())
        c, w = time.process_time() - c0, time.perf_counter() - w0
        if result.verdict == "solved":  # the solver replayed it already; check again here
            p = pos
            for m in result.moves:
                p = rules.apply(p, m).position
            assert rules.is_won(p), n
        cpu.append(c)
        wall.append(w)
        expanded.append(result.expanded)
        verdicts[result.verdict] += 1
        worst.append((c, n, result.verdict, result.expanded))
    cal_after = calibration()
    total = len(numbers)
    print(f"Pyramid solver over {label}")
    print(f"solvable: {verdicts['solved']}/{total} = {100 * verdicts['solved'] / total:.1f} %   "
          f"unsolvable: {verdicts['unsolvable']}   unknown: {verdicts['unknown']}")
    for name, times in (("cpu ", cpu), ("wall", wall)):
        print(f"time per deal ({name}): mean {statistics.mean(times):.4f} s  median {statistics.median(times):.4f} s"
              f"  p95 {percentile(times, 0.95):.4f} s  max {max(times):.3f} s  total {sum(times):.1f} s")
    print(f"positions expanded: mean {statistics.mean(expanded):.0f}  median {statistics.median(expanded):.0f}"
          f"  p95 {percentile([float(e) for e in expanded], 0.95):.0f}  max {max(expanded)}")
    print("slowest:", ", ".join(f"#{n} {v} {c:.2f} s cpu ({e} positions)" for c, n, v, e in sorted(worst)[-5:]))
    print(f"calibration loop: {cal_before:.2f} s before, {cal_after:.2f} s after (idle laptop ≈ 0.25 s)")


if __name__ == "__main__":
    recorded("pyramid_solver", main)
