"""The table of the main window (U-4 … U-7): the scene and its view, the controller, the
banner and the playback's bar, made and wired by :func:`build_table`. Its aids (the live
verdict, playback, accessibility and sound) are made with it, or just after its first
frame (:mod:`.window_aids`).

The window's frame (menus, toolbar, status line, the chooser) comes first
(:meth:`.main_window.MainWindow.build`); a launch that shows the chooser alone has its
first frame painted before this module is even imported (:mod:`.bootstrap`), and any
request that needs the table before then builds it at once
(:data:`.main_window.TABLE_PARTS`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QVBoxLayout, QWidget

from .access.look import TableLook
from .controller import AppController
from .deck_switch import deck_refused
from .playback_bar import PlaybackBar
from .readable import bar_colours
from .scene.table_scene import TableScene
from .status import Banner
from .table_view import TableView

if TYPE_CHECKING:
    from .main_window import MainWindow

def build_table(window: MainWindow) -> None:
    """Make the window's table parts, put the table in its page and wire them up."""
    window.scene = TableScene(window.renderer, window)
    window.view = TableView(window.scene)
    window.banner = Banner()
    window.controller = controller = AppController(window, window.settings, window.flow)
    table = QWidget()
    box = QVBoxLayout(table)
    box.setContentsMargins(0, 0, 0, 0)
    box.setSpacing(0)
    box.addWidget(window.banner)
    window.playback_bar = PlaybackBar()
    box.addWidget(window.playback_bar)
    box.addWidget(window.view, 1)
    bar_colours(window.banner, window.banner.text)  # U-7: a light bar stays light under a dark palette
    window.put_table(table)
    session = controller.session
    window.look = TableLook(window.view)  # T-1: high contrast is part of the table's first frame
    session.changed.connect(window.look.table_changed)
    window.scene.deck_notice.connect(lambda text: deck_refused(controller, text))
    controller.figures_changed.connect(window.update_figures)
    session.message.connect(window.status.say)
    session.banner.connect(window.banner.show_text)
    window.banner.action.connect(window.banner_action)
    tick = QTimer(window)
    tick.setInterval(500)
    tick.timeout.connect(lambda: window.status.set_time(session.elapsed()))
    tick.start()
