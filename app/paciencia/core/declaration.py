"""How a game declares itself (ARCHITECTURE style 5): a :class:`GameInfo` holds its id and
name, its options, how its number becomes a deal, its rules, its table, and what else it
offers (a solver, a hint search, a manual). Shared code asks the declaration and never
names a game; :mod:`.registry` keeps the declarations.

Declarations are cheap to import: every field that needs a game's heavier modules (rules,
solver, table) is a function that imports them when first called (``def _table() ->
type[KlondikeLayout]: from .table import KlondikeLayout; ...``), so a launch loads only the
game it deals, and mypy checks each loader against the field it fills.

Typed seam (issue 26 §2): a declaration is generic in its game's rules class ``R`` and
position type ``P``, in that order, the order of every call it describes
(``solve(rules, position, budget, stop)``): ``GameInfo[KlondikeRules, KlondikePosition]``.
The rules class is part of the type because the solver, the hint search and the winnable
test of a game take its own rules (their options, its helpers), not any ``Rules[P]``.
``R`` is tied to ``P`` through :attr:`GameInfo.table`: the layout class is built from an
``R`` and must accept it as a ``Rules[P]``.

Code that does not know which game it holds (the registry, codes, play, ui, storage: the
game comes from a code or a saved file at run time) names "a game of some position type"
with the aliases of :mod:`.any_game` (``AnyGameInfo``, ``AnyGame``, ``AnyLayout``). Python
has no "for some P", and ``object`` cannot stand for it (``Rules[P]`` takes positions as
arguments, so it is invariant, and so is everything that holds one); typing's unknown type
as the argument is the way to say it, and it is said once, in that module, by name.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Final, Generic, Literal, TypeAlias, TypeVar

from .loading import Load
from .options import Choice, Option, Options, Value, defaults
from .slotted import Frozen
from .text import QT_TRANSLATE_NOOP, Reason

if TYPE_CHECKING:
    from .clicks import ClickPolicy
    from .moves import Move
    from .rules.base import Hint
    from .search import Budget, SolveResult
    from .table import TableLayout

TAP_TO_BEST_PLACE: Final[Load[type[ClickPolicy]]] = Load(f"{__package__}.clicks:TapToBestPlace")
"""U-2's click policy, for a game that declares none."""

R = TypeVar("R")
"""The game's rules class (a :class:`~paciencia.core.rules.base.Rules` of ``P``)."""
P = TypeVar("P")
"""The game's position type."""

Stop: TypeAlias = Callable[[], bool]
"""A search's stop flag, read now and then: True asks it to end (V-7)."""

Solver: TypeAlias = Callable[[R, P, "Budget", Stop], "SolveResult"]
"""``solve(rules, position, budget, stop)`` (V-1): ``Solver[KlondikeRules, KlondikePosition]``."""

HintAnswer: TypeAlias = "Move | Hint | Literal['lost'] | None"
"""A hint search's answer: a move, a worded :class:`~paciencia.core.rules.base.Hint`
(the search chose and said why: shown as it is), ``"lost"`` (proven: no way out) or
None (no answer in its budget)."""

Winnable: TypeAlias = Callable[[R, P, Stop], "bool | None"]
"""``lost(rules, position, stop)`` (V-5): True when the deal can no longer be won from
``position``, False when it still can, None when the search could not tell in time."""


class HintSearch(Frozen, Generic[R, P]):
    """A hint that needs a search, run off the UI thread (F-7, S-8).

    ``run(rules, position, stop)`` gives a :data:`HintAnswer`; ``message`` is the msgid
    (context ``solver``) shown with a move the rules' own hint would not have named.
    """

    __slots__ = ("run", "message")

    run: Callable[[R, P, Stop], HintAnswer]
    message: str

    def __init__(self, run: Callable[[R, P, Stop], HintAnswer], message: str) -> None:
        self.run, self.message = run, message


GUARANTEED: Final = "guaranteed"
"""The deal option of K-14/B-3: with it on, a code's deal is the first candidate proven."""


def guaranteed_option(*, printed_at_default: bool = False, legacy: str = "") -> Option:
    """The "solvable deals only" option, the same in every game that has a :class:`Guarantee`.

    Not part of the variant (statistics, title); printed in a code only when on, except
    where codes always carried it (Klondike's, K-14), so every older code stays canonical.
    """
    return Option(
        GUARANTEED, QT_TRANSLATE_NOOP("options", "Only deals with a proven solution"), False,
        choices=(Choice(False, ""), Choice(True, "", QT_TRANSLATE_NOOP("options", "guaranteed"))),
        in_variant=False, printed_at_default=printed_at_default, legacy=legacy,
        tip=QT_TRANSLATE_NOOP(
            "options",
            "Before play, the solver tries the deals of the number in turn and deals the first one "
            "it proves solvable; the game code fixes which one.",
        ),
    )


class ProofBudget(Frozen):
    """What a guaranteed code may spend (K-14): positions a candidate, candidates at most.

    Positions only, never seconds: the answer must not depend on the machine's speed,
    or one code would give different deals on a fast and a slow computer.
    """

    __slots__ = ("positions", "candidates")

    positions: int
    candidates: int

    def __init__(self, positions: int, candidates: int) -> None:
        self.positions, self.candidates = positions, candidates


class Guarantee(Frozen, Generic[R, P]):
    """How a code with ``guaranteed=1`` picks its deal (K-14's semantics in every game, B-3).

    ``candidates(number, options)`` yields the candidate deal orders, the first being
    the number's own deal (so ``guaranteed=0`` and candidate 0 agree); each is searched
    by ``prover`` (``solve(rules, position, budget, stop)``, the game's ``solver`` when
    None) within ``budget(options)``, with the rules of the code's options and the
    defaults of the others. The first candidate proven, in order, is played; when none
    is, the last one, unproven. The search is deterministic, so a code fixes its deal.
    """

    __slots__ = ("candidates", "budget", "prover")

    candidates: Callable[[int, Options], Iterator[Sequence[int]]]
    budget: Callable[[Options], ProofBudget]
    prover: Callable[[], Solver[R, P]] | None

    def __init__(
        self, candidates: Callable[[int, Options], Iterator[Sequence[int]]],
        budget: Callable[[Options], ProofBudget], prover: Callable[[], Solver[R, P]] | None = None,
    ) -> None:
        self.candidates, self.budget, self.prover = candidates, budget, prover


CLASSICS: Final = QT_TRANSLATE_NOOP("chooser", "The classics")
"""The chooser's group of the games most players know by name (:attr:`GameInfo.group`)."""
MORE_GAMES: Final = QT_TRANSLATE_NOOP("chooser", "More games")
"""The chooser's group of a game that names none."""


class GameInfo(Generic[R, P]):
    """One game, as shared code sees it: ``R`` its rules class, ``P`` its position type.

    A plain slotted class, set once when declared: every launch makes the class before its
    first frame, and a named tuple of these 23 fields costs 3 M instructions to make (issue 38).

    ``id``: As written in game codes and file names (``klondike``).
    ``name``: Msgid of the game's name, context ``games``.
    ``make_rules``: The rules for a full set of option values (every option named, typed).
    ``deal_order``: Deal number and deal options → the cards in dealing order (C-2).
    ``table``: Loads the game's layout class, built as ``layout(rules, options)``: pure data, no Qt.
    ``max_number``: The largest deal number a code may carry; larger ones are refused (C-2).
    ``new_numbers``: A new game draws its number from 1 to this (FreeCell: the classic 32 000).
    ``scored``: The game keeps a score (C-9) and enters the Top 5 (C-10).
    ``preview``: Three (rank, suit) cards the chooser fans on the game's tile.
    ``group``: Msgid (context ``chooser``) of the heading the chooser shows the game's tile under;
        the groups come in the order of their first game in the registry.
    ``example``: A fixed game code for self-tests and examples.
    ``clicks``: Loads the game's own click policy class; None: tap to the best place (U-2).
    ``solver``: Loads the game's ``solve(rules, position, budget, stop) -> SolveResult`` (V-1).
    ``check_number``: Why a number is not a deal for these options (P-10's lists), or None.
    ``pick_number``: A new game's number for these options from a random integer; None: 1…new_numbers.
    ``proven``: Whether a deal is known solvable before play (P-10: from a proven list).
    ``manual``: Dotted name of the package whose ``manual/<language>.html`` holds the rules text.
    ``winnable``: Loads ``lost(rules, position, stop) -> bool | None``: is the deal no longer winnable (V-5)?
    ``guarantee``: Guaranteed solvable deals (B-3): the game then declares :func:`guaranteed_option`.
    ``cards_known``: Whether, with these options, the player knows every card the solver reads (C-6,
        B-1): then the live "winnable" status is shown by default. None or False: the solver would
        see face-down cards, so the status waits for the player's setting.
    ``own_board``: The game's points are on a scale of its own (TriPeaks' chain TP-6, Golf's GF-5):
        its wins enter a Top 5 of its own, not C-10's board shared by the games of one scale.
    """

    __slots__ = (
        "id", "name", "options", "make_rules", "deal_order", "table", "max_number", "new_numbers", "scored",
        "preview", "group", "example", "clicks", "solver", "hint_search", "check_number", "pick_number",
        "proven", "manual", "winnable", "guarantee", "cards_known", "own_board"
    )

    def __init__(
        self,
        id: str,
        name: str,
        options: tuple[Option, ...],
        make_rules: Callable[[Options], R],
        deal_order: Callable[[int, Options], Sequence[int]],
        table: Callable[[], Callable[[R, Options], TableLayout[P]]],
        max_number: int,
        new_numbers: int = 1_000_000,
        scored: bool = True,
        preview: tuple[tuple[int, int], ...] = (),
        group: str = MORE_GAMES,
        example: str = "",
        clicks: Callable[[], type[ClickPolicy]] | None = None,
        solver: Callable[[], Solver[R, P]] | None = None,
        hint_search: Callable[[], HintSearch[R, P]] | None = None,
        check_number: Callable[[int, Options], Reason | None] | None = None,
        pick_number: Callable[[Options, int], int] | None = None,
        proven: Callable[[int, Options], bool] | None = None,
        manual: str = "",
        winnable: Callable[[], Winnable[R, P]] | None = None,
        guarantee: Guarantee[R, P] | None = None,
        cards_known: Callable[[Options], bool] | None = None,
        own_board: bool = False,
    ) -> None:
        self.id, self.name, self.options, self.make_rules = id, name, options, make_rules
        self.deal_order, self.table, self.max_number, self.new_numbers = deal_order, table, max_number, new_numbers
        self.scored, self.preview, self.group, self.example = scored, preview, group, example
        self.clicks, self.solver, self.hint_search, self.check_number = clicks, solver, hint_search, check_number
        self.pick_number, self.proven, self.manual, self.winnable = pick_number, proven, manual, winnable
        self.guarantee, self.cards_known, self.own_board = guarantee, cards_known, own_board

    def option(self, name: str) -> Option:
        for o in self.options:
            if o.name == name:
                return o
        raise KeyError(f"{self.id} has no option {name!r}")

    def full_options(self, given: Options) -> dict[str, Value]:
        """``given`` completed with the defaults of every option not named."""
        values = defaults(self.options)
        values.update({k: v for k, v in given.items() if k in values})
        return values

    def rules(self, given: Options) -> R:
        return self.make_rules(self.full_options(given))

    def layout(self, rules: R, given: Options) -> TableLayout[P]:
        """The table's piles for ``rules`` and these option values (look options included)."""
        return self.table()(rules, self.full_options(given))

    def click_policy(self) -> ClickPolicy:
        return (self.clicks or TAP_TO_BEST_PLACE)()()
