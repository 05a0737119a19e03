"""Contrast of what is really drawn (U-7, WCAG 2): a widget's pixels, its background (the
most frequent colour) against its ink (the pixel that stands out most from it)."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QWidget

AA = 4.5
"""WCAG AA for text."""


def luminance(c: QColor) -> float:
    def channel(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.red()) + 0.7152 * channel(c.green()) + 0.0722 * channel(c.blue())


def ratio(a: QColor, b: QColor) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def picture(widget: QWidget) -> QImage:
    """The widget as it shows in its window: its parents' backgrounds included."""
    top = widget.window()
    at = widget.mapTo(top, QPoint(0, 0))
    return top.grab(QRect(at, widget.size())).toImage().convertToFormat(QImage.Format.Format_RGB32)


def ink_and_paper(image: QImage) -> tuple[QColor, QColor]:
    """The background: the most common shade (a button's face is a gradient, so shades
    close together count as one; their mean is taken); the ink: the pixel that contrasts
    most with it."""
    counts: Counter[int] = Counter()
    w, h = image.width(), image.height()
    for y in range(h):
        row = image.constScanLine(y).tobytes()
        for x in range(w):
            counts[int.from_bytes(row[4 * x:4 * x + 3], "little")] += 1
    shades: dict[tuple[int, int, int], list[tuple[QColor, int]]] = {}
    for value, n in counts.items():
        c = QColor.fromRgb(value)
        shades.setdefault((c.red() // 20, c.green() // 20, c.blue() // 20), []).append((c, n))
    common = max(shades.values(), key=lambda group: sum(n for _, n in group))
    total = sum(n for _, n in common)
    paper = QColor(*(round(sum(getattr(c, ch)() * n for c, n in common) / total) for ch in ("red", "green", "blue")))
    ink = max((QColor.fromRgb(v) for v in counts), key=lambda c: ratio(c, paper))
    return ink, paper


def contrast(widget: QWidget) -> float:
    """The contrast of ``widget``'s text (or glyph) against what is behind it."""
    ink, paper = ink_and_paper(picture(widget))
    return ratio(ink, paper)


def dark_palette() -> QPalette:
    """A dark system palette, as Breeze Dark or Fusion's dark scheme give."""
    window, base, text = QColor("#2a2e32"), QColor("#1b1e20"), QColor("#fcfcfc")
    p = QPalette(QColor("#31363b"), window)
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        p.setColor(group, QPalette.ColorRole.Window, window)
        p.setColor(group, QPalette.ColorRole.WindowText, text)
        p.setColor(group, QPalette.ColorRole.Base, base)
        p.setColor(group, QPalette.ColorRole.AlternateBase, QColor("#232629"))
        p.setColor(group, QPalette.ColorRole.Text, text)
        p.setColor(group, QPalette.ColorRole.Button, QColor("#31363b"))
        p.setColor(group, QPalette.ColorRole.ButtonText, text)
        p.setColor(group, QPalette.ColorRole.Light, QColor("#40464c"))
        p.setColor(group, QPalette.ColorRole.Midlight, QColor("#363b40"))
        p.setColor(group, QPalette.ColorRole.Mid, QColor("#24282b"))
        p.setColor(group, QPalette.ColorRole.Dark, QColor("#141618"))
        p.setColor(group, QPalette.ColorRole.Shadow, QColor("#0b0c0d"))
        p.setColor(group, QPalette.ColorRole.Highlight, QColor("#3daee9"))
        p.setColor(group, QPalette.ColorRole.HighlightedText, text)
        p.setColor(group, QPalette.ColorRole.PlaceholderText, QColor("#a1a9b1"))
        p.setColor(group, QPalette.ColorRole.ToolTipBase, QColor("#31363b"))
        p.setColor(group, QPalette.ColorRole.ToolTipText, text)
    return p
