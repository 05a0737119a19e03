"""Pyramid solver (V-5, P-7, P-10): exact verdicts, solutions that win when
replayed through the rules, budgets and the stop flag, lock confirmation and
the shipped level lists."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from clock import ticking
from paciencia.core import shuffle
from paciencia.core.cards import RANK, Card
from paciencia.core.games.pyramid import levels
from paciencia.core.games.pyramid.board import PYRAMID_SIZE, PyramidPosition
from paciencia.core.games.pyramid.rules import PyramidRules
from paciencia.core.games.pyramid.search import compact, realize
from paciencia.core.games.pyramid.solver import no_longer_winnable, solve
from paciencia.core.moves import Move
from paciencia.core.search import Budget
from paciencia.solvers.registry import solve as solve_any

ROOT = Path(__file__).resolve().parents[3]
R = PyramidRules()
ENOUGH = Budget(seconds=60)
SOLVABLE = (2, 4, 14)  # 14 needs a few thousand positions
UNSOLVABLE_LOCKED = 8  # P-7 lock in the deal itself
SILENT_LOSSES = (3, 5, 7, 22)  # lost, yet no P-7 padlock at the start
UNSOLVABLE_DEEP = 22  # winnable with unlimited passes: only the exhaustive search proves it lost


def deal(n: int) -> PyramidPosition:
    return R.deal(shuffle.shuffled(n))


def replay(pos: PyramidPosition, moves: list[Move]) -> PyramidPosition:
    for move in moves:
        pos = R.apply(pos, move).position
    return pos


def brute_force(pos: PyramidPosition) -> bool:
    """Plain search through the rules object only (legal_moves / apply_unchecked / key)."""
    seen: set[object] = set()

    def go(p: PyramidPosition) -> bool:
        if R.is_won(p):
            return True
        key = R.key(p)
        if key in seen:
            return False
        seen.add(key)
        return any(go(R.apply_unchecked(p, m).position) for m in R.legal_moves(p))

    return go(pos)


def small_position(rng: random.Random) -> PyramidPosition:
    """A legal position with a few pyramid rows and a short stock line (holding
    partners for most pyramid cards, in a random order), the rest discarded."""
    cards = list(range(52))
    rng.shuffle(cards)
    rows = rng.randint(2, 4)
    size = rows * (rows + 1) // 2
    pyramid = [-1] * PYRAMID_SIZE
    mask = 0
    for k in range(size):
        pyramid[k] = cards.pop()
        mask |= 1 << k
    for k in range(size - rows, size):  # drop some of the lowest row (nothing covers it)
        if rng.random() < 0.3:
            pyramid[k] = -1
            mask &= ~(1 << k)
    line: list[int] = []
    for k in range(size):
        want = 13 - RANK[pyramid[k]] if pyramid[k] >= 0 else 0
        partners = [c for c in cards if RANK[c] == want]
        if partners and rng.random() < 0.6:
            line.append(partners[0])
            cards.remove(partners[0])
    line += [cards.pop() for _ in range(rng.randint(0, 3))]
    rng.shuffle(line)
    split = rng.randint(0, len(line))
    discard = tuple(c for c in range(52) if c not in pyramid and c not in line)
    pos = PyramidPosition(tuple(pyramid), mask, tuple(line[split:]), tuple(line[:split]), discard,
                          rng.randint(1, 3))
    assert sorted(R.cards(pos)) == list(range(52))
    return pos


# -- verdicts -----------------------------------------------------------------------


@pytest.mark.parametrize("number", SOLVABLE)
def test_solved_deals_replay_as_wins(number: int) -> None:
    result = solve(R, deal(number), ENOUGH)
    assert result.verdict == "solved"
    assert R.is_won(replay(deal(number), result.moves))
    assert result.expanded > 0


@pytest.mark.parametrize("number", (UNSOLVABLE_LOCKED, *SILENT_LOSSES))
def test_known_unsolvable_deals(number: int) -> None:
    result = solve(R, deal(number), ENOUGH)
    assert result.verdict == "unsolvable"
    assert result.moves == []


def test_deep_unsolvable_is_not_a_relaxation_verdict() -> None:
    """Deal 22 is winnable with unlimited passes: its proof needs the real search."""
    result = solve(R, deal(UNSOLVABLE_DEEP), ENOUGH)
    assert result.expanded > result.info["relaxed"]


def test_agrees_with_brute_force_on_small_positions() -> None:
    rng = random.Random(20260504)
    verdicts = {"solved": 0, "unsolvable": 0}
    for _ in range(400):
        pos = small_position(rng)
        result = solve(R, pos, ENOUGH)
        expected = brute_force(pos)
        assert result.verdict == ("solved" if expected else "unsolvable"), R.format_position(pos)
        if expected:
            assert R.is_won(replay(pos, result.moves))
        verdicts[result.verdict] += 1
    assert min(verdicts.values()) >= 40, verdicts  # the sample exercises both answers


def test_positions_from_play_with_a_started_stock() -> None:
    """Mid-game positions (waste, later passes, Kings under the waste top) solve and replay."""
    rng = random.Random(7)
    checked = 0
    for number in (2, 4, 6, 9, 10):
        pos = deal(number)
        for _ in range(rng.randint(5, 30)):
            moves = R.legal_moves(pos)
            draws = [m for m in moves if m.dst in ("waste", "stock")]
            if not moves:
                break
            pos = R.apply(pos, rng.choice(draws or moves)).position
        result = solve(R, pos, ENOUGH)
        assert result.verdict in ("solved", "unsolvable")
        if result.verdict == "solved":
            assert R.is_won(replay(pos, result.moves))
            checked += 1
    assert checked >= 2


def test_kings_under_the_waste_top_are_played_for_real() -> None:
    """The search leaves stock and waste Kings out; the moves remove them when they come up."""
    ids = [Card.parse(t).id for t in ("6C", "JH", "7D", "KH", "2S")]
    six, jack, seven, king, two = ids
    pyramid = [six, jack] + [-1] * (PYRAMID_SIZE - 2)
    discard = tuple(c for c in range(52) if c not in ids)
    pos = PyramidPosition(tuple(pyramid), 0b11, (), (seven, king, two), discard, 3)
    assert compact(pos).ptr == 3
    result = solve(R, pos, ENOUGH)
    assert result.verdict == "solved"
    assert [str(m) for m in result.moves] == ["p1>waste", "waste>discard", "p0>waste"]
    assert realize(pos, []) == []


@pytest.mark.parametrize("number,fewest", [(4, 2), (15, 3)])
def test_pass_limit_option(number: int, fewest: int) -> None:
    pos = deal(number)
    limited = solve(R, pos, ENOUGH, passes=fewest)
    assert limited.verdict == "solved"
    final = replay(pos, limited.moves)
    assert R.is_won(final) and final.pass_number <= fewest
    assert solve(R, pos, ENOUGH, passes=fewest - 1).verdict == "unsolvable"


def test_registry_and_wrong_rules() -> None:
    assert solve_any(R, deal(4), ENOUGH).verdict == "solved"
    with pytest.raises(TypeError):
        solve(object(), deal(4), ENOUGH)


# -- budgets and the stop flag ------------------------------------------------------


def test_position_budget_is_honoured() -> None:
    result = solve(R, deal(66), Budget(positions=500))
    assert result.verdict == "unknown"
    assert result.expanded <= 500


def test_seconds_budget_is_honoured(monkeypatch: pytest.MonkeyPatch) -> None:
    """The search stops once its clock passes the budget (a clock that moves per read)."""
    clock = ticking(monkeypatch)
    result = solve(R, deal(66), Budget(seconds=0.2))
    assert result.verdict == "unknown" and result.expanded > 0
    assert clock.reads <= clock.most_reads(0.2), f"{clock.reads} reads of the clock"


def test_stop_flag_is_obeyed() -> None:
    calls = 0

    def stop() -> bool:
        nonlocal calls
        calls += 1
        return calls > 3

    result = solve(R, deal(66), Budget(), stop)
    assert result.verdict == "unknown"
    assert calls == 4
    assert result.expanded < 64 * 5


# -- P-7 locks and "no longer winnable" ----------------------------------------------


def _positions_from_play(count: int, seed: int) -> list[PyramidPosition]:
    rng = random.Random(seed)
    out = []
    number = 1
    while len(out) < count:
        pos = deal(number)
        number += 1
        for _ in range(60):
            moves = R.legal_moves(pos)
            if not moves:
                break
            pos = R.apply(pos, rng.choice(moves)).position
            out.append(pos)
    return out


def test_every_locked_position_is_proven_lost() -> None:
    sample = _positions_from_play(1500, seed=11)
    locked = [p for p in sample if R.locked_cards(p)]
    assert len(locked) >= 30
    for pos in locked:
        assert no_longer_winnable(R, pos, ENOUGH) is True


def test_no_longer_winnable_answers() -> None:
    assert no_longer_winnable(R, deal(4), ENOUGH) is False
    assert no_longer_winnable(R, deal(UNSOLVABLE_DEEP), ENOUGH) is True
    assert no_longer_winnable(R, deal(66), Budget(positions=50)) is None


def test_lost_positions_without_a_padlock_are_found() -> None:
    """The solver confirms losses that the P-7 rule is silent about: deal 5 has a card
    whose partners all cover it, deal 22 is lost only through the stock order."""
    assert R.locked_cards(deal(UNSOLVABLE_LOCKED))
    for number in SILENT_LOSSES:
        pos = deal(number)
        assert not R.locked_cards(pos) and R.lost(pos) is None
        assert no_longer_winnable(R, pos, ENOUGH) is True


# -- the level lists (P-10) -----------------------------------------------------------


def test_level_lists_load() -> None:
    standard, easy = levels.numbers("standard"), levels.numbers("easy")
    assert len(standard) >= 2000
    assert standard == sorted(standard) and easy == sorted(easy)
    assert set(easy) <= set(standard)
    assert abs(len(easy) - len(standard) // 3) <= 1
    lists = levels.level_lists()
    assert lists["standard"] == frozenset(standard) and lists["easy"] == frozenset(easy)


def test_level_files_state_command_and_measure() -> None:
    for level in levels.LEVELS:
        head = [line for line in levels.level_file(level).read_text(encoding="utf-8").splitlines()
                if line.startswith("#")]
        text = "\n".join(head)
        assert "tools/make_pyramid_levels.py" in text
    easy_head = levels.level_file("easy").read_text(encoding="utf-8")
    assert "passes" in easy_head and "positions expanded" in easy_head


def test_pick_is_deterministic_and_in_the_list() -> None:
    for level in levels.LEVELS:
        listed = set(levels.numbers(level))
        picks = [levels.pick(level, i) for i in range(0, 10**6, 9973)]
        assert set(picks) <= listed
        assert levels.pick(level, 12345) == levels.pick(level, 12345)
        assert len(set(picks)) > 10


def test_bad_level_and_bad_list_text() -> None:
    with pytest.raises(levels.LevelListError):
        levels.numbers("random")
    with pytest.raises(levels.LevelListError, match="line|:3"):
        levels.parse_list("# head\n1\nx2\n")
    with pytest.raises(levels.LevelListError, match="twice"):
        levels.parse_list("3\n3\n")
    assert levels.parse_list("# c\n\n5\n2\n") == (5, 2)


@pytest.mark.parametrize("level", levels.LEVELS)
def test_a_shipped_list_reads_the_same_in_any_layout(level: str) -> None:
    """P-10: the shipped layout (a header, one number a line) is read in one pass; the same
    numbers with blank lines, Windows line ends or a comment further down read the same,
    and a duplicate is refused in either layout."""
    text = levels.level_file(level).read_text(encoding="utf-8")
    numbers = levels.parse_list(text)
    assert len(numbers) > 100 and sorted(numbers) == levels.numbers(level)
    for other in (text.replace("\n", "\n\n"), text.replace("\n", "\r\n"), text + "# the end\n"):
        assert levels.parse_list(other) == numbers
    twice = f"{text.rstrip()}\n{numbers[0]}\n"
    for layout in (twice, twice.replace("\n", "\r\n")):
        with pytest.raises(levels.LevelListError, match="twice"):
            levels.parse_list(layout)


@pytest.mark.parametrize("level,index", [("standard", 0), ("standard", -1), ("easy", 0), ("easy", 7),
                                         ("standard", 1234)])
def test_listed_numbers_are_solvable(level: str, index: int) -> None:
    number = levels.numbers(level)[index]
    result = solve(R, deal(number), ENOUGH)
    assert result.verdict == "solved"
    assert R.is_won(replay(deal(number), result.moves))


def test_easy_deals_need_fewer_passes_than_the_hardest() -> None:
    passes: Callable[[int], int] = lambda n: next(  # noqa: E731
        k for k in (1, 2, 3) if solve(R, deal(n), ENOUGH, passes=k).verdict == "solved")
    easy = levels.numbers("easy")
    assert passes(easy[0]) <= 2 and passes(easy[len(easy) // 2]) <= 2


def test_cli_solve_output_replays_as_a_win(tmp_path: Path) -> None:
    out = tmp_path / "pyramid4.txt"
    env = {**os.environ, "PYTHONPATH": str(ROOT / "app")}
    run = [sys.executable, "-m", "paciencia"]
    solved = subprocess.run([*run, "solve", "paciencia://pyramid/4", "--output", str(out)],
                            capture_output=True, text=True, env=env)
    assert solved.returncode == 0 and solved.stdout.split()[0] == "solved", solved.stderr
    replayed = subprocess.run([*run, "replay", "paciencia://pyramid/4", str(out)],
                              capture_output=True, text=True, env=env)
    assert replayed.returncode == 0 and "won: yes" in replayed.stdout
    unsolvable = subprocess.run([*run, "solve", "paciencia://pyramid/22"], capture_output=True, text=True, env=env)
    assert unsolvable.stdout.split()[0] == "unsolvable"
