"""Generate the built-in playing-card artwork of Paciência as SVG files.

Run from the repository root::

    python tools/make_decks.py            # writes into ./resources
    python tools/make_decks.py --out DIR  # writes into DIR/decks, DIR/backs

Design
======

Everything is drawn by hand-written SVG, using only the subset of SVG that
QtSvg renders (SVG Tiny 1.2): ``path``, ``rect``, ``circle``, ``ellipse``,
``line``, ``polygon`` and ``linearGradient`` / ``radialGradient``.  No
``<text>`` (QtSvg needs a QGuiApplication and installed fonts to draw text,
so rank indices are drawn as stroked vector glyphs instead), no CSS, no
filters, masks, clip paths, patterns or ``<use>``, so that every card can be
rendered on its own with ``QSvgRenderer.render(painter, element_id, rect)``.

File layout follows the KDE card-deck convention: each deck is a single SVG
in which every card is a ``<g id="...">`` element (``1_club`` ... ``10_club``,
``jack_club``, ``queen_club``, ``king_club``, likewise for ``diamond``,
``heart`` and ``spade``, plus ``back``).  Cards are 250 x 350 user units
(5:7) and laid out on a grid; every card group is translated into its grid
cell and nothing it contains (strokes included) leaves the card rectangle,
so ``QSvgRenderer.boundsOnElement(id)`` is exactly the card rectangle.

Decks written (``resources/decks``):

* ``classic.svg`` - white cards with a thin grey border, traditional corner
  indices, the standard pip layouts for 2-10 (lower pips turned 180 degrees),
  large aces (an ornate ace of spades) and double-headed court cards in the
  traditional red / blue / yellow palette.
* ``large_index.svg`` - same family with a very large corner index that stays
  readable when only the top strip of a card is visible in a tableau column.
* ``four_colour.svg`` - the classic deck with green clubs and blue diamonds.

Backs written (``resources/backs``): ``blue.svg``, ``red.svg``, ``green.svg``
(a fine double-line diamond lattice with a central rosette inside a white
border) and ``geometric.svg`` (a "tumbling blocks" tessellation).  Each deck
file also carries the blue back as its ``back`` element.

The output is deterministic: numbers are formatted with a fixed precision,
there are no timestamps and no randomness, so running the script twice gives
byte-identical files.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

CARD_W = 250
CARD_H = 350
GRID_GAP = 10
CORNER_R = 13

SUITS = ("club", "diamond", "heart", "spade")
RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
RANK_GLYPH = {
    "1": "A", "2": "2", "3": "3", "4": "4", "5": "5", "6": "6", "7": "7",
    "8": "8", "9": "9", "10": "10", "jack": "J", "queen": "Q", "king": "K",
}

INK = "#1b1b1f"
RED = "#c8192e"
BORDER = "#a3a3a8"

# Traditional court-card palette.
COURT_RED = "#c62b2b"
COURT_BLUE = "#24408e"
COURT_YELLOW = "#f2c12e"
COURT_GOLD_DARK = "#b9861a"
COURT_SKIN = "#fbe6cf"
COURT_WHITE = "#ffffff"
COURT_GREEN = "#2f7d3a"
COURT_STEEL = "#dde3ea"
LINE = "#1b1b1f"


# ---------------------------------------------------------------------------
# Small SVG helpers
# ---------------------------------------------------------------------------


def num(value: float) -> str:
    """Format a number compactly and deterministically (2 decimals max)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def el(tag: str, **attrs: object) -> str:
    """Return an empty SVG element; ``stroke_width`` becomes ``stroke-width``."""
    parts = [tag]
    for key, value in attrs.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        if isinstance(value, float | int) and not isinstance(value, bool):
            value = num(value)
        parts.append(f'{name}="{value}"')
    return "<" + " ".join(parts) + "/>"


def group(children: Iterable[str], **attrs: object) -> str:
    head = el("g", **attrs)[:-2] + ">"
    return head + "".join(children) + "</g>"


def translate(x: float, y: float) -> str:
    return f"translate({num(x)},{num(y)})"


def place(x: float, y: float, scale: float = 1.0, rotate: float = 0.0) -> str:
    """Transform placing a shape designed around the origin at (x, y)."""
    out = translate(x, y)
    if rotate:
        out += f" rotate({num(rotate)})"
    if scale != 1.0:
        out += f" scale({num(scale)})"
    return out


def circle_d(cx: float, cy: float, r: float) -> str:
    """A circle as a path (two arcs), so it can be combined with other paths."""
    return ellipse_d(cx, cy, r, r)


def ellipse_d(cx: float, cy: float, rx: float, ry: float) -> str:
    return (
        f"M{num(cx - rx)},{num(cy)}"
        f"A{num(rx)},{num(ry)} 0 1,0 {num(cx + rx)},{num(cy)}"
        f"A{num(rx)},{num(ry)} 0 1,0 {num(cx - rx)},{num(cy)}Z"
    )


def poly_d(points: Sequence[tuple[float, float]], close: bool = True) -> str:
    d = "M" + " L".join(f"{num(x)},{num(y)}" for x, y in points)
    return d + ("Z" if close else "")


# ---------------------------------------------------------------------------
# Suit symbols: designed in a 100 x 100 box centred on the origin.
# ---------------------------------------------------------------------------

SUIT_PATH = {
    "heart": (
        "M0,44 C-8,31 -46,9 -46,-18 C-46,-36 -33,-46 -20,-46 "
        "C-10,-46 -3,-40 0,-31 C3,-40 10,-46 20,-46 "
        "C33,-46 46,-36 46,-18 C46,9 8,31 0,44Z"
    ),
    "diamond": (
        "M0,-48 C10,-30 24,-14 38,0 C24,14 10,30 0,48 "
        "C-10,30 -24,14 -38,0 C-24,-14 -10,-30 0,-48Z"
    ),
    "spade": (
        "M0,-48 C10,-30 46,-12 46,13 C46,27 36,36 23,36 "
        "C14,36 7,32 3,25 C4,35 9,42 17,48 L-17,48 "
        "C-9,42 -4,35 -3,25 C-7,32 -14,36 -23,36 "
        "C-36,36 -46,27 -46,13 C-46,-12 -10,-30 0,-48Z"
    ),
    "club": (
        circle_d(0, -25, 21) + circle_d(-24, 13, 21) + circle_d(24, 13, 21)
        + "M-10,2 L10,2 L10,16 L-10,16Z"
        + "M-4,4 C-3,24 -8,38 -17,48 L17,48 C8,38 3,24 4,4Z"
    ),
}


def suit_shape(suit: str, x: float, y: float, size: float, fill: str,
               rotate: float = 0.0, **extra: object) -> str:
    """A suit symbol of ``size`` user units (width of the 100-box) at (x, y)."""
    return el("path", d=SUIT_PATH[suit], fill=fill,
              transform=place(x, y, size / 100.0, rotate), **extra)


# ---------------------------------------------------------------------------
# Rank glyphs: stroked centre lines in a box 100 units high (y 0..100).
# ---------------------------------------------------------------------------

GLYPH_STROKE = 14.0


def _glyph_zero(cx: float, rx: float) -> str:
    return ellipse_d(cx, 50, rx, 50)


GLYPHS: dict[str, tuple[str, float]] = {
    # name: (path centre line, advance width)
    "A": ("M0,100 L24,0 L36,0 L60,100 M10,66 L50,66", 60),
    "2": ("M4,25 C5,9 17,0 30,0 C45,0 55,10 55,26 C55,42 44,53 31,66 L3,100 L59,100", 60),
    "3": ("M5,13 C11,5 19,0 30,0 C45,0 54,9 54,24 C54,38 44,46 27,46 "
          "C46,46 57,57 57,73 C57,90 45,100 29,100 C17,100 8,95 3,86", 60),
    "4": ("M44,100 L44,0 L3,70 L60,70", 60),
    "5": ("M52,0 L14,0 L10,45 C16,40 23,38 31,38 C48,38 57,51 57,69 "
          "C57,88 46,100 30,100 C18,100 9,95 3,86", 60),
    "6": ("M52,7 C46,2 39,0 32,0 C13,0 4,21 4,51 C4,82 14,100 31,100 "
          "C47,100 57,88 57,70 C57,52 46,41 31,41 C18,41 8,49 4,60", 60),
    "7": ("M2,0 L58,0 C44,24 32,56 26,100", 60),
    "8": (ellipse_d(30, 24, 22, 24) + ellipse_d(30, 73, 26, 27), 60),
    "9": ("M8,93 C14,98 21,100 28,100 C47,100 56,79 56,49 C56,18 46,0 29,0 "
          "C13,0 3,12 3,30 C3,48 14,59 29,59 C42,59 52,51 56,40", 60),
    "10": ("M2,18 L17,3 L17,100" + ellipse_d(50, 50, 19, 50), 72),
    "J": ("M48,0 L48,70 C48,90 38,100 25,100 C12,100 4,92 2,80", 60),
    "Q": (ellipse_d(30, 50, 27, 50) + "M36,74 L58,106", 60),
    "K": ("M6,0 L6,100 M57,0 L6,63 M24,42 L59,100", 62),
}


def rank_glyph(label: str, x: float, top: float, height: float, colour: str,
               rotate_about: tuple[float, float] | None = None) -> str:
    """Draw rank ``label`` centred on ``x`` with its cap height ``height``."""
    d, width = GLYPHS[label]
    s = height / (100.0 + GLYPH_STROKE)
    ox = x - width * s / 2.0
    oy = top + GLYPH_STROKE * s / 2.0
    tr = f"{translate(ox, oy)} scale({num(s)})"
    if rotate_about is not None:
        tr = f"rotate(180,{num(rotate_about[0])},{num(rotate_about[1])}) " + tr
    return el("path", d=d, fill="none", stroke=colour,
              stroke_width=GLYPH_STROKE, stroke_linecap="butt",
              stroke_linejoin="miter", stroke_miterlimit=4, transform=tr)


# ---------------------------------------------------------------------------
# Card base
# ---------------------------------------------------------------------------


def card_base(fill: str = "#ffffff") -> str:
    # The stroke is inset by half its width so bounds are exactly the card.
    return el("rect", x=0.75, y=0.75, width=CARD_W - 1.5, height=CARD_H - 1.5,
              rx=CORNER_R, ry=CORNER_R, fill=fill, stroke=BORDER, stroke_width=1.5)


def rot180(children: Iterable[str]) -> str:
    return group(children, transform=f"rotate(180,{num(CARD_W / 2)},{num(CARD_H / 2)})")


# ---------------------------------------------------------------------------
# Style description for a deck
# ---------------------------------------------------------------------------


class Style:
    def __init__(self, name: str, colours: dict[str, str], large_index: bool = False):
        self.name = name
        self.colours = colours
        self.large_index = large_index


CLASSIC = Style("classic", {"club": INK, "spade": INK, "diamond": RED, "heart": RED})
FOUR_COLOUR = Style("four_colour", {"club": "#1b7a2f", "spade": INK,
                                    "diamond": "#1f4fb8", "heart": RED})
LARGE_INDEX = Style("large_index", dict(CLASSIC.colours), large_index=True)


# ---------------------------------------------------------------------------
# Corner indices
# ---------------------------------------------------------------------------


def corner_index(style: Style, rank: str, suit: str) -> str:
    colour = style.colours[suit]
    label = RANK_GLYPH[rank]
    if style.large_index:
        one = [
            rank_glyph(label, 32, 11, 50, colour),
            suit_shape(suit, 80, 36, 40, colour),
        ]
    else:
        one = [
            rank_glyph(label, 23, 13, 30, colour),
            suit_shape(suit, 23, 58, 21, colour),
        ]
    return "".join(one) + rot180(one)


# ---------------------------------------------------------------------------
# Pips
# ---------------------------------------------------------------------------

# Traditional pip positions, as (column, row) in a 3 x 7 unit grid where
# columns are 0 (left), 1 (centre), 2 (right) and rows run 0 (top) .. 6
# (bottom); row 3 is the horizontal centre line.
PIP_LAYOUT: dict[int, list[tuple[int, float]]] = {
    2: [(1, 0), (1, 6)],
    3: [(1, 0), (1, 3), (1, 6)],
    4: [(0, 0), (2, 0), (0, 6), (2, 6)],
    5: [(0, 0), (2, 0), (1, 3), (0, 6), (2, 6)],
    6: [(0, 0), (2, 0), (0, 3), (2, 3), (0, 6), (2, 6)],
    7: [(0, 0), (2, 0), (1, 1.5), (0, 3), (2, 3), (0, 6), (2, 6)],
    8: [(0, 0), (2, 0), (1, 1.5), (0, 3), (2, 3), (1, 4.5), (0, 6), (2, 6)],
    9: [(0, 0), (2, 0), (0, 2), (2, 2), (1, 3), (0, 4), (2, 4), (0, 6), (2, 6)],
    10: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2), (0, 4), (2, 4), (1, 5), (0, 6), (2, 6)],
}


def pips(style: Style, count: int, suit: str) -> str:
    colour = style.colours[suit]
    if style.large_index:
        xs = (84, 125, 166)
        top, bottom, size = 98, 252, 36
    else:
        xs = (80, 125, 170)
        top, bottom, size = 72, 278, 44
    out = []
    for col, row in PIP_LAYOUT[count]:
        x = xs[col]
        y = top + (bottom - top) * row / 6.0
        out.append(suit_shape(suit, x, y, size, colour, 180 if row > 3 else 0))
    return "".join(out)


# ---------------------------------------------------------------------------
# Aces
# ---------------------------------------------------------------------------


def ace_centre(style: Style, suit: str) -> str:
    colour = style.colours[suit]
    cx, cy = CARD_W / 2, CARD_H / 2
    if suit == "spade" and not style.large_index:
        return ornate_spade(colour, cx, cy)
    size = 96 if style.large_index else 104
    return suit_shape(suit, cx, cy, size, colour)


def ornate_spade(colour: str, cx: float, cy: float) -> str:
    out = []
    # Outer decorative ring with beads.
    out.append(el("circle", cx=cx, cy=cy, r=88, fill="none", stroke=colour, stroke_width=1.4))
    out.append(el("circle", cx=cx, cy=cy, r=82, fill="none", stroke=colour, stroke_width=0.8))
    beads = []
    for i in range(48):
        a = 2 * math.pi * i / 48
        beads.append(circle_d(cx + 85 * math.cos(a), cy + 85 * math.sin(a), 1.1))
    out.append(el("path", d="".join(beads), fill=colour))
    # Scroll flourishes left and right.
    for sx in (-1, 1):
        d = (
            f"M{num(cx + sx * 18)},{num(cy + 62)} "
            f"C{num(cx + sx * 48)},{num(cy + 70)} {num(cx + sx * 74)},{num(cy + 50)} "
            f"{num(cx + sx * 70)},{num(cy + 20)} "
            f"C{num(cx + sx * 67)},{num(cy + 2)} {num(cx + sx * 50)},{num(cy - 2)} "
            f"{num(cx + sx * 46)},{num(cy + 12)} "
            f"C{num(cx + sx * 43)},{num(cy + 22)} {num(cx + sx * 53)},{num(cy + 28)} "
            f"{num(cx + sx * 58)},{num(cy + 20)}"
        )
        out.append(el("path", d=d, fill="none", stroke=colour, stroke_width=2.2,
                      stroke_linecap="round"))
        out.append(el("path", d=circle_d(cx + sx * 58, cy + 20, 2.6), fill=colour))
    out.append(suit_shape("spade", cx, cy - 6, 118, colour))
    # Inner white contour and a small emblem.
    out.append(suit_shape("spade", cx, cy - 9, 100, "none", stroke="#ffffff",
                          stroke_width=1.6))
    emblem = (
        f"M{num(cx)},{num(cy - 38)} L{num(cx + 7)},{num(cy - 14)} L{num(cx)},{num(cy + 6)} "
        f"L{num(cx - 7)},{num(cy - 14)}Z"
        + circle_d(cx, cy - 14, 3)
        + f"M{num(cx - 22)},{num(cy - 14)} L{num(cx - 9)},{num(cy - 18)} "
        f"L{num(cx - 9)},{num(cy - 10)}Z"
        + f"M{num(cx + 22)},{num(cy - 14)} L{num(cx + 9)},{num(cy - 18)} "
        f"L{num(cx + 9)},{num(cy - 10)}Z"
    )
    out.append(el("path", d=emblem, fill="#ffffff", fill_rule="evenodd"))
    return "".join(out)


# ---------------------------------------------------------------------------
# Court cards
# ---------------------------------------------------------------------------

HALF_W = 166.0
HALF_H = 149.0


class CourtPalette:
    def __init__(self, main: str, second: str, mirror: bool):
        self.main = main
        self.second = second
        self.mirror = mirror


def court_palette(suit: str) -> CourtPalette:
    return {
        "club": CourtPalette(COURT_BLUE, COURT_RED, False),
        "diamond": CourtPalette(COURT_RED, COURT_BLUE, True),
        "heart": CourtPalette(COURT_RED, COURT_BLUE, False),
        "spade": CourtPalette(COURT_BLUE, COURT_RED, True),
    }[suit]


def P(d: str, fill: str, stroke: str | None = LINE, sw: float = 1.3, **extra: object) -> str:
    return el("path", d=d, fill=fill, stroke=stroke,
              stroke_width=sw if stroke else None,
              stroke_linejoin="round" if stroke else None, **extra)


def ermine(points: Iterable[tuple[float, float]]) -> str:
    d = []
    for x, y in points:
        d.append(f"M{num(x)},{num(y - 2.5)} L{num(x + 1.3)},{num(y + 1.5)} L{num(x)},{num(y + 3)} "
                 f"L{num(x - 1.3)},{num(y + 1.5)}Z")
        d.append(circle_d(x - 2, y - 2.6, 0.7) + circle_d(x + 2, y - 2.6, 0.7)
                 + circle_d(x, y - 4.2, 0.7))
    return P("".join(d), LINE, None)


def face(pal: CourtPalette, beard: bool, female: bool) -> str:
    out = []
    out.append(P(ellipse_d(83, 56, 15.5, 19.5), COURT_SKIN))
    # eyebrows
    out.append(P("M72,47 C75,45 78,45 80,46.5 M86,46.5 C88,45 91,45 94,47", "none", LINE, 1.1))
    # eyes
    eye = "M{a},52 C{b},49.6 {c},49.6 {d},52 C{c},53.6 {b},53.6 {a},52Z"
    out.append(P(eye.format(a=72.5, b=74.5, c=78, d=80) + eye.format(a=86, b=88, c=91.5, d=93.5),
                 COURT_WHITE, LINE, 0.9))
    out.append(P(circle_d(76.5, 51.9, 1.3) + circle_d(89.5, 51.9, 1.3), COURT_BLUE, None))
    # nose
    out.append(P("M83,52 C82.5,56 81,59 80.5,61 C82,62.3 84,62.3 85.5,61", "none", LINE, 1))
    if female:
        out.append(P("M78.5,66.5 C81,65 85,65 87.5,66.5 C85,69 81,69 78.5,66.5Z", COURT_RED, LINE, 0.8))
        out.append(P(circle_d(74, 60, 2.6) + circle_d(92, 60, 2.6), "#f4b7a8", None))
    else:
        out.append(P("M79,68 C81,69 85,69 87,68", "none", LINE, 1))
    if beard:
        d = ("M67.5,58 C66,78 74,94 83,96 C92,94 100,78 98.5,58 "
             "C96,66 92,70 88,70 C86,72 80,72 78,70 C74,70 70,66 67.5,58Z")
        out.append(P(d, COURT_YELLOW))
        out.append(P("M74,74 C74,80 77,86 80,90 M83,73 L83,92 M92,74 C92,80 89,86 86,90",
                     "none", COURT_GOLD_DARK, 1))
        # moustache
        out.append(P("M72.5,66 C76,62 80,62 83,64.5 C86,62 90,62 93.5,66 "
                     "C90,66.5 86,67.5 83,67 C80,67.5 76,66.5 72.5,66Z", COURT_YELLOW))
    return "".join(out)


def robe(pal: CourtPalette, neck_y: float = 86) -> str:
    out = []
    body = (f"M0,{num(HALF_H)} L0,114 C0,100 14,92 34,{num(neck_y)} "
            f"L132,{num(neck_y)} C152,92 166,100 166,114 L166,{num(HALF_H)}Z")
    out.append(P(body, pal.main))
    # sleeves / side trims in the second colour
    out.append(P(f"M0,122 C12,118 24,118 34,124 L40,{num(HALF_H)} L26,{num(HALF_H)} "
                 f"C22,134 12,130 0,132Z", pal.second))
    out.append(P(f"M166,122 C154,118 142,118 132,124 L126,{num(HALF_H)} L140,{num(HALF_H)} "
                 f"C144,134 154,130 166,132Z", pal.second))
    # robe pattern: small yellow quatrefoils
    dots = []
    for x, y in ((14, 108), (48, 112), (118, 112), (152, 108), (10, 142), (154, 142)):
        dots.append(circle_d(x - 2.2, y, 1.8) + circle_d(x + 2.2, y, 1.8)
                    + circle_d(x, y - 2.2, 1.8) + circle_d(x, y + 2.2, 1.8))
    out.append(P("".join(dots), COURT_YELLOW, LINE, 0.6))
    # central chest panel
    out.append(P(f"M62,92 L104,92 L110,{num(HALF_H)} L56,{num(HALF_H)}Z", COURT_YELLOW))
    stripes = []
    for i, y in enumerate(range(100, 148, 9)):
        stripes.append(f"M{num(62 - (y - 92) * 0.1)},{y} L{num(104 + (y - 92) * 0.1)},{y}")
    out.append(P("".join(stripes), "none", LINE, 0.8))
    bands = []
    for y in range(104, 148, 9):
        bands.append(poly_d([(83, y - 3.2), (87, y), (83, y + 3.2), (79, y)]))
    out.append(P("".join(bands), pal.second, LINE, 0.6))
    return "".join(out)


def hand(x: float, y: float) -> str:
    d = (f"M{num(x - 8)},{num(y - 4)} C{num(x - 8)},{num(y - 9)} {num(x + 8)},{num(y - 9)} "
         f"{num(x + 8)},{num(y - 4)} L{num(x + 8)},{num(y + 5)} "
         f"C{num(x + 8)},{num(y + 9)} {num(x - 8)},{num(y + 9)} {num(x - 8)},{num(y + 5)}Z")
    fingers = (f"M{num(x - 8)},{num(y - 1)} L{num(x + 3)},{num(y - 1)} "
               f"M{num(x - 8)},{num(y + 2.5)} L{num(x + 3)},{num(y + 2.5)} "
               f"M{num(x - 8)},{num(y + 6)} L{num(x + 3)},{num(y + 6)}")
    return P(d, COURT_SKIN) + P(fingers, "none", LINE, 0.8)


def cuff(x: float, y: float, colour: str) -> str:
    return P(f"M{num(x - 12)},{num(y)} L{num(x + 12)},{num(y)} L{num(x + 10)},{num(y + 16)} "
             f"L{num(x - 10)},{num(y + 16)}Z", colour)


def king_half(pal: CourtPalette, suit: str, suit_colour: str) -> str:
    out = []
    # hair behind head
    out.append(P("M61,40 C54,56 55,76 62,88 L104,88 C111,76 112,56 105,40Z", COURT_YELLOW))
    out.append(P("M64,50 C62,60 62,70 66,80 M102,50 C104,60 104,70 100,80",
                 "none", COURT_GOLD_DARK, 1))
    out.append(robe(pal))
    # ermine collar
    out.append(P("M16,92 C40,82 60,80 83,80 C106,80 126,82 150,92 L152,104 "
                 "C126,97 106,95 83,95 C60,95 40,97 14,104Z", COURT_WHITE))
    out.append(ermine([(26, 95), (42, 90), (58, 88), (108, 88), (124, 90), (140, 95)]))
    out.append(face(pal, beard=True, female=False))
    # crown
    out.append(P("M64,30 C66,15 100,15 102,30Z", pal.second))
    out.append(P("M62,29 L57,9 L70,20 L83,5 L96,20 L109,9 L104,29Z", COURT_YELLOW))
    out.append(P("M62,29 L104,29 L103,38 L63,38Z", COURT_YELLOW))
    out.append(P(circle_d(57, 9, 2.8) + circle_d(83, 5, 2.8) + circle_d(109, 9, 2.8),
                 COURT_YELLOW, LINE, 1))
    out.append(P(ellipse_d(83, 33.5, 3.4, 2.8), COURT_RED, LINE, 0.8))
    out.append(P(poly_d([(70, 30.5), (73, 33.5), (70, 36.5), (67, 33.5)])
                 + poly_d([(96, 30.5), (99, 33.5), (96, 36.5), (93, 33.5)]),
                 COURT_BLUE, LINE, 0.8))
    # sword, held upright on the attribute side
    out.append(P("M137,108 L137,16 L140,9 L143,16 L143,108Z", COURT_STEEL))
    out.append(P("M140,16 L140,104", "none", "#8a96a6", 0.9))
    out.append(P("M127,108 L153,108 L153,113 L127,113Z", COURT_YELLOW))
    out.append(cuff(140, 126, pal.second))
    out.append(hand(140, 118))
    out.append(suit_shape(suit, 24, 24, 26, suit_colour))
    return "".join(out)


def queen_half(pal: CourtPalette, suit: str, suit_colour: str) -> str:
    out = []
    # veil behind the head
    out.append(P("M54,30 C42,56 36,84 28,104 L138,104 C130,84 124,56 112,30Z", pal.second))
    out.append(P("M50,50 C44,70 40,88 36,100 M116,50 C122,70 126,88 130,100",
                 "none", COURT_WHITE, 1.2))
    # hair
    out.append(P("M63,40 C56,56 58,76 66,86 L100,86 C108,76 110,56 103,40Z", COURT_YELLOW))
    out.append(P("M66,50 C62,62 63,72 68,80 M100,50 C104,62 103,72 98,80",
                 "none", COURT_GOLD_DARK, 1))
    # dress
    body = (f"M0,{num(HALF_H)} L0,116 C0,102 16,94 36,90 "
            f"L130,90 C150,94 166,102 166,116 L166,{num(HALF_H)}Z")
    out.append(P(body, pal.main))
    out.append(P(f"M0,124 C12,120 24,120 34,126 L40,{num(HALF_H)} L26,{num(HALF_H)} "
                 f"C22,136 12,132 0,134Z", pal.second))
    out.append(P(f"M166,124 C154,120 142,120 132,126 L126,{num(HALF_H)} L140,{num(HALF_H)} "
                 f"C144,136 154,132 166,134Z", pal.second))
    # neck and square neckline
    out.append(P("M76,70 L90,70 L91,92 L75,92Z", COURT_SKIN))
    out.append(P("M60,90 L106,90 L100,108 L66,108Z", COURT_SKIN))
    # stomacher with lacing
    out.append(P(f"M66,108 L100,108 L94,{num(HALF_H)} L72,{num(HALF_H)}Z", COURT_YELLOW))
    lace = []
    for y in range(112, 146, 8):
        lace.append(f"M{num(72)},{y} L{num(94)},{y + 6} M{num(94)},{y} L{num(72)},{y + 6}")
    out.append(P("".join(lace), "none", LINE, 0.8))
    # gold trim along the neckline
    out.append(P("M60,90 L106,90 L100,108 L66,108Z", "none", COURT_YELLOW, 2.4))
    # necklace
    beads = [circle_d(83 + 14 * math.sin(t / 6 * math.pi - math.pi / 2 * 1.0) * 1.0,
                      92 + 6 * math.cos(t / 6 * math.pi - math.pi / 2), 1.5)
             for t in range(0, 7)]
    out.append(P("".join(beads), COURT_YELLOW, LINE, 0.6))
    out.append(P(circle_d(83, 100, 2.6), COURT_RED, LINE, 0.8))
    out.append(face(pal, beard=False, female=True))
    # coronet
    out.append(P("M65,38 L101,38 L99,29 L67,29Z", COURT_YELLOW))
    fleur = []
    for x in (69, 83, 97):
        fleur.append(f"M{num(x - 4)},29 C{num(x - 6)},24 {num(x - 3)},21 {num(x)},18 "
                     f"C{num(x + 3)},21 {num(x + 6)},24 {num(x + 4)},29Z")
    out.append(P("".join(fleur), COURT_YELLOW))
    out.append(P(circle_d(69, 17, 2) + circle_d(83, 14, 2.4) + circle_d(97, 17, 2),
                 COURT_WHITE, LINE, 0.8))
    out.append(P(ellipse_d(83, 33.5, 3, 2.4), COURT_RED, LINE, 0.7))
    out.append(P(circle_d(73, 33.5, 1.6) + circle_d(93, 33.5, 1.6), COURT_BLUE, LINE, 0.6))
    # flower
    out.append(P("M140,110 C141,90 142,76 142,62", "none", COURT_GREEN, 2.2))
    out.append(P("M141,92 C150,86 156,88 160,84 C154,94 148,94 141,92Z"
                 "M141,80 C132,74 126,76 122,72 C128,82 134,82 141,80Z", COURT_GREEN, LINE, 0.8))
    petals = "".join(circle_d(142 + 6 * math.cos(a * math.pi / 3), 56 + 6 * math.sin(a * math.pi / 3), 5)
                     for a in range(6))
    out.append(P(petals, COURT_RED, LINE, 0.8))
    out.append(P(circle_d(142, 56, 3.6), COURT_YELLOW, LINE, 0.8))
    out.append(cuff(140, 126, pal.second))
    out.append(hand(140, 118))
    out.append(suit_shape(suit, 24, 24, 26, suit_colour))
    return "".join(out)


def jack_half(pal: CourtPalette, suit: str, suit_colour: str) -> str:
    out = []
    # long hair
    out.append(P("M59,40 C50,60 52,86 57,98 L109,98 C114,86 116,60 107,40Z", COURT_YELLOW))
    out.append(P("M62,54 C58,68 58,82 62,94 M104,54 C108,68 108,82 104,94",
                 "none", COURT_GOLD_DARK, 1))
    out.append(robe(pal, neck_y=90))
    # scalloped collar
    sc = ["M52,96"]
    for i in range(6):
        x0 = 52 + i * 10.3
        sc.append(f" C{num(x0 + 1)},{num(104)} {num(x0 + 9.3)},{num(104)} {num(x0 + 10.3)},96")
    out.append(P("M52,96 L62,86 L104,86 L114,96" + "".join(sc[1:])[::1] + "Z", COURT_WHITE))
    out.append(P("M66,92 L100,92", "none", LINE, 0.8))
    out.append(face(pal, beard=False, female=False))
    # feather
    out.append(P("M106,26 C120,12 134,6 150,6 C140,14 128,22 110,32Z", COURT_WHITE))
    out.append(P("M108,29 C122,18 134,11 148,7", "none", LINE, 0.8))
    # cap
    out.append(P("M58,38 C56,22 74,12 94,13 C112,14 120,24 112,38Z", pal.main))
    out.append(P("M57,33 L113,33 L113,41 L57,41Z", COURT_YELLOW))
    out.append(P(circle_d(70, 37, 1.6) + circle_d(83, 37, 1.6) + circle_d(96, 37, 1.6),
                 pal.second, LINE, 0.6))
    # halberd
    out.append(P("M138.5,14 L141.5,14 L141.5,108 L138.5,108Z", "#8a5a2b"))
    out.append(P("M140,4 L143,16 L137,16Z", COURT_STEEL))
    out.append(P("M141.5,22 C152,18 160,26 158,40 C152,36 146,36 141.5,38Z", COURT_STEEL))
    out.append(P("M138.5,24 L130,28 L138.5,32Z", COURT_STEEL))
    out.append(cuff(140, 126, pal.second))
    out.append(hand(140, 118))
    out.append(suit_shape(suit, 24, 24, 26, suit_colour))
    return "".join(out)


COURT_HALF: dict[str, Callable[[CourtPalette, str, str], str]] = {
    "king": king_half, "queen": queen_half, "jack": jack_half,
}


def court_centre(style: Style, rank: str, suit: str) -> str:
    pal = court_palette(suit)
    colour = style.colours[suit]
    if style.large_index:
        scale = 0.66
    else:
        scale = 1.0
    pw, ph = HALF_W * scale, 2 * HALF_H * scale
    px = (CARD_W - pw) / 2
    py = (CARD_H - ph) / 2
    half = COURT_HALF[rank](pal, suit, colour)
    if pal.mirror:
        half = group([half], transform=f"translate({num(HALF_W)},0) scale(-1,1)")
    top = group([half])
    bottom = group([half], transform=f"rotate(180,{num(HALF_W / 2)},{num(HALF_H)})")
    frame_in = el("rect", x=0, y=0, width=HALF_W, height=2 * HALF_H, fill="#ffffff")
    divider = el("path", d=f"M0,{num(HALF_H)} L{num(HALF_W)},{num(HALF_H)}",
                 stroke=LINE, stroke_width=1.2)
    border = el("rect", x=0, y=0, width=HALF_W, height=2 * HALF_H, fill="none",
                stroke=LINE, stroke_width=1.6)
    inner = group([frame_in, top, bottom, divider, border],
                  transform=f"{translate(px, py)} scale({num(scale)})" if scale != 1 else translate(px, py))
    return inner


# ---------------------------------------------------------------------------
# Whole cards
# ---------------------------------------------------------------------------


def face_card(style: Style, rank: str, suit: str) -> str:
    parts = [card_base()]
    if rank == "1":
        parts.append(ace_centre(style, suit))
    elif rank in ("jack", "queen", "king"):
        parts.append(court_centre(style, rank, suit))
    else:
        parts.append(pips(style, int(rank), suit))
    parts.append(corner_index(style, rank, suit))
    return "".join(parts)


# ---------------------------------------------------------------------------
# Backs
# ---------------------------------------------------------------------------


def clip_segment(p0: tuple[float, float], p1: tuple[float, float],
                 box: tuple[float, float, float, float]) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """Liang-Barsky clipping of the segment p0-p1 to box (x0, y0, x1, y1)."""
    x0, y0, x1, y1 = box
    dx, dy = p1[0] - p0[0], p1[1] - p0[1]
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, p0[0] - x0), (dx, x1 - p0[0]), (-dy, p0[1] - y0), (dy, y1 - p0[1])):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return None
    return ((p0[0] + t0 * dx, p0[1] + t0 * dy), (p0[0] + t1 * dx, p0[1] + t1 * dy))


def clip_polygon(points: list[tuple[float, float]],
                 box: tuple[float, float, float, float]) -> list[tuple[float, float]]:
    """Sutherland-Hodgman clipping of a convex/concave polygon to a box."""
    x0, y0, x1, y1 = box
    edges = (
        (lambda p: p[0] >= x0, lambda a, b: _cut_x(a, b, x0)),
        (lambda p: p[0] <= x1, lambda a, b: _cut_x(a, b, x1)),
        (lambda p: p[1] >= y0, lambda a, b: _cut_y(a, b, y0)),
        (lambda p: p[1] <= y1, lambda a, b: _cut_y(a, b, y1)),
    )
    out = points
    for inside, cut in edges:
        if not out:
            break
        src, out = out, []
        prev = src[-1]
        for cur in src:
            if inside(cur):
                if not inside(prev):
                    out.append(cut(prev, cur))
                out.append(cur)
            elif inside(prev):
                out.append(cut(prev, cur))
            prev = cur
    return out


def _cut_x(a: tuple[float, float], b: tuple[float, float], x: float) -> tuple[float, float]:
    t = (x - a[0]) / (b[0] - a[0])
    return (x, a[1] + t * (b[1] - a[1]))


def _cut_y(a: tuple[float, float], b: tuple[float, float], y: float) -> tuple[float, float]:
    t = (y - a[1]) / (b[1] - a[1])
    return (a[0] + t * (b[0] - a[0]), y)


def lattice_back(dark: str, mid: str, light: str) -> str:
    out = [card_base()]
    m = 11.0
    out.append(el("rect", x=m, y=m, width=CARD_W - 2 * m, height=CARD_H - 2 * m,
                  rx=8, ry=8, fill=dark))
    inner = (m + 9, m + 9, CARD_W - m - 9, CARD_H - m - 9)
    box = inner
    cx, cy = CARD_W / 2, CARD_H / 2
    step = 13.0
    slope = 1.35  # diamonds a little taller than wide
    lines_a, lines_b = [], []
    span = CARD_W + CARD_H
    for k in range(-40, 41):
        for sign in (1, -1):
            for off, bucket in ((-1.6, lines_a), (1.6, lines_b)):
                # line through (cx + k*step + off, cy) with slope sign*slope
                x0 = cx + k * step + off
                p0 = (x0 - span, cy - sign * slope * span)
                p1 = (x0 + span, cy + sign * slope * span)
                seg = clip_segment(p0, p1, box)
                if seg is not None and math.dist(*seg) > 0.5:
                    bucket.append(f"M{num(seg[0][0])},{num(seg[0][1])}L{num(seg[1][0])},{num(seg[1][1])}")
    out.append(el("path", d="".join(lines_a + lines_b), fill="none", stroke=mid,
                  stroke_width=0.9))
    # small diamonds at the lattice crossings
    dots = []
    for i in range(-30, 31):
        for j in range(-30, 31):
            x = cx + (i + j) * step / 2
            y = cy + (i - j) * step / 2 * slope
            if box[0] + 3 < x < box[2] - 3 and box[1] + 4 < y < box[3] - 4:
                dots.append(poly_d([(x, y - 2.6), (x + 1.9, y), (x, y + 2.6), (x - 1.9, y)]))
    out.append(el("path", d="".join(dots), fill=light))
    # frames
    out.append(el("rect", x=inner[0], y=inner[1], width=inner[2] - inner[0],
                  height=inner[3] - inner[1], fill="none", stroke=light, stroke_width=1.4))
    out.append(el("rect", x=m + 4.5, y=m + 4.5, width=CARD_W - 2 * m - 9,
                  height=CARD_H - 2 * m - 9, rx=5, ry=5, fill="none", stroke=light,
                  stroke_width=0.8))
    # central rosette
    out.append(el("ellipse", cx=cx, cy=cy, rx=40, ry=52, fill=dark, stroke=light, stroke_width=1.6))
    out.append(el("ellipse", cx=cx, cy=cy, rx=35, ry=47, fill="none", stroke=mid, stroke_width=0.9))
    petals = []
    for i in range(12):
        a = i * math.pi / 6
        tip = (cx + 30 * math.sin(a), cy - 40 * math.cos(a))
        left = (cx + 9 * math.sin(a - 0.5), cy - 12 * math.cos(a - 0.5))
        right = (cx + 9 * math.sin(a + 0.5), cy - 12 * math.cos(a + 0.5))
        petals.append(f"M{num(cx)},{num(cy)} Q{num(left[0])},{num(left[1])} {num(tip[0])},{num(tip[1])} "
                      f"Q{num(right[0])},{num(right[1])} {num(cx)},{num(cy)}Z")
    out.append(el("path", d="".join(petals), fill=mid, stroke=light, stroke_width=0.8))
    out.append(el("circle", cx=cx, cy=cy, r=6, fill=light))
    return "".join(out)


def tumbling_blocks_back() -> str:
    top_c, left_c, right_c = "#e3b55a", "#1d3a57", "#2f6e8e"
    out = [card_base()]
    m = 11.0
    out.append(el("rect", x=m, y=m, width=CARD_W - 2 * m, height=CARD_H - 2 * m,
                  rx=8, ry=8, fill="#13283d"))
    box = (m + 7, m + 7, CARD_W - m - 7, CARD_H - m - 7)
    s = 15.0  # edge length of a rhombus
    h = s * math.sqrt(3) / 2
    faces: dict[str, list[str]] = {top_c: [], left_c: [], right_c: []}
    cx0 = CARD_W / 2
    cy0 = CARD_H / 2
    for row in range(-12, 13):
        for col in range(-8, 9):
            x = cx0 + col * 2 * h + (row % 2) * h
            y = cy0 + row * 1.5 * s
            top = [(x, y - s), (x + h, y - s / 2), (x, y), (x - h, y - s / 2)]
            left = [(x - h, y - s / 2), (x, y), (x, y + s), (x - h, y + s / 2)]
            right = [(x, y), (x + h, y - s / 2), (x + h, y + s / 2), (x, y + s)]
            for pts, colour in ((top, top_c), (left, left_c), (right, right_c)):
                clipped = clip_polygon(pts, box)
                if len(clipped) >= 3:
                    faces[colour].append(poly_d(clipped))
    for colour, ds in faces.items():
        out.append(el("path", d="".join(ds), fill=colour, stroke="#0e1f30", stroke_width=0.6,
                      stroke_linejoin="round"))
    out.append(el("rect", x=box[0], y=box[1], width=box[2] - box[0], height=box[3] - box[1],
                  fill="none", stroke="#e3b55a", stroke_width=1.6))
    return "".join(out)


BACKS: dict[str, Callable[[], str]] = {
    "blue": lambda: lattice_back("#1f3f8f", "#5b7fd0", "#dfe7fb"),
    "red": lambda: lattice_back("#a3162a", "#dc5a66", "#fbe3e5"),
    "green": lambda: lattice_back("#1c6237", "#5aa872", "#e1f3e5"),
    "geometric": tumbling_blocks_back,
}


# ---------------------------------------------------------------------------
# Documents
# ---------------------------------------------------------------------------

HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n'


def svg_document(width: float, height: float, body: list[str], comment: str) -> str:
    return (
        HEADER
        + f"<!-- {comment} Generated by tools/make_decks.py; do not edit by hand. -->\n"
        + f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{num(width)}" height="{num(height)}" viewBox="0 0 {num(width)} {num(height)}">\n'
        + "\n".join(body)
        + "\n</svg>\n"
    )


def deck_svg(style: Style) -> str:
    body = []
    for row, suit in enumerate(SUITS):
        for col, rank in enumerate(RANKS):
            x = col * (CARD_W + GRID_GAP)
            y = row * (CARD_H + GRID_GAP)
            body.append(group([face_card(style, rank, suit)],
                              id=f"{rank}_{suit}", transform=translate(x, y)))
    body.append(group([BACKS["blue"]()], id="back",
                      transform=translate(0, 4 * (CARD_H + GRID_GAP))))
    width = 13 * CARD_W + 12 * GRID_GAP
    height = 5 * CARD_H + 4 * GRID_GAP
    return svg_document(width, height, body, f"Paciência '{style.name}' card deck.")


def back_svg(name: str) -> str:
    body = [group([BACKS[name]()], id="back")]
    return svg_document(CARD_W, CARD_H, body, f"Paciência '{name}' card back.")


DECK_STYLES = (CLASSIC, LARGE_INDEX, FOUR_COLOUR)


def generate(out_root: Path) -> list[Path]:
    """Write all decks and backs below ``out_root``; return the written paths."""
    out_root = Path(out_root)
    written = []
    (out_root / "decks").mkdir(parents=True, exist_ok=True)
    (out_root / "backs").mkdir(parents=True, exist_ok=True)
    for style in DECK_STYLES:
        path = out_root / "decks" / f"{style.name}.svg"
        path.write_bytes(deck_svg(style).encode("utf-8"))
        written.append(path)
    for name in BACKS:
        path = out_root / "backs" / f"{name}.svg"
        path.write_bytes(back_svg(name).encode("utf-8"))
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None, out_root: Path | str | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=None,
                        help="output root (default: <repo>/resources)")
    args = parser.parse_args(argv)
    root = Path(out_root) if out_root is not None else args.out
    if root is None:
        root = Path(__file__).resolve().parent.parent / "resources"
    for path in generate(root):
        print(f"wrote {path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
