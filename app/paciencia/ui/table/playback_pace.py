"""How fast a solution plays by itself (B-2): the player's speed, from half the normal pace to
five times it, kept in the settings; the time from one step to the next at that speed; and
the runs of plain stock draws that play as one step (most of a long Klondike solution is
the stock turning over, card after card)."""

from __future__ import annotations

from ...core.kinds import PileKind, StepKind
from ...core.played import PlayedGame
from ...solvers.solution import Solution
from ...storage.settings import PLAYBACK_SPEEDS, CurrentSettings
from ..scene import animation as anim
from .steps import table_diff

READING_MS = 450
"""Play at the normal speed: the pause after each step's animation, to see what moved."""


def speed_label(speed: int) -> str:
    """A speed as the bar shows it: "½×", "1×", "5×" (the same in every language)."""
    return "½×" if speed == 50 else f"{speed // 100}×"


class Pace:
    """The playback's speed: one of :data:`PLAYBACK_SPEEDS`, in percent of the normal pace,
    read from and kept in the player's settings (the next solution, the next launch)."""

    def __init__(self, current: CurrentSettings) -> None:
        self.current = current  # a change is stored by the settings' observer

    @property
    def speed(self) -> int:
        speed = self.current.value.playback_speed
        return speed if speed in PLAYBACK_SPEEDS else 100

    def change(self, by: int) -> None:
        """One speed faster (``by`` = 1) or slower (-1), within the speeds there are."""
        i = max(0, min(len(PLAYBACK_SPEEDS) - 1, PLAYBACK_SPEEDS.index(self.speed) + by))
        if PLAYBACK_SPEEDS[i] != self.current.value.playback_speed:
            self.current.replace(self.current.value._replace(playback_speed=PLAYBACK_SPEEDS[i]))

    @property
    def can_go_faster(self) -> bool:
        return self.speed < PLAYBACK_SPEEDS[-1]

    @property
    def can_go_slower(self) -> bool:
        return self.speed > PLAYBACK_SPEEDS[0]

    @property
    def motion(self) -> float:
        """How many times faster the cards fly while it plays: with the speed, never slower
        than the table's own animations."""
        return max(1.0, self.speed / 100)

    def interval(self, animator: anim.Animator) -> int:
        """Milliseconds from one step to the next: a step's flight and the time to see it."""
        return int((animator.duration(anim.MOVE) + READING_MS) * 100 / self.speed)


def plain_draw(game: PlayedGame, solution: Solution[object], positions: tuple[object, ...], k: int) -> bool:
    """Whether step ``k`` (from 0) of ``game``'s ``solution`` only turns cards from the stock
    onto the waste."""
    step, layout = solution.steps[k], game.layout
    if len(step.actions) != 1 or layout.step_kind(step.move) != StepKind.STOCK:
        return False
    diff = table_diff(layout.by_id, game.state(positions[k]), game.state(positions[k + 1]))
    removed, added, turned = diff.removed, diff.added, diff.turned
    kinds = {layout.by_id[p].kind for p in removed}, {layout.by_id[p].kind for p in added}
    return kinds == ({PileKind.STOCK}, {PileKind.WASTE}) and not turned


def draws_end(game: PlayedGame, solution: Solution[object], positions: tuple[object, ...], k: int) -> int:
    """Where a step played by itself from ``k`` steps shown ends: after the whole run of plain
    draws that begins there, else after the one step."""
    end = k
    while end < len(solution.steps) and plain_draw(game, solution, positions, end):
        end += 1
    return max(end, k + 1)
