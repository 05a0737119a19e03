"""Spiderette's declaration (SE-1…SE-7): Spider's modules with a one-pack shape.

The game is Spider (S) with 52 cards on seven columns, so it declares Spider's options,
solver and hint search and names its own rules and table, two small subclasses of Spider's
(:mod:`.rules`, :mod:`.table`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Final

from ... import shuffle
from ...declaration import GameInfo, Guarantee, HintAnswer, HintSearch, ProofBudget, Solver, Stop, guaranteed_option
from ...loading import Load
from ...options import Option, Options
from ...text import QT_TRANSLATE_NOOP
from ..spider.info import LOOKAHEAD_MOVE
from ..spider.info import OPTIONS as SPIDER_OPTIONS

if TYPE_CHECKING:
    # Spider's classes, not this package's rules: .rules reads ID and RUNS from here, and the
    # declaration names no module that imports it back.
    from ..spider.position import SpiderPosition
    from ..spider.rules import SpiderRules
    from ..spider.table import SpiderLayout

ID: Final = "spiderette"
"""The id in codes and files; the rules class takes its ``game_id`` from here."""
RUNS: Final = 4
"""SE-1: four Ace-to-King sets, one pack."""

_SPIDER_SUITS = SPIDER_OPTIONS[0]
OPTIONS = (
    # SE-1: Spider's suit choice, 4 suits by default (every source plays it with an ordinary pack).
    Option(_SPIDER_SUITS.name, _SPIDER_SUITS.label, 4, choices=_SPIDER_SUITS.choices, chooser=True),
    guaranteed_option(),
)

_RULES: Load[type[SpiderRules]] = Load(f"{__package__}.rules:SpideretteRules")
_TABLE: Load[type[SpiderLayout]] = Load(f"{__package__}.table:SpideretteLayout")
# Spider's solver and look-ahead take any rules of the family: they read the shape off the
# rules and the position.
_SOLVER: Load[Solver[SpiderRules, SpiderPosition]] = Load("paciencia.core.games.spider.solver:solve")
_HINT: Load[Callable[[SpiderRules, SpiderPosition, Stop], HintAnswer]] = Load(
    "paciencia.core.games.spider.lookahead:search_hint"
)


def _rules(o: Options) -> SpiderRules:
    return _RULES()(suits=int(o["suits"]))


def _deal(number: int, o: Options) -> Sequence[int]:
    return shuffle.shuffled(number, shuffle.spider_deck(int(o["suits"]), RUNS))


def _candidates(number: int, o: Options) -> Iterator[Sequence[int]]:
    return shuffle.shuffles(number, shuffle.spider_deck(int(o["suits"]), RUNS))


PROOF_BUDGETS = {
    1: ProofBudget(positions=20_000, candidates=20),
    2: ProofBudget(positions=20_000, candidates=20),
    4: ProofBudget(positions=20_000, candidates=30),
}
"""B-3, per suit count (bench/spiderette_solver.py)."""


INFO: GameInfo[SpiderRules, SpiderPosition] = GameInfo(
    id=ID,
    name=QT_TRANSLATE_NOOP("games", "Spiderette"),
    options=OPTIONS,
    make_rules=_rules,
    deal_order=_deal,
    table=_TABLE,
    max_number=shuffle.MAX_SEED,
    preview=((13, 2), (12, 2), (11, 2)),
    example="paciencia://spiderette/3?suits=2",
    solver=_SOLVER,
    hint_search=lambda: HintSearch(_HINT(), LOOKAHEAD_MOVE),
    cards_known=lambda o: int(o["suits"]) == 1,  # SE-6: as Spider's, B-1
    manual=__package__ or "",
    guarantee=Guarantee(_candidates, lambda o: PROOF_BUDGETS[int(o["suits"])]),
)
