"""Spiderette (SE-1…SE-7) on Spider's code: what differs from Spider (the pack, the layout, the
short last deal, the id), the moves against the kit's predicates, undo, notation and perft."""

from __future__ import annotations

import hashlib
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from paciencia.core import registry, shuffle
from paciencia.core.cards import Card
from paciencia.core.codes import parse
from paciencia.core.game import Game
from paciencia.core.games.spider import reasons
from paciencia.core.games.spider.position import DEAL, SpiderPosition
from paciencia.core.games.spider.rules import SpiderRules
from paciencia.core.games.spiderette.info import INFO
from paciencia.core.games.spiderette.rules import SpideretteRules
from paciencia.core.kit.roles import deal_blocked
from paciencia.core.moves import Move
from paciencia.core.rules.base import NotationError

RULES = {s: SpideretteRules(s) for s in (1, 2, 4)}
R4 = RULES[4]
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def dealt(suits: int, number: int) -> SpiderPosition:
    rules = RULES[suits]
    return rules.deal(rules.deal_order(number))


def cid(text: str) -> int:
    return Card.parse(text).id


# -- SE-1, SE-2: the pack and the layout -----------------------------------------------------------


@pytest.mark.parametrize(
    "suits,per_suit", [(1, {"S": 4}), (2, {"S": 2, "H": 2}), (4, {"S": 1, "H": 1, "C": 1, "D": 1})]
)
def test_se1_one_pack_of_52_in_the_suits_chosen(suits, per_suit):
    rules = RULES[suits]
    counts = Counter(rules.cards(dealt(suits, 77)))
    assert sum(counts.values()) == 52
    assert counts == Counter({cid(r + s): n for s, n in per_suit.items() for r in "A23456789TJQK"})


def test_se1_the_deck_lists_the_sets_as_spiders_and_4_suits_is_the_default():
    assert shuffle.spider_deck(4, 4) == [c for s in (3, 2, 0, 1) for c in range(13 * s, 13 * s + 13)]
    assert shuffle.spider_deck(2, 4) == shuffle.spider_deck(2)[:26] + shuffle.spider_deck(2)[52:78]
    assert INFO.full_options({})["suits"] == 4
    assert str(parse("paciencia://spiderette/9")) == "paciencia://spiderette/9?suits=4"


def test_se2_klondikes_layout_one_to_seven_last_card_up_24_in_stock():
    order = R4.deal_order(5)
    assert order == shuffle.shuffled(5, shuffle.spider_deck(4, 4))
    pos = R4.deal(order)
    assert [len(c) for c in pos.columns] == [1, 2, 3, 4, 5, 6, 7]
    assert pos.down == (0, 1, 2, 3, 4, 5, 6)
    k = 0
    for row in range(7):  # card k + 1 of row ``row`` goes from column ``row`` to column 7
        for column in range(row, 7):
            assert pos.columns[column][row] == order[k]
            k += 1
    assert pos.stock == tuple(order[28:]) and len(pos.stock) == 24
    assert R4.status(pos) == {"deals_left": 4, "runs_completed": 0}


def test_se2_a_deal_needs_52_cards():
    with pytest.raises(ValueError, match="Spiderette deal needs 52"):
        R4.deal(shuffle.spider_deck(4))


# -- SE-4: dealing a row, the last one short --------------------------------------------------------


def test_se4_three_deals_of_seven_then_a_last_deal_of_three_onto_columns_1_to_3():
    pos = dealt(4, 1)
    stock = pos.stock
    for n in range(3):
        before = pos
        pos = R4.apply(pos, DEAL).position
        assert [len(c) for c in pos.columns] == [len(c) + 1 for c in before.columns]
        assert [c[-1] for c in pos.columns] == list(stock[7 * n : 7 * n + 7])
        assert pos.down == before.down  # dealt face up on the columns' face-up cards
    assert len(pos.stock) == 3 and R4.status(pos)["deals_left"] == 1
    before = pos
    result = R4.apply(pos, DEAL)
    pos = result.position
    assert [len(c) - len(b) for c, b in zip(pos.columns, before.columns, strict=True)] == [1, 1, 1, 0, 0, 0, 0]
    assert [c[-1] for c in pos.columns[:3]] == list(stock[21:])
    assert pos.stock == () and R4.status(pos)["deals_left"] == 0
    assert result.events[0].cards == stock[21:]
    assert DEAL not in R4.legal_moves(pos)
    assert R4.why_illegal(pos, DEAL).msgid == reasons.STOCK_EMPTY


def test_se4_no_deal_while_a_column_is_empty_unless_fewer_than_seven_cards_are_out():
    empty_a = "\n".join(["stock: 2C 3C", "runs: S S S", "a:", "b: 5D", "c: 6D", "d: 7D", "e: 8D", "f: 9D",
                         "g: TD JD"])
    pos = R4.parse_position(empty_a)
    assert R4.why_illegal(pos, DEAL).msgid == reasons.DEAL_EMPTY_COLUMN
    few = R4.parse_position("\n".join(["stock: 2C 3C", "runs: S S S", "a:", "b: 5D", "c: 6D", "d: 7D",
                                       "e: 8D", "f: 9D", "g:"]))
    assert R4.why_illegal(few, DEAL) is None  # five cards on seven columns: S-5's exception
    after = R4.apply(few, DEAL).position
    assert [len(c) for c in after.columns] == [1, 2, 1, 1, 1, 1, 0]


# -- SE-3, SE-5: the moves against the kit's predicates, runs, the win -----------------------------


@st.composite
def played(draw, max_steps: int = 150):
    suits = draw(st.sampled_from([1, 2, 4]))
    rules = RULES[suits]
    pos = rules.deal(rules.deal_order(draw(st.integers(1, 10**6))))
    for p in draw(st.lists(st.integers(0, 10**6), max_size=max_steps)):
        moves = rules.legal_moves(pos)
        if not moves:
            break
        pos = rules.apply(pos, moves[p % len(moves)]).position
    return rules, pos


def kit_says_legal(pos: SpiderPosition, move: Move) -> bool:
    """SE-3 and SE-4 read with the kit's predicates alone: S-3's builds and the deal's rule."""
    if move == DEAL:
        return deal_blocked(len(pos.stock), [len(c) for c in pos.columns], reasons.DEAL) is None
    i, j = int(move.src[1:]), int(move.dst[1:])
    src, dst = pos.columns[i], pos.columns[j]
    if i == j or not src or not 1 <= move.count <= reasons.MOVES.run_length(src, pos.down[i]):
        return False
    return not dst or reasons.BUILD.fits(dst[-1], src[-move.count])


@SETTINGS
@given(state=played())
def test_legal_moves_are_exactly_the_kits_predicates_on_seven_columns(state):
    rules, pos = state
    every = [Move(f"t{i}", f"t{j}", k) for i in range(7) for j in range(7) for k in range(1, 14)] + [DEAL]
    legal = rules.legal_moves(pos)
    assert set(legal) == {m for m in every if kit_says_legal(pos, m)}
    assert len(set(legal)) == len(legal)
    for move in (Move("t7", "t0"), Move("t0", "t9"), Move("t2", "t7", 1)):
        assert rules.why_illegal(pos, move) is not None  # Spider's columns 8–10 are not on this table


@SETTINGS
@given(number=st.integers(1, 10**6), picks=st.lists(st.integers(0, 10**6), min_size=1, max_size=80))
def test_undo_restores_exactly_and_redo_replays(number, picks):
    game = Game(parse(f"paciencia://spiderette/{number}?suits=1"))
    seen = [(game.position, game.score, game.moves)]
    for p in picks:
        moves = game.rules.legal_moves(game.position)
        if not moves or game.over:
            break
        game.play(moves[p % len(moves)])
        seen.append((game.position, game.score, game.moves))
    if game.over:
        return
    for i in range(len(seen) - 1):
        game.undo()
        assert (game.position, game.score, game.moves) == seen[-2 - i]
    for i in range(len(seen) - 1):
        game.redo()
        assert (game.position, game.score, game.moves) == seen[i + 1]


def test_se3_a_complete_run_leaves_for_65_and_the_card_under_turns():
    pos = R4.parse_position("\n".join([
        "stock:", "runs: H H", "a: [5C] KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S", "b: AS", "c:", "d:", "e:", "f:", "g:",
    ]))
    result = R4.apply(pos, Move("t1", "t0"))
    assert result.score == 65 + 5
    assert result.position.columns[0] == (cid("5C"),) and result.position.down[0] == 0
    assert result.position.runs == (2, 2, 3)


def test_se5_won_when_the_fourth_run_leaves_and_the_time_bonus_is_700():
    pos = R4.parse_position("\n".join([
        "stock:", "runs: H C D", "a: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S", "b: AS", "c:", "d:", "e:", "f:", "g:",
    ]))
    assert not R4.is_won(pos)
    assert R4.is_won(R4.apply(pos, Move("t1", "t0")).position)
    assert R4.time_bonus_base == 700 and SpiderRules.time_bonus_base == 1400


# -- the id, the notation, JSON ---------------------------------------------------------------------


def test_the_rules_carry_the_variants_id_and_shared_code_finds_its_declaration():
    assert R4.game_id == "spiderette" == INFO.id and SpiderRules(4).game_id == "spider"
    assert registry.info(R4.game_id) is INFO
    assert isinstance(INFO.rules({"suits": 2}), SpideretteRules)


def test_position_text_has_seven_columns_and_round_trips():
    pos = dealt(2, 8)
    text = R4.format_position(pos)
    assert [line.split(":")[0] for line in text.splitlines()] == ["stock", "runs", *"abcdefg"]
    assert R4.parse_position(text) == pos
    with pytest.raises(NotationError):
        R4.parse_position(text + "h: 5S\n")
    with pytest.raises(NotationError):
        R4.parse_move(pos, "ah")


def test_json_names_the_game_and_lists_every_pile():
    pos = dealt(4, 3)
    data = R4.position_json(pos)
    assert data["game"] == "spiderette" and data["suits"] == 4
    assert [len(c) for c in data["tableau"]] == [1, 2, 3, 4, 5, 6, 7]
    assert len(data["stock"]) == 24 and data["deals_left"] == 4


@SETTINGS
@given(state=played())
def test_notation_round_trips_for_every_legal_move(state):
    rules, pos = state
    assert rules.parse_position(rules.format_position(pos)) == pos
    for m in rules.legal_moves(pos):
        assert rules.parse_move(pos, rules.format_move(pos, m)) == m


# -- perft: a pinned line of play -------------------------------------------------------------------


@pytest.mark.parametrize("suits", [1, 2, 4])
def test_perft_pinned_line(suits):
    rules = RULES[suits]
    pos = dealt(suits, 1)
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
    1: (64, 17, 5, 0, "7e94751fce5fde3b"),  # this line deals all four rows and is stuck at move 17
    2: (62, 16, 5, 0, "26b26683abb2bfaf"),
    4: (258, 200, 5, 0, "4040b7664a660805"),
}
