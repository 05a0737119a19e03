"""The games, declared once (ARCHITECTURE style 5).

Adding a game means one rules module and one entry here. The registry knows
how a game code becomes a rules object and a deal order; the rules modules
themselves know nothing about codes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from . import shuffle
from .codes import GameCode
from .rules.base import Rules
from .text import QT_TRANSLATE_NOOP


@dataclass(frozen=True, slots=True)
class RuleSettings:
    """Settings that change rules but not the deal, so they are not in the code."""

    freecell_takeback: bool = False  # F-5, default off
    freecell_automove: bool = True  # F-6
    auto_finish: bool = True  # K-8 auto-finish
    time_bonus: bool = True  # C-9


@dataclass(frozen=True, slots=True)
class GameInfo:
    game_id: str
    name: str  # translatable msgid, context "games"
    make_rules: Callable[[GameCode, RuleSettings], Rules[Any]]
    deal_order: Callable[[GameCode], Sequence[int]]


def _klondike(code: GameCode, s: RuleSettings) -> Rules[Any]:
    from .games.klondike.rules import KlondikeRules

    return KlondikeRules(
        draw=code.int_option("draw"), pass_limit=code.int_option("passes"), auto_finish=s.auto_finish
    )


def _freecell(code: GameCode, s: RuleSettings) -> Rules[Any]:
    from .games.freecell.rules import FreeCellRules

    return FreeCellRules(takeback=s.freecell_takeback, automove=s.freecell_automove)


def _spider(code: GameCode, s: RuleSettings) -> Rules[Any]:
    from .games.spider.rules import SpiderRules

    return SpiderRules(suits=code.int_option("suits"))


def _pyramid(code: GameCode, s: RuleSettings) -> Rules[Any]:
    from .games.pyramid.rules import PyramidRules

    return PyramidRules()


GAMES: dict[str, GameInfo] = {
    "klondike": GameInfo(
        "klondike", QT_TRANSLATE_NOOP("games", "Klondike"), _klondike,
        lambda c: shuffle.shuffled(c.number),
    ),
    "freecell": GameInfo(
        "freecell", QT_TRANSLATE_NOOP("games", "FreeCell"), _freecell,
        lambda c: shuffle.microsoft_deal(c.number),
    ),
    "spider": GameInfo(
        "spider", QT_TRANSLATE_NOOP("games", "Spider"), _spider,
        lambda c: shuffle.shuffled(c.number, shuffle.spider_deck(c.int_option("suits"))),
    ),
    "pyramid": GameInfo(
        "pyramid", QT_TRANSLATE_NOOP("games", "Pyramid"), _pyramid,
        lambda c: shuffle.shuffled(c.number),
    ),
}


def info(game_id: str) -> GameInfo:
    return GAMES[game_id]
