"""Where the game chooser's tiles go (U-6, issue 34): each group of games under its heading,
as large as the chooser's space allows and never cut.

Pure geometry, no widgets: :func:`arrange` is given how many games each group holds, the
space, and how a tile's size follows from its thumbnail's in each of its forms
(:class:`Measures`, measured on the widgets by :mod:`.tiles`: the preview above the name, or
beside it), and tries every way of shelving the groups:

- stacked: one group under another, each in rows of up to ``columns`` tiles, all on one
  column grid (their left edges line up);
- side by side: the groups next to each other, each block ``rows`` tall.

It keeps the way and form whose thumbnails are the largest, each form's weighed by its
:attr:`Measures.weight` (then the first form, then fewer rows, then fewer columns). A
group's rows are balanced (nine tiles in rows of five make 5 + 4, not 6 + 3), and a row is
as tall as its tallest tile. When nothing fits even with the smallest thumbnails, the way
needing the least height is taken at that size and
:attr:`Shelving.fits` is False: the chooser then scrolls.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from math import ceil

from PySide6.QtCore import QRect

from ...core.slotted import Frozen

GAP = 10
"""Between two tiles of a group, across and down."""
BLOCK_GAP = 36
"""Between two groups side by side."""
BAND_GAP = 14
"""Between two groups one under the other."""
MAX_COLUMNS = 6
"""A group's rows hold at most this many tiles."""
STEP = 4
"""The thumbnail widths tried go down by this many pixels."""

Plan = tuple[tuple[tuple[int, int], ...], ...]
"""Bands from top to bottom, each the (group, columns) of its blocks from left to right."""


class Measures(Frozen):
    """How large one form of tile is for a thumbnail width (pixels)."""

    __slots__ = ("natural", "narrowest", "height", "smallest", "weight")

    natural: Callable[[int], int]
    """thumbnail → the tile width at which none of its texts wraps."""
    narrowest: Callable[[int], int]
    """thumbnail → the least tile width (a text wraps down to its longest word, no further)."""
    height: Callable[[int, int, int], int]
    """(tile width, thumbnail, tile) → that tile's height, its texts wrapped to its width
    (tiles are numbered group by group, as :attr:`Shelving.tiles` lists them)."""
    smallest: int
    """The narrowest thumbnail this form shows."""
    weight: float
    """What a thumbnail of this form is worth beside another form's of the same width."""

    def __init__(
        self, natural: Callable[[int], int], narrowest: Callable[[int], int],
        height: Callable[[int, int, int], int], smallest: int, weight: float = 1.0,
    ) -> None:
        self.natural, self.narrowest, self.height, self.smallest = natural, narrowest, height, smallest
        self.weight = weight


class Shelving(Frozen):
    """The shelving chosen: the form, the thumbnails' width, every heading's and tile's place."""

    __slots__ = ("form", "thumb", "headings", "tiles", "width", "height", "fits")

    form: int
    thumb: int
    headings: tuple[QRect, ...]
    """One a group, in the groups' order."""
    tiles: tuple[QRect, ...]
    """One a tile, group by group, each group row by row: the reading order."""
    width: int
    """The right edge of the rightmost tile."""
    height: int
    """The bottom edge of the lowest tile."""
    fits: bool
    """Whether it fits the space given; else it is taller and the chooser scrolls."""

    def __init__(
        self, form: int, thumb: int, headings: tuple[QRect, ...], tiles: tuple[QRect, ...], width: int,
        height: int, fits: bool,
    ) -> None:
        self.form, self.thumb, self.headings, self.tiles, self.width = form, thumb, headings, tiles, width
        self.height, self.fits = height, fits


def plans(counts: Sequence[int]) -> Iterator[Plan]:
    """Every way of shelving groups of these sizes (each once)."""
    most = max(counts)
    seen: set[Plan] = set()
    for columns in range(1, min(MAX_COLUMNS, most) + 1):
        plan: Plan = tuple(((g, balanced(n, columns)),) for g, n in enumerate(counts))
        if plan not in seen:
            seen.add(plan)
            yield plan
    if len(counts) > 1:
        for rows in range(1, most + 1):
            band = tuple((g, ceil(n / rows)) for g, n in enumerate(counts))
            if all(c <= MAX_COLUMNS for _, c in band) and (band,) not in seen:
                seen.add((band,))
                yield (band,)


def balanced(count: int, columns: int) -> int:
    """The tiles a row holds for ``count`` tiles in rows of at most ``columns``."""
    return ceil(count / ceil(count / columns))


class _Shelf:
    """One plan's sums for a space and a form."""

    def __init__(self, plan: Plan, counts: Sequence[int], width: int, heading: int, m: Measures) -> None:
        self.plan, self.counts, self.heading, self.m = plan, counts, heading, m
        self.first = [sum(counts[:g]) for g in range(len(counts))]  # each group's first tile
        room = []
        for band in plan:
            columns = sum(c for _, c in band)
            gaps = sum(c - 1 for _, c in band) * GAP + (len(band) - 1) * BLOCK_GAP
            room.append((width - gaps) // columns)
        self.room = min(room)
        """The widest tile every band leaves room for."""
        self.rows = sum(self._rows(band) for band in plan)
        self.columns = max(sum(c for _, c in band) for band in plan)

    def _rows(self, band: tuple[tuple[int, int], ...]) -> int:
        return max(ceil(self.counts[g] / c) for g, c in band)

    def tile_width(self, thumb: int) -> int:
        return max(min(self.room, self.m.natural(thumb)), self.m.narrowest(thumb))

    def feasible(self, thumb: int) -> bool:
        return self.m.narrowest(thumb) <= self.room

    def row_heights(self, thumb: int) -> list[list[int]]:
        """Each band's row heights: a row is as tall as its tallest tile, across its blocks."""
        width = self.tile_width(thumb)
        out = []
        for band in self.plan:
            heights = [0] * self._rows(band)
            for g, c in band:
                for i in range(self.counts[g]):
                    h = self.m.height(width, thumb, self.first[g] + i)
                    heights[i // c] = max(heights[i // c], h)
            out.append(heights)
        return out

    def height(self, thumb: int) -> int:
        bands = self.row_heights(thumb)
        return sum(self.heading + sum(rows) + (len(rows) - 1) * GAP for rows in bands) + (len(bands) - 1) * BAND_GAP


def arrange(counts: Sequence[int], width: int, height: int, forms: Sequence[Measures], heading: int,
            largest: int) -> Shelving:
    """The best shelving of groups of ``counts`` tiles in ``width`` × ``height``, in one of
    the tiles' ``forms``, thumbnails at most ``largest`` wide, under headings ``heading`` tall."""
    best: tuple[tuple[float, int, int, int], _Shelf, int, int] | None = None
    fallback: tuple[int, _Shelf, int] | None = None
    for f, m in enumerate(forms):
        sizes = list(range(m.smallest, largest + 1, STEP))  # ascending
        for plan in plans(counts):
            shelf = _Shelf(plan, counts, width, heading, m)
            if not shelf.feasible(m.smallest):
                continue
            widest = _largest_by(sizes, shelf.feasible)
            if best is not None and widest is not None and widest * m.weight < best[0][0]:
                continue  # its tiles' width alone keeps it under the best found
            thumb = _largest(sizes, shelf, height)
            if thumb is None:
                need = shelf.height(m.smallest)
                if fallback is None or need < fallback[0]:
                    fallback = (need, shelf, f)
                continue
            key = (thumb * m.weight, -f, -shelf.rows, -shelf.columns)
            if best is None or key > best[0]:
                best = (key, shelf, f, thumb)
    if best is not None:
        return _place(best[1], best[2], best[3], width, height, True)
    if fallback is not None:
        return _place(fallback[1], fallback[2], fallback[1].m.smallest, width, height, False)
    m = forms[-1]  # too narrow for any: one column, as narrow as it goes
    return _place(_Shelf(next(plans(counts)), counts, width, heading, m), len(forms) - 1, m.smallest, width,
                  height, False)


def _largest(sizes: list[int], shelf: _Shelf, height: int) -> int | None:
    """The largest of the ascending ``sizes`` for which ``shelf`` fits ``height``: a larger
    thumbnail makes a tile wider and taller alike, so what fits goes up to some size and no
    further (a tile wrapping one line fewer when wider is a few pixels' exception, not worth
    a scan)."""
    return _largest_by(sizes, lambda thumb: shelf.feasible(thumb) and shelf.height(thumb) <= height)


def _largest_by(sizes: list[int], fits: Callable[[int], bool]) -> int | None:
    """The largest of the ascending ``sizes`` that ``fits``, by halving (what fits is a
    prefix of them)."""
    if not sizes or not fits(sizes[0]):
        return None
    lo, hi = 0, len(sizes) - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if fits(sizes[mid]):
            lo = mid
        else:
            hi = mid - 1
    return sizes[lo]


def _place(shelf: _Shelf, form: int, thumb: int, width: int, height: int, fits: bool) -> Shelving:
    """Every heading's and tile's rectangle, centred across ``width`` and a third of the
    way down ``height`` (from the top when it does not fit)."""
    w = shelf.tile_width(thumb)
    bands = shelf.row_heights(thumb)
    content_w = max(sum(c * w + (c - 1) * GAP for _, c in band) + (len(band) - 1) * BLOCK_GAP for band in shelf.plan)
    content_h = shelf.height(thumb)
    left = max(0, (width - content_w) // 2)
    y = top = max(0, (height - content_h) // 3) if fits else 0
    headings: dict[int, QRect] = {}
    tiles: dict[int, list[QRect]] = {}
    for band, rows in zip(shelf.plan, bands, strict=True):
        x = left
        tops = [y + shelf.heading + sum(rows[:r]) + r * GAP for r in range(len(rows))]
        for g, columns in band:
            block_w = columns * w + (columns - 1) * GAP
            headings[g] = QRect(x, y, block_w, shelf.heading)
            tiles[g] = [QRect(x + (i % columns) * (w + GAP), tops[i // columns], w, rows[i // columns])
                        for i in range(shelf.counts[g])]
            x += block_w + BLOCK_GAP
        y += shelf.heading + sum(rows) + (len(rows) - 1) * GAP + BAND_GAP
    groups = range(len(shelf.counts))
    return Shelving(
        form, thumb, tuple(headings[g] for g in groups), tuple(r for g in groups for r in tiles[g]),
        left + content_w, top + content_h, fits,
    )


def neighbour(tiles: Sequence[QRect], here: int, step: tuple[int, int]) -> int | None:
    """The tile nearest to tile ``here`` in the direction ``step`` ((1, 0): right, (0, -1):
    up), None at the edge: the nearest by distance that way, a sideways offset counting
    double, so that Right stays on the row and Down on the column where they can."""
    origin = tiles[here].center()
    best: tuple[int, int] | None = None
    for n, rect in enumerate(tiles):
        dx, dy = rect.center().x() - origin.x(), rect.center().y() - origin.y()
        ahead, aside = dx * step[0] + dy * step[1], abs(dx * step[1] + dy * step[0])
        if n != here and ahead > 0 and (best is None or ahead + 2 * aside < best[0]):
            best = (ahead + 2 * aside, n)
    return None if best is None else best[1]
