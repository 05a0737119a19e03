"""The FreeCell family's solver on deals 1-100 (issue 34: BG-6, EO-6, V-3), one core.

For each game of the family that the app has (FreeCell, Baker's Game, Eight Off), deals each
number of the range as the game's code does (``INFO.deal_order``), and solves it with the
game's solver within ``--seconds`` of CPU time a deal. A solution is replayed through
``rules.apply`` and must win; a deal is *decided* when the solver says ``solved`` (replayed
to a win) or ``unsolvable`` (its whole space searched). Prints the decided rate, the verdicts
and the median and largest CPU time a deal.

With ``--fcsolve``, each deal's text (``rules.format_position``) also goes to Freecell
Solver's preset for the game (``fc-solve -g bakers_game`` / ``eight_off``) with its atomic
moves only (``-to 01ABCDE``: its default move order prunes, and says "could not solve" of
Baker's Game deals 276 and 278, which both solvers win that way), and the two verdicts are
compared: a solution one finds where the other proves none is a rules bug.

    .venv/bin/python bench/freecell_family.py [--games freecell,bakersgame,eightoff] [--deals 1-100]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))

from report import recorded  # noqa: E402  (bench/report.py: the figures go to docs/performance.md)

from paciencia.core import registry  # noqa: E402
from paciencia.core.search import Budget  # noqa: E402
from paciencia.solvers.registry import solver_for  # noqa: E402

FCSOLVE_GAMES = {"freecell": "freecell", "bakersgame": "bakers_game", "eightoff": "eight_off"}


def fcsolve(game: str, board: str, timeout: float) -> str:
    """Freecell Solver's verdict on ``board``: solved, unsolvable or unknown."""
    try:
        out = subprocess.run(
            ["fc-solve", "-g", FCSOLVE_GAMES[game], "-to", "01ABCDE", "-mi", "2000000", "-"],
            input=board + "\n", capture_output=True, text=True, timeout=timeout,
        ).stdout
    except subprocess.TimeoutExpired:
        return "unknown"
    if "This game is solveable." in out:
        return "solved"
    if "I could not solve this game." in out:
        return "unsolvable"
    return "unknown"


def run(game: str, numbers: range, seconds: float, with_fcsolve: bool) -> None:
    info = registry.info(game)
    rules = info.rules({})
    solve = solver_for(game)
    times: list[float] = []
    verdicts: dict[str, list[int]] = {"solved": [], "unsolvable": [], "unknown": []}
    disagree: list[tuple[int, str, str]] = []
    for number in numbers:
        pos = rules.deal(info.deal_order(number, info.full_options({})))
        start = time.process_time()
        stop_at = start + seconds  # the CPU clock ends the search; the wall budget is a safety net
        result = solve(rules, pos, Budget(seconds=seconds * 20), lambda at=stop_at: time.process_time() > at)
        times.append(time.process_time() - start)
        verdict = result.verdict
        if verdict == "solved":
            p = pos
            for move in result.moves:
                p = rules.apply(p, move).position
            assert rules.is_won(p), f"{game} deal {number}: the solution does not win"
        verdicts[verdict].append(number)
        if with_fcsolve:
            theirs = fcsolve(game, rules.format_position(pos), max(seconds, 10.0))
            if {verdict, theirs} == {"solved", "unsolvable"}:
                disagree.append((number, verdict, theirs))
    decided = len(verdicts["solved"]) + len(verdicts["unsolvable"])
    print(
        f"{game:10} deals {numbers.start}-{numbers.stop - 1}: decided {decided}/{len(numbers)} "
        f"({100 * decided / len(numbers):.0f} %): solved {len(verdicts['solved'])}, "
        f"proven lost {len(verdicts['unsolvable'])} {verdicts['unsolvable'] or ''}, "
        f"unknown {verdicts['unknown'] or 0}; CPU a deal median {statistics.median(times) * 1000:.1f} ms, "
        f"max {max(times):.2f} s, total {sum(times):.1f} s"
    )
    if with_fcsolve:
        print(f"{'':10} against fc-solve -g {FCSOLVE_GAMES[game]}: contradictions {disagree or 'none'}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", default="freecell,bakersgame,eightoff")
    ap.add_argument("--deals", default="1-100")
    ap.add_argument("--seconds", type=float, default=10.0, help="CPU seconds a deal")
    ap.add_argument("--fcsolve", action="store_true", help="compare the verdicts with Freecell Solver's")
    args = ap.parse_args()
    first, _, last = args.deals.partition("-")
    numbers = range(int(first), int(last or first) + 1)
    with_fcsolve = args.fcsolve and shutil.which("fc-solve") is not None
    for game in args.games.split(","):
        if registry.find(game) is not None:
            run(game, numbers, args.seconds, with_fcsolve)


if __name__ == "__main__":
    recorded("freecell_family", main)
