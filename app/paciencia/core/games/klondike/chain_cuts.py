"""Chain nodes of the complete Klondike search that reach no child (issue 35; docs/solver.md, rule 6).

:mod:`.complete_moves` follows, from each position, chains of moves that wait for their use until
a free play ends them. A node from which no chain reaches a child adds nothing: this module
says when a node is provably such a dead end, so that it is not followed.
"""

from __future__ import annotations

from ...cards import RANK, SUIT
from .position import COLUMNS, KlondikePosition


def lays_lead_nowhere(pos: KlondikePosition, j: int) -> bool:
    """Whether a node that waits only for a card on column ``j``'s top ``x`` has no chain to a child.

    Such a node's uses lay a card on ``x``: a face-up run's card from another column, a talon card
    (a node of the same kind, one rank lower, on the same column), or a foundation card brought
    down. None of these plays changes which cards are face up in the other columns or on top of
    the foundations, and only talon cards leave the talon. So the chains from the node lay talon
    cards down from ``x``, one of each rank in turn, of alternating colours, as far as the talon
    holds one of the colour needed, and go on only when a card ``w`` that is face up in another
    column, or a foundation's top card, comes onto the sequence: ``w`` is lower than ``x``, at
    most one rank below the lowest card the talon can lay, and of ``x``'s colour exactly when
    their ranks differ by an even number (the sequence alternates). If no card ``w`` is so placed,
    every chain from the node is talon cards laid and ends with nothing more to lay, reaching no
    child: following it would add nothing (issue 35)."""
    tab, down = pos.tableau, pos.down
    x = tab[j][-1]
    rx = RANK[x]
    par = _PARITY[x]
    best = 0  # the highest rank of a card w (0: none)
    for i in range(COLUMNS):
        if i != j:
            col = tab[i]
            for k in range(down[i], len(col)):
                w = col[k]
                rw = RANK[w]
                if best < rw < rx and _PARITY[w] == par:
                    if rw == rx - 1:
                        return False
                    best = rw
    for s, r in enumerate(pos.foundations):
        if best < r < rx and _PARITY[s * 13 + r - 1] == par:
            best = r
    if not best:
        return True
    # The talon must hold a card of each rank from rx - 1 down to best + 1, of the sequence's colours.
    talon = pos.stock + pos.waste
    red = _RED[x]
    for r in range(rx - 1, best, -1):
        a, b = _OF_COLOUR[r][red == ((rx - r) % 2 == 0)]
        if a not in talon and b not in talon:
            return True
    return False


_RED = tuple(SUIT[c] in (1, 2) for c in range(52))
# A card w may come onto a sequence built down from x exactly when _PARITY[w] == _PARITY[x]: its colour
# is x's when their ranks differ by an even number.
_PARITY = tuple((RANK[c] + _RED[c]) % 2 for c in range(52))
# _OF_COLOUR[r][red]: the two cards of rank r and that colour (red: diamonds and hearts).
_Pair = tuple[int, int]
_OF_COLOUR: tuple[tuple[_Pair, _Pair], ...] = (((0, 0), (0, 0)),) + tuple(
    ((r - 1, 39 + r - 1), (13 + r - 1, 26 + r - 1)) for r in range(1, 14))
