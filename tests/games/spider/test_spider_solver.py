"""Spider solver and look-ahead hint (V-1, V-4, S-8, C-6)."""

import random

import pytest

from clock import ticking
from paciencia.core.games.spider import compact
from paciencia.core.games.spider.lookahead import hint
from paciencia.core.games.spider.position import DEAL, SpiderPosition
from paciencia.core.games.spider.rules import SpiderRules
from paciencia.core.games.spider.search import meaningful_moves
from paciencia.core.games.spider.solver import solve
from paciencia.core.moves import Move
from paciencia.core.search import Budget
from paciencia.solvers.registry import solver_for

RULES = {1: SpiderRules(1), 2: SpiderRules(2), 4: SpiderRules(4)}
R1 = RULES[1]
R4 = RULES[4]
ROOMY = Budget(positions=60_000, seconds=60)


def dealt(suits: int, number: int) -> SpiderPosition:
    rules = RULES[suits]
    return rules.deal(rules.deal_order(number))


def pos_of(stock: str = "", runs: str = "", **cols: str) -> SpiderPosition:
    lines = [f"stock: {stock}", f"runs: {runs}"] + [f"{c}: {cols.get(c, '')}" for c in "abcdefghij"]
    return R4.parse_position("\n".join(lines))


def replays_to_win(rules: SpiderRules, pos: SpiderPosition, moves: list[Move]) -> bool:
    for m in moves:
        pos = rules.apply(pos, m).position  # raises IllegalMove on a bad move
    return rules.is_won(pos)


def random_positions(suits: int, number: int, steps: int) -> list[SpiderPosition]:
    rules = RULES[suits]
    rng = random.Random(number)
    pos = dealt(suits, number)
    out = [pos]
    for _ in range(steps):
        moves = rules.legal_moves(pos)
        if not moves:
            break
        pos = rules.apply(pos, rng.choice(moves)).position
        out.append(pos)
    return out


# -- the move generator --------------------------------------------------------------------------


@pytest.mark.parametrize("suits", [1, 2, 4])
def test_meaningful_moves_are_legal_moves(suits):
    rules = RULES[suits]
    for number in range(1, 5):
        for pos in random_positions(suits, number, 150):
            legal = rules.legal_moves(pos)
            for swaps in (False, True):
                mine = meaningful_moves(pos, swaps)
                assert set(mine) <= set(legal)
                assert len(set(mine)) == len(mine)
                assert (DEAL in mine) == (DEAL in legal)


def test_meaningful_moves_skip_the_idle_ones():
    pos = pos_of(a="[KH] 9S 8S", b="9H", c="[2C] 5S", d="", e="", f="KD")
    mine = {str(m) for m in meaningful_moves(pos)}
    assert "t0>t1x2" not in mine  # a run split to build nothing longer
    assert "t0>t3x2" in mine  # into the first empty column only
    assert "t0>t4x2" not in mine
    assert "t0>t3" not in mine  # never part of a run into an empty column
    assert "t5>t3" not in mine  # a whole column into an empty one
    assert "t2>t3" in mine  # turns a card
    swap = pos_of(a="[KH] 5S", b="6H", c="6S 5D", d="6C")
    assert "t2>t1" not in {str(m) for m in meaningful_moves(swap)}  # 5D between two 6s of other suits
    assert "t2>t1" in {str(m) for m in meaningful_moves(swap, swaps=True)}


# -- the solver ----------------------------------------------------------------------------------


@pytest.mark.parametrize("suits,number", [(1, 1), (1, 2), (1, 7), (2, 1), (2, 12), (4, 1), (4, 5)])
def test_solved_deals_replay_as_wins(suits, number):
    rules = RULES[suits]
    pos = dealt(suits, number)
    res = solve(rules, pos, ROOMY)
    assert res.verdict == "solved"
    assert 0 < res.expanded <= ROOMY.positions
    assert replays_to_win(rules, pos, res.moves)


def test_registry_serves_the_spider_solver():
    pos = dealt(1, 1)
    res = solver_for("spider")(R1, pos, ROOMY, lambda: False)
    assert res.verdict == "solved" and replays_to_win(R1, pos, res.moves)


def test_a_won_position_is_solved_with_no_moves():
    pos = pos_of(runs="S S S S S S S S")
    res = solve(R4, pos, ROOMY)
    assert res.verdict == "solved" and res.moves == []


def test_a_position_one_run_from_the_end():
    run = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"
    pos = pos_of(runs="S S S S S S S", a=run, b="[7H] AS")
    res = solve(R4, pos, ROOMY)
    assert res.verdict == "solved"
    assert replays_to_win(R4, pos, res.moves)


def test_an_unwinnable_position_is_never_solved():
    # The last run lacks its ace: no sequence of moves completes it.
    pos = pos_of(runs="S S S S S S S", a="KS QS JS TS 9S", b="[2S] 8S 7S", c="6S 5S 4S 3S")
    res = solve(R4, pos, ROOMY)
    assert res.verdict == "unknown"
    assert res.info.get("exhausted") is True
    assert res.expanded < ROOMY.positions


def test_position_budget_is_honoured():
    res = solve(R4, dealt(4, 1), Budget(positions=300))
    assert res.verdict == "unknown"
    assert res.expanded == 300


def test_seconds_budget_is_honoured(monkeypatch):
    """The search stops once its clock passes the budget (a clock that moves per read)."""
    clock = ticking(monkeypatch)
    # Deal 6 needs more than 10 s (bench/spider_solver.py); deal 2, used before, is solved in 0.25 s.
    res = solve(R4, dealt(4, 6), Budget(seconds=0.3))
    assert res.verdict == "unknown"
    assert clock.reads <= clock.most_reads(0.3), f"{clock.reads} reads of the clock"
    assert res.expanded > 0


def test_stop_flag_is_obeyed():
    calls = 0

    def stop() -> bool:
        nonlocal calls
        calls += 1
        return calls > 3

    res = solve(R4, dealt(4, 3), Budget(seconds=60), stop)
    assert res.verdict == "unknown"
    assert res.expanded <= 4 * 64
    assert solve(R4, dealt(4, 3), Budget(seconds=60), lambda: True).expanded <= 64


def test_the_solver_wants_spider_rules():
    from paciencia.core.games.freecell.rules import FreeCellRules

    with pytest.raises(TypeError):
        solve(FreeCellRules(), dealt(1, 1), ROOMY)


# -- the look-ahead hint -------------------------------------------------------------------------

HINT = {"seconds": 60.0, "positions": 400}  # a count, not the clock: the same answer on any machine


def follow_hints(suits: int, number: int, limit: int) -> tuple[SpiderPosition, list[SpiderPosition]]:
    rules = RULES[suits]
    pos = dealt(suits, number)
    path = [pos]
    for _ in range(limit):
        m = hint(rules, pos, **HINT)
        if m is None or rules.is_won(pos):
            break
        pos = rules.apply(pos, m).position  # the hint is legal
        path.append(pos)
    return pos, path


@pytest.mark.parametrize("suits,number", [(1, 2), (1, 7), (2, 1), (4, 1), (4, 5)])
def test_following_the_hint_never_goes_back(suits, number):
    rules = RULES[suits]
    _, path = follow_hints(suits, number, 120)
    keys = [rules.key(p) for p in path]
    assert len(keys) == len(set(keys)), "a hint led back to a position already seen"
    for before, after in zip(path, path[2:], strict=False):
        assert rules.key(before) != rules.key(after)  # no move undone by the next hint


def test_the_hint_alone_can_win_one_suit():
    pos, _ = follow_hints(1, 2, 200)
    assert R1.is_won(pos)


def hide_differently(pos: SpiderPosition, rng: random.Random) -> SpiderPosition:
    """The same visible table with the face-down cards shuffled among themselves."""
    hidden = [c for col, d in zip(pos.columns, pos.down, strict=True) for c in col[:d]]
    rng.shuffle(hidden)
    cols = []
    for col, d in zip(pos.columns, pos.down, strict=True):
        cols.append(tuple(hidden[:d]) + col[d:])
        hidden = hidden[d:]
    return pos._replace(columns=tuple(cols))


@pytest.mark.parametrize("suits", [1, 4])
def test_the_hint_ignores_face_down_cards(suits):
    rules = RULES[suits]
    rng = random.Random(suits)
    for pos in random_positions(suits, 11, 60)[::6]:
        m = hint(rules, pos, **HINT)
        for _ in range(3):
            assert hint(rules, hide_differently(pos, rng), **HINT) == m


IDLE = {c: "KD" for c in "abcdefghij"}  # nothing fits on a King, and no column is empty


def test_the_hint_prefers_turning_a_card():
    pos = pos_of(stock="2C " * 10, **{**IDLE, "a": "[KH] 5S", "b": "6H", "c": "[QD] 8C", "d": "6S 4H"})
    assert hint(R4, pos, **HINT) == Move("t0", "t1")


def test_the_hint_looks_ahead():
    # Turning the card at once puts 5S on 6H; moving 5D away first lets 5S turn it
    # while joining its own suit.
    pos = pos_of(stock="2C " * 10, **{**IDLE, "a": "[KH] 5S", "b": "6H", "c": "6S 5D"})
    assert hint(R4, pos, **HINT) == Move("t2", "t1")


def test_the_hint_deals_when_nothing_else_helps():
    pos = pos_of(stock="2C " * 10, **IDLE)
    assert hint(R4, pos, **HINT) == DEAL


def test_the_hint_fills_an_empty_column_before_dealing():
    pos = pos_of(stock="2C " * 10, **{**IDLE, "i": "KH QH", "j": ""})
    m = hint(R4, pos, **HINT)
    assert m == Move("t8", "t9")
    after = R4.apply(pos, m).position
    assert hint(R4, after, **HINT) == DEAL


def test_no_hint_when_nothing_is_left():
    assert hint(R4, pos_of(**IDLE), **HINT) is None


# -- the solver's compact states -------------------------------------------------------------


def replay(rules: SpiderRules, pos: SpiderPosition, moves: list[Move]) -> SpiderPosition:
    for m in moves:
        pos = rules.apply(pos, m).position  # raises IllegalMove on a bad move
    return pos


@pytest.mark.parametrize("suits", [1, 2, 4])
def test_compact_steps_are_the_rules_moves(suits):
    """V-4: every step the solver searches turns into legal moves that reach
    the step's own state (a finished run leaves, an uncovered card turns)."""
    rules = RULES[suits]
    for number in (1, 2):
        for pos in random_positions(suits, number, 120)[::4]:
            state, stock = compact.from_position(pos)
            for step in compact.steps(state):
                after = replay(rules, pos, compact.to_moves(pos, step))
                assert compact.from_position(after)[0] == compact.play(state, stock, step)
            assert (compact.DEAL in compact.steps(state)) == (DEAL in rules.legal_moves(pos))


def test_a_sequence_of_three_suits_moves_through_two_empty_columns():
    # 9S 8H 7H 6D 5D: three same-suit segments in rank order; with two empty
    # columns they go onto TC in one step, written out as five legal moves.
    pos = pos_of(stock="2C " * 10, **{**IDLE, "a": "[KH] 9S 8H 7H 6D 5D", "b": "TC", "c": "", "d": ""})
    state, stock = compact.from_position(pos)
    step = 0 << 8 | 1 << 4 | 5
    assert step in compact.steps(state)
    moves = compact.to_moves(pos, step)
    assert len(moves) == 5
    after = replay(R4, pos, moves)
    assert [str(c) for c in after.columns[1]] == [str(c) for c in pos.columns[1] + pos.columns[0][1:]]
    assert after.down[0] == 0 and not after.columns[2] and not after.columns[3]  # KH turned, columns free again
    assert compact.from_position(after)[0] == compact.play(state, stock, step)
    # With one empty column only two segments may go: not this step.
    one = pos_of(stock="2C " * 10, **{**IDLE, "a": "[KH] 9S 8H 7H 6D 5D", "b": "TC", "c": ""})
    assert step not in compact.steps(compact.from_position(one)[0])
