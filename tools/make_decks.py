"""Generate the built-in playing-card artwork of Paciência as SVG files.

Run from the repository root::

    python tools/make_decks.py            # writes into app/paciencia/resources
    python tools/make_decks.py --out DIR  # writes into DIR/decks and DIR/backs

From Python, ``generate(root)`` (or ``main(out_root=root)``) does the same.

Design
======

Everything is hand-written SVG text, pure standard library, using only the
subset QtSvg renders (SVG Tiny 1.2): ``path``, ``rect``, ``circle``,
``ellipse``, nested ``g`` with transforms and flat colours.  There is no
``<text>`` (QtSvg needs a QGuiApplication and installed fonts to draw text),
no CSS, filters, masks, clip paths, patterns or ``<use>``, so every card
can be drawn on its own with ``QSvgRenderer.render(painter, element_id, rect)``
and looks the same on every machine.

File layout follows the KDE card-deck convention: each deck is one SVG in
which every card is a ``<g id="...">`` element (``1_club`` ... ``10_club``,
``jack_club``, ``queen_club``, ``king_club``, likewise for ``diamond``,
``heart`` and ``spade``, plus ``back``).  Cards are 250 x 350 user units
(5:7), laid out on a 13 x 5 grid.  Each card group is translated into its
cell and nothing inside it (strokes included) leaves the card rectangle, so
``QSvgRenderer.boundsOnElement(id)`` is exactly the card.

Drawing elements:

* Suit symbols are single paths designed in a 100-unit box (a heart from
  two lobes, a spade with a flared stem, a club of three circles with a
  stem, a diamond with slightly concave sides).
* Rank indices are vector glyphs in a condensed sans style: straight parts
  are filled bars cut flat at cap height and baseline (clipped with
  Sutherland-Hodgman), curves are strokes of the same weight.
* Pips follow the traditional layouts on a 3-column x 7-row grid; pips below
  the centre line are turned 180 degrees.
* Aces carry one large pip; the ace of spades is ornate (inner contour
  lines, a white fleur-de-lis and a laurel wreath).
* Court cards are double-headed: a half figure (headdress, face, hair,
  robes, hands and attribute, suit symbol) is drawn once and repeated
  rotated 180 degrees inside a framed panel.  Kings wear a pointed crown and
  ermine, queens a fleuron coronet with a veil, jacks a plumed cap.  The
  palette is the traditional red / blue / yellow; per suit the colours swap,
  the figure may be mirrored and the attribute changes (king: sword or
  sceptre, queen: rose or fan, jack: halberd or torch), so all twelve differ.

Decks written (``app/paciencia/resources/decks``, package data the app finds
with importlib.resources, ``paciencia/paths.py``):

* ``classic.svg`` - black clubs/spades, red diamonds/hearts.
* ``large_index.svg`` - a very large rank + suit index side by side in the
  top strip, readable when only the top ~18% of a card shows in a tableau
  column; larger, simpler pips and a smaller court panel in the centre.
* ``four_colour.svg`` - the classic deck with green clubs and blue diamonds.

Backs written (``app/paciencia/resources/backs``, element id ``back``): ``blue.svg``,
``red.svg`` and ``green.svg`` (a fine double-line diamond lattice with a
beaded central medallion inside a white border) and ``geometric.svg`` (a
"tumbling blocks" tessellation in navy, teal and gold).  Every deck file
also carries the blue back as its own ``back`` element.

The output is deterministic: numbers are formatted with a fixed precision
and there are no timestamps or randomness, so running the script twice gives
byte-identical files.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # the shared helpers next to this script
from svg_text import el, num  # noqa: E402

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
        + "M-10,2 L-10,16 L10,16 L10,2Z"
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

GLYPH_STROKE = 15.0
GLYPH_TOP = -GLYPH_STROKE / 2
GLYPH_BASE = 100 + GLYPH_STROKE / 2

Point = tuple[float, float]
Box = tuple[float, float, float, float]
Seg = tuple[Point, Point]


class Glyph:
    """A rank glyph: straight bars (filled, cut flat at cap height and
    baseline) plus curved strokes, all with the same weight."""

    def __init__(self, width: float, bars: Sequence[Seg] = (), curves: str = ""):
        self.width = width
        self.bars = bars
        self.curves = curves

    def bar_path(self) -> str:
        d = []
        half = GLYPH_STROKE / 2
        for (x0, y0), (x1, y1) in self.bars:
            length = math.hypot(x1 - x0, y1 - y0)
            nx, ny = -(y1 - y0) / length * half, (x1 - x0) / length * half
            quad = [(x0 + nx, y0 + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)]
            pairs = zip(quad, quad[1:] + quad[:1], strict=True)
            area = sum(ax * by - bx * ay for (ax, ay), (bx, by) in pairs)
            if area < 0:  # same winding everywhere, so overlaps union under nonzero
                quad.reverse()
            clipped = clip_polygon(quad, (-100.0, GLYPH_TOP, 200.0, GLYPH_BASE))
            if len(clipped) >= 3:
                d.append(poly_d(clipped))
        return "".join(d)


# Centre lines in a box whose stroked cap height is y 0..100 (the ink runs
# from GLYPH_TOP to GLYPH_BASE); bars may overshoot that box and are clipped.
GLYPHS: dict[str, Glyph] = {
    "A": Glyph(60, bars=[((1, 112), (30, -14)), ((59, 112), (30, -14)), ((9, 68), (51, 68))]),
    "2": Glyph(60, bars=[((-4, 100), (61, 100))],
               curves="M4.5,26 C5,9 17,0 30,0 C45,0 55,10 55,26 C55,42 45,52 32,65 L3,97"),
    "3": Glyph(60, curves="M4,14 C10,5 19,0 30,0 C45,0 54,9 54,24 C54,38 44,46 27,46 "
                          "C46,46 57,57 57,73 C57,90 45,100 29,100 C17,100 8,95 3,85"),
    "4": Glyph(62, bars=[((45, -14), (45, 112)), ((45, -14), (4, 70)), ((-3.5, 70), (63, 70))]),
    "5": Glyph(60, bars=[((6.5, 0), (56, 0)), ((14.5, -4), (10, 47))],
               curves="M10.5,45 C16,40 23,38 31,38 C48,38 57,51 57,69 "
                      "C57,88 46,100 30,100 C18,100 9,95 3,85"),
    "6": Glyph(60, curves="M53,8 C47,2 40,0 32,0 C13,0 4,21 4,51 C4,82 14,100 31,100 "
                          "C47,100 57,88 57,70 C57,52 46,41 31,41 C18,41 8,49 4,60"),
    "7": Glyph(60, bars=[((-1, 0), (61, 0)), ((54, 0), (22, 114))]),
    "8": Glyph(60, curves=ellipse_d(30, 23.5, 22, 23.5) + ellipse_d(30, 73.5, 26, 26.5)),
    "9": Glyph(60, curves="M7,92 C13,98 21,100 29,100 C48,100 57,79 57,49 C57,18 47,0 30,0 "
                          "C14,0 4,12 4,30 C4,48 15,59 30,59 C43,59 53,51 57,40"),
    "10": Glyph(74, bars=[((15, -14), (15, 112)), ((16, -4), (-2, 14))],
                curves=ellipse_d(54, 50, 18, 50)),
    "J": Glyph(58, bars=[((47, -14), (47, 71))],
               curves="M47,70 C47,90 38,100 25,100 C12,100 4,92 2,80"),
    "Q": Glyph(60, bars=[((35, 72), (61, 114))], curves=ellipse_d(30, 50, 26, 50)),
    "K": Glyph(62, bars=[((6, -14), (6, 112)), ((60, -14), (6, 68)), ((23, 46), (64, 114))]),
}


def rank_glyph(label: str, x: float, top: float, height: float, colour: str) -> str:
    """Draw rank ``label`` centred on ``x``; its ink spans ``top``..``top + height``."""
    glyph = GLYPHS[label]
    s = height / (GLYPH_BASE - GLYPH_TOP)
    ox = x - glyph.width * s / 2.0
    oy = top - GLYPH_TOP * s
    parts = []
    if glyph.bars:
        parts.append(el("path", d=glyph.bar_path(), fill=colour))
    if glyph.curves:
        parts.append(el("path", d=glyph.curves, fill="none", stroke=colour,
                        stroke_width=GLYPH_STROKE, stroke_linecap="butt",
                        stroke_linejoin="round"))
    return group(parts, transform=f"{translate(ox, oy)} scale({num(s)})")


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
            rank_glyph(label, 23, 12, 33, colour),
            suit_shape(suit, 23, 60, 22, colour),
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
        xs = (72, 125, 178)
        top, bottom, size = 100, 250, 40
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


def leaf_d(x: float, y: float, angle: float, length: float) -> str:
    """A pointed leaf starting at (x, y) and pointing along ``angle`` (radians)."""
    w = length * 0.34
    ca, sa = math.cos(angle), math.sin(angle)

    def pt(u: float, v: float) -> str:
        return f"{num(x + u * ca - v * sa)},{num(y + u * sa + v * ca)}"

    return (f"M{pt(0, 0)} C{pt(length * 0.3, -w)} {pt(length * 0.75, -w * 0.8)} {pt(length, 0)} "
            f"C{pt(length * 0.75, w * 0.8)} {pt(length * 0.3, w)} {pt(0, 0)}Z")


def laurel(cx: float, cy: float, r: float, colour: str) -> str:
    """Two laurel branches rising from the bottom of a circle and curving up."""
    stems, leaves = [], []
    a0, a1 = math.radians(96), math.radians(228)
    for side in (1, -1):  # left branch, then its mirror image
        pts = [(cx + side * r * math.cos(a), cy + r * math.sin(a))
               for a in (a0 + (a1 - a0) * i / 36 for i in range(37))]
        stems.append(poly_d(pts, close=False))
        for k in range(1, 12):
            t = k / 12
            a = a0 + (a1 - a0) * t
            x, y = cx + side * r * math.cos(a), cy + r * math.sin(a)
            heading = math.atan2(r * math.cos(a), -side * r * math.sin(a))
            size = 15 - 5 * t
            leaves.append(leaf_d(x, y, heading - 0.75, size))
            leaves.append(leaf_d(x, y, heading + 0.75, size))
        (x0, y0), (x1, y1) = pts[-2], pts[-1]
        leaves.append(leaf_d(x1, y1, math.atan2(y1 - y0, x1 - x0), 10))
    return (el("path", d="".join(stems), fill="none", stroke=colour, stroke_width=1.6,
               stroke_linecap="round")
            + el("path", d="".join(leaves), fill=colour))


def ornate_spade(colour: str, cx: float, cy: float) -> str:
    out = [laurel(cx, cy + 4, 90, colour)]
    out.append(suit_shape("spade", cx, cy - 4, 132, colour))
    # inner white contour line
    out.append(suit_shape("spade", cx, cy - 6.5, 112, "none", stroke="#ffffff",
                          stroke_width=1.4))
    out.append(suit_shape("spade", cx, cy - 7.5, 104, "none", stroke="#ffffff",
                          stroke_width=0.8))
    # a white fleur-de-lis in the heart of the spade
    fx, fy = cx, cy - 10
    d = (
        f"M{num(fx)},{num(fy - 26)} C{num(fx + 8)},{num(fy - 16)} {num(fx + 8)},{num(fy - 4)} "
        f"{num(fx + 3)},{num(fy + 6)} L{num(fx - 3)},{num(fy + 6)} "
        f"C{num(fx - 8)},{num(fy - 4)} {num(fx - 8)},{num(fy - 16)} {num(fx)},{num(fy - 26)}Z"
    )
    for sx in (-1, 1):
        d += (
            f"M{num(fx + sx * 4)},{num(fy + 4)} C{num(fx + sx * 8)},{num(fy - 8)} "
            f"{num(fx + sx * 20)},{num(fy - 14)} {num(fx + sx * 24)},{num(fy - 4)} "
            f"C{num(fx + sx * 26)},{num(fy + 2)} {num(fx + sx * 20)},{num(fy + 6)} "
            f"{num(fx + sx * 16)},{num(fy + 2)} "
            f"C{num(fx + sx * 18)},{num(fy - 2)} {num(fx + sx * 16)},{num(fy - 6)} "
            f"{num(fx + sx * 12)},{num(fy - 3)} "
            f"C{num(fx + sx * 9)},{num(fy)} {num(fx + sx * 8)},{num(fy + 4)} "
            f"{num(fx + sx * 8)},{num(fy + 8)}Z"
        )
    d += (f"M{num(fx - 13)},{num(fy + 7)} L{num(fx + 13)},{num(fy + 7)} L{num(fx + 13)},{num(fy + 12)} "
          f"L{num(fx - 13)},{num(fy + 12)}Z")
    d += (f"M{num(fx - 3)},{num(fy + 12)} L{num(fx + 3)},{num(fy + 12)} L{num(fx + 2)},{num(fy + 22)} "
          f"L{num(fx)},{num(fy + 25)} L{num(fx - 2)},{num(fy + 22)}Z")
    out.append(el("path", d=d, fill="#ffffff"))
    return "".join(out)


# ---------------------------------------------------------------------------
# Court cards
# ---------------------------------------------------------------------------

HALF_W = 166.0
HALF_H = 149.0


class CourtPalette:
    """Colours of one court figure; ``mirror`` flips the figure left-right."""

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


def P(d: str, fill: str, stroke: str | None = LINE, sw: float = 1.2, **extra: object) -> str:
    """A court-figure path: flat fill with a dark outline."""
    return el("path", d=d, fill=fill, stroke=stroke,
              stroke_width=sw if stroke else None,
              stroke_linejoin="round" if stroke else None,
              stroke_linecap="round" if stroke else None, **extra)


def ermine_spots(points: Iterable[tuple[float, float]], size: float = 1.0) -> str:
    d = []
    for x, y in points:
        s = size
        d.append(poly_d([(x, y - 2.4 * s), (x + 1.3 * s, y + 1.6 * s), (x, y + 3 * s),
                         (x - 1.3 * s, y + 1.6 * s)]))
        d.append(circle_d(x - 2 * s, y - 2.8 * s, 0.75 * s) + circle_d(x + 2 * s, y - 2.8 * s, 0.75 * s)
                 + circle_d(x, y - 4.4 * s, 0.75 * s))
    return P("".join(d), LINE, None)


def quatrefoils(points: Iterable[tuple[float, float]], fill: str, r: float = 1.7) -> str:
    d = []
    for x, y in points:
        d.append(circle_d(x - r, y, r) + circle_d(x + r, y, r)
                 + circle_d(x, y - r, r) + circle_d(x, y + r, r))
    return P("".join(d), fill, LINE, 0.5)


def robe_motifs() -> list[Point]:
    pts: list[Point] = []
    for row, y in enumerate((116, 130, 144)):
        shift = 7 if row % 2 else 0
        for x in (12, 26, 40):
            pts.append((x + shift, y))
            pts.append((HALF_W - x - shift, y))
    return pts


def head(female: bool, beard: bool, young: bool) -> str:
    """Face with features, centred on (83, 60)."""
    out = [P(ellipse_d(83, 60, 17, 21), COURT_SKIN)]
    # ears
    if not female:
        out.append(P("M66.2,58 C62,56 62,64 66.6,66 M99.8,58 C104,56 104,64 99.4,66",
                     COURT_SKIN, LINE, 1))
    # eyebrows
    out.append(P("M71,50.5 C74,48 78,48 80.5,49.8 M85.5,49.8 C88,48 92,48 95,50.5",
                 "none", LINE, 1.3))
    # eyes: almond shapes with irises and upper lids
    eye = "M{a},55.5 C{b},52.6 {c},52.6 {d},55.5 C{c},57.6 {b},57.6 {a},55.5Z"
    out.append(P(eye.format(a=71.5, b=74, c=78, d=80.5) + eye.format(a=85.5, b=88, c=92, d=94.5),
                 COURT_WHITE, LINE, 0.9))
    out.append(P(circle_d(76.3, 55.3, 1.7) + circle_d(89.7, 55.3, 1.7), COURT_BLUE, None))
    out.append(P(circle_d(76.3, 55.3, 0.7) + circle_d(89.7, 55.3, 0.7), LINE, None))
    # nose
    out.append(P("M83.2,55 C82.8,59.5 81,63 80.3,65 C81.8,66.6 84.4,66.6 86,65.2",
                 "none", LINE, 1))
    if female:
        out.append(P(circle_d(73.5, 65, 3.2) + circle_d(92.5, 65, 3.2), "#f6c3b3", None))
        out.append(P("M78.4,71 C80.5,69.4 82,70 83,70.6 C84,70 85.5,69.4 87.6,71 "
                     "C85.6,73.6 80.4,73.6 78.4,71Z", COURT_RED, LINE, 0.8))
    else:
        out.append(P("M78.8,72.2 C81.5,73.6 84.5,73.6 87.2,72.2", "none", LINE, 1.1))
    if beard:
        out.append(P("M66.4,63 C65,84 72,100 83,106 C94,100 101,84 99.6,63 "
                     "C97,72 93,77 88,77 C86,79.2 80,79.2 78,77 C73,77 69,72 66.4,63Z",
                     COURT_YELLOW))
        out.append(P("M72.5,82 C73,89 76,95 80,99 M83,80 L83,103 M93.5,82 C93,89 90,95 86,99",
                     "none", COURT_GOLD_DARK, 1))
        out.append(P("M71.5,71 C75,66.4 80,66.4 83,69 C86,66.4 91,66.4 94.5,71 "
                     "C90.5,71.4 86.5,72.4 83,71.8 C79.5,72.4 75.5,71.4 71.5,71Z", COURT_YELLOW))
    elif young:
        out.append(P("M76,70 C79,68.6 81.5,68.8 83,69.8 C84.5,68.8 87,68.6 90,70",
                     "none", COURT_GOLD_DARK, 1.2))
    return "".join(out)


def body_shape(top: float) -> str:
    return (f"M2,{num(HALF_H)} L2,124 C4,{num(top + 11)} 20,{num(top + 3)} 42,{num(top)} "
            f"L124,{num(top)} C146,{num(top + 3)} 162,{num(top + 11)} 164,124 L164,{num(HALF_H)}Z")


def sleeve_right(colour: str) -> str:
    """Attribute-side arm: from the right shoulder, out to the elbow and back
    in to a wrist beside the hand gripping at (124, 128)."""
    return (P("M114,101 C138,98 156,107 158,122 C159,133 151,139 139,139 L134,139 "
              "L134,118 C127,114 120,108 114,101Z", colour)
            + P("M142,108 C150,114 153,122 151,131", "none", COURT_YELLOW, 2.2)
            + P("M130.5,117 L138.5,116.5 L139,139.5 L130.5,139.5Z", COURT_YELLOW))


def sleeve_left(colour: str, hand: bool) -> str:
    if hand:
        return group([sleeve_right(colour)], transform=f"translate({num(HALF_W)},0) scale(-1,1)")
    # a long sleeve hanging down to the divider
    return (P(f"M50,101 C28,99 10,108 8,124 L8,{num(HALF_H)} L40,{num(HALF_H)} "
              "C40,130 42,114 50,101Z", colour)
            + P(f"M20,110 C16,118 15,130 16,{num(HALF_H)}", "none", COURT_YELLOW, 2.2)
            + P("M8,138 C18,136 30,136 40,138 L40,144 C30,142 18,142 8,144Z", COURT_YELLOW))


def fist(x: float, y: float) -> str:
    """A hand gripping a vertical staff at x, knuckles facing the viewer."""
    d = (f"M{num(x - 8)},{num(y - 6)} C{num(x - 8)},{num(y - 10)} {num(x + 7)},{num(y - 10)} "
         f"{num(x + 8)},{num(y - 5)} L{num(x + 8)},{num(y + 5)} "
         f"C{num(x + 7)},{num(y + 9)} {num(x - 8)},{num(y + 9)} {num(x - 8)},{num(y + 5)}Z")
    fingers = "".join(f"M{num(x - 8)},{num(y + dy)} L{num(x + 4)},{num(y + dy)}"
                      for dy in (-2.2, 1.2, 4.6))
    thumb = (f"M{num(x + 8)},{num(y - 4)} C{num(x + 2)},{num(y - 6)} "
             f"{num(x - 2)},{num(y - 5)} {num(x - 4)},{num(y - 3)}")
    return P(d, COURT_SKIN) + P(fingers + thumb, "none", LINE, 0.8)


def sceptre() -> str:
    out = [P("M122.5,30 L125.5,30 L125.5,143 L122.5,143Z", COURT_YELLOW)]
    out.append(P(ellipse_d(124, 62, 4, 2.2) + ellipse_d(124, 100, 4, 2.2)
                 + circle_d(124, 144, 3.4), COURT_YELLOW, LINE, 0.9))
    # fleur-de-lis finial
    out.append(P("M124,5 C129.5,11 130,20 124,27 C118,20 118.5,11 124,5Z"
                 "M122,27 C117,17 108,17 109,23.5 C110,28 116,28.5 121,31Z"
                 "M126,27 C131,17 140,17 139,23.5 C138,28 132,28.5 127,31Z", COURT_YELLOW))
    out.append(P("M116.5,26.5 L131.5,26.5 L131.5,31.5 L116.5,31.5Z", COURT_YELLOW))
    out.append(P(circle_d(124, 17, 1.8), COURT_RED, LINE, 0.6))
    return "".join(out)


def fan(pal: CourtPalette) -> str:
    """A folding fan opening upward from the hand at (124, 128)."""
    cx, cy, r = 124.0, 126.0, 50.0
    a0, a1, n = math.radians(-128), math.radians(-52), 10
    wedges: dict[str, list[str]] = {COURT_WHITE: [], pal.main: []}
    for i in range(n):
        t0 = a0 + (a1 - a0) * i / n
        t1 = a0 + (a1 - a0) * (i + 1) / n
        colour = pal.main if i % 2 else COURT_WHITE
        wedges[colour].append(poly_d([(cx, cy), (cx + r * math.cos(t0), cy + r * math.sin(t0)),
                                      (cx + r * math.cos(t1), cy + r * math.sin(t1))]))
    out = [P("".join(ds), colour, LINE, 0.7) for colour, ds in wedges.items()]
    rim = [(cx + r * math.cos(a0 + (a1 - a0) * i / 20), cy + r * math.sin(a0 + (a1 - a0) * i / 20))
           for i in range(21)]
    out.append(P(poly_d(rim, close=False), "none", COURT_YELLOW, 3))
    out.append(P(poly_d(rim, close=False), "none", LINE, 0.7))
    return "".join(out)


def torch() -> str:
    out = [P("M122.5,40 L125.5,40 L125,146 L123,146Z", "#8a5a2b")]
    out.append(P("M115,29 L133,29 L129,42 L119,42Z", COURT_YELLOW))
    out.append(P("M118,33 L130,33", "none", COURT_GOLD_DARK, 0.9))
    out.append(P("M124,2 C133,11 138,19 131,29 L117,29 C111,20 117,13 121,9 "
                 "C121,14 122,16 124,2Z", COURT_RED))
    out.append(P("M124.5,12 C129,18 131,24 127.5,29 L120.5,29 C118,24 121,18 124.5,12Z",
                 COURT_YELLOW, LINE, 0.7))
    return "".join(out)


def panel_suit(suit: str, colour: str) -> str:
    return suit_shape(suit, 22, 23, 24, colour)


def king_half(pal: CourtPalette, suit: str, suit_colour: str, alt: bool) -> str:
    out = []
    out.append(P("M62,42 C56,50 53,58 55,66 C50,70 49,78 54,82 C49,86 50,95 56,97 "
                 "C55,101 58,103 62,102 L104,102 C108,103 111,101 110,97 C116,95 117,86 112,82 "
                 "C117,78 116,70 111,66 C113,58 110,50 104,42Z", COURT_YELLOW))
    out.append(P("M58,68 C56,72 57,77 61,79 M57,86 C56,90 58,94 62,95 "
                 "M108,68 C110,72 109,77 105,79 M109,86 C110,90 108,94 104,95",
                 "none", COURT_GOLD_DARK, 1))
    out.append(P(body_shape(99), pal.main))
    out.append(quatrefoils(robe_motifs(), COURT_YELLOW))
    # tunic with decorated bands and ermine edges
    out.append(P(f"M64,100 L102,100 L110,{num(HALF_H)} L56,{num(HALF_H)}Z", COURT_YELLOW))
    out.append(P("M61.6,118 L104.4,118 L105.3,125 L60.7,125Z"
                 "M59.7,134 L106.3,134 L107.2,141 L58.8,141Z", pal.second, LINE, 0.9))
    out.append(P("".join(poly_d([(x, 121.5 - 2.4), (x + 2.4, 121.5), (x, 121.5 + 2.4), (x - 2.4, 121.5)])
                         + poly_d([(x, 137.5 - 2.4), (x + 2.4, 137.5), (x, 137.5 + 2.4), (x - 2.4, 137.5)])
                         for x in (69, 76, 83, 90, 97)), COURT_YELLOW, None))
    out.append(P("M83,106 L83,115 M83,127 L83,131", "none", LINE, 0.9))
    out.append(P(f"M54,100 L64,100 L56,{num(HALF_H)} L45,{num(HALF_H)}Z"
                 f"M112,100 L102,100 L110,{num(HALF_H)} L121,{num(HALF_H)}Z", COURT_WHITE))
    out.append(ermine_spots([(56, 110), (53, 125), (50.5, 140), (110, 110), (113, 125), (115.5, 140)]))
    # ermine shoulder cape
    out.append(P("M22,108 C38,96 60,91 83,91 C106,91 128,96 144,108 L141,117 "
                 "C125,108 104,104 83,104 C62,104 41,108 25,117Z", COURT_WHITE))
    out.append(ermine_spots([(34, 106), (48, 100), (62, 97.5), (104, 97.5), (118, 100), (132, 106)]))
    out.append(head(female=False, beard=True, young=False))
    # crown: velvet cap, points with pearls, jewelled band
    out.append(P("M64,36 C64,18 102,18 102,36Z", pal.second))
    out.append(P("M62,36 L56,12 L70,25 L83,8 L96,25 L110,12 L104,36Z", COURT_YELLOW))
    out.append(P("M70,25 L72,36 M96,25 L94,36", "none", COURT_GOLD_DARK, 0.9))
    out.append(P(circle_d(56, 11, 3) + circle_d(83, 6.5, 3.2) + circle_d(110, 11, 3),
                 COURT_WHITE, LINE, 1))
    out.append(P("M61.5,35 L104.5,35 L103.5,45 L62.5,45Z", COURT_YELLOW))
    out.append(P(ellipse_d(83, 40, 3.8, 3), COURT_RED, LINE, 0.8))
    out.append(P(poly_d([(70, 37), (73, 40), (70, 43), (67, 40)])
                 + poly_d([(96, 37), (99, 40), (96, 43), (93, 40)]), COURT_BLUE, LINE, 0.8))
    # orb in the other hand
    out.append(sleeve_left(pal.second, hand=True))
    out.append(P(circle_d(42, 111, 8.5), COURT_YELLOW))
    out.append(P("M33.5,111 L50.5,111 M42,102.5 L42,119.5", "none", COURT_GOLD_DARK, 1))
    out.append(P("M42,102.5 L42,96 M39,98.5 L45,98.5", "none", LINE, 1.4))
    out.append(fist(42, 128))
    out.append(sleeve_right(pal.second))
    if alt:
        out.append(sceptre())
        out.append(fist(124, 128))
    else:
        # sword held upright
        out.append(P("M121,118 L121,16 L124,9 L127,16 L127,118Z", COURT_STEEL))
        out.append(P("M124,16 L124,114", "none", "#8a96a6", 0.9))
        out.append(P("M112,116 C116,113 132,113 136,116 L136,120 C132,118 116,118 112,120Z",
                     COURT_YELLOW))
        out.append(fist(124, 128))
        out.append(P(circle_d(124, 140, 3.2), COURT_YELLOW, LINE, 1))
    out.append(panel_suit(suit, suit_colour))
    return "".join(out)


def queen_half(pal: CourtPalette, suit: str, suit_colour: str, alt: bool) -> str:
    out = []
    # veil falling from the crown over the shoulders
    out.append(P("M60,34 C46,58 40,86 32,108 L134,108 C126,86 120,58 106,34Z", pal.second))
    out.append(P("M56,46 C47,68 42,88 37,104 M110,46 C119,68 124,88 129,104",
                 "none", COURT_YELLOW, 1.6))
    out.append(P("M64,42 C56,58 57,80 66,94 L100,94 C109,80 110,58 102,42Z", COURT_YELLOW))
    out.append(P("M64,56 C61,68 62,80 67,90 M102,56 C105,68 104,80 99,90",
                 "none", COURT_GOLD_DARK, 1))
    out.append(P(body_shape(101), pal.main))
    out.append(quatrefoils(robe_motifs(), COURT_YELLOW))
    # neck and neckline
    out.append(P("M76,76 L90,76 L91.5,100 L74.5,100Z", COURT_SKIN))
    out.append(P("M56,101 C70,98 96,98 110,101 L101,117 L65,117Z", COURT_SKIN))
    out.append(P("M56,101 C70,98 96,98 110,101 L101,117 L65,117Z", "none", COURT_YELLOW, 3))
    out.append(P("M56,101 C70,98 96,98 110,101 L101,117 L65,117Z", "none", LINE, 0.8))
    # stomacher with lacing
    out.append(P(f"M65,117 L101,117 L94,{num(HALF_H)} L72,{num(HALF_H)}Z", COURT_YELLOW))
    lace = "".join(f"M{num(73 + (y - 117) * 0.07)},{num(y)} L{num(93 - (y - 117) * 0.07)},{num(y + 6)} "
                   f"M{num(93 - (y - 117) * 0.07)},{num(y)} L{num(73 + (y - 117) * 0.07)},{num(y + 6)}"
                   for y in (120, 128, 136))
    out.append(P(lace, "none", pal.second, 1.3))
    # pearl necklace with a pendant
    pearls = "".join(circle_d(83 + 15 * math.cos(a), 100 + 6.5 * math.sin(a), 1.5)
                     for a in [math.pi * (0.08 + 0.84 * i / 8) for i in range(9)])
    out.append(P(pearls, COURT_WHITE, LINE, 0.6))
    out.append(P(poly_d([(83, 105), (86, 109), (83, 113), (80, 109)]), COURT_RED, LINE, 0.8))
    out.append(head(female=True, beard=False, young=False))
    # coronet with fleurons and pearls
    out.append(P("M64,34 C66,24 100,24 102,34Z", pal.main))
    fleur = "".join(f"M{num(x - 5)},33 C{num(x - 8)},26 {num(x - 3)},22 {num(x)},17 "
                    f"C{num(x + 3)},22 {num(x + 8)},26 {num(x + 5)},33Z" for x in (68, 83, 98))
    out.append(P(fleur, COURT_YELLOW))
    out.append(P(circle_d(68, 16, 2.2) + circle_d(83, 15.5, 2.6) + circle_d(98, 16, 2.2),
                 COURT_WHITE, LINE, 0.8))
    out.append(P("M63,33 L103,33 L102,42 L64,42Z", COURT_YELLOW))
    out.append(P(ellipse_d(83, 37.5, 3.4, 2.6), COURT_RED, LINE, 0.8))
    out.append(P(circle_d(72, 37.5, 1.8) + circle_d(94, 37.5, 1.8), COURT_BLUE, LINE, 0.6))
    out.append(sleeve_left(pal.second, hand=False))
    out.append(sleeve_right(pal.second))
    if alt:
        out.append(fan(pal))
        out.append(fist(124, 128))
        out.append(panel_suit(suit, suit_colour))
        return "".join(out)
    # rose held up in the right hand
    out.append(P("M124,126 C124,104 126,84 127,66", "none", COURT_GREEN, 2.4))
    out.append(P("M125,100 C134,92 142,94 148,88 C142,100 134,102 125,100Z"
                 "M126,84 C118,78 112,80 106,74 C112,86 120,88 126,84Z", COURT_GREEN, LINE, 0.8))
    petals = "".join(circle_d(127 + 6.2 * math.cos(a * math.pi / 3 + 0.5),
                              58 + 6.2 * math.sin(a * math.pi / 3 + 0.5), 5.2) for a in range(6))
    out.append(P(petals, COURT_RED, LINE, 0.8))
    out.append(P(circle_d(127, 58, 4), COURT_YELLOW, LINE, 0.8))
    out.append(fist(124, 128))
    out.append(panel_suit(suit, suit_colour))
    return "".join(out)


def jack_half(pal: CourtPalette, suit: str, suit_colour: str, alt: bool) -> str:
    out = []
    # shoulder-length curled hair
    out.append(P("M60,42 C49,62 49,90 56,106 C62,110 68,108 70,104 L96,104 "
                 "C98,108 104,110 110,106 C117,90 117,62 106,42Z", COURT_YELLOW))
    out.append(P("M58,66 C55,78 56,92 60,102 M108,66 C111,78 110,92 106,102 "
                 "M63,98 C60,102 62,106 66,105 M103,98 C106,102 104,106 100,105",
                 "none", COURT_GOLD_DARK, 1))
    out.append(P(body_shape(103), pal.main))
    out.append(quatrefoils(robe_motifs(), COURT_YELLOW))
    # striped doublet front
    out.append(P(f"M64,104 L102,104 L108,{num(HALF_H)} L58,{num(HALF_H)}Z", COURT_YELLOW))
    stripes = "".join(poly_d([(x0, 104), (x0 + 6, 104), (x0 + 6 + (x0 - 80) * 0.13, HALF_H),
                              (x0 + (x0 - 80) * 0.13, HALF_H)]) for x0 in (68, 80, 92))
    out.append(P(stripes, pal.second, LINE, 0.8))
    out.append(P(f"M64,104 L102,104 L108,{num(HALF_H)} L58,{num(HALF_H)}Z", "none", LINE, 1.2))
    # scalloped collar
    sc = "M54,104"
    for i in range(6):
        x0 = 54 + i * 9.67
        sc += f" C{num(x0 + 1)},113 {num(x0 + 8.67)},113 {num(x0 + 9.67)},104"
    out.append(P("M54,104 L64,92 L102,92 L112,104" + sc[7:] + "Z", COURT_WHITE))
    out.append(P("M76,78 L90,78 L91,93 L75,93Z", COURT_SKIN))
    out.append(head(female=False, beard=False, young=True))
    # feather, cap and band
    out.append(P("M59,38 C55,20 74,10 94,11 C114,12 121,24 111,38Z", pal.main))
    # plume arching over the cap
    out.append(P("M106,22 C100,8 84,1 62,4 C58,5 56,8 58,10 C74,8 90,12 100,27Z", COURT_WHITE))
    out.append(P("M103,24 C96,12 82,6 60,7 M70,6 L68,10.5 M80,6.5 L78,11.5 M90,9 L87,14 M98,15 L94,18.5",
                 "none", LINE, 0.8))
    out.append(P("M71,15 C68,22 67,30 68,37 M86,11.5 C85,20 85,28 86,37", "none", LINE, 0.8))
    out.append(P("M57,34 L109,34 L109,43 L57,43Z", COURT_YELLOW))
    out.append(P(circle_d(68, 38.5, 1.8) + circle_d(83, 38.5, 2.2) + circle_d(98, 38.5, 1.8),
                 pal.second, LINE, 0.6))
    out.append(sleeve_left(pal.second, hand=False))
    out.append(sleeve_right(pal.second))
    if alt:
        out.append(torch())
        out.append(fist(124, 128))
        out.append(panel_suit(suit, suit_colour))
        return "".join(out)
    # halberd
    out.append(P("M122.5,16 L125.5,16 L125.5,146 L122.5,146Z", "#8a5a2b"))
    out.append(P("M124,3 L127.5,17 L120.5,17Z", COURT_STEEL))
    out.append(P("M125.5,20 C138,15 148,24 146,40 C140,35 132,34 125.5,37Z", COURT_STEEL))
    out.append(P("M122.5,22 L112,27 L122.5,32Z", COURT_STEEL))
    out.append(P("M120,37 L128,37 L128,42 L120,42Z", COURT_YELLOW, LINE, 0.9))
    out.append(fist(124, 128))
    out.append(panel_suit(suit, suit_colour))
    return "".join(out)


COURT_HALF: dict[str, Callable[[CourtPalette, str, str, bool], str]] = {
    "king": king_half, "queen": queen_half, "jack": jack_half,
}


# Which suits use the alternative attribute: king sceptre instead of sword,
# queen fan instead of rose, jack torch instead of halberd.
COURT_ALT = {
    "king": ("club", "diamond"),
    "queen": ("diamond", "spade"),
    "jack": ("heart", "spade"),
}


def court_centre(style: Style, rank: str, suit: str) -> str:
    pal = court_palette(suit)
    colour = style.colours[suit]
    scale = 0.7 if style.large_index else 1.0
    pw, ph = HALF_W * scale, 2 * HALF_H * scale
    px = (CARD_W - pw) / 2
    py = (CARD_H - ph) / 2
    half = COURT_HALF[rank](pal, suit, colour, suit in COURT_ALT[rank])
    if pal.mirror:
        # Mirror the figure, but keep the suit symbol readable (it is symmetric).
        half = group([half], transform=f"translate({num(HALF_W)},0) scale(-1,1)")
    top = group([half])
    bottom = group([half], transform=f"rotate(180,{num(HALF_W / 2)},{num(HALF_H)})")
    background = el("rect", x=0, y=0, width=HALF_W, height=2 * HALF_H, fill="#ffffff")
    divider = el("path", d=f"M0,{num(HALF_H)} L{num(HALF_W)},{num(HALF_H)}",
                 stroke=LINE, stroke_width=1.2)
    border = el("rect", x=0, y=0, width=HALF_W, height=2 * HALF_H, fill="none",
                stroke=LINE, stroke_width=1.6)
    transform = translate(px, py) + (f" scale({num(scale)})" if scale != 1 else "")
    return group([background, top, bottom, divider, border], transform=transform)


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


def clip_segment(p0: Point, p1: Point, box: Box) -> tuple[Point, Point] | None:
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


def clip_polygon(points: list[Point], box: Box) -> list[Point]:
    """Sutherland-Hodgman clipping of a polygon to the box (x0, y0, x1, y1)."""
    out = points
    # Each clip edge: coordinate axis (0 = x, 1 = y), limit, and which side is kept.
    for axis, limit, keep_above in ((0, box[0], True), (0, box[2], False),
                                    (1, box[1], True), (1, box[3], False)):
        if not out:
            break
        src, out = out, []
        prev = src[-1]
        for cur in src:
            cur_in = _inside(cur, axis, limit, keep_above)
            prev_in = _inside(prev, axis, limit, keep_above)
            if cur_in != prev_in:
                out.append(_cut(prev, cur, axis, limit))
            if cur_in:
                out.append(cur)
            prev = cur
    return out


def _inside(p: Point, axis: int, limit: float, keep_above: bool) -> bool:
    return p[axis] >= limit if keep_above else p[axis] <= limit


def _cut(a: Point, b: Point, axis: int, limit: float) -> Point:
    """Where segment a-b crosses the line ``coordinate[axis] == limit``."""
    t = (limit - a[axis]) / (b[axis] - a[axis])
    other = 1 - axis
    value = a[other] + t * (b[other] - a[other])
    return (limit, value) if axis == 0 else (value, limit)


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
    lines_a: list[str] = []
    lines_b: list[str] = []
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
    out.append(el("ellipse", cx=cx, cy=cy, rx=50, ry=62, fill=dark, stroke=light, stroke_width=1.2))
    beads = []
    for i in range(44):
        a = 2 * math.pi * i / 44
        beads.append(circle_d(cx + 45 * math.cos(a), cy + 57 * math.sin(a), 1.3))
    out.append(el("path", d="".join(beads), fill=light))
    out.append(el("ellipse", cx=cx, cy=cy, rx=40, ry=52, fill="none", stroke=light, stroke_width=1.6))
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
    """A fine "tumbling blocks" tessellation of rhombi in three tones."""
    top_c, left_c, right_c = "#d9ad55", "#173451", "#2b6384"
    edge = "#0f2438"
    out = [card_base()]
    m = 11.0
    out.append(el("rect", x=m, y=m, width=CARD_W - 2 * m, height=CARD_H - 2 * m,
                  rx=8, ry=8, fill=edge))
    box = (m + 10, m + 10, CARD_W - m - 10, CARD_H - m - 10)
    s = 10.5  # edge length of a rhombus
    h = s * math.sqrt(3) / 2
    faces: dict[str, list[str]] = {top_c: [], left_c: [], right_c: []}
    cx0 = CARD_W / 2
    cy0 = CARD_H / 2
    for row in range(-14, 15):
        for col in range(-10, 11):
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
        out.append(el("path", d="".join(ds), fill=colour, stroke=edge, stroke_width=0.5,
                      stroke_linejoin="round"))
    out.append(el("rect", x=box[0], y=box[1], width=box[2] - box[0], height=box[3] - box[1],
                  fill="none", stroke=top_c, stroke_width=1.8))
    out.append(el("rect", x=m + 4.5, y=m + 4.5, width=CARD_W - 2 * m - 9,
                  height=CARD_H - 2 * m - 9, rx=5, ry=5, fill="none", stroke=top_c,
                  stroke_width=0.8))
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
DEFAULT_OUT_ROOT = Path(__file__).resolve().parent.parent / "app" / "paciencia" / "resources"


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


def main(out_root: Path | str | None = None, argv: Sequence[str] | None = None) -> int:
    """Generate everything into ``out_root`` (default: ``<repo>/app/paciencia/resources``).

    When ``out_root`` is not given, the command line (``argv``, default
    ``sys.argv[1:]``) may choose it with ``--out DIR``.
    """
    if out_root is None:
        parser = argparse.ArgumentParser(description="Generate Paciência's built-in card decks.")
        parser.add_argument("--out", type=Path, default=None,
                            help="output root (default: <repo>/app/paciencia/resources)")
        args = parser.parse_args(argv)
        out_root = args.out if args.out is not None else DEFAULT_OUT_ROOT
    for path in generate(Path(out_root)):
        print(f"wrote {path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
