"""Full screen as on the desktop (U-6, issue 37 §15): the table alone, with a way out.

In full screen the menu bar and the toolbar are hidden, and a "Leave full screen" button
sits in the top right corner of the table, over it. The bars come back while the pointer
is at the top edge of the screen (or on them, or in one of their menus), and with F10,
which opens the first menu as on the desktop. Every command keeps its keys: each one is
an action of the window as well as of its menu (:mod:`.actions`). Escape leaves full
screen when nothing else takes it first (:mod:`.window_keys`). Leaving shows the bars as
the player had them: a toolbar the player hid stays hidden.

The button, the top edge and the timer are made the first time the window goes full
screen: a launch that never does makes none of them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCursor, QKeySequence
from PySide6.QtWidgets import QApplication, QMenuBar, QToolBar, QToolButton, QWidget

from ..text import tr

if TYPE_CHECKING:
    from PySide6.QtGui import QEnterEvent

EDGE = 2
"""The height, in pixels, of the top edge that brings the bars back."""
CONCEAL_CHECK_MS = 300
"""How often the bars shown by the top edge look whether the pointer and the menus have left."""
MENU_KEY = "F10"


class TopEdge(QWidget):
    """A strip along the top of the table (left of the leave button), under the pointer when
    it is pushed up against the screen's edge; says when the pointer enters it."""

    entered = Signal()

    def enterEvent(self, event: QEnterEvent) -> None:  # noqa: N802 - Qt API
        self.entered.emit()
        super().enterEvent(event)


class FullScreenBars(QObject):
    """Shows and hides the menu bar and toolbar as the window enters and leaves full screen,
    and the way out while it is; :meth:`follow` is called at each change of the window's
    state. ``menu_bar`` and ``tools`` are the window's bars, ``table`` what fills the window
    under them (the leave button sits in its corner); ``toolbar_shown`` is Settings ▸ Show
    toolbar: the toolbar's own setting, kept."""

    def __init__(self, window: QWidget, menu_bar: QMenuBar, tools: QToolBar, table: QWidget,
                 toolbar_shown: QAction) -> None:
        super().__init__(window)
        self.window = window
        self.menu_bar = menu_bar
        self.tools = tools
        self.table = table
        self.toolbar_shown = toolbar_shown
        self.full = False
        self.revealed = False  # the bars shown for a moment in full screen
        self.steering = False
        """True while the bars are shown or hidden here, not by the player."""
        self.leave_button: QToolButton | None = None
        self.edge: TopEdge | None = None
        self._conceal_timer: QTimer | None = None
        menus = QAction(window)
        menus.setObjectName("open_menus")
        menus.setShortcut(QKeySequence(MENU_KEY))
        menus.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        menus.triggered.connect(lambda _=False: self.open_menus())
        window.addAction(menus)
        toolbar_shown.toggled.connect(lambda _on: self._show_bars())
        self.follow()

    # -- what the window tells ------------------------------------------------------------
    def follow(self) -> None:
        """The window's state changed: the bars and the way out as full screen wants."""
        full = self.window.isFullScreen()
        if full != self.full:
            self.full = full
            self.revealed = False
            self._show_bars()

    # -- the bars back for a moment ---------------------------------------------------------
    def reveal(self) -> None:
        """The bars, in full screen, until the pointer and the menus leave them."""
        if self.full and not self.revealed and QApplication.mouseButtons() == Qt.MouseButton.NoButton:
            self.revealed = True
            self._show_bars()
            if self._conceal_timer is None:
                self._conceal_timer = QTimer(self)
                self._conceal_timer.setInterval(CONCEAL_CHECK_MS)
                self._conceal_timer.timeout.connect(self.conceal_if_left)
            self._conceal_timer.start()

    def conceal_if_left(self) -> None:
        """Hide the bars again once no menu is open and the pointer is off them."""
        if not self.revealed:
            return
        bar = self.menu_bar
        if QApplication.activePopupWidget() is not None or bar.activeAction() is not None:
            return
        if self._bars_area().contains(QCursor.pos()):
            return
        self.revealed = False
        self._show_bars()

    def _bars_area(self) -> QRect:
        """Where the bars are on the screen, with the top edge above them."""
        area = QRect()
        for bar in (self.menu_bar, self.tools):
            if bar.isVisible():
                area = area.united(QRect(bar.mapToGlobal(bar.rect().topLeft()), bar.size()))
        top = self.window.mapToGlobal(self.window.rect().topLeft())
        return area.united(QRect(top, self.window.size()).adjusted(0, 0, 0, EDGE - self.window.height()))

    def open_menus(self) -> None:
        """F10: the first menu open, on the menu bar shown for it in full screen."""
        self.reveal()
        bar = self.menu_bar
        first = next((a for a in bar.actions() if a.isVisible() and a.menu() is not None), None)
        if first is not None:
            bar.setActiveAction(first)

    # -- showing ----------------------------------------------------------------------------
    def _show_bars(self) -> None:
        bars = not self.full or self.revealed
        self.steering = True
        try:
            self.menu_bar.setVisible(bars)
            self.tools.setVisible(bars and self.toolbar_shown.isChecked())
        finally:
            self.steering = False
        if not self.revealed and self._conceal_timer is not None:
            self._conceal_timer.stop()
        if self.full:
            self._way_out()
        elif self.leave_button is not None and self.edge is not None:
            self.leave_button.hide()
            self.edge.hide()

    def _way_out(self) -> None:
        """The leave button over the table's corner, and the top edge unless the bars show."""
        table = self.table
        if self.leave_button is None or self.edge is None:
            self.leave_button = QToolButton(table)
            self.leave_button.setObjectName("leave_full_screen")
            self.leave_button.setText(tr("window", "Leave full screen"))
            self.leave_button.setToolTip(tr("window", "Leave full screen (F11 or Escape)"))
            self.leave_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the table keeps the keys
            self.leave_button.setCursor(Qt.CursorShape.PointingHandCursor)
            # A tab in the table's top right corner, over the felt's margin as far as it can be.
            self.leave_button.setStyleSheet(
                "QToolButton { color: white; background: rgba(0,0,0,120); font-weight: 600;"
                " border: 1px solid rgba(255,255,255,150); border-top: none; border-right: none;"
                " border-bottom-left-radius: 8px; padding: 3px 12px 4px 12px; }"
                "QToolButton:hover { background: rgba(0,0,0,190); border-color: white; }"
            )
            self.leave_button.clicked.connect(self.leave)
            self.edge = TopEdge(table)
            self.edge.setObjectName("full_screen_edge")
            self.edge.entered.connect(self.reveal)
            table.installEventFilter(self)
        self.leave_button.show()
        self.edge.setVisible(not self.revealed)
        self._place()

    def leave(self) -> None:
        self.window.setWindowState(self.window.windowState() & ~Qt.WindowState.WindowFullScreen)

    def _place(self) -> None:
        table = self.table
        if self.leave_button is None or self.edge is None:
            return
        self.leave_button.adjustSize()
        self.leave_button.move(table.width() - self.leave_button.width(), 0)
        self.leave_button.raise_()
        # Up to the button: the pointer thrown into the top right corner lands on the button,
        # not on an edge that would bring the bars down and move the button away.
        self.edge.setGeometry(0, 0, table.width() - self.leave_button.width(), EDGE)
        self.edge.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.Resize and self.full:
            self._place()
        return False
