"""The main window (U-5, U-6): chooser, table, menus, status line; and ``run``.

Commands behind the menus that open dialogs live in :mod:`.commands`; what
happens between games (codes, saving, statistics) in :mod:`.game_flow`.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QStackedWidget, QVBoxLayout, QWidget

from .. import APP_ID
from ..core import registry
from ..core.capabilities import Autoplay
from ..core.codes import SCHEME, GameCode, GameCodeError, parse
from ..core.game import Game
from ..decks.choice import renderer_for_keys
from ..decks.renderer import CardRenderer
from ..storage.settings import Settings, load_settings, save_settings
from . import actions, commands, test_hook
from .chooser import GameChooser
from .deck_switch import deck_refused
from .dialogs import end_dialog
from .game_flow import FoundDeal, GameFlow, needs_search
from .notices import details, notice_text
from .scene.table_scene import TableScene
from .session import Session
from .solver_worker import SolverWorker
from .status import Banner, StatusLine
from .table_view import TableView
from .text import game_name, reason_text, tr, variant_text

__all__ = ["MainWindow", "run"]

SERVE_AFTER_MS = 300
"""When the single-instance server starts listening, after the window is up."""
SAVE_AFTER_START_MS = 200
"""When the writes held back during start() happen (the table is on screen by then)."""


def renderer_for(settings: Settings) -> CardRenderer:
    """Built-in, system or imported deck by its settings key; classic (with a notice) if unusable."""
    return renderer_for_keys(settings.deck, settings.back)


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings | None = None) -> None:
        super().__init__()
        notice = None
        if settings is None:
            settings, notice = load_settings()
        self.settings = settings
        self.flow = GameFlow(self.settings)
        if notice is not None:
            self.flow.notices.insert(0, notice)
        self.notice_box: QMessageBox | None = None
        self._launching = False  # start() is running: writes wait for the first frame
        self._pending_saves: set[str] = set()
        self.setWindowTitle("Paciência")
        self.scene = TableScene(renderer_for(self.settings))
        self.scene.deck_notice.connect(lambda text: deck_refused(self, text))
        self.view = TableView(self.scene)
        self.solver = SolverWorker(self)  # V-7: every search runs off the UI thread
        self.session = Session(self.scene, self.solver)
        self.search_dialog: QWidget | None = None  # the progress of a running search, if shown
        self.banner = Banner()
        self.status = StatusLine()
        self.setStatusBar(self.status)
        table = QWidget()
        box = QVBoxLayout(table)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(self.banner)
        box.addWidget(self.view, 1)
        self.chooser = GameChooser(self.scene.cp.renderer, self.settings)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.chooser)
        self.pages.addWidget(table)
        # The table page first: start() shows the chooser if there is nothing to deal, and
        # a chooser shown for an instant would have its previews rendered for nothing.
        self.pages.setCurrentIndex(1)
        self.setCentralWidget(self.pages)
        self._apply_look()
        self.acts = actions.build(self)
        self.session.changed.connect(self._update_figures)
        self.session.changed.connect(self._save_game)
        self.session.message.connect(self.status.say)
        self.session.banner.connect(self.banner.show_text)
        self.session.finished.connect(self._game_finished)
        self.banner.action.connect(self._banner_action)
        self.chooser.chosen.connect(self._chosen)
        self._tick = QTimer(self)
        self._tick.setInterval(500)
        self._tick.timeout.connect(lambda: self.status.set_time(self.session.elapsed()))
        self._tick.start()
        self.resize(1280, 800)
        self._update_figures()

    # -- starting games -----------------------------------------------------
    def code_for(self, game: str, number: int | None = None) -> GameCode:
        return self.flow.code_for(game, number)

    def open_code(self, code: GameCode, animate: bool = True) -> None:
        """Deal ``code``. A guaranteed Klondike code (K-14) first searches its deal on the
        worker thread; the game on the table stays until the answer comes (or for good,
        if the search is cancelled)."""
        if needs_search(code):
            commands.find_guaranteed_deal(self, code, animate)
            return
        self.deal(code, animate)

    def deal(self, code: GameCode, animate: bool = True, found: FoundDeal | None = None) -> None:
        """Put ``code`` on the table (with the order K-14 ``found``, if any); a game in
        progress it replaces counts as abandoned (a loss)."""
        self.solver.cancel("deal")  # a search still running for another code is stale
        commands.end_search_dialog(self)
        self.flow.abandon(self.session.game, self.session.elapsed())
        self.session.tap_moves = self.settings.tap_moves
        self.pages.setCurrentIndex(1)
        game = Game(
            code, self.settings.game_options(code.game), order=found.order if found is not None else None,
            time_bonus=self.settings.time_bonus,
        )
        # "solution proven" (C-6): a K-14 proof, or a P-10 level deal from its proven list
        game.proven = found.proven if found is not None else self.flow.listed(code)
        self.session.new_game(game, animate=animate)
        self.flow.new_round()
        self.settings.last_game = str(code)
        self._save()
        self.view.setFocus()
        self._update_figures()

    def start(self, argv: list[str]) -> None:
        """First thing shown: a link from the command line, the saved game, a new deal of
        the last game, or the chooser. Stored files that had to be set aside are told once."""
        # Every write is fsynced (T-3), which took 10-30 ms of a launch here and can take
        # far more on a slow disk: the settings and the new deal are written just after the
        # first frame instead. A crash in that instant loses a deal with no move in it.
        self._launching = True
        try:
            self._start(argv)
        finally:
            self._launching = False
            if self._pending_saves:
                QTimer.singleShot(SAVE_AFTER_START_MS, self._flush_saves)

    def _start(self, argv: list[str]) -> None:
        link = argv[0] if argv and argv[0].lower().startswith(SCHEME) else ""
        saved = self.flow.load()
        code: GameCode | None = None
        if link:
            try:
                code = parse(link)
            except GameCodeError as e:
                code = None
                why = reason_text(e.reason)
                QTimer.singleShot(0, lambda: self.status.say(why))
        if saved is not None and code is not None and not needs_search(code):
            # The link's deal replaces the saved game at once: count it (a loss if it
            # was begun, as deal() would) without drawing it first.
            self.flow.abandon(*saved)
            saved = None
        if saved is not None:
            game, elapsed = saved
            self.session.tap_moves = self.settings.tap_moves
            self.pages.setCurrentIndex(1)
            self.session.resume_game(game, elapsed)
            self._update_figures()
        if code is not None:
            self.open_code(code)
        elif saved is not None:
            self.view.setFocus()
        elif self.settings.last_game.startswith(SCHEME):
            try:
                self.open_code(self.code_for(parse(self.settings.last_game).game))
            except GameCodeError:
                self.show_chooser()
        else:
            self.show_chooser()
        if self.flow.notices:
            QTimer.singleShot(0, self.show_notices)
        test_hook.install(self)

    def show_notices(self) -> None:
        """T-3: the player is told once, in plain words, which files were set aside."""
        if not self.flow.notices or self.notice_box is not None:
            return
        box = QMessageBox(
            QMessageBox.Icon.Information, tr("notices", "Some saved data could not be read"),
            notice_text(self.flow.notices), QMessageBox.StandardButton.Ok, self,
        )
        box.setObjectName("notice")
        box.setDetailedText(details(self.flow.notices))
        self.notice_box = box
        box.open()

    def open_remote(self, args: list[str]) -> None:
        """A second launch sent its arguments: a ``paciencia://`` link, ``--game NAME``
        (the desktop entry's actions), or nothing (just show the window)."""
        self.setWindowState(self.windowState() & ~self.windowState().WindowMinimized)
        self.show()
        self.raise_()
        self.activateWindow()
        if args and args[0].lower().startswith(SCHEME):
            try:
                code = parse(args[0])
            except GameCodeError as e:
                self.status.say(reason_text(e.reason))
                return
            self.open_code(code)
        elif "--game" in args[:-1] and args[args.index("--game") + 1] in registry.ids():
            self.chooser.chosen.emit(args[args.index("--game") + 1])

    def _chosen(self, game: str) -> None:
        self.open_code(self.code_for(game))

    def new_game(self) -> None:
        game = self.session.game
        if game is None:
            self.show_chooser()
            return
        self.open_code(self.code_for(game.code.game))

    def restart(self) -> None:
        """Restart this deal: a game begun and not over counts as abandoned first."""
        if self.session.game is not None:
            self.flow.abandon(self.session.game, self.session.elapsed())
            self.pages.setCurrentIndex(1)
            self.session.restart()
            self.flow.new_round()
            self._save_game()

    def show_chooser(self) -> None:
        self.session.pause()
        self.chooser.refresh(self.scene.cp.renderer)
        self.pages.setCurrentIndex(0)

    # -- settings -------------------------------------------------------------
    def preferences(self) -> None:
        commands.preferences(self)

    def _apply_look(self) -> None:
        s = self.settings
        self.scene.animator.speed = s.animation_speed
        self.session.tap_moves = s.tap_moves
        self.scene.set_renderer(renderer_for(s))
        self.scene.table_colour = s.table
        self.view.resetCachedContent()
        self.scene.update()
        self.chooser.update()
        if self.session.game is not None:
            self.scene.set_position(self.session.state(), animate=False)

    def _save(self) -> None:
        if self._launching:
            self._pending_saves.add("settings")
            return
        try:
            save_settings(self.settings)
        except OSError as e:
            self.status.say(tr("window", "Could not save the settings: {error}").format(error=e))

    def _save_game(self) -> None:
        """T-4: after every change of the game's history (and its counters)."""
        if self._launching:
            self._pending_saves.add("game")
            return
        errors = len(self.flow.errors)
        self.flow.save(self.session.game, self.session.elapsed())
        if len(self.flow.errors) > errors:
            self.status.say(tr("window", "Could not save the game: {error}").format(error=self.flow.errors[-1]))

    # -- figures, banner, end of game --------------------------------------------
    def _update_figures(self) -> None:
        game = self.session.game
        if game is None:
            self.status.set_figures("Paciência", None, 0, 0.0, "")
            self.setWindowTitle("Paciência")
            # Nothing to undo, redo or hint before a game is chosen.
            for name in ("undo", "redo", "hint", "auto", "go_back", "restart"):
                if name in self.acts:
                    self.acts[name].setEnabled(False)
            return
        for name in ("hint", "auto", "restart"):
            if name in self.acts:
                self.acts[name].setEnabled(True)
        code = game.code
        title = game_name(code.game)
        variant = variant_text(code)
        label = f"{title} · {variant}" if variant else title
        if game.proven:
            label += " · " + tr("window", "Solution proven")
        elif needs_search(code):
            label += " · " + tr("window", "no proven solution")
        self.status.set_figures(
            label, game.score if game.rules.has_score else None, game.moves, self.session.elapsed(), str(code)
        )
        self.setWindowTitle(tr("window", "{game} — {code} — Paciência").format(game=label, code=code))
        history = game.history
        self.acts["undo"].setEnabled(history.can_undo() and not game.over)
        self.acts["redo"].setEnabled(history.can_redo() and not game.over)
        self.acts["go_back"].setEnabled(game.mistake_index() is not None and not game.over)
        self.acts["auto"].setVisible(isinstance(game.rules, Autoplay))
        winnable = code.info.winnable is not None
        self.acts["winnable"].setVisible(winnable)
        self.acts["winnable"].setEnabled(winnable and not game.over)

    def _banner_action(self, kind: str) -> None:
        if kind == "resign":
            commands.resign(self)
        elif kind == "go_back":
            self.session.go_back_before_mistake()

    def finish_game(self) -> end_dialog.EndDialog | None:
        """Record the ended game (once) and build the end screen (C-8)."""
        game = self.session.game
        if game is None:
            return None
        elapsed = self.session.elapsed()
        rank = self.flow.record(game, elapsed)
        self._save_game()  # the finished game is recorded: it will not be resumed
        self._update_figures()
        dialog = end_dialog.EndDialog(game, elapsed, self, stats=self.flow.variant_stats(game), rank=rank)
        dialog.leaderboard_requested.connect(lambda: commands.show_leaderboard(self, rank))
        self._end_dialog = dialog  # tests reach it here
        return dialog

    def _game_finished(self, won: bool) -> None:
        dialog = self.finish_game()
        if dialog is None:
            return
        game = self.session.game
        choice = dialog.exec()
        if choice == end_dialog.NEW:
            self.new_game()
        elif choice == end_dialog.SAME and game is not None:
            if needs_search(game.code):  # the very same cards, without searching again
                self.deal(game.code, found=FoundDeal(game.order, game.proven, -1))
            else:
                self.open_code(game.code)

    # -- C-7: the clock pauses while minimised ---------------------------------------
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.WindowStateChange:
            if self.isMinimized():
                self.session.pause()
            elif self.pages.currentIndex() == 1:
                self.session.resume()
        super().changeEvent(event)

    def _flush_saves(self) -> None:
        """The writes start() held back, once the table is on screen."""
        pending, self._pending_saves = self._pending_saves, set()
        if "settings" in pending:
            self._save()
        if "game" in pending:
            self._save_game()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        self._pending_saves.clear()  # written just below
        self.solver.shutdown()  # stop the searches; their answers are dropped
        commands.end_search_dialog(self)
        self.session.pause()
        self.flow.save(self.session.game, self.session.elapsed())
        self._save()
        super().closeEvent(event)


def run(argv: list[str]) -> int:
    from .single_instance import claim_or_hand_over

    app = QApplication.instance() or QApplication(sys.argv[:1] + argv)
    app.setApplicationName("Paciência")
    app.setOrganizationName("Paciência")
    app.setDesktopFileName(APP_ID)
    claim = claim_or_hand_over(argv)
    if claim is None:
        return 0  # the running window took the link
    window = MainWindow()
    window.show()
    window.start(argv)
    # The claimed socket listens already (a launch in this instant queues on it); the
    # server reading it starts after the first frame, which QtNetwork is not needed for.
    claim.serve_later(window.open_remote, SERVE_AFTER_MS, app)
    code = int(app.exec())
    claim.release()
    return code
