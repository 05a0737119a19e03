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


class Reason:
    """A translatable message with named ``{placeholders}``.

    ``str(reason)`` is the English text; the UI uses :attr:`msgid` and
    :attr:`args` to show it in the player's language.
    """

    __slots__ = ("context", "msgid", "args")

    def __init__(self, msgid: str, context: str = "rules", **args: Any) -> None:
        self.context = context
        self.msgid = msgid
        self.args = args

    def __str__(self) -> str:
        return self.msgid.format(**self.args)

    def __repr__(self) -> str:
        return f"Reason({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Reason) and (self.msgid, self.args) == (other.msgid, other.args)

    def __hash__(self) -> int:
        return hash(self.msgid)


def reason(msgid: str, **args: Any) -> Reason:
    """Shorthand used by the rules; ``msgid`` must be wrapped in QT_TRANSLATE_NOOP."""
    return Reason(msgid, **args)
