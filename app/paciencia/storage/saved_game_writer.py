"""Writing the game in progress (T-4, T-6): a whole base, then one journal line a save.

The game is saved after every change of its history and on quit, at once and on the UI
thread: a killed process then loses at most the move in flight. Writing the whole
history at every move cost 58 ms a move at 20 000 steps, so a save appends to the
journal what changed since the save before, and the base is written again only at the
first save of a game (or of a launch), when the journal is as long as the base has steps
(so the writing stays flat per move on average), and whenever an append cannot be
trusted to land on what the writer left:

* the last save failed (a full disk, an I/O error): the files still hold the save
  before it, whole (:mod:`.appending` cuts a failed line back), and the next save
  writes everything again instead of appending to a history with a hole in it;
* the base is not the file the writer wrote (removed, replaced, its folder gone) or the
  journal is not the length its appends left: someone else changed them;
* the history is longer than a saved game may hold (:data:`.saved_game.MAX_STEPS`): the
  base then keeps its newest steps.

Every failure reaches the caller as an OSError; nothing written before is lost by it.
"""

from __future__ import annotations

import json
import os

from ..core.history import Snapshot
from ..core.played import PlayedGame
from ..core.saved import counters, game_to_dict, step_data
from .appending import FileChanged, append_line
from .files import sync_folder, write_json
from .saved_game import (
    KIND,
    MAX_MOVES,
    MAX_STEPS,
    MIN_JOURNAL,
    VERSION,
    journal_path,
    new_result_id,
    remove_quietly,
    saved_game_path,
)

ROOM = MAX_STEPS // 10
"""Steps of room a cut history leaves for the journal, so it is not cut again at each move."""


class SavedGameWriter:
    """Saves one game after another (see the module's docstring for when a base is written)."""

    def __init__(self) -> None:
        self._game: PlayedGame | None = None
        self._result_id = ""
        self._token = ""
        self._saved: tuple[Snapshot[object], ...] = ()  # the history as the files hold it
        self._first = 0  # the snapshot the files start from (a cut history)
        self._moves = [0]  # moves in snapshots 1..i of _saved, summed (the moves they hold)
        self._lines = 0
        self._base_steps = 0
        self._base_id: tuple[int, ...] | None = None  # the base file as written
        self._journal_size = 0

    def save(self, game: PlayedGame, elapsed: float, result_id: str) -> None:
        """Save ``game``; OSError if it could not be (the files then hold the save before)."""
        now = game.history.snapshots
        kept = self._kept(game, result_id, now)
        try:
            if (kept is None or self._lines >= max(MIN_JOURNAL, self._base_steps) or self._too_long(now, kept)
                    or not self._base_unchanged()):
                self._write_base(game, elapsed, result_id, now)
                return
            line = {"b": self._token, "keep": kept - 1 - self._first,
                    "steps": [step_data(s) for s in now[kept:]], **counters(game, elapsed, self._first)}
            data = (json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")
            try:
                self._journal_size = append_line(journal_path(), data, self._journal_size)
            except FileChanged:  # removed or written by someone else: build on nothing of it
                self._write_base(game, elapsed, result_id, now)
                return
            if self._lines == 0:
                sync_folder(journal_path().parent)  # the journal was just made
        except BaseException:
            self.forget()  # what the files hold is not known to build on: the next save writes it all
            raise
        self._count_moves(now, kept)
        self._saved = now
        self._lines += 1

    def forget(self) -> None:
        """The files were removed, or a save failed: the next save writes a base."""
        self._game = None
        self._saved = ()

    def _kept(self, game: PlayedGame, result_id: str, now: tuple[Snapshot[object], ...]) -> int | None:
        """How many snapshots the files hold already, or None when the base must be written:
        another game, another round of it, a history started again, or an undo to before
        the files' first snapshot."""
        old = self._saved
        if game is not self._game or result_id != self._result_id or not old or not now or old[0] is not now[0]:
            return None
        # History only forgets a redo branch and appends: walk back to where they agree
        # (at once for a new move, an undo or a redo).
        i = min(len(old), len(now)) - 1
        while old[i] is not now[i]:
            i -= 1
        if i < self._first or game.history.index < self._first:
            return None
        return i + 1

    def _too_long(self, now: tuple[Snapshot[object], ...], kept: int) -> bool:
        """Whether the files would hold more than a saved game may once this save is appended."""
        steps = len(now) - 1 - self._first
        moves = self._moves[kept - 1] - self._moves[self._first] + sum(len(s.actions) for s in now[kept:])
        return steps > MAX_STEPS or moves > MAX_MOVES

    def _count_moves(self, now: tuple[Snapshot[object], ...], kept: int) -> None:
        del self._moves[kept:]
        for snap in now[kept:]:
            self._moves.append(self._moves[-1] + len(snap.actions))

    def _write_base(self, game: PlayedGame, elapsed: float, result_id: str, now: tuple[Snapshot[object], ...]) -> None:
        moves = [0]
        for snap in now[1:]:
            moves.append(moves[-1] + len(snap.actions))
        first, last = _cut(moves, game.history.index)
        token = os.urandom(6).hex()
        data = {**game_to_dict(game, elapsed, first, last), "result_id": result_id, "journal": token}
        path = saved_game_path()
        write_json(path, KIND, VERSION, data)
        self._base_id = _identity(path.stat())
        self._game, self._result_id, self._token, self._saved = game, result_id, token, now[: last + 1]
        self._moves = moves[: last + 1]
        self._first, self._lines, self._base_steps = first, 0, last - first
        remove_quietly(journal_path())  # its lines belong to the base before: never applied now
        self._journal_size = 0

    def _base_unchanged(self) -> bool:
        """Whether the base is still the file this writer wrote (not removed, not replaced)."""
        try:
            return _identity(saved_game_path().stat()) == self._base_id
        except OSError:
            return False


def _identity(st: os.stat_result) -> tuple[int, ...]:
    return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)


def _cut(moves: list[int], index: int) -> tuple[int, int]:
    """The snapshots ``first..last`` a base of this history holds: all of them when they fit
    the limits, else the newest that do, with ROOM to spare, always including ``index``
    (the position on the table). ``moves[i]``: moves in snapshots 1..i."""
    last = len(moves) - 1
    if last <= MAX_STEPS and moves[last] <= MAX_MOVES:
        return 0, last
    steps, total = MAX_STEPS - ROOM, MAX_MOVES - 2 * ROOM
    first = max(0, last - steps)
    while moves[last] - moves[first] > total:
        first += 1
    if index < first:  # undone far back: keep from the table's position, and the redo steps that fit
        first = index
        last = min(last, first + steps)
        while moves[last] - moves[first] > total:
            last -= 1
    return first, last


def save_game(game: PlayedGame, elapsed: float, result_id: str = "") -> None:
    """Write the whole game at once, on this thread (tests, tools)."""
    SavedGameWriter().save(game, elapsed, result_id or new_result_id())
