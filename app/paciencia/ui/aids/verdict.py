"""The live "winnable" status (B-1, as KPatience has it) and "Go back to the last
winnable position".

After every change of the position on the table the solver judges it off the UI
thread (the controller's :class:`~.solver_worker.SolverWorker`, channel
:data:`CHANNEL`): *Winnable*, *No longer winnable* (proven) or *Unknown* (its budget
ran out). The request is made once the table's animations are over and it is painted
(:data:`SETTLE_MS`), so it never delays a move or an animation; a newer position
supersedes it (its answer is dropped, V-7).

It stays cheap: every answer is remembered by position for the game on the table, and
a winnable answer carries its solution (as the game's steps), so a move that follows
it, an undo or a redo to a position already judged is answered at once without a
search; each search has :data:`BUDGET`. A position the first search leaves *unknown*
gets one longer second look (:data:`SECOND_BUDGET`) while the player thinks: the status
says *Unknown* meanwhile and changes if the second look decides.

Where it shows (C-6): in games whose every card the player knows
(``GameInfo.cards_known``: FreeCell, Pyramid, Spider 1 suit) always; in the others
(Klondike, Spider 2/4 suits) only with the player's setting
``solver_sees_hidden``, and then the status says that the solver sees hidden cards.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Hashable
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal

from ...core.history import Snapshot
from ...core.played import PlayedGame
from ...core.search import Budget
from ...solvers.solution import LOST, UNKNOWN, WINNABLE, Memory, Solution, Verdict, judge
from ..text import tr, tr_n
from .solver_worker import Progress, Stop, Work
from .verdict_label import CHECKING, VerdictLabel

if TYPE_CHECKING:
    from ...core.played import GameOf
    from ..window.controller import AppController

P = TypeVar("P")

CHANNEL = "verdict"
BUDGET = Budget(seconds=1.0)
"""The first answer: at most a second of the solver (bench/verdict_latency.py measures it)."""
SECOND_BUDGET = Budget(seconds=4.0)
"""The second look at a position left unknown; a move, undo or new game stops it at once.
CPU per verdict is bounded by BUDGET + SECOND_BUDGET."""
BACK_BUDGET = 3.0
"""Seconds in all to look back for the last winnable position when none is known."""
BACK_LIMIT = 30
"""Earlier positions looked at, at most, when none is known winnable."""
SETTLE_MS = 200
"""After the animations, the table is painted before the search starts: the solver and the
UI thread share the GIL, and every card's paint would wait for it (about 1 ms each)."""
CHECKING_AFTER_MS = 500
"""V-7: "Checking…" shows only when the answer takes longer than this."""
LINES = 8
"""Solutions remembered for the game on the table (positions on them are winnable)."""


def verdict_shown(game: PlayedGame | None, sees_hidden: bool) -> tuple[bool, bool]:
    """(the status applies to ``game``, the solver would see face-down cards) (C-6)."""
    if game is None or game.code.info.solver is None:
        return False, False
    known = game.code.info.cards_known
    if known is not None and known(game.options):
        return True, False
    return sees_hidden, True


class LiveVerdict(QObject):
    changed = Signal()  # the verdict shown changed: what Rewind may do changed with it

    def __init__(self, app: AppController, label: VerdictLabel | None = None) -> None:
        super().__init__(app)
        self.app = app
        self.label = label if label is not None else VerdictLabel()
        self.game: PlayedGame | None = None  # the game the memory below is about
        self.memory = Memory(LINES)  # what is known of self.game's positions
        self.current: Verdict[object] | None = None  # the verdict on the position on the table
        self.searches = 0  # searches started (tests and the bench read it)
        self._snap: Snapshot[object] | None = None  # the history step self.current is about
        self._checking = QTimer(self)
        self._checking.setSingleShot(True)
        self._checking.timeout.connect(self._show_checking)
        app.session.changed.connect(self.refresh)

    # -- what the table shows -------------------------------------------------------------
    def refresh(self) -> None:
        """After any change (a move, an undo, a new game, a setting): the verdict for the
        position on the table, from memory or asked of the solver."""
        game = self.app.session.table.game
        if game is not self.game:
            self._forget(game)
        applies, hidden = verdict_shown(game, self.app.settings.solver_sees_hidden)
        if game is None or not applies or game.over:
            self._stop()
            self.label.hide()
            return
        snap = game.history.current
        if snap is self._snap:
            return  # the same position: a figure changed, not the table
        self._snap = snap
        known = self.recall(game.position)
        if known is not None:
            self._show(known, hidden)
            return
        self.current = None
        self.app.solver.cancel(CHANNEL)
        self.label.waiting()
        self._checking.start(CHECKING_AFTER_MS)
        self.changed.emit()
        self.app.session.scene.animator.then(
            lambda _animate: QTimer.singleShot(SETTLE_MS, self, lambda: self._ask(game, snap))
        )

    def _forget(self, game: PlayedGame | None) -> None:
        self.app.solver.cancel(CHANNEL)
        self.game = game
        self.memory, self.current, self._snap = Memory(LINES), None, None

    def _stop(self) -> None:
        self.app.solver.cancel(CHANNEL)
        self._checking.stop()
        self._snap = None
        if self.current is not None:
            self.current = None
            self.changed.emit()

    def _show(self, verdict: Verdict[object], hidden: bool) -> None:
        self._checking.stop()
        self.current = verdict
        self.label.show_kind(verdict.kind, hidden)
        self.changed.emit()

    def _show_checking(self) -> None:
        if self.current is None:  # also on a new deal, before any verdict was shown
            self.label.show_kind(CHECKING, self.label.hidden_cards)
            self.label.waiting()

    def recall(self, pos: Hashable) -> Verdict[object] | None:
        return self.memory.recall(pos)

    def solution_here(self) -> Solution[object] | None:
        """The solution from the position on the table, if one is known (B-2 reuses it)."""
        game = self.app.session.table.game
        if game is None or game is not self.game:
            return None
        known = self.recall(game.position)
        return known.solution if known is not None else None

    # -- asking the solver ----------------------------------------------------------------
    def _ask(self, game: PlayedGame, snap: Snapshot[object], second: bool = False) -> None:
        if self.app.session.table.game is not game or game.history.current is not snap or self._snap is not snap:
            return  # the table moved on meanwhile: its own request follows
        budget = SECOND_BUDGET if second else BUDGET

        def search(g: GameOf[P]) -> Work[Verdict[object]]:
            rules, pos, layout = g.rules, g.position, g.layout
            return lambda stop, _progress: judge(rules, layout, pos, budget, stop)

        self.searches += 1
        self.app.solver.submit(
            CHANNEL,
            game.open(search),
            lambda verdict: self._answered(game, snap, verdict, second),
            still_valid=lambda: self.app.session.table.game is game and game.history.current is snap,
            on_failed=lambda text: self._failed(game, snap, text),
        )

    def _answered(self, game: PlayedGame, snap: Snapshot[object], verdict: Verdict[object], second: bool) -> None:
        look_again = verdict.kind == UNKNOWN and not second
        if not look_again:  # an unknown is remembered only once the second look gave up too
            self.memory.learn(snap.position, verdict)
        self._show(verdict, verdict_shown(game, self.app.settings.solver_sees_hidden)[1])
        if look_again:
            self._ask(game, snap, second=True)
        elif verdict.kind == LOST and self.rewind_index() is None:
            self._look_back(game)

    def _failed(self, game: PlayedGame, snap: Snapshot[object], text: str) -> None:
        print(f"paciencia: the winnable check failed:\n{text}", file=sys.stderr)
        self._answered(game, snap, Verdict(UNKNOWN), True)

    def _look_back(self, game: PlayedGame) -> None:
        """Lost, and no earlier position known winnable: judge the earlier positions not
        judged yet, newest first, until one is winnable (Rewind can then go there)."""
        snap = game.history.current
        snaps = game.history.snapshots[: game.history.index]
        todo = [s.position for s in reversed(snaps) if s.position not in self.memory.known][:BACK_LIMIT]
        if not todo:
            return

        def search(g: GameOf[P]) -> Work[list[tuple[Hashable, Verdict[object]]]]:
            rules, layout, positions = g.rules, g.layout, [g.own(pos) for pos in todo]

            def work(stop: Stop, _progress: Progress) -> list[tuple[Hashable, Verdict[object]]]:
                deadline = time.perf_counter() + BACK_BUDGET
                out: list[tuple[Hashable, Verdict[object]]] = []
                for pos in positions:
                    left = min(BUDGET.seconds or BACK_BUDGET, deadline - time.perf_counter())
                    if left <= 0 or stop():
                        break
                    verdict = judge(rules, layout, pos, Budget(seconds=left), stop)
                    out.append((pos, verdict))
                    if verdict.kind == WINNABLE:
                        break
                return out

            return work

        self.searches += 1
        self.app.solver.submit(
            CHANNEL, game.open(search), self._learned,
            still_valid=lambda: self.app.session.table.game is game and game.history.current is snap,
        )

    def _learned(self, found: list[tuple[Hashable, Verdict[object]]]) -> None:
        for pos, verdict in found:
            self.memory.learn(pos, verdict)
        self.changed.emit()  # Rewind may have somewhere to go now

    # -- Go back to the last winnable position ---------------------------------------------
    def go_back(self) -> None:
        """Edit ▸ Go back to the last winnable position, the one way back (issue 37 §12):
        with a card locked, to just before the move that locked it (P-7: one undo);
        otherwise to the latest position the solver proved winnable (B-1)."""
        game = self.app.session.table.game
        if game is not None and game.mistake_index() is not None:
            self.app.session.go_back_before_mistake()
        else:
            self.rewind()

    def rewind_index(self) -> int | None:
        """The latest earlier history step proven winnable, when the table is proven lost."""
        game = self.app.session.table.game
        if game is None or game is not self.game or self.current is None or self.current.kind != LOST:
            return None
        snaps = game.history.snapshots
        for i in range(game.history.index - 1, -1, -1):
            known = self.recall(snaps[i].position)
            if known is not None and known.kind == WINNABLE:
                return i
        return None

    def rewind(self) -> None:
        """Undo back to the latest position proven winnable (each step back is an undo, C-3)."""
        game = self.app.session.table.game
        index = self.rewind_index()
        if game is None or index is None:
            self.app.view.say(tr("verdict", "No earlier position is known to be winnable."))
            return
        steps = game.history.index - index
        game.go_back_to(index)
        game.solver_uses += 1  # B-5: the solver found where to go back to
        game.solver_played = True  # C-10: the solver undid the moves: its win is not listed
        self.app.session.model_changed()
        self.app.view.say(
            tr_n("verdict", "Back to the last winnable position: %n move undone.", steps)
        )


__all__ = ["BUDGET", "CHANNEL", "SECOND_BUDGET", "CHECKING", "LiveVerdict", "verdict_shown"]
