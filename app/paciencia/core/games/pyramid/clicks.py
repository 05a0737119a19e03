"""Pyramid's clicks, exactly as P-5 says (the game's :class:`~paciencia.core.clicks.ClickPolicy`).

Click an in-play card: it is selected and every partner that makes 13 gets a
ring. Click a ringed card: the pair leaves for the discard. A King leaves on
one click. A second card that does not make 13: the card shakes and the
status line gives the sum. A covered card: the status line says which two
cover it, and they are marked for a moment.
"""

from __future__ import annotations

from typing import TypeVar, cast

from ...cards import RANK
from ...clicks import Answer, ClickPolicy, Marks, TableView
from ...moves import DISCARD_PILE, Move, PileId
from .board import PyramidPosition
from .rules import PyramidRules

P = TypeVar("P")


class PairClicks(ClickPolicy):
    def __init__(self) -> None:
        self.selected: PileId | None = None
        self.partners: list[str] = []
        self.covering: list[str] = []

    def clear(self) -> None:
        self.selected = None
        self.partners = []
        self.covering = []

    def marks(self) -> Marks:
        return Marks(
            ring=tuple((p, -1) for p in self.partners),
            selected=((self.selected, -1),) if self.selected else (),
            covering=tuple((p, -1) for p in self.covering),
        )

    def end_transient(self) -> bool:
        if not self.covering:
            return False
        self.covering = []
        return True

    def click(self, table: TableView[P], pile: PileId, index: int) -> Answer:
        rules, pos = cast(PyramidRules, table.rules), cast(PyramidPosition, table.position)
        if pile == "stock":
            self.clear()
            return Answer(stock=True, marks=True)
        if pile == "discard" or index < 0 and pile != "waste":
            return Answer()
        if pile not in rules.in_play(pos):
            why = rules.covered_reason(pos, pile)
            self.clear()
            if why is None:
                return Answer(marks=True)
            self.covering = list(rules.covered_by(pos, pile))
            return Answer(message=why, marks=True, transient=True)
        card = table.state.top(pile)
        if card is not None and RANK[card % 52] == 13:
            return Answer(move=Move(pile, DISCARD_PILE))
        if self.selected is None or self.selected == pile:
            was = self.selected
            self.clear()
            if was != pile:
                self.selected = pile
                self.partners = rules.partners(pos, pile)
            return Answer(marks=True)
        return self.drop(table, Move(self.selected, pile))

    def drop(self, table: TableView[P], move: Move) -> Answer:
        """A pair asked for (by a second click or a drag): remove it, or shake and say the sum."""
        why = table.rules.why_illegal(table.position, move)
        if why is None:
            return Answer(move=move)
        self.clear()
        return Answer(message=why, shake=((move.dst, -1),), glide_back=True, marks=True)
