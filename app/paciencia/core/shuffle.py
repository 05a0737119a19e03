"""Reproducible shuffles (SPEC C-2, F-2).

Paciência's own shuffle, precisely enough to redo a deal by hand
----------------------------------------------------------------
1. The generator is a 64-bit linear congruential generator (Knuth's MMIX
   constants). Its state starts at the deal number ``n``. Each step does::

       state = (state * 6364136223846793005 + 1442695040888963407) mod 2**64
       output = state >> 33            # the top 31 bits

2. The unshuffled deck lists card ids in order ``0, 1, 2, …``: ace to king of
   clubs, then diamonds, hearts, spades (ids of :mod:`paciencia.core.cards`).
   Spider's deck is its run suits repeated (see :func:`spider_deck`).
3. Fisher–Yates from the top: for ``i`` from ``len(deck) - 1`` down to ``1``,
   take one output ``x``, let ``j = x mod (i + 1)`` and swap ``deck[i]`` with
   ``deck[j]``.
4. The result is the deal order: ``deck[0]`` is the first card dealt. Each
   game's module says where the dealt cards go.

Further shuffles continue the same generator without reseeding; guaranteed
deals (K-14, B-3) take candidate ``k`` as the ``k``-th shuffle of the stream
that deal number ``n`` starts (:func:`shuffles`; FreeCell's
:func:`microsoft_deals`), so a game code fixes which one is played.

Only integer arithmetic is used, so results are the same on every Python
version and platform (``random`` is deliberately not used: its algorithms
are not guaranteed stable across versions).

FreeCell uses the Microsoft generator instead, for every number, so that
deals 1–32000 are the classic Windows deals (see :func:`microsoft_deal`).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from .cards import Suit, card_id

_MULT = 6364136223846793005
_INC = 1442695040888963407
_MASK64 = (1 << 64) - 1
MAX_SEED = _MASK64
"""The largest deal number of the project's shuffle: larger numbers would repeat smaller ones."""


class Generator:
    """The project's documented 64-bit LCG (see module docstring)."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        if seed < 0:
            raise ValueError(f"seed must not be negative: {seed!r}")
        self.state = seed & _MASK64

    def next(self) -> int:
        self.state = (self.state * _MULT + _INC) & _MASK64
        return self.state >> 33

    def shuffle(self, deck: Sequence[int]) -> list[int]:
        cards = list(deck)
        for i in range(len(cards) - 1, 0, -1):
            j = self.next() % (i + 1)
            cards[i], cards[j] = cards[j], cards[i]
        return cards


def standard_deck() -> list[int]:
    return list(range(52))


def spider_deck(suits: int, runs: int = 8) -> list[int]:
    """104 cards: 8 runs of spades (1 suit), 4 spades + 4 hearts (2), 2 of each (4).

    Runs are listed run after run, ace to king, spades runs first, then hearts,
    then clubs, then diamonds (as many runs as the suit count gives each).
    ``runs=4`` gives Spiderette's 52 cards the same way (SE-1).
    """
    each = runs // 4
    order = {
        1: [Suit.SPADES] * (4 * each),
        2: [Suit.SPADES] * (2 * each) + [Suit.HEARTS] * (2 * each),
        4: [Suit.SPADES] * each + [Suit.HEARTS] * each + [Suit.CLUBS] * each + [Suit.DIAMONDS] * each,
    }.get(suits)
    if order is None:
        raise ValueError(f"spider suits must be 1, 2 or 4, not {suits!r}")
    return [card_id(rank, suit) for suit in order for rank in range(1, 14)]


def shuffled(number: int, deck: Sequence[int] | None = None) -> list[int]:
    """The first shuffle of deal ``number``."""
    return Generator(number).shuffle(standard_deck() if deck is None else deck)


def shuffles(number: int, deck: Sequence[int] | None = None) -> Iterator[list[int]]:
    """Candidate shuffles 0, 1, 2… of the stream started by ``number`` (K-14)."""
    gen = Generator(number)
    base = standard_deck() if deck is None else list(deck)
    while True:
        yield gen.shuffle(base)


MAX_MICROSOFT_DEAL = (1 << 33) - 1
"""F-2: FreeCell Pro's and Freecell Solver's extended deals go up to 8 589 934 591."""


def microsoft_deal(number: int) -> list[int]:
    """The Microsoft FreeCell deal order (F-2), as card ids in dealing order.

    The classic generator keeps a 32-bit state, ``state = (state * 214013 +
    2531011) mod 2**32``, and each output is ``(state >> 16) & 0x7FFF``. Its
    deck lists cards rank by rank, clubs, diamonds, hearts, spades within a
    rank (AC AD AH AS 2C …). For each of the 52 cards dealt, ``j = output mod
    cards_left``; the card at ``j`` is dealt and the last remaining card takes
    its place. Card ``i`` dealt goes to column ``i mod 8``.

    Numbers 1 to 2**31 − 1 are the Windows deals (1–32000 the classic ones).
    The extended deals of FreeCell Pro and Freecell Solver: from 2**31 to
    2**32 − 1 the state starts at the number and each output gets its 0x8000
    bit set; from 2**32 to 2**33 − 1 the state starts at ``number − 2**32``
    and each output is ``((state >> 16) & 0xFFFF) + 1``. Checked against
    Freecell Solver's ``make-microsoft-freecell-board`` in the tests.
    """
    return next(microsoft_deals(number))


def microsoft_deals(number: int) -> Iterator[list[int]]:
    """Candidate deals 0, 1, 2… of deal ``number``'s Microsoft generator (B-3).

    Candidate 0 is :func:`microsoft_deal` itself; candidate ``k + 1`` deals a fresh
    deck (in the same AC AD AH AS 2C … order) with the same generator, going on from
    the state candidate ``k`` left, in the same way (the same output rule as the
    number's range). So a guaranteed FreeCell code with ``guaranteed=0`` and candidate 0
    of the same number are the same deal.
    """
    if not 0 < number <= MAX_MICROSOFT_DEAL:
        raise ValueError(f"FreeCell deal numbers go from 1 to {MAX_MICROSOFT_DEAL}, not {number!r}")
    if number < 1 << 32:
        state, high, wide = number, 0x8000 if number >= 1 << 31 else 0, False
    else:
        state, high, wide = number - (1 << 32), 0, True
    while True:
        deck = [(i % 4) * 13 + i // 4 for i in range(52)]
        out: list[int] = []
        left = 52
        while left:
            state = (state * 214013 + 2531011) & 0xFFFFFFFF
            rand = ((state >> 16) & 0xFFFF) + 1 if wide else ((state >> 16) & 0x7FFF) | high
            j = rand % left
            out.append(deck[j])
            left -= 1
            deck[j] = deck[left]
        yield out
