"""The wait for a guaranteed deal (B-3, K-14), per game and setting, cold and warm.

For each setting, deal numbers 1…N with ``guaranteed=1`` are selected as the app
selects them (the first candidate proven, in order, within the declared budget):

* **cold**: nothing searched ahead, the player waits for the search. Measured with
  the app's worker processes (``--jobs``, default 2: both cores), started before the
  first code and kept across the codes as in the app (their start-up is printed once),
  and, as the reference in the same run, one candidate after the other in this process
  (``jobs=1``); the ratio is reference / pool, of the total over the codes.
* **warm**: the code was searched ahead while the previous game was played (what New
  game deals in the common case): the wait is rebuilding the deal from the stored
  candidate number and making the game (``GuaranteedDeals.known`` + ``Game``).

Also printed: the share of codes whose deal is proven, and the share of candidates
searched that were proven (how often one candidate's search succeeds).

    .venv/bin/python bench/guaranteed_wait.py [--deals 10] [--jobs 2] [--only klondike|"2 suits"] [--no-reference]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))

from report import recorded  # noqa: E402  (bench/report.py: the figures go to docs/performance.md)

from paciencia.core.codes import GameCode  # noqa: E402
from paciencia.core.game import Game  # noqa: E402
from paciencia.solvers.deal_searches import DealSearches  # noqa: E402
from paciencia.solvers.guaranteed import Selection, budget_of, candidate  # noqa: E402
from paciencia.solvers.proof_pool import ProofPool  # noqa: E402
from paciencia.solvers.select import select_deal  # noqa: E402

SETTINGS: tuple[tuple[str, str, dict[str, object]], ...] = (
    ("Klondike draw-1, unlimited", "klondike", {"draw": 1, "passes": 0}),
    ("Klondike draw-3, unlimited", "klondike", {"draw": 3, "passes": 0}),
    ("Klondike draw-1, 1 pass", "klondike", {"draw": 1, "passes": 1}),
    ("FreeCell", "freecell", {}),
    ("Spider 1 suit", "spider", {"suits": 1}),
    ("Spider 2 suits", "spider", {"suits": 2}),
    ("Spider 4 suits", "spider", {"suits": 4}),
    ("Pyramid Random", "pyramid", {"level": "random"}),
)


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))] if s else 0.0


def in_pool(searches: DealSearches, code: GameCode) -> tuple[Selection, float]:
    start = time.perf_counter()
    search = searches.start(code)
    while not search.done:
        searches.poll(0.01)
    assert search.selection is not None, search.failed
    return search.selection, time.perf_counter() - start


def warm_wait(code: GameCode, selection: Selection) -> float:
    """New game with the code ready: the deal rebuilt from its candidate number, then the game."""
    start = time.perf_counter()
    order = candidate(code, selection.candidate)
    Game(code, order=order)
    return time.perf_counter() - start


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=10, help="deal numbers 1…N per setting (default 10)")
    ap.add_argument("--jobs", type=int, default=2, help="worker processes of the pool (default 2)")
    ap.add_argument("--only", help="only the settings whose game id or label holds this (e.g. \"2 suits\")")
    ap.add_argument("--no-reference", action="store_true", help="skip the one-process reference")
    a = ap.parse_args()
    pool = ProofPool(a.jobs)
    searches = DealSearches(pool)
    start = time.perf_counter()
    pool.start_workers()
    in_pool(searches, GameCode.make("pyramid", 7, level="random", guaranteed=True))  # imports done
    print(f"Guaranteed deal wait, deals 1-{a.deals} per setting, pool of {a.jobs} processes "
          f"(started in {time.perf_counter() - start:.2f} s)")
    print(f"{'setting':<28}{'budget':>12}{'codes proven':>13}{'cands proven':>13}"
          f"{'pool median/max s':>19}{'1-proc median/max s':>21}{'ratio':>7}{'warm max ms':>12}")
    share: list[tuple[float, float]] = []  # (CPU, wall) of the one-process reference
    try:
        for label, game, options in SETTINGS:
            if a.only and a.only != game and a.only.lower() not in label.lower():
                continue
            cold: list[float] = []
            ref: list[float] = []
            warm: list[float] = []
            proven = searched = 0
            budget = budget_of(GameCode.make(game, 1, guaranteed=True, **options))
            for number in range(1, a.deals + 1):
                code = GameCode.make(game, number, guaranteed=True, **options)
                selection, seconds = in_pool(searches, code)
                cold.append(seconds)
                if not a.no_reference:
                    start, cpu = time.perf_counter(), time.process_time()
                    assert select_deal(code) == selection, f"{code}: the pool chose another deal"
                    ref.append(time.perf_counter() - start)
                    share.append((time.process_time() - cpu, ref[-1]))
                proven += selection.proven
                searched += selection.candidate + 1
                if number == 1:
                    warm_wait(code, selection)  # the game's modules imported once, as at its first deal
                warm.append(warm_wait(code, selection))
            ratio = f"{sum(ref) / sum(cold):.2f}x" if ref and sum(cold) else "-"
            one = f"{statistics.median(ref):.2f}/{max(ref):.2f}" if ref else "-"
            print(f"{label:<28}{f'{budget.positions}x{budget.candidates}':>12}"
                  f"{100 * proven / a.deals:>12.0f}%{100 * proven / searched:>12.0f}%"
                  f"{f'{statistics.median(cold):.2f}/{max(cold):.2f}':>19}{one:>21}{ratio:>7}"
                  f"{1000 * max(warm):>12.1f}", flush=True)
        if share:
            got = sum(c for c, _ in share) / sum(w for _, w in share)
            print(f"The one-process reference got {100 * got:.0f} % of a core (about 100 % on an idle machine: "
                  "below that, other work shares the cores and the pool cannot get both).")
    finally:
        pool.close()


if __name__ == "__main__":
    recorded("guaranteed_wait", main)
