"""A chooser tile's text broken at its spaces to fit the tile (U-6): a game's name on two
lines, a daily deal on three, rather than a tile widened or a text cut."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics


def wrapped(text: str, metrics: QFontMetrics, width: int) -> str:
    """``text`` with each of its lines broken at spaces to fit ``width`` where it can (a
    word wider than ``width`` stays whole on its own line)."""
    out = []
    for line in text.split("\n"):
        current = ""
        for word in line.split(" "):
            trial = f"{current} {word}" if current else word
            if current and metrics.horizontalAdvance(trial) > width:
                out.append(current)
                current = word
            else:
                current = trial
        out.append(current)
    return "\n".join(out)


def widest_word(text: str, metrics: QFontMetrics) -> int:
    return max((metrics.horizontalAdvance(w) for w in text.split()), default=0)


def widest_line(text: str, metrics: QFontMetrics) -> int:
    return max((metrics.horizontalAdvance(line) for line in text.split("\n")), default=0)
