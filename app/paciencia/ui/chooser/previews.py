"""The game chooser's card previews (U-6): three cards of each game, fanned, and the
pictures of them that ship with the app for the built-in decks.

Drawing a preview from a deck means parsing its SVG and rendering twelve cards: about
30 ms of a launch that shows the chooser (10 ms to parse the built-in deck, 18 ms to
render), with PySide holding the Python lock all the while, and every such launch
pays it again (the disk cache keeps whole decks at table sizes, never the chooser's
twelve cards). So the previews of the built-in decks at device pixel ratios 1 and 2
are shipped as PNG files (``resources/previews/<deck>/<game>@<ratio>x.png``, made by
``tools/make_previews.py`` with :func:`preview`; ``tests/ui/test_previews.py`` fails
when one differs from a fresh drawing). Any other deck or ratio, or a shipped file
that does not read as the picture expected, is drawn as before.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPainter, QPixmap

from ...core import registry
from ...core.cards import card_id
from ...decks.shape import CARD_ASPECT
from ...ordinary_files import read_ordinary
from ...paths import resources_dir

if TYPE_CHECKING:
    from ...decks.renderer import CardRenderer

PREVIEW_WIDTH = 220
SHIPPED_RATIOS = (1.0, 2.0)
"""The device pixel ratios whose previews ship: ordinary and high-density screens."""
MAX_SHIPPED_BYTES = 512 * 1024
BUILTIN = "builtin:"


def preview_card_width(width: int) -> int:
    return int(width * 0.42)


def preview_height(width: int, aspect: float) -> int:
    return int(preview_card_width(width) * aspect + width * 0.14)


def preview(renderer: CardRenderer, game: str, width: int = PREVIEW_WIDTH, dpr: float = 1.0) -> QPixmap:
    """The game's three preview cards, fanned, drawn now from ``renderer``."""
    card_w = preview_card_width(width)
    pm = QPixmap(int(width * dpr), int(preview_height(width, renderer.aspect) * dpr))
    pm.setDevicePixelRatio(dpr)
    pm.fill(QColor(0, 0, 0, 0))
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    for n, (rank, suit) in enumerate(registry.info(game).preview):
        x = width * 0.08 + n * (width - card_w - width * 0.16) / 2
        y = width * 0.07 + (0 if n == 1 else width * 0.04)
        p.save()
        p.translate(QPointF(x + card_w / 2, y + card_w * 0.7))
        p.rotate((n - 1) * 8)
        p.translate(-card_w / 2, -card_w * 0.7)
        p.drawPixmap(QPointF(0, 0), renderer.card_pixmap(card_id(rank, suit), True, card_w, dpr))
        p.restore()
    p.end()
    return pm


def _builtin_name(deck_key: str) -> str | None:
    """The folder name of a built-in deck's previews; None for any other deck key."""
    name = deck_key[len(BUILTIN):] if deck_key.startswith(BUILTIN) else ""
    return name if name.replace("_", "").isalnum() else None


def shipped_file(deck_key: str, game: str, dpr: float) -> Path | None:
    """Where the shipped preview of a built-in deck's ``game`` at ``dpr`` lies; None for
    another deck or ratio."""
    name = _builtin_name(deck_key)
    if name is None or dpr not in SHIPPED_RATIOS:
        return None
    return resources_dir() / "previews" / name / f"{game}@{dpr:g}x.png"


def shipped_preview(renderer: CardRenderer, game: str, dpr: float) -> QPixmap | None:
    """The shipped preview of the renderer's deck, or None (not shipped, or not readable as
    a PNG of the size :func:`preview` draws: then it is drawn). The file is opened as an
    ordinary file only and read no further than :data:`MAX_SHIPPED_BYTES`."""
    key = shipped_key(renderer)
    return shipped_for_key(key, renderer.aspect, game, dpr) if key is not None else None


def shipped_key(renderer: CardRenderer) -> str | None:
    """The key of the renderer's deck if its previews may ship (a built-in deck that loaded)."""
    entry = renderer.entry
    if entry is None or getattr(entry, "origin", "") != "builtin" or renderer.faces is None:
        return None
    return renderer.deck_key


def shipped_for_key(deck_key: str, aspect: float, game: str, dpr: float) -> QPixmap | None:
    """The shipped preview of the built-in deck ``deck_key`` (cards ``aspect`` high for one
    wide), or None as :func:`shipped_preview` says; no deck needs loading for it."""
    path = shipped_file(deck_key, game, dpr)
    if path is None:
        return None
    try:
        data = read_ordinary(path, MAX_SHIPPED_BYTES)
    except OSError:
        return None
    pm = QPixmap()
    if len(data) > MAX_SHIPPED_BYTES or not pm.loadFromData(data, "PNG"):
        return None
    want = (int(PREVIEW_WIDTH * dpr), int(preview_height(PREVIEW_WIDTH, aspect) * dpr))
    if (pm.width(), pm.height()) != want:
        return None
    pm.setDevicePixelRatio(dpr)
    return pm


def shipped_set(deck_key: str, games: list[str], dpr: float) -> dict[str, QPixmap] | None:
    """Every one of ``games``' shipped previews of the built-in deck ``deck_key``, without
    loading the deck; None unless all of them ship and read well."""
    aspect = shipped_aspect(deck_key)
    found: dict[str, QPixmap] = {}
    for game in games:
        pm = shipped_for_key(deck_key, aspect, game, dpr) if aspect is not None else None
        if pm is None:
            return None  # the rest are not read: the deck draws them all
        found[game] = pm
    return found


def shipped_aspect(deck_key: str) -> float | None:
    """The card shape of a deck whose previews ship (a built-in one), known without loading
    it; None for any other deck."""
    return CARD_ASPECT if _builtin_name(deck_key) is not None else None


class PreviewDeck:
    """The deck the chooser's previews show, loaded only when a preview must be drawn: a
    built-in deck's previews ship drawn and its card shape is known, so a first launch's
    chooser paints without loading any deck (issue 38's start-up budget)."""

    __slots__ = ("_renderer", "_load")

    def __init__(self, renderer: CardRenderer | Callable[[], CardRenderer]) -> None:
        """``renderer``: the deck, or how to load it when first needed."""
        self._renderer: CardRenderer | None = None if callable(renderer) else renderer
        self._load: Callable[[], CardRenderer] = renderer if callable(renderer) else lambda: renderer

    def renderer(self) -> CardRenderer:
        if self._renderer is None:
            self._renderer = self._load()
        return self._renderer

    def use(self, renderer: CardRenderer) -> bool:
        """Show ``renderer``'s deck from now on; whether that is a change."""
        changed, self._renderer = renderer is not self._renderer, renderer
        return changed

    def aspect(self, deck_key: str) -> float:
        """The cards' shape: the settings' ``deck_key``'s if it is a built-in deck not loaded yet."""
        known = shipped_aspect(deck_key) if self._renderer is None else None
        return known if known is not None else self.renderer().aspect

    def shipped_key(self, deck_key: str) -> str | None:
        """The deck whose shipped previews may show: the settings' ``deck_key`` while no deck is
        loaded, else the loaded deck's if it is a built-in one."""
        return deck_key if self._renderer is None else shipped_key(self._renderer)
