"""A :class:`~paciencia.core.text.Reason` in the player's words: the one function that turns a
core or deck reason into text (its translation, its count, its arguments), for the window,
the deck checks and the command line alike (issue 36 §6).

It lives at the decks' layer, the lowest that may use Qt: the translation is Qt's.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .core.text import Reason


def reason_text(reason: Reason) -> str:
    """``reason`` translated (when a translator is installed), its count and arguments filled in.

    Qt puts the count in for ``%n`` only when an application object exists; without one (the
    command line before its first window) it gives the text back as is, so ``%n`` is filled
    here too."""
    if reason.count is None:
        said = QCoreApplication.translate(reason.context, reason.msgid)
    else:
        said = QCoreApplication.translate(reason.context, reason.msgid, None, reason.count)
        said = said.replace("%n", str(reason.count))
    try:
        return said.format(**reason.args)
    except (KeyError, IndexError, ValueError):
        return str(reason)
