"""What happens between games: new deal numbers, the saved game (T-4), the
statistics and the Top 5 (T-5, C-10), and the stored-file notices (T-3).

The window asks this object for a code, tells it when a game is replaced or
finished, and hands it every change of the game in play so it can be saved.
Each game is recorded in the statistics exactly once: when it is won or
resigned, or when it is abandoned (replaced by another deal, or restarted,
after at least one move and before it ended).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject

from ..core.codes import GameCode, check_pyramid_level
from ..core.game import Game
from ..core.games.pyramid import levels as pyramid_levels
from ..storage.files import StoredFileError
from ..storage.saved_game import clear_saved_game, load_saved_game, save_game
from ..storage.settings import Settings
from ..storage.stats import (
    Entry,
    Result,
    VariantStats,
    add_entry,
    load_leaderboard,
    load_statistics,
    save_leaderboard,
    save_statistics,
    variant_key,
)

MAX_NUMBER = {"freecell": 32000}
"""FreeCell's new games stay among the classic Microsoft deals (F-2)."""
LEADERBOARD_GAMES = ("klondike", "freecell", "spider")  # C-10: Pyramid has no score


def level_lists() -> dict[str, frozenset[int]]:
    """The proven Pyramid lists by level (P-10, :mod:`paciencia.core.games.pyramid.levels`); a level
    whose list cannot be read is left out (then any number is accepted for it, and its
    new games are random shuffles, not marked proven)."""
    out: dict[str, frozenset[int]] = {}
    for level in ("easy", "standard"):
        try:
            numbers = frozenset(int(n) for n in pyramid_levels.numbers(level))
        except Exception:  # noqa: BLE001 - a missing or broken list must not stop the game
            continue
        if numbers:
            out[level] = numbers
    return out


def needs_search(code: GameCode) -> bool:
    """K-14: a guaranteed Klondike code picks its deal by a search before play."""
    return code.game == "klondike" and code.option("guaranteed") == "1"


MAX_CANDIDATES = 60
"""K-14: at most 60 candidates are searched."""


@dataclass(frozen=True, slots=True)
class FoundDeal:
    """What K-14's selection answered for a code: the deal order, whether it is
    proven, and which candidate it is (0 = the plain first shuffle)."""

    order: tuple[int, ...]
    proven: bool
    candidate: int


def find_deal(code: GameCode, stop: Callable[[], bool], progress: Callable[[int, int], None]) -> FoundDeal:
    """K-14's selection (runs on the worker thread: no Qt here); ``progress(k, n)`` says
    candidate ``k`` of ``n`` (from 1) is being searched."""
    from ..solvers.guaranteed import select_deal

    order, proven, candidate, _result = select_deal(
        code, max_deals=MAX_CANDIDATES, stop=stop, progress=lambda k, n: progress(k + 1, n)
    )
    return FoundDeal(tuple(order), bool(proven), int(candidate))


def player_name(settings: Settings) -> str:
    if settings.player_name.strip():
        return settings.player_name.strip()
    try:
        import getpass  # only when a name is first needed: imports cost start-up

        return getpass.getuser()
    except (KeyError, OSError):
        return ""


class GameFlow(QObject):
    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings
        self.notices: list[StoredFileError] = []
        self.stats, notice = load_statistics()
        self._note(notice)
        self.leaderboard, notice = load_leaderboard()
        self._note(notice)
        self.recorded: Game | None = None  # the game already in the statistics
        self.last_rank: int | None = None  # Top 5 place of the last win, if it entered
        self.errors: list[str] = []
        self.found: dict[str, FoundDeal] = {}  # K-14 answers by code: the same code, the same deal

    def _note(self, notice: StoredFileError | None) -> None:
        if notice is not None:
            self.notices.append(notice)

    # -- codes --------------------------------------------------------------
    def code_for(self, game: str, number: int | None = None) -> GameCode:
        """A code for ``game`` with the variant options of the settings."""
        s = self.settings
        options: dict[str, object] = {}
        if game == "klondike":
            # K-14: with guaranteed=1 the window runs find_deal before dealing.
            options = {
                "draw": s.klondike_draw,
                "passes": s.klondike_passes,
                "guaranteed": s.klondike_guaranteed,
            }
        elif game == "spider":
            options = {"suits": s.spider_suits}
        elif game == "pyramid":
            options = {"level": s.pyramid_level}
        if number is None:
            number = self.fresh_number(game, str(options.get("level", "")))
        return GameCode.make(game, number, **options)

    def fresh_number(self, game: str, level: str = "") -> int:
        if game == "pyramid" and level in ("easy", "standard"):
            listed = sorted(level_lists().get(level, ()))
            if listed:  # P-10: Easy and Standard deals come from the proven lists (as levels.pick)
                return listed[random.getrandbits(32) % len(listed)]
        return random.randint(1, MAX_NUMBER.get(game, 1_000_000))

    @staticmethod
    def listed(code: GameCode) -> bool:
        """P-10: an Easy/Standard Pyramid deal from its proven list ("solution proven")."""
        if code.game != "pyramid":
            return False
        numbers = level_lists().get(code.option("level"))
        return numbers is not None and code.number in numbers

    @staticmethod
    def check_code(code: GameCode) -> None:
        """P-10: refuse an Easy/Standard Pyramid number that is not in its list."""
        if code.game == "pyramid":  # the lists take a while to read; other games never need them
            check_pyramid_level(code, level_lists())

    # -- the saved game (T-4) -------------------------------------------------------
    def save(self, game: Game | None, elapsed: float) -> None:
        """After every change, and on quit. A finished game is kept only until it is
        recorded in the statistics (a kill during the celebration loses nothing)."""
        if game is None:
            return
        try:
            if game.over and self.recorded is game:
                clear_saved_game()  # a finished game is not resumed
            else:
                save_game(game, elapsed)
        except OSError as e:
            self.errors.append(str(e))

    def load(self) -> tuple[Game, float] | None:
        """The saved game to resume; a finished one is recorded (if it was not) and dropped."""
        saved, notice = load_saved_game(self.settings.rule_settings())
        self._note(notice)
        if saved is None:
            return None
        game, elapsed = saved
        if game.over:
            self.record(game, elapsed)
            clear_saved_game()
            return None
        return game, elapsed

    # -- statistics (T-5) and the Top 5 (C-10) ---------------------------------------
    def variant_stats(self, game: Game) -> VariantStats:
        return self.stats.of(variant_key(game.code))

    def abandon(self, game: Game | None, elapsed: float) -> bool:
        """The game is being replaced: a loss if it was begun and not over. True if recorded."""
        if game is None or game.over or game.moves == 0 or self.recorded is game:
            return False
        self.record(game, elapsed, won=False)
        return True

    def new_round(self) -> None:
        """The same Game object starts over ("Restart this deal"): it may be recorded again."""
        self.recorded = None
        self.last_rank = None

    def record(self, game: Game, elapsed: float, won: bool | None = None) -> int | None:
        """Add a finished (or abandoned) game once; returns its Top 5 place, if any."""
        if self.recorded is game:
            return self.last_rank
        self.recorded = game
        self.last_rank = None
        won = game.won if won is None else won
        from datetime import datetime  # at the end of a game, not at every launch

        now = datetime.now().isoformat(timespec="seconds")
        result = Result(
            date=now,
            won=won,
            seconds=int(elapsed),
            moves=game.moves,
            score=game.score if game.rules.has_score else 0,
            assisted=bool(game.hints or game.undos),
        )
        self.stats.of(variant_key(game.code)).record(result)
        self._write(lambda: save_statistics(self.stats))
        if won and game.code.game in LEADERBOARD_GAMES:
            entry = Entry(
                score=game.score,
                code=str(game.code),
                variant=variant_key(game.code),
                date=now,
                seconds=int(elapsed),
                moves=game.moves,
                player=player_name(self.settings),
            )
            self.last_rank = add_entry(self.leaderboard, entry)
            if self.last_rank is not None:
                self._write(lambda: save_leaderboard(self.leaderboard))
        return self.last_rank

    def reset_stats(self, key: str | None = None) -> None:
        self.stats.reset(key)
        self._write(lambda: save_statistics(self.stats))

    def _write(self, save: Any) -> None:
        try:
            save()
        except OSError as e:
            self.errors.append(str(e))
