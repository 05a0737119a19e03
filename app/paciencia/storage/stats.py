"""Statistics per game and variant (T-5, C-8, B-5) and the daily deals (B-4); the Top 5 (C-10)
is :mod:`.leaderboard`.

A variant key is ``game`` plus the code's variant options (Klondike by draw
and pass limit, Spider by suits, Pyramid by level, FreeCell alone).
Resigned and abandoned games count as losses. A win is *clean* when no hint, undo or
solver help (a "still winnable?" answer, a solution played back) was used, *assisted*
otherwise (B-5); both are counted as won. The records (best time, fewest moves, best
score) come from clean wins only, and so does the Top 5. A win in which the solver played
moves (a solution continued, a rewind) is also the *solver's*: it neither extends nor
breaks the winning streak. Format 4 added the solver's wins and the best score, and
took the records of older files from their clean wins.

The daily deals (B-4) are kept per variant key and day (``YYYY-MM-DD``): played, and
whether won; a game's daily streak is the run of consecutive days, up to today (or
yesterday, while today's may still be won), on which a daily deal of that game was won,
whatever its variant. Format 3 added them (format 2 files are read as having none).

Each result carries the id of the game it records (``Result.id``, also on the
Top 5's entry and in the saved game): recording an id that is already
there does nothing, so a game is counted once even when the app is killed
between writing the statistics and removing the finished saved game (C-5, C-13).

The file is read through their :class:`~paciencia.storage.schema.Format`:
every field typed and bounded, the figures consistent with each other
(``won <= played``…); a file that fails is set aside whole.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, NotRequired, TypedDict

from ..core.codes import GameCode
from ..core.limits import MAX_COUNT
from ..core.slotted import Frozen, Slotted
from .files import StoredFileError, data_dir, read_stored, write_json
from .schema import DATE, Data, Flag, Format, Int, ListOf, Made, MapOf, Maybe, Record, Text

KIND = "paciencia-statistics"
KEPT_RESULTS = 200_000
"""Results the history keeps, over every variant (the oldest go first; the counts keep all):
at most about 250 bytes each, so the file stays within the reader's 64 MB."""
VERSION = 4


def variant_key(code: GameCode) -> str:
    return code.game + (f"?{code.variant}" if code.variant else "")


class Result(Frozen):
    """One game's result as the statistics keep it, never changed once made."""

    __slots__ = ("date", "won", "seconds", "moves", "score", "assisted", "id", "solver")

    date: str  # ISO 8601, local time
    won: bool
    seconds: int
    moves: int
    score: int
    assisted: bool  # hints, undos or the solver were used (B-5)
    id: str
    """The recorded game's result id ("" in files of format 1, which had none)."""
    solver: bool
    """The solver played moves of this game (B-5): a won game, but the solver's."""

    def __init__(
        self, date: str, won: bool, seconds: int, moves: int, score: int, assisted: bool = False,
        id: str = "", solver: bool = False,
    ) -> None:
        self.date, self.won, self.seconds, self.moves, self.score = date, won, seconds, moves, score
        self.assisted, self.id, self.solver = assisted, id, solver

    @property
    def clean(self) -> bool:
        """A win without hint, undo or solver: the only kind that sets a record (B-5)."""
        return self.won and not self.assisted and not self.solver


class VariantStats(Slotted):
    """The statistics of one variant (T-5): games, wins, streaks, bests.

    ``current_streak``: wins in a row up to the last game. ``best_time`` (seconds),
    ``fewest_moves`` and ``best_score``: clean wins only (B-5); ``best_score`` is 0 for a game
    without a score, and None too where a format 3 file's history no longer held the games
    that set its records. ``solver_wins``: wins in which the solver played moves (B-5),
    counted as won, no streak, no record."""

    __slots__ = ("played", "won", "current_streak", "best_streak", "best_time", "fewest_moves", "clean_wins",
                 "history", "solver_wins", "best_score")

    def __init__(self, played: int = 0, won: int = 0, current_streak: int = 0, best_streak: int = 0,
                 best_time: int | None = None, fewest_moves: int | None = None, clean_wins: int = 0,
                 history: list[Result] | None = None, solver_wins: int = 0, best_score: int | None = None) -> None:
        self.played, self.won, self.current_streak, self.best_streak = played, won, current_streak, best_streak
        self.best_time, self.fewest_moves, self.clean_wins = best_time, fewest_moves, clean_wins
        self.history: list[Result] = history if history is not None else []
        self.solver_wins, self.best_score = solver_wins, best_score

    def to_dict(self) -> dict[str, object]:
        """As stored: every field, the history's results as objects."""
        return {**self.fields(), "history": [r.fields() for r in self.history]}

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    @property
    def assisted_wins(self) -> int:
        """Wins with hints, undos or the solver's help (B-5)."""
        return self.won - self.clean_wins

    def record(self, result: Result) -> None:
        """Count ``result``. Every count saturates at the reader's limit (issue 36 §7): a count
        at MAX_COUNT stays there, and the figures keep the relations the reader checks."""
        if self.played >= MAX_COUNT:
            return  # a billion games: the record is full, and stays readable
        self.played += 1
        self.history.append(result)
        if not result.won:
            self.current_streak = 0
            return
        self.won += 1
        if result.solver:  # B-5: the solver's win is won, but neither a streak nor a record
            self.solver_wins += 1
            return
        self.current_streak += 1
        self.best_streak = max(self.best_streak, self.current_streak)
        if result.clean:
            self.clean_wins += 1
            self.set_records(result)

    def set_records(self, result: Result) -> None:
        """Best time, fewest moves and best score, with a clean win's figures (B-5)."""
        if self.best_time is None or result.seconds < self.best_time:
            self.best_time = result.seconds
        if self.fewest_moves is None or result.moves < self.fewest_moves:
            self.fewest_moves = result.moves
        if self.best_score is None or result.score > self.best_score:
            self.best_score = result.score


def _of_game(key: str, game: str) -> bool:
    return key == game or key.startswith(game + "?")


class Statistics(Slotted):
    """Every variant's statistics and the daily deals played (T-5, B-4): ``daily`` maps a
    variant key to a day (``YYYY-MM-DD``) to won."""

    __slots__ = ("variants", "daily")

    def __init__(self, variants: dict[str, VariantStats] | None = None,
                 daily: dict[str, dict[str, bool]] | None = None) -> None:
        self.variants: dict[str, VariantStats] = variants if variants is not None else {}
        self.daily: dict[str, dict[str, bool]] = daily if daily is not None else {}

    def of(self, key: str) -> VariantStats:
        return self.variants.setdefault(key, VariantStats())

    def trim(self) -> None:
        """Keep the :data:`KEPT_RESULTS` newest results of the history, over every variant (the
        counts keep every game): a file the writer makes always fits the reader's limits."""
        if sum(len(v.history) for v in self.variants.values()) <= KEPT_RESULTS:
            return
        everything = sorted((r for v in self.variants.values() for r in v.history), key=lambda r: r.date)
        dropped = {id(r) for r in everything[:len(everything) - KEPT_RESULTS]}
        for v in self.variants.values():
            v.history = [r for r in v.history if id(r) not in dropped]

    def to_dict(self) -> dict[str, object]:
        self.trim()
        return {"variants": {k: v.to_dict() for k, v in self.variants.items()},
                "daily": {k: dict(days) for k, days in self.daily.items()}}

    def reset(self, key: str | None = None) -> None:
        """Forget one variant (and its daily deals), or everything when ``key`` is None."""
        if key is None:
            self.variants.clear()
            self.daily.clear()
        else:
            self.variants.pop(key, None)
            self.daily.pop(key, None)

    # -- the daily deals (B-4) ------------------------------------------------------------
    def record_daily(self, key: str, day: date, won: bool) -> None:
        """A daily deal of ``day`` ended: played, and won if it was (a win stays a win)."""
        days = self.daily.setdefault(key, {})
        days[day.isoformat()] = days.get(day.isoformat(), False) or won

    def daily_result(self, key: str, day: date) -> bool | None:
        """Whether that day's daily deal of this variant was won; None if not played."""
        return self.daily.get(key, {}).get(day.isoformat())

    def daily_streak(self, game: str, today: date) -> tuple[int, int]:
        """``(current, best)`` runs of days with a daily deal of ``game`` won."""
        won = {
            date.fromisoformat(d) for key, days in self.daily.items() if _of_game(key, game)
            for d, w in days.items() if w
        }
        best = run = 0
        previous: date | None = None
        for day in sorted(won):
            run = run + 1 if previous is not None and day - previous == timedelta(days=1) else 1
            best = max(best, run)
            previous = day
        current = 0
        day = today if today in won else today - timedelta(days=1)
        while day in won:
            current += 1
            day -= timedelta(days=1)
        return current, best

    def has(self, result_id: str) -> bool:
        """Whether a game with this result id is recorded already (in any variant)."""
        return bool(result_id) and any(r.id == result_id for v in self.variants.values() for r in v.history)

    @classmethod
    def from_dict(cls, data: StatisticsData) -> Statistics:
        """From data the statistics schema accepted (:data:`FORMAT`)."""
        out = cls()
        for key, raw in data.get("variants", {}).items():
            out.variants[key] = VariantStats(**raw)
        out.daily = {key: dict(days) for key, days in data.get("daily", {}).items()}
        return out


RESULT_ID = Text(64, test=re.compile(r"[A-Za-z0-9_-]*").fullmatch, meaning="a result id")  # type: ignore[arg-type]
VARIANT_KEY = Text(200, empty=False, test=re.compile(r"[a-z0-9_]+(\?[A-Za-z0-9_=&.-]+)?").fullmatch,  # type: ignore[arg-type]
                   meaning="a game and variant")
# The stored shapes: types for mypy only (docs/contributing.md, on records).
if TYPE_CHECKING:
    class ResultData(TypedDict):
        """A :class:`Result` as stored."""

        date: str
        won: bool
        seconds: int
        moves: int
        score: int
        assisted: NotRequired[bool]
        id: NotRequired[str]
        solver: NotRequired[bool]

    class VariantData(TypedDict, total=False):
        """A :class:`VariantStats` as its schema answers it (its history made into results)."""

        played: int
        won: int
        current_streak: int
        best_streak: int
        best_time: int | None
        fewest_moves: int | None
        clean_wins: int
        history: list[Result]
        solver_wins: int
        best_score: int | None

    class StatisticsData(TypedDict, total=False):
        variants: dict[str, VariantData]
        daily: dict[str, dict[str, bool]]


RESULT: Record[ResultData] = Record(
    {"date": DATE, "won": Flag(), "seconds": Int(), "moves": Int(), "score": Int()},
    {"assisted": Flag(), "id": RESULT_ID, "solver": Flag()},
)


def _result(data: ResultData) -> Result:
    return Result(**data)


def _consistent(v: VariantData) -> str | None:
    """What ``VariantStats.record`` always keeps true; a file that breaks it was not written by it."""
    s = VariantStats(**v)
    streaked = s.won - s.solver_wins  # the wins a streak counts
    if not (s.clean_wins <= streaked and 0 <= streaked and s.won <= s.played
            and s.current_streak <= s.best_streak <= streaked and (streaked > 0) == (s.best_streak > 0)):
        return "the counts do not add up"
    if len(v.get("history", ())) > s.played:
        return "more results than games played"
    if any((s.clean_wins == 0) != (best is None) for best in (s.best_time, s.fewest_moves)):
        return "best time and fewest moves belong to clean wins"
    if s.clean_wins == 0 and s.best_score is not None:
        return "the best score belongs to clean wins"
    return None


VARIANT: Record[VariantData] = Record(
    {},
    {"played": Int(), "won": Int(), "current_streak": Int(), "best_streak": Int(), "best_time": Maybe(Int()),
     "fewest_moves": Maybe(Int()), "clean_wins": Int(), "history": ListOf(Made(RESULT, _result), 1_000_000),
     "solver_wins": Int(), "best_score": Maybe(Int())},
    check=_consistent,
)


def no_ids_before_2(data: Data) -> Data:
    """Format 2 added result ids; a format 1 result has none (``id`` is optional)."""
    return data


def _no_daily_before_3(data: Data) -> Data:
    """Format 3 added the daily deals (B-4); a format 2 file has played none."""
    return {**data, "daily": {}}


def _is_day(text: str) -> bool:
    try:
        return date.fromisoformat(text).isoformat() == text
    except ValueError:
        return False


def _clean_records_from_4(data: Data) -> Data:
    """Format 4 keeps records of clean wins only (B-5). A format 3 variant whose history
    holds every game it counts has its records taken again from that history's clean wins;
    one whose history is shorter keeps them only if it has a clean win. The data is not
    checked yet: anything of an unexpected shape is left for the schema to refuse."""
    variants = data.get("variants")
    if not isinstance(variants, dict):
        return data
    return {**data, "variants": {k: _clean_records(v) for k, v in variants.items()}}


def _clean_records(v: object) -> object:
    if not isinstance(v, dict):
        return v
    history = v.get("history", [])
    if not isinstance(history, list) or not all(isinstance(r, dict) for r in history):
        return v
    if len(history) != v.get("played"):
        return v if v.get("clean_wins") else {**v, "best_time": None, "fewest_moves": None}
    clean = [r for r in history if r.get("won") is True and r.get("assisted") is not True]
    figures = [(r.get("seconds"), r.get("moves"), r.get("score")) for r in clean]
    if not all(type(x) is int for f in figures for x in f):
        return v
    return {**v, "clean_wins": len(clean),
            "best_time": min((f[0] for f in figures), default=None),
            "fewest_moves": min((f[1] for f in figures), default=None),
            "best_score": max((f[2] for f in figures), default=None)}


DAY = Text(10, empty=False, test=_is_day, meaning="a day (YYYY-MM-DD)")
DAILY = MapOf(VARIANT_KEY, MapOf(DAY, Flag(), 100_000), 1000)
FORMAT: Format[StatisticsData] = Format(
    KIND, VERSION, Record({}, {"variants": MapOf(VARIANT_KEY, VARIANT), "daily": DAILY}),
    {1: no_ids_before_2, 2: _no_daily_before_3, 3: _clean_records_from_4}, limit=64 << 20,
)


def _path(name: str) -> Path:
    return data_dir() / name


def statistics_path() -> Path:
    return _path("statistics.json")


def load_statistics() -> tuple[Statistics, StoredFileError | None]:
    loaded = read_stored(_path("statistics.json"), FORMAT)
    if loaded.data is None:
        return Statistics(), loaded.notice
    return Statistics.from_dict(loaded.data), None


def save_statistics(stats: Statistics) -> None:
    write_json(_path("statistics.json"), KIND, VERSION, stats.to_dict())
