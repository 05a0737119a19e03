"""Marks the first frames of a launch for ``bench/startup.py`` (only with ``PACIENCIA_TRACE``).

``exposed``: the window is mapped; ``paint``: the table's first frame (felt and
slots); ``cards``: the first frame in which every card shown on the table was drawn
with its own pixmap at the table's size (no stand-in; during a new deal's animation, the
cards dealt so far: the rest are hidden until they fly), or, when the launch shows the
game chooser (a first launch: nothing saved, no game played), the first frame of the
chooser with each game's preview cards drawn. Nothing is installed when tracing is off.

:func:`cards_ready` also tells the launch (:mod:`.bootstrap`, which imports this module once
the table is built) when the live table may replace the picture of a resumed game, and
:class:`FrameCheck` when the table's first frame with its cards is on screen (its aids are
made then).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QObject, QTimer

from ... import trace
from ...core.cards import element_for

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QWidget

    from ...decks.renderer import CardRenderer
    from ..chooser.game_chooser import GameChooser
    from ..scene.table_scene import TableScene
    from ..table.table_view import TableView


class Drawn(Protocol):
    """The table as its frames are looked at (:class:`.table_widget.TableWidget`)."""

    @property
    def scene(self) -> TableScene: ...

    @property
    def view(self) -> TableView: ...


class Shown(Protocol):
    """The window as its first frames are watched (:class:`.window.Window`)."""

    @property
    def table(self) -> Drawn | None: ...

    @property
    def chooser(self) -> GameChooser: ...

    @property
    def card_renderer(self) -> CardRenderer: ...

    def chooser_shown(self) -> bool: ...

    def widget(self) -> QWidget: ...


class FrameCheck:
    """Whether the table's last frame drew each card it showed exactly: :meth:`begin` as its
    paint begins, :meth:`complete` once it is done. An image that arrived meanwhile (from a
    worker or the render helper, not read during the paint) was not in it: the next frame
    shows it."""

    def __init__(self, renderer: CardRenderer, table: Callable[[], Drawn | None]) -> None:
        self.table = table
        self._arrivals = 0
        self._seen = 0
        renderer.changed.connect(self._arrived)

    def _arrived(self) -> None:
        self._arrivals += 1

    def begin(self) -> None:
        self._seen = self._arrivals

    def complete(self) -> bool:
        table = self.table()
        return table is not None and cards_ready(table, visible=True) and self._seen == self._arrivals


class _Watch(QObject):
    def __init__(self, window: Shown) -> None:
        super().__init__(window.widget())
        self.window = window
        self._checking = False
        self._frame: FrameCheck | None = None  # once there is a table: a first launch's chooser loads no deck
        self._chooser_ready = False  # every preview was set when the chooser's last paint began
        self._watched: list[QObject] = []

    def _frames(self) -> FrameCheck | None:
        if self._frame is None and self.window.table is not None:
            self._frame = FrameCheck(self.window.card_renderer, lambda: self.window.table)
        return self._frame

    def watch(self, target: QObject | None) -> None:
        if target is not None:
            target.installEventFilter(self)
            self._watched.append(target)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        kind = event.type()
        if kind == QEvent.Type.Expose:
            trace.mark("exposed")
            if self.window.chooser_shown():  # built by now: the window's start showed it
                chooser = self.window.chooser
                for widget in (chooser, *chooser.buttons.values()):
                    self.watch(widget)
        elif kind == QEvent.Type.Paint and not self._checking:
            # The filter runs before the paint: look once it is done.
            self._checking = True
            frames = self._frames()
            if frames is not None:
                frames.begin()
            self._chooser_ready = self.window.chooser_shown() and chooser_ready(self.window)
            QTimer.singleShot(0, self._painted)
        return False

    def _painted(self) -> None:
        self._checking = False
        trace.mark("paint")
        if self.window.chooser_shown():
            done = self._chooser_ready
        else:
            frames = self._frames()
            done = frames is not None and frames.complete()
        if done:
            trace.mark("cards")
            for target in self._watched:
                target.removeEventFilter(self)


def cards_ready(table: Drawn, fetch: bool = False, visible: bool = False) -> bool:
    """Whether the table's next frame draws every card exactly: laid out at its view's size,
    each card's image at that size ready (no stand-in). ``fetch``: first ask the deck for
    the missing ones, as a paint would (those in the disk cache are read at once).
    ``visible``: only the cards shown in that frame, as they are turned now (a new deal's
    cards wait hidden until they fly); else every card as it will rest."""
    scene, viewport = table.scene, table.view.viewport()
    rect = scene.sceneRect()
    if (round(rect.width()), round(rect.height())) != (max(200, viewport.width()), max(150, viewport.height())):
        return False
    cp, renderer = scene.cp, scene.cp.renderer
    if visible:
        shown = {element_for(it.card) if it.face_up else "back" for it in scene.items_by_key.values() if it.isVisible()}
    else:
        shown = scene.shown_elements()
    missing = [e for e in shown if renderer.peek(e, cp.width, cp.dpr) is None]
    if missing and fetch:
        renderer.request(missing, cp.width, cp.dpr)
        missing = [e for e in missing if renderer.peek(e, cp.width, cp.dpr) is None]
    return bool(shown) and not missing


def chooser_ready(window: Shown) -> bool:
    """Whether the chooser's next frame draws every game's preview cards."""
    return all(not button.icon().isNull() for button in window.chooser.buttons.values())


def watch(window: Shown) -> None:
    """Mark the window's first frames (after ``window.show()``, when tracing)."""
    if not trace.enabled():
        return
    spy = _Watch(window)
    if window.table is not None:  # else the launch shows the chooser alone first
        spy.watch(window.table.view.viewport())
    spy.watch(window.widget().windowHandle())
