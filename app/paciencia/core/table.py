"""How a game's table is laid out, in card units (ARCHITECTURE: KPatience's piles).

One unit is a card's width; a card is :data:`CARD_H` units tall. A layout
declares its piles (id, place, fan direction, role) and reads the game's
position into a :class:`TableState`: what is on each pile, face up or not,
and the texts under piles. That is display data only: which moves are legal
is always asked of the rules, never decided here.

No Qt here: a game's layout lives in its own package (``table.py``) and the
UI's scene turns it into pixels (``ui/scene/geometry.py``). Texts are
:class:`~paciencia.core.text.Reason` values the scene translates.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Generic, TypeVar

from .capabilities import InPlay, LimitedPasses
from .kinds import Grab, PileKind, StepKind
from .moves import Move, PileId
from .slotted import Frozen, Slotted
from .text import QT_TRANSLATE_NOOP, Reason

if TYPE_CHECKING:
    from .options import Options
    from .rules.base import Rules

CARD_H = 1.4

P = TypeVar("P")


class PileSpec(Frozen):
    """One pile of a game's table: where it lies, its kind, how its cards fan out."""

    __slots__ = (
        "pile", "x", "y", "kind", "fan", "fan_down", "fan_last", "fan_group", "compress", "role", "slot",
        "anchor_bottom", "grab", "labelled", "named_by_label",
    )

    pile: PileId
    x: float
    y: float
    kind: PileKind
    fan: tuple[float, float]
    """Offset of each face-up card from the one under it, in units."""
    fan_down: tuple[float, float] | None
    """Offset after a face-down card (tighter); defaults to :attr:`fan`."""
    fan_last: int
    """If > 0, only the last N cards are fanned (Klondike draw-3 waste); the rest stack."""
    fan_group: int
    """If > 0, the fan steps only between packets of this many cards (Spider's stock, runs)."""
    compress: bool
    """Shrink the fan so the pile stays above the bottom of the view (U-4)."""
    role: str
    """What an empty slot shows: a suit symbol, "A", "K", "↻"…"""
    slot: bool
    """Draw an outline where the pile is when it is empty."""
    anchor_bottom: bool
    """The pile sits at the bottom of the view (Spider's stock row): its card's bottom
    edge ``y`` units above the room kept there for its label. Fans stop above it."""
    grab: Grab
    """Which cards may be picked up: the top card, a run of face-up cards, none."""
    labelled: bool
    """A line of text shows under the pile ("Pass 2/3"): the rows below it move down
    when the gap the layout leaves is too small for the line (a larger font, small cards)."""
    named_by_label: bool
    """The text under the pile is what it is called (Spider's runs: "3/8 runs"): screen
    readers and the playback's words name it so, as the player sees it."""

    def __init__(
        self, pile: PileId, x: float, y: float, kind: PileKind, fan: tuple[float, float] = (0.0, 0.0),
        fan_down: tuple[float, float] | None = None, fan_last: int = 0, fan_group: int = 0,
        compress: bool = False, role: str = "", slot: bool = True, anchor_bottom: bool = False,
        grab: Grab = "top", labelled: bool = False, named_by_label: bool = False,
    ) -> None:
        self.pile, self.x, self.y, self.kind, self.fan, self.fan_down = pile, x, y, kind, fan, fan_down
        self.fan_last, self.fan_group, self.compress, self.role = fan_last, fan_group, compress, role
        self.slot, self.anchor_bottom, self.grab, self.labelled = slot, anchor_bottom, grab, labelled
        self.named_by_label = named_by_label


class TableState(Slotted):
    """What the table shows: every pile's cards bottom first, as (card id, face up).

    ``labels``: text under a pile (pass counter, deals left); ``badges``: a small figure on a
    pile (a number: not translated); ``lit`` (P-3): the piles whose top card is in play, drawn
    lit, every other face-up card drawn dim (None: the game lights no card, and every card is
    drawn alike); ``covers`` (P-3, P-5): the piles whose cards lie on a pile's card (what its
    accessible name says); ``spent``: stocks that will never be turned over again
    (:meth:`TableLayout.spent_stocks`), whose empty place shows "no more passes" instead of
    their role. Slotted rather than a dataclass: every launch makes the class (issue 38)."""

    __slots__ = ("piles", "labels", "badges", "lit", "covers", "spent")

    def __init__(self, piles: dict[str, tuple[tuple[int, bool], ...]], labels: dict[str, Reason] | None = None,
                 badges: dict[str, str] | None = None, lit: frozenset[str] | None = None,
                 covers: dict[str, tuple[str, ...]] | None = None, spent: frozenset[str] = frozenset()) -> None:
        self.piles = piles
        self.labels: dict[str, Reason] = labels if labels is not None else {}
        self.badges: dict[str, str] = badges if badges is not None else {}
        self.lit = lit
        self.covers: dict[str, tuple[str, ...]] = covers if covers is not None else {}
        self.spent = spent

    def with_piles(self, piles: dict[str, tuple[tuple[int, bool], ...]]) -> TableState:
        """The same marks over other cards."""
        return TableState(piles, self.labels, self.badges, self.lit, self.covers, self.spent)

    def top(self, pile: str) -> int | None:
        cards = self.piles.get(pile, ())
        return cards[-1][0] if cards else None

    def sizes(self) -> dict[str, int]:
        return {p: len(c) for p, c in self.piles.items()}

    def tops(self) -> dict[str, int | None]:
        return {p: (c[-1][0] if c else None) for p, c in self.piles.items()}


class TableShape:
    """A game's piles and what the table may do with them without reading a position: where
    each pile lies, what a gesture may pick up, how a move is animated. This is what the
    scene, the geometry and the readers hold (non-generic: they draw any game's table);
    :class:`TableLayout` adds how a position is read, for the game that knows its type.
    """

    width = 9.0
    """Units the table needs across: its columns and the margins at both sides."""
    height = 5.0
    """Units the table needs down: its rows, with the columns as dealt at their full
    fan steps. Cards are as large as ``width`` and ``height`` allow in the window (U-4);
    a column longer than the deal squeezes its fan, so nothing is kept in reserve (the
    cards shrink only for a column whose face-up steps would hide the corner index)."""

    grows = True
    """Columns grow down, so the table keeps to the top of the view and the room below
    the rows goes to the fans; False (Pyramid): nothing grows, and the piles spread
    over the view both ways."""

    keyboard_carries = True
    """Enter picks cards up and carries them (C-12); False: Enter on a card is a click
    (games where a card is chosen, not moved: Pyramid's pairs)."""

    options: Options
    """The game's full option values: look options (Pyramid's A/J/Q/K values) change what
    the table shows."""
    piles: list[PileSpec]
    by_id: dict[str, PileSpec]

    def can_grab(self, state: TableState, pile: str, index: int) -> bool:
        """May the player pick up the cards from ``index`` up? (display rule only)."""
        spec = self.by_id.get(pile)
        cards = state.piles.get(pile, ())
        if spec is None or not 0 <= index < len(cards):
            return False
        if spec.grab == "none" or not all(up for _, up in cards[index:]):
            return False
        return spec.grab == "run" or index == len(cards) - 1

    def grab_refusal(self, state: TableState, pile: str, index: int) -> Reason | None:
        """Why a tap on a card that cannot be picked up deserves a word, if it does."""
        return None

    def click_moves_stock(self, pile: str) -> bool:
        """A click on this pile works the stock (draw, recycle, deal): the pile declared a stock."""
        spec = self.by_id.get(pile)
        return spec is not None and spec.kind == PileKind.STOCK

    def pile_of(self, kind: PileKind) -> str | None:
        """The first pile of ``kind`` (the stock, the discard pile…), or None: the game has none."""
        return next((spec.pile for spec in self.piles if spec.kind == kind), None)

    def step_kind(self, move: Move) -> StepKind:
        """How a move is animated (U-3), from the kinds of the piles it joins: a move from or
        to the stock is a draw or a recycle, or a deal when it goes to no one pile of the
        table (Spider's, onto every column)."""
        src, dst = self.by_id.get(move.src), self.by_id.get(move.dst)
        if PileKind.STOCK in (src.kind if src else None, dst.kind if dst else None):
            return StepKind.DEAL if dst is None else StepKind.STOCK
        return StepKind.MOVE

    def card_badges(self) -> dict[int, str]:
        """Small figures drawn beside cards, by card id (P-2's values)."""
        return {}


class TableLayout(TableShape, Generic[P]):
    """A game's piles and how its positions (``P``) are read. Subclasses fill these in.

    ``options`` are the game's full option values: look options (Pyramid's A/J/Q/K
    values) change what the table shows.
    """

    def __init__(self, rules: Rules[P], options: Options | None = None) -> None:
        self.rules = rules
        self.options = options or {}
        self.piles = self.build()
        self.by_id = {p.pile: p for p in self.piles}

    def build(self) -> list[PileSpec]:
        raise NotImplementedError

    def state(self, pos: P) -> TableState:
        """The position as shown; a layout with a stock gives it :meth:`spent_stocks`."""
        raise NotImplementedError

    def spent_stocks(self, pos: P) -> frozenset[str]:
        """The stocks no recycle is left for, as the rules say (K-3, P-6): once empty, they
        stay empty."""
        rules = self.rules
        if isinstance(rules, LimitedPasses) and not rules.can_recycle(pos):
            return frozenset(p.pile for p in self.piles if p.kind == PileKind.STOCK)
        return frozenset()

    def light(self, pos: P, state: TableState) -> TableState:
        """``state`` with the rules' light (P-3) when they say which cards are in play
        (:class:`~paciencia.core.capabilities.InPlay`), and what covers each card of a
        triangle that is not; unchanged for rules that light nothing."""
        if isinstance(self.rules, InPlay):
            state.lit = frozenset(self.rules.in_play(pos))
            state.covers = {
                spec.pile: covers
                for spec in self.piles
                if spec.kind == PileKind.TRIANGLE and spec.pile not in state.lit and state.piles.get(spec.pile)
                and (covers := self.rules.covered_by(pos, spec.pile))
            }
        return state


def row(n: int, x0: float, gap: float) -> list[float]:
    return [x0 + i * (1 + gap) for i in range(n)]


SUIT_SYMBOLS = ("♣", "♦", "♥", "♠")


PASS_OF = QT_TRANSLATE_NOOP("table", "Pass {n}/{limit}")


def pass_text(number: int, limit: int) -> Reason:
    """K-3: "Pass 2/3" under a stock with a pass limit."""
    return Reason(PASS_OF, context="table", n=number, limit=limit)
