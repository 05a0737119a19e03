"""The game on the table, drawn: the Qt half of the session (ARCHITECTURE: ui/session).

:class:`~paciencia.play.table.Table` decides (through :class:`~paciencia.core.game.Game`)
and answers :class:`~paciencia.play.table.Effects`; the session draws them on the scene,
keeps the timers they ask for (a hint's marks, a passing mark, the celebration), runs the
hints that need a search on the worker thread, and tells the window through its signals.
The scene itself never changes the position (C-4).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal

from ...core.clicks import CardRef
from ...core.loading import Feature
from ...core.moves import Move, PileId
from ...core.played import PlayedGame
from ...core.rules.base import Hint
from ...core.table import TableState
from ...core.text import Reason
from ...play.effects import Effects, Outcome, Pace, Show
from ...play.table import Table
from ..scene import animation as anim
from ..scene.table_scene import TableScene
from ..text import reason_text
from .steps import show_steps

if TYPE_CHECKING:
    from ...core.played import GameOf
    from ...core.rules.base import Rules
    from ..aids.solver_worker import HintAnswer, SolverWorker, Work
    from ..scene.card_item import CardItem

P = TypeVar("P")

# The worker thread and its searches (V-7) are loaded with the first search: a launch's first
# frame asks for none (issue 38's start-up budget).
_WORKER = "paciencia.ui.aids.solver_worker"
SOLVER_WORKER: Feature[type[SolverWorker]] = Feature(f"{_WORKER}:SolverWorker")
HINT_WORK: Feature[Callable[[Rules[P], P], Work[HintAnswer] | None]] = Feature(f"{_WORKER}:hint_work")
HINT_FROM_ANSWER: Feature[Callable[[Rules[P], P, HintAnswer], Hint]] = Feature(f"{_WORKER}:hint_from_answer")
CELEBRATE: Feature[Callable[[TableScene, Callable[[], None]], None]] = Feature(
    "paciencia.ui.scene.celebration:celebrate")
"""The win's celebration (C-13), loaded with the first win."""

PACE_MS = {Pace.MOVE: anim.MOVE, Pace.PAIR: anim.PAIR_LEAVE, Pace.STOCK: anim.STOCK, Pace.CASCADE: anim.CASCADE_STEP}


class Session(QObject):
    changed = Signal()  # score, moves, undo/redo availability
    message = Signal(str)  # the status line (U-5)
    banner = Signal(str, str)  # text, action (a BannerAction); empty text hides it
    ended = Signal(bool)  # the rules ended the game (True: won), at once: before any celebration (C-13)
    finished = Signal(bool)  # the same game, once its celebration is over: time for the end screen

    def __init__(self, scene: TableScene, solver: SolverWorker | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self._solver = solver
        self.table = Table()
        self._round = 0  # counts the rounds put on the table: a celebration ends only its own
        scene.move_requested.connect(lambda move: self._draw(self.table.drop(move)))
        scene.pile_clicked.connect(self.click)
        scene.gesture_started.connect(lambda: self._draw(self.table.gesture_started()))

    @property
    def solver(self) -> SolverWorker:
        """The worker thread every search runs on (V-7), made for the first one."""
        if self._solver is None:
            self._solver = SOLVER_WORKER()(self)
        return self._solver

    def cancel_search(self, channel: str) -> None:
        """Drop ``channel``'s search and its answer, if any search ever ran."""
        if self._solver is not None:
            self._solver.cancel(channel)

    def shutdown_searches(self) -> None:
        """Stop every search (the window is closing); their answers are dropped."""
        if self._solver is not None:
            self._solver.shutdown()

    # -- what the model holds: ``session.table`` (play/table.py), read there -------------------
    def state(self, pos: object = None) -> TableState:
        return self.table.table_state(pos)

    # -- rounds -----------------------------------------------------------------------------
    def new_game(self, game: PlayedGame, animate: bool = True) -> None:
        """Put ``game`` on the table: its layout and click policy come from its declaration."""
        self._round += 1  # first: what the scene finishes now belongs to the round before
        effects = self.table.new_game(game, animate)
        self._set_layout()
        self._draw(effects)

    def resume_game(self, game: PlayedGame, elapsed: float) -> None:
        """A saved game comes back (T-4): its history as it was, the clock where it stopped."""
        self._round += 1
        effects = self.table.resume_game(game, elapsed)
        self._set_layout()
        self._draw(effects)

    def restart(self) -> None:
        if self.table.game is None:
            return
        self._round += 1
        self._draw(self.table.restart())

    def _set_layout(self) -> None:
        layout = self.table.layout
        assert layout is not None
        self.scene.value_badges = layout.card_badges()
        self.scene.set_layout(layout)

    def look_changed(self) -> None:
        """Look options of the game changed (Pyramid's values): redraw the table."""
        if self.table.layout is not None:
            self.scene.value_badges = self.table.layout.card_badges()
        self._draw(self.table.look_changed())

    # -- playing ----------------------------------------------------------------------------
    def play(self, move: Move, pace: Pace = Pace.MOVE) -> bool:
        """Ask the model to play ``move``; show it, or say why not. True if played."""
        effects = self.table.play(move, pace)
        self._draw(effects)
        return effects.show is not None

    def request_move(self, move: Move) -> None:
        """A drop (or a keyboard put-down): the move as the player chose it."""
        self._draw(self.table.drop(move))

    def click(self, pile: PileId, index: int) -> None:
        """A tap (U-2): the game's click policy says what it asks for."""
        self._draw(self.table.tap(pile, index))

    def stock_action(self) -> None:
        """Space / a click on the stock: draw, recycle (K-3, P-6) or deal (S-5)."""
        self._draw(self.table.stock())

    def undo(self) -> None:
        self._draw(self.table.undo())

    def redo(self) -> None:
        self._draw(self.table.redo())

    def auto(self) -> None:
        self._draw(self.table.auto())

    def go_back_before_mistake(self) -> None:
        self._draw(self.table.go_back_before_mistake())

    def model_changed(self) -> None:
        """The game's position was changed elsewhere (B-1's rewind, B-2's continue): show it
        and check it as after any move."""
        self._draw(self.table.position_set())

    def resign(self) -> None:
        self._draw(self.table.resign())

    def update_marks(self) -> None:
        self._draw(Effects(marks=self.table.marks()))

    def say(self, reason: Reason) -> None:
        self.message.emit(reason_text(reason))

    # -- hints (C-11, F-7, S-8) -------------------------------------------------------------
    def hint(self) -> None:
        """The hint: FreeCell asks its solver and Spider its look-ahead on the worker thread
        (nothing modal meanwhile: the hint shows when it is ready, and is dropped if the
        position changed); the other games answer at once."""
        game = self.table.game
        if game is None or self.table.layout is None or game.over:
            return
        self.scene.animator.finish()

        def search(g: GameOf[P]) -> Work[HintAnswer] | None:
            return HINT_WORK()(g.rules, g.position)

        work = game.open(search)
        if work is None:
            self._draw(self.table.show_hint(game.hint()))
            return
        snap = game.history.current
        self.solver.submit(
            "hint",
            work,
            lambda answer: self._solver_hint(game, answer),
            still_valid=lambda: self.table.game is game and game.history.current is snap and not game.over,
            on_failed=lambda _text: self._draw(self.table.show_hint(game.hint())),
        )

    def _solver_hint(self, game: PlayedGame, answer: HintAnswer) -> None:
        game.hints += 1

        def hint(g: GameOf[P]) -> Hint:
            return HINT_FROM_ANSWER()(g.rules, g.position, answer)

        self._draw(self.table.show_hint(game.open(hint)))

    # -- drawing the effects ----------------------------------------------------------------
    def _draw(self, fx: Effects) -> None:
        """Show what the model's answer asks for, in its order: the message, the table, the
        feedback of a gesture, the marks, the figures, the banner, the end of the round."""
        if fx.finish_animations:
            self.scene.animator.finish()
        if fx.message is not None:
            self.message.emit(reason_text(fx.message) if fx.message.msgid else "")
        if fx.show is not None and fx.state is not None:
            self._show(fx)
        if fx.moved:
            self.cancel_search("hint")  # V-7: a hint asked for the previous position is stale
            self.scene.legal = list(fx.legal)
        if fx.glide_back:
            self.scene.glide_back(start=not fx.shake)  # with a shake, the shake starts both
        if fx.shake:
            self.scene.shake(self._cards(fx.shake))
        if fx.transient is not None:
            serial = fx.transient
            QTimer.singleShot(anim.HINT, self, lambda: self._draw(self.table.end_transient(serial)))
        if fx.marks is not None:
            m = fx.marks
            self.scene.set_marks(ring=m.ring, covering=m.covering, selected=m.selected, locked=m.locked,
                                 hint_cards=m.hint_cards, hint_piles=m.hint_piles)
        if fx.hint is not None:
            shown = fx.hint
            QTimer.singleShot(anim.HINT, self, lambda: self._draw(self.table.clear_hint(shown)))
        if fx.changed:
            self.changed.emit()
        if fx.banner is not None:
            self.banner.emit(" ".join(reason_text(r) for r in fx.banner.text), fx.banner.action or "")
        if fx.outcome == Outcome.WON:
            self.ended.emit(True)  # recorded now, as the game it is (C-13)
            serial = self._round
            self.scene.animator.then(lambda animate: self._celebrate(animate, serial))
        elif fx.outcome == Outcome.LOST:
            self.ended.emit(False)
            self.finished.emit(False)

    def _show(self, fx: Effects) -> None:
        assert fx.state is not None
        if fx.show == Show.DEAL:
            self.scene.deal(fx.state)
        elif fx.show == Show.STILL:
            self.scene.set_position(fx.state, animate=False)
        elif fx.show == Show.SLIDE:
            self.scene.set_position(fx.state)
        else:
            show_steps(self.scene, fx.steps, PACE_MS[fx.pace])

    def _cards(self, refs: tuple[CardRef, ...]) -> list[CardItem]:
        """The card items ``refs`` name (index -1: the top card, only when it sits in its place)."""
        items: list[CardItem] = []
        for pile, index in refs:
            cards = self.scene.cards_of(pile)
            if index < 0:
                items += [it for it in cards[-1:] if it.matches_target()]
            else:
                items += [it for it in cards if it.index >= index]
        return items

    def _celebrate(self, animate: bool, serial: int) -> None:
        """The win's celebration, then the end screen: both only while this round is on the
        table (a new deal or a restart during the celebration ends it; the win is recorded)."""
        if serial != self._round:
            return
        if animate:
            CELEBRATE()(self.scene, lambda: self._celebrated(serial))
        else:
            self._celebrated(serial)

    def _celebrated(self, serial: int) -> None:
        if serial == self._round:
            self.finished.emit(True)
