"""Pyramid rules (SPEC P-1…P-11, seed 004)."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from paciencia.core import shuffle
from paciencia.core.cards import Card
from paciencia.core.codes import parse as parse_code
from paciencia.core.game import Game
from paciencia.core.games.pyramid.board import PyramidPosition
from paciencia.core.games.pyramid.rules import PyramidRules
from paciencia.core.moves import IllegalMove, Move
from paciencia.core.rules.base import NotationError

R = PyramidRules()
DRAW = Move("stock", "waste")
RECYCLE = Move("waste", "stock")
SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Seed 004, "Exemplo de jogada": bottom row K♠ 6♥ 3♣ 7♦ 10♠ Q♥ 9♣, stock top A♦.
EXAMPLE = """\
pyramid:
            AS
          2D  8S
        AC  2H  QD
      5D  TC  TD  KD
    3D  8C  7C  2C  8H
  6D  KC  9S  7H  3S  9H
KS  6H  3C  7D  TS  QH  9C
stock: AD JS 2S 9D 6S 5S 4S 5C QS 6C QC JC 7S 4D AH TH JD 4H JH KH 8D 4C 5H 3H
waste:
discard:
pass: 1"""


def cid(text: str) -> int:
    return Card.parse(text).id


def pile_of(pos: PyramidPosition, text: str) -> str:
    return f"p{pos.pyramid.index(cid(text))}"


def texts(cards: tuple[int, ...]) -> list[str]:
    return [str(Card.from_id(c)) for c in cards]


def play(pos: PyramidPosition, *moves: Move) -> PyramidPosition:
    for m in moves:
        pos = R.apply(pos, m).position
    return pos


def position(rows: list[str], stock: str = "", waste: str = "", discard: str = "", pass_number: int = 1,
             fill: str = "stock") -> PyramidPosition:
    """A position from its pyramid rows (apex first); the cards not named go to
    the end of the stock, under the named waste, or to the discard (``fill``)."""
    named = {cid(t) for t in " ".join(rows + [stock, waste, discard]).replace("--", "").split()}
    rest = " ".join(str(Card.from_id(c)) for c in range(52) if c not in named)
    if fill == "stock":
        stock = f"{stock} {rest}"
    elif fill == "waste":
        waste = f"{rest} {waste}"
    else:
        discard = f"{discard} {rest}"
    piles = [f"{name}: {' '.join(cards.split())}".strip()
             for name, cards in (("stock", stock), ("waste", waste), ("discard", discard))]
    text = "\n".join(["pyramid:", *rows, *piles, f"pass: {pass_number}"])
    return R.parse_position(text)


# -- P-1: the deal ------------------------------------------------------------------


def test_deal_layout_rows_from_the_apex_and_stock_order_p1() -> None:
    order = shuffle.shuffled(77)
    pos = R.deal(order)
    assert pos.pyramid == tuple(order[:28])
    assert pos.stock == tuple(order[28:]) and len(pos.stock) == 24
    assert pos.waste == () and pos.discard == () and pos.pass_number == 1
    # Only the bottom row (p21…p27) is in play at the start (P-3).
    assert R.in_play(pos) == [f"p{k}" for k in range(21, 28)]
    # Card (r, i) = p<r(r+1)/2+i> is covered by (r+1, i) and (r+1, i+1).
    assert R.covered_by(pos, "p4") == ("p7", "p8")
    assert R.covered_by(pos, "p0") == ("p1", "p2")
    assert R.covered_by(pos, "p27") == ()
    # order[28] is turned first.
    assert play(pos, DRAW).waste == (order[28],)
    assert R.game_id == "pyramid" and not R.has_score and R.time_bonus_base == 0


def test_deal_refuses_a_wrong_deck() -> None:
    with pytest.raises(ValueError):
        R.deal(list(range(51)))


# -- seed 004 worked example (P-3, P-4, P-5) ---------------------------------------


def test_seed_004_worked_example_p3_p4_p5() -> None:
    pos = R.parse_position(EXAMPLE)
    ks, h6, c3, d7, s10, hq, c9 = (pile_of(pos, t) for t in "KS 6H 3C 7D TS QH 9C".split())
    # "Toque em K♠ e ele sai sozinho."
    res = R.apply(pos, Move(ks, "discard"))
    assert res.counted == 1 and res.score == 0
    pos = res.position
    assert texts(pos.discard) == ["KS"]
    # "Toque em 6♥ e só o 7♦ acende; toque nele e os dois saem, liberando a carta de cima."
    assert R.partners(pos, h6) == [d7]
    above = pile_of(pos, "6D")  # (5, 0): covered by K♠ and 6♥
    assert R.covered_by(pos, above) == (h6,) and above not in R.in_play(pos)
    pos = play(pos, Move(h6, d7))
    assert R.covered_by(pos, above) == () and above in R.in_play(pos)
    # "Q♥ com 9♣ é recusado — Q(12) + 9 = 21, precisa dar 13."
    why = R.why_illegal(pos, Move(hq, c9))
    assert why is not None and str(why) == "Q (12) + 9 = 21 — needs 13"
    with pytest.raises(IllegalMove) as e:
        R.apply(pos, Move(hq, c9))
    assert e.value.reason == why
    # "Tire 3♣ com 10♠, vire o monte para pegar o A♦, depois toque em Q♥ e no A♦."
    pos = play(pos, Move(c3, s10), DRAW)
    assert texts(pos.waste) == ["AD"]
    assert R.partners(pos, hq) == ["waste"] and R.partners(pos, "waste") == [hq]
    pos = play(pos, Move(hq, "waste"))
    assert pos.waste == () and hq not in R.in_play(pos)
    assert texts(pos.discard) == ["KS", "6H", "7D", "3C", "TS", "QH", "AD"]
    assert R.locked_cards(pos) == [] and R.lost(pos) is None


def test_sum_message_shows_letters_with_values_and_plain_numbers_p5() -> None:
    pos = R.parse_position(EXAMPLE)
    ks, c3, hq, c9, s10 = (pile_of(pos, t) for t in "KS 3C QH 9C TS".split())
    assert str(R.why_illegal(pos, Move(ks, c3))) == "K (13) + 3 = 16 — needs 13"
    assert str(R.why_illegal(pos, Move(c9, s10))) == "9 + 10 = 19 — needs 13"
    assert str(R.why_illegal(pos, Move(c9, hq))) == "9 + Q (12) = 21 — needs 13"
    pos = play(pos, DRAW)  # A♦ on the waste
    assert str(R.why_illegal(pos, Move("waste", c3))) == "A (1) + 3 = 4 — needs 13"
    why = R.why_illegal(pos, Move(hq, c9))
    assert why is not None and why.msgid == "{first} + {second} = {total} — needs 13"
    assert why.args == {"first": "Q (12)", "second": "9", "total": 21}


def test_both_click_orders_remove_the_same_pair_p5() -> None:
    pos = R.parse_position(EXAMPLE)
    h6, d7 = pile_of(pos, "6H"), pile_of(pos, "7D")
    legal = R.legal_moves(pos)
    assert Move(h6, d7) in legal and Move(d7, h6) in legal
    assert R.key(play(pos, Move(h6, d7))) == R.key(play(pos, Move(d7, h6)))
    assert Move(d7, h6) not in R.removal_moves(pos)  # searches see each pair once


# -- P-4: what is not a pair ----------------------------------------------------------


def test_a_card_never_pairs_with_a_card_that_covers_it_p4() -> None:
    pos = position(["AS", "2D 8S", "AC 2H QD", "5D TC TD KD", "3D 8C 8H 9C 2C",
                    "6D KC 9S 7H 3S 9H", "KS 6H 3C 6C TS QH JC"])
    # 6♣ (6, 3) lies directly on 7♥ (5, 3): 6 + 7 = 13, still refused.
    why = R.why_illegal(pos, Move(pile_of(pos, "6C"), pile_of(pos, "7H")))
    assert str(why) == "6♣ covers 7♥: a card never pairs with a card that covers it."
    # J♣ (6, 6) covers 2♣ (4, 4) through the 9♥: refused the same way, either order.
    for a, b in (("2C", "JC"), ("JC", "2C")):
        why = R.why_illegal(pos, Move(pile_of(pos, a), pile_of(pos, b)))
        assert str(why) == "J♣ covers 2♣: a card never pairs with a card that covers it."


def test_clicking_a_covered_card_names_its_covers_p5() -> None:
    pos = R.parse_position(EXAMPLE)
    kc = pile_of(pos, "KC")
    assert R.covered_by(pos, kc) == (pile_of(pos, "6H"), pile_of(pos, "3C"))
    assert str(R.covered_reason(pos, kc)) == "K♣ is covered by 6♥ and 3♣."
    # A covered King cannot leave either; the reason names what covers it.
    assert str(R.why_illegal(pos, Move(kc, "discard"))) == "K♣ is covered by 6♥ and 3♣."
    pos = play(pos, Move(pile_of(pos, "6H"), pile_of(pos, "7D")))
    assert str(R.covered_reason(pos, kc)) == "K♣ is covered by 3♣."
    assert R.covered_reason(pos, pile_of(pos, "9C")) is None
    # A covered card has no partners to ring, even if the sum would be 13.
    assert R.partners(pos, pile_of(pos, "QD")) == []


def test_stock_cards_never_pair_p4() -> None:
    pos = R.parse_position(EXAMPLE)
    hq = pile_of(pos, "QH")  # the A♦ tops the stock but is not in play
    for move in (Move(hq, "stock"), Move("stock", hq), Move("stock", "discard")):
        assert str(R.why_illegal(pos, move)) == "Stock cards are not in play: turn them to the waste first."
    with pytest.raises(NotationError, match="in the stock"):
        R.parse_move(pos, "QH+AD")


def test_waste_top_never_pairs_with_the_card_just_under_it_p4() -> None:
    rows = ["AS", "2D 8S", "AC 2H QD", "5D TC TD KD", "3D 8C 7C 2C 8H", "6D KC 9S 7H 3S 9H",
            "KS 6H 3C 7D TS QH 9C"]
    pos = position(rows, waste="8D 5H")  # 5♥ on top of 8♦: 5 + 8 = 13
    move = R.parse_move(pos, "5H+8D")
    assert move == Move("waste", "waste")
    assert str(R.why_illegal(pos, move)) == (
        "The waste top does not pair with the card just under it: only the top card is in play."
    )
    assert move not in R.legal_moves(pos)
    pos = play(pos, DRAW)  # a card deeper in the waste is not in play either
    with pytest.raises(NotationError, match="under the waste top"):
        R.parse_move(pos, "8D+5H")


def test_other_refusals_have_reasons_c4() -> None:
    pos = R.parse_position(EXAMPLE)
    h6, d7 = pile_of(pos, "6H"), pile_of(pos, "7D")
    cases = {
        Move(h6, "discard"): "Only a King leaves alone: 6♥ needs a partner that makes 13.",
        Move(h6, h6): "A card cannot pair with itself.",
        Move("discard", h6): "Cards never come back from the discard.",
        Move(h6, "t3"): "There is no place called “t3” in Pyramid.",
        Move(h6, "p28"): "There is no place called “p28” in Pyramid.",
        Move(h6, d7, 2): "Pyramid cards leave one by one or in pairs; a move takes no count.",
        Move("waste", h6): "The waste is empty.",
        RECYCLE: "The waste goes back to the stock only when the stock is empty.",
    }
    for move, text in cases.items():
        assert str(R.why_illegal(pos, move)) == text, move
    pos = play(pos, Move("p21", "discard"))
    assert str(R.why_illegal(pos, Move("p21", "discard"))) == "That card has already been removed."
    assert str(R.why_illegal(pos, Move(h6, "p21"))) == "That card has already been removed."


# -- P-6: stock, passes, recycle order ------------------------------------------------


def test_recycle_keeps_the_order_the_cards_came_out_p6() -> None:
    pos = R.parse_position(EXAMPLE)
    drawn = pos.stock
    for _ in range(24):
        pos = play(pos, DRAW)
    assert pos.stock == () and pos.waste == drawn
    why = R.why_illegal(pos, DRAW)
    assert str(why) == "The stock is empty: turn the waste back over to start a new pass."
    pos = play(pos, Move(pile_of(pos, "TS"), "waste"))  # 10♠ + the last card drawn, 3♥
    res = R.apply(pos, RECYCLE)
    assert res.counted == 1 and res.score == 0
    pos = res.position
    assert pos.pass_number == 2 and pos.waste == ()
    assert pos.stock == drawn[:-1]  # same order as before, without the card that left
    assert R.status(pos) == {
        "pass": 2, "passes": 3, "stock": 23, "stock_left": 23, "waste": 0, "pyramid_left": 27
    }
    assert str(R.stock_label(pos)) == "Pass 2/3 · 23 left"
    assert play(pos, DRAW).waste == (cid("AD"),)


def test_three_passes_in_all_p6() -> None:
    pos = R.parse_position(EXAMPLE)
    assert str(R.stock_label(pos)) == "Pass 1/3 · 24 left"
    passes = []
    while True:
        while pos.stock:
            pos = play(pos, DRAW)
        passes.append(pos.pass_number)
        if R.why_illegal(pos, RECYCLE) is not None:
            break
        pos = play(pos, RECYCLE)
    assert passes == [1, 2, 3]
    assert str(R.why_illegal(pos, RECYCLE)) == (
        "The three passes are spent: the waste cannot be turned back again."
    )
    assert str(R.why_illegal(pos, DRAW)) == "The stock is empty and the three passes are spent."
    assert DRAW not in R.legal_moves(pos) and RECYCLE not in R.legal_moves(pos)


# Nothing in play makes 13: values 2, 6, 3, 4, 5, 1, 3 on the bottom row and a 6 on the waste.
STUCK_ROWS = ["AS", "7D 2D", "AC 7C QD", "5D TC TD KD", "3D 8C JC 2S 8H", "6D KC 9S 6S 3S 9H",
              "2C 6H 3C 4H 5S AH 3H"]


def test_passes_spent_and_nothing_sums_13_is_lost_p9() -> None:
    pos = position(STUCK_ROWS, waste="6C", pass_number=3, fill="waste")
    assert R.legal_moves(pos) == [] and R.locked_cards(pos) == []
    assert str(R.lost(pos)) == "The three passes are spent and nothing sums 13."
    hint = R.hint(pos)
    assert hint.kind == "no_way_out" and hint.move is None and hint.message == R.lost(pos)
    # One pass earlier the same position still has the recycle: not lost.
    earlier = pos._replace(pass_number=2)
    assert R.lost(earlier) is None
    hint = R.hint(earlier)
    assert hint.kind == "draw" and hint.move == RECYCLE
    assert str(hint.message) == "Turn the waste back over to start pass 3 of 3."


# -- P-7: locks -------------------------------------------------------------------------

# 6♠ is (5, 3) = p18; its cone holds 7♣ (4, 2), 7♦ (2, 1), 7♥ (1, 0) and 7♠ (apex).
LOCK_ROWS = ["7S", "7H 2D", "AC 7D QD", "5D TC TD KD", "3D 8C 7C 2C 8H", "6D KC 9S 6S 3S 9H",
             "KS 6H 3C 4S TS QH 9C"]


def test_a_card_whose_partners_all_lie_under_it_is_locked_p7() -> None:
    pos = position(LOCK_ROWS)
    assert R.locked_cards(pos) == [pile_of(pos, "6S")]
    assert str(R.lost(pos)) == "6♠ can never leave: every card that makes 13 with it lies under it."
    assert R.hint(pos).kind == "no_way_out"
    # The 6♥ needs the same 7s, but the 7♣ is not under it: not locked.
    assert pile_of(pos, "6H") not in R.locked_cards(pos)
    assert R.position_json(pos)["locked"] == ["p18"]


def test_a_partner_still_in_the_stock_or_waste_unlocks_p7() -> None:
    rows = [r.replace("7S", "AS") for r in LOCK_ROWS]  # one 7 leaves the cone
    assert R.locked_cards(position(rows, stock="7S")) == []
    assert R.lost(position(rows, stock="7S")) is None
    assert R.locked_cards(position(rows, waste="7S")) == []
    # Once that 7 is in the discard the 6♠ locks: the discard does not count.
    gone = position(rows, discard="7S")
    assert R.locked_cards(gone) == [pile_of(gone, "6S")]


def test_a_king_is_never_locked_p7() -> None:
    # Everything not in the pyramid is discarded, so many cards are locked,
    # but never a King (it needs no partner).
    rows = ["KS", "KH 2D", "AC KC QD", "5D TC TD KD", "3D 8C 7C 2C 8H", "6D 7H 9S 7D 3S 9H",
            "AS 6H 3C 7S TS QH 9C"]
    pos = position(rows, fill="discard")
    locked = R.locked_cards(pos)
    assert len(locked) > 3
    assert all(Card.from_id(pos.pyramid[int(p[1:])]).rank != 13 for p in locked)


# 6♠ (5, 3) covers 7♦ and 7♣; the other 7s are the 7♥ on the bottom row and the 7♠ in the stock.
MISTAKE_ROWS = ["AS", "7D 2D", "AC 7C QD", "5D TC TD KD", "3D 8C JC 2C 8H", "6D KC 9S 6S 3S 9H",
                "KS 6H 3C 7H TS QH 9C"]


def test_first_locking_move_finds_the_mistake_p7() -> None:
    pos = position(MISTAKE_ROWS, stock="7S")
    line = [pos]
    for step in ("6H+7H", "d", "KS", "6D+7S", "3C+TS"):
        pos = play(pos, R.parse_move(pos, step))
        line.append(pos)
    assert [bool(R.locked_cards(p)) for p in line] == [False, False, False, False, True, True]
    assert R.locked_cards(line[4]) == ["p18"]
    assert R.first_locking_move(line) == 3  # the 6♦ + 7♠ pair: go back to line[3]
    assert R.first_locking_move(line[:4]) is None
    assert R.first_locking_move(line[4:]) is None  # locked from its first position


def test_a_dealt_lock_has_no_mistake_to_go_back_to_p7() -> None:
    # Deal 8: the 2♠ on the bottom row covers all four Jacks.
    game = Game(parse_code("paciencia://pyramid/8?level=random"))
    assert game.rules.locked_cards(game.position) == ["p23"]
    assert game.mistake_index() is None
    assert str(game.lost()) == "2♠ can never leave: every card that makes 13 with it lies under it."


# -- P-9: win ---------------------------------------------------------------------------


def test_win_is_the_28_pyramid_cards_removed_stock_may_keep_cards_p9() -> None:
    pos = position(["QH", "2D JD", "AC QC 5S", "3C TC 6C 7C", "KS 9C 4C 8C 5C", "KD TD 3D 9D 4D KH",
                    "QS AS 8D 5D 6D 7D KC"], stock="8S AH")
    for step in ("KC", "6D+7D", "8D+5D", "QS+AS", "KD", "TD+3D", "9D+4D", "KH", "KS", "9C+4C",
                 "8C+5C", "3C+TC", "6C+7C", "AC+QC", "d", "5S+8S", "JD+2D", "d", "QH+AH"):
        assert R.lost(pos) is None and not R.is_won(pos)
        pos = play(pos, R.parse_move(pos, step))
    assert R.is_won(pos) and len(pos.stock) == 22 and len(pos.discard) == 30
    assert R.lost(pos) is None and R.locked_cards(pos) == [] and R.legal_moves(pos) == [DRAW]


# -- P-6: hint --------------------------------------------------------------------------


def test_hint_prefers_the_pair_that_frees_a_card_p6() -> None:
    pos = R.parse_position(EXAMPLE)
    pos = play(pos, Move(pile_of(pos, "KS"), "discard"))
    # 6♥ + 7♦ frees the 6♦ above; 3♣ + 10♠ frees nothing yet.
    hint = R.hint(pos)
    assert hint.kind == "move" and hint.move == Move(pile_of(pos, "6H"), pile_of(pos, "7D"))
    assert str(hint.message) == "Remove 6♥ and 7♦: they make 13."
    pos = play(pos, hint.move)
    # Now 3♣ + 10♠ frees two cards (9♠ and 7♥).
    assert R.hint(pos).move == Move(pile_of(pos, "3C"), pile_of(pos, "TS"))


def test_hint_names_a_king_alone_p6() -> None:
    pos = position(["AS", "2D 8S", "AC 2H QD", "5D TC TD 2S", "3D 8C 7C 2C 8H", "6D KC 9S 7H 3S 9H",
                    "KS 6H 3C 4H 5S AH 3H"])
    hint = R.hint(pos)
    assert hint.move == Move("p21", "discard") and str(hint.message) == "Remove K♠: a King leaves alone."


def test_hint_avoids_a_pair_that_locks_p6_p7() -> None:
    pos = position(MISTAKE_ROWS, stock="7S")
    for step in ("6H+7H", "d", "KS", "3C+TS", "KC"):
        pos = play(pos, R.parse_move(pos, step))
    # The 7♠ on the waste pairs with the 6♦ (which would free the 3♦) or with
    # the 6♠ (which frees nothing); the 6♦ pair would lock the 6♠, so the hint
    # takes the 6♠.
    d6 = Move(pile_of(pos, "6D"), "waste")
    assert d6 in R.removal_moves(pos) and R.locked_cards(play(pos, d6)) == ["p18"]
    assert R.hint(pos).move == Move(pile_of(pos, "6S"), "waste")


def test_hint_turns_the_stock_when_the_only_pair_locks_p6_p7() -> None:
    pos = position(STUCK_ROWS, waste="7S", discard="7H 6C")
    # 6♥ + 7♠ is the only pair, and it would leave the 6♠ with only the 7s under it.
    assert R.removal_moves(pos) == [Move(pile_of(pos, "6H"), "waste")]
    assert R.locked_cards(play(pos, R.removal_moves(pos)[0])) == ["p18"]
    hint = R.hint(pos)
    assert hint.kind == "draw" and hint.move == DRAW and str(hint.message) == "Turn the stock."


# -- notation -----------------------------------------------------------------------------


def test_position_text_round_trips() -> None:
    pos = R.parse_position(EXAMPLE)
    assert R.format_position(pos) == EXAMPLE
    for step in ("KS", "6H+7D", "d", "QH+AD", "d"):
        pos = play(pos, R.parse_move(pos, step))
    text = R.format_position(pos)
    assert text.splitlines()[7] == "--  --  3C  --  TS  --  9C"
    assert "waste: JS" in text and "discard: KS 6H 7D QH AD" in text
    assert R.parse_position(text) == pos and R.format_position(R.parse_position(text)) == text


def test_moves_are_written_as_players_read_them() -> None:
    pos = R.parse_position(EXAMPLE)
    assert R.format_move(pos, DRAW) == "d"
    assert R.format_move(pos, Move(pile_of(pos, "KS"), "discard")) == "KS"
    assert R.format_move(pos, Move(pile_of(pos, "6H"), pile_of(pos, "7D"))) == "6H+7D"
    assert R.parse_move(pos, " 6♥+7♦ ") == Move(pile_of(pos, "6H"), pile_of(pos, "7D"))
    assert R.parse_move(pos, "10s+3c") == Move(pile_of(pos, "TS"), pile_of(pos, "3C"))
    assert R.parse_move(pos, "D") == DRAW and R.parse_move(pos, "r") == RECYCLE
    pos = play(pos, DRAW)
    assert R.format_move(pos, Move(pile_of(pos, "QH"), "waste")) == "QH+AD"


@pytest.mark.parametrize("text", ["ZZ", "6H+", "6H+6H", "6H+7D+KS", "", "x", "AD", "QH+QQ"])
def test_unreadable_moves_raise_notation_errors(text: str) -> None:
    with pytest.raises(NotationError):
        R.parse_move(R.parse_position(EXAMPLE), text)


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("pass: 1", "pass: 4", "pass must be 1 to 3"),
        ("          2D  8S", "          2D", "row 2 needs 2 cards"),
        ("stock: AD", "stock: AS", "AS appears twice"),
        ("stock: AD ", "stock: ", "missing: AD"),
        ("            AS\n", "            --\n", "p0 is removed but p1"),
        ("discard:", "talon:", "expected one of"),
        ("pyramid:", "pyramids:", "starts with"),
        ("KS  6H", "KS  XX", "not a card"),
    ],
)
def test_bad_position_text_is_refused_with_what_is_wrong(old: str, new: str, message: str) -> None:
    text = EXAMPLE.replace(old, new, 1)
    assert text != EXAMPLE
    if old.strip() == "AS":
        text = text.replace("discard:", "discard: AS")
    with pytest.raises(NotationError, match=message):
        R.parse_position(text)


def test_position_json_for_paciencia_deal() -> None:
    pos = play(R.parse_position(EXAMPLE), Move("p21", "discard"), DRAW)
    data = R.position_json(pos)
    assert json.loads(json.dumps(data)) == data
    assert data["pyramid"][0] == ["AS"] and data["pyramid"][6][0] is None
    assert data["stock"][:2] == ["[JS]", "[2S]"] and len(data["stock"]) == 23
    assert data["waste"] == ["AD"] and data["discard"] == ["KS"]
    assert (data["pass"], data["passes"]) == (1, 3)
    assert data["in_play"] == ["p22", "p23", "p24", "p25", "p26", "p27", "waste"]


# -- properties (C-3, C-4) ---------------------------------------------------------------

PILES = [f"p{k}" for k in range(30)] + ["stock", "waste", "discard", "t0", "f1"]


def _deal(number: int) -> PyramidPosition:
    return R.deal(shuffle.shuffled(number))


def _check_counters(before: PyramidPosition, move: Move, after: PyramidPosition) -> None:
    assert len(after.stock) + len(after.waste) + len(after.discard) + bin(after.mask).count("1") == 52
    assert all((c >= 0) == bool(after.mask >> k & 1) for k, c in enumerate(after.pyramid))
    assert before.pass_number <= after.pass_number <= 3
    removed = len(after.discard) - len(before.discard)
    if move in (DRAW, RECYCLE):
        assert removed == 0
    else:
        assert removed == (1 if move.dst == "discard" else 2)
        assert sum(Card.from_id(c).rank for c in after.discard[-removed:]) == 13


@SETTINGS
@given(number=st.integers(1, 10**6), picks=st.lists(st.integers(0, 10**6), max_size=120))
def test_random_legal_play_keeps_every_card_once_and_counters_consistent(
    number: int, picks: list[int]
) -> None:
    pos = _deal(number)
    start = Counter(R.cards(pos))
    for p in picks:
        moves = R.legal_moves(pos)
        if not moves:
            assert R.lost(pos) is not None or R.is_won(pos)
            break
        move = moves[p % len(moves)]
        assert R.why_illegal(pos, move) is None
        res = R.apply(pos, move)
        assert res.counted == 1 and res.score == 0
        _check_counters(pos, move, res.position)
        # Notation round trips for the move and the position.
        assert R.parse_move(pos, R.format_move(pos, move)) == move
        pos = res.position
        assert Counter(R.cards(pos)) == start
        assert R.parse_position(R.format_position(pos)) == pos


@SETTINGS
@given(
    number=st.integers(1, 10**6),
    picks=st.lists(st.integers(0, 10**6), max_size=60),
    tries=st.lists(st.tuples(st.sampled_from(PILES), st.sampled_from(PILES), st.integers(0, 2)),
                   min_size=1, max_size=40),
)
def test_random_moves_are_legal_or_refused_with_a_reason(
    number: int, picks: list[int], tries: list[tuple[str, str, int]]
) -> None:
    pos = _deal(number)
    for p in picks:
        moves = R.legal_moves(pos)
        if not moves:
            break
        pos = R.apply_unchecked(pos, moves[p % len(moves)]).position
    legal = R.legal_moves(pos)
    assert len(set(legal)) == len(legal)
    for src, dst, count in tries:
        move = Move(src, dst, count)
        why = R.why_illegal(pos, move)
        assert (why is None) == (move in legal), move
        if why is None:
            continue
        assert str(why).strip()
        with pytest.raises(IllegalMove) as e:
            R.apply(pos, move)
        assert e.value.reason == why
    for move in legal:
        assert R.why_illegal(pos, move) is None
    # The hint is a legal move or a draw; "no way out" exactly when lost (P-6, P-9).
    hint = R.hint(pos)
    assert (hint.kind == "no_way_out") == (R.lost(pos) is not None)
    if hint.move is not None:
        assert hint.move in legal


PERFT = {
    1: ("51331331131311111311211131131121211313111113131111113111113111111310", 12),
    2: ("511311334212321111311351211335111113533221211211313311313113111151312111120", 2),
}


@pytest.mark.parametrize("number", sorted(PERFT))
def test_perft_pinned_line(number: int) -> None:
    """Regression: from a fixed deal, always play legal_moves[(i * 7919) % len] until
    no move is left; the legal-move counts along the line and the cards left in
    the pyramid are pinned."""
    pos = _deal(number)
    counts = []
    for i in range(200):
        moves = R.legal_moves(pos)
        counts.append(len(moves))
        if not moves:
            break
        pos = R.apply(pos, moves[(i * 7919) % len(moves)]).position
    assert ("".join(map(str, counts)), bin(pos.mask).count("1")) == PERFT[number]
    assert str(R.lost(pos)) == "The three passes are spent and nothing sums 13."
