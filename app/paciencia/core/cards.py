"""Cards as small values.

Positions store cards as plain ints (``card id``) because the solvers copy
and hash millions of positions; :class:`Card` is the readable value type used
at the edges (parsing, printing, the UI).

Card id layout: ``id = suit * 13 + (rank - 1)`` with suits in the order
clubs, diamonds, hearts, spades (the order the deck is built in, see
:mod:`paciencia.core.shuffle`). So 0 is the ace of clubs and 51 the king of
spades. Spider's 104-card deck simply holds each id twice (or more).
"""

from __future__ import annotations

from enum import IntEnum
from typing import Final, NamedTuple


class CardParseError(ValueError):
    """A card's text form could not be read."""


class Suit(IntEnum):
    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @property
    def word(self) -> str:
        """English singular, as used by KDE card-deck element ids."""
        return ("club", "diamond", "heart", "spade")[self]


ACE: Final = 1
JACK: Final = 11
QUEEN: Final = 12
KING: Final = 13

RANK_LETTERS: Final = "A23456789TJQK"
_SUIT_BY_LETTER: Final = {s.letter: s for s in Suit} | {s.symbol: s for s in Suit}

# Look-up tables indexed by card id: the hot paths use these instead of
# arithmetic or attribute access.
RANK: Final[tuple[int, ...]] = tuple(i % 13 + 1 for i in range(52))
SUIT: Final[tuple[int, ...]] = tuple(i // 13 for i in range(52))
RED: Final[tuple[bool, ...]] = tuple(SUIT[i] in (1, 2) for i in range(52))


def card_id(rank: int, suit: int) -> int:
    return suit * 13 + rank - 1


def rank_text(rank: int) -> str:
    return RANK_LETTERS[rank - 1]


def id_text(cid: int) -> str:
    """Text form of a card id, e.g. ``AS``, ``TD``."""
    return RANK_LETTERS[cid % 13] + "CDHS"[cid // 13]


class _CardFields(NamedTuple):
    rank: int
    suit: Suit


class Card(_CardFields):
    """A playing card by rank (1 ace … 13 king) and suit; ordered by rank, then suit.

    An immutable record on a named tuple rather than a dataclass: a frozen, ordered dataclass
    costs a launch about 5 M instructions to create (its methods are compiled from source at
    import), a named tuple a tenth of that (issue 38's start-up budget)."""

    __slots__ = ()

    def __new__(cls, rank: int, suit: Suit) -> Card:
        if not 1 <= rank <= 13:
            raise CardParseError(f"rank out of range: {rank!r}")
        return super().__new__(cls, rank, suit)

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``AS``, ``TD``, ``10D``, ``qh``, ``7♥``; raise on anything else."""
        t = text.strip().upper()
        if len(t) < 2:
            raise CardParseError(f"not a card: {text!r}")
        rank_part, suit_part = t[:-1], t[-1]
        suit = _SUIT_BY_LETTER.get(suit_part)
        if suit is None:
            raise CardParseError(f"unknown suit in card {text!r}")
        if rank_part == "10":
            rank = 10
        elif len(rank_part) == 1 and rank_part in RANK_LETTERS:
            rank = RANK_LETTERS.index(rank_part) + 1
        elif rank_part == "1":
            rank = 1
        else:
            raise CardParseError(f"unknown rank in card {text!r}")
        return cls(rank, suit)

    @classmethod
    def from_id(cls, cid: int) -> Card:
        if not 0 <= cid < 52:
            raise CardParseError(f"card id out of range: {cid!r}")
        return cls(cid % 13 + 1, Suit(cid // 13))

    @property
    def id(self) -> int:
        return card_id(self.rank, self.suit)

    @property
    def is_red(self) -> bool:
        return self.suit.is_red

    @property
    def element_id(self) -> str:
        """Element id in the KDE card-deck scheme: ``1_spade``, ``king_heart``."""
        names = {11: "jack", 12: "queen", 13: "king"}
        return f"{names.get(self.rank, str(self.rank))}_{self.suit.word}"

    def __str__(self) -> str:
        return rank_text(self.rank) + self.suit.letter

    def pretty(self) -> str:
        """Human form with a suit symbol: ``10♦``, ``Q♥``."""
        r = "10" if self.rank == 10 else rank_text(self.rank)
        return r + self.suit.symbol


def parse_id(text: str) -> int:
    return Card.parse(text).id


_ELEMENTS = tuple(Card.from_id(n).element_id for n in range(52))


def element_for(card: int) -> str:
    """KDE element id of a card id; any deck's copy maps to its card (looked up: every
    card painted in every frame asks)."""
    return _ELEMENTS[card % 52]
