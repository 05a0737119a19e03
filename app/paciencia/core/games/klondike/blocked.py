"""A static proof that a Klondike position is lost (V-1's *unsolvable*, without a search).

Some deals are lost for a reason visible at once: a card whose two places to
go (its foundation predecessor, and both cards it may rest on) all lie under
it in its own column can never move, so neither it nor anything under it is
ever freed; cycles of such dependencies across columns do the same. A
search can only show that by exhausting the position space, which in the
complete mode (foundation→column moves allowed) is far beyond any budget.

:func:`never_home` computes, as the least fixed point of a few necessary
conditions, which cards could *possibly* reach their foundation; a card it
names never can, so the position is lost. Each condition is necessary for
the event it names in any play under the rules (K-2…K-7), whatever the draw
mode and pass limit, so the answer is a proof:

* **reached** (``A``): a card is reached when every card above it in its
  column has left at least once (a face-down card turns only when it is the
  top, and nothing under a card moves before it does). Cards in the stock,
  waste or on a foundation, and face-up cards, count as reached (an
  over-approximation: drawing is taken as free).
* **home** (``F``): a card reaches its foundation only once reached and once
  its predecessor of the same suit is home (an Ace needs nothing).
* **on top** (``T``): a card can be a column's top, with room for a card on
  it, only if it is reached there (tableau cards), or (cards off the
  tableau) if it can be laid on a card that can be on top, or is a King and
  some column can be empty.
* **leaves** (``L``): a tableau card leaves its place for the first time
  only once reached, and then goes home, onto a card that can be on top,
  or (a King) to an empty column; a face-up card resting on the face-up
  card under it in sequence may also leave with that card's run. Cards off
  the tableau count as gone.
* **a column can be empty** only once all of its cards can leave.

Cards under a card's original place stay face down until it first leaves,
so "leaves with the run under it" needs a face-up card under it, as stated.
"""

from __future__ import annotations

from ...cards import RANK, SUIT
from .position import FITS_ON, KlondikePosition

HOLDERS: tuple[tuple[int, ...], ...] = tuple(tuple(y for y in range(52) if c in FITS_ON[y]) for c in range(52))


def never_home(pos: KlondikePosition) -> list[int]:
    """The cards of ``pos`` that no play can bring to their foundation (empty if none is found)."""
    tab, down = pos.tableau, pos.down
    place: dict[int, tuple[int, int]] = {c: (i, x) for i, col in enumerate(tab) for x, c in enumerate(col)}
    # Under[c]: the face-up card c rests on in sequence (it may leave with that card's run), else -1.
    under = [-1] * 52
    for i, col in enumerate(tab):
        for x in range(down[i] + 1, len(col)):
            if col[x] in FITS_ON[col[x - 1]]:
                under[col[x]] = col[x - 1]
    reached = [c not in place or place[c][1] >= down[place[c][0]] for c in range(52)]
    leaves = [c not in place for c in range(52)]
    home = [False] * 52
    for s, f in enumerate(pos.foundations):
        for r in range(f):
            home[s * 13 + r] = True
    on_top = [False] * 52
    can_empty = any(not col for col in tab)
    changed = True
    while changed:
        changed = False
        if not can_empty and any(all(leaves[c] for c in col) for col in tab):
            can_empty = changed = True
        for c in range(52):
            spot = place.get(c)
            if not reached[c] and spot is not None:
                i, x = spot
                if all(leaves[y] for y in tab[i][x + 1:]):
                    reached[c] = changed = True
            if not reached[c]:
                continue
            if not home[c] and (RANK[c] == 1 or home[c - 1]):
                home[c] = changed = True
            king = RANK[c] == 13 and can_empty
            if not on_top[c] and (spot is not None or king or any(on_top[h] for h in HOLDERS[c])):
                on_top[c] = changed = True
            if not leaves[c] and (home[c] or king or any(on_top[h] for h in HOLDERS[c])
                                  or (under[c] >= 0 and leaves[under[c]])):
                leaves[c] = changed = True
    return [c for c in range(52) if not home[c]]


def buried_for_good(pos: KlondikePosition, draw: int) -> bool:
    """Whether, on the last pass, a talon card can never leave the talon, in a search
    without foundation→column moves (K-14): then it never goes home, and the position is lost.

    With no recycle left, the waste is a stack: a card in it leaves only after
    every card above it has, and goes home (after its same-suit predecessors)
    or onto a card that is a column top (after that card came from wherever it
    is), or a King to an empty column. Cards under it in the waste stay there
    until it leaves. So a card is stuck if some lower card of its suit that is
    not home lies under it and each card it may rest on is on a foundation
    (never to come down in K-14) or under it too. In draw-3 the stock's
    packets of three are fixed for the rest of the game, so each packet is
    such a stack as well (its first card drawn ends at the bottom).
    Everything else is taken as possible, so a ``True`` is a proof.
    """
    fnd = pos.foundations
    if _stack_stuck(pos.waste, fnd):
        return True
    if draw == 3:
        order = pos.stock[::-1]  # drawing order
        return any(_stack_stuck(order[k:k + 3], fnd) for k in range(0, len(order), 3))
    return False


def _stack_stuck(cards: tuple[int, ...], fnd: tuple[int, ...]) -> bool:
    """A card of ``cards`` (bottom first, none home) that no play frees: see :func:`buried_for_good`."""
    lowest = [14, 14, 14, 14]  # per suit, the lowest rank under the card looked at
    under: set[int] = set()
    for c in cards:
        s, r = SUIT[c], RANK[c]
        if lowest[s] < r and r != 13:
            for h in HOLDERS[c]:
                if h not in under and fnd[SUIT[h]] < RANK[h]:
                    break
            else:
                return True
        if r < lowest[s]:
            lowest[s] = r
        under.add(c)
    return False
