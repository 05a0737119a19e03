"""Golf's declaration (GF-1…GF-8): what shared code needs to know of the game."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from ... import shuffle
from ...declaration import GameInfo, Guarantee, ProofBudget, Solver, Winnable, guaranteed_option
from ...loading import Load
from ...options import Choice, Option, Options
from ...text import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from ...kit.onto_waste import WastePosition
    from .rules import GolfRules
    from .table import GolfLayout

QUEENS = QT_TRANSLATE_NOOP("options", "Queens on Kings")
WRAP = QT_TRANSLATE_NOOP("options", "K–A wrap")
OPTIONS = (
    Option(
        "queens", QT_TRANSLATE_NOOP("options", "A Queen may go on a King"), False,
        choices=(
            Choice(False, QT_TRANSLATE_NOOP("options", "Nothing on a King")),
            Choice(True, QUEENS, QUEENS),
        ),
        chooser=True,
    ),
    Option(
        "wrap", QT_TRANSLATE_NOOP("options", "K–A wrap: an Ace and a King are neighbours"), False,
        choices=(
            Choice(False, QT_TRANSLATE_NOOP("options", "No K–A wrap")),
            Choice(True, WRAP, WRAP),
        ),
        chooser=True,
    ),
    guaranteed_option(),
)

# What the declaration names is loaded by name when first used (core/loading.py): a launch
# imports only the game it deals, and of it only what it shows (the solver waits for a search).
_RULES: Load[type[GolfRules]] = Load(f"{__package__}.rules:GolfRules")
_TABLE: Load[type[GolfLayout]] = Load(f"{__package__}.table:GolfLayout")
_SOLVER: Load[Solver[GolfRules, WastePosition]] = Load("paciencia.core.kit.onto_waste_search:solve")
_WINNABLE: Load[Winnable[GolfRules, WastePosition]] = Load("paciencia.core.kit.onto_waste_search:lost")


def _rules(o: Options) -> GolfRules:
    return _RULES()(queens=bool(o["queens"]), wrap=bool(o["wrap"]))


def _deal(number: int, o: Options) -> Sequence[int]:
    return shuffle.shuffled(number)


def _candidates(number: int, o: Options) -> Iterator[Sequence[int]]:
    return shuffle.shuffles(number)


PROOF_BUDGET = ProofBudget(positions=200_000, candidates=30)
"""B-3: the exact search decides a Golf deal in far fewer positions (bench/onto_waste_solver.py)."""

INFO: GameInfo[GolfRules, WastePosition] = GameInfo(
    id="golf",
    name=QT_TRANSLATE_NOOP("games", "Golf"),
    options=OPTIONS,
    make_rules=_rules,
    deal_order=_deal,
    table=_TABLE,
    max_number=shuffle.MAX_SEED,
    scored=True,  # GF-5: its own scale
    own_board=True,  # GF-5: so its own Top 5
    preview=((7, 0), (8, 2), (9, 3)),
    example="paciencia://golf/1?queens=0&wrap=0",
    solver=_SOLVER,
    winnable=_WINNABLE,
    cards_known=lambda o: True,  # GF-7: every column card is face up; the stock's order is fair game (C-6)
    manual=__package__ or "",
    guarantee=Guarantee(_candidates, lambda o: PROOF_BUDGET),
)
