"""Golf (GF-1…GF-8): the layout, the King that stops a run and the two options, GF-5's score and
its example, the loss by itself, the hint's order, a pinned perft."""

from __future__ import annotations

import pytest

from paciencia.core import shuffle
from paciencia.core.capabilities import InPlay, LosesByItself
from paciencia.core.cards import id_text, parse_id
from paciencia.core.codes import parse
from paciencia.core.game import Game
from paciencia.core.games.golf.info import INFO
from paciencia.core.games.golf.rules import SHAPE, GolfRules
from paciencia.core.history import History, Snapshot
from paciencia.core.kinds import HintKind
from paciencia.core.kit.onto_waste import DRAW, LOST, NOTHING_ON_KING, WastePosition
from paciencia.core.kit.onto_waste_search import solve
from paciencia.core.moves import Move
from paciencia.core.search import Budget

R = GolfRules()


def arrange(columns: list[list[str]], stock: list[str], waste_top: str) -> WastePosition:
    """Columns holding exactly these cards (first card first); the stock starts with ``stock``
    and ends with what no column holds; the waste holds the other cards under its top."""
    table = [-1] * 35
    for j, cards in enumerate(columns):
        for k, card in zip(SHAPE.slots_of[j], cards, strict=False):
            table[k] = parse_id(card)
    placed = {c for c in table if c >= 0} | {parse_id(c) for c in [*stock, waste_top]}
    rest = [c for c in range(52) if c not in placed]
    mask = sum(1 << k for k, c in enumerate(table) if c >= 0)
    return WastePosition(tuple(table), mask, tuple(parse_id(c) for c in stock), (*rest, parse_id(waste_top)))


def to_waste(column: int) -> Move:
    return Move(f"t{column}", "waste")


def test_gf1_the_deal_follows_the_card_order() -> None:
    order = shuffle.shuffled(7)
    pos = R.deal(order)
    assert R.columns(pos) == [list(order[j:35:7]) for j in range(7)]
    assert pos.waste == (order[35],) and pos.stock == tuple(order[36:]) and len(pos.stock) == 16
    state = INFO.layout(R, {}).state(pos)
    assert all(up for j in range(7) for _, up in state.piles[f"t{j}"])
    assert not isinstance(R, InPlay)  # every column card is face up: nothing to light


def test_gf2_nothing_goes_on_a_king_by_default() -> None:
    pos = arrange([["QH"], ["AC"], ["2D"]], ["5S"], "KS")
    assert R.legal_moves(pos) == [DRAW]
    assert str(R.refusal(pos, to_waste(0))) == NOTHING_ON_KING
    queens = GolfRules(queens=True)
    assert queens.legal_moves(pos) == [to_waste(0), DRAW]
    wrap = GolfRules(wrap=True)
    assert wrap.legal_moves(pos) == [to_waste(0), to_waste(1), DRAW]


def test_gf2_a_king_goes_on_a_queen_and_stops_the_run() -> None:
    pos = arrange([["QC", "KH"], ["JD"]], [], "QS")
    step = R.apply(pos, to_waste(0)).position
    assert R.legal_moves(step) == [] and str(R.lost(step)) == LOST
    assert GolfRules(queens=True).legal_moves(step) == [to_waste(0)]


def test_gf2_an_ace_and_a_king_are_neighbours_only_with_wrap() -> None:
    pos = arrange([["KD"], ["2H"]], ["9S"], "AC")
    assert R.legal_moves(pos) == [to_waste(1), DRAW]
    assert GolfRules(queens=True).legal_moves(pos) == [to_waste(1), DRAW]
    assert GolfRules(wrap=True).legal_moves(pos) == [to_waste(0), to_waste(1), DRAW]


def test_gf4_lost_by_itself_and_won_with_cards_in_the_stock() -> None:
    assert isinstance(R, LosesByItself)
    stuck = arrange([["9C"], ["JD"]], [], "4S")
    assert R.legal_moves(stuck) == [] and str(R.lost(stuck)) == LOST
    assert R.hint(stuck).kind == HintKind.NO_WAY_OUT
    assert R.lost(arrange([["9C"]], ["KS"], "4S")) is None
    last = arrange([["5C"]], ["KS", "2D"], "4S")
    won = R.apply(last, to_waste(0)).position
    assert R.is_won(won) and R.lost(won) is None and len(won.stock) == 2


def test_gf5_the_rules_example() -> None:
    """A win with 4 cards left in the stock scores 35 × 5 + 4 × 5 = 195."""
    last = arrange([["5C"]], ["KS", "2D", "3D", "9H"], "4S")
    game = Game(parse("paciencia://golf/1"))
    game.history = History(Snapshot(last, 34 * 5, 34))
    game.play(to_waste(0))
    assert game.won and game.score == 195


def test_gf5_a_whole_won_deal_scores_five_a_card_and_five_a_stock_card() -> None:
    game = Game(parse("paciencia://golf/4"))
    result = solve(game.rules, game.position, Budget(positions=100_000))
    assert result.verdict == "solved"
    for move in result.moves:
        game.play(move)
    assert game.won and game.score == 5 * 35 + 5 * len(game.position.stock)
    assert game.moves == len(result.moves)


def test_gf6_the_hint_prefers_a_card_another_can_follow() -> None:
    pos = arrange([["8H", "3C"], ["9C", "5D"], ["6S"]], ["KS"], "4S")
    hint = R.hint(pos)
    assert hint.kind == HintKind.MOVE and hint.move == to_waste(1)
    assert str(hint.message) == "Play 5♦: 6♠ can follow it."
    lone = arrange([["8H", "3C"]], ["KS"], "4S")
    assert R.hint(lone).move == to_waste(0) and str(R.hint(lone).message) == "Play 3♣ onto the waste."
    assert R.hint(arrange([["8H"]], ["KS"], "4S")).move == DRAW


PERFT = {
    (False, False): ("125231422112221113322111210", [1, 2, 6, 14, 30, 52]),
    (True, False): ("125232422112221221322123240", [1, 2, 6, 14, 31, 59]),
    (False, True): ("12523314232223122113313123130", [1, 2, 6, 14, 32, 65]),
}
"""Deal 1 by (queens, wrap): the legal-move counts along the pinned line, and perft to depth 6."""


def perft(rules: GolfRules, pos: WastePosition, depth: int) -> int:
    if depth == 0:
        return 1
    return sum(perft(rules, rules.apply(pos, m).position, depth - 1) for m in rules.legal_moves(pos))


@pytest.mark.parametrize(("queens", "wrap"), sorted(PERFT))
def test_perft_pinned_for_deal_1(queens: bool, wrap: bool) -> None:
    rules = GolfRules(queens=queens, wrap=wrap)
    start = pos = rules.deal(shuffle.shuffled(1))
    counts = []
    for i in range(200):
        moves = rules.legal_moves(pos)
        counts.append(len(moves))
        if not moves:
            break
        pos = rules.apply(pos, moves[(i * 7919) % len(moves)]).position
    assert rules.lost(pos) is not None
    assert ("".join(map(str, counts)), [perft(rules, start, d) for d in range(1, 7)]) == PERFT[(queens, wrap)]


def test_notation_and_json_round_trip() -> None:
    pos = R.apply(R.deal(shuffle.shuffled(4)), DRAW).position
    assert R.parse_position(R.format_position(pos)) == pos
    assert R.parse_move(pos, "3") == to_waste(2) and R.parse_move(pos, "d") == DRAW
    data = R.position_json(pos)
    assert data["columns"] == list(data["piles"].values())  # type: ignore[attr-defined]
    assert data["options"] == {"queens": False, "wrap": False}
    assert data["columns"][2] == [id_text(c) for c in pos.table[2:35:7]]  # type: ignore[index]
    assert data["stock"] == [f"[{id_text(c)}]" for c in pos.stock] and len(pos.stock) == 15
    assert data["waste"] == [id_text(c) for c in pos.waste]
