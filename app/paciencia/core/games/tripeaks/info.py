"""TriPeaks' declaration (TP-1…TP-9): what shared code needs to know of the game."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from ... import shuffle
from ...declaration import GameInfo, Guarantee, ProofBudget, Solver, guaranteed_option
from ...loading import Load
from ...options import Choice, Option, Options
from ...text import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from ...kit.onto_waste import WastePosition
    from .rules import TriPeaksRules
    from .table import TriPeaksLayout

OPTIONS = (
    Option(
        "wrap", QT_TRANSLATE_NOOP("options", "K–A wrap: an Ace and a King are neighbours"), True,
        choices=(
            Choice(True, QT_TRANSLATE_NOOP("options", "K–A wrap")),
            Choice(False, QT_TRANSLATE_NOOP("options", "No K–A wrap"), QT_TRANSLATE_NOOP("options", "No K–A wrap")),
        ),
        chooser=True,
    ),
    guaranteed_option(),
)

# What the declaration names is loaded by name when first used (core/loading.py): a launch
# imports only the game it deals, and of it only what it shows (the solver waits for a search).
_RULES: Load[type[TriPeaksRules]] = Load(f"{__package__}.rules:TriPeaksRules")
_TABLE: Load[type[TriPeaksLayout]] = Load(f"{__package__}.table:TriPeaksLayout")
_SOLVER: Load[Solver[TriPeaksRules, WastePosition]] = Load("paciencia.core.kit.onto_waste_search:solve")


def _rules(o: Options) -> TriPeaksRules:
    return _RULES()(wrap=bool(o["wrap"]))


def _deal(number: int, o: Options) -> Sequence[int]:
    return shuffle.shuffled(number)


def _candidates(number: int, o: Options) -> Iterator[Sequence[int]]:
    return shuffle.shuffles(number)


PROOF_BUDGET = ProofBudget(positions=200_000, candidates=30)
"""B-3: the exact search decides a TriPeaks deal in far fewer positions (bench/onto_waste_solver.py)."""

INFO: GameInfo[TriPeaksRules, WastePosition] = GameInfo(
    id="tripeaks",
    name=QT_TRANSLATE_NOOP("games", "TriPeaks"),
    options=OPTIONS,
    make_rules=_rules,
    deal_order=_deal,
    table=_TABLE,
    max_number=shuffle.MAX_SEED,
    scored=True,  # TP-6: Microsoft's chain, its own scale
    own_board=True,  # TP-9: so its own Top 5
    preview=((5, 1), (6, 3), (7, 2)),
    example="paciencia://tripeaks/1?wrap=1",
    solver=_SOLVER,
    # TP-8: face-down peak cards are hidden from the player: no live "winnable?" by default
    cards_known=lambda o: False,
    manual=__package__ or "",
    guarantee=Guarantee(_candidates, lambda o: PROOF_BUDGET),
)
