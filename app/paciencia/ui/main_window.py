"""The main window (U-5, U-6): chooser, table, menus, status line; and ``run``."""

from __future__ import annotations

import random
import sys

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtGui import QCloseEvent, QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QInputDialog,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from .. import APP_ID, __version__
from ..core.codes import GameCode, GameCodeError, parse
from ..decks.renderer import CardRenderer, builtin_backs, builtin_decks, resolve
from ..storage.settings import Settings, load_settings, save_settings
from . import actions
from .chooser import GameChooser
from .dialogs import end_dialog
from .dialogs.help import about_text, keyboard_text, rules_text
from .dialogs.preferences import PreferencesDialog
from .scene.table_scene import TableScene
from .session import Session
from .status import Banner, StatusLine
from .table_view import TableView
from .text import game_name, reason_text, tr, variant_text

MAX_NUMBER = {"freecell": 32000}
"""FreeCell's new games stay among the classic Microsoft deals (F-2)."""


def renderer_for(settings: Settings) -> CardRenderer:
    return CardRenderer(resolve(settings.deck, builtin_decks()), resolve(settings.back, builtin_backs()))


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings | None = None) -> None:
        super().__init__()
        self.settings = settings if settings is not None else load_settings()[0]
        self.setWindowTitle("Paciência")
        self.scene = TableScene(renderer_for(self.settings))
        self.view = TableView(self.scene)
        self.session = Session(self.scene)
        self._apply_look()
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
        self.setCentralWidget(self.pages)
        self.acts = actions.build(self)
        self.session.changed.connect(self._update_figures)
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
        s = self.settings
        if number is None:
            number = random.randint(1, MAX_NUMBER.get(game, 1_000_000))
        options: dict[str, object] = {}
        if game == "klondike":
            options = {"draw": s.klondike_draw, "passes": s.klondike_passes, "guaranteed": 0}
        elif game == "spider":
            options = {"suits": s.spider_suits}
        elif game == "pyramid":
            options = {"level": s.pyramid_level}
        return GameCode.make(game, number, **options)

    def open_code(self, code: GameCode, animate: bool = True) -> None:
        self.session.tap_moves = self.settings.tap_moves
        self.session.show_values = self.settings.pyramid_show_values
        self.pages.setCurrentIndex(1)
        self.session.new_game(code, self.settings.rule_settings(), animate=animate)
        self.settings.last_game = str(code)
        self._save()
        self.view.setFocus()
        self._update_figures()

    def start(self, argv: list[str]) -> None:
        """What the window shows first: a code from the command line, the last game, or the chooser."""
        for text in (argv[0] if argv else "", self.settings.last_game):
            if text.startswith("paciencia://"):
                try:
                    code = parse(text)
                except GameCodeError as e:
                    self.status.say(reason_text(e.reason))
                    continue
                self.open_code(
                    code
                    if text != self.settings.last_game or argv
                    else code.with_number(random.randint(1, MAX_NUMBER.get(code.game, 1_000_000)))
                )
                return
        self.show_chooser()

    def _chosen(self, game: str) -> None:
        self.open_code(self.code_for(game))

    def new_game(self) -> None:
        game = self.session.game
        if game is None:
            self.show_chooser()
            return
        self.open_code(self.code_for(game.code.game))

    def restart(self) -> None:
        if self.session.game is not None:
            self.pages.setCurrentIndex(1)
            self.session.restart()

    def show_chooser(self) -> None:
        self.session.pause()
        self.pages.setCurrentIndex(0)

    def play_number(self) -> None:
        game = self.session.game
        text, ok = QInputDialog.getText(
            self,
            tr("window", "Play game number"),
            tr("window", "A game code (paciencia://…) or a deal number for this game:"),
        )
        if not ok or not text.strip():
            return
        text = text.strip()
        try:
            if text.isdigit() and game is not None:
                code = self.code_for(game.code.game, int(text)) if int(text) > 0 else parse(text)
            else:
                code = parse(text)
        except GameCodeError as e:
            QMessageBox.warning(self, tr("window", "Play game number"), reason_text(e.reason))
            return
        self.open_code(code)

    def copy_code(self) -> None:
        if self.session.game is not None:
            QGuiApplication.clipboard().setText(str(self.session.game.code))
            self.status.say(tr("window", "Game code copied."))

    def resign(self) -> None:
        game = self.session.game
        if game is None or game.over:
            return
        answer = QMessageBox.question(
            self,
            tr("window", "Resign"),
            tr("window", "Resign this game? It counts as a loss and keeps the points."),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.session.resign()

    # -- settings -------------------------------------------------------------
    def preferences(self) -> None:
        dialog = PreferencesDialog(self.settings, self)
        if dialog.exec():
            dialog.apply_to(self.settings)
            self._save()
            self._apply_look()

    def _apply_look(self) -> None:
        s = self.settings
        self.scene.animator.speed = s.animation_speed
        self.session.tap_moves = s.tap_moves
        self.scene.set_renderer(renderer_for(s))
        if self.session.game is not None:
            from .scene.layouts.pyramid import value_badges

            self.session.show_values = s.pyramid_show_values
            pyramid = self.session.game.code.game == "pyramid"
            self.scene.value_badges = value_badges() if pyramid and s.pyramid_show_values else {}
            self.scene.set_position(self.session.state(), animate=False)

    def _save(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as e:
            self.status.say(tr("window", "Could not save the settings: {error}").format(error=e))

    # -- figures, banner, end of game --------------------------------------------
    def _update_figures(self) -> None:
        game = self.session.game
        if game is None:
            self.status.set_figures("Paciência", None, 0, 0.0, "")
            return
        code = game.code
        title = game_name(code.game)
        variant = variant_text(code)
        self.status.set_figures(
            f"{title} · {variant}" if variant else title,
            game.score if game.rules.has_score else None,
            game.moves,
            self.session.elapsed(),
            str(code),
        )
        self.setWindowTitle(f"{title} — Paciência")
        history = game.history
        self.acts["undo"].setEnabled(history.can_undo() and not game.over)
        self.acts["redo"].setEnabled(history.can_redo() and not game.over)
        self.acts["go_back"].setEnabled(game.mistake_index() is not None and not game.over)
        self.acts["auto"].setVisible(code.game in ("klondike", "freecell"))

    def _banner_action(self, kind: str) -> None:
        if kind == "resign":
            self.resign()
        elif kind == "go_back":
            self.session.go_back_before_mistake()

    def _game_finished(self, won: bool) -> None:
        game = self.session.game
        if game is None:
            return
        self._update_figures()
        dialog = end_dialog.EndDialog(game, self.session.elapsed(), self)
        self._end_dialog = dialog  # tests reach it here
        choice = dialog.exec()
        if choice == end_dialog.NEW:
            self.new_game()
        elif choice == end_dialog.SAME:
            self.open_code(game.code)

    def show_rules(self) -> None:
        game = self.session.game
        QMessageBox.information(
            self, tr("window", "Rules"), rules_text(game.code.game if game else "klondike")
        )

    def show_keys(self) -> None:
        QMessageBox.information(self, tr("window", "Keyboard"), keyboard_text())

    def show_about(self) -> None:
        QMessageBox.about(self, tr("window", "About Paciência"), about_text(__version__))

    # -- C-7: the clock pauses while minimised ---------------------------------------
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.WindowStateChange:
            if self.isMinimized():
                self.session.pause()
            elif self.pages.currentIndex() == 1:
                self.session.resume()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        self.session.pause()
        self._save()
        super().closeEvent(event)


def run(argv: list[str]) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1] + argv)
    app.setApplicationName("Paciência")
    app.setOrganizationName("Paciência")
    app.setDesktopFileName(APP_ID)
    window = MainWindow()
    window.show()
    window.start(argv)
    return int(app.exec())
