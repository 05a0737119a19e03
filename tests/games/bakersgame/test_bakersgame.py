"""Baker's Game (issue 34, BG-1…BG-7): FreeCell's code with the build in suit. Each rule that
differs from FreeCell has a test FreeCell's rules would fail; the solver wins a winnable deal and
proves a lost one lost; the command line deals, solves and replays it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from paciencia.cli import main
from paciencia.core import registry
from paciencia.core.cards import card_id
from paciencia.core.games.bakersgame.rules import BakersGameRules
from paciencia.core.games.freecell.help import safe_moves
from paciencia.core.games.freecell.position import EMPTY, FreeCellPosition
from paciencia.core.games.freecell.rules import FreeCellRules
from paciencia.core.games.freecell.solver import hint_move, solve
from paciencia.core.kit.words import TAKES_ONLY
from paciencia.core.moves import Move
from paciencia.core.search import Budget
from paciencia.core.shuffle import microsoft_deal

RULES = BakersGameRules()
FREECELL = FreeCellRules()
CLUBS, DIAMONDS, HEARTS, SPADES = range(4)


def run_main(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    """``paciencia ARGS`` in this process: (exit status, stdout)."""
    code = main(list(args))
    return code, capsys.readouterr().out


def deal(number: int) -> FreeCellPosition:
    return RULES.deal(microsoft_deal(number))


def position(tops: list[list[int]], cells: tuple[int, ...] = (EMPTY,) * 4,
             found: tuple[int, ...] = (0, 0, 0, 0)) -> FreeCellPosition:
    """``tops[i]``: the last cards of column i; the other cards go under the first columns."""
    named = {c for col in tops for c in col} | {c for c in cells if c != EMPTY}
    rest = [c for c in range(52) if c not in named and c % 13 >= found[c // 13]]
    cols = [list(col) for col in tops] + [[] for _ in range(8 - len(tops))]
    for n, c in enumerate(rest):
        cols[n % 4].insert(0, c)
    return FreeCellPosition(tuple(tuple(col) for col in cols), cells, found)


def test_bg1_deal_n_is_freecell_deal_n() -> None:
    info = registry.info("bakersgame")
    for number in (1, 617, 32000):
        order = info.deal_order(number, info.full_options({}))
        assert RULES.deal(order) == FREECELL.deal(microsoft_deal(number))
    assert info.example == "paciencia://bakersgame/1" and info.new_numbers == 32000


def test_bg2_a_card_goes_only_on_the_next_card_of_its_suit() -> None:
    eight_d, seven_d, seven_c = card_id(8, DIAMONDS), card_id(7, DIAMONDS), card_id(7, CLUBS)
    pos = position([[eight_d], [seven_d], [seven_c]])
    assert RULES.why_illegal(pos, Move("t1", "t0")) is None  # 7♦ on 8♦: red on red, in suit
    refused = RULES.why_illegal(pos, Move("t2", "t0"))  # 7♣ on 8♦: FreeCell's build
    assert refused is not None and refused.msgid == TAKES_ONLY
    assert str(refused) == "8♦ takes only 7♦, not 7♣."
    assert FREECELL.why_illegal(pos, Move("t2", "t0")) is None
    assert FREECELL.why_illegal(pos, Move("t1", "t0")) is not None


def test_bg3_a_run_in_suit_moves_within_the_space() -> None:
    nine_h = card_id(9, HEARTS)
    run = [card_id(r, HEARTS) for r in (8, 7, 6)]
    one_cell = (card_id(13, CLUBS), card_id(13, DIAMONDS), card_id(13, SPADES), EMPTY)
    pos = position([[card_id(2, SPADES), *run], [nine_h]], cells=one_cell)
    assert RULES.why_illegal(pos, Move("t0", "t1", 3)) is None  # (1 + 1) × 2^6 empty columns
    full = (card_id(13, CLUBS), card_id(13, DIAMONDS), card_id(13, SPADES), card_id(13, HEARTS))
    tight = position([[card_id(2, SPADES), *run], [nine_h], *([card_id(k, CLUBS)] for k in (2, 4, 6, 8, 10, 12))],
                     cells=full)
    assert RULES.why_illegal(tight, Move("t0", "t1", 3)) is not None  # no room: one card at a time
    assert RULES.status(tight)["sequence_limit"] == 1


def test_bg4_every_card_that_fits_its_foundation_is_safe() -> None:
    three_h = card_id(3, HEARTS)
    pos = position([[three_h]], found=(0, 0, 2, 0))
    assert RULES.safe(three_h, pos.foundations) and not FREECELL.safe(three_h, pos.foundations)
    assert Move("t0", f"f{HEARTS}") in safe_moves(RULES, pos)
    assert Move("t0", f"f{HEARTS}") not in safe_moves(FREECELL, pos)


def test_a_pile_the_game_has_not_is_named_with_the_game() -> None:
    why = RULES.why_illegal(deal(1), Move("t9", "t0"))
    assert why is not None and str(why) == "There is no pile called t9 in Baker's Game."


def perft(rules: FreeCellRules, number: int, steps: int = 200) -> list[int]:
    pos, counts = deal(number), []
    for i in range(steps):
        moves = sorted(rules.legal_moves(pos), key=str)
        counts.append(len(moves))
        if not moves:
            break
        pos = rules.apply_unchecked(pos, moves[(i * 7919) % len(moves)]).position
    return counts


def test_perft_pinned_line_of_play() -> None:
    # Deal 1 on this line fills the cells and runs out of moves at step 8.
    assert perft(RULES, 1) == [34, 29, 29, 22, 21, 20, 11, 0]
    line = perft(RULES, 2)
    assert (len(line), sum(line)) == (33, 369)
    assert line[:12] == [35, 30, 30, 23, 16, 6, 16, 15, 13, 13, 2, 12]


def lost_position() -> FreeCellPosition:
    """Every free cell holds a King, the column tops are the Jacks and the Nines, and no card
    under a top continues it: not one legal move."""
    kings = tuple(card_id(13, s) for s in range(4))
    tops = [[card_id(r, s)] for r in (11, 9) for s in range(4)]
    pos = position(tops, cells=kings)
    cols = [list(col) for col in pos.columns]
    for col in cols:  # an Ace at the bottom of every column, no run under the tops
        col.sort(key=lambda c: (c % 13 != 0, c))
        col.append(col.pop(next(i for i, c in enumerate(col) if c % 13 in (10, 8))))
    return FreeCellPosition(tuple(tuple(col) for col in cols), kings, (0, 0, 0, 0))


def test_v3_the_solver_wins_a_winnable_deal_and_proves_a_lost_one_lost() -> None:
    pos = deal(1)
    result = solve(RULES, pos, Budget(positions=60_000, seconds=60))
    assert result.verdict == "solved"
    for move in result.moves:
        pos = RULES.apply(pos, move).position
    assert RULES.is_won(pos)
    # Deal 10 has no solution (Freecell Solver's bakers_game preset agrees).
    assert solve(RULES, deal(10), Budget(positions=200_000, seconds=60)).verdict == "unsolvable"
    lost = lost_position()
    assert sorted(RULES.cards(lost)) == list(range(52)) and RULES.legal_moves(lost) == []
    assert solve(RULES, lost, Budget(positions=10)).verdict == "unsolvable"
    assert hint_move(RULES, lost) == "lost"


def test_cli_deals_solves_and_replays(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out = run_main(capsys, "deal", "paciencia://bakersgame/1", "--format", "json")
    data = json.loads(out)
    assert code == 0
    text = json.dumps(data)
    assert '"bakersgame"' in text and "JD" in text and "free_cells" in text
    moves = tmp_path / "moves.txt"
    code, out = run_main(capsys, "solve", "paciencia://bakersgame/1", "--seconds", "30", "--output", str(moves))
    assert code == 0 and out.startswith("solved")
    code, out = run_main(capsys, "replay", "paciencia://bakersgame/1", str(moves))
    assert code == 0 and out.rstrip().endswith("won: yes")
    code, out = run_main(capsys, "solve", "paciencia://bakersgame/10", "--seconds", "60")
    assert code == 1 and out.startswith("unsolvable")
