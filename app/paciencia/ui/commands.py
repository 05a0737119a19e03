"""Menu commands that open dialogs (U-6): preferences, play a number, statistics,
leaderboard, resign, help; and the searches the player waits for (K-14's
guaranteed deal, Pyramid's "still winnable?"), with their progress dialog.
Kept out of the window so it stays readable."""

from __future__ import annotations

import copy
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox

from .. import __version__
from ..core import registry
from ..core.codes import GameCode
from ..core.options import DEAL, LOOK, RULES, of_scope
from ..storage.settings import Settings
from ..storage.stats import variant_key
from .dialogs.help import RulesDialog, about_text, keyboard_text
from .dialogs.search_progress import SearchProgress, deal_search_text, winnable_text
from .game_flow import MAX_CANDIDATES, FoundDeal, find_deal
from .text import tr

if TYPE_CHECKING:
    from .dialogs.play_number import PlayNumberDialog
    from .dialogs.preferences import PreferencesDialog
    from .main_window import MainWindow

# The dialogs are imported when first opened, not at start-up: together they
# cost ~150 ms of the launch (bench/table_bench.py --only start).



# -- preferences (T-1) ------------------------------------------------------------
def make_preferences(window: MainWindow) -> PreferencesDialog:
    from .dialogs.preferences import PreferencesDialog

    dialog = PreferencesDialog(window.settings, window)
    dialog.applied.connect(lambda new: apply_settings(window, new))
    window.prefs_dialog = dialog  # type: ignore[attr-defined]
    return dialog


def preferences(window: MainWindow) -> None:
    make_preferences(window).exec()


def apply_settings(window: MainWindow, new: Settings) -> None:
    """The look changes at once; options of the deal and the rules wait for the next deal,
    unless the player starts it now. The player is asked only when a game is under way
    and an option changed in this Apply would change that game: an option is compared
    with the game on the table, not with the setting it replaces (T-1)."""
    game = window.session.game
    before = window.settings.game_options(game.code.game) if game is not None else {}
    bonus_before = window.settings.time_bonus
    window.settings.__dict__.update(copy.deepcopy(vars(new)))  # the chooser and flow share this object
    window._save()
    window._apply_look()
    window.chooser.refresh(window.scene.cp.renderer)
    if game is None or game.over:
        return
    info = game.code.info
    wanted = window.settings.game_options(info.id)
    changed = {name for name, value in wanted.items() if before.get(name) != value}
    look = {o.name for o in of_scope(info.options, LOOK)} & changed
    if look:
        game.options.update({name: wanted[name] for name in look})
        window.session.look_changed()
    dealt = {o.name for o in of_scope(info.options, DEAL, RULES)} & changed
    differs = any(game.options[name] != wanted[name] for name in dealt)
    if info.scored and window.settings.time_bonus != bonus_before and game.time_bonus != window.settings.time_bonus:
        differs = True
    if not differs:
        return
    if game.moves == 0 or ask_new_game(window):
        window.open_code(window.code_for(info.id), animate=False)
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
    from .dialogs.play_number import PlayNumberDialog

    game = window.session.game
    code_for = (lambda n, c=game.code: c.with_number(n)) if game is not None else None
    current = str(game.code) if game is not None else ""
    return PlayNumberDialog(code_for, current, window)


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
    from .dialogs.statistics import StatisticsDialog

    StatisticsDialog(window.flow, variant_key(game.code) if game else None, window).exec()


def show_leaderboard(window: MainWindow, new_rank: int | None = None) -> None:
    from .dialogs.leaderboard import LeaderboardDialog

    LeaderboardDialog(window.flow.leaderboard, new_rank, window).exec()


# -- help ------------------------------------------------------------------------------
def show_rules(window: MainWindow) -> None:
    game = window.session.game
    # A scrollable window: the rules are too long for a message box.
    RulesDialog(game.code.game if game else registry.games()[0].id, window).exec()


def show_keys(window: MainWindow) -> None:
    QMessageBox.information(window, tr("window", "Keyboard"), keyboard_text())


def show_about(window: MainWindow) -> None:
    QMessageBox.about(window, tr("window", "About Paciência"), about_text(__version__))


# -- searches the player waits for (V-7) ------------------------------------------------
def end_search_dialog(window: MainWindow) -> None:
    """Close the progress of the running search, if any (it answered or went stale)."""
    dialog = window.search_dialog
    window.search_dialog = None
    if isinstance(dialog, SearchProgress):
        dialog.finish()


def _search_dialog(window: MainWindow, title: str, text: Callable[[int, int], str], total: int) -> SearchProgress:
    end_search_dialog(window)
    dialog = SearchProgress(title, text, total, window)
    window.search_dialog = dialog
    dialog.show_later()  # only if it takes over half a second
    return dialog


def find_guaranteed_deal(window: MainWindow, code: GameCode, animate: bool = True) -> None:
    """K-14: search the deal of a guaranteed code on the worker thread, then deal it.
    Cancel keeps the game in progress (with none, the plain first shuffle is dealt,
    unmarked, and the window says so)."""
    known = window.flow.found.get(str(code))
    if known is not None:  # the same code always gives the same deal: no need to search again
        window.deal(code, animate, known)
        announce_deal(window, known)
        return
    dialog = _search_dialog(
        window, tr("search", "Guaranteed solvable deal"), deal_search_text, MAX_CANDIDATES
    )

    def done(found: FoundDeal) -> None:
        window.flow.found[str(code)] = found
        window.deal(code, animate, found)
        announce_deal(window, found)

    def failed(text: str) -> None:
        print(f"paciencia: the deal search failed:\n{text}", file=sys.stderr)
        end_search_dialog(window)
        cancelled(tr("window", "The search for a proven deal failed."))

    def cancelled(why: str = "") -> None:
        window.solver.cancel("deal")
        end_search_dialog(window)
        why = why or tr("window", "Search cancelled.")
        if window.session.game is None:  # first start: something must be on the table
            window.deal(code, animate)
            window.status.say(
                why + " " + tr("window", "This is the plain shuffle of deal {n}, without a proven solution.").format(
                    n=code.number
                )
            )
        else:
            window.status.say(why + " " + tr("window", "The game in progress goes on."))

    dialog.cancelled.connect(lambda: cancelled())
    window.solver.submit(
        "deal",
        lambda stop, progress: find_deal(code, stop, progress),
        done,
        on_progress=lambda k, n: dialog.set_progress(k, n) if window.search_dialog is dialog else None,
        on_failed=failed,
    )


def announce_deal(window: MainWindow, found: FoundDeal) -> None:
    """C-6 wording: "solution proven", never "you will win"."""
    if found.proven:
        window.status.say(tr("window", "Solution proven: the solver found a complete solution for this deal."))
    else:
        text = tr(
            "window",
            "None of the {n} deals tried has a proven solution within the search budget: "
            "this is the last one, without a proven solution.",
        ).format(n=MAX_CANDIDATES)
        window.status.say(text)
        window.banner.show_text(text, "")


def check_winnable(window: MainWindow) -> None:
    """"Is this deal still winnable?" (V-5), asked of the game's solver on the worker
    thread. The answer is dropped if the position changes meanwhile."""
    game = window.session.game
    if game is None or game.over or game.code.info.winnable is None:
        return
    no_longer_winnable = game.code.info.winnable()
    snap, rules, pos = game.history.current, game.rules, game.position
    dialog = _search_dialog(window, tr("search", "Still winnable?"), winnable_text, 0)

    def done(lost: bool | None) -> None:
        end_search_dialog(window)
        if lost is None:
            window.status.say(tr("window", "The solver could not decide in time whether this deal can still be won."))
        elif lost:
            window.status.say(tr("window", "This deal can no longer be won from here."))
        else:
            window.status.say(tr("window", "This deal can still be won from here."))

    def stale() -> None:
        if window.search_dialog is dialog:
            end_search_dialog(window)

    def cancelled() -> None:
        window.solver.cancel("winnable")
        end_search_dialog(window)

    dialog.cancelled.connect(cancelled)
    window.solver.submit(
        "winnable",
        lambda stop, progress: no_longer_winnable(rules, pos, stop=stop),
        done,
        still_valid=lambda: window.session.game is game and game.history.current is snap,
        on_dropped=stale,
    )
