"""U-6: a toolbar button never keeps a pressed look once a dialog has come and gone."""

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QToolBar

from .helpers import open_game


def test_a_button_held_when_a_dialog_opens_is_not_left_pressed(window, qtbot):
    open_game(window, "klondike", 3)
    bar = window.findChild(QToolBar, "toolbar")
    button = bar.widgetForAction(window.acts["hint"])
    QTest.mousePress(button, Qt.MouseButton.LeftButton, pos=button.rect().center())
    assert button.isDown()
    closed = []

    def dialog():
        box = QMessageBox(QMessageBox.Icon.Information, "Paciência", "Meanwhile…", parent=window)
        QTimer.singleShot(50, box.accept)
        box.exec()  # it takes the mouse: the button never sees its release
        closed.append(True)

    QTimer.singleShot(0, dialog)
    qtbot.waitUntil(lambda: bool(closed))
    QApplication.processEvents()
    assert not button.isDown()
    QTest.mouseMove(window.view, QPoint(5, 5))
    assert not button.isDown()
