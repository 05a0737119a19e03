"""What the status line and the title show (U-5), and which commands can act now (U-6).

The title and the status line name the game, its variant and the deal number; the raw
link (``paciencia://…``) is never shown there: Game ▸ Copy game link and the Play
game number dialog carry it.

Pure functions of the game on the table, so the window only copies them onto its
widgets and a test can read them without a window.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from functools import lru_cache

from PySide6.QtCore import QDate, QLocale

from ...core.codes import GameCode
from ...core.declaration import GUARANTEED
from ...core.guarantee_codes import needs_search
from ...core.loading import Feature
from ...core.played import PlayedGame
from ..text import game_name, options_text, tr

DAILY_DAY: Feature[Callable[[GameCode, date], date | None]] = Feature("paciencia.core.daily:daily_day")
"""B-4's calendar, loaded when a deal is first named, not for the first frame (issue 11)."""

GROUP_FROM = 8
"""Deal numbers of this many digits or more are shown in groups of three."""
GROUP_SEPARATOR = "\u202f"
"""A narrow no-break space: read as one number, never broken across lines."""


class Figures:
    """What the status line and the title show of the game on the table (U-5): ``label``,
    game · variant (· Solution proven); ``deal``, "Deal 694468" (U-5: the number, never the raw
    link; "Daily deal 694468", B-4); ``link``, the whole game code (C-2: what Copy game link and
    the Play game number dialog give); ``title``, "Klondike · Draw 1 — Paciência" ("Klondike ·
    Draw 1 · Daily deal of 7 Dec — Paciência"), also the name a screen reader hears for the
    window. A plain slotted class: every launch makes the class before its first frame, and a
    named tuple's costs ten times as much to make (issue 38)."""

    __slots__ = ("label", "score", "moves", "seconds", "deal", "link", "title")

    def __init__(self, label: str, score: int | None, moves: int, seconds: float, deal: str, link: str,
                 title: str) -> None:
        self.label, self.score, self.moves, self.seconds = label, score, moves, seconds
        self.deal, self.link, self.title = deal, link, title


def deal_number(number: int) -> str:
    """A deal number as a person reads it: whole up to seven digits ("694468"), in groups
    of three beyond ("18 446 744 073 709 551 615", the largest Klondike number)."""
    digits = str(number)
    if len(digits) < GROUP_FROM:
        return digits
    return f"{number:,}".replace(",", GROUP_SEPARATOR)


def deal_text(number: int) -> str:
    """U-5: "Deal 694468"."""
    return tr("status", "Deal {n}").format(n=deal_number(number))


def game_label(code: GameCode, guarantee: bool = True) -> str:
    """"Klondike · Draw 1": the game and its variant, in the declaration's words; without
    the guaranteed option's word ("guaranteed") when ``guarantee`` is False."""
    options = code.options if guarantee else tuple(o for o in code.options if o[0] != GUARANTEED)
    variant = options_text(code.game, options) or ""
    name = game_name(code.game)
    return f"{name} · {variant}" if variant else name


def day_text(day: date) -> str:
    """Day and month in the language's words ("7 Dec", "7 dez"): the year goes without saying."""
    return QLocale().toString(QDate(day.year, day.month, day.day), "d MMM")


def daily_name(day: date) -> str:
    """B-4: "Daily deal of 7 Dec", as the chooser's tile names it."""
    return tr("chooser", "Daily deal of {day}").format(day=day_text(day))


@lru_cache(maxsize=16)
def daily_day(code: GameCode, today: date) -> date | None:
    """The day whose daily deal ``code`` is (today's or yesterday's), else None."""
    return DAILY_DAY()(code, today)


def proven_label(game: PlayedGame) -> str:
    """"Klondike · Draw 3 · Solution proven": the game, its variant and what is known of a
    solution, said once (issue 37 §13): a guaranteed code's own option ("guaranteed") goes
    when "Solution proven" or "no proven solution" says it."""
    code = game.code
    label = game_label(code, guarantee=not (game.proven or needs_search(code)))
    if game.proven:
        label += " · " + tr("window", "Solution proven")
    elif needs_search(code):
        label += " · " + tr("window", "no proven solution")
    return label


def figures(game: PlayedGame | None, seconds: float, daily: bool = False) -> Figures:
    """What the title and the status line show of ``game``; with ``daily``, a daily deal
    (B-4) is named as one in both."""
    if game is None:
        return Figures("Paciência", None, 0, 0.0, "", "", "Paciência")
    code = game.code
    label = proven_label(game)
    deal, named = deal_text(code.number), label
    day = daily_day(code, date.today()) if daily else None
    if day is not None:
        deal = tr("status", "Daily deal {n}").format(n=deal_number(code.number))
        named += " · " + daily_name(day)
    title = tr("window", "{game} — Paciência").format(game=named)
    score = game.score if game.has_score else None
    return Figures(label, score, game.moves, seconds, deal, str(code), title)


TABLE_COMMANDS = (
    "undo", "redo", "hint", "auto", "draw", "go_back", "winnable", "solution", "resign", "restart", "copy",
)
"""Commands that act on the game on the table: none acts while the chooser hides it."""


def action_states(
    game: PlayedGame | None, chooser_shown: bool, *, playback: bool = False, rewind: bool = False
) -> dict[str, tuple[bool, bool]]:
    """Each command's (visible, enabled): nothing that cannot act is enabled (issue 11).
    While a solution is played back (B-2) only its own keys act; ``rewind``: the live
    status knows an earlier winnable position (B-1). "Go back to the last winnable
    position" acts when either way back can: before the move that locked a card (P-7),
    or to that earlier position (issue 37 §12)."""
    if game is None:
        out = {name: (True, False) for name in TABLE_COMMANDS}
        out["new"] = (True, False)  # with no game, New game would do nothing
        out["auto"] = (True, False)
        out["winnable"] = (False, False)
        return out
    history = game.history
    playing = not game.over and not chooser_shown and not playback
    winnable = game.code.info.winnable is not None
    solver = game.code.info.solver is not None
    calm = not playback  # what would replace or redraw the table waits for the playback's end
    return {
        **{name: (True, calm) for name in ("number", "choose", "prefs")},
        "solution": (solver, playing and solver),
        "new": (True, calm),
        "restart": (True, not chooser_shown and calm),
        "copy": (True, not chooser_shown),
        "undo": (True, playing and history.can_undo()),
        "redo": (True, playing and history.can_redo()),
        "hint": (True, playing),
        "auto": (game.has_auto, playing and game.has_auto),
        "draw": (True, playing and game.has_stock),
        "go_back": (solver or game.locks, playing and (rewind or game.mistake_index() is not None)),
        "winnable": (winnable, playing and winnable),
        "resign": (True, playing),
    }
