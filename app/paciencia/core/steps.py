"""A played step as the tables to show one after another (U-3): the player's move, then
each move that followed by itself. Auto cascades go card by card, and a completed run first
lands on its column, then leaves for the discard pile."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, TypeVar

from .kinds import EventKind, PileKind, StepKind
from .moves import Event, Move
from .table import TableShape, TableState

if TYPE_CHECKING:
    from .rules.base import Rules
    from .table import TableLayout

P = TypeVar("P")


class Step(NamedTuple):
    state: TableState
    """The table after this part of the step."""
    kind: StepKind
    """What kind of change it is (the view times each kind its own way)."""


def step_states(rules: Rules[P], layout: TableLayout[P], before: P, actions: tuple[Move, ...]) -> list[Step]:
    """The tables a step goes through from ``before``, one per move of ``actions`` (a run
    that leaves adds the table where it has just landed)."""
    out: list[Step] = []
    pos = before
    for move in actions:
        result = rules.apply_unchecked(pos, move)
        pos = result.position
        state = layout.state(pos)
        runs = [e for e in result.events if e.kind == EventKind.RUN_REMOVED]
        if runs:
            out.append(Step(_before_runs_leave(layout, state, runs, result.events), layout.step_kind(move)))
            out.append(Step(state, StepKind.RUN))
        else:
            out.append(Step(state, layout.step_kind(move)))
    return out


def _before_runs_leave(
    layout: TableShape, state: TableState, runs: list[Event], events: tuple[Event, ...]
) -> TableState:
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
    return state.with_piles(piles)
