"""A game in play, as code that does not know which game it holds sees it (the seam).

A game plugs in through generic types (:class:`~paciencia.core.declaration.GameInfo`
``[R, P]``, :class:`~paciencia.core.game.Game` ``[P]``, :class:`~paciencia.core.table.TableLayout`
``[P]``: ``P`` its position type), checked where the game is declared. The code above the
games (play, ui, storage, the command line) holds whichever game the player chose, known
only at run time, so its position type is some ``P`` it never names. Python cannot say
"a ``Game[P]`` for some ``P``", and ``Game[object]`` would be wrong (the rules take
positions as arguments, so they are invariant in ``P``).

:class:`PlayedGame` is that "for some ``P``": the non-generic base class of every
``Game[P]``, whose methods never mention ``P``. A position leaves it only as ``object``
(what it is to a reader that cannot look inside): the table it shows, the steps that
animate a move and a move's notation are asked of the game, with the position handed back
(:meth:`PlayedGame.state`, :meth:`~PlayedGame.steps`, :meth:`~PlayedGame.format_move`),
and the game checks at run time that the position is of its own type. Code that needs the
game's rules and positions together (a solver run on a worker thread, the command line's
move parser) is written generic in ``P`` and handed to :meth:`PlayedGame.open`, which calls
it with the game seen as a :class:`GameOf` ``[P]`` (its rules, position and layout, typed):
:class:`UsesGame` is the type of such code.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Protocol, TypeVar

if TYPE_CHECKING:
    from collections.abc import Sequence

    from .clicks import Answer, ClickPolicy
    from .codes import GameCode
    from .history import Snapshot, Timeline
    from .moves import Move, PileId
    from .options import Value
    from .rules.base import Hint, Rules
    from .steps import Step
    from .table import TableLayout, TableShape, TableState
    from .text import Reason

P = TypeVar("P")
T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)


class GameOf(Protocol[P]):
    """A game in play seen with its position type ``P`` (what :meth:`PlayedGame.open` hands
    to generic code; every :class:`~paciencia.core.game.Game` ``[P]`` is one)."""

    @property
    def rules(self) -> Rules[P]: ...

    @property
    def position(self) -> P: ...

    @property
    def layout(self) -> TableLayout[P]: ...

    def own(self, pos: object) -> P:
        """``pos`` as one of this game's positions; TypeError if it is another game's."""
        ...


class UsesGame(Protocol[T_co]):
    """Code generic in the position type, run with a game's own types
    (:meth:`PlayedGame.open`): a function ``def f(game: GameOf[P]) -> T``, nested or not."""

    def __call__(self, game: GameOf[P], /) -> T_co: ...


class PlayedGame(ABC):
    """One deal in play, whatever its game (see the module text); every ``Game[P]`` is one.

    The attributes are the game's record (C-3, C-8, B-5): the code, the options it is played
    with, the deal order and the counters that say how it was played.
    """

    code: GameCode
    options: dict[str, Value]
    """The options this game is played with (look options may change under way)."""
    time_bonus: bool
    """C-9's setting, as it was when the game was dealt."""
    order: tuple[int, ...]
    """The cards in dealing order (K-14: a proven candidate's order when it was searched)."""
    undos: int
    hints: int
    solver_uses: int
    """Times the solver helped besides hints ("still winnable?", a solution played back): B-5."""
    solver_played: bool
    """The solver played moves of this game (a solution continued, a rewind to the last
    winnable position): its win is the solver's (B-5): assisted, no time bonus, no streak,
    no record and no place in the Top 5 (C-10)."""
    resigned: bool
    bonus: int
    proven: bool
    """"Solution proven" (K-14, P-10), set by whoever proved it."""

    # -- the state ------------------------------------------------------------------------
    @property
    @abstractmethod
    def history(self) -> Timeline[object]:
        """Every snapshot of the game so far (C-3), read-only: the game's own methods move in it."""

    @property
    @abstractmethod
    def position(self) -> object:
        """The current position, opaque: hand it back to :meth:`state` and its kin."""

    @property
    @abstractmethod
    def score(self) -> int: ...

    @property
    @abstractmethod
    def moves(self) -> int: ...

    @property
    @abstractmethod
    def won(self) -> bool: ...

    @property
    @abstractmethod
    def over(self) -> bool:
        """Won or resigned: no move is taken any more."""

    @property
    @abstractmethod
    def assisted(self) -> bool:
        """B-5: hints, undos or the solver's help were used (a win is then not clean)."""

    @property
    @abstractmethod
    def has_score(self) -> bool:
        """The game keeps a score (C-9)."""

    @property
    @abstractmethod
    def setting_options(self) -> dict[str, Value]:
        """The options that came from the settings, not the code (saved with the game)."""

    @abstractmethod
    def lost(self) -> Reason | None:
        """P-9: why the game ended lost by itself, if it did."""

    # -- playing ----------------------------------------------------------------------------
    @abstractmethod
    def play(self, move: Move, elapsed: float = 0.0) -> Snapshot[object]:
        """Play one move, then whatever the game does by itself (F-6, K-8); one undo step.
        Raises IllegalMove."""

    @abstractmethod
    def auto(self, elapsed: float = 0.0) -> Snapshot[object]:
        """The Auto command (K-8): refused (IllegalMove) when no card is safe."""

    @abstractmethod
    def play_sequence(self, moves: Sequence[Move], elapsed: float = 0.0, follow: bool = True) -> Snapshot[object]:
        """Play ``moves`` as one undo step (and, with ``follow``, what follows by itself)."""

    @abstractmethod
    def undo(self) -> Snapshot[object]: ...

    @abstractmethod
    def redo(self) -> Snapshot[object]: ...

    @abstractmethod
    def hint(self) -> Hint:
        """The rules' own hint (C-11); counts as one."""

    @abstractmethod
    def resign(self) -> None:
        """K-13: ends as a loss, keeps the points; counts no move."""

    @abstractmethod
    def restart(self) -> None:
        """Back to the deal with fresh counters ("Restart this deal")."""

    @abstractmethod
    def mistake_index(self) -> int | None:
        """P-7: the history index just before the move that first locked the deal, or None."""

    @abstractmethod
    def go_back_before_mistake(self) -> Snapshot[object]:
        """P-7: return to just before the locking move; counts as one undo."""

    @abstractmethod
    def go_back_to(self, index: int) -> Snapshot[object]:
        """Back to the earlier history ``index`` (B-1's rewind); each step back is an undo."""

    @abstractmethod
    def played_moves(self) -> list[Move]:
        """Every move from the deal to the current position."""

    @abstractmethod
    def notation(self) -> list[str]:
        """The moves so far in the game's notation (F-9 export)."""

    # -- what the rules say of the current position -------------------------------------------
    @abstractmethod
    def legal_moves(self) -> list[Move]: ...

    @property
    @abstractmethod
    def has_auto(self) -> bool:
        """The Auto command applies (:class:`~paciencia.core.capabilities.Autoplay`)."""

    @property
    @abstractmethod
    def has_stock(self) -> bool:
        """A stock that a click or Space works (:class:`~paciencia.core.capabilities.HasStock`)."""

    @abstractmethod
    def stock_move(self) -> Move | None:
        """The legal draw, recycle or deal; None when the game has no stock or it does nothing."""

    @abstractmethod
    def stock_refusal(self) -> Reason | None:
        """Why the stock does nothing now (None: the game has no stock)."""

    @property
    @abstractmethod
    def locks(self) -> bool:
        """The game can lock cards (P-7: :class:`~paciencia.core.capabilities.Locks`)."""

    @abstractmethod
    def locked_cards(self) -> list[str]:
        """P-7: piles whose card is locked; empty if none or the game locks nothing."""

    @abstractmethod
    def no_moves_warning(self) -> Reason | None:
        """K-11's warning when it applies to the position, else None."""

    @abstractmethod
    def end_figures(self) -> list[tuple[str, Reason, str]]:
        """The game's own figures on the end screen (P-11): ``(key, label, value)``."""

    @abstractmethod
    def format_position(self, index: int | None = None) -> str:
        """The position of history ``index`` (the current one when None) as the game writes it."""

    @abstractmethod
    def deal_reached(self) -> bool:
        """The history starts from the deal of :attr:`order` (not from a position put in a file)."""

    # -- the table ----------------------------------------------------------------------------
    @property
    @abstractmethod
    def layout(self) -> TableShape:
        """The game's table: its piles, in card units (built from its rules and options)."""

    @abstractmethod
    def look_changed(self) -> None:
        """The look options in :attr:`options` changed: the table reads them from now on."""

    @abstractmethod
    def state(self, pos: object | None = None) -> TableState:
        """The table that shows ``pos`` (one of this game's positions; the current one when
        None). TypeError for a position of another game."""

    @abstractmethod
    def steps(self, before: object, actions: tuple[Move, ...]) -> list[Step]:
        """The tables one step goes through from ``before`` (U-3): one per move of ``actions``."""

    @abstractmethod
    def step_tables(self, index: int) -> list[Step]:
        """The tables history step ``index`` went through (from snapshot ``index - 1``)."""

    @abstractmethod
    def format_move(self, before: object, move: Move) -> str:
        """``move`` in the game's notation, as played from ``before``."""

    @abstractmethod
    def click(self, policy: ClickPolicy, state: TableState, pile: PileId, index: int, tap_moves: bool) -> Answer:
        """What a tap on the table asks for (U-2), from ``policy`` reading the current position."""

    @abstractmethod
    def drop(self, policy: ClickPolicy, state: TableState, move: Move, tap_moves: bool) -> Answer:
        """What a drop of ``move`` asks for (U-2)."""

    # -- code generic in the position type ----------------------------------------------------
    @abstractmethod
    def open(self, use: UsesGame[T]) -> T:
        """``use(game)`` with this game as its ``Game[P]``: how generic code reaches the rules
        and the positions together (a search to run on the worker thread, a parser)."""
