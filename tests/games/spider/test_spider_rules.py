"""Spider rules (SPEC S-1…S-8, C-9, C-4, C-6): deal, moves, runs, scoring, hint, notation."""

import hashlib
import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from paciencia.core import shuffle
from paciencia.core.cards import Card
from paciencia.core.games.spider import help as spider_help
from paciencia.core.games.spider import reasons as spider
from paciencia.core.games.spider.position import DEAL, SpiderPosition
from paciencia.core.games.spider.rules import SpiderRules
from paciencia.core.moves import IllegalMove, Move
from paciencia.core.rules import common
from paciencia.core.rules.base import NO_PROGRESS, NO_WAY_OUT, NotationError
from paciencia.core.text import Reason

R1 = SpiderRules(1)
R2 = SpiderRules(2)
R4 = SpiderRules(4)
RULES = {1: R1, 2: R2, 4: R4}
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])

INERT = "2D QC"  # a column no card can reach and whose top has nowhere to go but an empty column
STUCK = "[2D] KC QD"  # the same, but its top rests on a card it fits (it would only come back)
STOCK = "2C " * 10
RUN_S = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS"
RUN_S_NO_ACE = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"


def pos_of(stock: str = "", runs: str = "", **cols: str) -> SpiderPosition:
    """A position from column texts, e.g. ``pos_of(a="[KH] 5S 4S", b="6H")``."""
    lines = [f"stock: {stock}", f"runs: {runs}"] + [f"{c}: {cols.get(c, '')}" for c in "abcdefghij"]
    return R4.parse_position("\n".join(lines))


def cid(text: str) -> int:
    return Card.parse(text).id


def mv(src: int, dst: int, count: int = 1) -> Move:
    return Move(f"t{src}", f"t{dst}", count)


# -- S-1, S-2: the deck and the deal -------------------------------------------------------------


@pytest.mark.parametrize(
    "suits,per_suit",
    [(1, {"S": 8}), (2, {"S": 4, "H": 4}), (4, {"S": 2, "H": 2, "C": 2, "D": 2})],
)
def test_s1_deck_holds_eight_runs_of_the_chosen_suits(suits, per_suit):
    rules = RULES[suits]
    pos = rules.deal(rules.deal_order(77))
    counts = Counter(rules.cards(pos))
    assert sum(counts.values()) == 104
    expected = Counter({cid(r + s): n for s, n in per_suit.items() for r in "A23456789TJQK"})
    assert counts == expected


def test_s1_only_one_two_or_four_suits():
    with pytest.raises(ValueError, match="3"):
        SpiderRules(3)


def test_s2_layout_six_six_six_six_then_fives_last_card_face_up_fifty_in_stock():
    order = R4.deal_order(5)
    assert order == shuffle.shuffled(5, shuffle.spider_deck(4))
    pos = R4.deal(order)
    assert [len(c) for c in pos.columns] == [6, 6, 6, 6, 5, 5, 5, 5, 5, 5]
    assert list(pos.down) == [len(c) - 1 for c in pos.columns]
    for i in range(54):  # card i goes on top of column i mod 10, round-robin
        assert pos.columns[i % 10][i // 10] == order[i]
    assert pos.stock == tuple(order[54:]) and len(pos.stock) == 50
    assert R4.status(pos) == {"deals_left": 5, "runs_completed": 0}


def test_s2_five_deals_of_ten_in_stock_order_then_no_more():
    order = R1.deal_order(9)
    pos = R1.deal(order)
    for n in range(5):
        assert R1.status(pos)["deals_left"] == 5 - n
        before = pos
        res = R1.apply(pos, DEAL)
        pos = res.position
        dealt = tuple(order[54 + 10 * n : 64 + 10 * n])
        assert res.events[0].kind == "deal" and res.events[0].cards == dealt
        assert all(pos.columns[j][: len(before.columns[j])] == before.columns[j] for j in range(10))
        assert all(len(pos.columns[j]) - len(before.columns[j]) in (1, 1 - 13) for j in range(10))
        assert res.counted == 1
    assert R1.status(pos)["deals_left"] == 0
    assert R1.why_illegal(pos, DEAL) == Reason(spider.STOCK_EMPTY)


def test_c2_deal_is_pinned():
    pos = R1.deal(R1.deal_order(1))
    text = R1.format_position(pos)
    assert text.splitlines()[2] == "a: [QS 4S 8S 3S TS] AS"
    assert text.splitlines()[0].startswith("stock: 6S 8S 2S AS 8S KS 7S TS 7S QS 5S")


# -- S-3: what may move where --------------------------------------------------------------------


def test_s3_single_card_goes_on_one_rank_higher_of_any_suit():
    pos = pos_of(a="[KD] 7H", b="8S", c="9H", d="8C")
    legal = R4.legal_moves(pos)
    assert mv(0, 1) in legal and mv(0, 3) in legal
    assert str(R4.why_illegal(pos, mv(0, 2))) == "9♥ takes only cards of rank 8, not 7♥."


def test_s3_several_cards_move_only_as_a_descending_run_of_one_suit():
    pos = pos_of(a="[KD] 6H 5S", b="7C", e="[KC] 7S 6S 5S", f="8H", g="6D")
    assert R4.why_illegal(pos, mv(0, 1, 2)) == Reason(spider.NOT_A_RUN)
    with pytest.raises(IllegalMove) as err:
        R4.apply(pos, mv(0, 1, 2))
    assert err.value.reason == Reason(spider.NOT_A_RUN)
    assert R4.why_illegal(pos, mv(0, 6)) is None  # 5♠ alone onto 6♦
    assert R4.why_illegal(pos, mv(4, 5, 3)) is None  # 7♠6♠5♠ onto 8♥
    assert R4.why_illegal(pos, mv(4, 6, 1)) is None  # 5♠ alone onto 6♦
    assert str(R4.why_illegal(pos, mv(4, 5, 2))) == "8♥ takes only cards of rank 7, not 6♠."
    moves = R4.legal_moves(pos)
    assert [m for m in moves if m.src == "t4" and m.dst == "t5"] == [mv(4, 5, 3)]


def test_s3_any_card_or_same_suit_run_goes_to_an_empty_column():
    pos = pos_of(a="[KD] 9H 7S 6S 5S", b="2C", c="")
    legal = R4.legal_moves(pos)
    assert [m for m in legal if m.dst == "t2"] == [mv(0, 2, 1), mv(0, 2, 2), mv(0, 2, 3), mv(1, 2, 1)]
    assert R4.why_illegal(pos, mv(0, 2, 4)) == Reason(spider.NOT_A_RUN)


def test_s3_face_down_cards_never_move():
    pos = pos_of(a="[8S 7S] 6S", b="", c="9S")
    assert R4.why_illegal(pos, mv(0, 1, 2)) == Reason(spider.FACE_DOWN_STAYS)
    assert R4.why_illegal(pos, mv(0, 2, 3)) == Reason(spider.FACE_DOWN_STAYS)


@pytest.mark.parametrize(
    "move,msgid",
    [
        (Move("waste", "t1"), spider.FROM_COLUMN_ONLY),
        (Move("t0", "f0"), spider.TO_COLUMN_ONLY),
        (Move("t0", "t0"), spider.SAME_COLUMN),
        (Move("t3", "t1"), spider.SOURCE_EMPTY),
        (Move("t0", "t1", 0), spider.NOTHING_MOVES),
        (Move("stock", "waste"), spider.STOCK_ONLY_DEALS),
        (Move("stock", "tableau", 2), spider.DEAL_ONE_EACH),
    ],
)
def test_c4_refusals_say_why(move, msgid):
    pos = pos_of(a="5S", b="6H", c="9D")
    assert R4.why_illegal(pos, move) == Reason(msgid)
    with pytest.raises(IllegalMove):
        R4.apply(pos, move)


# -- S-4, S-5, S-6, S-7 and scoring (C-9) ----------------------------------------------------------


def test_s4_uncovered_card_turns_by_itself_for_five_points():
    pos = pos_of(a="[QH JD] 5S", b="6H")
    res = R4.apply(pos, mv(0, 1))
    assert res.score == 5 and res.counted == 1
    assert [(e.kind, e.pile, e.cards) for e in res.events] == [("flip", "t0", (cid("JD"),))]
    assert res.position.down[0] == 1 and res.position.columns[0] == (cid("QH"), cid("JD"))


def test_c9_moves_between_columns_and_deals_score_nothing():
    kings = {c: "KD" for c in "cdefghij"}
    pos = pos_of(stock="2C 3C 4C 5C 6C 7C 8C 9C TC JC", a="[QH] 9D 5S", b="6H", **kings)
    res = R4.apply(pos, mv(0, 1))
    assert (res.score, res.counted, res.events) == (0, 1, ())
    res = R4.apply(res.position, DEAL)
    assert (res.score, res.counted) == (0, 1)


def test_s5_no_deal_while_a_column_is_empty():
    pos = pos_of(stock=" ".join(["2C"] * 10), a="[QH] 9D 5S", b="6H", c="7C 6C", d="KH QH", e="3S 2S")
    assert sum(len(c) for c in pos.columns) >= 10
    assert DEAL not in R4.legal_moves(pos)
    reason = R4.why_illegal(pos, DEAL)
    assert str(reason) == "You cannot deal while a column is empty."
    with pytest.raises(IllegalMove):
        R4.apply(pos, DEAL)


def test_s5_exception_fewer_cards_on_the_table_than_columns():
    pos = pos_of(stock="AC 2C 3C 4C 5C 6C 7C 8C 9C TC", a="[QH] 5S", b="6H 5H", c="KD", d="2D 3D 4D 5D")
    assert sum(len(c) for c in pos.columns) == 9
    assert DEAL in R4.legal_moves(pos) and R4.why_illegal(pos, DEAL) is None
    after = R4.apply(pos, DEAL).position
    assert all(after.columns)  # one card on each of the ten columns, the empty ones too
    assert after.columns[9] == (cid("TC"),) and after.down[9] == 0
    ten = pos_of(stock="AC 2C 3C 4C 5C 6C 7C 8C 9C TC", a="[QH] 5S", b="6H 5H", c="KD", d="2D 3D 4D 5D 6D")
    assert R4.why_illegal(ten, DEAL) == Reason(spider.DEAL_EMPTY_COLUMN)


def test_s6_complete_run_leaves_at_once_plus_65_then_the_card_under_turns():
    pos = pos_of(a="[4D 9C] " + RUN_S_NO_ACE, b="[7H] AS")
    res = R4.apply(pos, mv(1, 0))
    kinds = [(e.kind, e.pile) for e in res.events]
    assert kinds == [("flip", "t1"), ("run_removed", "t0"), ("flip", "t0")]
    run_event = res.events[1]
    assert run_event.cards == tuple(cid(c) for c in RUN_S.split())  # King first, Ace last
    assert res.score == 5 + 65 + 5
    after = res.position
    assert after.columns[0] == (cid("4D"), cid("9C")) and after.down[0] == 1
    assert after.runs == (3,)  # the run went to the discard pile, spades
    assert R4.status(after)["runs_completed"] == 1
    assert R4.position_json(after)["discard"] == [RUN_S.split()]


def test_s6_only_a_face_up_king_to_ace_run_of_one_suit_leaves():
    mixed = pos_of(a="KH QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S", b="[7H] AS")
    res = R4.apply(mixed, mv(1, 0))
    assert len(res.position.columns[0]) == 13 and res.position.runs == ()
    hidden_king = pos_of(a="[KS] QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S", b="[7H] AS")
    assert R4.apply(hidden_king, mv(1, 0)).position.runs == ()


def test_s6_a_deal_can_complete_runs_on_several_columns():
    pos = pos_of(
        stock="AS AH 2C 3C 4C 5C 6C 7C 8C 9C",
        a="[9D] " + RUN_S_NO_ACE,
        b="[5D 6D] " + RUN_S_NO_ACE.replace("S", "H"),
        **{c: "KC" for c in "cdefghij"},
    )
    res = R4.apply(pos, DEAL)
    assert [e.kind for e in res.events] == ["deal", "run_removed", "flip", "run_removed", "flip"]
    assert res.score == 2 * (65 + 5)
    assert res.position.runs == (3, 2)
    assert res.position.columns[0] == (cid("9D"),) and res.position.down[0] == 0


def test_s7_won_when_the_eighth_run_leaves():
    pos = pos_of(runs="S S S S S S S", a=RUN_S_NO_ACE, b="AS")
    assert not R1.is_won(pos)
    res = R1.apply(pos, mv(1, 0))
    assert R1.is_won(res.position) and res.score == 65
    assert R1.cards(res.position) and not any(res.position.columns)
    assert R1.legal_moves(res.position) == []


# -- S-8: the hint ---------------------------------------------------------------------------------


def test_s8_hint_turns_a_card_first():
    # b's 5♥ can join 6♥ (tier 3) but a's 5♠ uncovers a card (tier 1).
    pos = pos_of(a="[KD] 5S", b="[QC] 9C 5H", c="6H", d="6D 5D 4D", stock="2C " * 10)
    h = R4.hint(pos)
    assert h.kind == "move" and h.move == mv(0, 2)
    assert str(h.message) == "Move 5♠ onto 6♥: it turns a face-down card."


def test_s8_hint_prefers_a_run_it_completes():
    pos = pos_of(a="[KD] 5C", b="6H", c="[9D] " + RUN_S_NO_ACE, d="[QC] 8H AS")
    h = R4.hint(pos)
    assert h.move == mv(3, 2) and "completes a run" in str(h.message)


def test_s8_hint_empties_a_column_before_joining_suits():
    # 6♥ could join 7♥, but emptying d comes first: a's 7♥ can then go there
    # and turn its face-down card.
    pos = pos_of(a="[KD] 7H", b="[QC] 9H 5C", c="JC 6H", d="4S", **{x: INERT for x in "efghij"})
    h = R4.hint(pos)
    assert h.move == mv(3, 1) and str(h.message) == "Move 4♠ onto 5♣: it empties a column."


def test_s8_hint_joins_suits_before_other_moves():
    pos = pos_of(a="[KD] 8C 5S", b="6H", c="6D", d="KC 5D")
    h = R4.hint(pos)
    assert h.move == mv(3, 2)  # 5♦ onto 6♦: same suit
    assert "joins cards of the same suit" in str(h.message)


def test_s8_empties_a_column_when_that_is_the_only_move():
    # Issue defect: with an empty stock and one legal move, which empties a
    # column, the hint said "no way out".
    pos = pos_of(a="9H", b="[KD] TS", **{x: INERT for x in "cdefghij"})
    assert R4.legal_moves(pos) == [mv(0, 1)]
    h = R4.hint(pos)
    assert (h.kind, h.move) == ("move", mv(0, 1))
    assert str(h.message) == "Move 9♥ onto 10♠: it empties a column."


def test_s8_empties_a_column_before_dealing():
    # Issue defect: with ten cards in the stock the hint said "Deal a new row".
    pos = pos_of(stock=STOCK, a="9H", b="[KD] TS", **{x: INERT for x in "cdefghij"})
    h = R4.hint(pos)
    assert h.move == mv(0, 1) and "empties a column" in str(h.message)
    # The column is then filled by a card that was stuck, not by the 9♥ going back.
    after = R4.apply(pos, h.move).position
    h = R4.hint(after)
    assert h.move == Move("t2", "t0") and str(h.message) == (
        "Move Q♣ to an empty column: it frees 2♦, which it does not fit."
    )
    assert R4.hint(R4.apply(after, h.move).position).move == DEAL


def test_s8_emptying_a_column_only_to_fill_it_back_is_a_back_and_forth():
    # With cards to deal, the 9♥ would have to come straight back: deal instead.
    pos = pos_of(stock=STOCK, a="9H", b="[KD] TS", **{x: STUCK for x in "cdefghij"})
    h = R4.hint(pos)
    assert (h.kind, h.move) == ("draw", DEAL)
    # With the stock empty, the empty column is progress by itself.
    assert R4.hint(pos._replace(stock=())).move == mv(0, 1)


def test_s8_a_move_off_a_card_it_does_not_fit_is_not_a_back_and_forth():
    # Issue defect: 5♥ on 9♣, an empty column, an empty stock: "No move brings progress".
    pos = pos_of(a="[KD] 9C 5H", b="", **{x: STUCK for x in "cdefghij"})
    h = R4.hint(pos)
    assert (h.kind, h.move) == ("move", Move("t0", "t1"))
    assert str(h.message) == "Move 5♥ to an empty column: it frees 9♣, which it does not fit."


def test_s8_pure_back_and_forth_is_not_hinted_deal_is():
    # 5♠ rests on 6♥; moving it to 6♦ opens nothing: deal instead.
    pos = pos_of(stock=STOCK, a="[KD] 9C 6H 5S", b="[KC] 6D", c="[QD] 2H", **{x: INERT for x in "defghij"})
    h = R4.hint(pos)
    assert h.kind == "draw" and h.move == DEAL
    assert str(h.message) == "Deal a new row from the stock."


def test_s8_same_switch_is_hinted_when_it_opens_the_way():
    # Now a 5♥ (on a K, going nowhere) could join the 6♥ once 5♠ has left.
    pos = pos_of(stock=STOCK, a="[KD] 9C 6H 5S", b="[KC] 6D", c="[QD] KH 5H", **{x: INERT for x in "defghij"})
    h = R4.hint(pos)
    assert h.move == mv(0, 1)
    assert str(h.message) == "Move 5♠ onto 6♦: it opens the way for another move."
    after = R4.apply(pos, h.move).position
    assert R4.hint(after).move == mv(2, 0)  # the join it opened


def test_s8_when_an_empty_column_blocks_the_deal_the_hint_fills_it():
    # Every card rests on one it fits: only a fill, then the deal.
    pos = pos_of(stock=STOCK, a="[KD] 9C 8H", b="[KC] 5D 4S", c="", **{x: STUCK for x in "defghij"})
    h = R4.hint(pos)
    assert h.kind == "move" and h.move == Move("t0", "t2", 1)
    assert str(h.message) == "Move 8♥ to the empty column: you cannot deal while a column is empty."
    assert R4.hint(R4.apply(pos, h.move).position).move == DEAL


def test_s8_no_way_out():
    pos = pos_of(a="[KD] 9C 5S", b="[KC] 8D", **{x: INERT for x in "cdefghij"})
    assert R4.legal_moves(pos) == []
    h = R4.hint(pos)
    assert (h.kind, h.move, h.message) == ("no_way_out", None, Reason(NO_WAY_OUT))


def test_s8_only_back_and_forth_left_is_no_way_out_splitting_a_join_is_no_progress():
    pos = pos_of(a="[KD] 9C 6H 5S", b="[KC] 6D", c="[QD] 2H", **{x: INERT for x in "defghij"})
    assert R4.legal_moves(pos) and R4.hint(pos).kind == "no_way_out"
    # 5♠ could leave 6♠ so that 5♠ 4♠ joins it: a join traded for a join.
    split = pos_of(a="[KD] 6S 5S", b="[KC] 6H", c="[QD] 6D 5S 4S", **{x: INERT for x in "defghij"})
    h = R4.hint(split)
    assert (h.kind, h.message) == ("no_progress", Reason(NO_PROGRESS))


@pytest.mark.parametrize(
    "position,tier",
    [
        (dict(a="[KD] 5S", b="[QC] 9C 5H", c="6H", d="6D 5D 4D", stock=STOCK), spider_help.TURN),
        (dict(a="9H", b="[KD] TS", c=INERT, stock=STOCK), spider_help.EMPTY),
        (dict(a="[KD] 8C 5S", b="6H", c="6D", d="KC 5D"), spider_help.JOIN),
        (dict(a="[KD] 9C 5H", b=""), spider_help.OTHER),
        (dict(a="[KD] 9C 6H 5S", b="[KC] 6D", stock=STOCK), spider_help.DEAL_TIER),
        (dict(a="[KD] 9C 8H", b="[KC] 5D 4S", c="", stock=STOCK), spider_help.FILL),
    ],
)
def test_s8_explain_words_any_move_of_the_best_tier_and_no_other(position, tier):
    cols = {x: STUCK for x in "abcdefghij"} | position
    pos = pos_of(**cols)
    picks = spider_help.best_tier(R4, pos)
    assert picks and {p.tier for p in picks} == {tier}
    assert R4.hint(pos).move == picks[0].move
    for m in R4.legal_moves(pos):
        h = spider_help.explain(R4, pos, m)
        if m in [p.move for p in picks]:
            assert h is not None and h.move == m and h.message.msgid == dict(
                (p.move, p.msgid) for p in picks
            )[m]
        else:
            assert h is None


@pytest.mark.parametrize("suits", [1, 2, 4])
def test_s8_following_the_hint_never_goes_round_in_circles(suits):
    rules = RULES[suits]
    for number in (3, 11, 12, 21, 34, 55):
        pos = rules.deal(rules.deal_order(number))
        seen = {rules.key(pos)}
        for _ in range(400):
            h = rules.hint(pos)
            if h.move is None or rules.is_won(pos):
                break
            pos = rules.apply(pos, h.move).position
            assert rules.key(pos) not in seen
            seen.add(rules.key(pos))
        assert h.kind in ("no_way_out", "no_progress") or rules.is_won(pos)


def test_s8_following_the_hint_alone_wins_some_one_suit_deals():
    assert any(_hint_wins(n) for n in range(1, 40))


def _hint_wins(number: int) -> bool:
    pos = R1.deal(R1.deal_order(number))
    for _ in range(1000):
        if R1.is_won(pos):
            return True
        h = R1.hint(pos)
        if h.move is None:
            return False
        pos = R1.apply(pos, h.move).position
    return False


def _hide(pos: SpiderPosition, seed: int) -> SpiderPosition:
    """The same position with its face-down cards shuffled among themselves."""
    hidden = [c for col, d in zip(pos.columns, pos.down, strict=True) for c in col[:d]]
    random.Random(seed).shuffle(hidden)
    it = iter(hidden)
    cols = tuple(
        tuple(next(it) for _ in col[:d]) + col[d:] for col, d in zip(pos.columns, pos.down, strict=True)
    )
    return pos._replace(columns=cols)


# -- notation --------------------------------------------------------------------------------------


def test_notation_examples():
    pos = pos_of(a="[KD] 9H 7S 6S 5S", b="8H", c="", d="6C")
    assert R4.parse_move(pos, "ab") == mv(0, 1, 3)
    assert R4.parse_move(pos, "ad") == mv(0, 3, 1)
    assert R4.parse_move(pos, "ac") == mv(0, 2, 3)  # the whole movable run
    assert R4.parse_move(pos, "acv2") == mv(0, 2, 2)
    assert R4.parse_move(pos, " AC ") == mv(0, 2, 3)
    assert R4.parse_move(pos, "d") == DEAL
    assert R4.format_move(pos, mv(0, 2, 3)) == "acv3"  # count always written into an empty column
    assert R4.format_move(pos, mv(0, 2, 1)) == "acv1"
    assert R4.format_move(pos, mv(0, 1, 3)) == "ab"
    assert R4.format_move(pos, DEAL) == "d"
    long = pos_of(a=RUN_S_NO_ACE, b="")
    assert R4.format_move(long, mv(0, 1, 12)) == "abvc"


def test_notation_move_that_fits_nowhere_names_the_top_card_and_is_refused():
    pos = pos_of(a="[KD] 7S 6S", b="QH")
    m = R4.parse_move(pos, "ab")
    assert m == mv(0, 1, 1)
    assert str(R4.why_illegal(pos, m)) == "Q♥ takes only cards of rank J, not 6♠."


@pytest.mark.parametrize("bad", ["", "a", "ak", "abv0", "abvz", "ab3", "d3", "a b", "t0t1"])
def test_notation_refuses_bad_moves_and_quotes_them(bad):
    with pytest.raises(NotationError) as err:
        R4.parse_move(pos_of(a="5S"), bad)
    assert repr(bad) in str(err.value)


def test_position_text_exact_form_and_round_trip():
    pos = pos_of(stock="7S KS", runs="S H", a="[KS 3S] 5S 4S", b="10H", j="[2D] AD")
    text = R4.format_position(pos)
    assert text == (
        "stock: 7S KS\nruns: S H\na: [KS 3S] 5S 4S\nb: TH\nc:\nd:\ne:\nf:\ng:\nh:\ni:\nj: [2D] AD\n"
    )
    assert R4.parse_position(text) == pos
    assert pos.runs == (3, 2) and pos.down[0] == 2


@pytest.mark.parametrize(
    "text,fragment",
    [
        ("stock:\nruns:\n" + "".join(f"{c}:\n" for c in "abcdefghi"), "j"),
        ("stock:\nstock:\nruns:\n" + "".join(f"{c}:\n" for c in "abcdefghij"), "twice"),
        ("stock: XX\nruns:\n" + "".join(f"{c}:\n" for c in "abcdefghij"), "XX"),
        ("stock:\nruns: Q\n" + "".join(f"{c}:\n" for c in "abcdefghij"), "'Q'"),
        ("stock:\nruns:\nk: AS\n" + "".join(f"{c}:\n" for c in "abcdefghij"), "k: AS"),
        ("stock:\nruns:\na: [AS]\n" + "".join(f"{c}:\n" for c in "bcdefghij"), "face up"),
        ("stock:\nruns:\na: AS [2S]\n" + "".join(f"{c}:\n" for c in "bcdefghij"), "first"),
    ],
)
def test_position_text_errors_say_what_is_wrong(text, fragment):
    with pytest.raises(NotationError) as err:
        R4.parse_position(text)
    assert fragment in str(err.value)


def test_position_json_is_plain_and_marks_face_down_cards():
    pos = R2.deal(R2.deal_order(3))
    data = R2.position_json(pos)
    assert json.loads(json.dumps(data)) == data
    assert data["game"] == "spider" and data["suits"] == 2 and data["deals_left"] == 5
    col = data["tableau"][0]
    assert len(col) == 6 and all(c.startswith("[") for c in col[:5]) and not col[5].startswith("[")
    assert Card.parse(col[5]).id == pos.columns[0][5] and len(data["stock"]) == 50


# -- properties: random play, random moves (C-4), hidden cards (C-6) --------------------------------


@st.composite
def played(draw, max_steps: int = 120):
    suits = draw(st.sampled_from([1, 2, 4]))
    rules = RULES[suits]
    pos = rules.deal(rules.deal_order(draw(st.integers(1, 10**6))))
    picks = draw(st.lists(st.integers(0, 10**6), max_size=max_steps))
    for p in picks:
        moves = rules.legal_moves(pos)
        if not moves:
            break
        pos = rules.apply(pos, moves[p % len(moves)]).position
    return rules, pos


@SETTINGS
@given(
    suits=st.sampled_from([1, 2, 4]),
    number=st.integers(1, 10**6),
    picks=st.lists(st.integers(0, 10**6), max_size=150),
)
def test_random_play_keeps_every_card_once_and_counters_consistent(suits, number, picks):
    rules = RULES[suits]
    pos = rules.deal(rules.deal_order(number))
    start = Counter(rules.cards(pos))
    score = moves = flips = steps = 0
    for p in picks:
        legal = rules.legal_moves(pos)
        if not legal:
            break
        res = rules.apply(pos, legal[p % len(legal)])
        kinds = Counter(e.kind for e in res.events)
        assert res.score == 5 * kinds["flip"] + 65 * kinds["run_removed"]  # C-9
        assert len(res.position.runs) == len(pos.runs) + kinds["run_removed"]
        score += res.score
        moves += res.counted
        steps += 1
        flips += kinds["flip"]
        pos = res.position
        assert Counter(rules.cards(pos)) == start
        assert all(d < len(c) for c, d in zip(pos.columns, pos.down, strict=True) if c)
        assert not any(d for c, d in zip(pos.columns, pos.down, strict=True) if not c)
    assert moves == steps  # each move or deal counts exactly 1
    assert score == 5 * flips + 65 * len(pos.runs)
    assert rules.status(pos)["runs_completed"] == len(pos.runs)


PILES = ["stock", "tableau", "waste", "discard", "f0", "t10", "x"] + [f"t{i}" for i in range(10)] * 3


@SETTINGS
@given(state=played(), src=st.sampled_from(PILES), dst=st.sampled_from(PILES), count=st.integers(-1, 14))
def test_random_moves_are_legal_or_refused_with_a_reason(state, src, dst, count):
    rules, pos = state
    move = Move(src, dst, count)
    why = rules.why_illegal(pos, move)
    if move in rules.legal_moves(pos):
        assert why is None
        rules.apply(pos, move)
    else:
        assert isinstance(why, Reason) and str(why)
        copy = rules.parse_position(rules.format_position(pos))
        with pytest.raises(IllegalMove) as err:
            rules.apply(pos, move)
        assert err.value.reason == why
        assert pos == copy


@SETTINGS
@given(state=played())
def test_why_illegal_is_none_exactly_for_legal_moves(state):
    rules, pos = state
    legal = rules.legal_moves(pos)
    assert len(set(legal)) == len(legal)
    every = [Move(f"t{i}", f"t{j}", k) for i in range(10) for j in range(10) for k in range(0, 15)]
    every += [DEAL, Move("stock", "tableau", 2), Move("stock", "t0")]
    assert [m for m in every if rules.why_illegal(pos, m) is None] == sorted(
        legal, key=every.index
    )


@SETTINGS
@given(state=played())
def test_notation_round_trips_for_every_legal_move_and_the_position(state):
    rules, pos = state
    assert rules.parse_position(rules.format_position(pos)) == pos
    for m in rules.legal_moves(pos):
        assert rules.parse_move(pos, rules.format_move(pos, m)) == m


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(state=played(max_steps=80), seed=st.integers(0, 1000))
def test_c6_hint_never_depends_on_face_down_cards(state, seed):
    rules, pos = state
    assert rules.hint(_hide(pos, seed)) == rules.hint(pos)


def test_every_message_is_a_translatable_constant():
    constants = {
        v for mod in (spider, spider_help, common) for k, v in vars(mod).items() if k.isupper() and isinstance(v, str)
    }
    for suits in (1, 4):
        rules = RULES[suits]
        pos = rules.deal(rules.deal_order(4))
        for n in range(60):
            h = rules.hint(pos)
            assert h.message.msgid in constants | {NO_WAY_OUT, NO_PROGRESS}
            for m in [Move("t0", "t0"), Move("stock", "x"), Move("t0", "t1", 13), Move("t1", "t2", 2)]:
                why = rules.why_illegal(pos, m)
                assert why is None or why.msgid in constants
            moves = rules.legal_moves(pos)
            if not moves:
                break
            pos = rules.apply(pos, moves[(n * 7919) % len(moves)]).position


# -- perft: a pinned line of play ------------------------------------------------------------------


@pytest.mark.parametrize("suits", [1, 2, 4])
def test_perft_pinned_line(suits):
    rules = RULES[suits]
    pos = rules.deal(rules.deal_order(1))
    counts, score = [], 0
    for i in range(200):
        moves = rules.legal_moves(pos)
        if not moves:
            break
        counts.append(len(moves))
        res = rules.apply_unchecked(pos, moves[(i * 7919) % len(moves)])
        pos, score = res.position, score + res.score
    digest = hashlib.sha256(rules.format_position(pos).encode()).hexdigest()[:16]
    assert (sum(counts), len(counts), score, len(pos.runs), digest) == PERFT[suits]


PERFT = {
    1: (3189, 200, 145, 1, "8ef14859c54146fd"),
    2: (1099, 200, 5, 0, "72bc9e2635e3862e"),
    4: (584, 200, 5, 0, "0dbf59412322fcb3"),
}
