"""Pyramid's declaration (P-1…P-11): what shared code needs to know of the game."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from ... import shuffle
from ...declaration import CLASSICS, GameInfo, Guarantee, ProofBudget, Solver, Winnable, guaranteed_option
from ...loading import Load
from ...options import LOOK, Choice, Option, Options
from ...text import QT_TRANSLATE_NOOP, Reason
from . import levels

if TYPE_CHECKING:
    from .board import PyramidPosition
    from .clicks import PairClicks
    from .rules import PyramidRules
    from .table import PyramidLayout


def _level(value: str, label: str) -> Choice:
    return Choice(value, label, label)


OPTIONS = (
    Option(
        "level", QT_TRANSLATE_NOOP("options", "Le&vel:"), "random",
        choices=(
            _level("easy", QT_TRANSLATE_NOOP("options", "Easy")),
            _level("standard", QT_TRANSLATE_NOOP("options", "Standard")),
            _level("random", QT_TRANSLATE_NOOP("options", "Random")),
        ),
        # A code without a level is any shuffle; a new player starts on proven deals (P-10).
        preferred="standard",
        chooser=True, legacy="pyramid_level",
    ),
    Option(
        "show_values", QT_TRANSLATE_NOOP("options", "Show the values of A, J, Q and K"), True,
        scope=LOOK, legacy="pyramid_show_values",
    ),
    # B-3 for the Random level (Easy and Standard deals are proven already: their
    # candidate 0, the listed deal, is played as it is).
    guaranteed_option(),
)

NOT_LISTED = QT_TRANSLATE_NOOP("codes", "Deal {number} is not in the {level} list of proven Pyramid deals.")


def _listed(level: str) -> frozenset[int] | None:
    """P-10's proven numbers of a level, or None for Random (or a list that cannot be read:
    then any number is a deal of that level, unproven, rather than no game at all)."""
    if level not in levels.LEVELS:
        return None
    try:
        return levels.numbers_set(level)
    except levels.LevelListError:
        return None


def _check(number: int, o: Options) -> Reason | None:
    listed = _listed(str(o.get("level", "random")))
    if listed is None or number in listed:
        return None
    return Reason(NOT_LISTED, context="codes", number=number, level=o.get("level"))


def _pick(o: Options, r: int) -> int:
    listed = _listed(str(o.get("level", "random")))
    if not listed:
        return r % 1_000_000 + 1
    ordered = sorted(listed)
    return ordered[r % len(ordered)]


def _proven(number: int, o: Options) -> bool:
    listed = _listed(str(o.get("level", "random")))
    return listed is not None and number in listed


# What the declaration names is loaded by name when first used (core/loading.py): a launch
# imports only the game it deals, and of it only what it shows (the solver waits for a search).
_RULES: Load[type[PyramidRules]] = Load(f"{__package__}.rules:PyramidRules")
_TABLE: Load[type[PyramidLayout]] = Load(f"{__package__}.table:PyramidLayout")
_CLICKS: Load[type[PairClicks]] = Load(f"{__package__}.clicks:PairClicks")
_SOLVER: Load[Solver[PyramidRules, PyramidPosition]] = Load(f"{__package__}.solver:solve")
_WINNABLE: Load[Winnable[PyramidRules, PyramidPosition]] = Load(f"{__package__}.solver:lost")


def _rules(o: Options) -> PyramidRules:
    return _RULES()()


def _deal(number: int, o: Options) -> Sequence[int]:
    return shuffle.shuffled(number)


PROOF_BUDGET = ProofBudget(positions=100_000, candidates=30)
"""The exact solver decides nearly every deal in far fewer positions (bench/pyramid_solver.py)."""


def _candidates(number: int, o: Options) -> Iterator[Sequence[int]]:
    return shuffle.shuffles(number)


INFO: GameInfo[PyramidRules, PyramidPosition] = GameInfo(
    id="pyramid",
    name=QT_TRANSLATE_NOOP("games", "Pyramid"),
    options=OPTIONS,
    make_rules=_rules,
    deal_order=_deal,
    table=_TABLE,
    max_number=shuffle.MAX_SEED,
    scored=False,  # P-11
    preview=((6, 1), (13, 0), (7, 3)),
    group=CLASSICS,
    example="paciencia://pyramid/5?level=random",
    clicks=_CLICKS,
    solver=_SOLVER,
    winnable=_WINNABLE,
    cards_known=lambda o: True,  # B-1: the pyramid is face up; the stock order is fair game (C-6)
    check_number=_check,
    pick_number=_pick,
    proven=_proven,
    manual=__package__ or "",
    guarantee=Guarantee(_candidates, lambda o: PROOF_BUDGET),
)
