"""TriPeaks and Golf solver benchmark (TP-8, GF-7, V-1): share decided and time per deal, on one core.

    .venv/bin/python bench/onto_waste_solver.py                         # both games, default options, deals 1-100
    .venv/bin/python bench/onto_waste_solver.py --game golf --option queens=1 --last 20

Each deal ``paciencia://<game>/N`` is solved from its first position in this one process (one
core), with at most ``--positions`` expansions and ``--seconds`` of wall clock. The search is
exact: "decided" counts the deals solved and the deals proven unsolvable (the whole space
searched); the rest ran out of budget. Every ``solved`` answer is replayed through
``rules.apply`` and must win. Times are CPU seconds of the search alone.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))

from deal_runs import run_deals  # noqa: E402  (bench/: the loop the benchmarks share)
from report import recorded  # noqa: E402  (bench/report.py: the figures go to docs/performance.md)

from paciencia.core import registry  # noqa: E402
from paciencia.core.options import Value  # noqa: E402
from paciencia.core.search import Budget  # noqa: E402


def run(game: str, given: dict[str, Value], first: int, last: int, budget: Budget) -> None:
    info = registry.info(game)
    options = info.full_options(given)
    done = run_deals(game, given, first, last, budget)
    shown = "&".join(f"{o.name}={o.text(options[o.name])}" for o in info.options if o.name != "guaranteed")
    print(
        f"{game}?{shown} deals {first}-{last}: {done.share()}, median {done.median:.3f} s, "
        f"max {max(done.times):.2f} s, total {sum(done.times):.1f} s CPU, {done.expanded} positions expanded"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("tripeaks", "golf"), help="one game (default: both)")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=0|1", help="a rule option")
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--last", type=int, default=100)
    parser.add_argument("--positions", type=int, default=5_000_000)
    parser.add_argument("--seconds", type=float, default=60.0, help="0: positions only")
    args = parser.parse_args()
    given: dict[str, Value] = {}
    for item in args.option:
        name, _, value = item.partition("=")
        given[name] = value == "1"
    budget = Budget(positions=args.positions, seconds=args.seconds or None)
    for game in [args.game] if args.game else ["tripeaks", "golf"]:
        run(game, given, args.first, args.last, budget)


if __name__ == "__main__":
    recorded("onto_waste_solver", main)
