"""What happens between games: new deal numbers, the saved game (T-4, T-6), the player's
record (T-5, C-10, B-4: :mod:`paciencia.play.records`), guaranteed deals (B-3: those found,
and the next New game's searched ahead of time) and the stored-file notices (T-3).

The window asks this object for a code, tells it when a game ends or is replaced, and
hands it every change of the game in play so it can be saved. Each game is recorded
exactly once (C-5, C-13): the moment the rules end it (won, resigned: before any
celebration, so nothing done during one can change it), or when it is abandoned
(replaced by another deal, or restarted, after at least one move and before it ended).
"Once" holds across launches too: every round of play has a random result id, saved with
the game and stored with its result and its leaderboard entry, and recording an id that
the record holds already does nothing. A finished game's saved file is removed only once
its result is stored; until then it stays, and the next launch records it.

Writes that fail (a full disk, a folder removed or not a folder) lose nothing that was
stored before: the game stays in memory, the player is told once
(:attr:`GameFlow.failing`), and the next save writes it all.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from datetime import date, datetime
from typing import Protocol

from ..core import registry
from ..core.codes import GameCode
from ..core.declaration import GUARANTEED
from ..core.guarantee_codes import needs_search
from ..core.limits import saturated
from ..core.loading import Feature
from ..core.options import DEAL, Value
from ..core.played import PlayedGame
from ..core.saved import won_in_history
from ..storage.files import StoredFileError, clean_stale_temporaries, folder_notices
from ..storage.leaderboard import Entry
from ..storage.pending import Outcome
from ..storage.saved_game import clear_saved_game, load_saved_game, new_result_id, set_aside_saved_game
from ..storage.saved_game_writer import SavedGameWriter
from ..storage.settings import NAME_LENGTH, CurrentSettings, Settings
from ..storage.stats import Result, Statistics, VariantStats, variant_key
from .records import Records

# Loaded when first asked for, not at a launch: the daily deals (B-4) and the account's name.
DAILY_CODE: Feature[Callable[[str, Mapping[str, Value], date], GameCode]] = Feature("paciencia.core.daily:daily_code")
DAILY_DAY: Feature[Callable[[GameCode, date], date | None]] = Feature("paciencia.core.daily:daily_day")
USER_NAME: Feature[Callable[[], str]] = Feature("getpass:getuser")

Write = Callable[[Callable[[], object]], None]
"""Runs a save, reporting an OSError the way the flow's own writes are (:meth:`GameFlow.write`)."""


class FoundDeal:
    """What K-14's selection answered for a code: the deal order, whether it is
    proven, and which candidate it is (0 = the number's own deal). A plain slotted class:
    every launch makes the class before its first frame (issue 38)."""

    __slots__ = ("order", "proven", "candidate")

    def __init__(self, order: tuple[int, ...], proven: bool, candidate: int) -> None:
        self.order, self.proven, self.candidate = order, proven, candidate


class Deals(Protocol):
    """Guaranteed deals searched ahead of time (B-3): the window's are searched in worker
    processes (:class:`paciencia.ui.aids.guaranteed_deals.GuaranteedDeals`)."""

    def ready_for(self, code: GameCode) -> GameCode:
        """A code for a new deal of ``code``'s variant: one whose search is done, if any."""
        ...

    def want_later(self, codes: Sequence[GameCode]) -> None:
        """Search these variants' next deals ahead of time."""
        ...


class NoSearchAhead:
    """No deal is searched ahead: every new deal's search starts when it is dealt."""

    def ready_for(self, code: GameCode) -> GameCode:
        return code

    def want_later(self, codes: Sequence[GameCode]) -> None:
        pass


def player_name(settings: Settings) -> str:
    if settings.player_name.strip():
        return settings.player_name.strip()
    try:
        return USER_NAME()()
    except (KeyError, OSError):
        return ""


class GameFlow:
    """Between games: codes, the saved game, the record. No Qt (the window, the tests and
    any other front end drive it alike); ``deals`` searches guaranteed deals ahead of time."""

    def __init__(self, settings: Settings, deals: Deals | None = None) -> None:
        self.current = CurrentSettings(settings)
        """The settings in force, replaced whole (T-1): every part of the window reads them here."""
        self.notices: list[StoredFileError] = folder_notices()  # a data folder that is a file…
        self.failing = bool(self.notices)
        """Writes fail (and the player was told): said again only once they work again."""
        clean_stale_temporaries()  # writes cut short by a kill, from an earlier launch
        self.records = Records()
        self.notices += self.records.notices
        self.recorded: PlayedGame | None = None  # the game already in the statistics
        self.last_rank: int | None = None  # Top 5 place of the last win, if it entered
        self.errors: list[str] = []
        self.writer = SavedGameWriter()
        self._round: tuple[PlayedGame, str] | None = None  # the game in play and its result id
        self.deals: Deals = NoSearchAhead()  # B-3: found, and searched ahead
        if deals is not None:
            self.attach(deals)

    @property
    def settings(self) -> Settings:
        return self.current.value

    def attach(self, deals: Deals) -> None:
        """Guaranteed deals are found and searched ahead by ``deals`` from now on (B-3). A
        launch that shows the chooser first makes the flow (the chooser's daily deals) before
        the window's searches exist, and attaches them when the table is built."""
        self.deals = deals
        self.deals.want_later([self.settings_code(g) for g in registry.ids() if self._wants_guaranteed(g)])

    def _note(self, notice: StoredFileError | None) -> None:
        if notice is not None:
            self.notices.append(notice)

    @property
    def stats(self) -> Statistics:
        return self.records.stats

    @property
    def leaderboard(self) -> list[Entry]:
        return self.records.leaderboard

    # -- codes --------------------------------------------------------------
    def code_for(self, game: str, number: int | None = None) -> GameCode:
        """A code for ``game`` with the deal options of the settings (a fresh number if none:
        with guaranteed deals, the one searched ahead of time when it is ready, B-3)."""
        code = self.settings_code(game, number)
        return code if number is not None else self.deals.ready_for(code)

    def settings_code(self, game: str, number: int | None = None) -> GameCode:
        info = registry.info(game)
        values = self.settings.game_options(game)
        options = {o.name: values[o.name] for o in info.options if o.scope == DEAL}
        return GameCode.make(game, number or self.fresh_number(game, options), **options)

    def fresh_code(self, code: GameCode) -> GameCode:
        """The same variant with a new number."""
        return code.with_number(self.fresh_number(code.game, code.values()))

    def _wants_guaranteed(self, game: str) -> bool:
        info = registry.info(game)
        return info.guarantee is not None and self.settings.game_options(game).get(GUARANTEED) is True

    def daily_code(self, game: str, day: date | None = None) -> GameCode:
        """B-4: the daily deal of ``game`` in the variant of the settings."""
        return DAILY_CODE()(game, self.settings.game_options(game), day or date.today())

    @staticmethod
    def fresh_number(game: str, options: Mapping[str, Value]) -> int:
        """A new deal: from the game's own pick (P-10's proven lists), else 1…new_numbers."""
        info = registry.info(game)
        if info.pick_number is not None:
            return info.pick_number(options, random.getrandbits(32))
        return random.randint(1, info.new_numbers)

    @staticmethod
    def listed(code: GameCode) -> bool:
        """Whether the deal is known solvable before play (P-10: "solution proven")."""
        proven = code.info.proven
        return proven is not None and proven(code.number, code.values())

    # -- the saved game (T-4) -------------------------------------------------------
    def result_id(self, game: PlayedGame) -> str:
        """The id ``game``'s result is recorded under: one per round of play (a new deal,
        a restart), kept by the saved game across launches."""
        if self._round is None or self._round[0] is not game:
            self._round = (game, new_result_id())
        return self._round[1]

    def save(self, game: PlayedGame | None, elapsed: float) -> bool:
        """After every change, and on quit: results that wait are stored first, then the
        game. A finished game is kept until its result is stored (a kill during the
        celebration, or a full disk at the winning move, loses nothing). True if all landed."""
        stored = self.records.store()
        if game is None:
            return self._written(stored)
        try:
            if game.over and self.recorded is game and stored:
                clear_saved_game()  # a finished game is not resumed
                self.writer.forget()
            else:
                self.writer.save(game, elapsed, self.result_id(game))
        except OSError as e:
            self.errors.append(str(e))
            return self._written(False)
        return self._written(stored)

    def _written(self, ok: bool) -> bool:
        if not ok and self.records.error:
            self.errors.append(self.records.error)
        self.failing = not ok
        return ok

    def load(self, replacing: bool = False) -> tuple[PlayedGame, float] | None:
        """The saved game to resume; a finished one is recorded (if it was not) and dropped.
        ``replacing``: a link replaces the saved game unless it is in progress, so an
        untouched deal is not dealt again (None; its files stay until the link's deal is saved).

        A game whose result is in the statistics already was recorded by a launch that
        was killed before it removed the file (won, resigned or abandoned): it is not
        counted again, nor resumed. A game found won counts only if this file's history
        plays it to the win from its deal (a position written into the file does not).
        """
        saved, notice = load_saved_game(self.settings, restore_untouched=not replacing)
        self._note(notice)
        if saved is None:
            return None
        game, elapsed, result_id = saved.game, saved.elapsed, saved.result_id
        self._round = (game, result_id)
        if not needs_search(game.code) and not self._dealt_as_coded(game):
            # C-2: one code, one deal: a stored card order may not make a code deal other cards
            # (only a guaranteed code's search picks another order, K-14).
            self._note(set_aside_saved_game("the cards are not the deal of the game's code"))
            return None
        if game.won and not (won_in_history(game) and (needs_search(game.code) or self._dealt_as_coded(game))):
            self._note(set_aside_saved_game("a won game that this file does not play to its win"))
            return None
        if game.over or self.stats.has(result_id):
            self.record(game, elapsed)  # each file once: only what a kill left unwritten
            if not self.records.waiting:
                clear_saved_game()
            return None
        return game, elapsed

    @staticmethod
    def _dealt_as_coded(game: PlayedGame) -> bool:
        """The cards are the code's own deal (only K-14's search picks another order)."""
        return tuple(game.code.info.deal_order(game.code.number, game.options)) == game.order

    # -- statistics (T-5) and the Top 5 (C-10) ---------------------------------------
    def variant_stats(self, game: PlayedGame) -> VariantStats:
        return self.stats.of(variant_key(game.code))

    # -- the daily deals (B-4) --------------------------------------------------------
    def daily_status(self, game: str, options: Mapping[str, Value]) -> tuple[GameCode, bool | None, date]:
        """Today's daily deal of ``game`` in the settings' variant with ``options`` over it,
        and whether it was won (None: not played yet)."""
        today = date.today()
        code = DAILY_CODE()(game, {**self.settings.game_options(game), **options}, today)
        return code, self.stats.daily_result(variant_key(code), today), today

    def daily_streak(self, game: PlayedGame) -> tuple[int, int] | None:
        """``(current, best)`` daily streak of the game's game, if ``game`` is a daily deal."""
        if DAILY_DAY()(game.code, date.today()) is None:
            return None
        return self.stats.daily_streak(game.code.game, date.today())

    def abandon(self, game: PlayedGame | None, elapsed: float) -> bool:
        """The game is being replaced: a loss if it was begun and not over. True if recorded."""
        if game is None or game.over or game.moves == 0 or self.recorded is game:
            return False
        self.record(game, elapsed, won=False)
        return True

    def new_round(self) -> None:
        """The same Game object starts over ("Restart this deal"): it may be recorded again."""
        self.recorded = None
        self.last_rank = None
        self._round = None  # a new round: a new result id

    def record(self, game: PlayedGame, elapsed: float, won: bool | None = None) -> int | None:
        """Add a finished (or abandoned) game once; its Top 5 place, if any.

        Once per round, by its result id: the record applies what it does not hold yet
        (after a kill between the two files, only the missing half)."""
        if self.recorded is game:
            return self.last_rank
        self.recorded = game
        won = game.won if won is None else won
        result_id = self.result_id(game)
        now = datetime.now().isoformat(timespec="seconds")
        key = variant_key(game.code)
        # Issue 36 §7: every figure within what the statistics file's reader accepts.
        seconds, moves, score = saturated(int(elapsed)), saturated(game.moves), saturated(game.score)
        result = Result(
            date=now, won=won, seconds=seconds, moves=moves,
            score=score if game.has_score else 0,
            assisted=game.assisted,  # B-5: hints, undos or the solver
            id=result_id,
            solver=game.solver_played,  # B-5: the solver's win: no streak, no record
        )
        entry = None
        if won and game.code.info.scored and not result.assisted and not result.solver:  # B-5, C-10: clean
            entry = Entry(
                score=score, code=str(game.code), variant=key, date=now, seconds=seconds,
                moves=moves, player=player_name(self.settings)[:NAME_LENGTH], id=result_id,
            )
        self.last_rank = self.records.record(Outcome(key, result, DAILY_DAY()(game.code, date.today()), entry))
        if self.records.waiting:
            self._written(False)
        return self.last_rank

    def reset_stats(self, key: str | None = None) -> None:
        self.write(lambda: self.records.reset(key))

    def write(self, save: Callable[[], object]) -> None:
        """Run ``save``; an OSError is kept in :attr:`errors` for the window to tell."""
        try:
            save()
        except OSError as e:
            self.errors.append(str(e))
