"""Messages a person reads, kept translatable without importing Qt.

The core produces English messages; the UI translates them with
``QCoreApplication.translate(context, msgid)`` and then fills in the
arguments. ``QT_TRANSLATE_NOOP`` is the marker ``pyside6-lupdate`` looks for,
so every message written with it lands in the ``.ts`` files.
"""

from __future__ import annotations

from typing import Any


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - name fixed by lupdate
    return text


def QT_TRANSLATE_N_NOOP(context: str, text: str, disambiguation: None = None, n: int = 0) -> str:  # noqa: N802
    """Marks a message with a count (``%n``), which each language words in its plural forms.

    Always called with the four arguments, ``(context, "%n …", None, 0)``: lupdate
    is told to read this name as ``translate`` (``tools/translate.py``), and only a
    call with a count makes it a plural ("numerus") message in the ``.ts`` files.
    """
    return text


class Reason:
    """A translatable message with named ``{placeholders}``.

    ``str(reason)`` is the English text; the UI uses :attr:`msgid` and
    :attr:`args` to show it in the player's language.
    """

    __slots__ = ("context", "msgid", "args", "count")

    def __init__(self, msgid: str, context: str = "rules", **args: Any) -> None:
        self.context = context
        self.msgid = msgid
        self.args = args
        self.count: int | None = None
        """For a plural message (``%n``): the number that picks the plural form."""

    @classmethod
    def plural(cls, msgid: str, count: int, context: str = "rules", **args: Any) -> Reason:
        """A message marked with :func:`QT_TRANSLATE_N_NOOP`, for ``count`` of something."""
        r = cls(msgid, context, **args)
        r.count = count
        return r

    def __str__(self) -> str:
        text = self.msgid.format(**self.args)
        return text if self.count is None else text.replace("%n", str(self.count))

    def __repr__(self) -> str:
        return f"Reason({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Reason) and (self.msgid, self.args, self.count) == (
            other.msgid, other.args, other.count
        )

    def __hash__(self) -> int:
        return hash(self.msgid)


def reason(msgid: str, **args: Any) -> Reason:
    """Shorthand used by the rules; ``msgid`` must be wrapped in QT_TRANSLATE_NOOP."""
    return Reason(msgid, **args)
