"""Animation steps (U-3): a played step (the player's move plus what followed by
itself) as the list of table states to show one after another. Auto cascades go
card by card, and a completed run first lands on its column, then leaves."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, NamedTuple

from ..core.any_game import AnyGame, AnyLayout
from ..core.kinds import EventKind, PileKind, StepKind
from ..core.moves import Move
from ..core.table import TableState
from .scene import animation as anim

if TYPE_CHECKING:
    from collections.abc import Iterable

    from .scene.table_scene import TableScene


STEP_MS = {StepKind.RUN: anim.RUN_LEAVE, StepKind.PAIR: anim.PAIR_LEAVE, StepKind.STOCK: anim.STOCK}
"""Steps that take their own time; the others take the time of the move that made them."""


def show_step(
    scene: TableScene, game: AnyGame | None, layout: AnyLayout | None, before: Any, actions: tuple[Move, ...], ms: int
) -> None:
    """Animate one played step from ``before``, then each of its automatic moves (the play
    of the game and B-2's playback of a solution alike)."""
    assert game is not None and layout is not None
    for n, (state, kind) in enumerate(step_states(game.rules, layout, before, actions)):
        step_ms = STEP_MS.get(kind, ms)
        if n == 0:
            scene.set_position(state, ms=step_ms, stagger=18 if kind == StepKind.DEAL else 0)
        else:
            scene.queue_position(state, anim.CASCADE_STEP if kind == StepKind.MOVE else step_ms)


def step_states(
    rules: Any, layout: AnyLayout, before: Any, actions: tuple[Move, ...]
) -> list[tuple[TableState, StepKind]]:
    out: list[tuple[TableState, StepKind]] = []
    pos = before
    for move in actions:
        result = rules.apply_unchecked(pos, move)
        pos = result.position
        state = layout.state(pos)
        runs = [e for e in result.events if e.kind == EventKind.RUN_REMOVED]
        if runs:
            out.append((_before_runs_leave(layout, state, runs, result.events), layout.step_kind(move)))
            out.append((state, StepKind.RUN))
        else:
            out.append((state, layout.step_kind(move)))
    return out


Cards = tuple[tuple[int, bool], ...]


class TableDiff(NamedTuple):
    """What one step changed on the table, pile by pile (what a reader hears and the sounds follow)."""

    removed: dict[str, Cards]
    """The cards that left each pile (from the first one that differs)."""
    added: dict[str, Cards]
    """The cards that came onto each pile."""
    turned: list[int]
    """Cards that stayed where they were and turned face up."""


def table_diff(piles: Iterable[str], before: TableState, after: TableState) -> TableDiff:
    """Compare two tables pile by pile: a pile keeps the cards it starts with in both."""
    removed: dict[str, Cards] = {}
    added: dict[str, Cards] = {}
    turned: list[int] = []
    for pile in piles:
        b, a = before.piles.get(pile, ()), after.piles.get(pile, ())
        k = 0
        while k < min(len(a), len(b)) and a[k][0] == b[k][0]:
            k += 1
        turned += [a[i][0] for i in range(k) if a[i][1] and not b[i][1]]
        if len(b) > k:
            removed[pile] = b[k:]
        if len(a) > k:
            added[pile] = a[k:]
    return TableDiff(removed, added, turned)


def _before_runs_leave(layout: AnyLayout, state: TableState, runs: list[Any], events: tuple[Any, ...]) -> TableState:
    """The table as the runs land, before they leave for the discard pile."""
    piles = dict(state.piles)
    flipped = {e.pile for e in events if e.kind == EventKind.FLIP}
    where = layout.pile_of(PileKind.DISCARD)
    discard = list(piles.get(where, ())) if where is not None else []
    for e in runs:
        col = list(piles.get(e.pile, ()))
        if e.pile in flipped and col:
            col[-1] = (col[-1][0], False)  # it turns only once the run is gone
        piles[e.pile] = tuple(col) + tuple((c, True) for c in e.cards)
        del discard[len(discard) - len(e.cards) :]
    if where is not None:
        piles[where] = tuple(discard)
    return replace(state, piles=piles)
