"""Klondike's declaration (K-1…K-15): what shared code needs to know of the game."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from ... import shuffle
from ...declaration import CLASSICS, GameInfo, Guarantee, ProofBudget, Solver, guaranteed_option
from ...loading import Load
from ...options import RULES, Choice, Count, Option, Options
from ...text import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from .position import KlondikePosition
    from .rules import KlondikeRules
    from .table import KlondikeLayout

OPTIONS = (
    Option(
        "draw", QT_TRANSLATE_NOOP("options", "&Draw:"), 1,
        choices=(
            Choice(1, QT_TRANSLATE_NOOP("options", "One card"), QT_TRANSLATE_NOOP("options", "Draw 1")),
            Choice(3, QT_TRANSLATE_NOOP("options", "Three cards"), QT_TRANSLATE_NOOP("options", "Draw 3")),
        ),
        chooser=True, legacy="klondike_draw",
    ),
    Option(
        "passes", QT_TRANSLATE_NOOP("options", "&Passes through the stock:"), 0,
        numbers=Count(
            0, 99, QT_TRANSLATE_NOOP("options", "Unlimited"),
            QT_TRANSLATE_N_NOOP("options", "%n passes", None, 0),
        ),
        tip=QT_TRANSLATE_NOOP("options", "How many times you may go through the stock (0: unlimited)."),
        legacy="klondike_passes",
    ),
    # K-14: Klondike codes have always printed it, so they go on doing so.
    guaranteed_option(printed_at_default=True, legacy="klondike_guaranteed"),
    Option(
        "auto_finish", QT_TRANSLATE_NOOP("options", "&Finish the game by itself once every card is face up"),
        True, scope=RULES, legacy="auto_finish",
    ),
)


# What the declaration names is loaded by name when first used (core/loading.py): a launch
# imports only the game it deals, and of it only what it shows (the solver waits for a search).
_RULES: Load[type[KlondikeRules]] = Load(f"{__package__}.rules:KlondikeRules")
_TABLE: Load[type[KlondikeLayout]] = Load(f"{__package__}.table:KlondikeLayout")
_SOLVER: Load[Solver[KlondikeRules, KlondikePosition]] = Load(f"{__package__}.solver:solve")
_K14_PROVER: Load[Solver[KlondikeRules, KlondikePosition]] = Load(f"{__package__}.solver:solve_k14")
"""K-14: proofs without foundation→column moves, by the restarting search."""


def _rules(o: Options) -> KlondikeRules:
    return _RULES()(draw=int(o["draw"]), pass_limit=int(o["passes"]), auto_finish=bool(o["auto_finish"]))


def _deal(number: int, o: Options) -> Sequence[int]:
    return shuffle.shuffled(number)


K14_BUDGET = ProofBudget(positions=5000, candidates=60)
"""K-14: 5 000 positions a deal, at most 60 deals."""


def _candidates(number: int, o: Options) -> Iterator[Sequence[int]]:
    return shuffle.shuffles(number)


INFO: GameInfo[KlondikeRules, KlondikePosition] = GameInfo(
    id="klondike",
    name=QT_TRANSLATE_NOOP("games", "Klondike"),
    options=OPTIONS,
    make_rules=_rules,
    deal_order=_deal,
    table=_TABLE,
    max_number=shuffle.MAX_SEED,
    preview=((13, 3), (12, 2), (11, 0)),
    group=CLASSICS,
    example="paciencia://klondike/7?draw=1&passes=0&guaranteed=0",
    solver=_SOLVER,
    cards_known=lambda o: False,  # C-6: the solver would read the face-down cards
    manual=__package__ or "",
    guarantee=Guarantee(_candidates, lambda o: K14_BUDGET, prover=_K14_PROVER),
)
