"""A game being played: rules + deal + history + the counters of C-3/C-8.

This is the one place that turns a player's request into a new state: the
UI, the saved game and the command line all go through :class:`Game`, which they hold as
a :class:`~paciencia.core.played.PlayedGame` (the same object, seen without its position
type).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Generic, TypeVar

from .capabilities import Autoplay, HasStock, Locks, LosesByItself, WarnsNoMoves
from .clicks import Answer, ClickPolicy, TableView
from .codes import GameCode
from .history import History, Snapshot
from .moves import IllegalMove, Move, PileId
from .options import DEAL, Value
from .played import PlayedGame, UsesGame
from .rules.base import Hint, Rules
from .rules.common import time_bonus
from .steps import Step, step_states
from .table import TableLayout, TableState
from .text import QT_TRANSLATE_NOOP, Reason

NOTHING_SAFE = QT_TRANSLATE_NOOP("rules", "No card can go up safely.")
GAME_OVER = QT_TRANSLATE_NOOP("rules", "This game is over.")

P = TypeVar("P")
T = TypeVar("T")


class Game(PlayedGame, Generic[P]):
    """One deal in play, its positions of type ``P`` (code that does not know the game
    holds it as a :class:`~paciencia.core.played.PlayedGame`, whose methods it implements).

    ``options`` are the player's settings for this game (rule and look
    options; deal options are the code's and win over any given here);
    ``time_bonus`` is C-9's setting. ``order`` overrides the deal order the
    code gives (K-14: a proven candidate from the solver is played through this).
    """

    def __init__(
        self,
        code: GameCode,
        options: Mapping[str, Value] | None = None,
        order: Sequence[int] | None = None,
        *,
        time_bonus: bool = True,
    ) -> None:
        self.code = code
        info = code.info
        self.options: dict[str, Value] = info.full_options({**(options or {}), **code.values()})
        self.time_bonus = time_bonus
        self.rules: Rules[P] = info.make_rules(self.options)
        self.order: tuple[int, ...] = tuple(
            order if order is not None else info.deal_order(code.number, self.options)
        )
        self._start: P = self.rules.deal(self.order)
        self._history: History[P] = History(Snapshot(self._start, 0, 0))
        self.undos = 0
        self.hints = 0
        self.solver_uses = 0
        """Times the solver helped besides hints ("still winnable?", a solution played back): B-5."""
        self.solver_played = False
        """The solver played moves of this game (a solution continued, a rewind to the last
        winnable position): its win is the solver's (B-5): assisted, no time bonus, no streak,
        no record and no place in the Top 5 (C-10)."""
        self.resigned = False
        self.bonus = 0
        self.proven = False  # "solution proven" (K-14, P-10), set by whoever proved it
        self._layout: TableLayout[P] | None = None

    @property
    def setting_options(self) -> dict[str, Value]:
        """The options that came from the settings, not the code (saved with the game)."""
        deal = {o.name for o in self.code.info.options if o.scope == DEAL}
        return {k: v for k, v in self.options.items() if k not in deal}

    @classmethod
    def from_position(
        cls, code: GameCode, position: P, options: Mapping[str, Value] | None = None, *, time_bonus: bool = True
    ) -> Game[P]:
        """A game that starts from a given position (a position file, a test)."""
        game: Game[P] = cls(code, options, time_bonus=time_bonus)
        game.history = History(Snapshot(position, 0, 0))
        game._start = position
        return game

    # -- state ------------------------------------------------------------
    @property
    def history(self) -> History[P]:
        return self._history

    @history.setter
    def history(self, history: History[P]) -> None:
        self._history = history

    @property
    def position(self) -> P:
        return self.history.current.position

    @property
    def score(self) -> int:
        return self.history.current.score

    @property
    def moves(self) -> int:
        return self.history.current.moves

    @property
    def won(self) -> bool:
        return bool(self.rules.is_won(self.position))

    @property
    def over(self) -> bool:
        return self.won or self.resigned

    @property
    def has_score(self) -> bool:
        return self.rules.has_score

    def lost(self) -> Reason | None:
        """P-9: why the game ended lost by itself, if it did."""
        rules = self.rules
        return rules.lost(self.position) if isinstance(rules, LosesByItself) else None

    # -- playing ------------------------------------------------------------
    def play(self, move: Move, elapsed: float = 0.0) -> Snapshot[P]:
        """Play one move, then whatever the game does by itself (F-6, K-8
        auto-finish); all of it is one undo step. Raises IllegalMove."""
        return self.play_sequence([move], elapsed, follow=True)

    def auto(self, elapsed: float = 0.0) -> Snapshot[P]:
        """The Auto command (K-8): refused when no card is safe."""
        moves = self.rules.auto_moves(self.position) if isinstance(self.rules, Autoplay) else []
        if not moves:
            raise IllegalMove(Reason(NOTHING_SAFE))
        return self.play_sequence(moves, elapsed, follow=True)

    def play_sequence(
        self, moves: Sequence[Move], elapsed: float = 0.0, follow: bool = True
    ) -> Snapshot[P]:
        if self.over:
            raise IllegalMove(Reason(GAME_OVER))
        snap = self.history.current
        pos, score, count = snap.position, snap.score, snap.moves
        done: list[Move] = []
        for move in moves:
            pos, score, count = self._step(pos, score, count, move)
            done.append(move)
        if follow:
            for move in self.rules.automatic_moves(pos):
                pos, score, count = self._step(pos, score, count, move)
                done.append(move)
        if self.rules.is_won(pos) and self.rules.has_score and self.time_bonus and not self.solver_played:
            # B-5: a win in which the solver played moves earns no time bonus.
            self.bonus = time_bonus(self.rules.time_bonus_base, elapsed)
            score += self.bonus
        new = Snapshot(pos, score, count, tuple(done))
        self.history.push(new)
        return new

    def _step(self, pos: P, score: int, count: int, move: Move) -> tuple[P, int, int]:
        result = self.rules.apply(pos, move)
        # C-9: the score never goes below zero; applied per move.
        return result.position, max(0, score + result.score), count + result.counted

    def undo(self) -> Snapshot[P]:
        if self.over:
            raise IllegalMove(Reason(GAME_OVER))
        snap = self.history.undo()
        self.undos += 1
        return snap

    def redo(self) -> Snapshot[P]:
        if self.over:
            raise IllegalMove(Reason(GAME_OVER))
        return self.history.redo()

    def hint(self) -> Hint:
        self.hints += 1
        return self.rules.hint(self.position)

    @property
    def assisted(self) -> bool:
        """B-5: hints, undos or the solver's help were used (a win is then not clean)."""
        return bool(self.hints or self.undos or self.solver_uses)

    def resign(self) -> None:
        """K-13: ends as a loss, keeps the points; counts no move."""
        self.resigned = True

    def restart(self) -> None:
        """Back to the deal with fresh counters ("Restart this deal")."""
        self.history = History(Snapshot(self._start, 0, 0))
        self.undos = self.hints = self.solver_uses = 0
        self.solver_played = self.resigned = False
        self.bonus = 0

    # -- P-7 ----------------------------------------------------------------
    def mistake_index(self) -> int | None:
        """History index just before the move that first locked the deal, or None."""
        rules = self.rules
        if not isinstance(rules, Locks):
            return None
        snaps = self.history.snapshots[: self.history.index + 1]
        if not rules.locked_cards(snaps[-1].position):
            return None
        i = len(snaps) - 1
        while i > 0 and rules.locked_cards(snaps[i - 1].position):
            i -= 1
        return i - 1 if i > 0 else None

    def go_back_before_mistake(self) -> Snapshot[P]:
        """P-7: return to just before the locking move; counts as one undo."""
        i = self.mistake_index()
        if i is None:
            raise IllegalMove(Reason(QT_TRANSLATE_NOOP("rules", "Nothing is locked.")))
        self.undos += 1
        return self.history.go_to(i)

    def go_back_to(self, index: int) -> Snapshot[P]:
        """Back to the earlier history ``index`` (B-1's rewind): each step back counts as
        an undo (C-3); the steps left behind stay to redo."""
        if self.over:
            raise IllegalMove(Reason(GAME_OVER))
        if not 0 <= index <= self.history.index:
            raise ValueError(f"history index {index} is not behind {self.history.index}")
        self.undos += self.history.index - index
        return self.history.go_to(index)

    # -- move list ------------------------------------------------------------
    def played_moves(self) -> list[Move]:
        """Every move from the deal to the current position (for export)."""
        out: list[Move] = []
        for snap in self.history.snapshots[1: self.history.index + 1]:
            out.extend(snap.actions)
        return out

    def notation(self) -> list[str]:
        """The moves so far in the game's notation (F-9 export)."""
        pos = self.history.snapshots[0].position
        out = []
        for move in self.played_moves():
            out.append(self.rules.format_move(pos, move))
            pos = self.rules.apply_unchecked(pos, move).position
        return out

    # -- what the rules say of the current position ---------------------------------------------
    def legal_moves(self) -> list[Move]:
        return self.rules.legal_moves(self.position)

    @property
    def has_auto(self) -> bool:
        return isinstance(self.rules, Autoplay)

    @property
    def has_stock(self) -> bool:
        return isinstance(self.rules, HasStock)

    def stock_move(self) -> Move | None:
        rules = self.rules
        return rules.stock_move(self.position) if isinstance(rules, HasStock) else None

    def stock_refusal(self) -> Reason | None:
        rules = self.rules
        return rules.stock_refusal(self.position) if isinstance(rules, HasStock) else None

    @property
    def locks(self) -> bool:
        return isinstance(self.rules, Locks)

    def locked_cards(self) -> list[str]:
        rules = self.rules
        return rules.locked_cards(self.position) if isinstance(rules, Locks) else []

    def no_moves_warning(self) -> Reason | None:
        rules = self.rules
        if isinstance(rules, WarnsNoMoves) and rules.no_moves_warning(self.position):
            return rules.no_moves_reason()
        return None

    def end_figures(self) -> list[tuple[str, Reason, str]]:
        return self.rules.end_figures(self.position)

    def format_position(self, index: int | None = None) -> str:
        snap = self.history.current if index is None else self.history.snapshots[index]
        return self.rules.format_position(snap.position)

    def deal_reached(self) -> bool:
        return self.history.snapshots[0].position == self.rules.deal(self.order)

    # -- the table ------------------------------------------------------------------------------
    @property
    def layout(self) -> TableLayout[P]:
        if self._layout is None:
            self._layout = self.code.info.layout(self.rules, self.options)
        return self._layout

    def look_changed(self) -> None:
        self.layout.options = self.options

    def own(self, pos: object) -> P:
        """``pos`` as this game's position: TypeError if it is another game's (the check
        behind every :class:`~paciencia.core.played.PlayedGame` method that takes one back)."""
        if not isinstance(pos, type(self._start)):
            raise TypeError(f"{type(pos).__name__} is not a position of {self.code.game}")
        return pos

    def state(self, pos: object | None = None) -> TableState:
        return self.layout.state(self.position if pos is None else self.own(pos))

    def steps(self, before: object, actions: tuple[Move, ...]) -> list[Step]:
        return step_states(self.rules, self.layout, self.own(before), actions)

    def step_tables(self, index: int) -> list[Step]:
        snaps = self.history.snapshots
        return step_states(self.rules, self.layout, snaps[index - 1].position, snaps[index].actions)

    def format_move(self, before: object, move: Move) -> str:
        return self.rules.format_move(self.own(before), move)

    def click(self, policy: ClickPolicy, state: TableState, pile: PileId, index: int, tap_moves: bool) -> Answer:
        return policy.click(TableView(self.rules, self.position, state, self.layout, tap_moves), pile, index)

    def drop(self, policy: ClickPolicy, state: TableState, move: Move, tap_moves: bool) -> Answer:
        return policy.drop(TableView(self.rules, self.position, state, self.layout, tap_moves), move)

    def open(self, use: UsesGame[T]) -> T:
        return use(self)
