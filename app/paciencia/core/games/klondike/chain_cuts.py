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
    the foundations. So the chains from the node lay talon cards down from ``x`` until a card
    ``w`` that is face up in another column, or a foundation's top card, is laid on the
    sequence: ``w`` is lower than ``x``, and its colour is ``x``'s exactly when their ranks
    differ by an even number (the sequence alternates). If no card ``w`` is so placed, every
    chain from the node is talon cards laid and ends with nothing more to lay, reaching no
    child: following it would add nothing (issue 35)."""
    tab, down = pos.tableau, pos.down
    x = tab[j][-1]
    rx = RANK[x]
    red = _RED[x]
    for i in range(COLUMNS):
        if i != j:
            col = tab[i]
            for k in range(down[i], len(col)):
                w = col[k]
                if RANK[w] < rx and (_RED[w] == red) == ((rx - RANK[w]) % 2 == 0):
                    return False
    for s, r in enumerate(pos.foundations):
        if 0 < r < rx and (_RED[s * 13] == red) == ((rx - r) % 2 == 0):
            return False
    return True


_RED = tuple(SUIT[c] in (1, 2) for c in range(52))
