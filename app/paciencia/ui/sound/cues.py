"""Which sound each change of the table makes, and when (U-7). No Qt here: a step of the game
(the player's move and whatever followed by itself) becomes a list of :class:`Cue`, each a
sound and its delay, timed to the animation the scene shows (U-3): a card is heard when it
lands, a run or a pair as it leaves, a card turning up as the move that freed it ends.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from ...core.kinds import StepKind
from ...core.steps import Step
from ...core.table import TableShape, TableState
from ..scene import animation as anim
from ..table.steps import STEP_MS, table_diff


class Sound(StrEnum):
    """The table's sounds; each value names its file (``resources/sounds/<value>.wav``)."""

    DEAL = "deal"
    PLACE = "place"
    TURN = "turn"
    REFUSE = "refuse"
    LEAVE = "leave"
    WIN = "win"


class Cue(NamedTuple):
    sound: Sound
    delay_ms: int


WIN_AFTER_MS = 120
"""The win is heard this long after the winning step has been shown."""


class StepSounds(NamedTuple):
    cues: list[Cue]
    end_ms: int
    """When the scene has shown the whole step."""


def step_cues(
    layout: TableShape, before: TableState, steps: list[Step], speed: str, first_ms: int = anim.MOVE
) -> StepSounds:
    """The sounds of one step forwards from the table ``before`` through the tables ``steps``
    (:meth:`~paciencia.core.played.PlayedGame.step_tables`): its moves, in the order and at
    the times the scene shows them (``speed``: the animation setting, ``first_ms``: how long the
    first move flies)."""
    cues: list[Cue] = []
    at = 0
    shown = before
    for n, (state, kind) in enumerate(steps):
        # timed as show_step times the scene's steps
        ms = anim.scaled(STEP_MS.get(kind, first_ms if n == 0 else anim.CASCADE_STEP), speed)
        cues += _cues_of(layout, shown, state, kind, at, ms)
        shown = state
        at += ms
    return StepSounds(cues, at)


def _cues_of(layout: TableShape, before: TableState, after: TableState, kind: StepKind, at: int, ms: int) -> list[Cue]:
    diff = table_diff(layout.by_id, before, after)
    if kind == StepKind.DEAL:
        return [Cue(Sound.DEAL, at)]
    if kind == StepKind.STOCK:
        # A draw shows a card face up (a flick); a recycle slides the waste back face down.
        drawn = any(up for cards in diff.added.values() for _, up in cards)
        return [Cue(Sound.TURN if drawn else Sound.DEAL, at)]
    cues = [Cue(Sound.LEAVE, at) if kind in (StepKind.RUN, StepKind.PAIR) else Cue(Sound.PLACE, at + ms)]
    if diff.turned:
        cues.append(Cue(Sound.TURN, at + ms))
    return cues


def win_cue(step: StepSounds, speed: str) -> Cue:
    """The win, once the step that won has been shown."""
    return Cue(Sound.WIN, step.end_ms + anim.scaled(WIN_AFTER_MS, speed))
