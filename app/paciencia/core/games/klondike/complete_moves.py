"""Every move a complete Klondike search must try (the complete mode of V-1).

Unlike :mod:`.solver_moves` (K-14's proofs, which prunes for speed and so
can never call a deal lost), this generator drops only moves that provably
cannot matter, so a search that exhausts what it generates has shown that
no solution exists under the rules:

* **Draws.** As in :mod:`.solver_moves`: draws and recycles read and change
  only the stock, the waste and the pass number, so any solution can be
  reordered to draw only right before it plays the waste top; a child is
  "the draws that bring a card to the waste top, then its play", for every
  waste top the draws reach (:class:`StockWalker`: the rest of this pass
  and one more; later passes repeat it with more passes used).
* **A King that is a whole column** moving to an empty column changes
  nothing but the column's index; empty columns are alike, so a King goes
  only to the first one.
* **Foundation → column** moves of an Ace (it can hold nothing) or of a card
  that :func:`is_safe_complete` would send straight back up are left out.
* **Safe cards** go up after every move (:func:`safe_chain` with
  ``complete=True``, whose rule is proven in :func:`is_safe_complete`).
* With no face-down card left, the foundation moves that win outright are
  one child (:func:`finish`), but only if they do win.

Everything else is generated: every waste top to every column it fits,
every part of every face-up run, foundation → column moves.
"""

from __future__ import annotations

from ...cards import RANK, SUIT
from ...moves import Move
from ...rules.common import fits_foundation
from .position import COLUMNS, F_TO_T, FITS_ON, T_TO_F, T_TO_T, WASTE_TO_F, WASTE_TO_T, KlondikePosition, run_start
from .rules import KlondikeRules
from .search import StockWalker, finish, is_safe_complete, safe_chain
from .solver_moves import Child

# Search order (lower first): turning cards (the fullest column first), then
# foundation moves, stock plays, other column moves, foundation → column.
FLIP = 0
FOUNDATION = 20
STOCK_TO_FOUNDATION = 30
STOCK_TO_COLUMN = 40
OTHER = 50
DOWN_FROM_FOUNDATION = 70


def complete_children(rules: KlondikeRules, walker: StockWalker, pos: KlondikePosition) -> list[Child]:
    tab, down, _stock, _waste, fnd, _pass_no = pos
    apply = rules.apply_unchecked
    out: list[Child] = []

    def add(order: float, base: KlondikePosition, move: Move, drawn: list[Move] | None = None) -> None:
        p = apply(base, move).position
        moves = drawn + [move] if drawn else [move]
        p = safe_chain(rules, p, moves, complete=True)
        if not any(p.down):
            tail: list[Move] = []
            q = finish(rules, walker, p, tail)
            if rules.is_won(q):
                p = q
                moves += tail
        out.append(Child(order, moves, p))

    empty = next((j for j in range(COLUMNS) if not tab[j]), -1)
    tops = [col[-1] if col else -1 for col in tab]

    # Column moves: every part of every face-up run, and tops to foundations.
    for i in range(COLUMNS):
        col = tab[i]
        n = len(col)
        if not n:
            continue
        d = down[i]
        if fits_foundation(col[-1], fnd):
            add(FOUNDATION - (d if n == d + 1 else 0), pos, T_TO_F[i][SUIT[col[-1]]])
        for x in range(run_start(col, d), n):
            card = col[x]
            order = (FLIP - d) if x == d and d else OTHER
            for j in range(COLUMNS):
                if j == i:
                    continue
                t = tops[j]
                if t >= 0:
                    if card in FITS_ON[t]:
                        add(order, pos, T_TO_T[i][j][n - x])
                elif j == empty and RANK[card] == 13 and x:
                    add(order, pos, T_TO_T[i][j][n - x])

    # Plays of every waste top the draws reach.
    walk_moves, states = walker.walk(pos)
    for wi, (st, wa, pn) in states:
        w = wa[-1]
        base = pos if wi == 0 else KlondikePosition(tab, down, st, wa, fnd, pn)
        drawn = walk_moves[:wi]
        extra = wi / 64
        if fits_foundation(w, fnd):
            add(STOCK_TO_FOUNDATION + extra, base, WASTE_TO_F[SUIT[w]], drawn)
        for j in range(COLUMNS):
            t = tops[j]
            if (t >= 0 and w in FITS_ON[t]) or (t < 0 and j == empty and RANK[w] == 13):
                add(STOCK_TO_COLUMN + extra, base, WASTE_TO_T[j], drawn)

    # Foundation → column, for cards that could still hold something.
    for s in range(4):
        r = fnd[s]
        if r < 2:
            continue
        card = s * 13 + r - 1
        lowered = fnd[:s] + (r - 1,) + fnd[s + 1:]
        if is_safe_complete(card, lowered):
            continue
        for j in range(COLUMNS):
            t = tops[j]
            if (t >= 0 and card in FITS_ON[t]) or (t < 0 and j == empty and r == 13):
                add(DOWN_FROM_FOUNDATION, pos, F_TO_T[s][j])

    out.sort(key=_order)
    return out


def _order(c: Child) -> float:
    return c.order
