"""Menu commands that open dialogs (U-6): preferences, play a number, statistics,
leaderboard, resign, help, and the questions asked before a game is given up.
Each takes the app's controller; dialogs are parented to its window."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ...core import registry
from ...core.codes import GameCode
from ...core.loading import Feature
from ...play.questions import Question
from ...play.settings_change import settings_change
from ...storage.settings import Settings
from ...storage.stats import variant_key
from ..text import tr
from .figures import deal_text, game_label

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenuBar

    from ...play.flow import GameFlow
    from ..dialogs.help import RulesDialog
    from ..dialogs.leaderboard import LeaderboardDialog
    from ..dialogs.play_number import PlayNumberDialog
    from ..dialogs.preferences import PreferencesDialog
    from ..dialogs.search_progress import SearchProgress
    from ..dialogs.statistics import StatisticsDialog
    from ..table.session import Session
    from .view import View

# The dialogs are loaded when first opened, not at start-up: together they cost ~150 ms
# of the launch (bench/table_bench.py --only start).
DIALOGS = "paciencia.ui.dialogs"
PREFERENCES_DIALOG: Feature[type[PreferencesDialog]] = Feature(f"{DIALOGS}.preferences:PreferencesDialog")
PLAY_NUMBER_DIALOG: Feature[type[PlayNumberDialog]] = Feature(f"{DIALOGS}.play_number:PlayNumberDialog")
STATISTICS_DIALOG: Feature[type[StatisticsDialog]] = Feature(f"{DIALOGS}.statistics:StatisticsDialog")
LEADERBOARD_DIALOG: Feature[type[LeaderboardDialog]] = Feature(f"{DIALOGS}.leaderboard:LeaderboardDialog")
RULES_DIALOG: Feature[type[RulesDialog]] = Feature(f"{DIALOGS}.help:RulesDialog")
KEYBOARD_TEXT: Feature[Callable[[QMenuBar], str]] = Feature(f"{DIALOGS}.help:keyboard_text")
ABOUT: Feature[Callable[[QWidget | None], None]] = Feature(f"{DIALOGS}.about:show_about")


class App(Protocol):
    """What the commands act on: the app's controller (:class:`.controller.AppController`)."""

    @property
    def view(self) -> View: ...

    @property
    def session(self) -> Session: ...

    @property
    def flow(self) -> GameFlow: ...

    @property
    def settings(self) -> Settings: ...

    @property
    def search_dialog(self) -> SearchProgress | None: ...

    def code_for(self, game: str, number: int | None = None) -> GameCode: ...

    def open_code(self, code: GameCode, animate: bool = True, asked: bool = False) -> None: ...

    def replace_game(self, question: Question = Question.ABANDON) -> bool: ...

    def apply_settings(self, new: Settings) -> None: ...


# -- questions before a game is given up (C-13) ---------------------------------------
def ask(parent: QWidget, question: Question) -> bool:
    """C-13's questions, each in its own dialog; True means "go ahead"."""
    if question == Question.ABANDON:
        return ask_abandon(parent)
    if question == Question.RESTART:
        return ask_restart(parent)
    if question == Question.NEW_OPTIONS:
        return ask_new_game(parent)
    return confirm_resign(parent)


def ask_abandon(parent: QWidget) -> bool:
    """"Abandon this game?" True only when the player chooses to abandon it."""
    return _go_or_keep(
        parent, "ask-abandon", tr("window", "Abandon this game?"),
        tr("window", "The game in progress counts as a loss if you abandon it for another deal."),
        tr("window", "&Abandon it"),
    )


def ask_restart(parent: QWidget) -> bool:
    """"Restart this deal?" True only when the player chooses to restart. What it does to the
    record is what the controller does: the game so far is recorded as a loss (GameFlow.abandon),
    then the same deal starts a new round from its first card, the clock at zero."""
    return _go_or_keep(
        parent, "ask-restart", tr("window", "Restart this deal?"),
        tr(
            "window",
            "The game so far counts as a lost game in your statistics. The same deal then starts "
            "over from its first card, with the moves and the clock at zero.",
        ),
        tr("window", "&Restart"),
    )


def _go_or_keep(parent: QWidget, name: str, title: str, text: str, go: str) -> bool:
    """A C-13 question whose safe answer, the default and Escape's, is "Keep playing"; True
    only when the player presses ``go``."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName(name)
    act = box.addButton(go, QMessageBox.ButtonRole.DestructiveRole)
    keep = box.addButton(tr("window", "&Keep playing"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    box.exec()
    return box.clickedButton() is act


def ask_new_game(parent: QWidget) -> bool:
    answer = QMessageBox.question(
        parent,
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


def confirm_resign(parent: QWidget) -> bool:
    answer = QMessageBox.question(
        parent,
        tr("window", "Resign"),
        tr("window", "Resign this game? It counts as a loss and keeps the points."),
    )
    return answer == QMessageBox.StandardButton.Yes


# -- preferences (T-1) ------------------------------------------------------------
def make_preferences(app: App) -> PreferencesDialog:
    dialog = PREFERENCES_DIALOG()(app.settings, app.view.widget())
    dialog.applied.connect(app.apply_settings)
    return dialog


def preferences(app: App) -> None:
    make_preferences(app).exec()


def apply_settings(app: App, new: Settings) -> None:
    """``new`` is in force at once (the controller stores it); what it means for the window
    and the game on the table is :func:`~paciencia.play.settings_change.settings_change`'s
    answer, carried out here: the look is drawn now, and the player is asked only when a
    game under way differs from what the change asks of its deal or rules (T-1)."""
    game = app.session.table.game
    change = settings_change(app.settings, new, game)
    app.flow.current.replace(new)
    if change.window_look:
        app.view.apply_look()
    if game is None:
        return
    if change.game_look:
        game.options.update(change.game_look)
        app.session.look_changed()
    if not change.asks_new_deal:
        return
    if app.replace_game(Question.NEW_OPTIONS):
        app.open_code(app.code_for(game.code.game), animate=False, asked=True)
    else:
        app.view.say(tr("window", "The new options apply from the next deal."))


# -- game codes (C-2) -------------------------------------------------------------------
def make_play_number(app: App) -> PlayNumberDialog:
    game = app.session.table.game
    code_for = (lambda n, c=game.code: c.with_number(n)) if game is not None else None
    current = str(game.code) if game is not None else ""
    return PLAY_NUMBER_DIALOG()(code_for, current, app.view.widget())  # the current game's whole link (C-2)


def play_number(app: App) -> None:
    dialog = make_play_number(app)
    if dialog.exec() and dialog.code is not None:
        open_checked(app, dialog.code)


def open_checked(app: App, code: GameCode) -> None:
    before = app.session.table.game
    app.open_code(code)
    if app.session.table.game is not before or app.search_dialog is not None:
        app.view.say(tr("window", "Playing {game} · {deal}").format(game=game_label(code), deal=deal_text(code.number)))


def copy_code(app: App) -> None:
    """Game ▸ Copy game link: the whole link on the clipboard; the status line names the
    game and deal in words (U-5: no raw link on screen)."""
    game = app.session.table.game
    if game is not None:
        QGuiApplication.clipboard().setText(str(game.code))
        app.view.say(tr("window", "Game link copied: {game} · {deal}").format(
            game=game_label(game.code), deal=deal_text(game.code.number)))


# -- records -----------------------------------------------------------------------------
def show_statistics(app: App) -> None:
    game = app.session.table.game
    STATISTICS_DIALOG()(app.flow, variant_key(game.code) if game else None, app.view.widget()).exec()


def show_leaderboard(app: App, new_rank: int | None = None) -> None:
    """The Top 5 of the game on the table (C-10's shared one, or its own: TP-9)."""
    game = app.session.table.game
    variant = variant_key(game.code) if game else None
    LEADERBOARD_DIALOG()(app.flow.leaderboard, new_rank, app.view.widget(), variant).exec()


# -- help ------------------------------------------------------------------------------
def show_rules(app: App, game_id: str | None = None) -> None:
    """The rules of ``game_id``, else of the game on the table (F1), in a scrollable window:
    the rules are too long for a message box."""
    game = app.session.table.game
    shown = game_id or (game.code.game if game else registry.games()[0].id)
    RULES_DIALOG()(shown, app.view.widget()).exec()


def show_keys(app: App) -> None:
    QMessageBox.information(app.view.widget(), tr("window", "Keyboard"), KEYBOARD_TEXT()(app.view.widget().menuBar()))


def show_about(app: App) -> None:
    ABOUT()(app.view.widget())
