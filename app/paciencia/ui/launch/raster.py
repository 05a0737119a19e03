"""How Qt paints the table, set before the application object exists.

Qt's raster engine hands every large-enough fill or picture to a pool of threads and
waits for them. A card is just large enough: while the table animated, the thread that
paints spent more time starting the pool's threads and waiting on them than the cards
took to draw (a native profile of bench/motion_bench.py: 61 % of the samples in
drawImage, most of it waking workers and waiting on a latch). With the pool off, a frame
of the deal costs 6.6 ms of the process's CPU instead of 12.3, and no frame waits for a
worker that the other core's load delays.

Qt turns the pool off when ``QT_NO_GUI_THREADPOOL`` exists at all, whatever its value, and
reads it once, at the first fill. The deck render helper draws whole decks off the
table's thread, where the pool does help: ``decks/child.py`` takes the variable out of
its environment again when this module put it in (the marker says so).
"""

from __future__ import annotations

import os

VARIABLE = "QT_NO_GUI_THREADPOOL"
MARKER = "PACIENCIA_SET_NO_GUI_THREADPOOL"


def paint_on_one_thread() -> None:
    if VARIABLE not in os.environ:
        os.environ[VARIABLE] = "1"
        os.environ[MARKER] = "1"
