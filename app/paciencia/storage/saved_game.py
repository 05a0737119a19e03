"""The game in progress (T-4): ``saved_game.json`` and its journal in the data folder.

The game is saved after every change of its history and on quit, at once and
on the UI thread: a killed process then loses at most the move in flight.

Writing the whole history at every move cost 58 ms a move at 20 000 steps
(all of it re-serialised, then fsynced), so a save writes what changed only:

* ``saved_game.json`` is the *base*: the whole game, written atomically
  (temporary file, fsync, rename, fsync of the folder), with a fresh random
  ``journal`` token each time;
* ``saved_game.journal`` holds one JSON line per later save, appended and
  fsynced: which steps of the base to keep, the steps after them, the counters.
  A line carries its base's token, so lines left over from an older base (a
  kill between a new base and emptying the journal) are never applied.

A kill can cut only the last line short (one ``write`` per line); a line
without its newline is the move in flight and is left out. The base is written
again when the journal holds as many lines as the base has steps (so the
writing stays flat per move on average, whatever the length of the game), and
at the first save of every launch.

Reading puts the base and the journal together, checks the result against
the saved game's schema, then :func:`paciencia.core.saved.game_from_dict`
checks the cards and replays every move through the rules. Any failure sets
both files aside and the player is told once.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from ..core import registry
from ..core.game import Game
from ..core.history import Snapshot
from ..core.saved import MAX_COUNT, SavedGameError, counters, game_from_dict, game_to_dict, step_data
from . import places
from .files import (
    StoredFileError,
    Unreadable,
    parse_json,
    read_bounded,
    read_document,
    refuse,
    sync_folder,
    write_json,
)
from .schema import Context, Flag, Format, Int, Invalid, ListOf, MapOf, Number, Record, Text, Validator
from .stats import RESULT_ID

if TYPE_CHECKING:
    from .settings import Settings

KIND = "paciencia-saved-game"
VERSION = 2
LIMIT = 64 << 20
"""Bytes of the base (and of the journal): some millions of moves."""
MIN_JOURNAL = 64
"""Lines the journal may hold before the base is rewritten, however short the game."""


def _move(value: Any, where: str, ctx: Context) -> list[Any]:
    if not (isinstance(value, list) and len(value) == 3):
        raise Invalid(where, "is not a move [from, to, count]")
    pile = Text(16, empty=False)
    return [pile(value[0], where, ctx), pile(value[1], where, ctx), Int(1, 104)(value[2], where, ctx)]


STEP = ListOf(_move, 1000)
STEPS = ListOf(STEP, 5_000_000)
COUNTERS: dict[str, Validator] = {
    "index": Int(0, MAX_COUNT), "undos": Int(0, MAX_COUNT), "hints": Int(0, MAX_COUNT),
    "elapsed": Number(0, MAX_COUNT), "resigned": Flag(), "proven": Flag(),
}
LATER_COUNTERS: dict[str, Validator] = {"solver_uses": Int(0, MAX_COUNT)}
"""Counters added since format 2 (B-5): a file without them has none."""


def _option_value(value: Any, where: str, ctx: Context) -> Any:
    """An option's value: here only its kind; the game's own check follows (core.saved)."""
    if isinstance(value, bool | str | int) and not (isinstance(value, str) and len(value) > 100):
        return value
    raise Invalid(where, "is not an option value")


SCHEMA = Record(
    {"code": Text(400, empty=False), "order": ListOf(Int(0, 10_000), 1000), "steps": STEPS,
     "start": Text(100_000), **COUNTERS},
    {"options": MapOf(Text(64), _option_value, 64), "time_bonus": Flag(), "result_id": RESULT_ID,
     "journal": Text(64), **LATER_COUNTERS},
)
LINE = Record({"b": Text(64, empty=False), "keep": Int(0, 5_000_000), "steps": STEPS, **COUNTERS}, LATER_COUNTERS)


def _add_result_id(data: dict[str, Any]) -> dict[str, Any]:
    """Format 2 stores the game's result id (recorded once, C-5); a format 1 game gets a
    new one when it is read, as it had never been recorded under any."""
    return {**data, "result_id": ""}


FORMAT = Format(KIND, VERSION, SCHEMA, {1: _add_result_id}, limit=LIMIT)


def saved_game_path() -> Path:
    return places.saved_game_file()


def journal_path() -> Path:
    return places.saved_game_journal()


def new_result_id() -> str:
    return os.urandom(8).hex()  # not `secrets`: it loads OpenSSL (3.6 MB) at start-up


class SavedGame(NamedTuple):
    game: Game
    elapsed: float
    result_id: str
    """The id the game's result is recorded under (C-5: once)."""


class SavedGameWriter:
    """Saves one game after another; each game's first save writes the base, later ones
    append to the journal what changed since the save before."""

    def __init__(self) -> None:
        self._game: Game | None = None
        self._result_id = ""
        self._token = ""
        self._saved: tuple[Snapshot[Any], ...] = ()  # the history as the files hold it
        self._lines = 0
        self._base_steps = 0

    def save(self, game: Game, elapsed: float, result_id: str) -> None:
        now = game.history.snapshots
        kept = self._kept(game, result_id, now)
        if kept is None or self._lines >= max(MIN_JOURNAL, self._base_steps):
            self._write_base(game, elapsed, result_id, now)
            return
        line = {"b": self._token, "keep": kept - 1, "steps": [step_data(s) for s in now[kept:]],
                **counters(game, elapsed)}
        self._append((json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8"))
        self._saved = now
        self._lines += 1

    def _kept(self, game: Game, result_id: str, now: tuple[Snapshot[Any], ...]) -> int | None:
        """How many snapshots the files hold already, or None when the base must be written:
        another game, another round of it, or a history started again."""
        old = self._saved
        if game is not self._game or result_id != self._result_id or not old or not now or old[0] is not now[0]:
            return None
        # History only forgets a redo branch and appends: walk back to where they agree
        # (at once for a new move, an undo or a redo).
        i = min(len(old), len(now)) - 1
        while old[i] is not now[i]:
            i -= 1
        return i + 1

    def _write_base(self, game: Game, elapsed: float, result_id: str, now: tuple[Snapshot[Any], ...]) -> None:
        token = os.urandom(6).hex()
        data = {**game_to_dict(game, elapsed), "result_id": result_id, "journal": token}
        write_json(saved_game_path(), KIND, VERSION, data)
        self._game, self._result_id, self._token, self._saved = game, result_id, token, now
        self._lines, self._base_steps = 0, len(now) - 1
        _remove(journal_path())  # its lines belong to the base before: never applied now

    def _append(self, line: bytes) -> None:
        path = journal_path()
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        try:
            os.write(fd, line)  # one write: a kill cuts at most this line short
            os.fsync(fd)
        finally:
            os.close(fd)
        if self._lines == 0:
            sync_folder(path.parent)  # the journal was just created

    def forget(self) -> None:
        """The files were removed: the next save writes a base."""
        self._game = None
        self._saved = ()


def save_game(game: Game, elapsed: float, result_id: str = "") -> None:
    """Write the whole game at once, on this thread (tests, tools)."""
    SavedGameWriter().save(game, elapsed, result_id or new_result_id())


def clear_saved_game() -> None:
    """A finished game is not resumed: remove the files (they hold nothing else)."""
    for path in (saved_game_path(), journal_path()):
        _remove(path)


def _remove(path: Path) -> None:
    try:
        path.unlink()
    except FileNotFoundError:
        pass


def _with_journal(data: dict[str, Any]) -> dict[str, Any]:
    """The base with every complete journal line of its token applied, in order."""
    path = journal_path()
    if not path.exists():
        return data
    raw = read_bounded(path, LIMIT)
    if len(raw) > LIMIT:
        raise Unreadable("the journal is too large")
    steps = list(data["steps"])
    ctx = Context()
    for text in raw.split(b"\n")[:-1]:  # after the last newline: a line cut short by a kill
        line = LINE(parse_json(text, LIMIT), "journal", ctx)
        if line["b"] != data.get("journal"):
            continue  # left from an older base
        if line["keep"] > len(steps):
            raise Unreadable("the journal keeps steps the game does not have")
        del steps[line["keep"]:]
        steps.extend(line["steps"])
        data.update({k: line[k] for k in (*COUNTERS, *LATER_COUNTERS) if k in line})
    data["steps"] = steps
    return data


def load_saved_game(settings: Settings | None = None) -> tuple[SavedGame | None, StoredFileError | None]:
    """The saved game, its elapsed seconds and result id; None when there is none or it is
    bad (then both files are set aside, with the notice to show).

    ``settings`` give the options of a game saved before games kept their own.
    """
    path = saved_game_path()
    if not path.exists():
        _remove(journal_path())  # a journal without its base has nothing to apply to
        return None, None
    try:
        data, _version = read_document(path, FORMAT)
        data, _ = FORMAT.check(_with_journal(FORMAT.check(data)[0]))
        options, bonus = None, True
        if settings is not None:
            game_id = data["code"].partition("://")[2].partition("/")[0].lower()
            options = settings.game_options(game_id) if registry.find(game_id) else None
            bonus = settings.time_bonus
        game, elapsed = game_from_dict(data, options, bonus)
    except OSError as e:
        return None, set_aside_saved_game(f"unreadable ({e.__class__.__name__})")
    except (Unreadable, Invalid, SavedGameError) as e:
        return None, set_aside_saved_game(str(e))
    return SavedGame(game, elapsed, data.get("result_id") or new_result_id()), None


def set_aside_saved_game(problem: str) -> StoredFileError:
    """Both files set aside (the journal means nothing without its base)."""
    journal = journal_path()
    if journal.exists():
        refuse(journal, problem)
    return refuse(saved_game_path(), problem)
