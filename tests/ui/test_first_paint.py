"""Issue 26 §3: the table's first frame paints the felt straight on screen; from the next
frame on the felt is cached, so that a moving card uncovers cached felt instead of a
repainted gradient (bench/motion_bench.py), and the picture is the same either way."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsView

from paciencia.core.codes import GameCode
from paciencia.storage.settings import Settings
from paciencia.ui.window.main_window import MainWindow


def test_the_felt_is_cached_from_the_second_frame_and_looks_the_same(qtbot):
    w = MainWindow(Settings(animation_speed="off"))  # not shown: painted only when grabbed
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.controller.open_code(GameCode.make("freecell", 617), animate=False)
    assert w.view.cacheMode() == QGraphicsView.CacheModeFlag.CacheNone  # nothing painted yet
    first = w.view.viewport().grab().toImage()
    assert w.view.cacheMode() == QGraphicsView.CacheModeFlag.CacheBackground
    second = w.view.viewport().grab().toImage()
    assert first == second
    w.close()
