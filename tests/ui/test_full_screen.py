"""Full screen as on the desktop (U-6, issue 37 §15): F11 hides the menu bar and toolbar
and shows a way out over the table; the bars come back at the top edge and with F10;
every command keeps its keys; Escape leaves once nothing else takes it; leaving shows
the bars as the player had them."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QCursor, QEnterEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolBar, QToolButton

from paciencia.ui.window.main_window import MainWindow

from .helpers import click, key, open_game, show_solution
from .table_helpers import press_and_lift


def _toolbar(w: MainWindow) -> QToolBar:
    bar = w.findChild(QToolBar, "toolbar")
    assert isinstance(bar, QToolBar)
    return bar


def _leave_button(w: MainWindow) -> QToolButton:
    button = w.findChild(QToolButton, "leave_full_screen")
    assert isinstance(button, QToolButton)
    return button


def _full(w: MainWindow) -> None:
    w.view.setFocus()
    key(w, Qt.Key.Key_F11)
    assert w.isFullScreen()


def test_f11_hides_the_bars_and_shows_a_way_out_over_the_table(window: MainWindow) -> None:
    open_game(window, "klondike", 3)
    _full(window)
    assert not window.menuBar().isVisible() and not _toolbar(window).isVisible()
    assert window.statusBar().isVisible()  # the score and the clock stay
    button = _leave_button(window)
    assert button.isVisible() and button.text() == "Leave full screen"
    table = window.centralWidget()
    assert table.childAt(button.geometry().center()) is button  # on top of the table
    assert button.geometry().right() > table.width() - 40 and button.geometry().top() < 40  # its top right corner
    assert window.acts["show_toolbar"].isChecked()  # the player's setting is not touched

    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert not window.isFullScreen() and not window.acts["fullscreen"].isChecked()
    assert window.menuBar().isVisible() and _toolbar(window).isVisible()
    assert not button.isVisible()


def test_escape_leaves_full_screen_and_the_bars_come_back_as_they_were(window: MainWindow) -> None:
    open_game(window, "freecell", 2)
    window.acts["show_toolbar"].trigger()  # the player hid the toolbar
    _full(window)
    assert not window.menuBar().isVisible() and not _toolbar(window).isVisible()
    key(window, Qt.Key.Key_Escape)
    assert not window.isFullScreen()
    assert window.menuBar().isVisible()
    assert not _toolbar(window).isVisible() and not window.acts["show_toolbar"].isChecked()  # still hidden
    window.acts["show_toolbar"].trigger()
    assert _toolbar(window).isVisible()


def test_the_commands_keep_their_keys_in_full_screen(window: MainWindow) -> None:
    open_game(window, "klondike", 11)
    _full(window)
    assert not window.menuBar().isVisible()
    click(window, pile="stock")
    game = window.controller.session.table.game
    assert game is not None and game.moves == 1
    key(window, Qt.Key.Key_Z)  # undo
    assert game.moves == 0 or game.history.index == 0
    hints: list[bool] = []
    window.acts["hint"].triggered.connect(lambda _=False: hints.append(True))
    key(window, Qt.Key.Key_D)
    assert hints == [True]
    key(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    after = window.controller.session.table.game
    assert after is not None and after is not game and after.code.number != 11
    assert window.isFullScreen()


def test_escape_lets_go_of_a_card_picked_up_by_keyboard_first(window: MainWindow) -> None:
    open_game(window, "klondike", 1)
    _full(window)
    keyboard = window.view.keyboard
    for _ in range(12):  # to a card that can be picked up
        key(window, Qt.Key.Key_Right)
        key(window, Qt.Key.Key_Return)
        if keyboard.held is not None:
            break
    assert keyboard.held is not None
    key(window, Qt.Key.Key_Escape)
    assert keyboard.held is None and window.isFullScreen()
    key(window, Qt.Key.Key_Escape)
    assert not window.isFullScreen()


def test_escape_stops_the_solution_playback_before_it_leaves_full_screen(window: MainWindow, qtbot: Any) -> None:
    open_game(window, "freecell", 1)
    _full(window)
    show_solution(qtbot, window)
    key(window, Qt.Key.Key_Escape)
    assert not window.playback.active and window.isFullScreen()
    key(window, Qt.Key.Key_Escape)
    assert not window.isFullScreen()


def test_escape_during_a_drag_puts_the_cards_back_and_stays_full_screen(window: MainWindow) -> None:
    open_game(window, "freecell", 1)
    _full(window)
    top = window.scene.cards_of("t0")[-1]
    start = press_and_lift(window, "t0", top.index)
    assert window.scene.gestures.dragging
    key(window, Qt.Key.Key_Escape)
    assert not window.scene.gestures.dragging and window.isFullScreen()
    QTest.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QApplication.processEvents()
    window.scene.animator.finish()
    assert top.matches_target()  # back in its place
    game = window.controller.session.table.game
    assert game is not None and game.moves == 0  # and no move, no tap, was made


def test_the_top_edge_brings_the_bars_back_while_the_pointer_is_on_them(window: MainWindow, qtbot: Any) -> None:
    open_game(window, "klondike", 4)
    _full(window)
    bars = window.full_screen_bars
    edge = bars.edge
    assert edge is not None and edge.isVisible() and edge.geometry().top() == 0
    button = _leave_button(window)
    assert edge.geometry().right() + 1 == button.geometry().left()  # the corner is the button's
    assert button.geometry().top() == 0 and button.geometry().right() + 1 == window.centralWidget().width()
    QCursor.setPos(window.mapToGlobal(QPoint(window.width() // 2, 0)))
    QApplication.sendEvent(edge, QEnterEvent(QPointF(5, 0), QPointF(5, 0), QPointF(5, 0)))
    assert window.menuBar().isVisible() and _toolbar(window).isVisible()
    bars.conceal_if_left()  # as the timer does: the pointer is still at the top
    assert window.menuBar().isVisible()
    QCursor.setPos(window.mapToGlobal(window.rect().center()))  # down to the table
    qtbot.waitUntil(lambda: not window.menuBar().isVisible(), timeout=3_000)
    assert not _toolbar(window).isVisible() and edge.isVisible() and window.isFullScreen()


def test_f10_opens_the_first_menu_in_full_screen(window: MainWindow, qtbot: Any) -> None:
    open_game(window, "klondike", 4)
    _full(window)
    key(window, Qt.Key.Key_F10)
    bar = window.menuBar()
    assert bar.isVisible()
    qtbot.waitUntil(lambda: bar.activeAction() is not None, timeout=3_000)
    assert bar.activeAction() is bar.actions()[0]  # Game
    popup = QApplication.activePopupWidget()
    assert popup is not None  # its menu is open
    popup.close()
    QApplication.processEvents()
    assert window.isFullScreen()


def test_a_window_shown_full_screen_has_the_bars_hidden(window: MainWindow) -> None:
    open_game(window, "klondike", 5)
    window.acts["fullscreen"].setChecked(False)
    window.setWindowState(Qt.WindowState.WindowFullScreen)  # as a launch left full screen shows it
    QApplication.processEvents()
    assert window.acts["fullscreen"].isChecked()
    assert not window.menuBar().isVisible() and not _toolbar(window).isVisible()
    assert _leave_button(window).isVisible()
    window.showNormal()  # the window manager leaves full screen
    QApplication.processEvents()
    assert window.menuBar().isVisible() and _toolbar(window).isVisible()
