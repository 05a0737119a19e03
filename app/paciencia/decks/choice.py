"""Which renderer the settings' deck and back keys give (T-2), with the fallback
to the built-in classic deck and the notice that says why."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..core.text import QT_TRANSLATE_NOOP
from .card_images import error_text
from .discover import builtin_backs as backs
from .discover import builtin_entries, discover, find
from .refusals import DeckError
from .renderer import BACK_OWN, DEFAULT_BACK, DEFAULT_DECK, CardRenderer
from .sources import DeckSource, quiet_svg_warnings

if TYPE_CHECKING:
    from .entry import DeckEntry

_quiet = False


def renderer_for_keys(deck_key: str, back_key: str, entries: list[DeckEntry] | None = None) -> CardRenderer:
    """The renderer for the settings' ``deck`` and ``back``; the built-in classic deck (with
    :attr:`CardRenderer.notice` saying why) when the deck is missing or known to be unusable.

    Cheap: nothing is parsed or rendered here (see :meth:`CardRenderer.load`).
    """
    global _quiet
    if not _quiet:
        quiet_svg_warnings()  # third-party decks flood the terminal with QtSvg warnings
        _quiet = True
    if entries is None:
        # The built-in decks are found without scanning the system's deck
        # folders: that scan reads dozens of index files and slows the launch.

        builtin = builtin_entries()
        entries = builtin if find(deck_key, builtin) is not None else discover()
    notice = ""
    entry = find(deck_key, entries)
    faces: DeckSource | None = None
    if entry is None:
        notice = _tr(QT_TRANSLATE_NOOP("decks", "The card deck {key} is no longer installed; using the classic deck."),  # noqa: E501
                     key=deck_key)
    elif not entry.usable:
        notice = fallback_notice(entry.name, error_text(DeckError(entry.reason)) if entry.reason else "")
        entry = None
    if entry is not None:
        try:
            faces = entry.open()
        except DeckError as e:
            notice = fallback_notice(entry.name, error_text(e))
            entry = None
    if entry is None:
        entry = find(DEFAULT_DECK, entries)
        assert entry is not None, "the built-in classic deck ships with the app"
        faces = entry.open()
    back: DeckSource | None = None
    used_back = back_key
    if back_key != BACK_OWN:
        back_entry = find(back_key, backs()) or find(DEFAULT_BACK, backs())
        if back_entry is not None:
            back = back_entry.open()
            used_back = back_entry.key
    r = CardRenderer(faces, back, entry=entry, deck_key=entry.key, back_key=used_back)
    r.notice = notice
    return r


def fallback_notice(name: str, why: str) -> str:
    """What the player reads once when a deck is refused and the classic deck takes its place."""
    return _tr(QT_TRANSLATE_NOOP("decks", "The card deck {name} cannot be used ({why}); using the classic deck."),
               name=name, why=why.rstrip("."))


def _tr(msgid: str, **args: object) -> str:
    return QCoreApplication.translate("decks", msgid).format(**args)
