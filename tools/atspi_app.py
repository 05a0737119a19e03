"""B-6 check: the window with a Klondike deal and the keyboard focus on column 7 (see atspi_tree.sh)."""

import sys

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from paciencia.core.codes import GameCode
from paciencia.storage.settings import Settings
from paciencia.ui.launch.i18n import install_translators
from paciencia.ui.window.main_window import MainWindow

app = QApplication(sys.argv[:1])
install_translators(app, "en")
w = MainWindow(Settings(animation_speed="off"))
w.resize(1280, 800)
w.show()
w.controller.open_code(GameCode.make("klondike", 1), animate=False)
QTimer.singleShot(1500, lambda: (w.view.setFocus(), QTest.keyClick(w.view, Qt.Key.Key_7)))
QTimer.singleShot(40000, app.quit)
app.exec()
