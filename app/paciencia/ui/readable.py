"""Text that stays readable under any system palette, a dark one too (U-7).

Two rules keep every text legible: a widget either takes both its colours from the
palette, or chooses both. A bar with its own light colour (the banner, the playback
bar) gives that colour and its dark ink to everything on it, buttons included, so a
dark system palette cannot put light button text or a light glyph on it. Secondary
text (captions, notes) is the palette's text blended toward its background, never so
far that it falls under WCAG AA's 4.5:1.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QLabel, QWidget

from .fonts import font_pt

AA = 4.5
"""WCAG 2's minimum contrast for text (level AA)."""
ERROR = "#b3261e"
"""A refusal's red (a code that is wrong, a deck that cannot be used)."""
GOOD = "#1e6b35"
"""An answer's green (the deal a code names)."""
QUIET = 0.3
"""How far a caption's text is blended toward the background, at most."""


def luminance(c: QColor) -> float:
    """WCAG 2's relative luminance."""
    def channel(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.red()) + 0.7152 * channel(c.green()) + 0.0722 * channel(c.blue())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG 2's contrast ratio, 1 to 21."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def blend(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` moved ``t`` of the way to ``b``."""
    def mix(x: float, y: float) -> float:
        return x + (y - x) * t

    return QColor.fromRgbF(mix(a.redF(), b.redF()), mix(a.greenF(), b.greenF()), mix(a.blueF(), b.blueF()))


SURFACES = (QPalette.ColorRole.Window, QPalette.ColorRole.Base, QPalette.ColorRole.Button, QPalette.ColorRole.Light)
"""What text may lie on: the window, a list, a button's face, a tab's page (styles
draw it lighter than the window, Fusion with the light colour)."""


def _worst(colour: QColor, palette: QPalette) -> float:
    return min(contrast(colour, palette.color(role)) for role in SURFACES)


def legible(colour: QColor, palette: QPalette) -> QColor:
    """``colour`` if it reads on every surface of ``palette`` (at least :data:`AA`), else
    the nearest shade of it toward the palette's text colour that does: a red warning
    stays reddish, and readable, on a dark window."""
    text = palette.color(QPalette.ColorRole.WindowText)
    out, t = QColor(colour), 0.0
    while _worst(out, palette) < AA and t < 1.0:
        t = min(1.0, t + 0.05)
        out = blend(colour, text, t)
    return out


def quiet_text(palette: QPalette) -> QColor:
    """The colour of secondary text: the palette's text blended toward its window, as far
    as :data:`QUIET`, still readable everywhere (:func:`legible`)."""
    text = palette.color(QPalette.ColorRole.WindowText)
    return legible(blend(text, palette.color(QPalette.ColorRole.Window), QUIET), palette)


def text_css(widget: QWidget, colour: str | None = None) -> str:
    """A style sheet's ``color`` for text on ``widget``, from its palette now: ``colour``
    (a warning's red, a success's green) made legible there, or, without one, the quiet
    colour of secondary text."""
    palette = widget.palette()
    shown = quiet_text(palette) if colour is None else legible(QColor(colour), palette)
    return f"color: {shown.name()};"


def note(text: str) -> QLabel:
    """A line of secondary text under a control: wrapped, a little smaller, quiet."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setStyleSheet(f"{text_css(label)} {font_pt(0.9)}")
    return label


def bar_colours(bar: QWidget, label: QLabel) -> None:
    """Everything on ``bar`` (a bar whose style sheet gives it a light background and its
    ``label`` a dark ink) drawn in those two colours: its buttons' faces and text, the
    glyph of a flat button. Without this a dark system palette paints light text on the
    light bar. Each widget on it gets the palette itself: a child of a widget with a style
    sheet does not inherit its parent's palette."""
    bar.ensurePolished()
    label.ensurePolished()
    back = bar.palette().color(QPalette.ColorRole.Window)
    ink = label.palette().color(QPalette.ColorRole.WindowText)
    palette = QPalette(back, back)  # Qt derives light, mid, dark… from these two
    greyed = blend(ink, back, 0.45)  # a command that cannot act now: fainter, still legible
    for group, colour in ((QPalette.ColorGroup.Active, ink), (QPalette.ColorGroup.Inactive, ink),
                          (QPalette.ColorGroup.Disabled, greyed)):
        for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.ButtonText, QPalette.ColorRole.Text):
            palette.setColor(group, role, colour)
    bar.setPalette(palette)
    for child in bar.findChildren(QWidget):
        if not isinstance(child, QLabel):  # the labels' ink is the style sheet's
            child.setPalette(palette)
