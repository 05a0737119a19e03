"""Spider hint with look-ahead (V-4, S-8), over what the player can see (C-6).

``hint(rules, pos)`` answers one :class:`Move` (a column move, or the deal
``Move("stock", "tableau")``) or ``None`` when nothing is worth suggesting.

How it chooses
--------------
1. **Look-ahead.** A breadth-first search from ``pos`` over
   :func:`~paciencia.core.games.spider.search.meaningful_moves` with swaps
   (never the deal), at most ``positions`` expansions. It looks for the position of
   highest *value* that is strictly better than ``pos`` and answers the
   first move of the shortest way there. The value
   (:class:`~.valuer.Valuer` with :data:`HINT_WEIGHTS`) rewards, in
   this order of weight: completed runs, turned cards, then cards put in
   sequence, same suit better than two suits; empty columns count only once
   the stock is empty (before that, S-5 makes the player fill them again
   before dealing, so the look-ahead values what an empty column *enables*).
   So the hint prefers turning cards, then emptying a column when that leads
   somewhere, then same-suit joins (S-8).
2. **Deal** when no move leads to a better position and dealing is legal.
3. **Fill an empty column** when the stock has cards but a column is empty
   (S-5 refuses the deal): the move into it that leaves the best value, the
   fewest cards first.
4. Otherwise ``None`` ("no move brings progress").

Face-down cards stay unknown
----------------------------
A position with fewer face-down cards than ``pos`` (a card was turned) is a
leaf of the search: it is valued (a turn is worth the same whatever the card
is: the value of a column counts face-up pairs only) but never expanded, so
nothing after a turn, and no face-down card, influences the answer. The
stock is not consulted either (the deal is not searched through). A test
shuffles the face-down cards of positions and checks the hint is unchanged.

Never a pure back-and-forth
---------------------------
The answer depends on the position only (the ``positions`` budget is a
count; ``seconds`` is a safety cap that ends the search early only on a very
slow machine), and the search looks only at complete breadth-first layers.
So after a hinted move towards a target of value ``V`` at distance ``d``,
the next hint finds that target again at distance ``d − 1`` (or a better
one): (best value, −distance) grows with every hinted move, a fill only
lowers the number of empty columns without lowering it, and a deal lowers
the stock. Following the hints therefore never returns to a position already
seen, in particular never undoes the move it just suggested (tested).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from ...moves import Move
from ...rules.base import Hint
from .help import explain
from .help import hint as tiers_hint
from .position import COLUMN_IDS, COLUMN_INDEX, DEAL, SpiderPosition, deal_refusal
from .rules import SpiderRules
from .search import meaningful_moves
from .valuer import Valuer, Weights

HINT_WEIGHTS = Weights(down=12, brk=2, mixed=1, empty=4, run=30, deal=0)
HINT_WEIGHTS_STOCK = Weights(down=12, brk=2, mixed=1, empty=0, run=30, deal=0)
HINT_POSITIONS = 1500
"""Expansions per hint: about 0.1–0.3 s on a desktop machine."""


def hint(
    rules: SpiderRules, pos: SpiderPosition, seconds: float = 0.3, positions: int = HINT_POSITIONS
) -> Move | None:
    """The move to suggest in ``pos`` (see the module docstring), or ``None``."""
    found = lookahead(rules, pos, seconds, positions)
    if found is not None:
        return found
    if deal_refusal(pos) is None:
        return DEAL
    if pos.stock:
        return _filling_move(rules, pos)
    return None


def lookahead(
    rules: SpiderRules, pos: SpiderPosition, seconds: float = 0.3, positions: int = HINT_POSITIONS
) -> Move | None:
    """The first move towards the best position better than ``pos`` found by
    the breadth-first look-ahead, or ``None`` when there is none."""
    deadline = time.perf_counter() + seconds
    val = Valuer(HINT_WEIGHTS_STOCK if pos.stock else HINT_WEIGHTS)
    key = rules.key
    apply = rules.apply_unchecked
    total = val.total
    child_columns = val.child_columns
    root_down = sum(pos.down)
    values = val.columns(pos)
    goal = total(pos, values)  # a target must be strictly better than this
    best: Move | None = None
    seen = {key(pos)}
    layer: list[tuple[SpiderPosition, list[float], Move | None]] = [(pos, values, None)]
    expanded = 0
    while layer:
        found, found_value = best, goal
        following: list[tuple[SpiderPosition, list[float], Move | None]] = []
        for p, pv, first in layer:
            if expanded >= positions or (expanded and time.perf_counter() > deadline):
                return best  # this layer is incomplete: keep the last complete answer
            expanded += 1
            for m in meaningful_moves(p, swaps=True):
                if m is DEAL:
                    continue
                c = apply(p, m).position
                ck = key(c)
                if ck in seen:
                    continue
                seen.add(ck)
                cv = child_columns(p, pv, c)
                v = total(c, cv)
                f = m if first is None else first
                if v > found_value:
                    found, found_value = f, v
                if sum(c.down) == root_down and c.runs == pos.runs:
                    following.append((c, cv, f))
        best, goal = found, found_value
        layer = following
    return best


def _filling_move(rules: SpiderRules, pos: SpiderPosition) -> Move | None:
    empty = [j for j, column in enumerate(pos.columns) if not column]
    if not empty:
        return None
    target = COLUMN_IDS[empty[0]]
    val = Valuer(HINT_WEIGHTS_STOCK)
    values = val.columns(pos)
    pick: Move | None = None
    rank: tuple[float, int] | None = None
    for m in rules.legal_moves(pos):
        if m.dst != target or m.src == "stock":
            continue
        if len(pos.columns[COLUMN_INDEX[m.src]]) == m.count:
            continue  # a whole column into an empty one changes nothing
        c = rules.apply_unchecked(pos, m).position
        r = (-val.total(c, val.child_columns(pos, values, c)), m.count)
        if rank is None or r < rank:
            pick, rank = m, r
    return pick


def search_hint(rules: SpiderRules, pos: SpiderPosition, stop: Callable[[], bool]) -> Move | Hint:
    """S-8 with look-ahead, worded (C-6: it values a face-down card as unknown and never reads
    it). The look-ahead chooses among the moves of the tier S-8's order takes (its move is kept
    only when the rules' tiers put it there); otherwise the rules' own hint stands."""
    move = hint(rules, pos)
    worded = explain(rules, pos, move) if move is not None else None
    return worded if worded is not None else tiers_hint(rules, pos)
