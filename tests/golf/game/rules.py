"""Golf's position and rules (see the package docstring), on the kit of pile roles: its columns
are reserves, its waste builds one rank up or down, its talon turns one card at a time."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, ClassVar, NamedTuple

from paciencia.core.cards import Card
from paciencia.core.kinds import HintKind
from paciencia.core.kit import words
from paciencia.core.kit.board import Board
from paciencia.core.kit.builds import UP_OR_DOWN, UP_OR_DOWN_ROUND
from paciencia.core.kit.pile import Spot
from paciencia.core.kit.roles import Reserve, Stock, Waste
from paciencia.core.moves import Move, MoveResult
from paciencia.core.notation import (
    NotationError,
    cards_text,
    check_cards,
    parse_cards,
    read_sections,
    section_text,
)
from paciencia.core.rules.base import Hint, Rules, no_way_out
from paciencia.core.search import Budget, Limits, SolveResult, never
from paciencia.core.text import Reason

COLUMNS = 7
DRAW = Move("talon", "waste")  # its own name for the stock: shared code asks the pile's kind (issue 26 §2)
TO_WASTE = tuple(Move(f"t{i}", "waste") for i in range(COLUMNS))
COLUMN_OF = {m.src: i for i, m in enumerate(TO_WASTE)}
SOURCES = (*COLUMN_OF, DRAW.src)


class GolfPosition(NamedTuple):
    columns: tuple[tuple[int, ...], ...]
    stock: tuple[int, ...]  # the next card turned first
    waste: tuple[int, ...]  # top last


TALON = words.STOCK.but(
    empty="The talon is empty.", not_empty="The talon is turned once.", nothing_to_recycle="The talon is turned once.",
    pass_limit="The talon is turned once.",
)
"""Golf's words for its talon (a test game's: not translated)."""


class GolfView:
    __slots__ = ("pos",)

    def __init__(self, pos: GolfPosition) -> None:
        self.pos = pos

    def cards(self, spot: Spot) -> Sequence[int]:
        if spot.id in COLUMN_OF:
            return self.pos.columns[spot.ordinal]
        return self.pos.waste if spot.id == "waste" else self.pos.stock

    def face_up_from(self, spot: Spot) -> int:
        return len(self.pos.stock) if spot.id == DRAW.src else 0

    def passes(self) -> int:
        return 1


class GolfRules(Rules[GolfPosition]):
    game_id: ClassVar[str] = "puttinggreen"
    has_score: ClassVar[bool] = True
    time_bonus_base = 0
    CARD_POINTS = 5
    """Golf's own score: 5 points for each card cleared from the columns (no time bonus)."""

    def __init__(self, rows: int = 5, wrap: bool = False) -> None:
        self.rows = rows
        self.wrap = wrap
        self.board = Board(
            (
                *(Spot(t, i, Reserve()) for t, i in COLUMN_OF.items()),
                Spot("waste", 0, Waste(1, TALON, UP_OR_DOWN_ROUND if wrap else UP_OR_DOWN)),
                Spot(DRAW.src, 0, Stock(TALON)),
            ),
            words.BoardWords(no_such_source="There is no pile {pile} in Golf.",
                             no_such_destination="There is no pile {pile} in Golf.",
                             same_pile=words.SAME_PILE, bad_count=words.BAD_COUNT),
        )

    def deal(self, order: Sequence[int]) -> GolfPosition:
        n = COLUMNS * self.rows
        columns = tuple(tuple(order[j:n:COLUMNS]) for j in range(COLUMNS))
        return GolfPosition(columns, tuple(order[n + 1:]), (order[n],))

    def sources(self, pos: GolfPosition) -> tuple[str, ...]:
        return SOURCES

    def moves_from(self, pos: GolfPosition, src: str) -> list[Move]:
        return self.board.moves_from(GolfView(pos), src)

    def explain_refusal(self, pos: GolfPosition, move: Move) -> Reason | None:
        return self.board.refusal(GolfView(pos), move)

    def apply_unchecked(self, pos: GolfPosition, move: Move) -> MoveResult[GolfPosition]:
        if move == DRAW:
            return MoveResult(GolfPosition(pos.columns, pos.stock[1:], pos.waste + pos.stock[:1]), 0, 1)
        i = TO_WASTE.index(move)
        cols = list(pos.columns)
        card = cols[i][-1]
        cols[i] = cols[i][:-1]
        return MoveResult(GolfPosition(tuple(cols), pos.stock, pos.waste + (card,)), self.CARD_POINTS, 1)

    def is_won(self, pos: GolfPosition) -> bool:
        return not any(pos.columns)

    def key(self, pos: GolfPosition) -> Hashable:
        return (pos.columns, len(pos.stock), pos.waste[-1])

    def hint(self, pos: GolfPosition) -> Hint:
        moves = self.legal_moves(pos)
        if not moves:
            return no_way_out()
        move = moves[0]
        return Hint(HintKind.DRAW if move == DRAW else "move", move, Reason("Play this."))

    def stock_move(self, pos: GolfPosition) -> Move | None:
        return DRAW if pos.stock else None

    def stock_refusal(self, pos: GolfPosition) -> Reason:
        return Reason("The stock is empty.")

    def format_move(self, pos: GolfPosition, move: Move) -> str:
        return "d" if move == DRAW else str(TO_WASTE.index(move) + 1)

    def parse_move(self, pos: GolfPosition, text: str) -> Move:
        if text == "d":
            return DRAW
        if text.isdigit() and 1 <= int(text) <= COLUMNS:
            return TO_WASTE[int(text) - 1]
        raise NotationError(f"not a Golf move: {text[:20]!r}")

    def format_position(self, pos: GolfPosition) -> str:
        lines = [section_text("stock", cards_text(pos.stock)), section_text("waste", cards_text(pos.waste))]
        lines += [section_text(f"t{i + 1}", cards_text(col)) for i, col in enumerate(pos.columns)]
        return "\n".join(lines)

    def parse_position(self, text: str) -> GolfPosition:
        keys = ("stock", "waste", *(f"t{i + 1}" for i in range(COLUMNS)))
        values = read_sections(text, keys, "Golf", required=("waste",))
        pos = GolfPosition(
            tuple(parse_cards(values.get(f"t{i + 1}", ""), f"t{i + 1}") for i in range(COLUMNS)),
            parse_cards(values.get("stock", ""), "stock"),
            parse_cards(values["waste"], "waste"),
        )
        if not pos.waste:
            raise NotationError("the waste always holds a card")
        check_cards(self.cards(pos), range(52))
        return pos

    def position_json(self, pos: GolfPosition) -> dict[str, Any]:
        return {"columns": [[str(Card.from_id(c)) for c in col] for col in pos.columns]}

    def cards(self, pos: GolfPosition) -> list[int]:
        return [c for col in pos.columns for c in col] + list(pos.stock) + list(pos.waste)


def solve(rules: GolfRules, pos: GolfPosition, budget: Budget, stop: Callable[[], bool] = never) -> SolveResult:
    """Depth-first over every legal move, each position once (small enough for Golf)."""
    limits = Limits(budget, stop)
    seen: set[Hashable] = set()
    path: list[Move] = []

    def dfs(p: GolfPosition) -> bool | None:
        if rules.is_won(p):
            return True
        key = rules.key(p)
        if key in seen:
            return False
        seen.add(key)
        if limits.spent():
            return None
        for move in rules.legal_moves(p):
            path.append(move)
            found = dfs(rules.apply_unchecked(p, move).position)
            if found is not False:
                return found
            path.pop()
        return False

    found = dfs(pos)
    if found:
        return limits.result("solved", list(path))
    return limits.result("unsolvable" if found is False else "unknown")
