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
* **Moves that only wait are played when they are used** (docs/solver.md,
  rule 6, has the argument). Some moves change nothing a later move must
  have, but make something available: a *lateral* move (a run leaves a
  face-up card behind), a card sent home over a face-up card, a column
  emptied, a foundation card brought down and, in draw 1 without a pass
  limit (:func:`free_talon`, where every talon card stays within reach), a
  talon card laid on a column or sent home. Any shortest solution can play
  such a move just before the move that uses what it made available (a card
  laid on the card it left or brought, a King in the emptied column, that
  card sent home, its suit's next card sent home, the card under a
  foundation card brought down too). So each is generated only followed by
  such a use, in one child; a chain of them ends with a move of another
  kind (a card turned, or outside the free talon a talon card played), or
  where no face-down card is left.

Everything else is generated: every face-up run that turns a card, every
card that fits a foundation, and the waiting moves followed by their use.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from ...moves import Move
from .complete_steps import Wait, steps, uses
from .position import COLUMNS, KlondikePosition
from .rules import KlondikeRules
from .search import StockWalker, finish, safe_chain
from .solver_moves import Child

# How many nodes (a position and what waits in it) one expansion follows its chains through; past
# that, the nodes left are children themselves. Long runs over twin cards make the chains of run moves
# between them grow fast: KPatience's deal 49 meets expansions of 1 400 nodes (0.1 s) and more.
CHAIN_NODES = 4000
# The chain nodes one search remembers across its expansions (about 0.1 kB each in the free talon).
MET_MAX = 2_000_000

_NONE_DOWN = (0,) * COLUMNS  # the face-down counts once every card is turned


def free_talon(rules: KlondikeRules) -> bool:
    """Draw 1 without a pass limit: every talon card can be brought to the waste top at any time."""
    return rules.draw == 1 and not rules.pass_limit


def complete_children(rules: KlondikeRules, walker: StockWalker, pos: KlondikePosition,
                      work: list[int] | None = None, met: set[Hashable] | None = None) -> list[Child]:
    """The children of ``pos`` (see the module text); ``work[0]`` is increased by the nodes
    their chains went through, the expansion's cost.

    ``met``, when given, is shared by the expansions of one search: the chain nodes they
    followed. A node an earlier expansion met is not followed again: the ends of its chains
    were that expansion's children already, so their keys are in the search's table
    (docs/solver.md, rule 6). Cleared when it holds :data:`MET_MAX` nodes (that only costs
    time)."""
    free = free_talon(rules)
    out: list[Child] = []
    done: set[KlondikePosition] = set()
    # In the free talon the talon's state does not matter; elsewhere the whole position counts.
    key: Callable[[KlondikePosition, Wait], Hashable] = _cards_placed if free else _same

    def add(order: float, moves: list[Move], p: KlondikePosition) -> None:
        if p in done:
            return
        done.add(p)
        p = safe_chain(rules, p, moves, complete=True)
        if not any(p.down):
            tail: list[Move] = []
            q = finish(rules, walker, p, tail)
            if rules.is_won(q):
                p = q
                moves += tail
        out.append(Child(order, moves, p))

    # The chains are paths in a graph whose nodes are a position and what waits in it: each
    # node is followed once per call (a node met again has the same continuations), so the
    # chains' ends are every free step reachable, found once each.
    if met is None:
        met = set()
    elif len(met) > MET_MAX:
        met.clear()
    todo: list[tuple[KlondikePosition, list[Move], Wait, float]] = []
    for step_moves, q, w, o in steps(rules, walker, pos, free):
        if w is None:
            add(o, step_moves, q)
        else:
            node = key(q, w)
            if node not in met:
                met.add(node)
                todo.append((q, step_moves, w, o))
    followed = 0
    met_add = met.add
    while todo:
        p, moves, wait, order = todo.pop()
        if p[1] == _NONE_DOWN or followed >= CHAIN_NODES:
            # The end of a solution may leave moves waiting: this may be it. And past the
            # bound a node is a child of its own, searched from with every move (docs/solver.md,
            # rule 6): a shortest solution through it goes on from there.
            add(order + len(moves) / 64, list(moves), p)
            if p[1] != _NONE_DOWN:
                continue
        followed += 1
        for step_moves, q, w, o in uses(rules, walker, p, wait, free):
            if w is None:
                ms = moves + step_moves
                add(min(order, o) + len(ms) / 64, ms, q)
            else:
                node = key(q, w)
                if node not in met:
                    met_add(node)
                    todo.append((q, moves + step_moves, w, order if order < o else o))
    if work is not None:
        work[0] += followed + 1
    out.sort(key=_order)
    return out


def _same(pos: KlondikePosition, wait: Wait) -> Hashable:
    return pos, wait


def _cards_placed(pos: KlondikePosition, wait: Wait) -> Hashable:
    """The node's key in the free talon, where the talon's state does not matter: the columns,
    face-down counts, foundations and wait, packed in one string of bytes (the columns apart,
    then fixed lengths), which a search keeps by the hundred thousand: as tuples they cost
    several times the memory, and freeing them a tenth of the search's time (issue 35)."""
    w = _WAIT_BYTES.get(wait)
    if w is None:
        w = _WAIT_BYTES[wait] = bytes((wait[0] + 1, wait[1] + 1, wait[2] + 1, wait[3] + 1))
    return b"\xff".join(map(bytes, pos.tableau)) + bytes(pos.down + pos.foundations) + w


# Each wait met, packed as _cards_placed packs it (a few hundred of them at most).
_WAIT_BYTES: dict[Wait, bytes] = {}


def _order(c: Child) -> float:
    return c.order


