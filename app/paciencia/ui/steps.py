"""Animation steps (U-3): a played step (the player's move plus what followed by
itself) as the list of table states to show one after another. Auto cascades go
card by card, and a completed run first lands on its column, then leaves."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, NamedTuple

from ..core.moves import Move
from ..core.table import TableLayout, TableState
from .scene import animation as anim

if TYPE_CHECKING:
    from collections.abc import Iterable

    from ..core.game import Game
    from .scene.table_scene import TableScene


def show_step(
    scene: TableScene, game: Game | None, layout: TableLayout | None, before: Any, actions: tuple[Move, ...], ms: int
) -> None:
    """Animate one played step from ``before``, then each of its automatic moves (the play
    of the game and B-2's playback of a solution alike)."""
    assert game is not None and layout is not None
    for n, (state, kind) in enumerate(step_states(game.rules, layout, before, actions)):
        step_ms = {"run": anim.RUN_LEAVE, "pair": anim.PAIR_LEAVE, "stock": anim.STOCK}.get(kind, ms)
        if n == 0:
            scene.set_position(state, ms=step_ms, stagger=18 if kind == "deal" else 0)
        else:
            scene.queue_position(state, anim.CASCADE_STEP if kind == "move" else step_ms)


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
            out.append((_before_runs_leave(state, runs, result.events), layout.step_kind(move)))
            out.append((state, "run"))
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
    return replace(state, piles=piles)
