"""What a tap or a drop on the table asks for (U-2), decided without Qt.

The UI's session hands a game's :class:`ClickPolicy` what the player did and
gets back an :class:`Answer`: a move to play, the stock to work, a message,
cards to shake, marks to show. The policy never changes the position and
never calls back into the UI; the session carries the answer out through the
game (C-4), so a policy can be tested without a window.

:class:`TapToBestPlace` is every game's policy unless its declaration names
another (Pyramid's pairs, P-5): a tap sends the card, or the run that starts
at it, to its best legal place (:mod:`paciencia.core.placement`); a drop asks
for exactly the move the player made.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Generic, TypeVar

from .moves import Move, PileId
from .placement import best_move
from .slotted import Frozen
from .text import QT_TRANSLATE_NOOP, Reason

if TYPE_CHECKING:
    from .rules.base import Rules
    from .table import TableLayout, TableState

P = TypeVar("P")

NO_PLACE = QT_TRANSLATE_NOOP("session", "That card has no place to go.")

CardRef = tuple[str, int]
"""A card by pile and index; index -1 is the pile's top card (or its empty slot)."""


class Answer(Frozen):
    """What a tap or a drop on the table asks for (U-2): a move, the stock, a word, a shake, marks."""

    __slots__ = ("move", "stock", "message", "shake", "glide_back", "marks", "transient")

    move: Move | None
    """Play this move."""
    stock: bool
    """Work the stock: draw, recycle or deal, whichever is legal (K-3, S-5, P-6)."""
    message: Reason | None
    """Say this in the status line."""
    shake: tuple[CardRef, ...]
    """These cards shake (a refusal); ``(pile, i)`` shakes the cards from ``i`` up."""
    glide_back: bool
    """Cards still in the air go back to their places (a refused drop)."""
    marks: bool
    """The policy's marks changed: show them again."""
    transient: bool
    """Some marks are only for a moment: call :meth:`ClickPolicy.end_transient` soon."""

    def __init__(
        self, move: Move | None = None, stock: bool = False, message: Reason | None = None,
        shake: tuple[CardRef, ...] = (), glide_back: bool = False, marks: bool = False,
        transient: bool = False,
    ) -> None:
        self.move, self.stock, self.message, self.shake = move, stock, message, shake
        self.glide_back, self.marks, self.transient = glide_back, marks, transient


class Marks(Frozen):
    """The cards a tap marks on the table (Pyramid's selection and partners, P-5)."""

    __slots__ = ("ring", "selected", "covering")

    ring: tuple[CardRef, ...]
    """Cards ringed as possible partners, or shown as covering another (P-5)."""
    selected: tuple[CardRef, ...]
    covering: tuple[CardRef, ...]
    """Cards that cover the one the player tried (P-5), drawn apart from the partners' ring."""

    def __init__(
        self, ring: tuple[CardRef, ...] = (), selected: tuple[CardRef, ...] = (),
        covering: tuple[CardRef, ...] = (),
    ) -> None:
        self.ring, self.selected, self.covering = ring, selected, covering


class TableView(Frozen, Generic[P]):
    """What a policy may read: the rules, the position, and the table as shown
    (:meth:`~paciencia.core.played.PlayedGame.click` makes one from the game)."""

    __slots__ = ("rules", "position", "state", "layout", "tap_moves")

    rules: Rules[P]
    position: P
    state: TableState
    layout: TableLayout[P]
    tap_moves: bool
    """The player's choice (T-1): a tap sends a card to its best place, or does nothing."""

    def __init__(
        self, rules: Rules[P], position: P, state: TableState, layout: TableLayout[P], tap_moves: bool = True,
    ) -> None:
        self.rules, self.position, self.state, self.layout = rules, position, state, layout
        self.tap_moves = tap_moves


class ClickPolicy:
    """Every game's default answers; a game's policy overrides what it does differently."""

    def click(self, table: TableView[P], pile: PileId, index: int) -> Answer:
        return Answer()

    def drop(self, table: TableView[P], move: Move) -> Answer:
        """A drag let go on another pile (or a keyboard put-down): that very move."""
        return Answer(move=move)

    def marks(self) -> Marks:
        return Marks()

    def clear(self) -> None:
        """Forget any selection: the position changed, or a new gesture began."""

    def end_transient(self) -> bool:
        """The moment of an :attr:`Answer.transient` mark is over; True if marks changed."""
        return False


class TapToBestPlace(ClickPolicy):
    def click(self, table: TableView[P], pile: PileId, index: int) -> Answer:
        layout, state = table.layout, table.state
        if layout.click_moves_stock(pile):
            return Answer(stock=True)
        if index < 0 or not table.tap_moves:
            return Answer()
        if not layout.can_grab(state, pile, index):
            return Answer(message=layout.grab_refusal(state, pile, index))
        cards = state.piles[pile]
        move = best_move(
            table.rules, table.position, pile, len(cards) - index, state.sizes(), state.tops(),
            {spec.pile: spec.kind for spec in layout.piles}, moving=cards[index][0],
        )
        if move is None:
            return Answer(message=Reason(NO_PLACE, context="session"), shake=((pile, index),))
        return Answer(move=move)
