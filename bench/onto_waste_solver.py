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
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))

from paciencia.core import registry  # noqa: E402
from paciencia.core.options import Value  # noqa: E402
from paciencia.core.search import Budget, never  # noqa: E402


def run(game: str, given: dict[str, Value], first: int, last: int, budget: Budget) -> None:
    info = registry.info(game)
    options = info.full_options(given)
    rules = info.rules(options)
    assert info.solver is not None
    solve = info.solver()
    times: list[float] = []
    verdicts = {"solved": 0, "unsolvable": 0, "unknown": 0}
    expanded = 0
    for number in range(first, last + 1):
        pos = rules.deal(info.deal_order(number, options))
        start = time.process_time()
        result = solve(rules, pos, budget, never)
        times.append(time.process_time() - start)
        verdicts[result.verdict] += 1
        expanded += result.expanded
        if result.verdict == "solved":
            for move in result.moves:
                pos = rules.apply(pos, move).position
            assert rules.is_won(pos), number
    n = len(times)
    decided = verdicts["solved"] + verdicts["unsolvable"]
    shown = "&".join(f"{o.name}={o.text(options[o.name])}" for o in info.options if o.name != "guaranteed")
    print(
        f"{game}?{shown} deals {first}-{last}: decided {decided}/{n} ({100 * decided / n:.0f} %: "
        f"{verdicts['solved']} solved, {verdicts['unsolvable']} proven unsolvable), "
        f"median {statistics.median(times):.3f} s, max {max(times):.2f} s, total {sum(times):.1f} s CPU, "
        f"{expanded} positions expanded"
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
    main()
