"""Spiderette's rules (SE-1…SE-5): Spider's, on one pack and seven columns.

Everything is :class:`~paciencia.core.games.spider.rules.SpiderRules`; this class only
declares what differs. ``game_id`` is a class variable that shared code reads off any rules
(the registry's solver and hint, a saved game's header), so the variant is a class of its
own: an instance of Spider's class could not carry another id.
"""

from __future__ import annotations

from typing import ClassVar

from ..spider.position import Shape
from ..spider.rules import SpiderRules
from .info import ID, RUNS

SPIDERETTE = Shape(
    "Spiderette", 7, RUNS, tuple(column for row in range(7) for column in range(row, 7))
)
"""SE-2: Klondike's layout, cards 1–28 row by row, row r from column r to column 7; 24 in the
stock, dealt 7, 7, 7 and 3 (SE-4)."""


class SpideretteRules(SpiderRules):
    """Spiderette with 1, 2 or 4 suits (SE-1)."""

    game_id: ClassVar[str] = ID
    shape: ClassVar[Shape] = SPIDERETTE
    time_bonus_base = 700  # SE-5: one pack, half of Spider's
