"""Draw Paciência's toolbar icons as SVG and render them to PNG.

Run from the repository root::

    .venv/bin/python tools/make_toolbar_icons.py            # writes app/paciencia/resources/icons/toolbar
    .venv/bin/python tools/make_toolbar_icons.py --out DIR  # writes into DIR
    .venv/bin/python tools/make_toolbar_icons.py --check    # exit 1 if a file is missing or stale

From Python, ``generate(out_dir)`` (or ``main(out_dir=...)``) does the same.

Icons (named after the actions in ``app/paciencia/ui/window/actions.py``):

* ``choose`` - the game chooser: a fan of three cards, a gold pip on the front one (at 16 px
  two cards lean out from behind an upright one);
* ``new`` - a fresh deal: a card (a spade on it) and a gold four-point spark;
* ``restart`` - a clockwise arrow round a card;
* ``undo`` / ``redo`` - a curved arrow turning back to the left / on to the right;
* ``hint`` - a light bulb, lit gold;
* ``auto`` - cards flying up to a foundation: a card with a double up-chevron under a gold bar
  (at 16 px the chevrons alone, with no card round them).

Style: dark slate lines (``INK``) with round joins and caps, white card faces, and one warm
gold accent, used once per icon at most.  Each icon is drawn twice, on two pixel grids, so
that its straight lines fall on whole pixels at every size written:

* ``<name>.svg`` - a 24-unit grid with 2-unit lines, rendered at 24 and 48 px;
* ``<name>-small.svg`` - a 16-unit grid with 1-unit outlines (arrows and chevrons keep 2
  units, to stay as bold as at 24 px), rendered at 16, 32 and 64 px.

A line of even width is centred on a whole coordinate and one of odd width on a half, so
the card outlines and the arrow shafts' straight runs are sharp, not smeared over two
pixels.  Shapes that must read on a dark toolbar too carry white: cards are filled white,
and the arrows (which have no face of their own) sit on a thin translucent white halo,
invisible on a light toolbar.  The disabled look is Qt's own (a lighter grey pixmap).

Files written: ``<name>.svg``, ``<name>-small.svg`` and ``<name>-<size>.png`` for size in
16, 24, 32, 48 and 64.  Rendering uses QtSvg offscreen (only PySide6 is needed).  The
output is deterministic for a given Qt version: numbers are formatted with a fixed
precision and there are no timestamps, so running the script twice gives byte-identical
files; commit them.  The SVGs use only what QtSvg renders (SVG Tiny 1.2): ``path``
and ``g`` with flat colours, no text, CSS, filters, masks or gradients.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # the shared helpers next to this script
from png_plain import unfiltered_png  # noqa: E402
from svg_text import el, num  # noqa: E402

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = ROOT / "app" / "paciencia" / "resources" / "icons" / "toolbar"

NAMES = ("choose", "new", "restart", "undo", "redo", "hint", "auto")
SIZES = (16, 24, 32, 48, 64)
LARGE_GRID = 24  # <name>.svg: rendered at 24 and 48 px
SMALL_GRID = 16  # <name>-small.svg: rendered at 16, 32 and 64 px

INK = "#2d3847"  # dark slate: every outline
PAPER = "#ffffff"  # card faces
GOLD = "#f0a92a"  # the one accent
HALO = "#ffffff"
HALO_OPACITY = "0.55"


# ---------------------------------------------------------------------------
# SVG text
# ---------------------------------------------------------------------------


def path_data(*commands: object) -> str:
    """Path data from commands and numbers: ``path_data("M", 1, 2, "L", 3, 4)``."""
    return " ".join(num(c) if isinstance(c, float | int) else str(c) for c in commands)


class Pen:
    """Line weight of one grid: ``w`` is the line width; ``a`` aligns a coordinate to it."""

    def __init__(self, grid: int) -> None:
        self.grid = grid
        self.w = 2.0 if grid == LARGE_GRID else 1.0
        # lines of odd width are centred on half pixels
        self.off = 0.0 if self.w % 2 == 0 else 0.5
        self.sym = 2.0  # arrows and chevrons: as bold at 16 px as at 24
        self.halo_w = 1.5 if grid == LARGE_GRID else 1.0  # added to a line's width

    def a(self, v: float) -> float:
        return v + self.off

    def line(self, d: str, colour: str = INK, width: float | None = None, **extra: object) -> str:
        return el(
            "path",
            d=d,
            fill="none",
            stroke=colour,
            stroke_width=self.w if width is None else width,
            stroke_linecap="round",
            stroke_linejoin="round",
            **extra,
        )

    def shape(self, d: str, fill: str, width: float | None = None) -> str:
        return el(
            "path",
            d=d,
            fill=fill,
            stroke=INK,
            stroke_width=self.w if width is None else width,
            stroke_linejoin="round",
        )

    def halo(self, d: str, width: float) -> str:
        """A translucent white line under a symbol that has no white face of its own."""
        return el(
            "path",
            d=d,
            fill="none",
            stroke=HALO,
            stroke_opacity=HALO_OPACITY,
            stroke_width=width,
            stroke_linecap="round",
            stroke_linejoin="round",
        )


def rounded_rect(x0: float, y0: float, x1: float, y1: float, r: float) -> str:
    return path_data(
        "M", x0 + r, y0, "H", x1 - r, "A", r, r, 0, 0, 1, x1, y0 + r,
        "V", y1 - r, "A", r, r, 0, 0, 1, x1 - r, y1,
        "H", x0 + r, "A", r, r, 0, 0, 1, x0, y1 - r,
        "V", y0 + r, "A", r, r, 0, 0, 1, x0 + r, y0, "Z",
    )  # fmt: skip


def rotated_rect(cx: float, cy: float, w: float, h: float, r: float, angle: float, px: float, py: float) -> str:
    """A rounded rectangle centred on (cx, cy), turned ``angle`` degrees about (px, py).

    The corners are rounded with cubic curves so that the path needs no transform.
    """
    t = math.radians(angle)
    cos, sin = math.cos(t), math.sin(t)

    def p(x: float, y: float) -> tuple[float, float]:
        dx, dy = x - px, y - py
        return px + dx * cos - dy * sin, py + dx * sin + dy * cos

    x0, y0, x1, y1 = cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2
    k = r * 0.5523  # cubic approximation of a quarter circle
    pts: list[object] = ["M", *p(x0 + r, y0)]
    corners = (
        ((x1 - r, y0), (x1 - r + k, y0), (x1, y0 + r - k), (x1, y0 + r)),
        ((x1, y1 - r), (x1, y1 - r + k), (x1 - r + k, y1), (x1 - r, y1)),
        ((x0 + r, y1), (x0 + r - k, y1), (x0, y1 - r + k), (x0, y1 - r)),
        ((x0, y0 + r), (x0, y0 + r - k), (x0 + r - k, y0), (x0 + r, y0)),
    )
    for start, c1, c2, end in corners:
        pts += ["L", *p(*start), "C", *p(*c1), *p(*c2), *p(*end)]
    return path_data(*pts, "Z")


def spark(cx: float, cy: float, r: float, waist: float) -> str:
    """A four-point star: tips ``r`` from the centre, sides pinched towards it (``waist``)."""
    tips = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    pts: list[object] = ["M", *tips[0]]
    for i in range(4):
        a, b = tips[i], tips[(i + 1) % 4]
        # control point pulled in towards the centre on the diagonal between the two tips
        mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        qx, qy = cx + (mx - cx) * waist, cy + (my - cy) * waist
        pts += ["Q", qx, qy, *b]
    return path_data(*pts, "Z")


def spade(cx: float, cy: float, s: float) -> str:
    """A spade pip ``s`` tall centred on (cx, cy): two round lobes, a pointed top and a flared foot."""
    u = s / 10

    def pt(x: float, y: float) -> tuple[float, float]:
        return cx + x * u, cy + y * u

    return path_data(
        "M", *pt(0, -5),
        "C", *pt(1.6, -3), *pt(4.6, -1.4), *pt(4.6, 1),
        "C", *pt(4.6, 2.8), *pt(2.4, 3.6), *pt(0.7, 2.4),
        "L", *pt(1.6, 5), "L", *pt(-1.6, 5), "L", *pt(-0.7, 2.4),
        "C", *pt(-2.4, 3.6), *pt(-4.6, 2.8), *pt(-4.6, 1),
        "C", *pt(-4.6, -1.4), *pt(-1.6, -3), *pt(0, -5), "Z",
    )  # fmt: skip


def diamond(cx: float, cy: float, rx: float, ry: float) -> str:
    return path_data("M", cx, cy - ry, "L", cx + rx, cy, "L", cx, cy + ry, "L", cx - rx, cy, "Z")


# ---------------------------------------------------------------------------
# The icons: each takes the grid (24 or 16) and returns the SVG elements
# ---------------------------------------------------------------------------


def icon_choose(grid: int) -> list[str]:
    pen = Pen(grid)
    if grid == LARGE_GRID:
        # three cards of one size, the outer two turned about a point below the hand
        front = (8.0, 5.0, 16.0, 19.0)
        w, h, r = 8.0, 14.0, 1.6
        backs = [(12.0, 12.0, a, 12.0, 25.0) for a in (-20.0, 20.0)]
        pip = diamond(12, 12, 2.1, 3.0)
    else:
        # too few pixels for a true fan: two narrower cards lean out from behind an upright one
        front = (pen.a(4), pen.a(4), pen.a(11), pen.a(14))
        w, h, r = 5.5, 9.0, 1.0
        backs = [(6.0, 7.5, -13.0, 6.0, 15.0), (10.0, 7.5, 13.0, 10.0, 15.0)]
        pip = diamond(8, 9.5, 1.5, 2.2)
    out = [pen.shape(rotated_rect(cx, cy, w, h, r, a, px, py), PAPER) for cx, cy, a, px, py in backs]
    out.append(pen.shape(rounded_rect(*front, r), PAPER))
    out.append(el("path", d=pip, fill=GOLD, stroke=INK, stroke_width=pen.w * 0.5, stroke_linejoin="round"))
    return out


def icon_new(grid: int) -> list[str]:
    pen = Pen(grid)
    if grid == LARGE_GRID:
        card = rounded_rect(3, 8, 13, 21, 2)
        pip = spade(8, 14.5, 6)
        star = spark(17.5, 6.5, 5.5, 0.3)
    else:
        card = rounded_rect(pen.a(2), pen.a(6), pen.a(9), pen.a(14), 1.5)
        pip = spade(6, 10.5, 4.2)
        star = spark(11.8, 4.2, 3.6, 0.3)
    star_w = pen.w * 0.75 if grid == LARGE_GRID else pen.w
    return [pen.shape(card, PAPER), el("path", d=pip, fill=INK), pen.shape(star, GOLD, star_w)]


def _clockwise_arrow(pen: Pen, cx: float, cy: float, r: float, head: float, width: float) -> list[str]:
    """An arc of about 290 degrees, clockwise, ending at the top with a head pointing right."""
    start = math.radians(-28)  # on the right, a little above the centre
    sx, sy = cx + r * math.cos(start), cy + r * math.sin(start)
    top_x, top_y = cx, cy - r
    arc = path_data("M", sx, sy, "A", r, r, 0, 1, 1, top_x, top_y)
    tip = (top_x + head * 1.2, top_y)
    head_d = path_data("M", top_x - 0.3, top_y - head, "L", *tip, "L", top_x - 0.3, top_y + head, "Z")
    return [
        pen.halo(arc, width + pen.halo_w),
        pen.halo(head_d, pen.halo_w),
        pen.line(arc, width=width),
        el("path", d=head_d, fill=INK, stroke=INK, stroke_width=pen.w * 0.5, stroke_linejoin="round"),
    ]


def icon_restart(grid: int) -> list[str]:
    pen = Pen(grid)
    if grid == LARGE_GRID:
        out = _clockwise_arrow(pen, 12, 13, 9, 3.0, pen.sym)
        out.append(pen.shape(rounded_rect(8, 8, 16, 18, 1.5), PAPER))
        pip = diamond(12, 13, 1.8, 2.6)
    else:
        out = _clockwise_arrow(pen, 8, 8.5, 5.75, 2.1, 1.5)
        out.append(pen.shape(rounded_rect(pen.a(5), pen.a(5), pen.a(10), pen.a(11), 1), PAPER))
        pip = diamond(8, 8.5, 1.1, 1.6)
    out.append(el("path", d=pip, fill=GOLD))
    return out


def _back_arrow(pen: Pen) -> list[str]:
    """A curved arrow rising from the lower right and arriving at the left, head pointing left."""
    if pen.grid == LARGE_GRID:
        head_x, y, tip_x, half = 9.0, 9.0, 3.0, 4.5
        shaft = path_data("M", head_x - 0.5, y, "H", 12, "C", 16.7, y, 20, 12.3, 20, 17, "V", 20)
    else:
        head_x, y, tip_x, half = 6.0, 6.0, 1.5, 3.5
        shaft = path_data("M", head_x - 0.5, y, "H", 8.5, "C", 11.2, y, 13, 7.8, 13, 10.5, "V", 13)
    head = path_data("M", head_x, y - half, "L", tip_x, y, "L", head_x, y + half, "Z")
    return [
        pen.halo(shaft, pen.sym + pen.halo_w),
        pen.halo(head, pen.halo_w),
        pen.line(shaft, width=pen.sym),
        el("path", d=head, fill=INK, stroke=INK, stroke_width=pen.w * 0.5, stroke_linejoin="round"),
    ]


def icon_undo(grid: int) -> list[str]:
    return _back_arrow(Pen(grid))


def icon_redo(grid: int) -> list[str]:
    return [f'<g transform="matrix(-1 0 0 1 {grid} 0)">', *_back_arrow(Pen(grid)), "</g>"]


def icon_hint(grid: int) -> list[str]:
    pen = Pen(grid)
    if grid == LARGE_GRID:
        cy, r = 9.0, 6.5
        glass = path_data(
            "M", 9, 16, "V", 15, "C", 7, 13.8, 5.5, 11.6, 5.5, cy,
            "A", r, r, 0, 0, 1, 18.5, cy,
            "C", 18.5, 11.6, 17, 13.8, 15, 15, "V", 16, "Z",
        )  # fmt: skip
        shine = path_data("M", 8.8, 9.2, "A", 3.4, 3.4, 0, 0, 1, 11.6, 5.8)
        shine_w = 1.5
        base = [(19.0, 9.0, 15.0), (22.0, 10.5, 13.5)]
    else:
        cy, r = 6.0, 4.5
        glass = path_data(
            "M", 6, 10.5, "V", 9.8, "C", 4.6, 9, 3.5, 7.7, 3.5, cy,
            "A", r, r, 0, 0, 1, 12.5, cy,
            "C", 12.5, 7.7, 11.4, 9, 10, 9.8, "V", 10.5, "Z",
        )  # fmt: skip
        shine = path_data("M", 5.9, 6.1, "A", 2.2, 2.2, 0, 0, 1, 7.7, 3.9)
        shine_w = 1.0
        base = [(12.5, 6.0, 10.0), (14.5, 7.0, 9.0)]
    out = [pen.shape(glass, GOLD)]
    out.append(pen.line(shine, PAPER, shine_w, stroke_opacity="0.85"))
    for y, x0, x1 in base:
        line = path_data("M", x0, y, "H", x1)
        out += [pen.halo(line, pen.w + pen.halo_w), pen.line(line)]
    return out


def icon_auto(grid: int) -> list[str]:
    pen = Pen(grid)
    if grid == LARGE_GRID:
        card = rounded_rect(6, 7, 18, 22, 2)
        bar = path_data("M", 7.5, 2.5, "H", 16.5)
        bar_w = 3.0
        chevrons = [
            path_data("M", 8.5, 13.5, "L", 12, 10, "L", 15.5, 13.5),
            path_data("M", 8.5, 18.5, "L", 12, 15, "L", 15.5, 18.5),
        ]
        return [pen.line(bar, GOLD, bar_w), pen.shape(card, PAPER), *(pen.line(c, width=pen.sym) for c in chevrons)]
    # 16 px: no room for a card round the chevrons; the gold bar is the foundation they fly to
    bar = path_data("M", 4.5, 2, "H", 11.5)
    chevrons = [
        path_data("M", 4, 9.5, "L", 8, 5.5, "L", 12, 9.5),
        path_data("M", 4, 14, "L", 8, 10, "L", 12, 14),
    ]
    out = [pen.line(bar, GOLD, 2.0)]
    for c in chevrons:
        out += [pen.halo(c, pen.sym + pen.halo_w), pen.line(c, width=pen.sym)]
    return out


ICONS: dict[str, Callable[[int], list[str]]] = {
    "choose": icon_choose,
    "new": icon_new,
    "restart": icon_restart,
    "undo": icon_undo,
    "redo": icon_redo,
    "hint": icon_hint,
    "auto": icon_auto,
}


def svg_text(name: str, grid: int) -> str:
    body = "\n".join("  " + part for part in ICONS[name](grid))
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{grid}" height="{grid}" viewBox="0 0 {grid} {grid}">\n'
        f"  <!-- Paciência toolbar icon '{name}', {grid}-px grid; made by tools/make_toolbar_icons.py -->\n"
        f"{body}\n"
        "</svg>\n"
    )


# ---------------------------------------------------------------------------
# Rendering
# ---------------------------------------------------------------------------


def grid_for(size: int) -> int:
    """The drawing whose lines land on whole pixels at ``size``."""
    return LARGE_GRID if size % LARGE_GRID == 0 else SMALL_GRID


def render_png(svg: str, size: int) -> bytes:
    from PySide6.QtCore import QByteArray, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    if not renderer.isValid():
        raise SystemExit("make_toolbar_icons: an SVG did not parse")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return unfiltered_png(image)  # quick to decode: a launch reads 35 of them (png_plain.py)


def outputs() -> dict[str, bytes]:
    """Every file, by name, with its bytes."""
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # kept alive while rendering
    out: dict[str, bytes] = {}
    for name in NAMES:
        svgs = {LARGE_GRID: svg_text(name, LARGE_GRID), SMALL_GRID: svg_text(name, SMALL_GRID)}
        out[f"{name}.svg"] = svgs[LARGE_GRID].encode("utf-8")
        out[f"{name}-small.svg"] = svgs[SMALL_GRID].encode("utf-8")
        for size in SIZES:
            out[f"{name}-{size}.png"] = render_png(svgs[grid_for(size)], size)
    return out


# Qt's raster engine rounds a few antialiased pixels one level differently between releases and
# between CPUs (its SIMD paths differ): a committed PNG is current when every channel of every pixel
# is within this of a fresh render. The SVGs, which are the drawings, must match byte for byte.
PNG_TOLERANCE = 2


def matches(filename: str, data: bytes, path: Path) -> bool:
    """Whether the file at ``path`` holds what the generator makes as ``filename`` (``data``)."""
    if not path.is_file():
        return False
    old = path.read_bytes()
    if old == data or not filename.endswith(".png"):
        return old == data
    from PySide6.QtGui import QImage

    a, b = (QImage.fromData(x).convertToFormat(QImage.Format.Format_ARGB32) for x in (old, data))
    if a.isNull() or a.size() != b.size():
        return False
    return all(abs(x - y) <= PNG_TOLERANCE for x, y in zip(bytes(a.constBits()), bytes(b.constBits()), strict=True))


def generate(out_dir: Path | str = DEFAULT_OUT) -> list[Path]:
    """Write every icon file into ``out_dir``; return the paths written."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for filename, data in outputs().items():
        path = out_dir / filename
        path.write_bytes(data)
        written.append(path)
    return written


def main(out_dir: Path | str | None = None, argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--out", type=Path, default=None,
                        help="output folder (default: app/paciencia/resources/icons/toolbar)")
    parser.add_argument("--check", action="store_true", help="only say whether the files are up to date")
    args = parser.parse_args([] if out_dir is not None and argv is None else argv)
    target = Path(out_dir if out_dir is not None else (args.out or DEFAULT_OUT))
    if args.check:
        stale = [f for f, data in outputs().items() if not matches(f, data, target / f)]
        for filename in stale:
            print(f"stale or missing: {target / filename}")
        if not stale:
            print("toolbar icons up to date")
        return 1 if stale else 0
    for path in generate(target):
        print(f"wrote {path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
