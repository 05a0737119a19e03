"""TriPeaks (TP-1…TP-9): the layout and its covers, the turn by itself, the wrap option, the
chain score of TP-6 with its example, the loss by itself, the hint's order, a pinned perft."""

from __future__ import annotations

import pytest

from paciencia.core import shuffle
from paciencia.core.capabilities import HasStock, InPlay, LosesByItself
from paciencia.core.cards import parse_id
from paciencia.core.codes import parse
from paciencia.core.game import Game
from paciencia.core.games.tripeaks.info import INFO
from paciencia.core.games.tripeaks.rules import SHAPE, TriPeaksRules
from paciencia.core.history import History, Snapshot
from paciencia.core.kinds import HintKind
from paciencia.core.kit.onto_waste import COVERED, DRAW, LOST, WastePosition
from paciencia.core.moves import Move

R = TriPeaksRules()


def arrange(
    table: dict[int, str], gone: set[int], stock: list[str], waste_top: str, *, stock_rest: bool = True
) -> WastePosition:
    """A position with these cards at these slots, the ``gone`` slots played, the stock
    starting with ``stock``; every other card fills the other slots in id order, then the
    waste under its top takes one card per slot gone, and the stock the rest (or the waste,
    without ``stock_rest``)."""
    placed = {parse_id(c) for c in [*table.values(), *stock, waste_top]}
    rest = iter(c for c in range(52) if c not in placed)
    cards = [-1 if k in gone else parse_id(table[k]) if k in table else next(rest) for k in range(28)]
    under = [next(rest) for _ in gone]
    left = list(rest)
    mask = sum(1 << k for k in range(28) if k not in gone)
    stock_cards = (*map(parse_id, stock), *(left if stock_rest else ()))
    return WastePosition(tuple(cards), mask, stock_cards, (*under, *(() if stock_rest else left), parse_id(waste_top)))


NO_FIT_ROW = dict(zip(range(18, 28), ["9C", "9D", "9H", "9S", "TC", "TD", "TH", "TS", "JC", "JD"], strict=True))
"""Row 4 with nothing one rank from a 4."""


def play(slot: int) -> Move:
    return Move(f"p{slot}", "waste")


def test_tp1_the_deal_follows_the_card_order() -> None:
    order = shuffle.shuffled(1)
    pos = R.deal(order)
    assert pos.table == tuple(order[:28]) and pos.waste == (order[28],) and pos.stock == tuple(order[29:])
    assert len(pos.stock) == 23
    assert [k for k in range(28) if SHAPE.free(pos.mask, k)] == list(range(18, 28))  # row 4
    # TP-1's covers, counted from 1 in the rules: row 3's card 4 lies under row 4's cards 4 and 5,
    # the second peak's row 2 card 1 (row 2's card 3) under row 3's cards 4 and 5, its top under row 2's 3 and 4.
    assert SHAPE.covers[9 + 3] == (18 + 3, 18 + 4)
    assert SHAPE.covers[3 + 2] == (9 + 3, 9 + 4)
    assert SHAPE.covers[1] == (3 + 2, 3 + 3)


def test_tp2_a_card_turns_by_itself_once_both_covers_have_gone() -> None:
    pos = arrange({18: "5H", 19: "6C", 9: "9D"}, set(), ["KS"], "4S")
    layout = INFO.layout(R, {})
    assert layout.state(pos).piles["p9"] == ((parse_id("9D"), False),)
    after = R.apply(R.apply(pos, play(18)).position, play(19))
    assert after.counted == 1 and after.position.chain == 2  # the turn itself is no move
    assert layout.state(after.position).piles["p9"] == ((parse_id("9D"), True),)
    assert "p9" in R.in_play(after.position) and "p9" not in R.in_play(pos)
    assert R.covered_by(pos, "p9") == ("p18", "p19")
    assert R.why_illegal(pos, play(9)) == R.refusal(pos, play(9)) and str(R.refusal(pos, play(9))) == COVERED


def test_tp3_wrap_lets_an_ace_and_a_king_meet() -> None:
    pos = arrange({18: "AH", 19: "QC"}, set(), ["2S"], "KS")
    assert play(18) in R.legal_moves(pos) and play(19) in R.legal_moves(pos)
    plain = TriPeaksRules(wrap=False)
    assert play(18) not in plain.legal_moves(pos) and play(19) in plain.legal_moves(pos)
    assert str(plain.refusal(pos, play(18))) == "A♥ is not one rank above or below K♠."


def test_tp4_a_draw_is_always_there_while_the_stock_holds_a_card() -> None:
    pos = arrange({18: "5H"}, set(), ["KS"], "4S")
    assert DRAW in R.legal_moves(pos) and play(18) in R.legal_moves(pos)
    assert isinstance(R, HasStock) and R.stock_move(pos) == DRAW
    empty = pos._replace(stock=(), waste=pos.waste + pos.stock)
    assert R.stock_move(empty) is None and DRAW not in R.legal_moves(empty)


def test_tp5_lost_by_itself_when_the_stock_is_empty_and_nothing_fits() -> None:
    assert isinstance(R, LosesByItself)
    stuck = arrange(NO_FIT_ROW, set(), [], "4S", stock_rest=False)
    assert R.legal_moves(stuck) == [] and str(R.lost(stuck)) == LOST
    assert R.lost(arrange(NO_FIT_ROW, set(), ["KS"], "4S")) is None  # a draw is left
    assert R.lost(arrange({**NO_FIT_ROW, 27: "5C"}, set(), [], "4S", stock_rest=False)) is None
    won = WastePosition((-1,) * 28, 0, (), tuple(range(52)))
    assert R.is_won(won) and R.lost(won) is None
    line = R.deal(shuffle.shuffled(1))
    for i in range(200):
        moves = R.legal_moves(line)
        if not moves:
            break
        line = R.apply(line, moves[(i * 7919) % len(moves)]).position
    assert str(R.lost(line)) == LOST and R.hint(line).kind == HintKind.NO_WAY_OUT


def test_tp6_the_rules_example_with_undo_restoring_the_chain() -> None:
    # Peak 1 keeps its top (p0) and row 2 (p3, p4); its row 3 and its part of row 4 are gone.
    gone = {9, 10, 11, 18, 19, 20, 21}
    pos = arrange({22: "6C", 3: "7D", 4: "8H", 0: "9S"}, gone, ["5H"], "QC")
    game = Game(parse("paciencia://tripeaks/1"))
    game.history = History(Snapshot(pos, 40, 0))
    game.play(DRAW)
    assert game.score == 35
    for slot in (22, 3, 4):
        game.play(play(slot))
    assert game.score == 35 + 1 + 2 + 3 and game.position.chain == 3
    game.play(play(0))  # the fourth clears the first peak
    assert game.score == 60
    game.undo()
    game.undo()
    assert game.score == 38 and game.position.chain == 2
    game.redo()
    assert game.score == 41 and game.position.chain == 3


def test_tp6_the_third_peak_earns_30_and_the_score_floors_at_zero() -> None:
    others = set(range(3, 28))
    pos = arrange({0: "5D", 1: "6D", 2: "7D"}, others, ["KS"], "4S")
    results = []
    for slot in (0, 1, 2):
        step = R.apply(pos, play(slot))
        results.append(step.score)
        pos = step.position
    assert results == [1 + 15, 2 + 15, 3 + 30] and R.is_won(pos)
    game = Game(parse("paciencia://tripeaks/1"))
    game.play(DRAW)
    assert game.score == 0


def test_tp7_the_hint_prefers_an_uncovering_card_then_a_chain() -> None:
    # 5H and 6C uncover p9 together: playing one of them uncovers nothing yet.
    pos = arrange({18: "5H", 19: "3C", 20: "6D", 27: "7S", 26: "3D"}, set(), ["KS"], "4S")
    hint = R.hint(pos)
    assert hint.kind == HintKind.MOVE and hint.move == play(18)
    assert str(hint.message) == "Play 5♥: 6♦ can follow it."
    opened = arrange({18: "5H", 19: "TC", 9: "KD"}, {19}, ["KS"], "4S")
    hint = R.hint(opened)
    assert hint.move == play(18) and "uncovers" in str(hint.message)
    nothing = arrange(NO_FIT_ROW, set(), ["KS"], "4S")
    assert R.hint(nothing).kind == HintKind.DRAW and R.hint(nothing).move == DRAW


def test_in_play_lights_the_free_cards_and_the_waste() -> None:
    pos = R.deal(shuffle.shuffled(1))
    assert isinstance(R, InPlay)
    assert R.in_play(pos) == [f"p{k}" for k in range(18, 28)] + ["waste"]
    state = INFO.layout(R, {}).state(pos)
    assert state.lit == frozenset(R.in_play(pos)) and state.covers["p0"] == ("p3", "p4")


PERFT = {1: ("51232421111112212211241131211131313111120", 11)}
"""Legal-move counts along the pinned line, and the peak cards left at its end."""


@pytest.mark.parametrize("number", sorted(PERFT))
def test_perft_pinned_line(number: int) -> None:
    pos = R.deal(shuffle.shuffled(number))
    counts = []
    for i in range(200):
        moves = R.legal_moves(pos)
        counts.append(len(moves))
        if not moves:
            break
        pos = R.apply(pos, moves[(i * 7919) % len(moves)]).position
    assert ("".join(map(str, counts)), bin(pos.mask).count("1")) == PERFT[number]


def perft(rules: TriPeaksRules, pos: WastePosition, depth: int) -> int:
    if depth == 0:
        return 1
    return sum(perft(rules, rules.apply(pos, m).position, depth - 1) for m in rules.legal_moves(pos))


def test_perft_counts_of_deal_1() -> None:
    pos = R.deal(shuffle.shuffled(1))
    assert [perft(R, pos, d) for d in range(1, 7)] == [5, 8, 21, 44, 87, 152]


def test_notation_and_json_round_trip() -> None:
    pos = R.apply(R.deal(shuffle.shuffled(1)), DRAW).position
    assert R.parse_position(R.format_position(pos)) == pos
    assert R.parse_move(pos, R.format_move(pos, play(20))) == play(20) and R.format_move(pos, DRAW) == "d"
    data = R.position_json(pos)
    rows = data["rows"]
    assert isinstance(rows, list) and [len(r) for r in rows] == [3, 6, 9, 10]
    assert rows[0][0].startswith("[") and not rows[3][0].startswith("[")
    assert len(data["stock"]) == 22 and data["options"] == {"wrap": True}  # type: ignore[arg-type]
