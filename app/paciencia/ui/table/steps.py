"""Animation steps (U-3): the tables of a played step (``core/steps.py``) shown one after
another on the scene, each kind of step in its own time; and what a step changed, pile by
pile, for the readers and the sounds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.kinds import StepKind
from ...core.moves import Move
from ...core.played import PlayedGame
from ...core.slotted import Frozen
from ...core.steps import Step
from ...core.table import TableState
from ..scene import animation as anim

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from ..scene.table_scene import TableScene


STEP_MS = {StepKind.RUN: anim.RUN_LEAVE, StepKind.PAIR: anim.PAIR_LEAVE, StepKind.STOCK: anim.STOCK}
"""Steps that take their own time; the others take the time of the move that made them."""


def show_step(
    scene: TableScene, game: PlayedGame | None, before: object, actions: tuple[Move, ...], ms: int,
    pace: float = 1.0,
) -> None:
    """Animate one played step from ``before``, then each of its automatic moves (B-2's
    playback of a solution, which steps through a game of its own); ``pace`` > 1 plays
    every part that many times faster (the playback's faster speeds)."""
    assert game is not None
    show_steps(scene, game.steps(before, actions), ms, pace)


def show_steps(scene: TableScene, steps: Sequence[Step], ms: int, pace: float = 1.0) -> None:
    """Animate the tables of a step one after another; ``ms`` times the steps that take
    the time of the move that made them; every time is divided by ``pace``."""
    for n, (state, kind) in enumerate(steps):
        step_ms = int(STEP_MS.get(kind, ms) / pace)
        if n == 0:
            scene.set_position(state, ms=step_ms, stagger=int(18 / pace) if kind == StepKind.DEAL else 0)
        else:
            scene.queue_position(state, int(anim.CASCADE_STEP / pace) if kind == StepKind.MOVE else step_ms)


Cards = tuple[tuple[int, bool], ...]


class TableDiff(Frozen):
    """What one step changed on the table, pile by pile (what a reader hears and the sounds follow)."""

    __slots__ = ("removed", "added", "turned")

    removed: dict[str, Cards]
    """The cards that left each pile (from the first one that differs)."""
    added: dict[str, Cards]
    """The cards that came onto each pile."""
    turned: list[int]
    """Cards that stayed where they were and turned face up."""

    def __init__(self, removed: dict[str, Cards], added: dict[str, Cards], turned: list[int]) -> None:
        self.removed, self.added, self.turned = removed, added, turned


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
