"""The player's record (T-5, C-5, C-10, B-4, T-6): the statistics, the Top 5 and the daily
deals, each game recorded once, the moment the rules end it, and kept until it is stored.

A finished game becomes an :class:`~paciencia.storage.pending.Outcome` (its result, its
daily deal's day, its leaderboard entry) that is applied to the record in memory at once
and then stored. Storing writes the record as this launch holds it when the files are the ones it last
read or wrote; when they changed since (another window, another version, a restored
backup), it reads them again and adds what waits to what they hold (read, merge, write;
the data folder's lock, :mod:`paciencia.ui.instance.single_instance`, keeps two windows of this
version from doing so at once), so nothing is ever overwritten blind. A write that fails keeps the
outcome waiting, in memory, in the reserve's blocks kept for a full disk
(:mod:`paciencia.storage.reserve`, which survives a kill) and in ``pending_results.json``
when that can be written, and
:meth:`Records.store` tries again at the next chance. Every outcome carries its game's
result id: applying it twice counts it once.

No Qt: the window, the command line and the tests drive it alike.
"""

from __future__ import annotations

import os
from pathlib import Path

from ..storage import reserve
from ..storage.files import StoredFileError
from ..storage.leaderboard import (
    Entry,
    add_entry,
    board_of,
    clean_board,
    leaderboard_path,
    load_leaderboard,
    save_leaderboard,
    top,
)
from ..storage.pending import Outcome, clear_pending, load_pending, save_pending
from ..storage.stats import Statistics, load_statistics, save_statistics, statistics_path


class Records:
    """The record as this launch knows it, and the outcomes that wait to be stored."""

    def __init__(self) -> None:
        self.notices: list[StoredFileError] = []
        self._known = {statistics_path(): _identity(statistics_path())}
        self.stats, notice = load_statistics()
        self._note(notice)
        self._known[leaderboard_path()] = _identity(leaderboard_path())
        board, notice = load_leaderboard()
        self._note(notice)
        self.leaderboard = clean_board(board, self.stats)
        self.waiting: list[Outcome] = []
        """Outcomes applied here and not yet stored in the files."""
        self.error = ""
        """Why the last store failed ("" once everything is stored)."""
        pending, notice = load_pending()
        self._note(notice)
        kept = reserve.load()  # results a full disk kept only in the reserve (issue 36 §3)
        self._reserved = bool(kept)
        """The reserve holds outcomes: it is zeroed once they are stored."""
        for outcome in pending:
            apply(self.stats, self.leaderboard, outcome)
        self.waiting = pending + [o for o in kept if apply(self.stats, self.leaderboard, o)]
        if self.waiting or self._reserved:
            self.store()
        reserve.ensure()

    def _note(self, notice: StoredFileError | None) -> None:
        if notice is not None:
            self.notices.append(notice)

    def has(self, result_id: str) -> bool:
        return self.stats.has(result_id)

    def record(self, outcome: Outcome) -> int | None:
        """Add a finished game (once, by its result id) and store it; its Top 5 place, if any.
        Whether it is stored yet: :attr:`waiting`."""
        if apply(self.stats, self.leaderboard, outcome):
            self.waiting.append(outcome)
            self.store()
        return self._rank(outcome.entry.id) if outcome.entry else None

    def _rank(self, result_id: str) -> int | None:
        """The place of the game ``result_id`` in its Top 5, if it is there."""
        entry = next((e for e in self.leaderboard if result_id and e.id == result_id), None)
        if entry is None:
            return None
        return next((n for n, e in enumerate(top(self.leaderboard, board_of(entry.variant))) if e is entry), None)

    def store(self) -> bool:
        """Write what waits, merged with the files as they are now; True when nothing waits.
        A file removed since this launch wrote it (its folder deleted) is written again."""
        if not self.waiting and not self._removed() and not self._reserved:
            return True
        try:
            stats, leaderboard = self._merged()
            save_statistics(stats)
            self._known[statistics_path()] = _identity(statistics_path())
            if any(o.entry is not None for o in self.waiting) or self._gone(leaderboard_path()):
                save_leaderboard(leaderboard)
                self._known[leaderboard_path()] = _identity(leaderboard_path())
        except OSError as e:
            self.error = str(e)
            # A full disk: into the reserve's own blocks first, which needs no new space and
            # survives a kill; then the pending file, if it can be written at all.
            self._reserved = reserve.keep(self.waiting) or self._reserved
            try:
                save_pending(self.waiting)
            except OSError:
                pass  # the same disk, most likely: they wait in memory and in the reserve
            return False
        self.stats, self.leaderboard = stats, leaderboard
        self.waiting = []
        self.error = ""
        clear_pending()
        if self._reserved:
            reserve.clear()
            self._reserved = False
        return True

    def _gone(self, path: Path) -> bool:
        return self._known[path] is not None and _identity(path) is None

    def _removed(self) -> bool:
        """Whether a file this launch read or wrote is gone (what it held is in memory)."""
        return self._gone(statistics_path()) or self._gone(leaderboard_path())

    def _merged(self) -> tuple[Statistics, list[Entry]]:
        """The record to write: ours, or, for a file changed since this launch last read or
        wrote it, the file's with every waiting outcome added (ours where it is gone, or
        cannot be read: then it was set aside, and the player is told)."""
        stats, board = self.stats, self.leaderboard
        now = _identity(statistics_path())
        if now is not None and now != self._known[statistics_path()]:
            stats, notice = load_statistics()
            self._note(notice)
            stats = self.stats if notice is not None else stats
        now = _identity(leaderboard_path())
        if now is not None and now != self._known[leaderboard_path()]:
            board, notice = load_leaderboard()
            self._note(notice)
            board = self.leaderboard if notice is not None else clean_board(board, stats)
        for outcome in self.waiting:
            apply(stats, board, outcome)
        return stats, board

    def reset(self, key: str | None = None) -> None:
        """Forget one variant, or everything: the player asked, so this overwrites the file."""
        self.stats.reset(key)
        self.waiting = [o for o in self.waiting if key is not None and o.variant != key]
        if self._reserved and self.waiting:  # what it holds of the forgotten variant goes too
            self._reserved = reserve.keep(self.waiting)
        elif self._reserved:
            reserve.clear()
            self._reserved = False
        save_statistics(self.stats)
        self._known[statistics_path()] = _identity(statistics_path())


def _identity(path: Path) -> tuple[int, ...] | None:
    """Which file ``path`` is now (None: none): a file written since has another."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)


def apply(stats: Statistics, board: list[Entry], outcome: Outcome) -> bool:
    """Add ``outcome`` to a record, as much of it as the record does not hold yet (a kill
    between the two files left the statistics with it and the Top 5 without); whether
    anything was added."""
    result = outcome.result
    added = False
    if not stats.has(result.id):
        stats.of(outcome.variant).record(result)
        if outcome.day is not None:  # B-4: the daily deal of that day, played (and won?)
            stats.record_daily(outcome.variant, outcome.day, result.won)
        added = True
    entry = outcome.entry if result.clean else None  # B-5: the Top 5 holds clean wins only
    if entry is not None and not any(e.id == entry.id for e in board):
        added = add_entry(board, entry) is not None or added
    return added
