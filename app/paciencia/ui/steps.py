"""A played step (the player's move plus what followed by itself) as a list of
table states to show one after another: auto cascades go card by card, and a
Spider run first lands on its column, then leaves (U-3)."""

from __future__ import annotations

from typing import Any

from ..core.moves import Move
from .scene.layouts.base import TableLayout, TableState


def kind_of(move: Move, game_id: str) -> str:
    if move.src == "stock" or move.dst == "stock":
        return "deal" if move.dst == "tableau" else "stock"
    if game_id == "pyramid":
        return "pair"
    return "move"


def step_states(
    rules: Any, layout: TableLayout, before: Any, actions: tuple[Move, ...]
) -> list[tuple[TableState, str]]:
    out: list[tuple[TableState, str]] = []
    pos = before
    for move in actions:
        result = rules.apply_unchecked(pos, move)
        pos = result.position
        state = layout.state(pos)
        runs = [e for e in result.events if e.kind == "run_removed"]
        if runs:
            out.append((_before_runs_leave(state, runs, result.events), kind_of(move, rules.game_id)))
            out.append((state, "run"))
        else:
            out.append((state, kind_of(move, rules.game_id)))
    return out


def _before_runs_leave(state: TableState, runs: list[Any], events: tuple[Any, ...]) -> TableState:
    piles = dict(state.piles)
    flipped = {e.pile for e in events if e.kind == "flip"}
    discard = list(piles.get("discard", ()))
    for e in runs:
        col = list(piles.get(e.pile, ()))
        if e.pile in flipped and col:
            col[-1] = (col[-1][0], False)  # it turns only once the run is gone
        piles[e.pile] = tuple(col) + tuple((c, True) for c in e.cards)
        del discard[len(discard) - len(e.cards) :]
    piles["discard"] = tuple(discard)
    return TableState(piles, state.labels, state.badges)
