"""What every game's rules provide (ARCHITECTURE style 3 and 5).

Positions are immutable tuples (cheap to copy, hash and compare); the rules
are functions of a position. The UI, the hints, the solvers and the command
line all go through these methods, so there is one truth.

One truth per rule (issue 26 §3)
--------------------------------
What may move is written once, per source pile: :meth:`Rules.moves_from`
lists every legal move that starts at one pile. Everything else about
legality is derived from it:

* :meth:`Rules.legal_moves` is the union of ``moves_from`` over
  :meth:`Rules.sources` (the game's piles, in the order the list keeps: by
  source, and within a source in ``moves_from``'s order). A game may list
  both with one loop over a tuple of sources (its ``_moves``), so that what
  every source reads (the column tops, the empty columns) is found once for
  all; that is still the one generator, and the tests check the union;
* :meth:`Rules.is_legal` and :meth:`Rules.apply` ask ``move in
  moves_from(pos, move.src)``: a few microseconds, so replaying a long saved
  game through the rules stays cheap;
* :meth:`Rules.why_illegal` is ``None`` exactly when the move is legal; only
  on a refusal does it run the game's :meth:`Rules.explain_refusal`, which
  chooses the words (C-4) and is never the judge. Should the words find no
  fault in a move the rules refused, the refusal says :data:`NOT_ALLOWED`
  rather than nothing; ``tests/core/test_rule_truth.py`` plays every
  registered game at random and checks that this never happens.

Documented exceptions: a solver's inner loop may generate moves its own way
(Klondike's ``solver_moves`` and ``complete_moves``, FreeCell's ``compact``
and ``expand``, Spider's ``compact`` and the look-ahead's ``meaningful_moves``,
Pyramid's ``search``), because it is measured and runs millions of times;
what it finds is replayed through :meth:`Rules.apply` (or checked against
:meth:`Rules.legal_moves` by a test) before anyone sees it.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable, Iterable, Sequence
from typing import Any, ClassVar, Generic, NamedTuple, TypeVar

from ..kinds import HintKind
from ..moves import IllegalMove, Move, MoveResult
from ..notation import NotationError
from ..text import QT_TRANSLATE_NOOP, Reason

P = TypeVar("P")

__all__ = ["NOT_ALLOWED", "Hint", "NotationError", "Rules", "no_progress", "no_way_out"]


class Hint(NamedTuple):
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
NOT_ALLOWED = QT_TRANSLATE_NOOP("rules", "That move is not allowed.")
"""The refusal's words when a game's explanation finds no fault (a bug the tests look for)."""


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

    # -- moves (see the module docstring) ------------------------------
    @abstractmethod
    def sources(self, pos: P) -> Iterable[str]:
        """The piles a move may start from, in the order :meth:`legal_moves` lists their
        moves. A pile that gives no move may be listed; one that gives some may not be
        left out."""

    @abstractmethod
    def moves_from(self, pos: P, src: str) -> Sequence[Move]:
        """Every legal move from the pile ``src``, in a stable order; none from a pile
        that has none or does not exist. The one place a game says what may move."""

    def legal_moves(self, pos: P) -> list[Move]:
        """Every legal move: :meth:`moves_from` of each of :meth:`sources` in turn (a game
        may override this only to list the same moves with work shared between sources)."""
        moves: list[Move] = []
        for src in self.sources(pos):
            moves += self.moves_from(pos, src)
        return moves

    def is_legal(self, pos: P, move: Move) -> bool:
        return move in self.moves_from(pos, move.src)

    def why_illegal(self, pos: P, move: Move) -> Reason | None:
        """``None`` if ``move`` is legal, else the reason a person reads (C-4)."""
        if move in self.moves_from(pos, move.src):
            return None
        return self.refusal(pos, move)

    def refusal(self, pos: P, move: Move) -> Reason:
        """The words for a move known to be illegal (never None)."""
        return self.explain_refusal(pos, move) or Reason(NOT_ALLOWED)

    @abstractmethod
    def explain_refusal(self, pos: P, move: Move) -> Reason | None:
        """Why the rules refuse ``move`` (asked only when :meth:`moves_from` does not list
        it): the first fault found, in the words a person reads. ``None`` means no fault
        was found, which the property tests treat as a bug."""

    @abstractmethod
    def apply_unchecked(self, pos: P, move: Move) -> MoveResult[P]:
        """Apply a move known to be legal (solvers use this after legal_moves)."""

    def apply(self, pos: P, move: Move) -> MoveResult[P]:
        if move not in self.moves_from(pos, move.src):
            raise IllegalMove(self.refusal(pos, move), move)
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
