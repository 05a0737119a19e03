"""Menu commands that open dialogs (U-6): preferences, play a number, statistics,
leaderboard, resign, help. Kept out of the window so it stays readable."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox

from .. import __version__
from ..core.codes import GameCode
from ..storage.settings import Settings
from ..storage.stats import variant_key
from .dialogs.help import about_text, keyboard_text, rules_text
from .dialogs.leaderboard import LeaderboardDialog
from .dialogs.play_number import PlayNumberDialog
from .dialogs.preferences import PreferencesDialog
from .dialogs.statistics import StatisticsDialog
from .text import tr

if TYPE_CHECKING:
    from .main_window import MainWindow

DEAL_OPTIONS = {
    "klondike": ("klondike_draw", "klondike_passes", "klondike_guaranteed", "auto_finish", "time_bonus"),
    "freecell": ("freecell_takeback", "freecell_automove", "time_bonus"),
    "spider": ("spider_suits", "time_bonus"),
    "pyramid": ("pyramid_level",),
}
"""Settings that shape a game's deal or rules: they wait for the next deal (T-1)."""


# -- preferences (T-1) ------------------------------------------------------------
def make_preferences(window: MainWindow) -> PreferencesDialog:
    dialog = PreferencesDialog(window.settings, window)
    dialog.applied.connect(lambda new: apply_settings(window, new))
    window.prefs_dialog = dialog  # type: ignore[attr-defined]
    return dialog


def preferences(window: MainWindow) -> None:
    make_preferences(window).exec()


def apply_settings(window: MainWindow, new: Settings) -> None:
    """The look changes at once; options of the deal wait for the next one, unless the
    player starts it now (asked only when a game is under way)."""
    game = window.session.game
    changed = {name for name in vars(new) if getattr(new, name) != getattr(window.settings, name)}
    for name in changed:
        setattr(window.settings, name, getattr(new, name))  # the chooser and flow share this object
    window._save()
    window._apply_look()
    window.chooser.refresh(window.scene.cp.renderer)
    if game is None or game.over or not changed & set(DEAL_OPTIONS[game.code.game]):
        return
    if game.moves == 0 or ask_new_game(window):
        window.open_code(window.code_for(game.code.game), animate=False)
    else:
        window.status.say(tr("window", "The new options apply from the next deal."))


def ask_new_game(window: MainWindow) -> bool:
    answer = QMessageBox.question(
        window,
        tr("window", "New options"),
        tr(
            "window",
            "The new options change the deal. Start a new game with them now?\n\n"
            "The game in progress would count as a loss. If you keep playing, "
            "the options apply from the next deal.",
        ),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


# -- game codes (C-2) -------------------------------------------------------------------
def make_play_number(window: MainWindow) -> PlayNumberDialog:
    game = window.session.game
    code_for = (lambda n, c=game.code: c.with_number(n)) if game is not None else None
    current = str(game.code) if game is not None else ""
    return PlayNumberDialog(code_for, window.flow.check_code, current, window)


def play_number(window: MainWindow) -> None:
    dialog = make_play_number(window)
    if dialog.exec() and dialog.code is not None:
        open_checked(window, dialog.code)


def open_checked(window: MainWindow, code: GameCode) -> None:
    window.open_code(code)
    window.status.say(tr("window", "Playing {code}").format(code=code))


def copy_code(window: MainWindow) -> None:
    if window.session.game is not None:
        QGuiApplication.clipboard().setText(str(window.session.game.code))
        window.status.say(tr("window", "Game code copied: {code}").format(code=window.session.game.code))


# -- end of games -----------------------------------------------------------------------
def resign(window: MainWindow) -> None:
    game = window.session.game
    if game is None or game.over:
        return
    answer = QMessageBox.question(
        window,
        tr("window", "Resign"),
        tr("window", "Resign this game? It counts as a loss and keeps the points."),
    )
    if answer == QMessageBox.StandardButton.Yes:
        window.session.resign()


def show_statistics(window: MainWindow) -> None:
    game = window.session.game
    StatisticsDialog(window.flow, variant_key(game.code) if game else None, window).exec()


def show_leaderboard(window: MainWindow, new_rank: int | None = None) -> None:
    LeaderboardDialog(window.flow.leaderboard, new_rank, window).exec()


# -- help ------------------------------------------------------------------------------
def show_rules(window: MainWindow) -> None:
    game = window.session.game
    QMessageBox.information(window, tr("window", "Rules"), rules_text(game.code.game if game else "klondike"))


def show_keys(window: MainWindow) -> None:
    QMessageBox.information(window, tr("window", "Keyboard"), keyboard_text())


def show_about(window: MainWindow) -> None:
    QMessageBox.about(window, tr("window", "About Paciência"), about_text(__version__))
