"""How a card rests on another in a pile: the builds the kit's roles take (issue 38 §1).

A build is a value: ``fits(lower, upper)`` says whether ``upper`` may rest on ``lower`` and
``refusal(lower, upper)`` words a refused place from the lower card's side ("9♦ takes only 8♣
or 8♠, not 7♠"). Each wraps the one test written in :mod:`paciencia.core.rules.common`, so a
build is never written twice.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from ..cards import RANK
from ..rules.common import (
    ALTERNATING,
    IN_SUIT,
    alternating_refusal,
    any_suit_refusal,
    builds_alternating,
    builds_in_suit,
    pretty,
)
from ..text import Reason
from . import words
from .words import say

Table = tuple[tuple[bool, ...], ...]


class Build:
    """One way of building down a column: its test, tabulated by card id for the run
    lengths, and its words. The table is made the first time it is read (a launch deals one
    game and needs one or two builds), unless given (the shared ones of the rules' module)."""

    __slots__ = ("fits", "refusal", "not_a_run", "_table")

    def __init__(
        self, fits: Callable[[int, int], bool], refusal: Callable[[int, int], Reason], not_a_run: str,
        table: Table | None = None,
    ) -> None:
        self.fits = fits
        """``fits(lower, upper)``: ``upper`` may rest on ``lower``."""
        self.refusal = refusal
        """The words for a refused ``upper`` on ``lower``."""
        self.not_a_run = not_a_run
        """Msgid (``{count}``, ``{card}``): the top cards do not hold together in this build."""
        self._table = table

    @property
    def table(self) -> Table:
        """``table[lower][upper] == fits(lower, upper)``, for the inner loops."""
        if self._table is None:
            fits = self.fits
            self._table = tuple(tuple(fits(lower, upper) for upper in range(52)) for lower in range(52))
        return self._table

    def run_length(self, cards: Sequence[int], face_up_from: int = 0) -> int:
        """How many cards at the end of ``cards`` hold together in this build, looking no
        lower than ``face_up_from``."""
        n = len(cards)
        if n <= face_up_from:
            return 0
        table = self.table
        length, i = 1, n - 1
        while i > face_up_from and table[cards[i - 1]][cards[i]]:
            length += 1
            i -= 1
        return length


def _in_suit_refusal(target: int, card: int) -> Reason:
    if RANK[target] == 1:
        return any_suit_refusal(target, card)  # an Ace takes nothing, whatever the build
    lower, upper, wanted = pretty(target), pretty(card), pretty(target - 1)
    return Reason(words.TAKES_ONLY, target=lower, wanted=wanted, card=upper)


def _any_suit(lower: int, upper: int) -> bool:
    return RANK[upper] + 1 == RANK[lower]


ALTERNATE_COLOURS: Final = Build(builds_alternating, alternating_refusal, words.NOT_AN_ALTERNATING_RUN, ALTERNATING)
"""Down by one, the other colour (Klondike K-4, FreeCell F-3)."""
SAME_SUIT: Final = Build(builds_in_suit, _in_suit_refusal, words.NOT_A_SUIT_RUN, IN_SUIT)
"""Down by one in the same suit (Baker's Game, Spider's runs S-3)."""
ANY_SUIT: Final = Build(_any_suit, any_suit_refusal, words.NOT_A_RANK_RUN)
"""Down by one, suit and colour free (Spider's builds S-3, Baker's Dozen)."""


def _one_apart(lower: int, upper: int) -> bool:
    return abs(RANK[upper] - RANK[lower]) == 1


def _one_apart_round(lower: int, upper: int) -> bool:
    return abs(RANK[upper] - RANK[lower]) in (1, 12)


def _not_one_apart(lower: int, upper: int) -> Reason:
    return say(words.NOT_ONE_APART, card=pretty(upper), top=pretty(lower))


UP_OR_DOWN: Final = Build(_one_apart, _not_one_apart, words.NOT_A_RANK_RUN)
"""One rank up or down, suit free, a King and an Ace not neighbours (onto the waste of the games
that build there, as TriPeaks does)."""
UP_OR_DOWN_ROUND: Final = Build(_one_apart_round, _not_one_apart, words.NOT_A_RANK_RUN)
"""One rank up or down, a King and an Ace neighbours (the wrap option of games that build on the waste)."""


def _never(lower: int, upper: int) -> bool:
    return False


def _always(lower: int, upper: int) -> bool:
    return True


ONE_BY_ONE: Final = Build(_never, any_suit_refusal, words.ONE_CARD_AT_A_TIME)
"""How cards move in games where no run moves as a unit (Baker's Dozen BD-2): one at a time.
A column's ``moves`` build, never its ``build``."""
ANY_GROUP: Final = Build(_always, any_suit_refusal, words.NOT_A_RANK_RUN)
"""How cards move in Yukon (YK-2): any face-up card with every card on it, in sequence or not.
A column's ``moves`` build, never its ``build``."""
