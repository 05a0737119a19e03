"""What an operation on the table answers (``play/table.py``): plain data the view draws.

A view applies the fields of :class:`Effects` in their order; it decides nothing. Messages
and banners are core :class:`~paciencia.core.text.Reason` values, put in the player's
language by the view.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final

from ..core.clicks import CardRef
from ..core.kinds import BannerAction
from ..core.moves import Move
from ..core.slotted import Frozen
from ..core.steps import Step
from ..core.table import TableState
from ..core.text import Reason

SILENCE: Final = Reason("")
"""The message that clears the status line (what it said spoke of another position)."""


class Show(StrEnum):
    """How the table's new state comes on screen."""

    DEAL = "deal"
    """Dealt card by card (a new deal, a restart)."""
    STILL = "still"
    """At once, without animation (a resumed game, new look options)."""
    SLIDE = "slide"
    """The cards that moved slide to their new places (undo, redo, a position set elsewhere)."""
    STEPS = "steps"
    """The played step, then each automatic move after it (:attr:`Effects.steps`)."""


class Pace(StrEnum):
    """How fast a played step is shown: the view turns it into milliseconds (U-3)."""

    MOVE = "move"
    PAIR = "pair"
    STOCK = "stock"
    CASCADE = "cascade"


class Outcome(StrEnum):
    """The rules ended the round just now: the result is recorded at once (C-13)."""

    WON = "won"
    LOST = "lost"


class Banner(Frozen):
    """The banner over the table (P-7, and a deal lost or out of moves): its text, one or more sentences said one
    after the other, and the button it offers. No text: the banner hides."""

    __slots__ = ("text", "action")

    text: tuple[Reason, ...]
    action: BannerAction | None

    def __init__(self, text: tuple[Reason, ...] = (), action: BannerAction | None = None) -> None:
        self.text, self.action = text, action


HIDDEN: Final = Banner()


class TableMarks(Frozen):
    """Every decoration on the cards and piles (P-5 rings and covering cards, P-7 padlocks,
    C-11 hints)."""

    __slots__ = ("ring", "selected", "covering", "locked", "hint_cards", "hint_piles")

    ring: tuple[CardRef, ...]
    selected: tuple[CardRef, ...]
    covering: tuple[CardRef, ...]
    locked: tuple[str, ...]
    hint_cards: tuple[CardRef, ...]
    hint_piles: tuple[str, ...]

    def __init__(
        self, ring: tuple[CardRef, ...] = (), selected: tuple[CardRef, ...] = (),
        covering: tuple[CardRef, ...] = (), locked: tuple[str, ...] = (),
        hint_cards: tuple[CardRef, ...] = (), hint_piles: tuple[str, ...] = (),
    ) -> None:
        self.ring, self.selected, self.covering, self.locked = ring, selected, covering, locked
        self.hint_cards, self.hint_piles = hint_cards, hint_piles


class Effects(Frozen):
    """What one operation asks the view to show, in the order the view applies it. A field
    left at its default changes nothing on screen."""

    __slots__ = (
        "message", "show", "state", "steps", "pace", "moved", "legal", "glide_back", "shake", "transient",
        "hint", "marks", "changed", "banner", "outcome", "finish_animations",
    )

    message: Reason | None
    """The status line: a reason to say, :data:`SILENCE` to clear it, None to leave it."""
    show: Show | None
    """How the new table comes on screen; None: the table did not change."""
    state: TableState | None
    """The table to show (with :attr:`show`), or the last one of :attr:`steps`."""
    steps: tuple[Step, ...]
    pace: Pace
    moved: bool
    """The position changed: a search asked for the one before is stale (V-7), the drop
    highlights are :attr:`legal`, the figures and the saved game are out of date."""
    legal: tuple[Move, ...]
    glide_back: bool
    """Cards still in the air go home (a refused drop); with :attr:`shake`, the shake starts
    both animations."""
    shake: tuple[CardRef, ...]
    transient: int | None
    """Some marks last a moment: call :meth:`Table.end_transient` with this number soon."""
    hint: int | None
    """A hint is shown: call :meth:`Table.clear_hint` with this number once it has been seen."""
    marks: TableMarks | None
    changed: bool
    """The figures (score, moves, what undo and redo may do) may have changed."""
    banner: Banner | None
    outcome: Outcome | None
    finish_animations: bool
    """Cards still moving land first (the stock and the hint read the table as it will be)."""

    def __init__(
        self, message: Reason | None = None, show: Show | None = None, state: TableState | None = None,
        steps: tuple[Step, ...] = (), pace: Pace = Pace.MOVE, moved: bool = False,
        legal: tuple[Move, ...] = (), glide_back: bool = False, shake: tuple[CardRef, ...] = (),
        transient: int | None = None, hint: int | None = None, marks: TableMarks | None = None,
        changed: bool = False, banner: Banner | None = None, outcome: Outcome | None = None,
        finish_animations: bool = False,
    ) -> None:
        self.message, self.show, self.state, self.steps, self.pace = message, show, state, steps, pace
        self.moved, self.legal, self.glide_back, self.shake = moved, legal, glide_back, shake
        self.transient, self.hint, self.marks, self.changed = transient, hint, marks, changed
        self.banner, self.outcome, self.finish_animations = banner, outcome, finish_animations


def then(first: Effects, then: Effects) -> Effects:
    """Two operations' effects as one: what the second shows or says replaces the first's,
    flags add up (a table shown by the first stays shown)."""
    return Effects(
        message=then.message if then.message is not None else first.message,
        show=then.show if then.show is not None else first.show,
        state=then.state if then.state is not None else first.state,
        steps=then.steps if then.show is not None else first.steps,
        pace=then.pace if then.show is not None else first.pace,
        moved=first.moved or then.moved,
        legal=then.legal if then.moved or then.legal else first.legal,
        glide_back=first.glide_back or then.glide_back,
        shake=then.shake or first.shake,
        transient=then.transient if then.transient is not None else first.transient,
        hint=then.hint if then.hint is not None else first.hint,
        marks=then.marks if then.marks is not None else first.marks,
        changed=first.changed or then.changed,
        banner=then.banner if then.banner is not None else first.banner,
        outcome=then.outcome if then.outcome is not None else first.outcome,
        finish_animations=first.finish_animations or then.finish_animations,
    )

