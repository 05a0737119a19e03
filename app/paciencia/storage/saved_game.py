"""The game in progress (T-4, T-6): ``saved_game.json`` and its journal in the data folder.

Two files hold it (:mod:`.saved_game_writer` writes them):

* ``saved_game.json``, the *base*: the whole game, written atomically (temporary file,
  fsync, rename, fsync of the folder), with a fresh random ``journal`` token each time;
* ``saved_game.journal``: one JSON line per later save, appended whole or not at all
  (:mod:`.appending`): which steps of the base to keep, the steps after them, the
  counters. A line carries its base's token, so lines left over from an older base (a
  kill between a new base and emptying the journal) are never applied.

Reading puts the base and the journal together, checks the result against the saved
game's schema, then :func:`paciencia.core.saved.restore_game` checks the cards and
replays every move through the rules. What is damaged costs only what comes after the
damage (T-6): a last line without its newline is the move in flight, left out; a line
that cannot be read ends the journal there, the lines before it kept; a move the rules
refuse ends the history there, the moves before it kept. The player is then told once
how far the game goes on from, and both files are copied aside as they were. Only a
base that does not describe a game (garbage, another game's cards, a bad code) is set
aside whole.

How long a history may be (:data:`MAX_STEPS`, :data:`MAX_MOVES`): replaying is what
makes a saved game trustworthy, and it costs about 10 µs a move. The limits keep every
saved game the reader accepts under a second to load and under 200 MB, on a machine
twice as slow as the one they were measured on (docs/storage.md). The writer never
writes more: a longer game keeps its newest steps in the files (it restarts from its
deal all the same, and undo in the window still reaches back to the deal).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, NotRequired, TypedDict

from ..core import registry
from ..core.limits import MAX_COUNT
from ..core.options import Value
from ..core.played import PlayedGame
from ..core.saved import SavedGameError, restore_game
from ..core.slotted import Frozen
from . import places
from .files import StoredFileError, Unreadable, aside_name, parse_json, read_bounded, read_document, refuse, write_bytes
from .schema import Context, Data, Flag, Format, Int, Invalid, ListOf, MapOf, Number, Record, Text, Validator
from .stats import RESULT_ID

if TYPE_CHECKING:
    from .settings import Settings

KIND = "paciencia-saved-game"
VERSION = 2
MAX_STEPS = 40_000
"""Steps of history the files hold at most (each step: a move and what followed by itself)."""
MAX_MOVES = 60_000
"""Moves in those steps at most (a step of an automatic cascade holds many)."""
LIMIT = 16 << 20
"""Bytes of the base, and of the journal: far above MAX_MOVES moves written out."""
MIN_JOURNAL = 64
"""Lines the journal may hold before the base is rewritten, however short the game."""
PILE_ID = 16
MOVES_IN_STEP = 1000

Steps = list[list[list[str | int]]]
"""The history's steps, each a list of moves ``[from, to, count]``."""


# The stored shapes: types for mypy only (docs/contributing.md, on records).
if TYPE_CHECKING:
    class Counters(TypedDict):
        """The game's counters, in the base and in each journal line."""

        index: int
        undos: int
        hints: int
        elapsed: float
        resigned: bool
        proven: bool
        solver_uses: NotRequired[int]
        solver_played: NotRequired[bool]

    class SavedData(Counters):
        """The saved game's base as its schema answers it (:data:`SCHEMA`), for
        :func:`paciencia.core.saved.restore_game`."""

        code: str
        order: list[int]
        steps: Steps
        start: str
        options: NotRequired[dict[str, Value]]
        time_bonus: NotRequired[bool]
        result_id: NotRequired[str]
        journal: NotRequired[str]
        skipped: NotRequired[int]
        start_score: NotRequired[int]
        start_moves: NotRequired[int]

    class JournalLine(Counters):
        """One line of the journal: the base it belongs to, the steps it keeps and adds."""

        b: str
        keep: int
        steps: Steps


class _Steps:
    """The history's steps: each a list of moves ``[from, to, count]``, checked in one loop
    (a validator call per value cost 0.4 s for 20 000 steps; this costs 15 ms)."""

    def __init__(self, longest: int) -> None:
        self.longest = longest

    def __call__(self, value: object, where: str, ctx: Context) -> Steps:
        if type(value) is not list:
            raise Invalid(where, "is not a list of steps")
        if len(value) > self.longest:
            raise Invalid(where, f"more than {self.longest} steps")
        for n, step in enumerate(value):
            if type(step) is not list or not 0 < len(step) <= MOVES_IN_STEP:
                raise Invalid(f"{where}.{n}", "is not a step of 1 to 1000 moves")
            for move in step:
                if not (type(move) is list and len(move) == 3 and type(move[0]) is str and type(move[1]) is str
                        and type(move[2]) is int and 0 < len(move[0]) <= PILE_ID and 0 < len(move[1]) <= PILE_ID
                        and 1 <= move[2] <= 104):
                    raise Invalid(f"{where}.{n}", "is not a list of moves [from, to, count]")
        return value


STEPS = _Steps(LIMIT // 8)  # the bytes bound the count; MAX_STEPS is applied after the journal
COUNTERS: dict[str, Validator[object]] = {
    "index": Int(0, MAX_COUNT), "undos": Int(0, MAX_COUNT), "hints": Int(0, MAX_COUNT),
    "elapsed": Number(0, MAX_COUNT), "resigned": Flag(), "proven": Flag(),
}
LATER_COUNTERS: dict[str, Validator[object]] = {"solver_uses": Int(0, MAX_COUNT), "solver_played": Flag()}
"""Counters added since format 2 (B-5, C-10): a file without them has none (a file with solver
uses and no ``solver_played`` is taken to have let the solver play: its win is not listed)."""


def _option_value(value: object, where: str, ctx: Context) -> Value:
    """An option's value: here only its kind; the game's own check follows (core.saved)."""
    if isinstance(value, bool | str | int) and not (isinstance(value, str) and len(value) > 100):
        return value
    raise Invalid(where, "is not an option value")


SCHEMA: Record[SavedData] = Record(
    {"code": Text(400, empty=False), "order": ListOf(Int(0, 10_000), 1000), "steps": STEPS,
     "start": Text(100_000), **COUNTERS},
    {"options": MapOf(Text(64), _option_value, 64), "time_bonus": Flag(), "result_id": RESULT_ID,
     "journal": Text(64), "skipped": Int(0, MAX_COUNT), "start_score": Int(0, MAX_COUNT),
     "start_moves": Int(0, MAX_COUNT), **LATER_COUNTERS},
)
LINE: Record[JournalLine] = Record(
    {"b": Text(64, empty=False), "keep": Int(0, MAX_COUNT), "steps": STEPS, **COUNTERS}, LATER_COUNTERS
)


def _add_result_id(data: Data) -> Data:
    """Format 2 stores the game's result id (recorded once, C-5); a format 1 game gets a
    new one when it is read, as it had never been recorded under any."""
    return {**data, "result_id": ""}


FORMAT: Format[SavedData] = Format(KIND, VERSION, SCHEMA, {1: _add_result_id}, limit=LIMIT)


def saved_game_path() -> Path:
    return places.saved_game_file()


def journal_path() -> Path:
    return places.saved_game_journal()


def new_result_id() -> str:
    return os.urandom(8).hex()  # not `secrets`: it loads OpenSSL (3.6 MB) at start-up


class SavedGame(Frozen):
    __slots__ = ("game", "elapsed", "result_id")

    game: PlayedGame
    elapsed: float
    result_id: str
    """The id the game's result is recorded under (C-5: once)."""

    def __init__(self, game: PlayedGame, elapsed: float, result_id: str) -> None:
        self.game, self.elapsed, self.result_id = game, elapsed, result_id


def clear_saved_game() -> None:
    """A finished game is not resumed: remove the files (they hold nothing else)."""
    for path in (saved_game_path(), journal_path()):
        remove_quietly(path)


def remove_quietly(path: Path) -> None:
    """Remove ``path`` if it can be; a file that stays behind is harmless to the reader."""
    try:
        path.unlink()
    except OSError:
        pass


# -- reading ------------------------------------------------------------------------------

def _journal_lines(token: str) -> tuple[list[JournalLine], str]:
    """The journal's whole lines of the base ``token``, up to the first that cannot be
    read, and why reading stopped there ("" when it did not)."""
    path = journal_path()
    try:
        raw = read_bounded(path, LIMIT)
    except FileNotFoundError:
        return [], ""
    except OSError as e:
        return [], f"the journal is unreadable ({e.__class__.__name__})"
    if len(raw) > LIMIT:
        return [], "the journal is too large"
    lines: list[JournalLine] = []
    for n, text in enumerate(raw.split(b"\n")[:-1]):  # after the last newline: the line in flight
        try:
            line = LINE(parse_json(text, LIMIT), "journal", Context())
        except (Unreadable, Invalid) as e:
            return lines, f"journal line {n + 1}: {e}"
        if line["b"] == token:
            lines.append(line)
        elif lines:
            return lines, f"journal line {n + 1} belongs to another game"
    return lines, ""


def _with_journal(data: SavedData) -> tuple[SavedData, str]:
    """The base with its journal's lines applied in order, and why some were left out."""
    lines, problem = _journal_lines(data.get("journal", ""))
    steps = list(data["steps"])
    for n, line in enumerate(lines):
        if line["keep"] > len(steps):
            problem = f"journal line {n + 1} keeps steps the game does not have"
            break
        del steps[line["keep"]:]
        steps.extend(line["steps"])
        data["index"], data["undos"], data["hints"] = line["index"], line["undos"], line["hints"]
        data["elapsed"], data["resigned"], data["proven"] = line["elapsed"], line["resigned"], line["proven"]
        if "solver_uses" in line:
            data["solver_uses"] = line["solver_uses"]
        if "solver_played" in line:
            data["solver_played"] = line["solver_played"]
    data["steps"] = steps
    return data, problem


def _within_limits(data: SavedData) -> str:
    """Cut the history to what loads in time (MAX_STEPS, MAX_MOVES); why, if it was cut."""
    steps = data["steps"]
    total = 0
    for n, step in enumerate(steps):
        total += len(step)
        if n >= MAX_STEPS or total > MAX_MOVES:
            del steps[n:]
            data["index"] = min(data["index"], n)
            return f"the game is longer than the {MAX_STEPS} steps a saved game holds"
    return ""


def load_saved_game(settings: Settings | None = None, *,
                    restore_untouched: bool = True) -> tuple[SavedGame | None, StoredFileError | None]:
    """The saved game, its elapsed seconds and result id, and what the player must be told.

    None when there is none, or when the base does not describe a game (then both files
    are set aside). A game damaged after some moves comes back up to the damage, with a
    notice saying from which move it goes on (``salvaged``) and both files copied aside.
    ``settings`` give the options of a game saved before games kept their own.

    ``restore_untouched=False``: an untouched deal (not a step of history, not resigned)
    is read and checked but not dealt again, and None is answered with the files left as
    they are: the link that replaces it (C-13) would throw it away, and dealing it again
    imports its game's rules, which a launch's first frame does without.
    """
    path = saved_game_path()
    try:
        present = path.exists()
    except OSError:
        present = False
    if not present:
        remove_quietly(journal_path())  # a journal without its base has nothing to apply to
        return None, None
    try:
        raw, _version = read_document(path, FORMAT)
        data, _ = FORMAT.check(raw)
        data, problem = _with_journal(data)
        problem = _within_limits(data) or problem
        if not restore_untouched and not data["steps"] and not data["resigned"]:
            return None, None
        options, bonus = None, True
        if settings is not None:
            game_id = data["code"].partition("://")[2].partition("/")[0].lower()
            options = settings.game_options(game_id) if registry.find(game_id) else None
            bonus = settings.time_bonus
        restored = restore_game(data, options, bonus)
    except OSError as e:
        return None, set_aside_saved_game(f"unreadable ({e.__class__.__name__})")
    except (Unreadable, Invalid, SavedGameError) as e:
        return None, set_aside_saved_game(str(e))
    game = restored.game
    problem = problem or restored.problem
    notice = None
    if problem:
        notice = StoredFileError(path, problem, _copy_aside(path), salvaged=game.moves)
        _copy_aside(journal_path())
    return SavedGame(game, restored.elapsed, data.get("result_id") or new_result_id()), notice


def set_aside_saved_game(problem: str) -> StoredFileError:
    """Both files set aside (the journal means nothing without its base)."""
    journal = journal_path()
    try:
        if journal.exists():
            refuse(journal, problem)
    except OSError:
        pass
    return refuse(saved_game_path(), problem)


def _copy_aside(path: Path) -> Path | None:
    """A copy of ``path`` beside it, as :func:`refuse` names a file set aside: the damaged
    file stays where it is until the game's next save replaces it, so a crash before then
    loses nothing either."""
    try:
        raw = read_bounded(path, LIMIT)
    except OSError:
        return None
    target = aside_name(path)
    try:
        write_bytes(target, raw[:LIMIT])
    except OSError:
        return None
    return target
