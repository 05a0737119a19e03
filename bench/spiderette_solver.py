"""Spider-family solver benchmark (V-4, SE-6): share decided and time per deal, on one core.

    .venv/bin/python bench/spiderette_solver.py                              # Spiderette, 4 suits, deals 1-100
    .venv/bin/python bench/spiderette_solver.py --game spider --suits 1 --positions 20000 --last 20

Each deal ``paciencia://<game>/N?suits=S`` is solved from its first position in this one
process (one core), with at most ``--positions`` expansions and ``--seconds`` of wall clock.
The solver answers ``solved`` or ``unknown`` (V-4: it never proves a deal lost), so "decided"
is the share solved. Every ``solved`` answer is replayed through ``rules.apply`` and must win.
With a positions budget only (``--seconds 0``) the work is fixed, and the summed time compares
two versions of the code on the same machine (Spider's bench before and after a change).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))

from report import recorded  # noqa: E402  (bench/report.py: the figures go to docs/performance.md)

from paciencia.core import registry  # noqa: E402
from paciencia.core.search import Budget, never  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="spiderette", choices=("spider", "spiderette"))
    parser.add_argument("--suits", type=int, default=4, choices=(1, 2, 4))
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--last", type=int, default=100)
    parser.add_argument("--positions", type=int, default=200_000)
    parser.add_argument("--seconds", type=float, default=10.0, help="0: positions only")
    args = parser.parse_args()
    info = registry.info(args.game)
    options = info.full_options({"suits": args.suits})
    rules = info.rules(options)
    solver = info.solver
    assert solver is not None
    solve = solver()
    budget = Budget(positions=args.positions, seconds=args.seconds or None)
    times: list[float] = []
    unknown: list[int] = []
    solved = expanded = 0
    for number in range(args.first, args.last + 1):
        pos = rules.deal(info.deal_order(number, options))
        start = time.process_time()
        result = solve(rules, pos, budget, never)
        times.append(time.process_time() - start)
        expanded += result.expanded
        if result.verdict == "solved":
            solved += 1
            for move in result.moves:
                pos = rules.apply(pos, move).position
            assert rules.is_won(pos), number
        else:
            unknown.append(number)
    n = len(times)
    print(
        f"{args.game} suits={args.suits} deals {args.first}-{args.last}: decided {solved}/{n} "
        f"({100 * solved / n:.0f} %), median {statistics.median(times):.3f} s, "
        f"total {sum(times):.2f} s CPU, {expanded} positions expanded"
    )
    if unknown:
        print(f"unknown: {' '.join(map(str, unknown))}")


if __name__ == "__main__":
    recorded("spiderette_solver", main)
