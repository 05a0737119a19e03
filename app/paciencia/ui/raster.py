"""How Qt paints the table, set before the application object exists.

Qt's raster engine hands every large-enough fill or picture to a pool of threads and
waits for them. A card is just large enough: while the table animated, the thread that
paints spent more time starting the pool's threads and waiting on them than the cards
took to draw (a native profile of bench/motion_bench.py: 61 % of the samples in
drawImage, most of it waking workers and waiting on a latch). With the pool off, a frame
of the deal costs 6.6 ms of the process's CPU instead of 12.3, and no frame waits for a
worker that the other core's load delays. Qt reads the variable once, at the first fill;
a player's own setting of it wins.
"""

from __future__ import annotations

import os


def paint_on_one_thread() -> None:
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")
