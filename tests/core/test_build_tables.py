"""The tabulated build tests agree with the two predicates on every pair of cards (issue 26 §3):
the tables ask the predicates only for pairs of adjacent ranks (issue 38's start-up), so this is
what shows that no other pair could build."""

from __future__ import annotations

from paciencia.core.cards import RANK
from paciencia.core.games.freecell.position import PARENTS
from paciencia.core.rules.common import ALTERNATING, BY_RANK, IN_SUIT, builds_alternating, builds_in_suit


def test_each_table_is_its_predicate_on_every_pair() -> None:
    for table, builds in ((ALTERNATING, builds_alternating), (IN_SUIT, builds_in_suit)):
        assert [[builds(lower, upper) for upper in range(52)] for lower in range(52)] == [list(r) for r in table]


def test_the_tables_hold_the_builds_a_player_knows() -> None:
    # 7♦ (id 19) rests on 8♣ (id 7) and 8♠ (id 46), not on 8♥ (id 33); 6♣ on 7♣ in suit.
    assert ALTERNATING[7][19] and ALTERNATING[46][19] and not ALTERNATING[33][19]
    assert IN_SUIT[6][5] and not IN_SUIT[19][5]
    assert sum(map(sum, ALTERNATING)) == 48 * 2 and sum(map(sum, IN_SUIT)) == 48


def test_parents_are_the_cards_a_card_may_rest_on() -> None:
    for card in range(52):
        assert PARENTS[card] == tuple(p for p in range(52) if builds_alternating(p, card))
    assert PARENTS[12] == PARENTS[51] == ()  # kings rest on nothing


def test_by_rank_holds_four_cards_of_each_rank() -> None:
    assert BY_RANK[0] == ()
    assert all(len(BY_RANK[r]) == 4 and {RANK[c] for c in BY_RANK[r]} == {r} for r in range(1, 14))
