"""The kinds the games and the table share (ARCHITECTURE style 8: kinds are enums, not
strings). String enums: each member equals the word it replaces, so a stored or printed
value reads the same, and a comparison with that word still holds."""

from __future__ import annotations

from enum import StrEnum
from typing import Literal, TypeAlias


class PileKind(StrEnum):
    """What a pile of the table is (:class:`~paciencia.core.table.PileSpec`)."""

    STOCK = "stock"
    WASTE = "waste"
    FOUNDATION = "foundation"
    TABLEAU = "tableau"
    CELL = "cell"
    DISCARD = "discard"
    TRIANGLE = "triangle"
    """One place of a card triangle (Pyramid's)."""


class StepKind(StrEnum):
    """How a step is animated (U-3)."""

    MOVE = "move"
    STOCK = "stock"
    """A draw or a recycle."""
    DEAL = "deal"
    """The stock dealt onto several piles at once (Spider)."""
    PAIR = "pair"
    """Cards leaving the table together (Pyramid's pairs)."""
    RUN = "run"
    """A completed run leaving the table (Spider)."""


class EventKind(StrEnum):
    """Something the table shows besides the move itself (:class:`~paciencia.core.moves.Event`)."""

    FLIP = "flip"
    """A face-down card turned up."""
    RUN_REMOVED = "run_removed"
    RECYCLE = "recycle"
    DEAL = "deal"
    DRAW = "draw"


class HintKind(StrEnum):
    """What a hint answers (C-11; :class:`~paciencia.core.rules.base.Hint`)."""

    MOVE = "move"
    DRAW = "draw"
    NO_PROGRESS = "no_progress"
    NO_WAY_OUT = "no_way_out"


class BannerAction(StrEnum):
    """What the banner's button does (K-11, P-7, P-9)."""

    NONE = ""
    RESIGN = "resign"
    GO_BACK = "go_back"
    NEW_DEAL = "new_deal"


Grab: TypeAlias = Literal["top", "run", "none"]
"""Which cards of a pile the player may pick up (:attr:`~paciencia.core.table.PileSpec.grab`):
its top card, any face-up card with the cards on it (a run), or none. A literal rather than
an enum: it is written once per pile in a game's layout, and mypy checks every spelling."""
