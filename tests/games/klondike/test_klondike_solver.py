"""Klondike solver (K-14, V-1, V-2); the guaranteed deal selection is in tests/solvers."""

from __future__ import annotations

import pytest

from clock import ticking
from paciencia.core import shuffle
from paciencia.core.games.klondike import solver as ksolver
from paciencia.core.games.klondike import solver_moves as klondike_moves
from paciencia.core.games.klondike.position import KlondikePosition
from paciencia.core.games.klondike.rules import KlondikeRules
from paciencia.core.moves import Move
from paciencia.core.search import Budget
from paciencia.solvers.registry import solve as registry_solve

RECYCLE = Move("waste", "stock")
# Draw-1, one pass: a deal the search neither proves nor exhausts within 5 000 positions (deal 1
# is shown lost in 32 since the talon pruning of issue 16; deal 4 is searched out in 840).
LONG = 9

# (draw, pass limit, deal numbers the solver proves within a few hundred positions)
PROVEN = [
    (1, 0, (1, 2, 6)),
    (3, 0, (2, 8, 10)),
    (3, 3, (10, 11)),
    (1, 1, (2, 8)),
]


def replay(rules: KlondikeRules, pos: KlondikePosition, moves: list[Move]) -> KlondikePosition:
    for m in moves:
        pos = rules.apply(pos, m).position  # raises IllegalMove on an illegal move
    return pos


@pytest.mark.parametrize(("draw", "passes", "numbers"), PROVEN)
def test_proofs_replay_as_wins_within_the_pass_limit(draw: int, passes: int, numbers: tuple[int, ...]) -> None:
    rules = KlondikeRules(draw, passes)
    for n in numbers:
        pos = rules.deal(shuffle.shuffled(n))
        res = ksolver.solve_k14(rules, pos, Budget(positions=5000))
        assert res.verdict == "solved", (draw, passes, n, res)
        assert 0 < res.expanded <= 5000
        assert rules.is_won(replay(rules, pos, res.moves))
        assert not any(m.src.startswith("f") for m in res.moves), "no foundation→column moves (K-14)"
        recycles = sum(1 for m in res.moves if m == RECYCLE)
        if passes:
            assert recycles <= passes - 1


def test_registry_dispatches_to_the_klondike_solver() -> None:
    rules = KlondikeRules(1, 0)
    pos = rules.deal(shuffle.shuffled(2))
    res = registry_solve(rules, pos, Budget(positions=5000))
    assert res.verdict == "solved"
    assert rules.is_won(replay(rules, pos, res.moves))


def test_solves_from_a_position_in_play() -> None:
    rules = KlondikeRules(3, 0)
    pos = rules.deal(shuffle.shuffled(8))
    for _ in range(4):  # a few draws and whatever else the first legal move is
        pos = rules.apply(pos, rules.legal_moves(pos)[-1]).position
    res = ksolver.solve_k14(rules, pos, Budget(positions=5000))
    assert res.verdict == "solved"
    assert rules.is_won(replay(rules, pos, res.moves))


@pytest.mark.parametrize("limit", [1, 7, 100, 400])
def test_position_budget_is_never_exceeded(limit: int, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = 0
    real = klondike_moves.children

    def counting(*args: object) -> list[klondike_moves.Child]:
        nonlocal calls
        calls += 1
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(ksolver, "children", counting)
    rules = KlondikeRules(1, 1)
    pos = rules.deal(shuffle.shuffled(LONG))
    res = ksolver.solve_k14(rules, pos, Budget(positions=limit))
    assert res.verdict == "unknown"
    assert calls == res.expanded <= limit


def test_a_restart_expands_nothing_an_earlier_run_expanded(monkeypatch: pytest.MonkeyPatch) -> None:
    # Issue 16: half the expansions of the restarts were positions an earlier run had expanded;
    # their children are kept, so each distinct position is expanded (and counted, V-1) once.
    expanded: list[KlondikePosition] = []
    real = klondike_moves.children

    def recording(rules: KlondikeRules, walker: object, pos: KlondikePosition) -> list[klondike_moves.Child]:
        expanded.append(pos)
        return real(rules, walker, pos)  # type: ignore[arg-type]

    monkeypatch.setattr(ksolver, "children", recording)
    rules = KlondikeRules(1, 1)
    res = ksolver.solve_k14(rules, rules.deal(shuffle.shuffled(LONG)), Budget(positions=3000))
    assert res.verdict == "unknown"
    assert len(expanded) == res.expanded == len(set(expanded))


def test_the_positions_kept_let_the_budget_prove_more() -> None:
    # Draw 1, 1 pass, deal 297: proven after 2 407 distinct positions; when each restart expanded
    # its positions again, 5 000 expansions did not reach the run that proves it.
    rules = KlondikeRules(1, 1)
    pos = rules.deal(shuffle.shuffled(297))
    res = ksolver.solve_k14(rules, pos, Budget(positions=5000))
    assert res.verdict == "solved"
    assert rules.is_won(replay(rules, pos, res.moves))


def test_restarts_that_go_round_what_they_know_search_to_the_end() -> None:
    # Draw 1, 1 pass, deal 4: its pruned space holds 840 positions. Restarts of 400 never ran out
    # of it, and went on revisiting it to their bound; a restart that meets nothing new is
    # followed by a run to the end, which shows the space searched out (issue 16).
    rules = KlondikeRules(1, 1)
    res = ksolver.solve_k14(rules, rules.deal(shuffle.shuffled(4)), Budget(positions=5000))
    assert res.verdict == "unknown"
    assert res.info.get("exhausted") is True
    assert res.expanded < 1000


def test_seconds_budget_is_honoured(monkeypatch: pytest.MonkeyPatch) -> None:
    """The search stops once its clock passes the budget (a clock that moves per read)."""
    clock = ticking(monkeypatch)
    rules = KlondikeRules(1, 1)
    res = ksolver.solve_k14(rules, rules.deal(shuffle.shuffled(LONG)), Budget(seconds=0.2))
    assert res.verdict == "unknown" and res.expanded > 0
    assert clock.reads <= clock.most_reads(0.2), f"{clock.reads} reads of the clock"


def test_stop_flag_is_obeyed() -> None:
    rules = KlondikeRules(1, 1)
    pos = rules.deal(shuffle.shuffled(LONG))
    res = ksolver.solve_k14(rules, pos, Budget(positions=5000), stop=lambda: True)
    assert res.verdict == "unknown"
    assert res.expanded <= 64
    asked = 0

    def later() -> bool:
        nonlocal asked
        asked += 1
        return asked > 3

    res = ksolver.solve_k14(rules, pos, Budget(positions=5000), stop=later)
    assert res.verdict == "unknown"
    assert res.expanded <= 4 * 64


def test_a_blocked_position_is_never_reported_solved() -> None:
    # Every card is up but the spades; the Ace of spades lies face down under
    # the 2, which has nowhere to go: no way out.
    rules = KlondikeRules(1, 0)
    spades = [39 + r for r in range(13)]  # AS … KS
    pos = KlondikePosition(
        tableau=((spades[0], spades[1]),) + ((),) * 6,
        down=(1, 0, 0, 0, 0, 0, 0),
        stock=tuple(spades[2:]),
        waste=(),
        foundations=(13, 13, 13, 0),
        pass_no=1,
    )
    res = ksolver.solve_k14(rules, pos, Budget(positions=5000))
    assert res.verdict == "unknown"
    assert res.info.get("exhausted") is True
    assert res.moves == []


def test_won_and_nearly_won_positions() -> None:
    rules = KlondikeRules(3, 1)
    won = KlondikePosition(((),) * 7, (0,) * 7, (), (), (13, 13, 13, 13), 1)
    res = ksolver.solve_k14(rules, won, Budget(positions=10))
    assert res.verdict == "solved" and res.moves == []
    kings = KlondikePosition(((12,), (25,), (38,), (51,), (), (), ()), (0,) * 7, (), (), (12, 12, 12, 12), 1)
    res = ksolver.solve_k14(rules, kings, Budget(positions=10))
    assert res.verdict == "solved" and len(res.moves) == 4
    assert rules.is_won(replay(rules, kings, res.moves))
