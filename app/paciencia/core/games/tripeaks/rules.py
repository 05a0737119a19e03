"""TriPeaks' rules (TP-1…TP-9) on the kit's game played onto the waste (:mod:`~paciencia.core.kit.onto_waste`).

Slots ``p0``…``p27`` follow the deal (TP-1): row 1, the peaks' tops (``p0``–``p2``); row 2
(``p3``–``p8``); row 3 (``p9``–``p17``); row 4, the ten face-up cards (``p18``–``p27``).
Card 29 starts the waste, cards 30–52 are the stock. A covered card lies face down and turns
by itself once its two covering cards have gone (TP-2): "face up" is read from the position,
so the turn is no move and undo restores it with the rest. The chain of TP-6 is part of
the position, so undo and redo restore the score's next step too.
"""

from __future__ import annotations

from typing import ClassVar

from ...kit.onto_waste import Shape, WastePosition, WasteRules, waste_build
from ...kit.words import ReserveWords
from ...moves import pile_id
from ...text import QT_TRANSLATE_NOOP

PEAKS = 3
ROW_START = (0, 3, 9, 18, 28)
"""The first slot of each row, and the end."""


def _covers() -> list[tuple[int, ...]]:
    covers: list[tuple[int, ...]] = [() for _ in range(28)]
    for i in range(9):  # row 4's cards i and i + 1 cover row 3's card i
        covers[9 + i] = (18 + i, 19 + i)
    for p in range(PEAKS):
        covers[3 + 2 * p] = (9 + 3 * p, 10 + 3 * p)  # row 3's cards 3p, 3p + 1 cover row 2's card 2p
        covers[4 + 2 * p] = (10 + 3 * p, 11 + 3 * p)
        covers[p] = (3 + 2 * p, 4 + 2 * p)  # row 2's cards 2p, 2p + 1 cover the peak's top
    return covers


SHAPE = Shape(piles=tuple(pile_id("p", k) for k in range(28)), slots_of=tuple((k,) for k in range(28)),
              covers=_covers(), hidden=True)

PEAK_BONUS = 15
LAST_PEAK_BONUS = 30
DRAW_PENALTY = -5

WORDS = ReserveWords(
    empty=QT_TRANSLATE_NOOP("rules", "That card has already gone to the waste."),
    one_only=QT_TRANSLATE_NOOP("rules", "Cards go to the waste one at a time."),
    takes_nothing=QT_TRANSLATE_NOOP("rules", "Nothing is put on the peaks: cards go only to the waste."),
)


class TriPeaksRules(WasteRules):
    """TriPeaks with its option: K–A wrap (TP-3, on by default)."""

    game_id: ClassVar[str] = "tripeaks"
    DRAW_POINTS: ClassVar[int] = DRAW_PENALTY

    def __init__(self, wrap: bool = True) -> None:
        super().__init__(SHAPE, waste_build(wrap), WORDS)
        self.wrap = wrap

    def card_points(self, before: WastePosition, slot: int, after: WastePosition) -> int:
        """TP-6: the card's place in the chain; 15 for a peak cleared, 30 for the third."""
        points = after.chain
        if slot < PEAKS:
            points += LAST_PEAK_BONUS if not after.mask & 0b111 else PEAK_BONUS
        return points

    # -- the light (P-3's, InPlay): free cards lit ------------------------------------------
    def in_play(self, pos: WastePosition) -> list[str]:
        """The piles whose card is free, and the waste it goes to."""
        return [p for k, p in enumerate(SHAPE.piles) if SHAPE.free(pos.mask, k)] + ["waste"]

    def covered_by(self, pos: WastePosition, pile: str) -> tuple[str, ...]:
        """The piles whose cards lie on the card at ``pile``."""
        k = SHAPE.piles.index(pile) if pile in SHAPE.piles else -1
        if k < 0 or not pos.mask >> k & 1:
            return ()
        return tuple(SHAPE.piles[j] for j in SHAPE.covers[k] if pos.mask >> j & 1)

    def rows(self, pos: WastePosition) -> list[list[str | None]]:
        """The four rows for ``--format json``: None once gone, a face-down card in brackets."""
        return [[self.card_json(pos, k) for k in range(a, b)] for a, b in zip(ROW_START, ROW_START[1:], strict=False)]

    def position_json(self, pos: WastePosition) -> dict[str, object]:
        data = super().position_json(pos)
        data["rows"] = self.rows(pos)
        data["options"] = {"wrap": self.wrap}
        return data
