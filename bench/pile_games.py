"""The kit's search on the games declared on plain piles (issue 34: Yukon, Forty Thieves,
Baker's Dozen): share decided and time per deal, on one core.

    .venv/bin/python bench/pile_games.py                          # the three, deals 1-100
    .venv/bin/python bench/pile_games.py --game bakersdozen --positions 50000 --last 20
    .venv/bin/python bench/pile_games.py --positions 0 --seconds 10    # the window's budget

Each deal ``paciencia://<game>/N`` (default options) is solved from its first position in this
process, with at most ``--positions`` expansions (and ``--seconds`` of wall clock). "Decided"
counts ``solved`` and ``unsolvable`` (the search is exact: it answers unsolvable only once
every position was expanded). Every ``solved`` answer is replayed through ``rules.apply`` and
must win. CPU time per deal.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))

from deal_runs import run_deals  # noqa: E402  (bench/: the loop the benchmarks share)
from report import recorded  # noqa: E402  (bench/report.py: the figures go to docs/performance.md)

from paciencia.core.search import Budget  # noqa: E402

GAMES = ("yukon", "fortythieves", "bakersdozen")


def run(game: str, first: int, last: int, positions: int | None, seconds: float | None) -> str:
    done = run_deals(game, {}, first, last, Budget(positions=positions, seconds=seconds))
    return (f"{game} deals {first}-{last}, {_budget(positions, seconds)}: {done.share()}, "
            f"median {done.median:.2f} s, total {sum(done.times):.0f} s")


def _budget(positions: int | None, seconds: float | None) -> str:
    parts = ([f"{positions} positions"] if positions else []) + ([f"{seconds:g} s"] if seconds else [])
    return ", ".join(parts) or "no limit"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=GAMES, action="append")
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--last", type=int, default=100)
    parser.add_argument("--positions", type=int, default=20_000, help="0: no limit on positions")
    parser.add_argument("--seconds", type=float, help="the window's solver's budget is 10 s")
    args = parser.parse_args()
    for game in args.game or GAMES:
        print(run(game, args.first, args.last, args.positions or None, args.seconds), flush=True)


if __name__ == "__main__":
    recorded("pile_games", main)
