"""Text sizes derived from the application font (B-6: text scales with the system font).

A desktop's font setting reaches the program as QApplication's font; every size the
program picks for its own text (table labels, titles, captions) is a multiple of it,
never a fixed pixel or point size, so a player who asked for larger text gets it here too.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontInfo, QGuiApplication

REFERENCE_PX = 13.0
"""The application font's pixel height the fixed sizes were drawn for (10 pt at 96 dpi)."""


def app_font() -> QFont:
    return QGuiApplication.font() if QGuiApplication.instance() is not None else QFont()


def text_scale() -> float:
    """How much larger than the reference the application's text is (1.0 at 10 pt)."""
    return QFontInfo(app_font()).pixelSize() / REFERENCE_PX


def scaled_pt(factor: float) -> float:
    """A point size ``factor`` times the application font's (for style sheets)."""
    size = app_font().pointSizeF()
    if size <= 0:  # a font set in pixels
        size = QFontInfo(app_font()).pointSizeF()
    return round(size * factor, 1)


def font_pt(factor: float) -> str:
    """``font-size: …pt`` for a style sheet, ``factor`` times the application font."""
    return f"font-size: {scaled_pt(factor)}pt;"
