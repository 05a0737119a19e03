"""What every game's rules provide (ARCHITECTURE style 3 and 5).

Positions are immutable tuples (cheap to copy, hash and compare); the rules
are functions of a position. The UI, the hints, the solvers and the command
line all go through these methods, so there is one truth.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar

from ..kinds import HintKind
from ..moves import IllegalMove, Move, MoveResult
from ..notation import NotationError
from ..text import QT_TRANSLATE_NOOP, Reason

P = TypeVar("P")

__all__ = ["Hint", "NotationError", "Rules", "no_progress", "no_way_out"]


@dataclass(frozen=True, slots=True)
class Hint:
    """Answer to the hint command (C-11).

    kind: ``move`` (play :attr:`move`), ``draw`` (the stock; :attr:`move` is
    the draw/deal/recycle move), ``no_progress`` (legal moves exist but none
    brings progress) or ``no_way_out`` (the position has no way out).
    """

    kind: HintKind
    move: Move | None
    message: Reason


NO_PROGRESS = QT_TRANSLATE_NOOP("rules", "No move brings progress.")
NO_WAY_OUT = QT_TRANSLATE_NOOP("rules", "No moves left: this game has no way out.")


def no_way_out() -> Hint:
    return Hint(HintKind.NO_WAY_OUT, None, Reason(NO_WAY_OUT))


def no_progress() -> Hint:
    return Hint(HintKind.NO_PROGRESS, None, Reason(NO_PROGRESS))


class Rules(ABC, Generic[P]):
    """One game's rules for one set of options.

    What only some games do (Auto, a stock, locks, a loss by itself, the
    no-moves warning) is not here: see :mod:`paciencia.core.capabilities`.
    """

    game_id: ClassVar[str]
    """The id of the game these rules are for (its :class:`~paciencia.core.declaration.GameInfo`)."""
    has_score: ClassVar[bool] = True
    time_bonus_base: int = 700
    """B of the C-9 time bonus; 0 for games without a score."""

    # -- the deal -------------------------------------------------------
    @abstractmethod
    def deal(self, order: Sequence[int]) -> P:
        """The starting position for cards in dealing order (``order[0]`` first)."""

    # -- moves ----------------------------------------------------------
    @abstractmethod
    def legal_moves(self, pos: P) -> list[Move]:
        """Every legal move, in a stable order."""

    @abstractmethod
    def why_illegal(self, pos: P, move: Move) -> Reason | None:
        """``None`` if ``move`` is legal, else the reason a person reads (C-4)."""

    @abstractmethod
    def apply_unchecked(self, pos: P, move: Move) -> MoveResult[P]:
        """Apply a move known to be legal (solvers use this after legal_moves)."""

    def apply(self, pos: P, move: Move) -> MoveResult[P]:
        why = self.why_illegal(pos, move)
        if why is not None:
            raise IllegalMove(why, move)
        return self.apply_unchecked(pos, move)

    @abstractmethod
    def is_won(self, pos: P) -> bool: ...

    def key(self, pos: P) -> Hashable:
        """A cheap hashable key; positions equal for play have equal keys."""
        return pos  # type: ignore[return-value,unused-ignore]

    # -- help -----------------------------------------------------------
    @abstractmethod
    def hint(self, pos: P) -> Hint: ...

    def automatic_moves(self, pos: P) -> list[Move]:
        """Moves the game makes by itself after the player's move (F-6, K-8
        auto-finish), played one at a time as ordinary moves."""
        return []

    # -- notation -------------------------------------------------------
    @abstractmethod
    def format_move(self, pos: P, move: Move) -> str:
        """The move in the game's notation, as played from ``pos``."""

    @abstractmethod
    def parse_move(self, pos: P, text: str) -> Move:
        """Read one move in the game's notation; raise NotationError."""

    @abstractmethod
    def format_position(self, pos: P) -> str: ...

    @abstractmethod
    def parse_position(self, text: str) -> P: ...

    @abstractmethod
    def position_json(self, pos: P) -> dict[str, Any]: ...

    @abstractmethod
    def cards(self, pos: P) -> list[int]:
        """Every card in the position, wherever it is (for conservation checks)."""

    def end_figures(self, pos: P) -> list[tuple[str, Reason, str]]:
        """Figures the end screen shows for this game besides the common ones (P-11):
        ``(key, label, value)``."""
        return []

    def status(self, pos: P) -> dict[str, Any]:
        """Figures the table shows besides the cards (pass count, deals left…)."""
        return {}
