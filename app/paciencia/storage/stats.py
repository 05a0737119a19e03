"""Statistics per game and variant (T-5, C-8, B-5) and the Top 5 (C-10).

A variant key is ``game`` plus the code's variant options (Klondike by draw
and pass limit, Spider by suits, Pyramid by level, FreeCell alone).
Resigned and abandoned games count as losses.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from ..core.codes import GameCode
from .files import StoredFileError, data_dir, read_json, write_json

KIND = "paciencia-statistics"
VERSION = 1
LEADERBOARD_KIND = "paciencia-leaderboard"
TOP = 5


def variant_key(code: GameCode) -> str:
    return code.game + (f"?{code.variant}" if code.variant else "")


@dataclass
class Result:
    date: str  # ISO 8601, local time
    won: bool
    seconds: int
    moves: int
    score: int
    assisted: bool = False  # hints, undos or the solver were used (B-5)


@dataclass
class VariantStats:
    played: int = 0
    won: int = 0
    current_streak: int = 0  # wins in a row up to the last game
    best_streak: int = 0
    best_time: int | None = None  # seconds, wins only
    fewest_moves: int | None = None  # wins only
    clean_wins: int = 0
    history: list[Result] = field(default_factory=list)

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    def record(self, result: Result) -> None:
        self.played += 1
        self.history.append(result)
        if result.won:
            self.won += 1
            self.current_streak += 1
            self.best_streak = max(self.best_streak, self.current_streak)
            if self.best_time is None or result.seconds < self.best_time:
                self.best_time = result.seconds
            if self.fewest_moves is None or result.moves < self.fewest_moves:
                self.fewest_moves = result.moves
            if not result.assisted:
                self.clean_wins += 1
        else:
            self.current_streak = 0


@dataclass
class Statistics:
    variants: dict[str, VariantStats] = field(default_factory=dict)

    def of(self, key: str) -> VariantStats:
        return self.variants.setdefault(key, VariantStats())

    def to_dict(self) -> dict[str, Any]:
        return {"variants": {k: asdict(v) for k, v in self.variants.items()}}

    def reset(self, key: str | None = None) -> None:
        """Forget one variant, or everything when ``key`` is None."""
        if key is None:
            self.variants.clear()
        else:
            self.variants.pop(key, None)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Statistics:
        """Raise TypeError/ValueError on anything that is not what ``to_dict`` writes."""
        out = cls()
        variants = data.get("variants", {})
        if not isinstance(variants, dict):
            raise TypeError("variants is not an object")
        for key, raw in variants.items():
            raw = dict(raw)
            history = [Result(**r) for r in raw.pop("history", [])]
            stats = VariantStats(**raw, history=history)
            _check_types(stats)
            for r in history:
                _check_types(r)
            out.variants[str(key)] = stats
        return out


def _check_types(obj: Any) -> None:
    """A stored number must be a number: a hand-edited or damaged file is refused whole."""
    for name, value in asdict(obj).items():
        if name == "history":
            continue
        default = getattr(type(obj), name, None)
        if name == "date":
            ok = isinstance(value, str)
        elif isinstance(default, bool) or (isinstance(obj, Result) and name == "won"):
            ok = isinstance(value, bool)
        elif value is None:
            ok = name in ("best_time", "fewest_moves")
        else:
            ok = isinstance(value, int) and not isinstance(value, bool) and value >= 0
        if not ok:
            raise TypeError(f"{name} = {value!r}")


@dataclass
class Entry:
    score: int
    code: str
    variant: str
    date: str
    seconds: int
    moves: int
    player: str


def add_entry(board: list[Entry], entry: Entry) -> int | None:
    """Insert a won game; returns its rank (0-based) or None if it did not enter.

    Ties: a new score equal to an old one ranks below it (the earlier holder
    keeps the place), as arcade tables do.
    """
    rank = len([e for e in board if e.score >= entry.score])
    if rank >= TOP:
        return None
    board.insert(rank, entry)
    del board[TOP:]
    return rank


def _path(name: str) -> Path:
    return data_dir() / name


def load_statistics() -> tuple[Statistics, StoredFileError | None]:
    loaded = read_json(_path("statistics.json"), KIND, VERSION)
    if loaded.data is None:
        return Statistics(), loaded.notice
    try:
        return Statistics.from_dict(loaded.data), None
    except (TypeError, ValueError, AttributeError):
        from .files import set_aside

        path = _path("statistics.json")
        return Statistics(), StoredFileError(path, "wrong contents", set_aside(path))


def save_statistics(stats: Statistics) -> None:
    write_json(_path("statistics.json"), KIND, VERSION, stats.to_dict())


def load_leaderboard() -> tuple[list[Entry], StoredFileError | None]:
    path = _path("leaderboard.json")
    loaded = read_json(path, LEADERBOARD_KIND, VERSION)
    if loaded.data is None:
        return [], loaded.notice
    try:
        board = [Entry(**e) for e in loaded.data["entries"]]
        for e in board:
            if not all(isinstance(getattr(e, n), int) for n in ("score", "seconds", "moves")):
                raise TypeError("entry figures must be numbers")
        board.sort(key=lambda e: -e.score)  # stable: equal scores keep their stored order
        return board[:TOP], None
    except (KeyError, TypeError, AttributeError):
        from .files import set_aside

        return [], StoredFileError(path, "wrong contents", set_aside(path))


def save_leaderboard(board: list[Entry]) -> None:
    write_json(_path("leaderboard.json"), LEADERBOARD_KIND, VERSION, {"entries": [asdict(e) for e in board]})
