"""FreeCell solver (V-3, F-7): solutions win when replayed, verdicts are honest,
budgets and the stop flag are obeyed, and fc-solve's solutions replay too."""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from clock import ticking
from paciencia.core.games.freecell import compact
from paciencia.core.games.freecell.help import safe_moves
from paciencia.core.games.freecell.notation import parse_fcsolve_output
from paciencia.core.games.freecell.position import EMPTY, FreeCellPosition
from paciencia.core.games.freecell.rules import FreeCellRules
from paciencia.core.games.freecell.solver import hint_move, solution_text, solve
from paciencia.core.moves import Move
from paciencia.core.search import Budget
from paciencia.core.shuffle import microsoft_deal
from paciencia.solvers.registry import solve as solve_any

ROOT = Path(__file__).resolve().parents[3]
RULES = FreeCellRules()
BUDGET = Budget(positions=60_000, seconds=60)


def deal(n: int) -> FreeCellPosition:
    return RULES.deal(microsoft_deal(n))


def replay(rules: FreeCellRules, pos: FreeCellPosition, moves: list[Move]) -> FreeCellPosition:
    for move in moves:
        pos = rules.apply(pos, move).position
    return pos


def cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "app"))
    return subprocess.run(
        [sys.executable, "-m", "paciencia", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )


def lost_position() -> FreeCellPosition:
    """Four kings in the cells, eight black tops that build on nothing, no ace
    on top: not a single legal move."""
    text = """Foundations: H-0 C-0 D-0 S-0
Freecells: KC KD KH KS
AC 2C 3C 4C 5C 6C QC
AD 2D 3D 4D 5D 6D QS
AH 2H 3H 4H 5H 6H JC
AS 2S 3S 4S 5S 6S JS
7C 7D 7H 8D TC
7S 8C 8H 9D TS
8S 9H TD 9C
TH JD JH QD QH 9S
"""
    return RULES.parse_position(text)


@pytest.mark.parametrize("number", [1, 2, 10, 100])
def test_deals_solved_and_replayed_through_the_rules(number: int) -> None:
    pos = deal(number)
    result = solve(RULES, pos, BUDGET)
    assert result.verdict == "solved"
    assert RULES.is_won(replay(RULES, pos, result.moves))
    assert 0 < result.expanded <= BUDGET.positions  # type: ignore[operator]
    if number == 1:
        assert solve_any(RULES, pos, BUDGET).verdict == "solved"  # the registry's entry point


def test_solution_replays_through_the_cli(tmp_path: Path) -> None:
    pos = deal(5)
    result = solve(RULES, pos, BUDGET)
    assert result.verdict == "solved"
    tokens = solution_text(RULES, pos, result.moves)
    assert all(t[0] in "12345678abcd" and t[1] in "12345678abcdh" for t in tokens)  # F-9, no take-backs
    path = tmp_path / "deal5.txt"
    path.write_text("# solver solution\n" + " ".join(tokens) + "\n", encoding="utf-8")
    done = cli("replay", "paciencia://freecell/5", str(path))
    assert done.returncode == 0, done.stderr
    assert "won: yes" in done.stdout


@pytest.mark.skipif(
    shutil.which("fc-solve") is None, reason="fc-solve (freecell-solver-bin) is not installed"
)
@pytest.mark.parametrize("number", [1, 617])
def test_fcsolve_solution_of_our_deal_text_replays_as_a_win(number: int, tmp_path: Path) -> None:
    board = cli("deal", f"paciencia://freecell/{number}")
    assert board.returncode == 0, board.stderr
    env = dict(os.environ, FREECELL_SOLVER_QUIET="1")
    # -snx: the standard notation, with the count of cards moved into an empty column (F-9).
    out = subprocess.run(
        ["fc-solve", "-m", "-snx", "-"],
        input=board.stdout,
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    tokens = parse_fcsolve_output(out.stdout)
    path = tmp_path / "fcsolve.txt"
    path.write_text(" ".join(tokens) + "\n", encoding="utf-8")
    done = cli("replay", f"paciencia://freecell/{number}", str(path))
    assert done.returncode == 0, done.stderr
    assert "won: yes" in done.stdout


def test_deal_11982_is_never_reported_solved() -> None:
    result = solve(RULES, deal(11982), Budget(positions=3000, seconds=20))
    assert result.verdict in ("unknown", "unsolvable")
    assert result.moves == []


def test_a_position_without_moves_is_proved_lost() -> None:
    pos = lost_position()
    assert RULES.legal_moves(pos) == []
    result = solve(RULES, pos, Budget(positions=10))
    assert result.verdict == "unsolvable"
    assert hint_move(RULES, pos) == "lost"
    # With take-backs allowed the solver (which never searches them) may not say "unsolvable".
    assert solve(FreeCellRules(takeback=True), pos, Budget(positions=10)).verdict == "unknown"


def test_position_budget_is_honoured() -> None:
    result = solve(RULES, deal(11982), Budget(positions=250))
    assert result.verdict == "unknown"
    assert result.expanded == 250


def test_seconds_budget_is_honoured(monkeypatch: pytest.MonkeyPatch) -> None:
    """The search stops once its clock passes the budget (a clock that moves per read)."""
    clock = ticking(monkeypatch)
    result = solve(RULES, deal(11982), Budget(seconds=0.3))
    assert result.verdict == "unknown"
    assert clock.reads <= clock.most_reads(0.3), f"{clock.reads} reads of the clock"
    assert result.expanded > 0


def test_stop_flag_is_obeyed() -> None:
    calls = 0

    def stop() -> bool:
        nonlocal calls
        calls += 1
        return calls > 3

    result = solve(RULES, deal(11982), Budget(), stop)
    assert result.verdict == "unknown"
    assert result.expanded <= 4 * 64  # the flag is read every 64 expansions
    assert solve(RULES, deal(1), Budget(), lambda: True).verdict in ("unknown", "solved")


def test_mid_game_position_with_cells_and_foundations() -> None:
    pos = deal(3)
    first = solve(RULES, pos, BUDGET)
    assert first.verdict == "solved"
    # Part way along a solution, then two cards parked in free cells.
    mid = replay(RULES, pos, first.moves[: len(first.moves) // 3])
    for move in RULES.legal_moves(mid):
        if move.dst.startswith("c") and sum(c != EMPTY for c in mid.cells) < 2:
            mid = RULES.apply(mid, move).position
    assert any(mid.foundations) or any(c != EMPTY for c in mid.cells)
    # Through the board text, as a position file would give it.
    mid = RULES.parse_position(RULES.format_position(mid))
    result = solve(RULES, mid, BUDGET)
    assert result.verdict == "solved"
    assert RULES.is_won(replay(RULES, mid, result.moves))


def test_won_position_and_takeback_rules() -> None:
    won = FreeCellPosition(((),) * 8, (EMPTY,) * 4, (13, 13, 13, 13))
    assert solve(RULES, won, Budget(positions=5)).verdict == "solved"
    assert hint_move(RULES, won) is None
    takeback = FreeCellRules(takeback=True)
    pos = deal(1)
    result = solve(takeback, pos, BUDGET)
    assert result.verdict == "solved"
    assert not any(m.src.startswith("f") for m in result.moves)
    assert takeback.is_won(replay(takeback, pos, result.moves))


def test_hint_is_the_first_move_of_a_solution() -> None:
    pos = deal(1)
    move = hint_move(RULES, pos, seconds=5.0)
    assert isinstance(move, Move)
    assert RULES.why_illegal(pos, move) is None


def settled(pos: FreeCellPosition) -> FreeCellPosition:
    return replay(RULES, pos, safe_moves(RULES, pos))


@pytest.mark.parametrize("number", [1, 7, 31])
def test_compact_steps_reach_what_the_rules_reach(number: int) -> None:
    """V-3: the solver's own move generator (compact states) reaches exactly the
    positions the rules' search moves reach (take-backs aside), after the safe
    foundation moves; each step turns into a legal move that lands there."""
    rng = random.Random(number)
    pos = settled(deal(number))
    for _ in range(60):
        state = compact.from_position(pos)
        mine = {compact.key(compact.play(state, step)) for step in compact.steps(state)}
        theirs = {
            compact.key(compact.from_position(settled(RULES.apply_unchecked(pos, m).position)))
            for m in RULES.search_moves(pos)
            if not m.src.startswith("f")
        }
        assert mine == theirs
        for step in compact.steps(state):
            move = compact.to_move(pos.columns, pos.cells, step)
            assert RULES.why_illegal(pos, move) is None
            after = settled(RULES.apply(pos, move).position)
            assert compact.key(compact.from_position(after)) == compact.key(compact.play(state, step))
        moves = [m for m in RULES.legal_moves(pos) if not m.src.startswith("f")]
        if not moves:
            break
        pos = settled(RULES.apply(pos, rng.choice(moves)).position)
