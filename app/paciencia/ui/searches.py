"""The searches the player waits for (V-7): K-14's guaranteed deal and "still winnable?",
with their progress dialog. The work runs on the controller's solver worker; the answer
comes back on the UI thread and is dropped when the position it was asked for is gone."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core.codes import GameCode
from .dialogs.search_progress import SearchProgress, deal_search_text, winnable_text
from .game_flow import MAX_CANDIDATES, FoundDeal, find_deal
from .text import tr

if TYPE_CHECKING:
    from .controller import AppController

__all__ = ["SearchProgress", "check_winnable", "end_search_dialog", "find_guaranteed_deal"]


def end_search_dialog(app: AppController) -> None:
    """Close the progress of the running search, if any (it answered or went stale)."""
    dialog = app.search_dialog
    app.search_dialog = None
    if isinstance(dialog, SearchProgress):
        dialog.finish()


def _search_dialog(app: AppController, title: str, text: Callable[[int, int], str], total: int) -> SearchProgress:
    end_search_dialog(app)
    dialog = SearchProgress(title, text, total, app.view)
    app.search_dialog = dialog
    dialog.show_later()  # only if it takes over half a second
    return dialog


def find_guaranteed_deal(app: AppController, code: GameCode, animate: bool = True) -> None:
    """K-14: search the deal of a guaranteed code on the worker thread, then deal it.
    Cancel keeps the game in progress (with none, the plain first shuffle is dealt,
    unmarked, and the window says so)."""
    known = app.flow.found.get(str(code))
    if known is not None:  # the same code always gives the same deal: no need to search again
        app.deal(code, animate, known)
        announce_deal(app, known)
        return
    dialog = _search_dialog(
        app, tr("search", "Guaranteed solvable deal"), deal_search_text, MAX_CANDIDATES
    )

    def done(found: FoundDeal) -> None:
        app.flow.found[str(code)] = found
        app.deal(code, animate, found)
        announce_deal(app, found)

    def failed(text: str) -> None:
        print(f"paciencia: the deal search failed:\n{text}", file=sys.stderr)
        end_search_dialog(app)
        cancelled(tr("window", "The search for a proven deal failed."))

    def cancelled(why: str = "") -> None:
        app.solver.cancel("deal")
        end_search_dialog(app)
        why = why or tr("window", "Search cancelled.")
        if app.session.game is None:  # first start: something must be on the table
            app.deal(code, animate)
            app.view.say(
                why + " " + tr("window", "This is the plain shuffle of deal {n}, without a proven solution.").format(
                    n=code.number
                )
            )
        else:
            app.view.say(why + " " + tr("window", "The game in progress goes on."))

    dialog.cancelled.connect(lambda: cancelled())
    app.solver.submit(
        "deal",
        lambda stop, progress: find_deal(code, stop, progress),
        done,
        on_progress=lambda k, n: dialog.set_progress(k, n) if app.search_dialog is dialog else None,
        on_failed=failed,
    )


def announce_deal(app: AppController, found: FoundDeal) -> None:
    """C-6 wording: "solution proven", never "you will win"."""
    if found.proven:
        app.view.say(tr("window", "Solution proven: the solver found a complete solution for this deal."))
    else:
        text = tr(
            "window",
            "None of the {n} deals tried has a proven solution within the search budget: "
            "this is the last one, without a proven solution.",
        ).format(n=MAX_CANDIDATES)
        app.view.say(text)
        app.view.banner.show_text(text, "")


def check_winnable(app: AppController) -> None:
    """"Is this deal still winnable?" (V-5), asked of the game's solver on the worker
    thread. The answer is dropped if the position changes meanwhile."""
    game = app.session.game
    if game is None or game.over or game.code.info.winnable is None:
        return
    no_longer_winnable = game.code.info.winnable()
    snap, rules, pos = game.history.current, game.rules, game.position
    dialog = _search_dialog(app, tr("search", "Still winnable?"), winnable_text, 0)

    def done(lost: bool | None) -> None:
        end_search_dialog(app)
        if lost is None:
            app.view.say(tr("window", "The solver could not decide in time whether this deal can still be won."))
        elif lost:
            app.view.say(tr("window", "This deal can no longer be won from here."))
        else:
            app.view.say(tr("window", "This deal can still be won from here."))

    def stale() -> None:
        if app.search_dialog is dialog:
            end_search_dialog(app)

    def cancelled() -> None:
        app.solver.cancel("winnable")
        end_search_dialog(app)

    dialog.cancelled.connect(cancelled)
    app.solver.submit(
        "winnable",
        lambda stop, progress: no_longer_winnable(rules, pos, stop=stop),
        done,
        still_valid=lambda: app.session.game is game and game.history.current is snap,
        on_dropped=stale,
    )
