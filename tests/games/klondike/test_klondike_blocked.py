"""The static lost-deal proof (V-1, issue 16): a card that no play can bring home makes a
deal ``unsolvable`` at once; it never calls a winnable position lost."""

from __future__ import annotations

import random

import pytest
from test_klondike_complete import brute_force_winnable, random_endgame  # same folder: pytest puts it on the path

from paciencia.core import shuffle
from paciencia.core.cards import card_id
from paciencia.core.games.klondike import solver as ksolver
from paciencia.core.games.klondike.blocked import buried_for_good, never_home
from paciencia.core.games.klondike.position import KlondikePosition
from paciencia.core.games.klondike.rules import KlondikeRules
from paciencia.core.search import Budget

CLUBS, DIAMONDS, HEARTS, SPADES = range(4)
LOST_DEAL = 33  # its first shuffle: a card buried under every place it could go


@pytest.mark.parametrize("draw", [1, 3])
def test_a_blocked_deal_is_unsolvable_without_a_search(draw: int) -> None:
    rules = KlondikeRules(draw, 0)
    pos = rules.deal(shuffle.shuffled(LOST_DEAL))
    res = ksolver.solve(rules, pos, Budget(positions=5000))
    assert (res.verdict, res.expanded) == ("unsolvable", 0)
    k14 = ksolver.solve_k14(rules, pos, Budget(positions=5000))
    assert (k14.verdict, k14.expanded, k14.info.get("blocked")) == ("unknown", 0, True)


def test_a_card_on_top_of_its_predecessor_and_both_holders_never_goes_home() -> None:
    four = card_id(4, SPADES)
    column = (card_id(3, SPADES), card_id(5, HEARTS), card_id(5, DIAMONDS), four)
    others = [c for c in range(52) if c not in column]
    tab = (column, *(tuple(others[4 * k:4 * k + 4]) for k in range(6)))
    stock = tuple(others[24:])
    pos = KlondikePosition(tab, tuple(len(c) - 1 for c in tab), stock, (), (0, 0, 0, 0), 0)
    lost = never_home(pos)
    assert four in lost and card_id(3, SPADES) in lost


def test_winnable_deals_are_never_called_lost() -> None:
    rules = KlondikeRules(1, 0)
    for n in (1, 2, 3, 5, 6, 7):
        assert never_home(rules.deal(shuffle.shuffled(n))) == []


def test_never_home_agrees_with_an_unpruned_search() -> None:
    rules = KlondikeRules(1, 0)
    rng = random.Random(16)
    settled = 0
    for _ in range(200):
        pos = random_endgame(rng, (8, 12), 0.1, 3, pass_no=0)
        if not never_home(pos):
            continue
        truth = brute_force_winnable(rules, pos, cap=2000)
        assert truth is not True, rules.format_position(pos)
        settled += truth is False
    assert settled >= 5


def test_a_waste_card_over_its_predecessor_with_both_holders_up_is_stuck_on_the_last_pass() -> None:
    # K-14 (no foundation→column): 5♣ lies on 3♣ in the waste, and 6♦ and 6♥ are home.
    five, three = card_id(5, CLUBS), card_id(3, CLUBS)
    rest = [c for c in range(52) if c not in (five, three) and c // 13 == CLUBS]
    fnd = (2, 6, 6, 13)
    tab = ((card_id(7, DIAMONDS),), *((),) * 6)  # 7♦ in a column
    pos = KlondikePosition(tab, (0,) * 7, tuple(rest), (three, five), fnd, 1)
    assert buried_for_good(pos, 1)
    # With 6♦ still to come (in the stock), 5♣ may go on it: not a proof any more.
    free = pos._replace(foundations=(2, 5, 6, 13), stock=(*rest, card_id(6, DIAMONDS)))
    assert not buried_for_good(free, 1)


@pytest.mark.parametrize("draw", [1, 3])
def test_a_stuck_talon_is_never_called_lost_wrongly(draw: int) -> None:
    """On the last pass, whenever :func:`buried_for_good` calls a position lost, an
    unpruned K-14 search finds no win either (issue 16: pruning must stay sound)."""
    rules = KlondikeRules(draw, 1)
    rng = random.Random(1600 + draw)
    settled = 0
    for _ in range(400):
        pos = random_endgame(rng, (7, 11), 0.5, 3, drawn=True)
        if not buried_for_good(pos, draw):
            continue
        truth = brute_force_winnable(rules, pos, cap=3000, skip=lambda m: m.src[0] == "f")  # K-14: no f→t
        assert truth is not True, rules.format_position(pos)
        settled += truth is False
    assert settled >= 5
