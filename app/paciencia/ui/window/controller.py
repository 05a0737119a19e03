"""The app's controller (issue 13): the settings, the game flow, the session and the
solver worker, with public methods; the window is a :class:`~.view.View` that it drives.
The decisions it carries out are the play layer's: what a launch shows first
(``play/opening.py``), which question comes before a game is given up
(``play/questions.py``), what is recorded (``play/flow.py``).

Every request to change the game on the table comes here: a new game, another deal,
a chooser tile, a typed number, a link from a second launch, Preferences. A game in
progress (at least one move, not over) is never replaced without the player's word
(C-13): :meth:`replace_game` has the view ask first, and only an answered "abandon"
records the loss. A game without a move is never counted.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from ...core import registry
from ...core.codes import GameCode, GameCodeError, parse
from ...core.game import Game
from ...core.guarantee_codes import needs_search
from ...core.loading import Feature
from ...core.played import PlayedGame
from ...play.flow import FoundDeal, GameFlow
from ...play.launch import LaunchState, Write
from ...play.opening import link_of, opening, split_arguments
from ...play.questions import Question, before_replacing, in_progress
from ...storage.settings import Settings, save_settings
from ..aids.guaranteed_deals import GuaranteedDeals
from ..table.session import Session
from ..text import reason_text, tr

if TYPE_CHECKING:
    from ..aids.searches import Searcher
    from ..aids.solver_worker import SolverWorker
    from ..dialogs.end_dialog import EndDialog
    from ..dialogs.search_progress import SearchProgress
    from .commands import App
    from .view import View

SAVE_AFTER_START_MS = 200
"""When the writes held back during start() happen (the table is on screen by then)."""

SEARCHES = "paciencia.ui.aids.searches"
"""The searches the player waits for (V-7), loaded with the first one (issue 11)."""
FIND_GUARANTEED_DEAL: Feature[Callable[[Searcher, GameCode, bool], None]] = Feature(f"{SEARCHES}:find_guaranteed_deal")
END_SEARCH_DIALOG: Feature[Callable[[Searcher], None]] = Feature(f"{SEARCHES}:end_search_dialog")
COMMANDS = "paciencia.ui.window.commands"
"""What the settings and the end screen's leaderboard ask of the menus' commands, loaded with them."""
APPLY_SETTINGS: Feature[Callable[[App, Settings], None]] = Feature(f"{COMMANDS}:apply_settings")
SHOW_LEADERBOARD: Feature[Callable[[App, int | None], None]] = Feature(f"{COMMANDS}:show_leaderboard")
END_SCREEN = "paciencia.ui.dialogs.end_dialog"
"""The end screen (C-8), loaded once the table is idle (ui/launch/warm_up.py)."""
END_DIALOG: Feature[type[EndDialog]] = Feature(f"{END_SCREEN}:EndDialog")
NEW_DEAL: Feature[int] = Feature(f"{END_SCREEN}:NEW")
SAME_DEAL: Feature[int] = Feature(f"{END_SCREEN}:SAME")



class AppController(QObject):
    figures_changed = Signal()  # the game, its figures or what the commands may do changed

    def __init__(self, view: View, session: Session, settings: Settings, flow: GameFlow | None = None) -> None:
        """``session``: the game on the table (its scene is the view's table); ``flow``: the
        game flow of these settings made already (the chooser shown before the table was
        built), else made here."""
        super().__init__(view.widget())
        self.view = view
        self.flow = flow if flow is not None else GameFlow(settings)
        self.flow.current.observe(lambda _new: self.save_settings())  # every change is stored (T-1)
        # B-3: guaranteed deals searched ahead, in worker processes watched from the UI thread
        self.deals = GuaranteedDeals(lambda save: self.flow.write(save), lambda code: self.flow.fresh_code(code), self)
        self.flow.attach(self.deals)
        self.session = session
        self.search_dialog: SearchProgress | None = None  # a running search's progress
        self.end_screen: Callable[[EndDialog], int] = lambda dialog: dialog.exec()
        """Shows the end screen and answers the button pressed (tests answer without a click)."""
        self.launch = LaunchState()  # start() is running: writes wait for the first frame
        self._held = 0  # questions open (nested event loops): requests wait meanwhile
        self._waiting: tuple[GameCode, bool] | None = None
        """The latest request that came while a question was open (issue 36 §2)."""
        self._writes_ok = not self.flow.failing  # a folder that is no folder is told with the notices
        self.session.changed.connect(self.figures_changed.emit)
        self.session.changed.connect(self.save_game)
        self.session.ended.connect(self._ended)
        self.session.finished.connect(self._finished)

    @property
    def requested(self) -> bool:
        """A game was asked for (a tile, a daily deal, a link, a number): a launch that showed
        the chooser before its table does not start over what the player chose meanwhile."""
        return self.launch.requested

    @property
    def settings(self) -> Settings:
        """The settings in force (the flow holds them)."""
        return self.flow.settings

    @property
    def solver(self) -> SolverWorker:
        """The worker thread every search runs on (V-7): the session's."""
        return self.session.solver

    # -- the game in progress --------------------------------------------------------
    @property
    def game(self) -> PlayedGame | None:
        return self.session.table.game

    def in_progress(self) -> bool:
        """A game begun and not over: replacing it would abandon it (C-13)."""
        return in_progress(self.session.table.game)

    def replace_game(self, question: Question = Question.ABANDON) -> bool:
        """May the game on the table be replaced? The view asks first when it is in progress.
        The loss is recorded only when the new deal is really dealt (a cancelled search keeps
        the game)."""
        asked = before_replacing(self.session.table.game, question)
        if asked is None:
            return True
        with self._question():
            agreed = self.view.ask(asked)
        if agreed:
            return True
        self._waiting = None  # the links merged into this question are declined with it
        if asked in (Question.ABANDON, Question.RESTART):
            self.view.show_table()  # the game the player keeps, where it was
            self.view.say(tr("window", "The game in progress goes on."))
        return False

    # -- starting games --------------------------------------------------------------
    def code_for(self, game: str, number: int | None = None) -> GameCode:
        return self.flow.code_for(game, number)

    def open_code(self, code: GameCode, animate: bool = True, asked: bool = False) -> None:
        """Deal ``code`` once the game on the table may go (asked if it is in progress,
        unless the caller already ``asked``).

        A guaranteed code (K-14) first searches its deal on the worker thread; the game on
        the table stays until the answer comes (or for good, if the search is cancelled).
        """
        self.launch.asked()
        if self._held:  # a question is open: this request waits for its answer, the latest wins
            self._waiting = (code, animate)
            return
        if not asked and not self.replace_game():
            return
        if self._waiting is not None:  # links came while the player answered: the latest wins
            (code, animate), self._waiting = self._waiting, None
        if needs_search(code):
            FIND_GUARANTEED_DEAL()(self, code, animate)
            return
        self.deal(code, animate)

    def deal(self, code: GameCode, animate: bool = True, found: FoundDeal | None = None) -> None:
        """Put ``code`` on the table (with the order K-14 ``found``, if any). The caller has
        made sure the game it replaces may go (:meth:`replace_game`)."""
        self.session.cancel_search("deal")  # a search still running for another code is stale
        self._end_search_dialog()
        self.flow.abandon(self.session.table.game, self.session.table.clock.elapsed())  # only a game that was agreed to
        self.view.say("")  # what was said belongs to the game it replaces (issue 37 §11)
        self.session.table.tap_moves = self.settings.tap_moves
        game: PlayedGame = Game(
            code, self.settings.game_options(code.game), order=found.order if found is not None else None,
            time_bonus=self.settings.time_bonus,
        )
        # "solution proven" (C-6): a K-14 proof, or a P-10 level deal from its proven list
        game.proven = found.proven if found is not None else self.flow.listed(code)
        self.view.show_table()
        self.session.new_game(game, animate=animate)
        self.flow.new_round()
        self.flow.current.replace(self.settings._replace(last_game=str(code)))
        self.figures_changed.emit()

    def new_game(self) -> None:
        """F2: a new deal of the game on the table (the chooser when there is none)."""
        game = self.session.table.game
        if game is None:
            self.view.show_chooser()
            return
        self.open_code(self.code_for(game.code.game))

    def choose(self, game_id: str) -> None:
        """A chooser tile: a new deal of that game with the variant the tile shows."""
        self.open_code(self.code_for(game_id))

    def play_daily(self, game_id: str) -> None:
        """The chooser's daily button: today's daily deal of that game (B-4)."""
        self.open_code(self.flow.daily_code(game_id))

    def restart(self) -> None:
        """Restart this deal: a game in progress is recorded as a loss first, if the player
        agrees (asked in its own words, issue 37 §8); the deal starts over with the clock at zero."""
        game = self.session.table.game
        if game is None or not self.replace_game(Question.RESTART):
            return
        self.flow.abandon(game, self.session.table.clock.elapsed())
        self.view.say("")  # what was said belongs to the round that ends (issue 37 §11)
        self.view.show_table()
        self.session.restart()
        self.flow.new_round()
        self.save_game()

    def resign(self) -> None:
        game = self.session.table.game
        if game is None or game.over:
            return
        with self._question():
            agreed = self.view.ask(Question.RESIGN)
        if agreed and not game.over and game is self.session.table.game:
            self.session.resign()

    # -- one question at a time (issue 36 §2) -----------------------------------------
    @contextmanager
    def _question(self) -> Iterator[None]:
        """A question (or the end screen) is open in a nested event loop: requests that come
        meanwhile (links from later launches) wait, merged, the latest winning, and are taken
        once it is answered; none re-enters the flow and stacks another question."""
        self._held += 1
        try:
            yield
        finally:
            self._held -= 1
            if not self._held and self._waiting is not None:
                QTimer.singleShot(0, self, self._take_waiting)

    def _take_waiting(self) -> None:
        """The request that waited for an answer, if nothing took it meanwhile: it is asked
        about again only if a game is in progress now (C-13)."""
        if self._held or self._waiting is None:
            return
        (code, animate), self._waiting = self._waiting, None
        self.open_code(code, animate)

    def start(self, argv: list[str]) -> None:
        """First thing shown: the saved game, then a link from the command line (asked
        before it replaces the saved game), a new deal of the last game, or the chooser.
        Stored files that had to be set aside are told once."""
        # Every write is fsynced (T-3), which took 10-30 ms of a launch here and can take
        # far more on a slow disk: the settings and the new deal are written just after the
        # first frame instead. A crash in that instant loses a deal with no move in it.
        self.launch.begin()
        try:
            self._start(argv)
        finally:
            if self.launch.end():
                QTimer.singleShot(SAVE_AFTER_START_MS, self._flush_saves)

    def _start(self, argv: list[str]) -> None:
        saved = self.flow.load(replacing=link_of(argv) is not None)
        first = opening(argv, saved[0] if saved is not None else None, self.settings.last_game)
        for reason in first.told:
            why = reason_text(reason)
            QTimer.singleShot(0, self, lambda w=why: self.view.say(w))
        if first.resume and saved is not None:
            game, elapsed = saved
            self.session.table.tap_moves = self.settings.tap_moves
            self.view.show_table()
            self.session.resume_game(game, elapsed)
            self.figures_changed.emit()
        if first.link is not None and first.ask_first:
            # After the first frame: the question about the saved game needs the window up.
            QTimer.singleShot(0, self, lambda c=first.link: self.open_code(c))
        elif first.link is not None:
            self.open_code(first.link)
        elif first.resume:
            self.view.focus_table()
        elif first.new_of is not None:
            try:
                self.open_code(self.code_for(first.new_of))
            except KeyError:
                self.view.show_chooser()
        else:
            self.view.show_chooser()
        if self.flow.notices:
            QTimer.singleShot(0, self, self.view.show_notices)

    def open_remote(self, args: list[str]) -> None:
        """A second launch sent its arguments: a link (a request: asked before it replaces a
        game in progress), ``--game NAME``, or nothing (just show the window)."""
        self.view.bring_to_front()
        link, _unknown = split_arguments(args)
        if link:
            try:
                code = parse(link)
            except GameCodeError as e:
                self.view.say(reason_text(e.reason))
                return
            self.open_code(code)
        elif "--game" in args[:-1] and args[args.index("--game") + 1] in registry.ids():
            self.choose(args[args.index("--game") + 1])

    # -- settings and saving ---------------------------------------------------------
    def apply_settings(self, new: Settings) -> None:
        APPLY_SETTINGS()(self, new)

    def save_settings(self) -> None:
        if self.launch.hold(Write.SETTINGS):
            return
        try:
            save_settings(self.settings)
        except OSError as e:
            self.view.say(tr("window", "Could not save the settings: {error}").format(error=e))

    def save_game(self) -> None:
        """T-4: after every change of the game's history (and its counters)."""
        if self.launch.hold(Write.GAME):
            return
        self._told(self.flow.save(self.session.table.game, self.session.table.clock.elapsed()))

    def _told(self, ok: bool) -> None:
        """T-6: a write that fails is told once (not at every move after it), and its end too."""
        if ok == self._writes_ok:
            return
        self._writes_ok = ok
        if ok:
            self.view.say(tr("window", "Your game and results are saved again."))
        else:
            self.view.warn_unsaved(self.flow.errors[-1] if self.flow.errors else "")

    def _flush_saves(self) -> None:
        """The writes start() held back, once the table is on screen."""
        held = self.launch.take()
        if Write.SETTINGS in held:
            self.save_settings()
        if Write.GAME in held:
            self.save_game()

    def shutdown(self) -> None:
        """The window is closing: stop the searches, save the game and the settings."""
        self.launch.take()  # written just below
        self.session.shutdown_searches()  # their answers are dropped
        self.deals.shutdown()  # B-3: the deal searches in the worker processes too
        self._end_search_dialog()
        self.session.table.clock.pause()
        self._told(self.flow.save(self.session.table.game, self.session.table.clock.elapsed()))
        self.save_settings()

    def _end_search_dialog(self) -> None:
        # No search ran before its module was first needed: none to end (start-up imports
        # only what the first frame needs, issue 11).
        if SEARCHES in sys.modules:
            END_SEARCH_DIALOG()(self)

    # -- the end of a game ----------------------------------------------------------
    def _ended(self, won: bool) -> None:
        """The rules ended the game: its result is recorded now, as the game it is, before
        any celebration (C-13); the saved game goes once the result is stored (T-6)."""
        game = self.session.table.game
        if game is None:
            return
        self.flow.record(game, self.session.table.clock.elapsed())
        self.save_game()
        self.figures_changed.emit()

    def finish_game(self) -> EndDialog | None:
        """Record the ended game (once) and build the end screen (C-8)."""
        game = self.session.table.game
        if game is None or not game.over:
            return None
        elapsed = self.session.table.clock.elapsed()
        rank = self.flow.record(game, elapsed)
        self.save_game()  # the finished game is recorded: it will not be resumed
        self.figures_changed.emit()
        dialog = END_DIALOG()(
            game, elapsed, self.view.widget(), stats=self.flow.variant_stats(game), rank=rank,
            daily=self.flow.daily_streak(game),
        )
        dialog.leaderboard_requested.connect(lambda: SHOW_LEADERBOARD()(self, rank))
        return dialog

    def _finished(self, won: bool) -> None:
        dialog = self.finish_game()
        if dialog is None:
            return
        game = self.session.table.game
        with self._question():
            choice = self.end_screen(dialog)
        if choice == NEW_DEAL():
            self.new_game()
        elif choice == SAME_DEAL() and game is not None:
            if needs_search(game.code):  # the very same cards, without searching again
                self.deal(game.code, found=FoundDeal(game.order, game.proven, -1))
            else:
                self.open_code(game.code)

