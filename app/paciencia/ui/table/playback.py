"""Solution playback (B-2): the solver's way to win from the position on the table,
shown on the table step by step, forwards and backwards.

"Show solution" finds the solution off the UI thread (V-7; the live status's
solution is reused when it has one for this position), cleans it of detours
(:func:`paciencia.solvers.solution.cleaned`) and shows its steps as the game
would play them. The game itself does not change while the steps are shown: the
table shows the solution's positions, the model keeps the player's. Stop puts
the player's position back; "Continue from here" makes the steps shown so far the
game's own moves (each one undo step, as if played by hand).

While it plays, gestures on the table do nothing and the keys act on the playback
(→ next step, ← previous, Space play/pause, + and − faster and slower, Home and End
to the start and to the end, Esc stop): the game's commands are disabled
(:func:`.figures.action_states`) and the table's view gets no mouse or key event.
Playing by itself, it goes at the player's speed (:mod:`.playback_pace`), a run of
plain stock draws as one step; → shows each step. Seeing the solution, and going on
from it, count as the solver's help (B-5).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from ...core.history import Snapshot
from ...core.kinds import StepKind
from ...core.loading import Feature
from ...core.played import PlayedGame
from ...core.search import Budget
from ...solvers.solution import LOST, WINNABLE, Solution, Verdict, cleaned, judge, owned
from ..access.announce import describe_change
from ..aids.solver_worker import Progress, Stop, Work
from ..aids.verdict import verdict_shown
from ..scene import animation as anim
from ..text import tr, tr_n
from .playback_bar import PlaybackBar
from .playback_pace import Pace, draws_end, speed_label
from .steps import show_step

if TYPE_CHECKING:
    from ...core.played import GameOf
    from ..aids.searches import Searcher
    from ..dialogs.search_progress import SearchProgress
    from ..window.controller import AppController

P = TypeVar("P")

CHANNEL = "solution"
BUDGET = Budget(seconds=10.0)
"""The search the player asked for and waits for (with progress and Cancel)."""
WAIT_MS = 30
"""Play: how often it looks again whether a step's cascade has landed (the next step waits for it)."""

_MOUSE = {
    QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease, QEvent.Type.MouseButtonDblClick,
    QEvent.Type.MouseMove, QEvent.Type.ContextMenu,
}

# The search and its progress dialog, loaded on first use: a launch's first frame does without
# them (issue 11).
END_SEARCH_DIALOG: Feature[Callable[[Searcher], None]] = Feature("paciencia.ui.aids.searches:end_search_dialog")
SEARCH_PROGRESS: Feature[type[SearchProgress]] = Feature("paciencia.ui.dialogs.search_progress:SearchProgress")



class Playback(QObject):
    changed = Signal()  # started or ended: the window's commands change with it

    def __init__(self, app: AppController, view: QWidget, bar: PlaybackBar,
                 known: Callable[[], Solution[object] | None] = lambda: None) -> None:
        super().__init__(app)
        self.app, self.view, self.bar, self.known = app, view, bar, known
        self.game: PlayedGame | None = None
        self.solution: Solution[object] | None = None
        self.positions: tuple[object, ...] = ()
        self.index = 0  # steps shown: 0 is the player's own position
        self.shown_from = 0  # the bar tells the steps from this one to index (several: plain draws)
        self.playing = False
        self.pace = Pace(app.flow.current)
        self._snap: Snapshot[object] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._tick)
        self.actions = self._make_actions()
        view.installEventFilter(self)
        viewport = getattr(view, "viewport", None)
        if callable(viewport):
            viewport().installEventFilter(self)
        app.session.changed.connect(self._session_changed)

    def _make_actions(self) -> dict[str, QAction]:
        """The playback's commands, each with its keys (none of them one of the window's
        commands: those are disabled meanwhile) and its button on the bar, a glyph before
        the words; faster and slower show their glyph alone (their words are the tooltip
        and what a reader says), Home has no button."""
        made: dict[str, QAction] = {}
        for name, text, glyph, keys, slot in (
            ("step_first", tr("playback", "To the &start"), None, ("Home",), self.to_start),
            ("step_back", tr("playback", "&Previous step"), "◀ ", ("Left",), self.previous),
            ("step_play", tr("playback", "&Play"), "▶ ", ("Space",), self.toggle),
            ("step_next", tr("playback", "&Next step"), "▶| ", ("Right",), self.next),
            ("step_end", tr("playback", "To the &end"), "▶▶| ", ("End",), self.to_end),
            ("step_slower", tr("playback", "S&lower"), "−", ("-", "["), lambda: self.change_speed(-1)),
            ("step_faster", tr("playback", "&Faster"), "+", ("+", "Shift++", "=", "]"), lambda: self.change_speed(1)),
            ("step_stop", tr("playback", "&Stop"), "■ ", ("Escape",), self.stop),
            ("step_keep", tr("playback", "&Continue from here"), "", (), self.continue_here),
        ):
            action = QAction(text, self.app.view.widget())
            action.setObjectName(name)
            words = text.replace("&", "")
            action.setIconText(glyph if glyph and not glyph.endswith(" ") else (glyph or "") + words)
            if keys:
                action.setShortcuts([QKeySequence(k) for k in keys])
                action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
                native = QKeySequence(keys[0]).toString(QKeySequence.SequenceFormat.NativeText)
                action.setToolTip(f"{words} ({native})")
            action.triggered.connect(lambda _=False, s=slot: s())
            action.setEnabled(False)
            self.app.view.widget().addAction(action)
            if glyph is not None:
                self.bar.add(action)
            if name == "step_slower":
                self.bar.add_speed()  # the speed, between slower and faster
            made[name] = action
        return made

    @property
    def active(self) -> bool:
        return self.solution is not None

    # -- finding the solution ------------------------------------------------------------
    def show_solution(self) -> None:
        """Edit ▸ Show solution: from the position on the table."""
        session = self.app.session
        game = session.table.game
        if game is None or game.over or game.code.info.solver is None or self.active:
            return
        session.scene.animator.finish()
        snap = game.history.current
        known = self.known()

        def search(g: GameOf[P]) -> Work[Verdict[object]]:
            rules, pos, layout = g.rules, g.position, g.layout
            mine = owned(known, g.own) if known is not None else None

            def work(stop: Stop, _progress: Progress) -> Verdict[P]:
                verdict = Verdict(WINNABLE, mine) if mine is not None else judge(rules, layout, pos, BUDGET, stop)
                if verdict.solution is None:
                    return verdict
                return Verdict(WINNABLE, cleaned(rules, layout, verdict.solution), verdict.expanded, verdict.seconds)

            return work

        work = game.open(search)

        END_SEARCH_DIALOG()(self.app)
        dialog = SEARCH_PROGRESS()(
            tr("playback", "Solution"), lambda _d, _t: tr("playback", "Looking for a solution from this position…"),
            0, self.app.view.widget(),
        )
        self.app.search_dialog = dialog
        dialog.show_later()

        def cancelled() -> None:
            self.app.solver.cancel(CHANNEL)
            END_SEARCH_DIALOG()(self.app)

        def failed(text: str) -> None:
            print(f"paciencia: the solution search failed:\n{text}", file=sys.stderr)
            END_SEARCH_DIALOG()(self.app)
            self.app.view.say(tr("playback", "The search for a solution failed."))

        dialog.cancelled.connect(cancelled)
        self.app.solver.submit(
            CHANNEL, work, lambda verdict: self._found(game, verdict),
            still_valid=lambda: session.table.game is game and game.history.current is snap and not game.over,
            on_failed=failed,
            on_dropped=lambda: END_SEARCH_DIALOG()(self.app) if self.app.search_dialog is dialog else None,
        )

    def _found(self, game: PlayedGame, verdict: Verdict[object]) -> None:
        END_SEARCH_DIALOG()(self.app)
        if verdict.solution is not None and verdict.solution.steps:
            self.start(game, verdict.solution)
        elif verdict.kind == LOST:
            self.app.view.say(tr("playback", "No solution: the solver proved that this position cannot be won."))
        elif verdict.kind == WINNABLE:
            self.app.view.say(tr("playback", "The solver found a way to win, but not one the table can show."))
        else:
            self.app.view.say(tr("playback", "The solver found no solution in its time."))

    # -- showing it ----------------------------------------------------------------------
    def start(self, game: PlayedGame, solution: Solution[object]) -> None:
        """Show ``solution`` (from the game's position) on the table, at its start."""
        self.game, self.solution, self._snap = game, solution, game.history.current
        self.positions = solution.positions()
        self.index = self.shown_from = 0
        self.playing = False
        game.solver_uses += 1  # B-5: the solver's solution was seen
        self.app.session.table.clock.start()  # C-7: the time spent on the deal is the player's, watching too
        self.app.save_game()
        for action in self.actions.values():
            action.setEnabled(True)
        self._update()
        self.bar.show()
        self.view.setFocus()
        self.changed.emit()

    def go_to(self, index: int, motion: float = 1.0) -> None:
        """Show the position after ``index`` steps: one step forwards or backwards is animated
        (``motion`` times faster than the table's own animations)."""
        if self.solution is None:
            return
        index = max(0, min(index, len(self.solution.steps)))
        scene = self.app.session.scene
        scene.animator.finish()
        if index == self.index + 1:
            step = self.solution.steps[self.index]
            layout = self.app.session.table.layout
            pair = layout is not None and layout.step_kind(step.move) == StepKind.PAIR
            show_step(scene, self.game, self.positions[self.index], step.actions,
                      anim.PAIR_LEAVE if pair else anim.MOVE, motion)
        elif index != self.index:
            scene.set_position(self.app.session.state(self.positions[index]), animate=abs(index - self.index) == 1)
        self.index, self.shown_from = index, max(0, index - 1)
        self._update()

    def next(self) -> None:
        self.go_to(self.index + 1)

    def previous(self) -> None:
        self._pause()
        self.go_to(self.index - 1)

    def to_start(self) -> None:
        self._pause()
        self.go_to(0)

    def to_end(self) -> None:
        """The last step: the game won."""
        self._pause()
        if self.solution is not None:
            self.go_to(len(self.solution.steps))

    def change_speed(self, by: int) -> None:
        """One speed faster (1) or slower (-1); a step that is playing keeps its time, the next
        one takes the new one."""
        self.pace.change(by)
        self._update()

    def interval(self) -> int:
        """Milliseconds from one step to the next while it plays, at the chosen speed."""
        return self.pace.interval(self.app.session.scene.animator)

    def toggle(self) -> None:
        """Play or pause; Play at the last step starts again from the first."""
        if self.solution is None:
            return
        if self.playing:
            self._pause()
        else:
            if self.index >= len(self.solution.steps):
                self.go_to(0)
            self.playing = True
            self._tick()
        self._update()

    def _pause(self) -> None:
        self.playing = False
        self._timer.stop()

    def _tick(self) -> None:
        """Play's next step, once the last one's cascade has landed: a run of plain draws
        at once, else one step."""
        solution, game = self.solution, self.game
        if solution is None or game is None or self.index >= len(solution.steps):
            self._pause()
            self._update()
            return
        scene = self.app.session.scene
        if self.index > 0 and scene.animator.running:
            self._timer.start(WAIT_MS)
            return
        end = draws_end(game, solution, self.positions, self.index)
        if end > self.index + 1:
            scene.set_position(self.app.session.state(self.positions[end]), ms=int(anim.STOCK / self.pace.motion))
            self.index, self.shown_from = end, self.index
        else:
            self.go_to(end, self.pace.motion)
        if self.index < len(solution.steps):
            self._timer.start(self.interval())
        else:
            self.playing = False
        self._update()

    def stop(self) -> None:
        """Back to the player's own position, as it was."""
        if self.solution is None:
            return
        self._end()
        self.app.session.scene.set_position(self.app.session.state())
        self.app.view.say(tr("playback", "Back to your game."))

    def continue_here(self) -> None:
        """The steps shown become the game's own moves (each one undo step); play on from there."""
        game, solution, shown = self.game, self.solution, self.index
        if game is None or solution is None:
            return
        if shown == 0:
            self.stop()
            return
        self._end()
        game.solver_uses += 1  # B-5: the player goes on from the solver's steps
        game.solver_played = True  # C-10: the solver played them: its win is not listed
        session = self.app.session
        session.scene.animator.finish()
        for step in solution.steps[:shown]:
            game.play_sequence(step.actions, session.table.clock.elapsed(), follow=False)
        session.model_changed()
        if not game.over:
            self.app.view.say(tr_n("playback", "You go on after step %n of the solution.", shown))

    def _end(self) -> None:
        self._pause()
        self.solution, self.game, self._snap, self.positions, self.index = None, None, None, (), 0
        self.shown_from = 0
        for action in self.actions.values():
            action.setEnabled(False)
        self.bar.hide()
        self.changed.emit()

    def _session_changed(self) -> None:
        """The game on the table changed under the playback (a new deal, a link): it ends;
        whoever changed the game has drawn the table already."""
        game = self.app.session.table.game
        if self.active and (game is not self.game or game is None or game.history.current is not self._snap):
            self._end()

    def _update(self) -> None:
        solution, game = self.solution, self.game
        if solution is None or game is None:
            return
        total, first = len(solution.steps), self.shown_from + 1
        if first < self.index:  # a run of plain draws, played as one step
            text = tr("playback", "Solution: steps {a}–{b} of {n}").format(a=first, b=self.index, n=total)
        else:
            text = tr("playback", "Solution: step {k} of {n}").format(k=self.index, n=total)
        if self.index == total:
            text += " · " + tr("playback", "won")
        if self.index > 0:
            # The step in words ("2 of spades from Column 3 to Free cell 1"), as the screen
            # reader hears it; the notation only where the words say nothing (a deal).
            before, after = self.positions[self.shown_from], self.positions[self.index]
            words = describe_change(game.layout, game.state(before), game.state(after))
            text += " · " + (words or game.format_move(before, solution.steps[self.shown_from].move))
        if verdict_shown(game, True)[1]:  # said from the start: last, where the bar cuts a long text short
            text += " · " + tr("playback", "the solution turns face-down cards")
        self.bar.set_text(text)
        self.bar.set_speed(tr("playback", "Speed: {speed}").format(speed=speed_label(self.pace.speed)))
        for name, enabled in (("step_first", self.index > 0), ("step_back", self.index > 0),
                              ("step_next", self.index < total), ("step_end", self.index < total),
                              ("step_faster", self.pace.can_go_faster), ("step_slower", self.pace.can_go_slower)):
            self.actions[name].setEnabled(enabled)
        self.actions["step_keep"].setEnabled(self.index > 0)
        playing = self.playing
        play = self.actions["step_play"]
        play.setText(tr("playback", "&Pause") if playing else tr("playback", "&Play"))
        play.setIconText(("❚❚ " if playing else "▶ ") + play.text().replace("&", ""))

    # -- nothing else acts on the table meanwhile -----------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if self.solution is None:
            return False
        kind = event.type()
        if kind in _MOUSE:
            return True
        if kind == QEvent.Type.KeyPress:
            self.app.view.say(tr(
                "playback", "Solution: → next step, ← previous, Space play or pause, + faster, − slower, "
                "Home to the start, End to the end, Esc stop."))
            return True
        return False
