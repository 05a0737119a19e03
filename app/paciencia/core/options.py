"""A game's options, declared once (ARCHITECTURE style 5; issue 13).

Each game lists its :class:`Option` values in its declaration
(:class:`paciencia.core.declaration.GameInfo`). That one list drives everything
that shows or stores an option, so no other module needs to know a game's
options by name:

* the game code (C-2): options of :data:`DEAL` scope are its query part, in
  declared order, each checked against its allowed values;
* the settings file (T-1): every option is stored per game, typed, and a
  stored value outside the allowed ones is refused field by field;
* the chooser and Preferences: a combo box, a spin box or a check box,
  labelled from :attr:`Option.label`;
* the variant text a player reads ("Draw 3 · 3 passes") and the statistics
  key (the code's options with :attr:`Option.in_variant`).

Scopes say when a changed option takes effect: :data:`DEAL` options change
the deal and are part of the code; :data:`RULES` options change the rules but
not the deal (FreeCell's cards back from foundations) and wait for the next
deal like deal options (T-1); :data:`LOOK` options change only what the table
shows (Pyramid's A/J/Q/K values) and apply at once.

Labels are msgids for ``QCoreApplication.translate("options", …)``, marked
with ``QT_TRANSLATE_NOOP`` where they are declared.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Final

from .slotted import Frozen

DEAL: Final = "deal"
RULES: Final = "rules"
LOOK: Final = "look"

Value = bool | int | str
"""An option's value as the program uses it; its text form is :meth:`Option.text`."""


class Choice(Frozen):
    """One allowed value of a choice option."""

    __slots__ = ("value", "label", "summary")

    value: Value
    label: str
    """What a combo box shows (msgid, context ``options``)."""
    summary: str | None
    """How the variant text names it ("Draw 3"); None: not named (the usual case)."""

    def __init__(self, value: Value, label: str, summary: str | None = None) -> None:
        self.value, self.label, self.summary = value, label, summary


class Count(Frozen):
    """A whole number from ``low`` to ``high`` (a spin box)."""

    __slots__ = ("low", "high", "zero_label", "summary")

    low: int
    high: int
    zero_label: str
    """What a spin box shows for 0 ("Unlimited"), if 0 means something special."""
    summary: str
    """Plural msgid (``%n``) naming a non-zero value in the variant text ("%n passes")."""

    def __init__(self, low: int, high: int, zero_label: str = "", summary: str = "") -> None:
        self.low, self.high, self.zero_label, self.summary = low, high, zero_label, summary


class Option(Frozen):
    """One option a game declares (draw, passes, suits…): its values, default and scope."""

    __slots__ = (
        "name", "label", "default", "scope", "choices", "numbers", "in_variant", "printed_at_default",
        "chooser", "tip", "legacy", "preferred",
    )

    name: str
    """As written in the code's query and the settings (``draw``)."""
    label: str
    """The option's name for a person ("Draw"), msgid in context ``options``."""
    default: Value
    """The value of a code that does not name the option."""
    scope: str
    choices: tuple[Choice, ...]
    """The allowed values of a choice option; a flag has (False, True)."""
    numbers: Count | None
    """Set for a numeric option instead of :attr:`choices`."""
    in_variant: bool
    """Part of the variant (statistics, the title); K-14's ``guaranteed`` is not."""
    printed_at_default: bool
    """Written in the canonical code even when it has its default value."""
    chooser: bool
    """Offered on the game's chooser tile."""
    tip: str
    """A tooltip for Preferences (msgid, context ``options``)."""
    legacy: str
    """The field that held this option in the version-1 settings file."""
    preferred: Value | None
    """A new player's setting, when it differs from :attr:`default`."""

    def __init__(
        self, name: str, label: str, default: Value, scope: str = DEAL, choices: tuple[Choice, ...] = (),
        numbers: Count | None = None, in_variant: bool = True, printed_at_default: bool = True,
        chooser: bool = False, tip: str = "", legacy: str = "", preferred: Value | None = None,
    ) -> None:
        self.name, self.label, self.default, self.scope, self.choices = name, label, default, scope, choices
        self.numbers, self.in_variant, self.printed_at_default = numbers, in_variant, printed_at_default
        self.chooser, self.tip, self.legacy, self.preferred = chooser, tip, legacy, preferred

    @property
    def initial(self) -> Value:
        """The value the settings start with."""
        return self.default if self.preferred is None else self.preferred

    @property
    def is_flag(self) -> bool:
        return isinstance(self.default, bool)

    def allowed(self) -> tuple[Value, ...]:
        if self.numbers is not None:
            return tuple(range(self.numbers.low, self.numbers.high + 1))
        if self.is_flag and not self.choices:
            return (False, True)
        return tuple(c.value for c in self.choices)

    def accepts(self, value: object) -> bool:
        """True for a value of the right type among the allowed ones (``True`` is not ``1``)."""
        if type(value) is not type(self.default):
            return False
        if self.numbers is not None:
            return isinstance(value, int) and self.numbers.low <= value <= self.numbers.high
        return value in self.allowed()

    def text(self, value: Value) -> str:
        """The value as written in a game code."""
        if isinstance(value, bool):
            return "1" if value else "0"
        return str(value)

    def parse(self, text: str) -> Value | None:
        """The value a code's text stands for, or None if it is not allowed."""
        for value in self.allowed():
            if self.text(value) == text:
                return value
        return None

    def allowed_text(self) -> str:
        """The allowed values as a person reads them in an error message."""
        if self.numbers is not None:
            return f"{self.numbers.low}–{self.numbers.high}"
        return ", ".join(self.text(v) for v in self.allowed())

    def choice(self, value: Value) -> Choice | None:
        return next((c for c in self.choices if c.value == value), None)


Options = Mapping[str, Value]
"""Option values by name."""


def defaults(options: Iterable[Option]) -> dict[str, Value]:
    return {o.name: o.default for o in options}


def of_scope(options: Iterable[Option], *scopes: str) -> tuple[Option, ...]:
    return tuple(o for o in options if o.scope in scopes)
