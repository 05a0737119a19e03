"""Spider's declaration (S-1…S-8): what shared code needs to know of the game."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING

from ... import shuffle
from ...declaration import (
    CLASSICS,
    GameInfo,
    Guarantee,
    HintAnswer,
    HintSearch,
    ProofBudget,
    Solver,
    Stop,
    guaranteed_option,
)
from ...loading import Load
from ...options import Choice, Option, Options
from ...text import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from .position import SpiderPosition
    from .rules import SpiderRules
    from .table import SpiderLayout


def _suits(n: int, label: str) -> Choice:
    return Choice(n, label, label)


OPTIONS = (
    Option(
        "suits", QT_TRANSLATE_NOOP("options", "S&uits:"), 1,
        choices=(
            _suits(1, QT_TRANSLATE_NOOP("options", "1 suit")),
            _suits(2, QT_TRANSLATE_NOOP("options", "2 suits")),
            _suits(4, QT_TRANSLATE_NOOP("options", "4 suits")),
        ),
        chooser=True, legacy="spider_suits",
    ),
    guaranteed_option(),
)

LOOKAHEAD_MOVE = QT_TRANSLATE_NOOP("solver", "Looking a few moves ahead, this move helps most.")


# What the declaration names is loaded by name when first used (core/loading.py): a launch
# imports only the game it deals, and of it only what it shows (the solver waits for a search).
_RULES: Load[type[SpiderRules]] = Load(f"{__package__}.rules:SpiderRules")
_TABLE: Load[type[SpiderLayout]] = Load(f"{__package__}.table:SpiderLayout")
_SOLVER: Load[Solver[SpiderRules, SpiderPosition]] = Load(f"{__package__}.solver:solve")
_HINT: Load[Callable[[SpiderRules, SpiderPosition, Stop], HintAnswer]] = Load(f"{__package__}.lookahead:search_hint")


def _rules(o: Options) -> SpiderRules:
    return _RULES()(suits=int(o["suits"]))


def _deal(number: int, o: Options) -> Sequence[int]:
    return shuffle.shuffled(number, shuffle.spider_deck(int(o["suits"])))


PROOF_BUDGETS = {
    1: ProofBudget(positions=20_000, candidates=20),
    2: ProofBudget(positions=50_000, candidates=20),
    4: ProofBudget(positions=50_000, candidates=30),
}
"""B-3, per suit count: more suits, fewer deals proven and each costs more (bench/guaranteed_wait.py)."""


def _candidates(number: int, o: Options) -> Iterator[Sequence[int]]:
    return shuffle.shuffles(number, shuffle.spider_deck(int(o["suits"])))


INFO: GameInfo[SpiderRules, SpiderPosition] = GameInfo(
    id="spider",
    name=QT_TRANSLATE_NOOP("games", "Spider"),
    options=OPTIONS,
    make_rules=_rules,
    deal_order=_deal,
    table=_TABLE,
    max_number=shuffle.MAX_SEED,
    preview=((13, 3), (12, 3), (11, 3)),
    group=CLASSICS,
    example="paciencia://spider/3?suits=2",
    solver=_SOLVER,
    hint_search=lambda: HintSearch(_HINT(), LOOKAHEAD_MOVE),
    cards_known=lambda o: int(o["suits"]) == 1,  # B-1 lists one suit among the games whose cards are known
    manual=__package__ or "",
    guarantee=Guarantee(_candidates, lambda o: PROOF_BUDGETS[int(o["suits"])]),
)
