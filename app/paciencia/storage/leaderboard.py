"""The Top 5 of each variant (C-10): clean wins only (B-5), the best scores first.

Each entry carries the id of the game it records (as :class:`~.stats.Result` does), and the
file is read through its :class:`~paciencia.storage.schema.Format`: every field typed and
bounded, each entry's code of its variant; a file that fails is set aside whole.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, NotRequired, TypedDict

from ..core import registry
from ..core.codes import GameCodeError, parse
from ..core.slotted import Frozen
from .files import StoredFileError, data_dir, read_stored, write_json
from .schema import DATE, Format, Int, ListOf, Record, Text
from .stats import RESULT_ID, VARIANT_KEY, Statistics, no_ids_before_2, variant_key

KIND = "paciencia-leaderboard"
VERSION = 2
TOP = 5


# The stored shapes: types for mypy only (docs/contributing.md, on records).
if TYPE_CHECKING:
    class EntryData(TypedDict):
        """An :class:`Entry` as stored."""

        score: int
        code: str
        variant: str
        date: str
        seconds: int
        moves: int
        player: str
        id: NotRequired[str]

    class LeaderboardData(TypedDict):
        entries: list[EntryData]


def _code_of_variant(e: EntryData) -> str | None:
    try:
        code = parse(e["code"])
    except GameCodeError:
        return "code is not a game code"
    return None if variant_key(code) == e["variant"] else "variant is not the code's"


ENTRY: Record[EntryData] = Record(
    {"score": Int(), "code": Text(400, empty=False), "variant": VARIANT_KEY, "date": DATE, "seconds": Int(),
     "moves": Int(), "player": Text(200)},
    {"id": RESULT_ID},
    check=_code_of_variant,
)
LEADERBOARD: Format[LeaderboardData] = Format(
    KIND, VERSION, Record({"entries": ListOf(ENTRY, 1000)}), {1: no_ids_before_2}
)


class Entry(Frozen):
    """One line of a variant's Top 5 (C-10), never changed once made."""

    __slots__ = ("score", "code", "variant", "date", "seconds", "moves", "player", "id")  # id: see Result.id

    def __init__(
        self, score: int, code: str, variant: str, date: str, seconds: int, moves: int, player: str,
        id: str = "",
    ) -> None:
        self.score, self.code, self.variant, self.date, self.seconds = score, code, variant, date, seconds
        self.moves, self.player, self.id = moves, player, id


def board_of(variant: str) -> str:
    """The Top 5 a variant's wins enter: "" for C-10's shared board, the game's id for a game
    whose points are its own (:attr:`~paciencia.core.declaration.GameInfo.own_board`)."""
    game = variant.partition("?")[0]
    found = registry.find(game)
    return game if found is not None and found.own_board else ""


def top(board: list[Entry], key: str) -> list[Entry]:
    """The entries of one Top 5 (:func:`board_of`), best first. ``board`` holds every Top 5,
    sorted by score."""
    return [e for e in board if board_of(e.variant) == key][:TOP]


def add_entry(board: list[Entry], entry: Entry) -> int | None:
    """Insert a won game in its Top 5; returns its rank there (0-based) or None if it did not enter.

    Ties: a new score equal to an old one ranks below it (the earlier holder
    keeps the place), as arcade tables do.
    """
    key = board_of(entry.variant)
    rank = len([e for e in board if board_of(e.variant) == key and e.score >= entry.score])
    if rank >= TOP:
        return None
    board.insert(len([e for e in board if e.score >= entry.score]), entry)
    for extra in [e for e in board if board_of(e.variant) == key][TOP:]:
        board.remove(extra)
    return rank


def clean_board(board: list[Entry], stats: Statistics) -> list[Entry]:
    """The Top 5 without the entries of games the statistics hold as not clean (B-5): an
    earlier version listed wins with undo or hints."""
    unclean = {r.id for v in stats.variants.values() for r in v.history if r.id and r.won and not r.clean}
    return [e for e in board if e.id not in unclean]


def leaderboard_path() -> Path:
    return data_dir() / "leaderboard.json"


def load_leaderboard() -> tuple[list[Entry], StoredFileError | None]:
    loaded = read_stored(leaderboard_path(), LEADERBOARD)
    if loaded.data is None:
        return [], loaded.notice
    board = [Entry(**e) for e in loaded.data["entries"]]
    board.sort(key=lambda e: -e.score)  # stable: equal scores keep their stored order
    keys = {board_of(e.variant) for e in board}
    kept = {id(e) for key in keys for e in top(board, key)}
    return [e for e in board if id(e) in kept], None


def save_leaderboard(board: list[Entry]) -> None:
    write_json(leaderboard_path(), KIND, VERSION,
               {"entries": [e.fields() for e in board]})
