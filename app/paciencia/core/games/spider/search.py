"""Spider move generation for the look-ahead hint: the *meaningful* legal moves only.

The look-ahead hint (:mod:`paciencia.core.games.spider.lookahead`) expands
positions as the player sees them (the solver searches compact states with
the same choices plus sequence moves, :mod:`.compact`);
:meth:`SpiderRules.legal_moves` lists every count into every empty
column, most of which a search should never try. :func:`meaningful_moves`
returns the subset of ``legal_moves(pos)`` (same :class:`Move` values; a test
checks the subset on many positions) that can matter. It keeps a column move
``i → j`` of ``k`` cards when:

* the destination is a card and ``k`` is the whole movable run of column ``i``
  (:func:`.spider.movable_run`), unless that run rests on a face-up card one
  rank higher of another suit and does not land on its own suit (such a
  *swap* between two cards of the same rank rarely matters and makes the
  solver walk in circles; ``swaps=True`` keeps them); or
* the destination is a card of the moved cards' suit, ``k`` is part of the
  run, and the same-suit run at the destination ends longer than the whole
  run was (a run is split only to build a longer one); or
* the destination is the first empty column (empty columns are alike), ``k``
  is the whole movable run and cards stay under it (moving a whole column into
  an empty one changes nothing).

The deal (:data:`.spider.DEAL`) comes last whenever :func:`.spider.deal_refusal`
allows it. Not generated, on purpose: moving part of a run into an empty
column, and (unless asked) swaps.
A search over these moves is therefore not exhaustive: it may miss a better
position that needs one of them.
"""

from __future__ import annotations

from ...cards import RANK
from ...moves import Move
from ...rules.common import IN_SUIT, same_suit_run_length
from .position import DEAL, MOVES, RUN_LENGTH, SpiderPosition, deal_refusal


def run_lengths(pos: SpiderPosition) -> list[int]:
    """The movable same-suit run of each column (0 for an empty column)."""
    return [same_suit_run_length(c, d) for c, d in zip(pos.columns, pos.down, strict=True)]


def meaningful_moves(pos: SpiderPosition, swaps: bool = False) -> list[Move]:
    """The meaningful legal moves of ``pos`` (see the module docstring), by
    source column; the deal last. ``swaps`` also keeps the moves of a run
    between two cards of the same rank and other suits (the hint's look-ahead
    uses them: such a move can uncover a card a same-suit run is waiting for)."""
    cols = pos.columns
    down = pos.down
    runs = run_lengths(pos)
    by_rank: list[list[int]] = [[] for _ in range(RUN_LENGTH + 2)]
    first_empty = -1
    columns = range(len(cols))
    for j in columns:
        col = cols[j]
        if col:
            by_rank[RANK[col[-1]]].append(j)
        elif first_empty < 0:
            first_empty = j
    out: list[Move] = []
    append = out.append
    for i in columns:
        col = cols[i]
        if not col:
            continue
        row = MOVES[i]
        run = runs[i]
        top = col[-1]
        top_rank = RANK[top]
        base_rank = top_rank + run - 1
        left = len(col) - run
        # Resting on a face-up card one rank higher (of another suit, or the
        # run would be longer): only a move onto its own suit is worth it.
        lateral = left > down[i] and RANK[col[left - 1]] == base_rank + 1
        if base_rank < RUN_LENGTH:
            for j in by_rank[base_rank + 1]:
                if swaps or not lateral or IN_SUIT[cols[j][-1]][col[-run]]:
                    append(row[j][run])
        for k in range(1, run):
            for j in by_rank[top_rank + k]:
                if IN_SUIT[cols[j][-1]][col[-k]] and k + runs[j] > run:
                    append(row[j][k])
        if first_empty >= 0 and left > 0:
            append(row[first_empty][run])
    if deal_refusal(pos) is None:
        append(DEAL)
    return out
