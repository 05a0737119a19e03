"""How far down its cards a deck's corner index reaches (rank and suit symbol), measured once.

A fanned column shows only the top strip of each covered card, so a face-up step must
keep the whole index in view (U-4, issue 37 §10). Decks draw it at very different sizes:
a seventh of the card in KDE's Oxygen, a fifth in the built-in decks, nearly a third in
Penguins or Konqi. So the depth is measured on the deck's own cards, once, when the deck
is checked (:func:`.validate.validate`, kept with its verdict in ``deck-checks.json``):

* the 2 and the 3 of a suit differ, in the strips along the card's left and right edges,
  only by their rank (their pips lie in the middle column);
* the 2 (or 3) of spades and of clubs, of hearts and of diamonds, there only by the suit
  symbol of the index.

Down those strips, the index is the first run of rows where such cards differ; it ends at
the first gap taller than :data:`GAP`. A column where cards differ almost all the way down
is a frame line, not an index, and is left out. What the measure gives is held within
:data:`LEAST` … :data:`MOST`: a deck whose ornaments differ from card to card (frames,
corner flowers) reads deeper than its index, which only costs a longer fan.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QImage, QPainter

from .refusals import DeckError
from .sources import DeckSource

if TYPE_CHECKING:
    from .entry import DeckEntry

WIDTH = 160
"""Pixels across the cards are measured at (a glyph edge is under a percent of the height)."""
STRIP = 0.28
"""Share of the card's width along each side searched: the index, never the middle pips."""
GAP = 0.05
"""Rows (share of the height) with no difference that end the index (rank to suit is ~1 %)."""
FRAME = 0.6
"""A column differing over more than this share of the top half is a frame line."""
CONTRAST = 60
"""Smallest channel difference (0-255) that counts: antialiasing noise stays below."""
MARGIN = 0.01
"""Added below the last differing row, so the glyphs' soft edges stay in view too."""
LEAST, MOST = 0.10, 0.32
"""Bounds of a measured depth, as shares of the card height."""
UNKNOWN = 0.25
"""The depth of a deck not measured (yet): a quarter of the card, as deep as every game's
face-up fan, so no face-up step is squeezed below what it was laid out for."""
BUILTIN = {"classic": 0.21, "four_colour": 0.21, "large_index": 0.19}
"""The built-in decks' depths, from their drawing (tools/make_decks.py: the classic index's
suit ends 71 units down a 350-unit card, the large index's rank 65 down); the measure agrees
(tests/decks/test_corner_index.py)."""

_SUIT_PAIRS = (("spade", "club"), ("heart", "diamond"))
_SUITS = ("club", "diamond", "heart", "spade")
_RANKS = ("2", "3")


def builtin_depth(stem: str) -> float:
    """The declared depth of a built-in deck file (``classic``…)."""
    return BUILTIN.get(stem, UNKNOWN)


def held(depth: float | None) -> float:
    """A depth as the table uses it: a measured one within bounds, else :data:`UNKNOWN`."""
    return UNKNOWN if depth is None else min(MOST, max(LEAST, depth))


def deck_depth(entry: DeckEntry | None, faces: DeckSource | None) -> float:
    """The depth of a renderer's deck: its entry's (measured when the deck was checked;
    :data:`UNKNOWN` while it is being checked), or for a built-in deck handed over without
    its entry, the declared one."""
    if entry is None and faces is not None and faces.origin == "builtin":
        return builtin_depth(faces.path.stem)
    return held(entry.index_depth if entry is not None else None)


def measure(source: DeckSource) -> float | None:
    """How far down the card the deck's corner index reaches, as a share of its height
    (the margin included, bounds not applied); None when nothing tells (cards that differ
    everywhere, or that cannot be drawn)."""
    width = WIDTH
    height = max(1, round(width * source.aspect()))
    try:
        cards = {(rank, suit): _flat(source.render(f"{rank}_{suit}", QSize(width, height)))
                 for rank in _RANKS for suit in _SUITS}
    except DeckError:
        return None
    pairs = [(cards[(rank, a)], cards[(rank, b)]) for rank in _RANKS for a, b in _SUIT_PAIRS]
    pairs += [(cards[("2", suit)], cards[("3", suit)]) for suit in _SUITS]
    strip = int(width * STRIP)
    columns = [*range(strip), *range(width - strip, width)]
    half = height // 2
    differs = [[x for x in columns if _differ(pairs, y, x)] for y in range(half)]
    counts: dict[int, int] = {}
    for row in differs:
        for x in row:
            counts[x] = counts.get(x, 0) + 1
    frames = {x for x, n in counts.items() if n > FRAME * half}
    gap = max(2, round(height * GAP))
    last: int | None = None
    for y, row in enumerate(differs):
        if any(x not in frames for x in row):
            if last is not None and y - last > gap:
                break
            last = y
    return None if last is None else (last + 1) / height + MARGIN


def _flat(image: QImage) -> tuple[bytes, int]:
    """The card over a grey table (transparent corners compare alike), as RGB32 bytes."""
    out = QImage(image.size(), QImage.Format.Format_RGB32)
    out.fill(QColor(128, 128, 128))
    painter = QPainter(out)
    painter.drawImage(0, 0, image)
    painter.end()
    return bytes(out.constBits()), out.bytesPerLine()


def _differ(pairs: list[tuple[tuple[bytes, int], tuple[bytes, int]]], y: int, x: int) -> bool:
    for (a, line), (b, _) in pairs:
        i = y * line + 4 * x
        if max(abs(a[i] - b[i]), abs(a[i + 1] - b[i + 1]), abs(a[i + 2] - b[i + 2])) > CONTRAST:
            return True
    return False
