"""Guaranteed solvable deals in every game (B-3, with K-14's semantics; C-2 codes)."""

from __future__ import annotations

import os
import subprocess
import sys
from itertools import islice
from pathlib import Path

import pytest

from paciencia.core import registry, shuffle
from paciencia.core.codes import GameCode, parse
from paciencia.core.declaration import GUARANTEED, ProofBudget
from paciencia.core.guarantee_codes import needs_search
from paciencia.core.search import SolveResult
from paciencia.solvers.guaranteed import CandidateSearch, budget_of, candidate
from paciencia.solvers.select import play_order, select_deal

APP = Path(__file__).resolve().parents[2] / "app"
SMALL = ProofBudget(positions=300, candidates=6)
"""A budget that keeps Klondike's tests fast and still skips candidates."""


def replay_wins(code: GameCode, order: tuple[int, ...], moves: tuple) -> bool:
    rules = code.info.rules(code.values())
    pos = rules.deal(order)
    for move in moves:
        pos = rules.apply(pos, move).position
    return bool(rules.is_won(pos))


# -- the declarations and the codes (C-2) ----------------------------------------------------
@pytest.mark.parametrize("game", registry.ids())
def test_every_game_declares_the_option_and_its_search(game: str) -> None:
    info = registry.info(game)
    assert info.guarantee is not None
    option = info.option(GUARANTEED)
    assert option.default is False and not option.in_variant
    budget = info.guarantee.budget(info.full_options({}))
    assert budget.positions > 0 and budget.candidates > 0


@pytest.mark.parametrize(("text", "guaranteed"), [
    ("paciencia://freecell/617", False),
    ("paciencia://freecell/617?guaranteed=1", True),
    ("paciencia://spider/3?suits=2", False),
    ("paciencia://spider/3?suits=4&guaranteed=1", True),
    ("paciencia://pyramid/5?level=random&guaranteed=1", True),
    ("paciencia://klondike/5?draw=1&passes=0&guaranteed=1", True),
    ("paciencia://klondike/5?draw=1&passes=0&guaranteed=0", False),
])
def test_c2_codes_print_the_guarantee_only_when_on_and_round_trip(text: str, guaranteed: bool) -> None:
    code = parse(text)
    assert str(code) == text and needs_search(code) is guaranteed
    assert str(parse("paciencia://freecell/617?guaranteed=0")) == "paciencia://freecell/617"
    assert str(parse("paciencia://spider/3?guaranteed=0&suits=2")) == "paciencia://spider/3?suits=2"


@pytest.mark.parametrize("game", registry.ids())
def test_candidate_zero_is_the_numbers_own_deal(game: str) -> None:
    """So ``guaranteed=0`` and candidate 0 of ``guaranteed=1`` are the same deal."""
    info = registry.info(game)
    for number in (1, 617, 11982):
        plain = GameCode.make(game, number)
        code = GameCode.make(game, number, guaranteed=True)
        assert candidate(code, 0) == tuple(info.deal_order(number, info.full_options({})))
        assert tuple(play_order(plain)) == candidate(code, 0)
    assert candidate(GameCode.make("freecell", 1, guaranteed=True), 0) == tuple(shuffle.microsoft_deal(1))


def test_freecell_candidates_go_on_with_the_microsoft_generator() -> None:
    deals = list(islice(shuffle.microsoft_deals(11982), 3))
    assert deals[0] == shuffle.microsoft_deal(11982)
    assert all(sorted(d) == list(range(52)) for d in deals) and deals[1] != deals[0] != deals[2]
    for number in (2**31 + 5, 2**32 + 7):  # the extended ranges keep their own output rule
        assert next(shuffle.microsoft_deals(number)) == shuffle.microsoft_deal(number)


# -- K-14's rule ---------------------------------------------------------------------------
def test_k14_budget_and_prover_are_declared() -> None:
    code = GameCode.make("klondike", 5, draw=1, passes=0, guaranteed=1)
    assert budget_of(code) == ProofBudget(5000, 60)
    assert registry.info("klondike").guarantee.prover().__name__ == "solve_k14"


def test_the_selection_is_fixed_by_the_code_and_replays_to_a_win() -> None:
    code = GameCode.make("klondike", 5, draw=3, passes=0, guaranteed=1)
    seen: list[tuple[int, int]] = []
    first = select_deal(code, progress=lambda k, total: seen.append((k, total)))
    again = select_deal(code)
    assert first == again and first.proven
    assert first.order == tuple(next(islice(shuffle.shuffles(5), first.candidate, None)))
    assert seen == [(i, 60) for i in range(first.candidate + 1)]
    assert replay_wins(code, first.order, first.moves)


def test_none_proven_plays_the_last_candidate_unproven() -> None:
    code = GameCode.make("klondike", 1, draw=1, passes=1, guaranteed=1)
    got = select_deal(code, budget=ProofBudget(3, 2))
    assert (got.proven, got.candidate, got.moves) == (False, 1, ())
    assert got.order == tuple(next(islice(shuffle.shuffles(1), 1, None)))
    got = select_deal(code, budget=ProofBudget(3, 1))
    assert (got.proven, got.candidate) == (False, 0) and list(got.order) == shuffle.shuffled(1)


def test_the_first_proven_in_order_wins_whatever_order_answers_come_in() -> None:
    code = GameCode.make("klondike", 9, draw=3, passes=0, guaranteed=1)
    search = CandidateSearch(code, ProofBudget(10, 5))
    tasks = [search.next_task() for _ in range(5)]
    assert [t[0] for t in tasks if t] == [0, 1, 2, 3, 4] and search.next_task() is None
    search.answer(3, SolveResult("solved"))
    search.answer(2, SolveResult("solved"))
    assert not search.done  # candidates 0 and 1 may still be proven
    search.answer(1, SolveResult("unknown"))
    assert not search.done
    search.answer(0, SolveResult("unknown"))
    assert search.selection is not None and search.selection.candidate == 2


def test_a_selection_can_be_cancelled() -> None:
    """A stop asked before anything is searched ends the selection at its first look at the
    flag: candidate 0 is given up, and no other candidate is started."""
    code = GameCode.make("klondike", 1, draw=1, passes=1, guaranteed=1)
    looks: list[int] = []
    started: list[int] = []

    def stop() -> bool:
        looks.append(1)
        return True

    got = select_deal(code, stop=stop, progress=lambda k, n: started.append(k))
    assert not got.proven and got.candidate == 0 and len(got.order) == 52
    assert started == [0] and len(looks) <= 2


def test_a_listed_pyramid_deal_is_proven_by_its_list() -> None:
    from paciencia.core.games.pyramid.levels import numbers

    number = numbers("easy")[0]
    code = GameCode.make("pyramid", number, level="easy", guaranteed=True)
    got = select_deal(code, stop=lambda: True)  # no search at all
    assert got.proven and got.candidate == 0 and got.searched == 0


@pytest.mark.parametrize(("text", "budget"), [
    ("paciencia://freecell/11982?guaranteed=1", None),  # Microsoft 11982 is not solvable
    ("paciencia://spider/3?suits=1&guaranteed=1", None),
    ("paciencia://pyramid/5?level=random&guaranteed=1", None),
    ("paciencia://klondike/6?draw=3&passes=0&guaranteed=1", SMALL),
])
def test_every_game_proves_its_deal_and_the_proof_replays(text: str, budget: ProofBudget | None) -> None:
    code = parse(text)
    got = select_deal(code, budget=budget)
    if got.proven:
        assert replay_wins(code, got.order, got.moves)
    else:
        assert got.candidate == (budget or budget_of(code)).candidates - 1
    if code.game == "freecell":
        assert got.proven and got.candidate == 1  # candidate 0, the unsolvable deal, is skipped


# -- many processes, one answer ---------------------------------------------------------------
@pytest.mark.parametrize(("text", "budget"), [
    ("paciencia://klondike/9?draw=3&passes=0&guaranteed=1", SMALL),
    ("paciencia://klondike/6?draw=3&passes=0&guaranteed=1", SMALL),
    ("paciencia://freecell/11982?guaranteed=1", ProofBudget(600, 3)),
    ("paciencia://pyramid/7?level=random&guaranteed=1", None),
])
def test_worker_processes_give_the_same_selection(text: str, budget: ProofBudget | None) -> None:
    code = parse(text)
    assert select_deal(code, jobs=2, budget=budget) == select_deal(code, budget=budget)


def test_the_deal_does_not_depend_on_the_hash_seed() -> None:
    """Two interpreters with different string hashing (set orders) print the same deals."""
    codes = ["paciencia://freecell/11982?guaranteed=1", "paciencia://spider/3?suits=1&guaranteed=1",
             "paciencia://pyramid/7?level=random&guaranteed=1"]
    script = (
        "import sys; from paciencia.core.codes import parse; from paciencia.solvers.select import select_deal\n"
        "for c in sys.argv[1:]:\n    s = select_deal(parse(c)); print(s.candidate, s.proven, s.order, len(s.moves))"
    )
    outputs = []
    for seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(APP)}
        done = subprocess.run([sys.executable, "-c", script, *codes], capture_output=True, text=True, env=env,
                              timeout=120)
        assert done.returncode == 0, done.stderr
        outputs.append(done.stdout)
    assert outputs[0] == outputs[1] and outputs[0].count("True") == 3
