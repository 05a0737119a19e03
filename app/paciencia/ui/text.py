"""Translation helpers: every string a person reads goes through Qt's translate."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..core.codes import GameCode
from ..core.registry import GAMES
from ..core.text import Reason


def tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def tr_n(context: str, text: str, n: int) -> str:
    """A message with a count: ``tr_n("stats", "%n games", 1)`` is "1 game" (X-1).

    ``%n`` in the text becomes ``n``; the catalogue of the language (English too) holds one
    form per plural form, picked by ``n``. Write the context and the text as literals:
    ``tools/translate.py`` finds these calls by reading the code.
    """
    return QCoreApplication.translate(context, text, None, n)


def reason_text(reason: Reason) -> str:
    """A core :class:`Reason` in the player's language."""
    msg = QCoreApplication.translate(reason.context, reason.msgid)
    try:
        return msg.format(**reason.args)
    except (KeyError, IndexError, ValueError):
        return str(reason)


def game_name(game_id: str) -> str:
    return QCoreApplication.translate("games", GAMES[game_id].name)


def variant_text(code: GameCode) -> str:
    """The variant as a player reads it: "Draw 3 · 3 passes", "2 suits", "Standard"."""
    g = code.game
    if g == "klondike":
        parts = [tr("variant", "Draw {n}").format(n=code.option("draw"))]
        passes = code.int_option("passes")
        if passes:
            parts.append(
                tr("variant", "{n} passes").format(n=passes) if passes > 1 else tr("variant", "1 pass")
            )
        if code.option("guaranteed") == "1":
            parts.append(tr("variant", "guaranteed"))
        return " · ".join(parts)
    if g == "spider":
        n = code.int_option("suits")
        return tr("variant", "1 suit") if n == 1 else tr("variant", "{n} suits").format(n=n)
    if g == "pyramid":
        return {
            "easy": tr("variant", "Easy"),
            "standard": tr("variant", "Standard"),
            "random": tr("variant", "Random"),
        }[code.option("level")]
    return ""
