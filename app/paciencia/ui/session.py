"""The game in play on the table: Game + layout + scene + timer (ARCHITECTURE: ui/session).

Every change of position goes through :class:`paciencia.core.game.Game`; the
session then shows the new position on the scene (animated), hands the scene
the legal moves for drop highlighting, and reports figures and messages to
the window. The scene itself never changes the position (C-4).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from ..core.codes import GameCode
from ..core.game import Game
from ..core.moves import IllegalMove, Move
from ..core.placement import best_move
from ..core.registry import RuleSettings
from ..core.rules.base import Hint
from ..core.text import Reason
from .pyramid_clicks import PyramidClicks
from .scene import animation as anim
from .scene.celebration import celebrate
from .scene.layouts import layout_for
from .scene.layouts.base import TableLayout, TableState
from .scene.layouts.pyramid import value_badges
from .scene.table_scene import TableScene
from .solver_worker import HintAnswer, SolverWorker, hint_from_answer, hint_work
from .steps import step_states
from .text import reason_text, tr

STOCK_MOVES = ("stock",)


class Session(QObject):
    changed = Signal()  # score, moves, undo/redo availability
    message = Signal(str)  # the status line (U-5)
    banner = Signal(str, str)  # text, action: "" | "resign" | "go_back"; empty text hides it
    finished = Signal(bool)  # the game ended (True: won), after the celebration

    def __init__(self, scene: TableScene, solver: SolverWorker | None = None) -> None:
        super().__init__()
        self.scene = scene
        self.solver = solver if solver is not None else SolverWorker(self)
        self.game: Game | None = None
        self.layout: TableLayout | None = None
        self.tap_moves = True
        self.show_values = True
        self._clock = QElapsedTimer()
        self._banked = 0.0  # seconds before the current run of the clock
        self._ticking = False
        self._paused = False
        self._hint_marks: tuple[list[tuple[str, int]], list[str]] = ([], [])
        self._hint_serial = 0
        self.last_hint: Hint | None = None  # the hint shown last (tests read it)
        self._ended = False
        self.pyramid = PyramidClicks(self)
        scene.move_requested.connect(self.request_move)
        scene.pile_clicked.connect(self.click)
        scene.gesture_started.connect(self._clear_hint)

    # -- games -----------------------------------------------------------------
    def new_game(
        self,
        code: GameCode,
        rules: RuleSettings | None = None,
        animate: bool = True,
        game: Game | None = None,
    ) -> None:
        self.game = game or Game(code, rules)
        self.layout = layout_for(code.game, self.game.rules)
        self.scene.value_badges = value_badges() if code.game == "pyramid" and self.show_values else {}
        self.scene.set_layout(self.layout)
        self._reset_round()
        state = self.state()
        if animate:
            self.scene.deal(state)
        else:
            self.scene.set_position(state, animate=False)
        self._after_change()

    def resume_game(self, game: Game, elapsed: float) -> None:
        """A saved game comes back (T-4): its history as it was, the clock where it stopped."""
        self.new_game(game.code, game.settings, animate=False, game=game)
        self._banked = elapsed
        if game.moves or elapsed:
            self._start_clock()  # C-7: it was running when the game was saved

    def restart(self) -> None:
        if self.game is None:
            return
        self.game.restart()
        self._reset_round()
        self.scene.deal(self.state())
        self._after_change()

    def _reset_round(self) -> None:
        self._banked = 0.0
        self._ticking = False
        self._paused = False  # a pause of the previous game (chooser, minimised) ends with it
        self._ended = False
        self.pyramid.clear()
        self._hint_marks = ([], [])
        self.banner.emit("", "")

    def state(self, pos: Any = None) -> TableState:
        assert self.game is not None and self.layout is not None
        return self.layout.state(self.game.position if pos is None else pos)

    # -- the clock (C-7) ----------------------------------------------------
    def elapsed(self) -> float:
        running = self._ticking and not self._paused
        return self._banked + (self._clock.elapsed() / 1000.0 if running else 0.0)

    def _start_clock(self) -> None:
        if not self._ticking:
            self._ticking = True
            self._clock.start()

    def _stop_clock(self) -> None:
        if self._ticking and not self._paused:
            self._banked += self._clock.elapsed() / 1000.0
        self._ticking = False

    def pause(self) -> None:
        if self._ticking and not self._paused:
            self._banked += self._clock.elapsed() / 1000.0
            self._paused = True

    def resume(self) -> None:
        if self._paused:
            self._paused = False
            self._clock.start()

    # -- playing ---------------------------------------------------------------
    def play(self, move: Move, ms: int = anim.MOVE) -> bool:
        """Ask the model to play ``move``; show it, or say why not. True if played."""
        game = self.game
        if game is None or game.over:
            return False
        before = game.position
        self._start_clock()
        try:
            snap = game.play(move, self.elapsed())
        except IllegalMove as e:
            self.message.emit(reason_text(e.reason))
            return False
        self.pyramid.clear()
        self._show_steps(before, snap.actions, ms)
        self.message.emit("")
        self._after_change()
        return True

    def _show_steps(self, before: Any, actions: tuple[Move, ...], ms: int) -> None:
        assert self.game is not None and self.layout is not None
        states = step_states(self.game.rules, self.layout, before, actions)
        first_ms = ms
        for n, (state, kind) in enumerate(states):
            step_ms = {"run": anim.RUN_LEAVE, "pair": anim.PAIR_LEAVE, "stock": anim.STOCK}.get(
                kind, first_ms
            )
            if n == 0:
                self.scene.set_position(state, ms=step_ms, stagger=18 if kind == "deal" else 0)
            else:
                self.scene.queue_position(state, anim.CASCADE_STEP if kind == "move" else step_ms)

    def request_move(self, move: Move) -> None:
        """A drop (or a keyboard put-down): the move as the player chose it."""
        if self.game is not None and self.game.rules.game_id == "pyramid":
            self.pyramid.drop(move)
            return
        self.play(move)

    def click(self, pile: str, index: int) -> None:
        """A tap (U-2): the stock works, any other card goes to its best place."""
        game, layout = self.game, self.layout
        if game is None or layout is None or game.over:
            return
        self._clear_hint()
        if game.rules.game_id == "pyramid":
            self.pyramid.click(pile, index)
            return
        if layout.click_moves_stock(pile):
            self.stock_action()
            return
        state = self.scene.state
        if index < 0 or not self.tap_moves:
            return
        if not layout.can_grab(state, pile, index):
            if pile == "waste" and game.rules.game_id == "klondike":
                self.message.emit(tr("session", "Only the top card of the waste can be played."))
            return
        count = len(state.piles[pile]) - index
        move = best_move(
            game.rules,
            game.position,
            pile,
            count,
            state.sizes(),
            state.tops(),
            moving=state.piles[pile][index][0],
        )
        if move is None:
            self.message.emit(tr("session", "That card has no place to go."))
            items = [it for it in self.scene.cards_of(pile) if it.index >= index]
            self.scene.shake(items)
            return
        self.play(move)

    def stock_action(self) -> None:
        """Space / a click on the stock: draw, recycle (K-3, P-6) or deal (S-5)."""
        game = self.game
        if game is None or game.over:
            return
        self.scene.animator.finish()
        self._clear_hint()
        for move in game.rules.legal_moves(game.position):
            if move.src == "stock" or move.dst == "stock":
                self.play(move, anim.STOCK)
                return
        if game.rules.game_id == "freecell":
            return
        probe = Move("stock", "tableau") if game.rules.game_id == "spider" else Move("stock", "waste")
        why = game.rules.why_illegal(game.position, probe)
        if why is not None and game.rules.game_id != "spider" and not game.position.stock:
            why = game.rules.why_illegal(game.position, Move("waste", "stock")) or why
        if why is not None:
            self.message.emit(reason_text(why))

    def undo(self) -> None:
        game = self.game
        if game is None or game.over or not game.history.can_undo():
            return
        game.undo()
        self.pyramid.clear()
        self.scene.set_position(self.state())
        self._after_change()

    def redo(self) -> None:
        game = self.game
        if game is None or game.over or not game.history.can_redo():
            return
        game.redo()
        self.pyramid.clear()
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
        self._start_clock()
        self._show_steps(before, snap.actions, anim.CASCADE_STEP)
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
        self.pyramid.clear()
        self.scene.set_position(self.state())
        self._after_change()

    def resign(self) -> None:
        if self.game is None or self.game.over:
            return
        self.game.resign()
        self._stop_clock()
        self.banner.emit("", "")
        self._ended = True
        self.finished.emit(False)
        self.changed.emit()

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

    def _solver_hint(self, game: Game, answer: HintAnswer) -> None:
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
            if m.src in ("stock",) or m.dst == "stock":
                piles.append("stock" if "stock" in layout.by_id else m.src)
            elif m.src in state.piles:
                n = len(state.piles[m.src])
                cards += [(m.src, i) for i in range(max(0, n - m.count), n)]
                if m.dst in state.piles and (m.dst.startswith("p") or m.dst == "waste") and m.src != "stock":
                    cards.append((m.dst, -1))
                elif m.dst in layout.by_id:
                    piles.append(m.dst)
        self._hint_marks = (cards, piles)
        self._hint_serial += 1
        serial = self._hint_serial
        self.update_marks()
        QTimer.singleShot(anim.HINT, lambda: self._clear_hint(serial))
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
        locked = game.rules.locked_cards(game.position)
        ring, selected = self.pyramid.marks()
        self.scene.set_marks(
            ring=ring,
            selected=selected,
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
            self._stop_clock()
            self.banner.emit("", "")
            self.scene.animator.then(lambda animate: self._celebrate(animate))
            return
        self._check_warnings()

    def _celebrate(self, animate: bool) -> None:
        if animate:
            celebrate(self.scene, lambda: self.finished.emit(True))
        else:
            self.finished.emit(True)

    def _check_warnings(self) -> None:
        game = self.game
        assert game is not None
        rules, pos = game.rules, game.position
        if rules.locked_cards(pos) and game.mistake_index() is not None:
            why = tr("session", "A card is locked: it can never leave, so this deal is lost.")
            self.banner.emit(why, "go_back")
            return
        lost = rules.lost(pos)
        if lost is not None:
            self.banner.emit(reason_text(lost) + " " + tr("session", "Undo still works."), "")
            return
        if rules.game_id == "klondike" and rules.no_moves_warning(pos):
            self.banner.emit(reason_text(rules.no_moves_reason()), "resign")
            return
        self.banner.emit("", "")

    def say(self, reason: Reason) -> None:
        self.message.emit(reason_text(reason))
