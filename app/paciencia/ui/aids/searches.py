"""The searches the player waits for (V-7): a guaranteed deal (K-14, B-3) and "still
winnable?", with their progress dialog. A deal is searched in the worker processes of
:mod:`.guaranteed_deals`, "still winnable?" on the controller's solver worker; answers
come back on the UI thread and are dropped when what they were asked for is gone."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, TypeVar
from weakref import WeakKeyDictionary

from ...core.codes import GameCode
from ...play.flow import FoundDeal
from ...solvers.guaranteed import budget_of
from ..dialogs.search_progress import SearchProgress, deal_search_text, winnable_text
from ..text import tr

if TYPE_CHECKING:
    from ...core.played import GameOf
    from ...solvers.deal_searches import DealSearch
    from ..table.session import Session
    from ..window.view import View
    from .guaranteed_deals import GuaranteedDeals
    from .solver_worker import SolverWorker, Work

__all__ = ["SearchProgress", "Searcher", "check_winnable", "end_search_dialog", "find_guaranteed_deal"]


class Searcher(Protocol):
    """What a search needs of the controller that asks for it (:class:`.controller.AppController`):
    its view, game, workers, the dialog it shows, and how it deals the deal found."""

    search_dialog: SearchProgress | None

    @property
    def view(self) -> View: ...

    @property
    def session(self) -> Session: ...

    @property
    def solver(self) -> SolverWorker: ...

    @property
    def deals(self) -> GuaranteedDeals: ...

    def deal(self, code: GameCode, animate: bool = True, found: FoundDeal | None = None) -> None: ...

    def save_game(self) -> None: ...


def end_search_dialog(app: Searcher) -> None:
    """Close the progress of the running search, if any (it answered or went stale); a
    deal search still running is for a code that is no longer wanted (a deal is coming)."""
    _close_dialog(app)
    search = _deal_searches.pop(app, None)
    if search is not None:
        app.deals.cancel(search)


def _close_dialog(app: Searcher) -> None:
    dialog = app.search_dialog
    app.search_dialog = None
    if isinstance(dialog, SearchProgress):
        dialog.finish()


_deal_searches: WeakKeyDictionary[Searcher, DealSearch] = WeakKeyDictionary()
P = TypeVar("P")
"""The deal search each window's player waits for (one at most)."""


def _search_dialog(app: Searcher, title: str, text: Callable[[int, int], str], total: int) -> SearchProgress:
    _close_dialog(app)
    dialog = SearchProgress(title, text, total, app.view.widget())
    app.search_dialog = dialog
    dialog.show_later()  # only if it takes over half a second
    return dialog


def find_guaranteed_deal(app: Searcher, code: GameCode, animate: bool = True) -> None:
    """K-14/B-3: search the deal of a guaranteed code in the worker processes, then deal it.
    Cancel keeps the game in progress (with none, the plain deal of the number is dealt,
    unmarked, and the window says so)."""
    deals = app.deals
    end_search_dialog(app)  # a deal search still running was for another code
    known = deals.known(code)
    if known is not None:  # the same code always gives the same deal: no need to search again
        _deal(app, code, animate, known)
        return
    total = budget_of(code).candidates
    dialog = _search_dialog(app, tr("search", "Guaranteed solvable deal"), deal_search_text, total)

    def done(found: FoundDeal) -> None:
        _deal_searches.pop(app, None)
        _deal(app, code, animate, found)

    def failed(text: str) -> None:
        _deal_searches.pop(app, None)
        print(f"paciencia: the deal search failed:\n{text}", file=sys.stderr)
        end_search_dialog(app)
        cancelled(tr("window", "The search for a proven deal failed."))

    def cancelled(why: str = "") -> None:
        search = _deal_searches.pop(app, None)
        if search is not None:
            deals.cancel(search)
        end_search_dialog(app)
        why = why or tr("window", "Search cancelled.")
        if app.session.table.game is None:  # first start: something must be on the table
            app.deal(code, animate)
            app.view.say(
                why + " " + tr("window", "This is the plain shuffle of deal {n}, without a proven solution.").format(
                    n=code.number
                )
            )
        else:
            app.view.say(why + " " + tr("window", "The game in progress goes on."))

    def progress(decided: int, total: int) -> None:
        if app.search_dialog is dialog:
            dialog.set_progress(decided + 1, total)

    dialog.cancelled.connect(lambda: cancelled())
    _deal_searches[app] = deals.search(code, done, progress, failed)


def _deal(app: Searcher, code: GameCode, animate: bool, found: FoundDeal) -> None:
    app.deal(code, animate, found)
    app.deals.dealt(code)
    announce_deal(app, found, budget_of(code).candidates)


def announce_deal(app: Searcher, found: FoundDeal, tried: int) -> None:
    """C-6 wording: "solution proven", never "you will win"."""
    if found.proven:
        app.view.say(tr("window", "Solution proven: the solver found a complete solution for this deal."))
    else:
        text = tr(
            "window",
            "None of the {n} deals tried has a proven solution within the search budget: "
            "this is the last one, without a proven solution.",
        ).format(n=tried)
        app.view.say(text)
        app.view.show_banner(text, "")


def check_winnable(app: Searcher) -> None:
    """"Is this deal still winnable?" (V-5), asked of the game's solver on the worker
    thread. The answer is dropped if the position changes meanwhile."""
    game = app.session.table.game
    if game is None or game.over or game.code.info.winnable is None:
        return
    load, snap = game.code.info.winnable, game.history.current

    def search(g: GameOf[P]) -> Work[bool | None]:
        rules, pos, no_longer_winnable = g.rules, g.position, load()
        return lambda stop, _progress: no_longer_winnable(rules, pos, stop)

    dialog = _search_dialog(app, tr("search", "Still winnable?"), winnable_text, 0)

    def done(lost: bool | None) -> None:
        _close_dialog(app)
        game.solver_uses += 1  # B-5: the solver's help, as a hint is
        app.save_game()
        if lost is None:
            app.view.say(tr("window", "The solver could not decide in time whether this deal can still be won."))
        elif lost:
            app.view.say(tr("window", "This deal can no longer be won from here."))
        else:
            app.view.say(tr("window", "This deal can still be won from here."))

    def stale() -> None:
        if app.search_dialog is dialog:
            _close_dialog(app)

    def cancelled() -> None:
        app.solver.cancel("winnable")
        _close_dialog(app)

    dialog.cancelled.connect(cancelled)
    app.solver.submit(
        "winnable",
        game.open(search),
        done,
        still_valid=lambda: app.session.table.game is game and game.history.current is snap,
        on_dropped=stale,
    )
