"""The plain piles' search is exact (issue 34, V-1): on small positions a brute force decides,
the search's verdict agrees; its fast phase (the beams) finds wins but never says "unsolvable";
every win it reports replays through ``rules.apply``; the columns' moves it generates stay the
board's when empty columns let runs move (FT-2)."""

from __future__ import annotations

import random

import pytest

from paciencia.core import registry
from paciencia.core.cards import card_id
from paciencia.core.games.bakersdozen.rules import BakersDozenRules
from paciencia.core.games.fortythieves.rules import FortyThievesRules
from paciencia.core.games.yukon.rules import YukonRules
from paciencia.core.kit import pile_search
from paciencia.core.kit.pile_rules import PileRules
from paciencia.core.kit.piles import FOUNDATION, STOCK, TABLEAU, Piles
from paciencia.core.moves import Move
from paciencia.core.search import Budget

RULES: dict[str, PileRules] = {
    "yukon": YukonRules(),
    "fortythieves": FortyThievesRules(),
    "bakersdozen": BakersDozenRules(),
}


def reduced(rules: PileRules, rng: random.Random, left: int) -> Piles:
    """A position with about ``left`` cards off the foundations, all face up, dealt at random
    to the columns (and, in a game with a stock, a few to the stock)."""
    foundations = rules.of_kind[FOUNDATION]
    heights = {f: 13 for f in foundations}
    for _ in range(left):
        f = rng.choice([f for f in foundations if heights[f] > 0])
        heights[f] -= 1
    piles: list[list[int]] = [[] for _ in rules.spots]
    loose: list[int] = []
    for f in foundations:
        suit = rules.spots[f].ordinal
        piles[f] = [card_id(r, suit) for r in range(1, heights[f] + 1)]
        loose += [card_id(r, suit) for r in range(heights[f] + 1, 14)]
    rng.shuffle(loose)
    stocks = rules.of_kind[STOCK]
    for card in loose:
        if stocks and rng.random() < 0.3:
            piles[stocks[0]].append(card)
        else:
            piles[rng.choice(rules.of_kind[TABLEAU])].append(card)
    down = [len(p) if i in stocks else 0 for i, p in enumerate(piles)]
    return Piles(tuple(tuple(p) for p in piles), tuple(down))


def winnable(rules: PileRules, start: Piles) -> bool:
    """Brute force: every position reachable by legal moves, depth first, each once."""
    seen = {start}
    todo = [start]
    while todo:
        pos = todo.pop()
        if rules.is_won(pos):
            return True
        for move in rules.legal_moves(pos):
            child = rules.apply(pos, move).position
            if child not in seen:
                seen.add(child)
                todo.append(child)
    return False


def replays_to_a_win(rules: PileRules, pos: Piles, moves: list[Move]) -> bool:
    for move in moves:
        pos = rules.apply(pos, move).position
    return rules.is_won(pos)


@pytest.mark.parametrize("game", sorted(RULES))
def test_the_verdict_agrees_with_a_brute_force_on_small_positions(game: str) -> None:
    rules = RULES[game]
    rng = random.Random(f"exact-{game}")
    verdicts: set[str] = set()
    small = 8 if game == "fortythieves" else 11  # two packs: more moves a card
    for _ in range(25):
        pos = reduced(rules, rng, rng.randint(5, small))
        truth = winnable(rules, pos)
        for beams in ((), pile_search.BEAMS, (1,)):
            found = pile_search.solve(rules, pos, Budget(), beams=beams)
            assert found.verdict == ("solved" if truth else "unsolvable"), (beams, rules.format_position(pos))
            if truth:
                assert replays_to_a_win(rules, pos, found.moves)
        verdicts.add(found.verdict)
    # both answers were put to the test (a small Forty Thieves position, its empty columns
    # taking any card, is always won: its lost verdicts are tested on the games below)
    assert verdicts == ({"solved"} if game == "fortythieves" else {"solved", "unsolvable"})


@pytest.mark.parametrize("game", ["yukon", "bakersdozen"])
def test_the_fast_phase_never_says_unsolvable(game: str) -> None:
    """A budget the beams use up ends in "unknown", even on a lost position: only the complete
    phase, having expanded everything reachable, says "unsolvable"."""
    rules = RULES[game]
    rng = random.Random(f"lost-{game}")
    lost = next(p for p in (reduced(rules, rng, 8) for _ in range(500)) if not winnable(rules, p))
    complete = pile_search.solve(rules, lost, Budget(), beams=())
    assert complete.verdict == "unsolvable"
    beams_only = pile_search.solve(rules, lost, Budget(positions=1), beams=(1,))
    assert beams_only.verdict == "unknown"


@pytest.mark.parametrize("game", ["yukon", "bakersdozen"])
@pytest.mark.parametrize("number", [2, 3])
def test_a_deal_solved_replays_to_a_win(game: str, number: int) -> None:
    info = registry.info(game)
    rules = info.rules({})
    assert isinstance(rules, PileRules)
    pos = rules.deal(info.deal_order(number, info.full_options({})))
    assert isinstance(pos, Piles)
    found = pile_search.solve(rules, pos, Budget(positions=20_000))
    assert found.verdict == "solved"
    assert replays_to_a_win(rules, pos, found.moves)


def test_the_search_moves_are_the_board_s_with_empty_columns() -> None:
    """FT-2: runs move through spare empty columns; the search checks a run's length against
    the limit only when its first card fits, and must still list what the board lists."""
    rules = RULES["fortythieves"]
    rng = random.Random("ft-spaces")
    for _ in range(40):
        pos = reduced(rules, rng, 30)
        cards = list(pos.cards)
        columns = list(rules.of_kind[TABLEAU])
        for i in rng.sample(columns, rng.randint(1, 4)):  # some spaces, and long runs elsewhere
            cards[i] = ()
        suit = rng.randrange(4)
        cards[columns[0]] = tuple(card_id(r, suit) for r in range(13, 0, -1))
        pos = Piles(tuple(cards), pos.down)
        assert sorted(pile_search.all_moves(rules, pos)) == sorted(rules.legal_moves(pos))
