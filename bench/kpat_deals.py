"""KPatience's Klondike deals, rebuilt so that a bench compares solvers on the same cards.

KPatience (22.12) numbers a deal by the seed of the Microsoft C library's
generator, as Windows FreeCell does:

1. The deck is built rank by rank: the four Aces (clubs, diamonds, hearts,
   spades), then the four Twos, … up to the Kings (its ``DealerScene``
   creates the cards in that order "for historical reasons").
2. Fisher–Yates from the top: the state starts at the deal number; for
   ``i`` from 52 down to 2, ``state = (214013 · state + 2531011) mod 2³²``,
   ``r = (state >> 16) & 0x7fff``, and the cards at ``i − 1`` and ``r mod i``
   swap.
3. Klondike deals from the *end* of that list: round ``k`` (0…6) gives one
   card to each column ``k…6``, the first of them face up; the 24 left go to
   the stock in list order, so the last of them is on top and drawn first.

So our deal order (:meth:`KlondikeRules.deal`: the first 28 cards to the
columns round by round, the rest drawn in order) is that list reversed.
Checked against layouts KPatience saved itself (``kpat --generate``): see
docs/performance.md.
"""

from __future__ import annotations

_MASK32 = 0xFFFFFFFF


def kpat_deck() -> list[int]:
    """Our card ids (``suit · 13 + rank − 1``) in KPatience's unshuffled, rank-major order."""
    return [suit * 13 + rank for rank in range(13) for suit in range(4)]


def kpat_shuffled(cards: list[int], seed: int) -> list[int]:
    """KPatience's shuffle of ``cards`` for deal number ``seed`` (step 2 above)."""
    out = list(cards)
    state = seed & _MASK32
    for i in range(len(out), 1, -1):
        state = (214013 * state + 2531011) & _MASK32
        j = ((state >> 16) & 0x7FFF) % i
        out[i - 1], out[j] = out[j], out[i - 1]
    return out


def kpat_klondike_order(number: int) -> list[int]:
    """The deal order :meth:`KlondikeRules.deal` takes for KPatience's Klondike deal ``number``."""
    return kpat_shuffled(kpat_deck(), number)[::-1]
