"""Translation helpers: every string a person reads goes through Qt's translate."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..core import registry
from ..core.codes import GameCode
from ..core.options import Option, Value
from ..wording import reason_text

__all__ = ["reason_text", "tr", "tr_n"]  # reason_text: the one wording of a Reason (issue 36 §6)


def tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def tr_n(context: str, text: str, n: int) -> str:
    """A message with a count: ``tr_n("stats", "%n games", 1)`` is "1 game" (X-1).

    ``%n`` in the text becomes ``n``; the catalogue of the language (English too) holds one
    form per plural form, picked by ``n``. Write the context and the text as literals:
    ``tools/translate.py`` finds these calls by reading the code.
    """
    return QCoreApplication.translate(context, text, None, n)


def game_name(game_id: str) -> str:
    found = registry.find(game_id)
    return QCoreApplication.translate("games", found.name) if found is not None else game_id


def every_game() -> str:
    """Every registered game, in the chooser's order, named in a list: "Klondike, FreeCell, …
    and Baker's Dozen" (the About box; a game added to the registry is named there too)."""
    return _listed([QCoreApplication.translate("games", g.name) for g in registry.games()])


def scored_games(conjunction: str = "and") -> str:
    """The games that keep a score on C-9's scale (C-10's shared Top 5), as the registry declares
    them, named in a list: "Klondike, FreeCell and Spider" (``conjunction`` "or": "…, FreeCell or
    Spider"). A game with a Top 5 of its own (TP-9) is not among them."""
    names = [QCoreApplication.translate("games", g.name) for g in registry.games() if g.scored and not g.own_board]
    return _listed(names, conjunction)


def _listed(names: list[str], conjunction: str = "and") -> str:
    """Names as a sentence's list, the last joined by "and" (or "or") in the language."""
    if len(names) < 2:
        return "".join(names)
    rest = ", ".join(names[:-1])
    if conjunction == "or":
        return tr("lists", "{rest} or {last}").format(rest=rest, last=names[-1])
    return tr("lists", "{rest} and {last}").format(rest=rest, last=names[-1])


def option_summary(option: Option, value: Value) -> str:
    """How the variant text names an option's value ("Draw 3", "3 passes"); "" when it is not named."""
    if option.numbers is not None:
        if not isinstance(value, int) or isinstance(value, bool) or value == 0 or not option.numbers.summary:
            return ""
        # The msgid is marked where the option is declared (QT_TRANSLATE_N_NOOP).
        return QCoreApplication.translate("options", option.numbers.summary, None, value)
    choice = option.choice(value)
    if choice is None or not choice.summary:
        return ""
    return tr("options", choice.summary)


def variant_text(code: GameCode) -> str:
    """The variant as a player reads it: "Draw 3 · 3 passes", "2 suits", "Standard"."""
    return options_text(code.game, code.options) or ""


def options_text(game_id: str, options: tuple[tuple[str, str], ...]) -> str | None:
    """The variant text of a game's options given as text (a statistics key's), or None
    if the game or an option is unknown."""
    info = registry.find(game_id)
    if info is None:
        return None
    parts = []
    for name, text in options:
        try:
            option = info.option(name)
        except KeyError:
            return None
        value = option.parse(text)
        if value is None:
            return None
        parts.append(option_summary(option, value))
    return " · ".join(p for p in parts if p)
