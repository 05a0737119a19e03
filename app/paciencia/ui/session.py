"""The game in play on the table: Game + layout + scene + timer (ARCHITECTURE: ui/session).

Every change of position goes through :class:`paciencia.core.game.Game`; the
session then shows the new position on the scene (animated), hands the scene
the legal moves for drop highlighting, and reports figures and messages to
the window. The scene itself never changes the position (C-4).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..core.any_game import AnyGame, AnyLayout
from ..core.capabilities import HasStock, Locks, LosesByItself, WarnsNoMoves
from ..core.clicks import Answer, ClickPolicy, TableView, TapToBestPlace
from ..core.kinds import BannerAction, PileKind, StepKind
from ..core.moves import IllegalMove, Move
from ..core.rules.base import Hint
from ..core.table import TableState
from ..core.text import Reason
from .clock import GameClock
from .scene import animation as anim
from .scene.celebration import celebrate
from .scene.table_scene import TableScene
from .solver_worker import HintAnswer, SolverWorker, hint_from_answer, hint_work
from .steps import show_step
from .text import reason_text, tr


class Session(QObject):
    changed = Signal()  # score, moves, undo/redo availability
    message = Signal(str)  # the status line (U-5)
    banner = Signal(str, str)  # text, action (a BannerAction); empty text hides it
    ended = Signal(bool)  # the rules ended the game (True: won), at once: before any celebration (C-13)
    finished = Signal(bool)  # the same game, once its celebration is over: time for the end screen

    def __init__(self, scene: TableScene, solver: SolverWorker | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.solver = solver if solver is not None else SolverWorker(self)
        self.game: AnyGame | None = None
        self.layout: AnyLayout | None = None
        self.tap_moves = True
        self.clock = GameClock()  # C-7
        self._hint_marks: tuple[list[tuple[str, int]], list[str]] = ([], [])
        self._hint_serial = 0
        self.last_hint: Hint | None = None  # the hint shown last (tests read it)
        self._ended = False
        self._round = 0  # counts the rounds put on the table: a celebration ends only its own
        self.clicks: ClickPolicy = TapToBestPlace()
        self._transient = 0  # counts the click policy's passing marks, so only the last one expires
        scene.move_requested.connect(self.request_move)
        scene.pile_clicked.connect(self.click)
        scene.gesture_started.connect(self._clear_hint)

    # -- games -----------------------------------------------------------------
    def new_game(self, game: AnyGame, animate: bool = True) -> None:
        """Put ``game`` on the table: its layout and click policy come from its declaration."""
        self._round += 1  # first: what the scene finishes now belongs to the round before
        info = game.code.info
        self.game = game
        self.layout = info.layout(game.rules, game.options)
        self.clicks = info.click_policy()
        self.scene.value_badges = self.layout.card_badges()
        self.scene.set_layout(self.layout)
        self._reset_round()
        state = self.state()
        if animate:
            self.scene.deal(state)
        else:
            self.scene.set_position(state, animate=False)
        self._after_change()

    def resume_game(self, game: AnyGame, elapsed: float) -> None:
        """A saved game comes back (T-4): its history as it was, the clock where it stopped."""
        self.new_game(game, animate=False)
        self.clock.reset(elapsed)
        if game.moves or elapsed:
            self.clock.start()  # C-7: it was running when the game was saved

    def restart(self) -> None:
        if self.game is None:
            return
        self._round += 1
        self.game.restart()
        self._reset_round()
        self.scene.deal(self.state())
        self._after_change()

    def _reset_round(self) -> None:
        self.clock.reset()  # a pause of the previous game (chooser, minimised) ends with it
        self._ended = False
        self.clicks.clear()
        self._hint_marks = ([], [])
        self.banner.emit("", "")

    def state(self, pos: Any = None) -> TableState:
        assert self.game is not None and self.layout is not None
        return self.layout.state(self.game.position if pos is None else pos)

    # -- the clock (C-7) ----------------------------------------------------
    def elapsed(self) -> float:
        return self.clock.elapsed()

    def pause(self) -> None:
        self.clock.pause()

    def resume(self) -> None:
        self.clock.resume()

    # -- playing ---------------------------------------------------------------
    def play(self, move: Move, ms: int = anim.MOVE) -> bool:
        """Ask the model to play ``move``; show it, or say why not. True if played."""
        game = self.game
        if game is None or game.over:
            return False
        before = game.position
        self.clock.start()
        try:
            snap = game.play(move, self.elapsed())
        except IllegalMove as e:
            self.message.emit(reason_text(e.reason))
            return False
        self.clicks.clear()
        show_step(self.scene, self.game, self.layout, before, snap.actions, ms)
        self.message.emit("")
        self._after_change()
        return True

    def look_changed(self) -> None:
        """Look options of the game changed (Pyramid's values): redraw the table."""
        game = self.game
        if game is None or self.layout is None:
            return
        self.layout.options = game.options
        self.scene.value_badges = self.layout.card_badges()
        self.scene.set_position(self.state(), animate=False)

    def _view(self) -> TableView:
        game, layout = self.game, self.layout
        assert game is not None and layout is not None
        return TableView(game.rules, game.position, self.scene.state, layout, self.tap_moves)

    def request_move(self, move: Move) -> None:
        """A drop (or a keyboard put-down): the move as the player chose it."""
        game = self.game
        if game is None or self.layout is None or game.over:
            return
        self._carry_out(self.clicks.drop(self._view(), move))

    def click(self, pile: str, index: int) -> None:
        """A tap (U-2): the game's click policy says what it asks for."""
        game = self.game
        if game is None or self.layout is None or game.over:
            return
        self._clear_hint()
        self._carry_out(self.clicks.click(self._view(), pile, index))

    def _carry_out(self, answer: Answer) -> None:
        """Do what a tap or a drop asked for, through the game (C-4)."""
        assert self.layout is not None
        if answer.message is not None:
            self.message.emit(reason_text(answer.message))
        if answer.stock:
            self.stock_action()
        elif answer.move is not None:
            kind = self.layout.step_kind(answer.move)
            if not self.play(answer.move, anim.PAIR_LEAVE if kind == StepKind.PAIR else anim.MOVE):
                return  # refused, with its reason said: a dragged card glides home (Gestures)
        if answer.glide_back:
            # With a shake to follow, the shake starts the animations of both.
            self.scene.glide_back(start=not answer.shake)
        if answer.shake:
            self.scene.shake(self._cards(answer.shake))
        if answer.transient:
            self._transient += 1
            serial = self._transient
            QTimer.singleShot(anim.HINT, self, lambda: self._end_transient(serial))
        if answer.marks:
            self.update_marks()

    def _cards(self, refs: tuple[tuple[str, int], ...]) -> list[Any]:
        """The card items ``refs`` name (index -1: the top card, only when it sits in its place)."""
        items = []
        for pile, index in refs:
            cards = self.scene.cards_of(pile)
            if index < 0:
                items += [it for it in cards[-1:] if it.matches_target()]
            else:
                items += [it for it in cards if it.index >= index]
        return items

    def _end_transient(self, serial: int) -> None:
        if serial == self._transient and self.clicks.end_transient():
            self.update_marks()

    def stock_action(self) -> None:
        """Space / a click on the stock: draw, recycle (K-3, P-6) or deal (S-5)."""
        game = self.game
        if game is None or game.over:
            return
        rules = game.rules
        if not isinstance(rules, HasStock):
            return
        self.scene.animator.finish()
        self._clear_hint()
        self.clicks.clear()
        move = rules.stock_move(game.position)
        if move is not None:
            self.play(move, anim.STOCK)
        else:
            self.message.emit(reason_text(rules.stock_refusal(game.position)))

    def undo(self) -> None:
        game = self.game
        if game is None or game.over or not game.history.can_undo():
            return
        game.undo()
        self.clicks.clear()
        self._clear_hint()
        self.message.emit("")  # a hint or a refusal spoke of the position before
        self.scene.set_position(self.state())
        self._after_change()

    def redo(self) -> None:
        game = self.game
        if game is None or game.over or not game.history.can_redo():
            return
        game.redo()
        self.clicks.clear()
        self._clear_hint()
        self.message.emit("")  # a hint or a refusal spoke of the position before
        self.scene.set_position(self.state())
        self._after_change()

    def auto(self) -> None:
        game = self.game
        if game is None or game.over:
            return
        before = game.position
        try:
            snap = game.auto(self.elapsed())
        except IllegalMove as e:
            self.message.emit(reason_text(e.reason))
            return
        self.clock.start()
        show_step(self.scene, game, self.layout, before, snap.actions, anim.CASCADE_STEP)
        self._after_change()

    def go_back_before_mistake(self) -> None:
        game = self.game
        if game is None:
            return
        try:
            game.go_back_before_mistake()
        except IllegalMove as e:
            self.message.emit(reason_text(e.reason))
            return
        self.model_changed()

    def model_changed(self) -> None:
        """The game's position was changed elsewhere (B-1's rewind, B-2's continue, going back
        before the mistake): show it and check it as after any move."""
        if self.game is None:
            return
        if self.game.moves:
            self.clock.start()
        self.clicks.clear()
        self.scene.set_position(self.state())
        self._after_change()

    def resign(self) -> None:
        if self.game is None or self.game.over:
            return
        self.game.resign()
        self.clock.stop()
        self.banner.emit("", "")
        self._ended = True
        self.changed.emit()
        self.ended.emit(False)
        self.finished.emit(False)

    # -- hints (C-11, F-7, S-8) ---------------------------------------------------
    def hint(self) -> None:
        """The hint: FreeCell asks its solver and Spider its look-ahead on the worker
        thread (nothing modal meanwhile: the hint shows when it is ready, and is
        dropped if the position changed); the other games answer at once."""
        game, layout = self.game, self.layout
        if game is None or layout is None or game.over:
            return
        self.scene.animator.finish()
        work = hint_work(game.rules, game.position)
        if work is None:
            self._show_hint(game.hint())
            return
        snap = game.history.current
        self.solver.submit(
            "hint",
            work,
            lambda answer: self._solver_hint(game, answer),
            still_valid=lambda: self.game is game and game.history.current is snap and not game.over,
            on_failed=lambda _text: self._show_hint(game.hint()),
        )

    def _solver_hint(self, game: AnyGame, answer: HintAnswer) -> None:
        game.hints += 1
        self._show_hint(hint_from_answer(game.rules, game.position, answer))

    def _show_hint(self, h: Hint) -> None:
        layout = self.layout
        assert layout is not None
        self.last_hint = h
        self.message.emit(reason_text(h.message))
        cards: list[tuple[str, int]] = []
        piles: list[str] = []
        m = h.move
        if m is not None:
            state = self.scene.state
            kind = layout.step_kind(m)
            if kind in (StepKind.STOCK, StepKind.DEAL):  # the stock lights up, whatever it does
                piles.append(layout.pile_of(PileKind.STOCK) or m.src)
            elif m.src in state.piles:
                n = len(state.piles[m.src])
                cards += [(m.src, i) for i in range(max(0, n - m.count), n)]
                dst = layout.by_id.get(m.dst)
                if kind == StepKind.PAIR and dst is not None and dst.kind != PileKind.DISCARD:
                    cards.append((m.dst, -1))  # the partner card, ringed with it
                elif dst is not None:
                    piles.append(m.dst)
        self._hint_marks = (cards, piles)
        self._hint_serial += 1
        serial = self._hint_serial
        self.update_marks()
        QTimer.singleShot(anim.HINT, self, lambda: self._clear_hint(serial))
        self.changed.emit()

    def _clear_hint(self, serial: int | None = None) -> None:
        if serial is not None and serial != self._hint_serial:
            return
        if self._hint_marks != ([], []):
            self._hint_marks = ([], [])
            self.update_marks()

    def update_marks(self) -> None:
        game = self.game
        if game is None:
            return
        rules = game.rules
        locked = rules.locked_cards(game.position) if isinstance(rules, Locks) else []
        marks = self.clicks.marks()
        self.scene.set_marks(
            ring=marks.ring,
            covering=marks.covering,
            selected=marks.selected,
            locked=locked,
            hint_cards=self._hint_marks[0],
            hint_piles=self._hint_marks[1],
        )

    # -- after every change -------------------------------------------------------
    def _after_change(self) -> None:
        game = self.game
        assert game is not None
        self.solver.cancel("hint")  # V-7: a hint asked for the previous position is stale
        self.scene.legal = game.rules.legal_moves(game.position)
        self.update_marks()
        self.changed.emit()
        if game.won and not self._ended:
            self._ended = True
            self.clock.stop()
            self.banner.emit("", "")
            self.ended.emit(True)  # recorded now, as the game it is (C-13)
            serial = self._round
            self.scene.animator.then(lambda animate: self._celebrate(animate, serial))
            return
        self._check_warnings()

    def _celebrate(self, animate: bool, serial: int) -> None:
        """The win's celebration, then the end screen: both only while this round is on
        the table (a new deal or a restart during the celebration ends it, and the win
        is recorded already)."""
        if serial != self._round:
            return
        if animate:
            celebrate(self.scene, lambda: self._celebrated(serial))
        else:
            self._celebrated(serial)

    def _celebrated(self, serial: int) -> None:
        if serial == self._round:
            self.finished.emit(True)

    def _check_warnings(self) -> None:
        game = self.game
        assert game is not None
        rules, pos = game.rules, game.position
        locked = isinstance(rules, Locks) and bool(rules.locked_cards(pos))
        if locked and game.mistake_index() is not None:
            why = tr("session", "A card is locked: it can never leave, so this deal is lost.")
            self.banner.emit(why, BannerAction.GO_BACK)
            return
        lost = rules.lost(pos) if isinstance(rules, LosesByItself) else None
        if locked:
            # P-7 from the deal itself: no move to go back before; say so at once.
            why = reason_text(lost) if lost is not None else ""
            self.banner.emit((why + " " + tr("session", "This deal cannot be won.")).strip(), BannerAction.NEW_DEAL)
            return
        if lost is not None:
            self.banner.emit(reason_text(lost) + " " + tr("session", "Undo still works."), "")
            return
        if isinstance(rules, WarnsNoMoves) and rules.no_moves_warning(pos):
            self.banner.emit(reason_text(rules.no_moves_reason()), BannerAction.RESIGN)
            return
        self.banner.emit("", "")

    def say(self, reason: Reason) -> None:
        self.message.emit(reason_text(reason))
