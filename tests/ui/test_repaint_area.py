"""U-3: a frame of an animation repaints what moved, not the whole table (the motion
benchmark, bench/motion_bench.py, found every cascade step repainting all of it)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsItem  # noqa: E402

from .helpers import open_game  # noqa: E402


def _changed_area(w, act):
    rects: list[QRectF] = []
    w.scene.changed.connect(rects.extend)
    act()
    QApplication.processEvents()
    w.scene.changed.disconnect(rects.extend)
    return rects


def test_a_move_repaints_the_cards_that_moved_not_the_table(window, qtbot):
    open_game(window, "klondike", 3)
    session = window.controller.session
    game = session.table.game
    scene = window.scene
    # The deck is read and the table painted once (a full repaint, rightly) before the move.
    qtbot.waitUntil(lambda: scene.cp.renderer.is_loaded and scene.pending is None)
    for _ in range(3):
        QApplication.processEvents()
    full = scene.sceneRect()
    moves = [m for m in game.rules.legal_moves(game.position) if m.src.startswith("t") and m.dst.startswith("t")]
    assert moves, "deal 3 has a column-to-column move"
    seen = []
    # Something else may repaint the table meanwhile (a deck or a banner arriving from a
    # worker thread): the move and its undo, three times; one clean frame is proof enough.
    for _ in range(3):
        rects = _changed_area(window, lambda: session.play(moves[0]))
        assert rects, "the move was shown"
        area = sum(r.intersected(full).width() * r.intersected(full).height() for r in rects)
        if not any(r.contains(full) for r in rects) and area < 0.25 * full.width() * full.height():
            return
        seen.append(area / (full.width() * full.height()))
        session.undo()
        QApplication.processEvents()
    raise AssertionError(f"every move repainted the whole table (shares {seen})")


def test_pile_outlines_are_cached_pictures(window):
    open_game(window, "spider", suits=1)
    for slot in window.scene.slots.values():
        assert slot.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache
