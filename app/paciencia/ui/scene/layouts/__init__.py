"""Per-game table layouts: piles in card units and a reader of the game's position."""

from __future__ import annotations

from typing import Any

from .base import TableLayout


def layout_for(game_id: str, rules: Any) -> TableLayout:
    if game_id == "klondike":
        from .klondike import KlondikeLayout

        return KlondikeLayout(rules)
    if game_id == "freecell":
        from .freecell import FreeCellLayout

        return FreeCellLayout(rules)
    if game_id == "spider":
        from .spider import SpiderLayout

        return SpiderLayout(rules)
    if game_id == "pyramid":
        from .pyramid import PyramidLayout

        return PyramidLayout(rules)
    raise ValueError(f"no table layout for game {game_id!r}")
