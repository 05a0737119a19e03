"""What changed in the game on the table since it was last looked at: another game, another
round of it (a restart), a step forwards, or a jump (undo, redo, a rewind). The screen
reader's announcements and the sounds both follow the session's ``changed`` signal and
need exactly this."""

from __future__ import annotations

from dataclasses import dataclass

from ...core.history import Timeline
from ...core.played import PlayedGame


@dataclass(frozen=True, slots=True)
class Change:
    """What changed in the game on the table since it was last looked at."""

    new_game: bool
    """Another game is on the table."""
    new_round: bool
    """Another game, or the same one started again (a new history)."""
    before: int
    """The history index last seen (meaningless for a new round)."""
    after: int
    """The history index now."""

    @property
    def one_step(self) -> bool:
        """One step played forwards in the same round."""
        return not self.new_round and self.after == self.before + 1

    @property
    def moved(self) -> bool:
        """The position changed within the same round."""
        return not self.new_round and self.after != self.before


class HistoryWatch:
    """Remembers the game, history and index it saw last."""

    def __init__(self) -> None:
        self._seen: tuple[PlayedGame | None, Timeline[object] | None, int] = (None, None, 0)

    def observe(self, game: PlayedGame) -> Change:
        old_game, old_history, old_index = self._seen
        history = game.history
        self._seen = (game, history, history.index)
        return Change(game is not old_game, game is not old_game or history is not old_history,
                      old_index, history.index)
