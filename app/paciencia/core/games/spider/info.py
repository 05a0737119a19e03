"""Spider's declaration (S-1…S-8): what shared code needs to know of the game."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from ... import shuffle
from ...declaration import (
    GameInfo,
    Guarantee,
    HintAnswer,
    HintSearch,
    ProofBudget,
    Solver,
    Stop,
    guaranteed_option,
)
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


# The loaders import on first use: a launch loads only the game it deals (and of it, only
# what it shows: the solver waits for a search).
def _rules(o: Options) -> SpiderRules:
    from .rules import SpiderRules

    return SpiderRules(suits=int(o["suits"]))


def _table() -> type[SpiderLayout]:
    from .table import SpiderLayout

    return SpiderLayout


def _solver() -> Solver[SpiderRules, SpiderPosition]:
    from .solver import solve

    return solve


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


def _hint(rules: SpiderRules, pos: SpiderPosition, stop: Stop) -> HintAnswer:
    """S-8 with look-ahead, worded (C-6: it values a face-down card as unknown
    and never reads it). The look-ahead chooses among the moves of the tier
    S-8's order takes (its move is kept only when the rules' tiers put it
    there); otherwise the rules' own hint stands."""
    from .help import explain
    from .help import hint as tiers_hint
    from .lookahead import hint

    move = hint(rules, pos)
    worded = explain(rules, pos, move) if move is not None else None
    return worded if worded is not None else tiers_hint(rules, pos)


INFO: GameInfo[SpiderRules, SpiderPosition] = GameInfo(
    id="spider",
    name=QT_TRANSLATE_NOOP("games", "Spider"),
    options=OPTIONS,
    make_rules=_rules,
    deal_order=_deal,
    table=_table,
    max_number=shuffle.MAX_SEED,
    preview=((13, 3), (12, 3), (11, 3)),
    example="paciencia://spider/3?suits=2",
    solver=_solver,
    hint_search=lambda: HintSearch(_hint, LOOKAHEAD_MOVE),
    cards_known=lambda o: int(o["suits"]) == 1,  # B-1 lists one suit among the games whose cards are known
    manual=__package__ or "",
    guarantee=Guarantee(_candidates, lambda o: PROOF_BUDGETS[int(o["suits"])]),
)
