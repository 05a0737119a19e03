"""Klondike rules (SPEC K-1…K-13, C-9, C-11): outcomes a player would notice."""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from paciencia.core.cards import Card, id_text, parse_id
from paciencia.core.games.klondike import position as kl
from paciencia.core.games.klondike.position import KlondikePosition
from paciencia.core.games.klondike.rules import KlondikeRules
from paciencia.core.moves import IllegalMove, Move
from paciencia.core.rules.base import NotationError
from paciencia.core.shuffle import shuffled

R1 = KlondikeRules(draw=1)
R3 = KlondikeRules(draw=3)
ONE_PASS = KlondikeRules(draw=1, pass_limit=1)
ONE_PASS3 = KlondikeRules(draw=3, pass_limit=1)


def make(text: str, fill: str = "t7", rules: KlondikeRules = R1) -> KlondikePosition:
    """A position from its text form; every card not named is added face down at
    the bottom of column ``fill`` (or at the bottom of the waste, or last in the stock).
    If that column names no card, the highest missing card becomes its face-up card."""
    lines = {k.strip(): v.strip() for k, _, v in (ln.partition(":") for ln in text.strip().splitlines())}
    used: set[int] = set()
    for key, value in lines.items():
        for tok in value.replace("[", " ").replace("]", " ").split():
            if tok in ("0", "-") or key == "pass":
                continue
            cid = parse_id(tok)
            if key == "foundations":
                used.update(range(cid - Card.from_id(cid).rank + 1, cid + 1))
            else:
                used.add(cid)
    missing = " ".join(id_text(c) for c in range(52) if c not in used)
    if missing:
        value = lines.get(fill, "")
        if fill == "waste":
            lines[fill] = f"{missing} {value}"
        elif fill == "stock":
            lines[fill] = f"{value} {missing}"
        elif not value:
            *hidden, shown = missing.split()
            lines[fill] = f"[{' '.join(hidden)}] {shown}" if hidden else shown
        elif value.startswith("["):
            lines[fill] = f"[{missing} {value[1:]}"
        else:
            lines[fill] = f"[{missing}] {value}"
    return rules.parse_position("\n".join(f"{k}: {v}" for k, v in lines.items()))


def mv(pos: KlondikePosition, text: str) -> Move:
    return R1.parse_move(pos, text)


def play(rules: KlondikeRules, pos: KlondikePosition, *texts: str) -> KlondikePosition:
    for t in texts:
        pos = rules.apply(pos, rules.parse_move(pos, t)).position
    return pos


def why(rules: KlondikeRules, pos: KlondikePosition, move: Move) -> str:
    reason = rules.why_illegal(pos, move)
    assert reason is not None, f"{move} should be refused"
    with pytest.raises(IllegalMove):
        rules.apply(pos, move)
    return str(reason)


# A quiet base: no card fits anywhere, stock and waste empty (used with ONE_PASS,
# so no recycling either): K-11 finds nothing. Each test changes one thing.
BASE = {
    "t1": "5H", "t2": "9C", "t3": "JD", "t4": "3S", "t5": "7D", "t6": "2C", "t7": "9H",
    "foundations": "0 0 0 0", "stock": "", "waste": "",
}


def base(fill: str = "t7", rules: KlondikeRules = ONE_PASS, **changes: str) -> KlondikePosition:
    lines = BASE | changes
    return make("\n".join(f"{k}: {v}" for k, v in lines.items()), fill, rules)


# -- K-1 the deal --------------------------------------------------------------
def test_k1_deal_layout_rows_and_stock_order() -> None:
    order = shuffled(42)
    pos = R1.deal(order)
    assert [len(c) for c in pos.tableau] == [1, 2, 3, 4, 5, 6, 7]
    assert pos.down == (0, 1, 2, 3, 4, 5, 6)
    assert pos.tableau[0] == (order[0],)
    assert pos.tableau[1] == (order[1], order[7])  # row 1 starts on column 2
    assert pos.tableau[6] == (order[6], order[12], order[17], order[21], order[24], order[26], order[27])
    assert len(pos.stock) == 24 and pos.waste == () and pos.foundations == (0, 0, 0, 0)
    drawn = R1.apply(pos, kl.DRAW).position
    assert drawn.waste == (order[28],)
    assert sorted(R1.cards(pos)) == list(range(52))


def test_k1_deal_refuses_a_bad_order() -> None:
    with pytest.raises(ValueError):
        R1.deal(list(range(51)) + [0])


def test_options_are_checked_and_set_the_time_bonus_c9() -> None:
    with pytest.raises(ValueError):
        KlondikeRules(draw=2)
    with pytest.raises(ValueError):
        KlondikeRules(pass_limit=100)
    assert R1.time_bonus_base == 700 and R3.time_bonus_base == 1400
    assert R1.time_bonus(100) == 500 and R3.time_bonus(100.9) == 1200 and R1.time_bonus(400) == 0


# -- K-2 drawing -----------------------------------------------------------------
def test_k2_draw_one_turns_one_card_counted_once() -> None:
    pos = make("stock: 4C 8D KS\nt1: 5H")
    res = R1.apply(pos, kl.DRAW)
    assert res.position.waste[-1] == parse_id("4C") and len(res.position.waste) == 1
    assert (res.score, res.counted) == (0, 1)


def test_k2_draw_three_puts_the_third_on_top() -> None:
    pos = make("stock: 4C 8D KS QH\nt1: 5H", rules=R3)
    after = R3.apply(pos, kl.DRAW).position
    assert [id_text(c) for c in after.waste] == ["4C", "8D", "KS"]
    assert [id_text(c) for c in after.stock[::-1]] == ["QH"]


def test_k2_draw_three_with_fewer_left_turns_those() -> None:
    pos = make("stock: 4C 8D\nt1: 5H", rules=R3)
    after = R3.apply(pos, kl.DRAW).position
    assert [id_text(c) for c in after.waste] == ["4C", "8D"] and after.stock == ()


def test_k2_draw_three_only_the_top_waste_card_plays_then_the_next() -> None:
    pos = make("stock: 8S 4D QC\nt1: 9H\nt2: KD\nt3: 5C", rules=R3)
    pos = R3.apply(pos, kl.DRAW).position  # waste 8S 4D QC, QC on top
    assert "Only the top card of the waste" in why(R3, pos, Move("waste", "t0", 3))
    assert Move("waste", "t0") not in R3.legal_moves(pos)  # QC does not fit 9H
    pos = play(R3, pos, "w2")  # QC onto KD
    assert Move("waste", "t2") in R3.legal_moves(pos)  # now 4D is on top and plays
    pos = play(R3, pos, "w3")
    assert Move("waste", "t0") in R3.legal_moves(pos)  # 8S is next, onto 9H


# -- K-3 recycling ------------------------------------------------------------------
def _drawn_sequence(rules: KlondikeRules, pos: KlondikePosition) -> tuple[list[str], KlondikePosition]:
    seen = []
    while pos.stock:
        pos = rules.apply(pos, kl.DRAW).position
        seen.append(id_text(pos.waste[-1]))
    return seen, pos


@pytest.mark.parametrize("rules", [R1, R3], ids=["draw1", "draw3"])
def test_k3_recycle_keeps_the_order_over_several_passes(rules: KlondikeRules) -> None:
    pos = rules.deal(shuffled(7))
    first, pos = _drawn_sequence(rules, pos)
    first_waste = pos.waste
    for expected_pass in (2, 3, 4):
        res = rules.apply(pos, kl.RECYCLE)
        pos = res.position
        assert pos.waste == () and len(pos.stock) == 24  # no card turned
        assert pos.pass_no == expected_pass and rules.status(pos)["pass"] == expected_pass
        again, pos = _drawn_sequence(rules, pos)
        assert again == first and pos.waste == first_waste


def test_k3_c9_recycle_scores_minus_100_in_draw1_and_0_in_draw3_counted_once() -> None:
    pos = make("waste: 4C 8D\nt1: 5H")
    res = R1.apply(pos, kl.RECYCLE)
    # The raw delta: the history, not the rules, keeps the score at zero or more.
    assert (res.score, res.counted) == (-100, 1)
    assert [id_text(c) for c in res.position.stock[::-1]] == ["4C", "8D"]
    assert R3.apply(make("waste: 4C 8D\nt1: 5H", rules=R3), kl.RECYCLE).score == 0


def test_k3_recycle_only_with_an_empty_stock() -> None:
    pos = make("stock: QD\nwaste: 4C\nt1: 5H")
    assert "only when the stock is empty" in why(R1, pos, kl.RECYCLE)
    assert "stock is empty" in why(R1, make("waste: 4C\nt1: 5H"), kl.DRAW)
    assert "nothing to turn over" in why(R1, make("t1: 5H"), kl.RECYCLE)


def test_k3_pass_limit_one_allows_no_recycling() -> None:
    pos = make("waste: 4C 8D\nt1: 5H", rules=ONE_PASS)
    assert kl.RECYCLE not in ONE_PASS.legal_moves(pos)
    assert why(ONE_PASS, pos, kl.RECYCLE) == "No more passes: the pass limit is 1."


def test_k3_pass_limit_three_allows_two_recycles() -> None:
    rules = KlondikeRules(draw=3, pass_limit=3)
    pos = make("waste: 4C 8D\nt1: 5H", rules=rules)
    for _ in range(2):
        pos = play(rules, pos, "r", "d")
    assert pos.pass_no == 3 and rules.status(pos) == {"pass": 3, "pass_limit": 3, "stock": 0, "waste": 2}
    assert kl.RECYCLE not in rules.legal_moves(pos)
    assert "pass limit is 3" in why(rules, pos, kl.RECYCLE)


# -- K-4 to a column ------------------------------------------------------------------
def test_k4_descending_alternating_and_the_refusal_names_what_fits() -> None:
    pos = make("waste: 9D\nt1: TS\nt2: TH")
    assert R1.why_illegal(pos, mv(pos, "w1")) is None
    assert why(R1, pos, mv(pos, "w2")) == "10♥ takes only 9♣ or 9♠, not 9♦."  # the destination speaks (issue 25)
    assert why(R1, make("waste: 9D\nt1: AS"), Move("waste", "t0")) == "No card can go on A♠."


def test_k4_only_a_king_enters_an_empty_column_alone_or_with_its_run() -> None:
    pos = make("waste: QD\nt1: [4C] KH QS JH\nt2: 5S 4H\nt3:")
    assert why(R1, pos, Move("waste", "t2")) == "Only a King can go to an empty column."
    assert why(R1, pos, Move("t1", "t2", 2)) == "Only a King can go to an empty column."
    assert why(R1, pos, Move("t0", "t2", 4)) == "Face-down cards cannot move."
    moved = R1.apply(pos, mv(pos, "13"))  # the whole run from its King
    assert [id_text(c) for c in moved.position.tableau[2]] == ["KH", "QS", "JH"]
    assert moved.score == 5 and moved.events[0].kind == "flip"


def test_k4_the_whole_run_moves_when_its_base_fits() -> None:
    pos = make("t1: [4C] 9S 8H 7C 6D\nt2: 8C\nt3: TH")
    # 8C needs a red 7 and the run's 7 is black: nothing fits, and the refusal
    # names the group's highest card.
    assert why(R1, pos, mv(pos, "12")) == "8♣ takes only 7♦ or 7♥, not 9♠."
    res = R1.apply(pos, mv(pos, "13"))  # the whole run from 9S onto 10H
    assert res.position.tableau[0] == (parse_id("4C"),) and res.score == 5


def test_k4_partial_run_moves_and_face_down_never_moves() -> None:
    pos = make("t1: [4C] 9S 8H 7C 6D\nt2: 8D\nt3: 9C")
    assert mv(pos, "12") == Move("t0", "t1", 2)  # 7C 6D onto 8D
    assert mv(pos, "13") == Move("t0", "t2", 3)  # 8H 7C 6D onto 9C
    res = R1.apply(pos, mv(pos, "12"))
    assert res.score == 0 and res.counted == 1 and res.events == ()
    assert [id_text(c) for c in res.position.tableau[1]] == ["8D", "7C", "6D"]
    assert why(R1, pos, Move("t0", "t1", 5)) == "Face-down cards cannot move."
    assert why(R1, pos, Move("t0", "t1", 9)) == "Column 1 has only 5 cards."
    assert "Column 4 is empty" in why(R1, make("t1: 5H\nt4:"), Move("t3", "t0"))


def test_k4_a_group_that_is_not_in_sequence_does_not_move() -> None:
    pos = make("t1: 9S 5D 4C\nt2: TH")
    assert why(R1, pos, Move("t0", "t1", 3)) == "5♦ is not in sequence on 9♠, so they cannot move together."


# -- K-5 to a foundation ---------------------------------------------------------------
def test_k5_ace_first_then_same_suit_one_by_one_plus_10() -> None:
    pos = make("waste: 2H\nt1: AH\nt2: 3H\nfoundations: 0 0 0 0")
    assert why(R1, pos, Move("waste", "f2")) == (
        "2♥ cannot go up yet: the next card for that foundation is A♥."
    )
    res = R1.apply(pos, mv(pos, "1h"))
    assert (res.score, res.counted, res.position.foundations) == (10, 1, (0, 0, 1, 0))
    res = R1.apply(res.position, mv(res.position, "wh"))
    assert res.score == 10 and res.position.foundations[2] == 2
    assert why(R1, res.position, Move("t1", "f0")) == "3♥ goes on the foundation of its own suit."


def test_k5_only_the_last_card_of_a_column_goes_up() -> None:
    pos = make("t1: AD KS\nt2: 9S 8H\nfoundations: 0 0 7H 0")
    assert why(R1, pos, Move("t1", "f2", 2)) == "Only one card at a time goes to a foundation."
    assert Move("t1", "f2") in R1.legal_moves(pos)
    assert why(R1, pos, Move("t0", "f2", 2)) == "K♠ is not in sequence on A♦, so they cannot move together."


# -- K-6 from a foundation ---------------------------------------------------------------
def test_k6_foundation_card_back_to_a_column_costs_15() -> None:
    pos = make("foundations: 0 0 8H 0\nt1: 9C\nt2: 9D")
    res = R1.apply(pos, mv(pos, "fH1"))
    assert res.score == -15 and res.counted == 1
    assert res.position.foundations[2] == 7 and id_text(res.position.tableau[0][-1]) == "8H"
    assert why(R1, pos, mv(pos, "fh2")) == "9♦ takes only 8♣ or 8♠, not 8♥."
    assert why(R1, pos, Move("f0", "t0")) == "That foundation is empty."
    assert "only go back to a column" in why(R1, pos, Move("f2", "f3"))
    kings = make("foundations: 0 0 KH 0\nt1: 9C\nt2:")
    assert Move("f2", "t1") in R1.legal_moves(kings)


# -- K-7 flips -------------------------------------------------------------------------
def test_k7_uncovered_card_turns_at_once_plus_5_and_not_a_move() -> None:
    pos = make("t1: [QD 7S] AH\nt2: 5C")
    res = R1.apply(pos, mv(pos, "1h"))
    assert res.score == 15 and res.counted == 1  # +10 up, +5 the turn, one move
    assert [e.kind for e in res.events] == ["flip"] and res.events[0].cards == (parse_id("7S"),)
    assert res.position.down[0] == 1


# -- K-8 Auto and auto-finish --------------------------------------------------------------
def test_k8_six_of_hearts_goes_up_only_if_clubs_and_spades_are_at_5() -> None:
    not_yet = make("foundations: 5C 0 5H 4S\nt1: 6H\nt2: KD")
    assert R1.auto_moves(not_yet) == []  # Auto refused...
    assert str(R1.auto_refusal_reason()) == "No card can go up safely."
    assert Move("t0", "f2") in R1.legal_moves(not_yet)  # ...but the hand may move it
    ready = make("foundations: 5C 0 5H 5S\nt1: 6H\nt2: KD")
    assert R1.auto_moves(ready) == [Move("t0", "f2")]


def test_k8_auto_scans_columns_left_to_right_then_waste_and_repeats() -> None:
    pos = make("waste: AD\nt1: [9S] 2C\nt2: AC\nt3: 3D\nt4: 2D\nfoundations: 0 0 2H 0")
    moves = R1.auto_moves(pos)
    texts = []
    for m in moves:
        texts.append(R1.format_move(pos, m))
        res = R1.apply(pos, m)
        assert res.counted == 1 and res.score in (10, 15)
        pos = res.position
    # 2C waits for AC (column 2), AD (waste) comes after the columns; 3D stays:
    # it needs both black foundations at 2 or more.
    assert texts == ["2h", "1h", "wh", "4h"]


def test_k8_auto_finish_when_all_face_up_stock_empty_at_most_one_waste() -> None:
    text = "foundations: QC QD 9H QS\nwaste: KD\nt1: KS\nt2: KC QH\nt3: KH\nt4: JH\nt5: TH"
    pos = R1.parse_position(text)
    moves = R1.automatic_moves(pos)
    for m in moves:
        pos = R1.apply(pos, m).position
    assert R1.is_won(pos) and len(moves) == 7
    assert KlondikeRules(auto_finish=False).automatic_moves(R1.parse_position(text)) == []
    two_in_waste = text.replace("waste: KD", "waste: KD KH").replace("t3: KH", "t3:")
    assert R1.automatic_moves(R1.parse_position(two_in_waste)) == []
    hidden = text.replace("waste: KD", "waste:").replace("t1: KS", "t1: [KS] KD")
    assert R1.automatic_moves(R1.parse_position(hidden)) == []
    in_stock = text.replace("waste: KD", "stock: KD")
    assert R1.automatic_moves(R1.parse_position(in_stock)) == []


# -- K-9 moves counted -------------------------------------------------------------------
def test_k9_every_move_counts_one_and_the_turn_counts_zero() -> None:
    pos = R1.deal(shuffled(3))
    for _ in range(60):
        m = R1.legal_moves(pos)[0]
        res = R1.apply(pos, m)
        assert res.counted == 1
        pos = res.position


# -- K-12 win ---------------------------------------------------------------------------------
def test_k12_won_only_with_all_52_on_the_foundations() -> None:
    pos = R1.parse_position("foundations: QC KD KH KS\nt1: KC")
    assert not R1.is_won(pos)
    won = R1.apply(pos, mv(pos, "1h")).position
    assert R1.is_won(won) and R1.hint(won).kind == "no_progress"
    assert not R1.no_moves_warning(won)


# -- K-11 the no-moves warning: one test per item, each with its control -----------------
def test_k11_base_position_warns() -> None:
    assert ONE_PASS.no_moves_warning(base())
    assert ONE_PASS.hint(base()).kind == "no_way_out"
    assert str(ONE_PASS.hint(base()).message) == str(ONE_PASS.no_moves_reason())


def test_k11_item1_a_card_can_go_to_a_foundation() -> None:
    assert not ONE_PASS.no_moves_warning(base(t1="AH"))
    assert not ONE_PASS.no_moves_warning(base(waste="AD"))


def test_k11_item2_whole_sequence_uncovering_a_face_down_card() -> None:
    assert not ONE_PASS.no_moves_warning(base(t1="[QD] 8C"))
    # Same move with nothing under it uncovers nothing (and no King waits).
    assert ONE_PASS.no_moves_warning(base(t1="8C"))


def test_k11_item3_waste_top_fits_a_column() -> None:
    assert not ONE_PASS.no_moves_warning(base(waste="8S"))
    assert ONE_PASS.no_moves_warning(base(waste="4D"))


@pytest.mark.parametrize(
    "where", [{"stock": "KD"}, {"waste": "KD 4D"}, {"t3": "[QC] KD"}], ids=["stock", "waste", "face-up"]
)
def test_k11_item4_emptying_a_column_with_a_king_waiting(where: dict[str, Any]) -> None:
    assert not ONE_PASS.no_moves_warning(base(t1="8C", **where))


def test_k11_item4_no_king_waiting_no_progress() -> None:
    assert ONE_PASS.no_moves_warning(base(t1="8C", stock="QD"))
    # A King already at the base of its column does not wait for a place.
    assert ONE_PASS.no_moves_warning(base(t1="8C", t3="KD"))


def test_k11_moving_a_base_king_to_another_empty_column_is_not_progress() -> None:
    pos = base(t1="", t3="KD", waste="KC 4D")  # even with a King waiting in the waste
    assert Move("t2", "t0") in ONE_PASS.legal_moves(pos)
    assert ONE_PASS.no_moves_warning(pos)
    assert ONE_PASS.hint(pos).kind == "no_way_out"


def test_k11_item5_partial_sequence_freeing_a_foundation_card() -> None:
    pos = base(foundations="0 0 4H 0", t1="[QD] 6S 5H 4C", t5="5D")
    assert not ONE_PASS.no_moves_warning(pos)
    # The same partial move when 5H cannot go up frees nothing: not counted.
    assert ONE_PASS.no_moves_warning(base(foundations="0 0 3H 0", t1="[QD] 6S 5H 4C", t5="5D"))


def test_k11_foundation_to_column_is_not_counted() -> None:
    pos = base(foundations="0 8D 0 0", t5="7S")  # 8D could go back on 9C
    assert Move("f1", "t1") in ONE_PASS.legal_moves(pos)
    assert ONE_PASS.no_moves_warning(pos)


def test_k11_item6_drawing_helps_draw1() -> None:
    assert not ONE_PASS.no_moves_warning(base(stock="QD 8S"))
    assert ONE_PASS.no_moves_warning(base(stock="QD 4D"))


def test_k11_item6_a_king_from_the_stock_fits_an_empty_column() -> None:
    assert not ONE_PASS.no_moves_warning(base(t1="", stock="KC"))
    assert ONE_PASS.no_moves_warning(base(t1="", stock="QC"))


def test_k11_item6_draw3_only_group_tops_reach_the_waste_top() -> None:
    assert ONE_PASS3.no_moves_warning(base(rules=ONE_PASS3, stock="8S QD 4D"))
    assert not ONE_PASS3.no_moves_warning(base(rules=ONE_PASS3, stock="QD 4D 8S"))
    # Fewer than three left at the end: the last card drawn is a top.
    assert not ONE_PASS3.no_moves_warning(base(rules=ONE_PASS3, stock="QD 4D QC QS 8S"))
    assert ONE_PASS3.no_moves_warning(base(rules=ONE_PASS3, stock="QD 4D QC 8S QS"))


def test_k11_item6_one_more_pass_only_if_recycling_is_allowed() -> None:
    two = KlondikeRules(draw=1, pass_limit=2)
    assert not two.no_moves_warning(base(rules=two, waste="8S 4D"))
    assert two.hint(base(rules=two, waste="8S 4D")).move == kl.RECYCLE
    assert ONE_PASS.no_moves_warning(base(waste="8S 4D"))
    on_last_pass = base(rules=two, waste="8S 4D")._replace(pass_no=2)
    assert two.no_moves_warning(on_last_pass)


def test_k11_item6_draw3_next_pass_keeps_the_grouping() -> None:
    unlimited3 = KlondikeRules(draw=3)
    # Next pass: 8S QD 4D | QS -> tops 4D and QS, so 8S never shows on top.
    assert unlimited3.no_moves_warning(base(rules=unlimited3, waste="8S QD 4D QS"))
    assert not unlimited3.no_moves_warning(base(rules=unlimited3, waste="QD 4D 8S QS"))


def test_c6_face_down_tableau_cards_never_change_help() -> None:
    a = base(t1="[AH] 8C", t3="[AD QC] KD", fill="t7")
    t = ONE_PASS.format_position(a)
    b = ONE_PASS.parse_position(t.replace("[AH]", "[XX]").replace("[AD", "[AH").replace("[XX]", "[AD]"))
    assert a != b
    for rules in (ONE_PASS, R3):
        assert rules.hint(a) == rules.hint(b)
        assert rules.no_moves_warning(a) == rules.no_moves_warning(b)


# -- K-10 the hint priority: one test per step --------------------------------------------
def hint_text(rules: KlondikeRules, pos: KlondikePosition) -> str:
    h = rules.hint(pos)
    assert h.move is not None, h
    return rules.format_move(pos, h.move)


def test_k10_step1_safe_up_before_everything_even_if_scanned_later() -> None:
    # 3D (column 3) fits but is unsafe; AH (column 5) is safe; 8C could uncover.
    pos = base(foundations="0 2D 0 0", t1="[QD] 8C", t3="3D", t5="AH")
    assert hint_text(ONE_PASS, pos) == "5h"
    assert str(ONE_PASS.hint(pos).message) == "Put A♥ on its foundation: no card on the table needs it."


def test_k10_step2_uncovering_the_column_with_most_face_down_cards_first() -> None:
    pos = base(foundations="0 2D 0 0", t1="[QD] 8C", t2="[6H 5S] 8S", t3="3D", t7="9D")
    assert hint_text(ONE_PASS, pos) == "27"  # two face-down beats one; before unsafe 3D up
    assert ONE_PASS.hint(pos).message.args == {"card": "8♠", "column": 7}


def test_k10_step3_any_other_foundation_move_before_waste_to_column() -> None:
    pos = base(foundations="0 2D 0 0", t3="3D", waste="8S")
    assert hint_text(ONE_PASS, pos) == "3h"


def test_k10_step4_waste_to_column_before_emptying_a_column() -> None:
    pos = base(t1="8C", waste="8S", stock="KD")
    assert hint_text(ONE_PASS, pos) == "w7"


def test_k10_step5_empty_a_column_for_a_waiting_king_before_partial_moves() -> None:
    pos = base(t1="8C", t3="[QC] KD", foundations="0 0 4H 0", t4="[JC] 6S 5H 4C", t5="5D")
    assert hint_text(ONE_PASS, pos) == "17"


def test_k10_step6_partial_move_freeing_a_foundation_card_before_drawing() -> None:
    pos = base(foundations="0 0 4H 0", t1="[QD] 6S 5H 4C", t5="5D", stock="8S")
    h = ONE_PASS.hint(pos)
    assert hint_text(ONE_PASS, pos) == "15" and h.message.args["freed"] == "5♥"


def test_k10_step7_draw_only_when_it_helps_recycle_when_the_stock_is_empty() -> None:
    h = ONE_PASS.hint(base(stock="QD 8S"))
    assert (h.kind, h.move) == ("draw", kl.DRAW)
    h = R1.hint(base(rules=R1, waste="8S 4D"))
    assert (h.kind, h.move) == ("draw", kl.RECYCLE)
    h = ONE_PASS.hint(base(stock="QD 4D"))
    assert (h.kind, h.move) == ("no_way_out", None)


# -- notation ---------------------------------------------------------------------------
def test_notation_examples_round_trip() -> None:
    pos = make(
        "stock: 2D\nwaste: 8D AC\nfoundations: 0 0 0 4S\nt1: [3C] 9S 8H 7C\nt2: 8S\nt3: 9C\nt4: AH\nt5:"
    )
    expected = {
        "d": Move("stock", "waste"), "w5": None, "wh": Move("waste", "f0"), "4h": Move("t3", "f2"),
        "fS2": Move("f3", "t1"), "13": Move("t0", "t2", 2),
        "12": Move("t0", "t1", 3),  # nothing fits: the whole face-up part, refused when played
    }
    for text, move in expected.items():
        parsed = R1.parse_move(pos, text)
        if move is not None:
            assert parsed == move
        assert R1.format_move(pos, parsed) == text
    assert R1.parse_move(pos, " FS2 ") == Move("f3", "t1")
    assert R1.parse_move(pos, "13x1") == Move("t0", "t2", 1)
    assert R1.format_move(pos, Move("t0", "t2", 1)) == "13x1"
    assert R1.parse_move(make("waste: 4C\nt1: 5H"), "r") == kl.RECYCLE


@pytest.mark.parametrize("bad", ["", "x", "8h", "18", "w0", "fX1", "h1", "d1", "13x", "13x0"])
def test_notation_rejects_unknown_tokens(bad: str) -> None:
    with pytest.raises(NotationError):
        R1.parse_move(R1.deal(shuffled(1)), bad)


def test_position_text_is_documented_form_and_round_trips() -> None:
    pos = R1.deal(shuffled(1))
    text = R1.format_position(pos)
    assert text.splitlines()[:4] == [
        "pass: 1",
        f"stock: {' '.join(id_text(c) for c in shuffled(1)[28:])}",
        "waste:",
        "foundations: 0 0 0 0",
    ]
    assert re.fullmatch(r"t3: \[\w\w \w\w\] \w\w", text.splitlines()[6])
    assert R1.parse_position(text) == pos
    assert R1.format_position(R1.parse_position(text)) == text


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("t1: AS AS", "appears twice"),
        ("t1: AS", "holds 1 cards, not 52; missing"),
        ("t9: AS", "not a Klondike position line"),
        ("t1: [AS]", "face up"),
        ("t1: 1X", "t1"),
        ("pass: zero", "pass"),
    ],
)
def test_position_text_errors_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(NotationError, match=message):
        R1.parse_position(text)


def test_position_json_marks_face_down_cards() -> None:
    pos = R3.deal(shuffled(9))
    data = R3.position_json(pos)
    json.dumps(data)
    assert data["draw"] == 3 and data["pass"] == 1 and len(data["stock"]) == 24
    assert all(c.startswith("[") for c in data["stock"])
    assert data["tableau"][2][:2] == [f"[{id_text(c)}]" for c in pos.tableau[2][:2]]
    assert data["tableau"][2][2] == id_text(pos.tableau[2][2])
    done = make("foundations: 3C 0 0 0\nt1: 5H")
    assert R1.position_json(done)["foundations"][0] == ["AC", "2C", "3C"]


# -- properties ---------------------------------------------------------------------------
RULES = [R1, R3, ONE_PASS, KlondikeRules(draw=3, pass_limit=3)]
PILE_IDS = sorted(kl.PILES)


def expected_score(rules: KlondikeRules, move: Move, flips: int) -> int:
    base_score = 5 * flips
    if move.dst[0] == "f":
        return base_score + 10
    if move.src[0] == "f":
        return base_score - 15
    if move == kl.RECYCLE:
        return rules.recycle_score
    if move.src == "waste":
        return base_score + 5
    return base_score


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 10**6), st.sampled_from(RULES), st.data())
def test_random_legal_play_keeps_cards_and_counters(
    deal: int, rules: KlondikeRules, data: st.DataObject
) -> None:
    pos = rules.deal(shuffled(deal))
    start = Counter(rules.cards(pos))
    for _ in range(data.draw(st.integers(0, 120))):
        moves = rules.legal_moves(pos)
        if not moves:
            break
        move = moves[data.draw(st.integers(0, len(moves) - 1))]
        assert rules.why_illegal(pos, move) is None
        res = rules.apply(pos, move)
        new = res.position
        flips = [e for e in res.events if e.kind == "flip"]
        assert res.counted == 1
        assert res.score == expected_score(rules, move, len(flips))
        assert sum(pos.down) - sum(new.down) == len(flips)
        assert new.pass_no == pos.pass_no + (move == kl.RECYCLE)
        assert all(d < len(col) or not col for col, d in zip(new.tableau, new.down, strict=True))
        assert Counter(rules.cards(new)) == start
        pos = new
    text = rules.format_position(pos)
    assert rules.parse_position(text) == pos
    for move in rules.legal_moves(pos):
        assert rules.parse_move(pos, rules.format_move(pos, move)) == move


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 10**6), st.sampled_from(RULES), st.data())
def test_random_moves_are_legal_or_refused_with_a_reason(
    deal: int, rules: KlondikeRules, data: st.DataObject
) -> None:
    pos = rules.deal(shuffled(deal))
    for _ in range(data.draw(st.integers(0, 60))):
        moves = rules.legal_moves(pos)
        if not moves:
            break
        pos = rules.apply(pos, data.draw(st.sampled_from(moves))).position
    legal = rules.legal_moves(pos)
    for _ in range(25):
        move = Move(
            data.draw(st.sampled_from(PILE_IDS + ["t7", "x"])),
            data.draw(st.sampled_from(PILE_IDS)),
            data.draw(st.integers(-1, 14)),
        )
        reason = rules.why_illegal(pos, move)
        assert (reason is None) == (move in legal)
        if reason is not None:
            assert str(reason)
            before = rules.format_position(pos)
            with pytest.raises(IllegalMove) as err:
                rules.apply(pos, move)
            assert err.value.reason == reason
            assert rules.format_position(pos) == before
    for move in legal:
        assert rules.why_illegal(pos, move) is None


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 10**6), st.sampled_from(RULES), st.data())
def test_hint_is_legal_and_agrees_with_the_warning(
    deal: int, rules: KlondikeRules, data: st.DataObject
) -> None:
    pos = rules.deal(shuffled(deal))
    for _ in range(data.draw(st.integers(0, 80))):
        h = rules.hint(pos)
        if h.move is None:
            assert h.kind == "no_way_out" and rules.no_moves_warning(pos)
        else:
            assert h.move in rules.legal_moves(pos) and not rules.no_moves_warning(pos)
            assert h.move.src[0] != "f"  # K-11: foundation to column is never a hint
        moves = rules.legal_moves(pos)
        if not moves:
            break
        pos = rules.apply(pos, moves[data.draw(st.integers(0, len(moves) - 1))]).position


# -- perft ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("rules", "deal", "expected"),
    [(R1, 1, (1042, 5, 1)), (R3, 2, (624, 0, 0)), (KlondikeRules(draw=1, pass_limit=3), 3, (588, 15, 1))],
)
def test_perft_fixed_line(rules: KlondikeRules, deal: int, expected: tuple[int, int, int]) -> None:
    """Regression pin: legal-move counts along a fixed pseudo-random line, the
    score (floored as the history does) and the cards on the foundations. The line
    picks among the moves sorted by their text, so it pins what is legal, not the
    order the rules list it in."""
    pos = rules.deal(shuffled(deal))
    counts, score = [], 0
    for i in range(200):
        moves = sorted(rules.legal_moves(pos), key=str)
        counts.append(len(moves))
        if not moves:
            break
        res = rules.apply(pos, moves[(i * 7919) % len(moves)])
        pos, score = res.position, max(0, score + res.score)
    assert (sum(counts), score, sum(pos.foundations)) == expected, counts
