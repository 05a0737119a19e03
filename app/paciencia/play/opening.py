"""What a launch shows first (C-13, T-4, U-5), decided without a window.

The precedence: the saved game comes back; a link given on the command line is dealt
after it (and asked about first, once the window is up, when the saved game is in
progress; an untouched saved deal just makes way); with neither, a new deal of the last
game played; with no last game, the chooser. Arguments that are not understood, and a
link that is not a game code, are told, never silently dropped.
"""

from __future__ import annotations

from ..core.codes import SCHEME, GameCode, GameCodeError, parse
from ..core.played import PlayedGame
from ..core.text import QT_TRANSLATE_NOOP, Reason
from .questions import in_progress

NOT_UNDERSTOOD = QT_TRANSLATE_NOOP("window", "Not understood and left out: {args}")


class Opening:
    """What a launch puts on the table first (U-1): the saved game, a link, a new deal or the
    chooser. ``resume``: put the saved game back on the table; ``link``: deal this code (after
    the saved game, when there is one); ``ask_first``: the link would replace a game in
    progress, so ask once the window is up (C-13); ``new_of``: no saved game and no link, a new
    deal of this game (the last one played); ``told``: what to tell the player once the window
    is up. A plain slotted class: every launch makes the class before its first frame (issue 38)."""

    __slots__ = ("resume", "link", "ask_first", "new_of", "told")

    def __init__(self, resume: bool = False, link: GameCode | None = None, ask_first: bool = False,
                 new_of: str | None = None, told: tuple[Reason, ...] = ()) -> None:
        self.resume, self.link, self.ask_first, self.new_of, self.told = resume, link, ask_first, new_of, told

    @property
    def chooser(self) -> bool:
        """Nothing to deal: the chooser comes up."""
        return not (self.resume or self.link is not None or self.new_of is not None)


def opening(argv: list[str], saved: PlayedGame | None, last_game: str) -> Opening:
    """What to show first, given the launch's arguments, the saved game and the last game."""
    link, unknown = split_arguments(argv)
    told: list[Reason] = []
    if unknown:
        told.append(Reason(NOT_UNDERSTOOD, "window", args=", ".join(repr(a[:60]) for a in unknown[:3])))
    code: GameCode | None = None
    if link:
        try:
            code = parse(link)
        except GameCodeError as e:
            told.append(e.reason)
    resume = saved is not None and not (code is not None and saved.moves == 0)  # an untouched deal makes way
    if code is not None:
        return Opening(resume, code, resume and in_progress(saved), told=tuple(told))
    if resume:
        return Opening(True, told=tuple(told))
    new_of = None
    if last_game.startswith(SCHEME):
        try:
            new_of = parse(last_game).game
        except GameCodeError:
            new_of = None
    return Opening(new_of=new_of, told=tuple(told))


def link_of(argv: list[str]) -> GameCode | None:
    """The game code a launch's arguments link to, if they name a valid one."""
    link, _unknown = split_arguments(argv)
    try:
        return parse(link) if link else None
    except GameCodeError:
        return None


def chooser_alone(argv: list[str], anything_saved: bool, last_game: str) -> bool:
    """Whether a launch surely opens on the chooser: no link, no ``--game``, no saved game
    (``anything_saved``: a saved game's file or journal is there, readable or not) and no
    last game. Such a launch may show the chooser before the table is built (the player's
    first launch). Anything less certain builds the table first and lets :func:`opening`
    decide."""
    link, _unknown = split_arguments(argv)
    return not link and "--game" not in argv and not anything_saved and opening(argv, None, last_game).chooser


def split_arguments(argv: list[str]) -> tuple[str, list[str]]:
    """A launch's arguments: the link (if any) and what was not understood.

    ``--game NAME`` is understood (app.py takes it off before the window starts); so are a
    link, written first or anywhere, and ``--fullscreen`` (the window's, U-6: a second
    launch's only brings the open window forward). Anything else is reported, not
    silently ignored.
    """
    link = ""
    unknown: list[str] = []
    skip = False
    for i, arg in enumerate(argv):
        if skip:
            skip = False
            continue
        if arg == "--game" and i + 1 < len(argv):
            skip = True
        elif arg == "--fullscreen":
            continue
        elif arg.lower().startswith(SCHEME) and not link:
            link = arg
        else:
            unknown.append(arg)
    return link, unknown
