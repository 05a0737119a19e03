"""A solver's answer as the game plays it (B-1, B-2), and the verdict on a position.

The solvers answer with moves of the rules (V-1): ``rules.apply`` one after
another. The game plays a little differently: after each of the player's moves it
plays what happens by itself (``rules.automatic_moves``: FreeCell's safe cards
going up, F-6; Klondike's auto-finish, K-8). A solution shown on the table, or
followed by the live status, must be made of the game's own steps, so that a
player who plays them (or continues from one, B-2) is in exactly those positions.

:func:`as_steps` turns the solver's moves into such steps: each solver move
becomes one step (the move plus what followed by itself), and a move the game
has already made by itself is left out. A move is kept only if it moves the very
cards it moved in the solver's own line (read on the layout's piles: a move names
piles, and the game may have taken a card off that pile meanwhile); the answer is
None unless the steps reach a win.

:func:`judge` is the live status of B-1: *winnable* (with the solution, as
steps), *lost* (the solver proved it) or *unknown* (its budget ran out).
No Qt here: it runs on the solver worker's thread.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Generic, Literal, TypeVar

from ..core.moves import Move
from ..core.rules.base import Rules
from ..core.search import Budget, never
from ..core.table import TableLayout
from .cleanup import clean_solution
from .registry import solve

P = TypeVar("P")
P_co = TypeVar("P_co", covariant=True)
"""The position type: read-only here, so a ``Solution[KlondikePosition]`` is a
``Solution[object]`` to code that only shows it (the window's live status)."""

Kind = Literal["winnable", "lost", "unknown"]
WINNABLE: Kind = "winnable"
LOST: Kind = "lost"
UNKNOWN: Kind = "unknown"


@dataclass(frozen=True, slots=True)
class Step(Generic[P_co]):
    """One step as the game plays it: the player's ``move``, then what followed by itself."""

    move: Move
    actions: tuple[Move, ...]
    """``move`` first, then the automatic moves (what ``Game.play`` records as one undo step)."""
    position: P_co
    """The position after the step."""


@dataclass(frozen=True, slots=True)
class Solution(Generic[P_co]):
    """A way to win from ``start``, step by step (the last step's position is won)."""

    start: P_co
    steps: tuple[Step[P_co], ...]
    _index: dict[object, int] = field(default_factory=dict, compare=False, repr=False)

    def positions(self) -> tuple[P_co, ...]:
        """The start, then the position after each step."""
        return (self.start, *(s.position for s in self.steps))

    def index_of(self, pos: object) -> int | None:
        """How many steps lead from the start to ``pos``, if ``pos`` is on the way."""
        if not self._index:
            for i, p in enumerate(self.positions()):
                self._index.setdefault(p, i)
        return self._index.get(pos)

    def rest(self, index: int) -> Solution[P_co]:
        """The same way to win, from the position after ``index`` steps."""
        start = self.start if index == 0 else self.steps[index - 1].position
        return Solution(start, self.steps[index:])

    def moves(self) -> list[Move]:
        """Every move of every step, in the rules' terms (what :func:`clean_solution` reads)."""
        return [m for s in self.steps for m in s.actions]


def owned(solution: Solution[object], own: Callable[[object], P]) -> Solution[P]:
    """``solution`` with its positions checked to be of a game's own type (``own``: the
    game's :meth:`~paciencia.core.game.Game.own`), to play it with that game's rules."""
    return Solution(own(solution.start), tuple(Step(s.move, s.actions, own(s.position)) for s in solution.steps))


@dataclass(frozen=True, slots=True)
class Verdict(Generic[P_co]):
    """What the solver says of a position: winnable (with its way), lost or not known."""

    kind: Kind
    solution: Solution[P_co] | None = None
    """With *winnable*: the way the solver found (None if it could not be put in game steps)."""
    expanded: int = 0
    seconds: float = 0.0


class Memory:
    """What the live status knows of one game's positions (B-1's budgets): each verdict
    by position, and the latest solutions found, whose every position is winnable. A
    move that follows a solution, an undo, a redo is answered from here, without a search."""

    def __init__(self, lines: int = 8) -> None:
        self.known: dict[Hashable, Verdict[object]] = {}
        self.lines: list[Solution[object]] = []
        self.keep = lines

    def recall(self, pos: Hashable) -> Verdict[object] | None:
        """What is known of ``pos`` already: its verdict, or its place on a solution found."""
        known = self.known.get(pos)
        if known is not None:
            return known
        for line in reversed(self.lines):
            i = line.index_of(pos)
            if i is not None:
                known = self.known[pos] = Verdict(WINNABLE, line.rest(i))
                return known
        return None

    def learn(self, pos: Hashable, verdict: Verdict[object]) -> None:
        self.known[pos] = verdict
        if verdict.solution is not None:
            self.lines = [*self.lines[-(self.keep - 1):], verdict.solution]


def _moved(layout: TableLayout[P], pos: P, move: Move) -> tuple[int, ...]:
    cards = layout.state(pos).piles.get(move.src, ())
    return tuple(card for card, _up in cards[len(cards) - move.count:])


def as_steps(rules: Rules[P], layout: TableLayout[P], start: P, moves: Sequence[Move]) -> tuple[Step[P], ...] | None:
    """The solver's ``moves`` from ``start`` as the game's steps (see the module text), or
    None if they do not lead the game to a win."""
    game_pos = solver_pos = start
    steps: list[Step[P]] = []
    for move in moves:
        if rules.is_won(game_pos):
            break
        same = game_pos is solver_pos or game_pos == solver_pos  # nothing happened by itself yet
        if rules.why_illegal(game_pos, move) is None and (
            same or _moved(layout, game_pos, move) == _moved(layout, solver_pos, move)
        ):
            pos = rules.apply(game_pos, move).position
            actions = [move]
            for auto in rules.automatic_moves(pos):
                pos = rules.apply(pos, auto).position
                actions.append(auto)
            steps.append(Step(move, tuple(actions), pos))
            game_pos = pos
        # else: the game already made this move by itself (or the lines parted: see below)
        solver_pos = rules.apply_unchecked(solver_pos, move).position
    return tuple(steps) if rules.is_won(game_pos) else None


def judge(rules: Rules[P], layout: TableLayout[P], pos: P, budget: Budget,
          stop: Callable[[], bool] = never) -> Verdict[P]:
    """B-1's verdict on ``pos`` within ``budget`` (V-1: a stop ends it as *unknown*)."""
    result = solve(rules, pos, budget, stop)
    if result.verdict == "solved":
        steps = as_steps(rules, layout, pos, result.moves)
        solution = Solution(pos, steps) if steps is not None else None
        return Verdict(WINNABLE, solution, result.expanded, result.seconds)
    kind: Kind = LOST if result.verdict == "unsolvable" else UNKNOWN
    return Verdict(kind, None, result.expanded, result.seconds)


def cleaned(rules: Rules[P], layout: TableLayout[P], solution: Solution[P], budget: float | None = None) -> Solution[P]:
    """B-2: ``solution`` without its detours (:func:`clean_solution`), still in game steps;
    the solution as it was if the shorter line cannot be played as the game plays."""
    moves = solution.moves()
    short = clean_solution(rules, solution.start, moves) if budget is None else clean_solution(
        rules, solution.start, moves, budget
    )
    if len(short) >= len(moves):
        return solution
    steps = as_steps(rules, layout, solution.start, short)
    return solution if steps is None or len(steps) > len(solution.steps) else Solution(solution.start, steps)
