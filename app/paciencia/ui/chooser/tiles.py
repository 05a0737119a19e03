"""One game's tile in the chooser (U-6): a panel holding its button (the fanned preview and
the game's name), its variant boxes and its daily deal (B-4, :mod:`.daily_tiles`); and the
:class:`~.shelves.Measures` of such tiles, taken on the widgets themselves, so that the
shelving knows what a tile needs besides its thumbnail at any width, in either form.

A text too wide for its tile wraps at its spaces (:mod:`.wrap`) instead of widening the
tile; screen readers keep the text whole.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics, QIcon, QPixmap
from PySide6.QtWidgets import QComboBox, QFrame, QLabel, QSizePolicy, QToolButton, QVBoxLayout, QWidget

from ..fonts import font_pt
from .daily_tiles import DailyButton
from .shelves import Measures
from .wrap import widest_line, widest_word, wrapped

MARGIN = 5
"""Inside a tile's panel, around its button, boxes and daily deal."""
SPACING = 5
"""Between the button, the boxes and the daily deal."""
BORDER = 1
EDGE = MARGIN + BORDER
HEADING_GAP = 6
"""Under a group's heading, above its tiles."""
PROBE = "M" * 24
"""A text wider than any thumbnail, to measure a button's width beside its text."""
TALL, WIDE = 0, 1
"""The tiles' forms: the preview above the name (a large screen), or beside it (a small one)."""
STYLES = (Qt.ToolButtonStyle.ToolButtonTextUnderIcon, Qt.ToolButtonStyle.ToolButtonTextBesideIcon)


def _panel_style() -> str:
    return (
        'QFrame[chooserTile="true"] { background: rgba(0,0,0,45); border: 1px solid rgba(255,255,255,60);'
        " border-radius: 14px; }"
    )


def _button_style() -> str:
    """The name white and bold on the felt; the focus a white ring, the hover a light wash."""
    return (
        f"QToolButton {{ color: white; {font_pt(1.15)} font-weight: 600; border-radius: 10px;"
        " background: transparent; border: 3px solid transparent; padding: 2px; }"
        "QToolButton:hover { background: rgba(255,255,255,38); }"
        "QToolButton:focus { border: 3px solid white; }"
    )


def heading_style() -> str:
    """A group's heading: white over a thin rule as wide as its tiles."""
    return (
        f"QLabel {{ color: white; {font_pt(1.15)} font-weight: 600; padding: 0 2px 2px 2px;"
        " border-bottom: 1px solid rgba(255,255,255,90); }"
    )


class GameTile(QFrame):
    """One game: its button (preview and name: click, Space or Enter deals it), its variant
    boxes and its daily deal button, in reading and tab order."""

    def __init__(self, game: str, name: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName(f"tile-{game}")
        self.setProperty("chooserTile", True)
        self.setStyleSheet(_panel_style())
        self.name = name
        self.boxes: tuple[QComboBox, ...] = ()
        button = self.button = QToolButton(self)
        button.setObjectName(f"choose-{game}")
        button.setText(name)
        button.setAccessibleName(name)  # whole, however the text wraps
        button.setToolButtonStyle(STYLES[TALL])
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        button.setStyleSheet(_button_style())
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.daily: DailyButton  # set by :meth:`hold`

    def hold(self, boxes: Sequence[QComboBox], daily: DailyButton) -> None:
        """Lay out the button, then ``boxes`` and ``daily`` (made with this tile as parent)."""
        self.boxes, self.daily = tuple(boxes), daily
        layout = QVBoxLayout(self)
        layout.setContentsMargins(MARGIN, MARGIN, MARGIN, MARGIN)
        layout.setSpacing(SPACING)
        layout.addWidget(self.button)
        layout.addStretch(1)  # a tile with fewer boxes keeps its daily deal on the row's line
        for box in self.boxes:
            box.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            layout.addWidget(box)
        daily.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        layout.addWidget(daily)

    def fit(self, form: int, thumb: QSize, width: int, measures: TileMeasures) -> None:
        """The thumbnail at ``thumb`` in ``form``, the texts wrapped to a tile ``width`` wide."""
        self.button.setToolButtonStyle(STYLES[form])
        self.button.setIconSize(thumb)
        room = measures.name_room(form, width, thumb.width())
        self.button.setText(wrapped(self.name, self.button.fontMetrics(), room))
        self.daily.wrap_to(measures.daily_room(width))


class TileMeasures:
    """What the tiles need besides their thumbnails, measured on the first tile's widgets
    (every tile has the same styles): the button's padding and line height in either form,
    the daily button's, the boxes' height. Measuring changes the first tile's texts, form
    and icon size; :meth:`GameTile.fit` sets them again."""

    def __init__(self, tiles: Sequence[GameTile], heading: QLabel, thumb: Callable[[int], int]) -> None:
        self.tiles = tiles
        self.thumb = thumb
        first = tiles[0]
        button, daily = first.button, first.daily
        button.ensurePolished()
        daily.ensurePolished()
        # A tool button without an icon leaves the icon's room out of its size hint: until
        # its preview is set (the chooser is shelved as it shows, the previews set after),
        # measure with a stand-in, or every tile comes out short and its name is cut.
        icon = button.icon()
        if icon.isNull():
            blank = QPixmap(1, 1)
            blank.fill(Qt.GlobalColor.transparent)
            button.setIcon(QIcon(blank))
        self.name_metrics, self.daily_metrics = button.fontMetrics(), daily.fontMetrics()
        probe = self.name_metrics.horizontalAdvance(PROBE)
        button.setToolButtonStyle(STYLES[TALL])
        button.setIconSize(QSize(10, 10))
        one, two = (self._hint(button, t) for t in ("X", "X\nX"))
        self.name_line = two.height() - one.height()
        self.fixed = [one.height() - 10 - self.name_line, 0]
        self.side = [self._hint(button, PROBE).width() - probe, 0]
        button.setToolButtonStyle(STYLES[WIDE])
        button.setIconSize(QSize(60, 60))
        self.fixed[WIDE] = self._hint(button, "X").height() - 60
        self.side[WIDE] = self._hint(button, PROBE).width() - 60 - probe
        button.setIconSize(QSize(1, 1))
        self.text_height = self._hint(button, "X").height() - self.fixed[WIDE]
        """One line of a name beside the preview."""
        button.setIcon(icon)
        two, three = (self._hint(daily, t) for t in ("X\nX", "X\nX\nX"))
        self.daily_line = three.height() - two.height()
        self.daily_fixed = two.height() - 2 * self.daily_line
        self.daily_side = self._hint(daily, PROBE).width() - self.daily_metrics.horizontalAdvance(PROBE)
        boxes = [box for tile in tiles for box in tile.boxes]
        self.box_height = max((box.sizeHint().height() for box in boxes), default=0)
        self.box_width = max((box.minimumSizeHint().width() for box in boxes), default=0)
        heading.ensurePolished()
        self.heading = heading.sizeHint().height() + HEADING_GAP
        self.dailies = [t.daily.full_text if not t.daily.isHidden() else "" for t in tiles]
        """What each daily deal says, whole ("": not shown)."""
        self._lines: dict[tuple[str, int], int] = {}
        self._heights: dict[tuple[int, int, int, int], int] = {}
        names = [t.name for t in tiles]
        self.name_natural = max(self.name_metrics.horizontalAdvance(n) for n in names)
        self.name_word = max(widest_word(n, self.name_metrics) for n in names)
        shown = [d for d in self.dailies if d]
        self.daily_natural = max((widest_line(d, self.daily_metrics) + self.daily_side for d in shown), default=0)
        self.daily_word = max((widest_word(d, self.daily_metrics) + self.daily_side for d in shown), default=0)

    @staticmethod
    def _hint(widget: QToolButton | DailyButton, text: str) -> QSize:
        widget.setText(text)
        return widget.sizeHint()

    def _count(self, text: str, metrics: QFontMetrics, width: int) -> int:
        """The lines ``text`` takes wrapped to ``width`` (asked again and again: kept)."""
        known = self._lines.get((text, width))
        if known is None:
            known = self._lines[(text, width)] = wrapped(text, metrics, width).count("\n") + 1
        return known

    def name_room(self, form: int, width: int, thumb: int) -> int:
        return width - 2 * EDGE - self.side[form] - (thumb if form == WIDE else 0)

    def daily_room(self, width: int) -> int:
        return width - 2 * EDGE - self.daily_side

    def height(self, form: int, width: int, thumb: int, tile: int) -> int:
        """Tile ``tile``'s height at ``width`` with a thumbnail ``thumb`` wide, in ``form``
        (the shelving asks for the same one again and again: kept)."""
        key = (form, width, thumb, tile)
        known = self._heights.get(key)
        if known is None:
            known = self._heights[key] = self._height(form, width, thumb, tile)
        return known

    def _height(self, form: int, width: int, thumb: int, tile: int) -> int:
        lines = self._count(self.tiles[tile].name, self.name_metrics, self.name_room(form, width, thumb))
        if form == TALL:
            button = self.fixed[TALL] + self.thumb(thumb) + lines * self.name_line
        else:
            button = self.fixed[WIDE] + max(self.thumb(thumb), self.text_height + (lines - 1) * self.name_line)
        parts = [button] + [self.box_height] * len(self.tiles[tile].boxes)
        daily = self.dailies[tile]
        if daily:
            lines = self._count(daily, self.daily_metrics, self.daily_room(width))
            parts.append(self.daily_fixed + lines * self.daily_line)
        return 2 * EDGE + sum(parts) + SPACING * (len(parts) - 1)

    def _width(self, form: int, thumb: int, name: int, daily: int) -> int:
        button = (thumb + name if form == WIDE else max(thumb, name)) + self.side[form]
        return 2 * EDGE + max(button, daily, self.box_width)

    def measures(self, form: int, smallest: int, weight: float = 1.0) -> Measures:
        """The :mod:`.shelves` view of the tiles in ``form``, thumbnails from ``smallest`` up."""
        return Measures(
            natural=lambda thumb: self._width(form, thumb, self.name_natural, self.daily_natural),
            narrowest=lambda thumb: self._width(form, thumb, self.name_word, self.daily_word),
            height=lambda width, thumb, tile: self.height(form, width, thumb, tile),
            smallest=smallest, weight=weight,
        )
