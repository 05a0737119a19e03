"""Games played onto the waste (issue 34: TriPeaks TP-1…TP-9, Golf GF-1…GF-8), written once.

The table's cards lie in *slots*, each covered by some others (TriPeaks' peaks, Golf's
columns); a slot's card is *free* once every slot covering it is empty. The player's piles
are groups of slots (a TriPeaks card, a Golf column: its slots bottom first), whose top
card plays. A free card goes onto the waste when the waste's :class:`~.builds.Build` takes
it (one rank up or down; the games' options change which); the stock turns one card onto the
waste, once through. The deal is won when every slot is empty and lost when the stock is
empty and no free card fits (the loss by itself of TP-5, GF-4).

What differs between the two games is data (a :class:`Shape`, a build, the words) and two
scoring hooks of :class:`WasteRules`. The moves and their refusals come from the kit's
roles (a :class:`Free` reserve per pile, the :class:`~.roles.Waste`, the
:class:`~.roles.Stock`); the exact search is :mod:`.onto_waste_search`.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import ClassVar, Final, NamedTuple

from ..cards import RANK, id_text
from ..kinds import HintKind
from ..moves import STOCK_PILE, WASTE_PILE, Move, MoveResult, PileId
from ..notation import NotationError, cards_text, check_cards, parse_cards, read_sections, section_text
from ..rules.base import Hint, Rules, no_progress
from ..rules.common import pretty
from ..text import QT_TRANSLATE_NOOP, Reason
from . import words
from .board import Board
from .builds import UP_OR_DOWN, UP_OR_DOWN_ROUND, Build
from .pile import Spot, View
from .roles import Reserve, Stock, Waste
from .words import BoardWords, ReserveWords, say

DRAW: Final = Move(STOCK_PILE, WASTE_PILE)

NOTHING_ON_KING = QT_TRANSLATE_NOOP("rules", "Nothing goes on a King in this game: draw from the stock.")
COVERED = QT_TRANSLATE_NOOP("rules", "That card is covered: it plays once the cards lying on it have gone.")
NO_SUCH_PILE = QT_TRANSLATE_NOOP("rules", "There is no pile {pile} in this game.")
LOST = QT_TRANSLATE_NOOP("rules", "The stock is empty and no card fits the waste.")
STOCK_ONCE = QT_TRANSLATE_NOOP("rules", "The stock is turned only once: the waste never goes back.")
STOCK_EMPTY = QT_TRANSLATE_NOOP("rules", "The stock is empty.")
HINT_UNCOVER = QT_TRANSLATE_NOOP("rules", "Play {card}: it uncovers a face-down card.")
HINT_CHAIN = QT_TRANSLATE_NOOP("rules", "Play {card}: {next} can follow it.")
HINT_PLAY = QT_TRANSLATE_NOOP("rules", "Play {card} onto the waste.")
HINT_DRAW = QT_TRANSLATE_NOOP("rules", "Draw a card from the stock.")
CARDS_LEFT = QT_TRANSLATE_NOOP("end", "Cards left in the stock:")

STOCK_WORDS: Final = words.STOCK.but(
    empty=STOCK_EMPTY, not_empty=STOCK_ONCE, nothing_to_recycle=STOCK_ONCE, pass_limit=STOCK_ONCE,
)
"""The stock and waste of these games: one pass, nothing recycled (TP-4, GF-3)."""
BOARD_WORDS: Final = BoardWords(
    no_such_source=NO_SUCH_PILE, no_such_destination=NO_SUCH_PILE, same_pile=words.SAME_PILE,
    bad_count=words.BAD_COUNT,
)


def _one_apart_below_king(lower: int, upper: int) -> bool:
    return RANK[lower] != 13 and abs(RANK[upper] - RANK[lower]) == 1


def _king_stops_refusal(lower: int, upper: int) -> Reason:
    if RANK[lower] == 13:
        return say(NOTHING_ON_KING)
    return UP_OR_DOWN.refusal(lower, upper)


KING_STOPS: Final = Build(_one_apart_below_king, _king_stops_refusal, words.NOT_A_RANK_RUN)
"""One rank up or down, but nothing on a King (Golf's default, GF-2)."""


def waste_build(wrap: bool, on_kings: bool = True) -> Build:
    """The waste's build: K–A wrap (an Ace and a King neighbours), else one rank apart, with
    nothing on a King unless ``on_kings`` (GF-2's Queen on a King; TP-3 always)."""
    if wrap:
        return UP_OR_DOWN_ROUND
    return UP_OR_DOWN if on_kings else KING_STOPS


class Shape:
    """Where a game's table cards lie: its piles (ids), each pile's slots bottom first, and
    the slots covering each slot. ``hidden``: a covered card lies face down (TP-2)."""

    __slots__ = ("piles", "slots_of", "covers", "cover_mask", "pile_of", "hidden", "size")

    def __init__(
        self, piles: Sequence[PileId], slots_of: Sequence[Sequence[int]], covers: Sequence[Sequence[int]], hidden: bool
    ) -> None:
        self.piles = tuple(piles)
        self.slots_of = tuple(tuple(s) for s in slots_of)
        self.covers = tuple(tuple(c) for c in covers)
        self.size = len(self.covers)
        self.cover_mask = tuple(sum(1 << c for c in cs) for cs in self.covers)
        self.pile_of = tuple(next(i for i, s in enumerate(self.slots_of) if k in s) for k in range(self.size))
        self.hidden = hidden

    def top(self, mask: int, pile: int) -> int | None:
        """The slot of the pile's top card, or None when the pile is empty."""
        for k in reversed(self.slots_of[pile]):
            if mask >> k & 1:
                return k
        return None

    def free(self, mask: int, k: int) -> bool:
        return bool(mask >> k & 1) and not mask & self.cover_mask[k]

    def face_up(self, mask: int, k: int) -> bool:
        return not self.hidden or not mask & self.cover_mask[k]


class WastePosition(NamedTuple):
    table: tuple[int, ...]
    """The card of each slot, -1 once it has gone to the waste."""
    mask: int
    """Bit k set while slot k holds its card."""
    stock: tuple[int, ...]
    """Face down; ``stock[0]`` turns next."""
    waste: tuple[int, ...]
    """Top last; never empty (one card starts it)."""
    chain: int = 0
    """Table cards played since the deal or the last draw (TP-6's chain)."""


class Free(Reserve):
    """A pile of the table whose top card plays once no card covers it (TP-1): the view says a
    covered card is not face up to be played (its ``face_up_from`` is the pile's length)."""

    def most(self, view: View, spot: Spot) -> int:
        n = len(view.cards(spot))
        return 1 if n and view.face_up_from(spot) < n else 0

    def give(self, view: View, spot: Spot, count: int, to: Spot) -> Reason | None:
        why = super().give(view, spot, count, to)
        if why is None and view.face_up_from(spot) >= len(view.cards(spot)):
            return say(COVERED)
        return why


class WasteView:
    """A position as the kit's roles read it."""

    __slots__ = ("pos", "shape")

    def __init__(self, pos: WastePosition, shape: Shape) -> None:
        self.pos = pos
        self.shape = shape

    def cards(self, spot: Spot) -> Sequence[int]:
        if spot.id == "waste":
            return self.pos.waste
        if spot.id == "stock":
            return self.pos.stock
        table, mask = self.pos.table, self.pos.mask
        return tuple(table[k] for k in self.shape.slots_of[spot.ordinal] if mask >> k & 1)

    def face_up_from(self, spot: Spot) -> int:
        if spot.id == "waste":
            return 0
        if spot.id == "stock":
            return len(self.pos.stock)
        shape, mask = self.shape, self.pos.mask
        top = shape.top(mask, spot.ordinal)
        n = len(self.cards(spot))
        return n if top is None or not shape.free(mask, top) else 0

    def passes(self) -> int:
        return 1


def board(shape: Shape, build: Build, says: ReserveWords) -> Board:
    """The table's piles (each a :class:`Free` reserve), the waste building by ``build``, the stock."""
    return Board(
        (
            *(Spot(p, i, Free(says)) for i, p in enumerate(shape.piles)),
            Spot(WASTE_PILE, 0, Waste(1, STOCK_WORDS, build)),
            Spot(DRAW.src, 0, Stock(STOCK_WORDS)),
        ),
        BOARD_WORDS,
    )


class WasteRules(Rules[WastePosition]):
    """The rules both games share; a game gives its shape, build, words and scoring hooks."""

    has_score: ClassVar[bool] = True
    time_bonus_base = 0  # TP-6, GF-5: no time bonus
    DRAW_POINTS: ClassVar[int] = 0

    def __init__(self, shape: Shape, build: Build, says: ReserveWords) -> None:
        self.shape = shape
        self.build = build
        self.board = board(shape, build, says)
        self._sources = (*shape.piles, DRAW.src)
        self._pile_index = {p: i for i, p in enumerate(shape.piles)}

    # -- scoring hooks ----------------------------------------------------------------
    def card_points(self, before: WastePosition, slot: int, after: WastePosition) -> int:
        """Points for the table card of ``slot`` played from ``before`` to ``after``."""
        return 0

    # -- the deal and the moves -----------------------------------------------------------
    def deal(self, order: Sequence[int]) -> WastePosition:
        n = self.shape.size
        return WastePosition(tuple(order[:n]), (1 << n) - 1, tuple(order[n + 1:]), (order[n],))

    def sources(self, pos: WastePosition) -> tuple[str, ...]:
        return self._sources

    def moves_from(self, pos: WastePosition, src: str) -> list[Move]:
        return self.board.moves_from(WasteView(pos, self.shape), src)

    def explain_refusal(self, pos: WastePosition, move: Move) -> Reason | None:
        return self.board.refusal(WasteView(pos, self.shape), move)

    def slot_of(self, pos: WastePosition, move: Move) -> int:
        """The slot whose card ``move`` plays (a move from a table pile)."""
        top = self.shape.top(pos.mask, self._pile_index[move.src])
        assert top is not None, "a legal move plays a card"
        return top

    def apply_unchecked(self, pos: WastePosition, move: Move) -> MoveResult[WastePosition]:
        if move.src == DRAW.src:
            after = WastePosition(pos.table, pos.mask, pos.stock[1:], pos.waste + pos.stock[:1], 0)
            return MoveResult(after, self.DRAW_POINTS, 1)
        k = self.slot_of(pos, move)
        table = list(pos.table)
        card, table[k] = table[k], -1
        after = WastePosition(tuple(table), pos.mask & ~(1 << k), pos.stock, pos.waste + (card,), pos.chain + 1)
        return MoveResult(after, self.card_points(pos, k, after), 1)

    def is_won(self, pos: WastePosition) -> bool:
        return not pos.mask

    def plays(self, pos: WastePosition) -> list[Move]:
        """The legal moves of table cards onto the waste."""
        return [m for m in self.legal_moves(pos) if m.src != DRAW.src]

    def lost(self, pos: WastePosition) -> Reason | None:
        """TP-5, GF-4: cards left on the table, the stock empty, no free card fits the waste."""
        if not pos.mask or pos.stock or self.plays(pos):
            return None
        return Reason(LOST)

    def key(self, pos: WastePosition) -> Hashable:
        return (pos.mask, len(pos.stock), pos.waste[-1], pos.chain)

    def stock_move(self, pos: WastePosition) -> Move | None:
        return DRAW if pos.stock else None

    def stock_refusal(self, pos: WastePosition) -> Reason:
        return Reason(STOCK_EMPTY)

    def can_recycle(self, pos: WastePosition) -> bool:
        """One pass (TP-4, GF-3): the empty stock shows "no more passes"."""
        return False

    # -- help ---------------------------------------------------------------------------
    def hint(self, pos: WastePosition) -> Hint:
        """TP-7, GF-6: a card that uncovers a face-down card; one after which a card the player
        sees can follow; any card; a draw. Never reads a face-down card (C-6)."""
        if not pos.mask:
            return no_progress()
        shape, mask = self.shape, pos.mask
        plays = self.plays(pos)
        fits = self.build.table
        best: tuple[int, Move, Reason] | None = None
        for move in plays:
            k = self.slot_of(pos, move)
            card = pos.table[k]
            after = mask & ~(1 << k)
            uncovers = shape.hidden and any(
                after >> j & 1 and k in shape.covers[j] and not after & shape.cover_mask[j]
                for j in range(shape.size)
            )
            follow = next(
                (pos.table[j] for j in range(shape.size)
                 if j != k and shape.free(after, j) and shape.face_up(mask, j) and fits[card][pos.table[j]]),
                None,
            )
            if uncovers:
                found = (0, move, Reason(HINT_UNCOVER, card=pretty(card)))
            elif follow is not None:
                found = (1, move, Reason(HINT_CHAIN, card=pretty(card), next=pretty(follow)))
            else:
                found = (2, move, Reason(HINT_PLAY, card=pretty(card)))
            if best is None or found[0] < best[0]:
                best = found
        if best is not None:
            return Hint(HintKind.MOVE, best[1], best[2])
        if pos.stock:
            return Hint(HintKind.DRAW, DRAW, Reason(HINT_DRAW))
        return Hint(HintKind.NO_WAY_OUT, None, Reason(LOST))

    def end_figures(self, pos: WastePosition) -> list[tuple[str, Reason, str]]:
        return [("stock", Reason(CARDS_LEFT, context="end"), str(len(pos.stock)))]

    # -- notation ---------------------------------------------------------------------
    def format_move(self, pos: WastePosition, move: Move) -> str:
        return "d" if move.src == DRAW.src else str(self._pile_index[move.src] + 1)

    def parse_move(self, pos: WastePosition, text: str) -> Move:
        text = text.strip().lower()
        if text == "d":
            return DRAW
        if text.isdigit() and 1 <= int(text) <= len(self.shape.piles):
            return Move(self.shape.piles[int(text) - 1], WASTE_PILE)
        raise NotationError(f"not a move of this game: {text[:20]!r} (d draws, 1 to {len(self.shape.piles)} plays)")

    def pile_cards(self, pos: WastePosition, pile: int) -> tuple[int, ...]:
        return tuple(pos.table[k] for k in self.shape.slots_of[pile] if pos.mask >> k & 1)

    def format_position(self, pos: WastePosition) -> str:
        lines = [
            section_text("stock", cards_text(pos.stock)),
            section_text("waste", cards_text(pos.waste)),
            section_text("chain", str(pos.chain)),
        ]
        lines += [section_text(p, cards_text(self.pile_cards(pos, i))) for i, p in enumerate(self.shape.piles)]
        return "\n".join(lines)

    def parse_position(self, text: str) -> WastePosition:
        shape = self.shape
        values = read_sections(text, ("stock", "waste", "chain", *shape.piles), self.game_id, required=("waste",))
        table = [-1] * shape.size
        for i, p in enumerate(shape.piles):
            cards = parse_cards(values.get(p, ""), p)
            if len(cards) > len(shape.slots_of[i]):
                raise NotationError(f"{p} holds at most {len(shape.slots_of[i])} cards")
            for k, card in zip(shape.slots_of[i], cards, strict=False):
                table[k] = card
        mask = sum(1 << k for k, c in enumerate(table) if c >= 0)
        for k in range(shape.size):
            if not mask >> k & 1 and mask & shape.cover_mask[k]:
                raise NotationError(f"{shape.piles[shape.pile_of[k]]}: a card has gone from under another")
        chain = values.get("chain", "0")
        if not chain.isdigit():
            raise NotationError(f"chain: {chain[:20]!r} is not a count")
        pos = WastePosition(tuple(table), mask, parse_cards(values.get("stock", ""), "stock"),
                            parse_cards(values["waste"], "waste"), int(chain))
        if not pos.waste:
            raise NotationError("the waste always holds a card")
        check_cards(self.cards(pos), range(52))
        return pos

    def card_json(self, pos: WastePosition, k: int) -> str | None:
        """A slot's card for ``--format json``: None once gone, in brackets while face down."""
        if not pos.mask >> k & 1:
            return None
        text = id_text(pos.table[k])
        return text if self.shape.face_up(pos.mask, k) else f"[{text}]"

    def position_json(self, pos: WastePosition) -> dict[str, object]:
        """Every pile's cards: the table's piles by id (bottom first; a face-down card in
        brackets), the stock in turning order (face down, in brackets), the waste top last."""
        piles = {
            p: [text for k in self.shape.slots_of[i] if (text := self.card_json(pos, k)) is not None]
            for i, p in enumerate(self.shape.piles)
        }
        return {
            "game": self.game_id,
            "piles": piles,
            "stock": [f"[{id_text(c)}]" for c in pos.stock],
            "waste": [id_text(c) for c in pos.waste],
            "chain": pos.chain,
        }

    def cards(self, pos: WastePosition) -> list[int]:
        return [c for c in pos.table if c >= 0] + list(pos.stock) + list(pos.waste)
