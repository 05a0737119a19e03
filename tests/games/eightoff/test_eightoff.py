"""Eight Off (issue 34, EO-1…EO-7): FreeCell's code with the build in suit, eight cells of which
the deal fills four, and only Kings to an empty column. Each rule that differs from FreeCell's
and Baker's Game's has a test their rules would fail; the solver wins a winnable deal and
proves a lost one lost; the command line deals, solves and replays it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from paciencia.cli import main
from paciencia.core import registry
from paciencia.core.cards import card_id
from paciencia.core.games.bakersgame.rules import BakersGameRules
from paciencia.core.games.eightoff.rules import EightOffRules
from paciencia.core.games.freecell.position import EMPTY, FreeCellPosition
from paciencia.core.games.freecell.solver import hint_move, solve
from paciencia.core.games.freecell.variant import ONLY_THROUGH_CELLS
from paciencia.core.kit.words import ONLY_KING
from paciencia.core.moves import Move
from paciencia.core.search import Budget
from paciencia.core.shuffle import shuffled

RULES = EightOffRules()
BAKERS = BakersGameRules()
CLUBS, DIAMONDS, HEARTS, SPADES = range(4)


def run_main(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    """``paciencia ARGS`` in this process: (exit status, stdout)."""
    code = main(list(args))
    return code, capsys.readouterr().out


def deal(number: int) -> FreeCellPosition:
    return RULES.deal(shuffled(number))


def position(tops: list[list[int]], cells: tuple[int, ...], spread: int = 4) -> FreeCellPosition:
    """``tops[i]``: the last cards of column i; the other cards go under the first ``spread``."""
    named = {c for col in tops for c in col} | {c for c in cells if c != EMPTY}
    rest = [c for c in range(52) if c not in named]
    cols = [list(col) for col in tops] + [[] for _ in range(8 - len(tops))]
    for n, c in enumerate(rest):
        cols[n % spread].insert(0, c)
    return FreeCellPosition(tuple(tuple(col) for col in cols), cells, (0, 0, 0, 0))


def test_eo1_48_cards_in_eight_columns_of_six_and_four_in_the_first_cells() -> None:
    info = registry.info("eightoff")
    for number in (1, 2, 10**9):
        order = info.deal_order(number, info.full_options({}))
        assert list(order) == shuffled(number)
        pos = RULES.deal(order)
        assert pos.columns == tuple(tuple(order[i:48:8]) for i in range(8))
        assert all(len(col) == 6 for col in pos.columns)
        assert pos.cells == (*order[48:], EMPTY, EMPTY, EMPTY, EMPTY)
        assert pos.foundations == (0, 0, 0, 0)
    assert BAKERS.deal(shuffled(1)).cells == (EMPTY,) * 4  # FreeCell's deal fills no cell


def test_eo2_only_a_king_goes_to_an_empty_column() -> None:
    queen, king = card_id(12, HEARTS), card_id(13, SPADES)
    cells = (card_id(2, CLUBS), card_id(2, DIAMONDS), card_id(2, HEARTS), card_id(2, SPADES)) + (EMPTY,) * 4
    pos = position([[queen], [king], *([card_id(r, CLUBS)] for r in (4, 6, 8, 10, 12)), []], cells)
    refused = RULES.why_illegal(pos, Move("t0", "t7"))
    assert refused is not None and refused.msgid == ONLY_KING
    assert str(refused) == "Only a King can go to an empty column."
    assert RULES.why_illegal(pos, Move("t1", "t7")) is None
    assert BAKERS.why_illegal(pos._replace(cells=cells[:4]), Move("t0", "t7")) is None  # any card there
    assert Move("c0", "t7") not in RULES.legal_moves(pos)


def test_eo3_a_run_moves_through_the_cells_alone() -> None:
    run = [card_id(r, HEARTS) for r in (8, 7, 6)]
    nine = card_id(9, HEARTS)
    seven_full = tuple(card_id(13, s) for s in range(4)) + tuple(card_id(12, s) for s in (CLUBS, DIAMONDS, SPADES))
    one_free = (*seven_full, EMPTY)
    pos = position([[card_id(2, SPADES), *run], [nine], *([card_id(r, CLUBS)] for r in (3, 5, 7, 9, 11)), []],
                   one_free)
    assert RULES.status(pos)["sequence_limit"] == 2  # F + 1, the empty column gives no room
    refused = RULES.why_illegal(pos, Move("t0", "t1", 3))
    assert refused is not None and refused.msgid == ONLY_THROUGH_CELLS[True]
    assert str(refused) == (
        "Only 2 cards can move with 1 free cell (an empty column takes only a King, so it gives no room); "
        "this run has 3."
    )
    assert RULES.why_illegal(pos, Move("t0", "t1", 2)) is not None  # 7♥ onto 9♥ does not fit
    two_free = (*seven_full[:6], EMPTY, EMPTY)
    roomier = position([[card_id(2, SPADES), *run], [nine], *([card_id(r, CLUBS)] for r in (3, 5, 7, 9, 11)), []],
                       two_free)
    assert RULES.why_illegal(roomier, Move("t0", "t1", 3)) is None


def test_eo1_the_table_shows_eight_cells_above_the_columns_without_overlap() -> None:
    info = registry.info("eightoff")
    layout = info.layout(RULES, {})
    piles = {spec.pile: spec for spec in layout.piles}
    assert set(piles) == {f"c{i}" for i in range(8)} | {f"f{s}" for s in range(4)} | {f"t{j}" for j in range(8)}
    boxes = [(spec.x, spec.y) for spec in layout.piles]
    for n, (x, y) in enumerate(boxes):  # cards are 1 wide and 1.4 high
        assert 0 <= x and x + 1 <= layout.width and 0 <= y and y + 1.4 <= layout.height
        assert all(abs(x - u) >= 1 or abs(y - v) >= 1.4 for u, v in boxes[n + 1:])
    assert all(piles[f"c{i}"].y < piles["t0"].y for i in range(8))
    state = layout.state(deal(1))
    assert [len(state.piles[f"c{i}"]) for i in range(8)] == [1, 1, 1, 1, 0, 0, 0, 0]


def test_eo4_notation_letters_the_eighth_cell_i() -> None:
    pos = deal(1)
    assert RULES.format_move(pos, Move("t0", "c7")) == "1i"
    assert RULES.parse_move(pos, "1i") == Move("t0", "c7")
    assert RULES.parse_move(pos, "ah") == Move("c0", f"f{pos.cells[0] // 13}")
    assert RULES.parse_position(RULES.format_position(pos)) == pos


def test_a_pile_the_game_has_not_is_named_with_the_game() -> None:
    why = RULES.why_illegal(deal(1), Move("c8", "t0"))
    assert why is not None and str(why) == "There is no pile called c8 in Eight Off."


def perft(number: int, steps: int = 200) -> list[int]:
    pos, counts = deal(number), []
    for i in range(steps):
        moves = sorted(RULES.legal_moves(pos), key=str)
        counts.append(len(moves))
        if not moves:
            break
        pos = RULES.apply_unchecked(pos, moves[(i * 7919) % len(moves)]).position
    return counts


def test_perft_pinned_line_of_play() -> None:
    line = perft(1)
    assert (len(line), sum(line)) == (26, 396)
    assert line[:12] == [51, 51, 51, 42, 33, 19, 4, 2, 1, 16, 2, 16]


def lost_position() -> FreeCellPosition:
    """The eight cells hold the Kings and the Jacks, the column tops are the Nines and the
    Sevens, and no card under a top continues it: not one legal move."""
    cells = tuple(card_id(r, s) for r in (13, 11) for s in range(4))
    tops = [[card_id(r, s)] for r in (9, 7) for s in range(4)]
    pos = position(tops, cells)
    cols = [list(col) for col in pos.columns]
    for col in cols:  # an Ace at the bottom of every column, no run under the tops
        col.sort(key=lambda c: (c % 13 != 0, c))
        col.append(col.pop(next(i for i, c in enumerate(col) if c % 13 in (8, 6))))
    return FreeCellPosition(tuple(tuple(col) for col in cols), cells, (0, 0, 0, 0))


def test_v3_the_solver_wins_a_winnable_deal_and_proves_a_lost_one_lost() -> None:
    pos = deal(1)
    result = solve(RULES, pos, Budget(positions=60_000, seconds=60))
    assert result.verdict == "solved"
    for move in result.moves:
        pos = RULES.apply(pos, move).position
    assert RULES.is_won(pos)
    lost = lost_position()
    assert sorted(RULES.cards(lost)) == list(range(52)) and RULES.legal_moves(lost) == []
    assert solve(RULES, lost, Budget(positions=10)).verdict == "unsolvable"
    assert hint_move(RULES, lost) == "lost"


def test_cli_deals_solves_and_replays(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out = run_main(capsys, "deal", "paciencia://eightoff/1", "--format", "json")
    assert code == 0
    data = json.loads(out)
    text = json.dumps(data)
    assert '"eightoff"' in text
    cells = next(v["free_cells"] for v in _dicts(data) if "free_cells" in v)
    assert len(cells) == 8 and cells[4:] == [None] * 4 and None not in cells[:4]
    moves = tmp_path / "moves.txt"
    code, out = run_main(capsys, "solve", "paciencia://eightoff/1", "--seconds", "30", "--output", str(moves))
    assert code == 0 and out.startswith("solved")
    code, out = run_main(capsys, "replay", "paciencia://eightoff/1", str(moves))
    assert code == 0 and out.rstrip().endswith("won: yes")


def _dicts(data: object) -> list[dict[str, object]]:
    """Every JSON object in ``data``, itself first."""
    if isinstance(data, dict):
        return [data, *(d for v in data.values() for d in _dicts(v))]
    if isinstance(data, list):
        return [d for v in data for d in _dicts(v)]
    return []
