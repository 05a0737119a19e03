"""FreeCell solver (V-3) and the solver hint (F-7).

:func:`solve` answers for any FreeCell position, a fresh deal or one reached
in play. It searches compact states (:mod:`.compact`, :mod:`.search`) and
turns the steps it finds into the rules' moves on the real position, F-4
sequence moves included, so a solution printed with ``rules.format_move`` is
in the standard notation of F-9 (``3a``, ``a5``, ``1h``, ``57``, ``54v3``);
the moves are replayed through ``rules.apply`` before they are reported
(:func:`paciencia.core.search.verified`).

How it searches
    A portfolio of best-first searches, each with its own heuristic weights
    (:data:`PORTFOLIO`), run in turns with a doubling quota
    (:func:`paciencia.core.search.portfolio`). Most deals fall to the first
    search within a hundred or two positions; the few that send one
    heuristic astray are usually quick for another. Safe foundation moves are
    played eagerly (proof in :mod:`.search`). The searches share one
    transposition table on the canonical key (columns in any order, cells as
    a set): a position belongs to the search that reached it first, so the
    others look elsewhere, and together they visit each position once.

Verdicts (V-1)
    ``solved``: ``moves`` replay with ``rules.apply`` from ``pos`` to a win
    (the safe foundation moves are listed too; nothing automatic is assumed).
    ``unsolvable``: every search ran out of positions. Between them they
    expanded every position reached, and the steps are complete up to
    canonical keys while the eager foundation moves prune nothing, so that is
    a proof; never said when the rules allow take-backs (F-5), since the
    solver does not search those. ``unknown``: budget spent or stop asked.
    ``expanded`` counts positions taken from a frontier and expanded, summed
    over the searches of the portfolio. Deal 11982's whole space is about
    62 000 positions.

The hint (F-7): :func:`hint_move` gives the first move of a solution found
within a short time, ``"lost"`` when the solver proves there is no way out,
and ``None`` when it cannot say in time (the caller then falls back on the
heuristic hint of the rules).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any, Literal

from ...moves import Move
from ...search import Budget, Limits, SolveResult, Status, never, portfolio, verified
from . import compact
from .expand import Facts
from .help import safe_moves
from .position import FreeCellPosition
from .search import BestFirst, Weights

if TYPE_CHECKING:
    from .rules import FreeCellRules

# Chosen on Microsoft deals 1-1000 from 24 weight sets, each run alone on every
# deal: each next one is the set that rescues most of the deals where those
# before it wander. The first was then tuned for the median deal (a local
# search on deals 1-300, each candidate alone, 400 positions at most): it
# solves the median deal in about 86 positions where the next needs 107.
PORTFOLIO: tuple[Weights, ...] = (
    Weights(home=5.0, disorder=2.0, above=1.0, stuck=1.0, cell=0.5, crowd=1.0, empty=3.0, placed=1.5),
    Weights(home=5.0, disorder=2.0, above=2.0, stuck=1.0, cell=0.5, crowd=1.0, empty=2.0, placed=1.0),
    Weights(home=3.0, disorder=2.0, above=1.0, stuck=2.0, cell=1.0, crowd=1.0, empty=3.0, placed=2.0),
    Weights(),
    Weights(home=3.0, disorder=4.0, above=0.5, stuck=1.0, cell=0.5, crowd=1.0, empty=4.0, placed=2.0),
    Weights(home=3.0, disorder=1.0, above=3.0, stuck=2.0, cell=1.0, crowd=1.0, empty=4.0, placed=1.0),
)
FIRST_QUOTA = 300

HINT_SECONDS = 0.5


def solve(
    rules: FreeCellRules, pos: FreeCellPosition, budget: Budget, stop: Callable[[], bool] = never
) -> SolveResult:
    """Solve ``pos`` within ``budget`` (positions and/or seconds); ``stop()``
    returning True ends the search with ``unknown``."""
    limits = Limits(budget, stop)
    prelude = safe_moves(rules, pos)
    start = pos
    for move in prelude:
        start = rules.apply_unchecked(start, move).position
    if rules.is_won(start):
        return verified(rules, pos, prelude, limits)
    state = compact.from_position(start)
    fam = compact.family(rules.variant)
    facts: dict[bytes, Facts] = {}
    seen: dict[Hashable, int] = {}  # one table: the searches split the space
    searches = [_Later(state, w, facts, seen, fam) for w in PORTFOLIO]
    index, status = portfolio(searches, limits, FIRST_QUOTA, complete=False)
    if status == "won":
        won = searches[index].search
        assert won is not None  # it ran, and won
        return verified(rules, pos, prelude + compact.replay(start, won.solution(), fam), limits, search=index)
    if status == "exhausted":
        if rules.takeback:
            return limits.result("unknown", reason="take-backs not searched")
        return limits.result("unsolvable", search=index)
    return limits.result("unknown")


class _Later:
    """A search of the portfolio, built when it first runs: the first one
    wins most deals alone, and building the others cost a tenth of that."""

    __slots__ = ("args", "search")

    def __init__(self, *args: Any) -> None:
        self.args = args
        self.search: BestFirst | None = None

    def run(self, limits: Limits, quota: int) -> Status:
        if self.search is None:
            self.search = BestFirst(*self.args)
        return self.search.run(limits, quota)


def solution_text(rules: FreeCellRules, pos: FreeCellPosition, moves: list[Move]) -> list[str]:
    """The moves in the standard notation (F-9), each as played from where it is."""
    out = []
    for move in moves:
        out.append(rules.format_move(pos, move))
        pos = rules.apply_unchecked(pos, move).position
    return out


def hint_move(
    rules: FreeCellRules,
    pos: FreeCellPosition,
    seconds: float = HINT_SECONDS,
    stop: Callable[[], bool] = never,
) -> Move | Literal["lost"] | None:
    """F-7's solver hint: the first move of a solution found within
    ``seconds``; ``"lost"`` when the solver proves ``pos`` cannot be won;
    ``None`` when the game is already won or the solver could not decide in
    time (use the heuristic hint, ``rules.hint``, then)."""
    result = solve(rules, pos, Budget(seconds=seconds), stop)
    if result.verdict == "solved":
        return result.moves[0] if result.moves else None
    if result.verdict == "unsolvable":
        return "lost"
    return None


def search_hint(rules: FreeCellRules, pos: FreeCellPosition, stop: Callable[[], bool]) -> Move | Literal["lost"] | None:
    """F-7's hint search, as the declaration names it: the solver's first move when it
    answers within about half a second."""
    return hint_move(rules, pos, HINT_SECONDS, stop)
