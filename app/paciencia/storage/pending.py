"""Results that could not be stored yet (T-6): ``pending_results.json`` in the data folder.

A finished game's result goes to the statistics (and the Top 5) the moment the rules end
the game. When that write fails (a full disk, a folder that is not writable), the result
is kept in memory, written here if this file can be written, and stored at the next
chance: the next save, the next launch. Each carries its game's result id, so storing it
twice counts it once (:meth:`paciencia.storage.stats.Statistics.has`).
"""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, NotRequired, TypedDict

from ..core.slotted import Frozen
from .files import StoredFileError, data_dir, read_stored, write_json
from .leaderboard import ENTRY, Entry
from .schema import Format, ListOf, Maybe, Record
from .stats import DAY, RESULT, VARIANT_KEY, Result

KIND = "paciencia-pending-results"
VERSION = 1


class Outcome(Frozen):
    """What one finished game adds to the player's record."""

    __slots__ = ("variant", "result", "day", "entry")

    variant: str
    result: Result
    day: date | None
    """The day whose daily deal this was (B-4), if it was one."""
    entry: Entry | None
    """Its leaderboard entry (C-10), if it may have one."""

    def __init__(self, variant: str, result: Result, day: date | None = None, entry: Entry | None = None) -> None:
        self.variant, self.result, self.day, self.entry = variant, result, day, entry


KEPT = 10_000
"""Outcomes the file holds at most: the newest (all of them wait in memory meanwhile)."""
if TYPE_CHECKING:
    from .leaderboard import EntryData
    from .stats import ResultData

# The stored shapes: types for mypy only (docs/contributing.md, on records).
if TYPE_CHECKING:
    class OutcomeData(TypedDict):
        """An :class:`Outcome` as stored."""

        variant: str
        result: ResultData
        day: NotRequired[str | None]
        entry: NotRequired[EntryData | None]

    class PendingData(TypedDict):
        outcomes: list[OutcomeData]


OUTCOME: Record[OutcomeData] = Record(
    {"variant": VARIANT_KEY, "result": RESULT}, {"day": Maybe(DAY), "entry": Maybe(ENTRY)}
)
FORMAT: Format[PendingData] = Format(KIND, VERSION, Record({"outcomes": ListOf(OUTCOME, KEPT)}))


def pending_path() -> Path:
    return data_dir() / "pending_results.json"


def load_pending() -> tuple[list[Outcome], StoredFileError | None]:
    loaded = read_stored(pending_path(), FORMAT)
    if loaded.data is None:
        return [], loaded.notice
    return [outcome_of(o) for o in loaded.data["outcomes"]], None


def outcome_of(data: OutcomeData) -> Outcome:
    """An outcome from data :data:`OUTCOME` accepted."""
    entry = data.get("entry")
    day = data.get("day")
    return Outcome(
        data["variant"], Result(**data["result"]), date.fromisoformat(day) if day else None,
        Entry(**entry) if entry else None,
    )


def save_pending(outcomes: list[Outcome]) -> None:
    """Write the results still waiting (raises OSError like every write)."""
    write_json(pending_path(), KIND, VERSION, {"outcomes": [
        {"variant": o.variant, "result": o.result.fields(), "day": o.day.isoformat() if o.day else None,
         "entry": o.entry.fields() if o.entry else None}
        for o in outcomes[-KEPT:]  # never more than the reader takes (issue 36 §7)
    ]})


def clear_pending() -> None:
    try:
        pending_path().unlink()
    except OSError:
        pass
