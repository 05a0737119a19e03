"""FreeCell rules and notation: SPEC F-1…F-9, C-9, V-3 (seed 002)."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from paciencia.core.cards import RANK, SUIT, Card, id_text, parse_id
from paciencia.core.games.freecell.notation import parse_fcsolve_output, parse_move_file
from paciencia.core.games.freecell.position import EMPTY, FreeCellPosition
from paciencia.core.games.freecell.rules import FreeCellRules
from paciencia.core.moves import IllegalMove, Move
from paciencia.core.rules.base import NotationError
from paciencia.core.shuffle import microsoft_deal

RULES = FreeCellRules()
TAKEBACK = FreeCellRules(takeback=True)
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def deal(n: int) -> FreeCellPosition:
    return RULES.deal(microsoft_deal(n))


def board(columns: list[str], cells: str = "", foundations: str = "") -> FreeCellPosition:
    """A position from the cards that matter.

    ``columns``: 8 strings, cards bottom first; a leading ``*`` puts the cards
    nobody named under that column (spread in id order over those columns).
    ``cells``: up to 4 cards or ``-``. ``foundations``: e.g. ``"S-5 H-2"``.
    """
    found = [0, 0, 0, 0]
    for item in foundations.split():
        suit, rank = item.split("-")
        found["CDHS".index(suit)] = RANK[parse_id(rank + suit)]
    cell_ids = [EMPTY if t == "-" else parse_id(t) for t in cells.split()]
    cell_ids += [EMPTY] * (4 - len(cell_ids))
    named = [[parse_id(t) for t in c.replace("*", " ").split()] for c in columns]
    used = {c for col in named for c in col} | {c for c in cell_ids if c != EMPTY}
    rest = [c for c in range(52) if c not in used and RANK[c] > found[SUIT[c]]]
    fillers = [i for i, c in enumerate(columns) if c.startswith("*")]
    assert fillers or not rest, "cards left over and no * column to hold them"
    under: list[list[int]] = [[] for _ in columns]
    for n, c in enumerate(rest):
        under[fillers[n % len(fillers)]].append(c)
    pos = FreeCellPosition(
        tuple(tuple(under[i] + named[i]) for i in range(8)), tuple(cell_ids), tuple(found)
    )
    assert sorted(RULES.cards(pos)) == list(range(52))
    return pos


def tops(pos: FreeCellPosition) -> list[str]:
    return [id_text(col[-1]) if col else "" for col in pos.columns]


# -- F-1, F-2: the deal ---------------------------------------------------------
DEAL_1 = """\
JD KD 2S 4C 3S 6D 6S
2D KC KS 5C TD 8S 9C
9H 9S 9D TS 4S 8D 2H
JC 5S QD QH TH QS 6H
5D AD JS 4H 8H 6C
7H QC AS AC 2C 3D
7C KH AH 4D JH 8C
5H 3H 3C 7S 7D TC
"""
DEAL_617 = """\
7D TD TH KD 4C 4S JD
AD 7S QC 5H QS TS KS
5C QD 3H 9S 9C 2H KC
3S AC 9D 3C 9H 5D 4H
5S 6D 6S 8S 7C JC
8C 8H 8D 7H 6H 6C
2D AS 3D 4D 2C JH
AH KH TC JS 2S QH
"""
DEAL_11982 = """\
AH 3D KD JC 6C JD KC
AS 3H 6H 5D 2C 7D 8D
4H QS 5S 5C TH 8H 2S
AC QC 4D 8C QH 9C 3S
2D 8S 9H 9D 6D 2H
6S 7H JH TD TC QD
TS AD 9S KH 4S 4C
JS KS 3C 7C 7S 5H
"""


@pytest.mark.parametrize("number,text", [(1, DEAL_1), (617, DEAL_617), (11982, DEAL_11982)])
def test_f1_f2_microsoft_deals_are_pinned(number, text):
    pos = deal(number)
    assert RULES.format_position(pos) + "\n" == text
    assert [len(c) for c in pos.columns] == [7, 7, 7, 7, 6, 6, 6, 6]
    assert pos.cells == (EMPTY,) * 4 and pos.foundations == (0, 0, 0, 0)


def test_f2_first_rows_match_the_well_known_deals():
    first_row = {1: "JD 2D 9H JC 5D 7H 7C 5H", 617: "7D AD 5C 3S 5S 8C 2D AH"}
    for number, row in first_row.items():
        assert " ".join(id_text(col[0]) for col in deal(number).columns) == row
    # Rosetta Code's deal 617, second row: card i goes to column i mod 8.
    assert " ".join(id_text(col[1]) for col in deal(617).columns) == "TD 7S QD AC 6D 8H AS KH"


def test_f1_deal_refuses_a_short_or_repeated_order():
    with pytest.raises(ValueError):
        RULES.deal(list(range(51)))
    with pytest.raises(ValueError):
        RULES.deal([0] * 52)


# -- F-3: single cards ----------------------------------------------------------------
def test_f3_occupied_cell_refuses_with_reason():
    pos = board(["* 9S", "* 5H", "* KD", "* KC", "* KH", "* KS", "* QD", "* QH"], cells="7C - - -")
    move = RULES.parse_move(pos, "1a")
    assert move == Move("t0", "c0")
    why = RULES.why_illegal(pos, move)
    assert str(why) == "Free cell 1 already holds 7♣: a cell takes one card."
    with pytest.raises(IllegalMove) as e:
        RULES.apply(pos, move)
    assert e.value.reason == why
    result = RULES.apply(pos, RULES.parse_move(pos, "1b"))  # that cell, not the first free one
    assert result.position.cells == (parse_id("7C"), parse_id("9S"), EMPTY, EMPTY)
    assert (result.score, result.counted) == (0, 1)
    assert str(RULES.why_illegal(pos, Move("t0", "c1", 2))) == "Only one card at a time goes to a free cell."


def test_f3_column_builds_down_in_alternating_colours():
    pos = board(["* 7H", "* 8S", "* 8D", "* KC", "* KH", "* KS", "* KD", "* QD"])
    assert RULES.why_illegal(pos, Move("t0", "t1")) is None
    assert str(RULES.why_illegal(pos, Move("t0", "t2"))) == (
        "8♦ takes only 7♣ or 7♠, not 7♥."
    )
    after = RULES.apply(pos, Move("t0", "t1"))
    assert tops(after.position)[1] == "7H" and after.score == 0


def test_f3_any_card_enters_an_empty_column_and_cells_move_to_cells():
    pos = board(["* 7H", "", "* 8D", "* KC", "* KH", "* KS", "* KD", "* QD"], cells="5C - - -")
    for move in (Move("t0", "t1"), Move("c0", "t1"), Move("c0", "c3")):
        assert RULES.why_illegal(pos, move) is None
        assert move in RULES.legal_moves(pos)
    assert RULES.apply(pos, Move("c0", "c3")).position.cells == (EMPTY, EMPTY, EMPTY, parse_id("5C"))


def test_f3_c9_foundation_ace_first_by_suit_plus_10():
    pos = board(["* AS", "* 2S", "* 3H", "* KC", "* KH", "* KS", "* KD", "* QD"], foundations="H-A")
    why = RULES.why_illegal(pos, Move("t1", "f3"))
    assert str(why) == "2♠ cannot go to its foundation yet: A♠ comes first."
    assert str(RULES.why_illegal(pos, Move("t0", "f2"))) == "A♠ goes to the ♠ foundation."
    one = RULES.apply(pos, RULES.parse_move(pos, "1h"))
    assert (one.score, one.counted, one.position.foundations) == (10, 1, (0, 0, 1, 1))
    two = RULES.apply(one.position, Move("t1", "f3"))
    assert two.score == 10 and two.position.foundations[3] == 2
    why = RULES.why_illegal(pos, Move("t2", "f2"))
    assert str(why) == "3♥ cannot go to its foundation yet: 2♥ comes first."
    assert str(RULES.why_illegal(pos, Move("t2", "f2", 2))) == "Cards go to a foundation one at a time."


# -- F-4: sequence moves ------------------------------------------------------------------
RUN5 = "9S 8H 7C 6D 5S"


def run_board(run: str, cells: str, empty: int) -> FreeCellPosition:
    cols = [run, "* TD", "* 9C", "* KC", "* KH", "* 8D", "* KD", "* QS"]
    for i in range(empty):
        cols[7 - i] = ""
    return board(cols, cells=cells)


def test_f4_seed_example_one_cell_one_empty_column_moves_four():
    pos = run_board(RUN5, "QC QD QH -", empty=1)
    assert RULES.why_illegal(pos, Move("t0", "t2", 4)) is None  # 8♥…5♠ onto 9♣
    why = RULES.why_illegal(pos, Move("t0", "t1", 5))  # 9♠…5♠ onto 10♦
    assert str(why) == "Only 4 cards can move with 1 free cell and 1 empty column; this run has 5."
    assert RULES.parse_move(pos, "12") == Move("t0", "t1", 5)
    with pytest.raises(IllegalMove):
        RULES.apply(pos, Move("t0", "t1", 5))


def test_f4_seed_example_empty_destination_is_not_counted():
    pos = run_board(RUN5, "QC QD QH -", empty=1)
    assert RULES.why_illegal(pos, Move("t0", "t7", 2)) is None
    assert str(RULES.why_illegal(pos, Move("t0", "t7", 3))) == (
        "Only 2 cards can move into an empty column with 1 free cell and 0 other empty columns;"
        " this run has 3."
    )
    counts = sorted(m.count for m in RULES.legal_moves(pos) if m.src == "t0" and m.dst == "t7")
    assert counts == [1, 2]


def test_f4_two_cells_no_empty_column_moves_three():
    pos = run_board(RUN5, "QC QD - -", empty=0)
    assert RULES.why_illegal(pos, Move("t0", "t5", 3)) is None  # 7♣…5♠ onto 8♦
    assert str(RULES.why_illegal(pos, Move("t0", "t2", 4))) == (
        "Only 3 cards can move with 2 free cells and 0 empty columns; this run has 4."
    )


def test_f4_two_cells_one_empty_column_moves_six():
    cols = ["KS QH JC TD 9S 8H 7C 6D", "* KC", "* QD", "* KH", "* KD", "* QS", "* JH", ""]
    pos = board(cols, cells="- - 2C 2D")
    assert RULES.why_illegal(pos, Move("t0", "t2", 6)) is None  # J♣…6♦ onto Q♦
    assert str(RULES.why_illegal(pos, Move("t0", "t1", 7))) == (
        "Only 6 cards can move with 2 free cells and 1 empty column; this run has 7."
    )


def test_f4_seed_08_worked_example_is_one_move():
    # 8♠–7♥–6♣ onto 9♦ with 2 free cells and no empty column.
    pos = board(["* 8S 7H 6C", "* 9D", "* KC", "* KH", "* KS", "* KD", "* QD", "* QH"], cells="JC JS - -")
    move = RULES.parse_move(pos, "12")
    assert move == Move("t0", "t1", 3)
    result = RULES.apply(pos, move)
    assert [id_text(c) for c in result.position.columns[1][-4:]] == ["9D", "8S", "7H", "6C"]
    assert (result.counted, result.score) == (1, 0)
    assert result.position.cells == pos.cells  # the cells are free again afterwards
    cols = ["* 8S 7H 6C", "* 9D", "* KC", "* KH", "* KS", "* KD", "* QD", "* QH"]
    one_cell = board(cols, cells="JC JS JD -")
    assert str(RULES.why_illegal(one_cell, move)) == (
        "Only 2 cards can move with 1 free cell and 0 empty columns; this run has 3."
    )


def test_f4_formula_does_not_legalise_a_broken_run():
    pos = board(["* 8S 7H 6H", "* 9D", "* KC", "* KH", "* KS", "* KD", "* QD", "* QH"])
    assert str(RULES.why_illegal(pos, Move("t0", "t1", 3))) == (
        "The 3 cards from 8♠ up are not a run of descending ranks and alternating colours."
    )


def test_f4_no_space_at_all_means_one_card():
    pos = run_board(RUN5, "QC QD QH JH", empty=0)
    assert str(RULES.why_illegal(pos, Move("t0", "t2", 4))) == (
        "With no free cell and no empty column only one card can move; this run has 4."
    )


# -- F-5: take-back -----------------------------------------------------------------------
def test_f5_takeback_off_by_default_on_costs_15():
    pos = board(["* 6H", "* 6D", "* KC", "* KH", "* KS", "* KD", "* QD", ""], foundations="S-5")
    move = Move("f3", "t0")
    assert str(RULES.why_illegal(pos, move)) == "Cards do not come back from the foundations in this game."
    assert not any(m.src.startswith("f") for m in RULES.legal_moves(pos))
    assert TAKEBACK.why_illegal(pos, move) is None
    result = TAKEBACK.apply(pos, move)
    assert (result.score, result.counted) == (-15, 1)
    assert result.position.foundations[3] == 4 and tops(result.position)[0] == "5S"
    why = TAKEBACK.why_illegal(pos, Move("f3", "c0"))
    assert str(why) == "A card from a foundation can only go back to a column."
    assert TAKEBACK.why_illegal(pos, Move("f3", "t1")) is None  # 5♠ on 6♦ fits too
    assert TAKEBACK.why_illegal(pos, Move("f3", "t7")) is None  # an empty column takes any card
    assert str(TAKEBACK.why_illegal(pos, Move("f3", "t2"))) == (
        "K♣ takes only Q♦ or Q♥, not 5♠."
    )
    assert TAKEBACK.format_move(pos, move) == "hS1"
    assert TAKEBACK.parse_move(pos, "hs1") == move
    assert str(TAKEBACK.why_illegal(pos, Move("f0", "t0"))) == "The ♣ foundation is empty."


# -- F-6: auto-move ------------------------------------------------------------------------
AUTO = ["6H", "6C", "5S", "* KC", "* KH", "* KS", "* KD", "* QD"]


def test_f6_automatic_moves_take_safe_cards_columns_first_then_cells():
    pos = board(AUTO, cells="6D - - -", foundations="C-5 S-4 H-5 D-5")
    expected = [Move("t1", "f0"), Move("t2", "f3"), Move("t0", "f2"), Move("c0", "f1")]
    assert RULES.automatic_moves(pos) == expected
    # 6♥ and 6♦ wait for both black fives (K-8): with spades stopping at 4 they stay.
    short = board(AUTO[:2] + ["4S"] + AUTO[3:], cells="6D", foundations="C-5 S-3 H-5 D-5")
    assert RULES.automatic_moves(short) == [Move("t1", "f0"), Move("t2", "f3")]


def test_f6_automove_setting_off_keeps_the_explicit_auto_command():
    pos = board(AUTO, cells="6D - - -", foundations="C-5 S-4 H-5 D-5")
    manual = FreeCellRules(automove=False)
    assert manual.automatic_moves(pos) == []
    assert manual.auto_moves(pos) == RULES.auto_moves(pos) == RULES.automatic_moves(pos)
    total = 0
    for move in manual.auto_moves(pos):
        result = manual.apply(pos, move)  # each an ordinary legal move, +10
        pos, total = result.position, total + result.score
    assert total == 40


# -- F-7: hint and dead ends -----------------------------------------------------------------
def test_f7_hint_prefers_a_safe_foundation_move():
    pos = board(["* 5H", "* AS", "* 6S", "* KC", "* KH", "* KS", "* KD", "* QD"])
    h = RULES.hint(pos)
    assert (h.kind, h.move, str(h.message)) == ("move", Move("t1", "f3"), "Put A♠ on its foundation.")


def test_f7_hint_empties_a_column():
    pos = board(["* 5H", "4C", "* 6S", "* KC", "* KH", "* KS", "* KD", "* QD"])
    h = RULES.hint(pos)
    assert h.move == Move("t1", "t0")
    assert str(h.message) == "Move 4♣ onto 5♥: that empties column 2."


def test_f7_hint_frees_a_card_for_its_foundation():
    pos = board(["* AH 9C", "* TD", "* JS", "* KC", "* KH", "* KS", "* KD", "* QD"])
    h = RULES.hint(pos)
    assert h.move == Move("t0", "t1")
    assert str(h.message) == "Move 9♣ away: that frees A♥ for its foundation."


def test_f7_hint_no_progress_on_a_fresh_deal_1():
    # Deal 1 only allows cards into free cells: legal, but no progress.
    assert RULES.hint(deal(1)).kind == "no_progress"
    assert not RULES.dead_end(deal(1))


def test_f7_cycling_moves_are_no_way_out():
    # Q♥ can only shuttle between K♠ and K♣; the cells are full.
    pos = board(["* KS QH", "* KC", "* KD", "* KH", "* JD", "* JH", "* 9C", "* 9S"], cells="7D 7H 5C 5S")
    assert RULES.legal_moves(pos) == [Move("t0", "t1")]
    assert RULES.dead_end(pos)
    h = RULES.hint(pos)
    assert h.kind == "no_way_out" and h.move is None


def test_f7_no_legal_move_is_no_way_out():
    pos = board(["* KS", "* KC", "* KD", "* KH", "* JD", "* JH", "* 9C", "* 9S"], cells="7D 7H 5C 5S")
    assert RULES.legal_moves(pos) == []
    assert RULES.hint(pos).kind == "no_way_out"


# -- F-8 -------------------------------------------------------------------------------
def test_f8_win_is_52_on_the_foundations():
    won = board([""] * 8, foundations="C-K D-K H-K S-K")
    assert RULES.is_won(won) and RULES.legal_moves(won) == []
    almost = board(["KS", "", "", "", "", "", "", ""], foundations="C-K D-K H-K S-Q")
    assert not RULES.is_won(almost)
    assert RULES.is_won(RULES.apply(almost, RULES.parse_move(almost, "1h")).position)


# -- F-9: move notation ------------------------------------------------------------------
def test_f9_tokens_name_columns_cells_and_foundation():
    pos = board(["* 5H", "* 6S", "", "* AD", "* KH", "* KS", "* KD", "* QD"], cells="4C - - AS")
    assert RULES.parse_move(pos, "12") == Move("t0", "t1", 1)
    assert RULES.parse_move(pos, "1c") == Move("t0", "c2")
    assert RULES.parse_move(pos, "4h") == Move("t3", "f1")
    assert RULES.parse_move(pos, "dh") == Move("c3", "f3")
    assert RULES.parse_move(pos, "a1") == Move("c0", "t0")
    assert RULES.parse_move(pos, "ab") == Move("c0", "c1")
    assert RULES.parse_move(pos, " 4H ") == Move("t3", "f1")
    for bad in ("", "9a", "1e", "h1", "a", "123", "1-2", "57v", "hx1"):
        with pytest.raises(NotationError) as e:
            RULES.parse_move(pos, bad)
        assert repr(bad) in str(e.value)


def test_f9_column_move_carries_the_run_that_fits_and_one_card_into_an_empty_column():
    pos = board(["9S 8H 7C 6D", "* TD", "* 8D", "", "* KH", "* KS", "* KD", "* QD"])
    assert RULES.parse_move(pos, "12") == Move("t0", "t1", 4)  # 9♠…6♦ onto 10♦
    assert RULES.parse_move(pos, "13") == Move("t0", "t2", 2)  # 7♣ 6♦ onto 8♦
    assert RULES.parse_move(pos, "14") == Move("t0", "t3", 1)
    assert RULES.parse_move(pos, "14v3") == Move("t0", "t3", 3)
    assert RULES.parse_move(pos, "14vA") == Move("t0", "t3", 10)
    assert RULES.format_move(pos, Move("t0", "t3", 3)) == "14v3"
    assert RULES.format_move(pos, Move("t0", "t3", 1)) == "14"
    assert RULES.format_move(pos, Move("t0", "t1", 4)) == "12"
    assert RULES.format_move(pos, Move("t0", "t3", 12)) == "14vc"
    # No fitting count: one card, and the refusal says why.
    assert RULES.parse_move(pos, "15") == Move("t0", "t4", 1)
    assert str(RULES.why_illegal(pos, Move("t0", "t4"))) == (
        "K♥ takes only Q♣ or Q♠, not 6♦."
    )
    with pytest.raises(NotationError):
        RULES.format_move(pos, Move("t0", "c0", 2))
    with pytest.raises(NotationError):
        RULES.format_move(pos, Move("stock", "t0"))


def test_f9_move_file_tokens_comments_and_errors():
    text = "# deal 1\n3a 1h\t57v2   # to an empty column\n\nah hS5 c4\n"
    assert parse_move_file(text) == ["3a", "1h", "57v2", "ah", "hS5", "c4"]
    assert parse_move_file("") == []
    with pytest.raises(NotationError) as e:
        parse_move_file("3a 1h\n57 x9 12\n")
    assert str(e.value).startswith("line 2, column 4 (token 4): 'x9' is not a FreeCell move")
    with pytest.raises(NotationError) as e:
        parse_move_file("3a, 1h")
    assert "line 1, column 1 (token 1): '3a,'" in str(e.value)


FCSOLVE_OUTPUT = """\
-=-=-=-=-=-=-=-=-=-=-=-

3h 6a 6b 65 a6 36 3a 3b 2h b2
1h 12v3 7h

This game is solveable.
Total number of states checked is 123.
This scan generated 456 states.
"""


def test_f9_reads_fc_solve_standard_notation_output():
    assert parse_fcsolve_output(FCSOLVE_OUTPUT) == (
        "3h 6a 6b 65 a6 36 3a 3b 2h b2 1h 12v3 7h".split()
    )
    with pytest.raises(NotationError, match="no solution"):
        parse_fcsolve_output("I could not solve this game.\nTotal number of states checked is 9.\n")


# -- V-3: the board text ---------------------------------------------------------------
FC_SOLVE_README_BOARD = """\
Foundations: H-6 C-9 D-2 S-0
Freecells:  QS  3S  -  KD
: 8H 3D 2S
: KS QD JC
: AS 8D TD 7D JH TS 9D
: 7S 6D
: 5S
: KH QC JD TC 9H 8S 7H 6S 5D 4S
: KC QH JS TH 9S
: 4D
"""


def test_v3_reads_fc_solve_positions_and_writes_them_back():
    pos = RULES.parse_position(FC_SOLVE_README_BOARD)
    assert pos.foundations == (9, 2, 6, 0)
    assert [id_text(c) if c != EMPTY else "-" for c in pos.cells] == ["QS", "3S", "-", "KD"]
    assert [id_text(c) for c in pos.columns[4]] == ["5S"]
    text = RULES.format_position(pos)
    assert text.splitlines()[:2] == ["Foundations: H-6 C-9 D-2 S-0", "Freecells: QS 3S - KD"]
    assert RULES.parse_position(text) == pos
    # Suits in any order, Founds:/FC: prefixes, '-' for an empty foundation.
    other = FC_SOLVE_README_BOARD.replace("Foundations: H-6 C-9 D-2 S-0", "Founds: S-- D-2 C-9 H-6")
    other = other.replace("Freecells:  QS  3S  -  KD", "FC: QS 3S - KD")
    assert RULES.parse_position(other) == pos


def test_v3_empty_column_is_a_colon_line():
    pos = board(["* 5H", "", "* KC", "* KH", "* KS", "* KD", "* QD", "* QH"], cells="AS")
    text = RULES.format_position(pos)
    assert text.splitlines()[3] == ":"
    assert RULES.parse_position(text) == pos


@pytest.mark.parametrize(
    "text,message",
    [
        (DEAL_1.replace("JD KD", "JD KD KD"), "line 1: KD appears twice"),
        (DEAL_1.replace(" 6S\n", "\n"), "holds 51 cards, not 52; missing: 6S"),
        (DEAL_1.replace("9C", "9X"), "line 2: '9X' is not a card"),
        (DEAL_1 + "AS\n", "line 9: a ninth column"),
        ("\n".join(DEAL_1.splitlines()[:7]), "expected 8 column lines, found 7"),
        ("Foundations: H-Z\n" + DEAL_1, "line 1: 'H-Z' is not a foundation"),
        ("FC: 2C 3C 4C 5C 6C\n" + DEAL_1, "line 1: 5 free cells listed"),
        ("Foundations: S-A\n" + DEAL_1, "AS is also on its foundation"),
    ],
)
def test_v3_malformed_boards_are_refused_naming_the_line(text, message):
    with pytest.raises(NotationError) as e:
        RULES.parse_position(text)
    assert message in str(e.value)


def test_position_json_is_plain_data():
    pos = board(["* 5H", "", "* KC", "* KH", "* KS", "* KD", "* QD", "* QH"], cells="- 2S", foundations="S-A")
    data = RULES.position_json(pos)
    assert data["free_cells"] == [None, "2S", None, None]
    assert data["foundations"]["S"] == ["AS"] and data["foundations"]["H"] == []
    assert data["columns"][1] == [] and data["columns"][0][-1] == "5H"
    import json

    assert json.loads(json.dumps(data)) == data


def test_status_gives_the_sequence_limit():
    pos = run_board(RUN5, "QC QD QH -", empty=1)
    expected = {"free_cells": 1, "empty_columns": 1, "sequence_limit": 4, "on_foundations": 0}
    assert RULES.status(pos) == expected


# -- properties -------------------------------------------------------------------------
def play(rules: FreeCellRules, number: int, picks: list[int]):
    """Yield (position before, move, result) along a line of random legal play."""
    pos = deal(number)
    for p in picks:
        moves = rules.legal_moves(pos)
        if not moves:
            return
        move = moves[p % len(moves)]
        result = rules.apply(pos, move)
        yield pos, move, result
        pos = result.position


@SETTINGS
@given(number=st.integers(1, 32000), picks=st.lists(st.integers(0, 10**6), max_size=80),
       takeback=st.booleans())
def test_random_play_keeps_every_card_once_and_scores_add_up(number, picks, takeback):
    rules = TAKEBACK if takeback else RULES
    score = ups = downs = 0
    for _, move, result in play(rules, number, picks):
        assert Counter(rules.cards(result.position)) == Counter(range(52))
        assert result.counted == 1
        score += result.score
        ups += move.dst.startswith("f")
        downs += move.src.startswith("f")
        assert sum(result.position.foundations) == ups - downs
    assert score == 10 * ups - 15 * downs


PILE_IDS = [f"t{i}" for i in range(9)] + [f"c{i}" for i in range(5)] + [f"f{i}" for i in range(5)] + ["stock"]


@SETTINGS
@given(number=st.integers(1, 32000), picks=st.lists(st.integers(0, 10**6), max_size=40),
       probes=st.lists(st.tuples(st.sampled_from(PILE_IDS), st.sampled_from(PILE_IDS), st.integers(-1, 14)),
                       min_size=1, max_size=40),
       takeback=st.booleans())
def test_random_moves_are_legal_exactly_when_listed_else_refused(number, picks, probes, takeback):
    rules = TAKEBACK if takeback else RULES
    pos = deal(number)
    for _, _, result in play(rules, number, picks):
        pos = result.position
    legal = rules.legal_moves(pos)
    assert len(set(legal)) == len(legal)
    for m in legal:
        assert rules.why_illegal(pos, m) is None
    for src, dst, count in probes:
        move = Move(src, dst, count)
        why = rules.why_illegal(pos, move)
        assert (why is None) == (move in legal)
        if why is not None:
            assert str(why) and why.msgid
            snapshot = RULES.format_position(pos)
            with pytest.raises(IllegalMove):
                rules.apply(pos, move)
            assert RULES.format_position(pos) == snapshot


@SETTINGS
@given(number=st.integers(1, 32000), picks=st.lists(st.integers(0, 10**6), max_size=60))
def test_search_moves_reach_the_same_positions_and_notation_round_trips(number, picks):
    for pos, _, result in play(TAKEBACK, number, picks):
        legal = TAKEBACK.legal_moves(pos)
        search = TAKEBACK.search_moves(pos)
        assert set(search) <= set(legal)
        reach = {TAKEBACK.key(TAKEBACK.apply_unchecked(pos, m).position) for m in legal}
        assert {TAKEBACK.key(TAKEBACK.apply_unchecked(pos, m).position) for m in search} | {
            TAKEBACK.key(pos)
        } >= reach
        for m in legal:
            assert TAKEBACK.parse_move(pos, TAKEBACK.format_move(pos, m)) == m
        after = result.position
        assert TAKEBACK.parse_position(TAKEBACK.format_position(after)) == after


@SETTINGS
@given(number=st.integers(1, 32000), picks=st.lists(st.integers(0, 10**6), max_size=40),
       order=st.permutations(range(8)), cell_order=st.permutations(range(4)))
def test_key_ignores_the_order_of_columns_and_cells(number, picks, order, cell_order):
    pos = deal(number)
    for _, _, result in play(RULES, number, picks):
        pos = result.position
    shuffled = FreeCellPosition(tuple(pos.columns[i] for i in order), tuple(pos.cells[i] for i in cell_order),
                                pos.foundations)
    assert RULES.key(shuffled) == RULES.key(pos)
    assert hash(RULES.key(shuffled)) == hash(RULES.key(pos))
    if any(len(c) > 1 for c in pos.columns):
        i = next(i for i, c in enumerate(pos.columns) if len(c) > 1)
        cols = list(pos.columns)
        cols[i] = cols[i][::-1]
        assert RULES.key(FreeCellPosition(tuple(cols), pos.cells, pos.foundations)) != RULES.key(pos)


# -- perft -------------------------------------------------------------------------------
def perft(rules: FreeCellRules, number: int, steps: int = 200) -> list[int]:
    """Legal-move counts along a fixed line; the line picks among the moves sorted by
    their text, so it pins what is legal, not the order the rules list it in."""
    pos, counts = deal(number), []
    for i in range(steps):
        moves = sorted(rules.legal_moves(pos), key=str)
        counts.append(len(moves))
        if not moves:
            break
        pos = rules.apply_unchecked(pos, moves[(i * 7919) % len(moves)]).position
    return counts


def test_perft_pinned_line_of_play():
    # Deal 1 on this line fills the cells and runs out of moves at step 11.
    assert perft(RULES, 1) == [32, 27, 20, 15, 4, 16, 6, 15, 3, 1, 0]
    line = perft(RULES, 5)
    assert (len(line), sum(line)) == (200, 2424)
    assert line[:20] == [34, 29, 29, 23, 15, 5, 15, 3, 3, 14, 15, 5, 5, 5, 5, 16, 24, 16, 5, 4]
    with_takeback = perft(TAKEBACK, 5)
    assert (len(with_takeback), sum(with_takeback)) == (200, 1584)


ALL_PILES = [f"t{i}" for i in range(8)] + [f"c{i}" for i in range(4)] + [f"f{i}" for i in range(4)]


@pytest.mark.parametrize("rules,number", [(RULES, 617), (TAKEBACK, 2)])
def test_legal_moves_are_exactly_the_moves_why_illegal_accepts(rules, number):
    pos = deal(number)
    for i in range(15):
        accepted = {
            Move(a, b, n)
            for a in ALL_PILES for b in ALL_PILES for n in range(1, 14)
            if rules.why_illegal(pos, Move(a, b, n)) is None
        }
        moves = rules.legal_moves(pos)
        assert accepted == set(moves)
        if not moves:
            break
        pos = rules.apply_unchecked(pos, moves[(i * 7919) % len(moves)]).position


EXTENDED = [1, 617, 32000, 2147483647, 2147483648, 3000000000, 4294967295, 4294967296, 6000000000, 8589934591]


@pytest.mark.parametrize("number", EXTENDED)
def test_f2_extended_deals_match_freecell_solver(number):
    """F-2: deals above 2**31 are FreeCell Pro's / Freecell Solver's extended deals."""
    import shutil
    import subprocess

    tool = shutil.which("make-microsoft-freecell-board")
    if tool is None:
        pytest.skip("Freecell Solver's board generator is not installed (Debian freecell-solver-bin)")
    want = subprocess.run([tool, "-t", str(number)], capture_output=True, text=True, check=True).stdout.split()
    order = microsoft_deal(number)
    columns = [[str(Card.from_id(c)) for c in order[i::8]] for i in range(8)]
    assert [c for col in columns for c in col] == want


def test_f2_pinned_extended_deals_without_the_tool():
    # First cards of column 1, read off make-microsoft-freecell-board -t.
    firsts = {2147483648: "QH", 2147483649: "KD", 4294967296: "TS", 4294967297: "JH", 8589934591: "TC"}
    for number, card in firsts.items():
        assert str(Card.from_id(microsoft_deal(number)[0])) == card
    with pytest.raises(ValueError):
        microsoft_deal(8589934592)
