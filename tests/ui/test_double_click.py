"""A double-click is one move (U-2, issue 25 item 5), through the real window.

Qt delivers a double-click as press, release, double-click, release: the first
click already sent the card to its best place; the second half must not send
the card it turned up as well.
"""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QPointF, Qt  # noqa: E402
from PySide6.QtGui import QMouseEvent  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from paciencia.core.codes import parse  # noqa: E402

from .helpers import make_window, point, top  # noqa: E402

DEAL_61 = "paciencia://klondike/61?draw=1&passes=0&guaranteed=0"
LEFT, NONE = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier


def _open(w, code=DEAL_61):
    w.controller.open_code(parse(code), animate=False)
    QApplication.processEvents()


def _double_click(w, where):
    """A double-click as the window system delivers it: QTest's window-level double-click
    goes through QGuiApplication, which gives the widgets press, release, double-click,
    release (the widget-level QTest.mouseDClick sends a lone double-click event)."""
    window = w.windowHandle()
    QTest.mouseDClick(window, LEFT, NONE, w.view.viewport().mapTo(w, where))
    QApplication.processEvents()
    w.scene.animator.finish()
    QApplication.processEvents()


def _events_double_click(w, where):
    """The same sequence sent to the viewport event by event."""
    vp = w.view.viewport()
    QTest.mousePress(vp, LEFT, NONE, where)
    QTest.mouseRelease(vp, LEFT, NONE, where)
    p, g = QPointF(where), QPointF(vp.mapToGlobal(where))
    QApplication.sendEvent(vp, QMouseEvent(QMouseEvent.Type.MouseButtonDblClick, p, g, LEFT, LEFT, NONE))
    QTest.mouseRelease(vp, LEFT, NONE, where)
    QApplication.processEvents()
    w.scene.animator.finish()
    QApplication.processEvents()


@pytest.mark.parametrize("speed", ["off", "normal"])
@pytest.mark.parametrize("gesture", [_double_click, _events_double_click])
def test_double_click_on_an_ace_is_one_move_and_the_turned_card_stays(qtbot, speed, gesture):
    w = make_window(qtbot, speed=speed)
    try:
        _open(w)
        game = w.controller.session.table.game
        ace = top(w, "t2")
        assert ace.face_up and game.position.tableau[2][-1] == ace.card  # A♥ on column 3
        turned_under = game.position.tableau[2][-2]
        gesture(w, point(w, ace))
        assert game.moves == 1, "the double-click played more than one move"
        assert game.history.index == 1
        column = game.position.tableau[2]
        assert column[-1] == turned_under, "the card the ace uncovered moved away too"
        assert sum(game.position.foundations) == 1 and game.position.down[2] == 1
        assert w.scene.state.piles == w.controller.session.state().piles
    finally:
        w.scene.animator.finish()
        w.close()


def test_fast_clicks_on_the_stock_draw_each_time(window):
    """Decision: the stock is worked by every click, a fast pair too (flipping through the
    stock quickly is a habit; each click is its own draw)."""
    _open(window)
    game = window.controller.session.table.game
    rect = window.scene.geometry.slot_rect("stock")
    _double_click(window, window.view.mapFromScene(rect.center()))
    assert game.moves == 2


def test_double_click_in_drag_only_mode_moves_nothing(window):
    """With "a click does nothing: cards move only by dragging" (T-1), a double-click is
    two clicks that do nothing."""
    _open(window)
    window.controller.session.table.tap_moves = False
    game = window.controller.session.table.game
    _double_click(window, point(window, top(window, "t2")))
    assert game.moves == 0
