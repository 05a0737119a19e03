"""Spiderette's table (SE-2): Spider's, seven columns wide; the tallest column as dealt
holds six face-down cards and one face up."""

from __future__ import annotations

from ...text import QT_TRANSLATE_NOOP
from ..spider.table import BOTTOM_ROW, FAN_DOWN, SIDE, STEP, TOP, SpiderLayout

RUNS_DONE = QT_TRANSLATE_NOOP("table", "{n}/4 runs")


class SpideretteLayout(SpiderLayout):
    columns = 7
    runs_done = RUNS_DONE
    deals = 4  # SE-4: 7, 7, 7 and 3
    width = SIDE * 2 + 6 * STEP + 1
    height = TOP + 1.4 + 6 * FAN_DOWN + BOTTOM_ROW
