"""The composition root (U-4 … U-7; issue 38 §2): :class:`MainWindow` is the window
(:class:`.window.Window`) with what it shows made and wired here, in one place.

- The frame (menus, toolbar, status line, the chooser's page) with the game flow and the
  deck: :meth:`MainWindow.build`.
- The table (:func:`table_for`): the scene, the session playing on it, the controller taking
  every request (the window is its view), the :class:`~.table_widget.TableWidget` holding
  them, and the signals between them and the window.
- The table's aids (:func:`aids_for`): the live verdict, playback, accessibility and sound.
  None of them draws the table, so a launch makes them just after the table's first frame
  (:func:`.frame_waits.aids_after_first_frame`); each then catches up with the game already
  on the table: the reader hears the deal, the deal's sound plays, the verdict is asked for.

A process gets its window through :mod:`.bootstrap`, which decides when each is made: a
resumed game's picture first, a first launch's chooser before its table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...core.loading import Feature
from .frame import Window, renderer_for

if TYPE_CHECKING:
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QLabel, QWidget

    from ...play.flow import GameFlow
    from ...storage.files import StoredFileError
    from ...storage.settings import Settings
    from ..access.install import Access
    from ..access.look import TableLook
    from ..aids.verdict import LiveVerdict
    from ..scene.table_scene import TableScene
    from ..sound.table_sounds import TableSounds
    from ..table.playback import Playback
    from ..table.playback_bar import PlaybackBar
    from ..table.session import Session
    from ..table.table_view import TableView
    from ..table.table_widget import TableAids, TableWidget
    from .controller import AppController
    from .status import Banner

# The modules of the table and its aids are loaded by table_for() and aids_for(), not here:
# a launch that shows the picture of the table it resumes (relaunch.py) paints it before
# loading them, and a first launch shows the chooser before them.
GAME_FLOW: Feature[type[GameFlow]] = Feature("paciencia.play.flow:GameFlow")
LOAD_SETTINGS: Feature[Callable[[], tuple[Settings, StoredFileError | None]]] = Feature(
    "paciencia.storage.settings:load_settings"
)
# the table (table_for)
Q_TIMER: Feature[type[QTimer]] = Feature("PySide6.QtCore:QTimer")
TABLE_SCENE: Feature[type[TableScene]] = Feature("paciencia.ui.scene.table_scene:TableScene")
SESSION: Feature[type[Session]] = Feature("paciencia.ui.table.session:Session")
TABLE_WIDGET: Feature[type[TableWidget]] = Feature("paciencia.ui.table.table_widget:TableWidget")
CONTROLLER: Feature[type[AppController]] = Feature("paciencia.ui.window.controller:AppController")
DECK_REFUSED: Feature[Callable[[AppController, TableScene, str], None]] = Feature(
    "paciencia.ui.window.deck_switch:deck_refused"
)
# its aids (aids_for)
ACCESS: Feature[type[Access]] = Feature("paciencia.ui.access.install:Access")
LIVE_VERDICT: Feature[type[LiveVerdict]] = Feature("paciencia.ui.aids.verdict:LiveVerdict")
BAR_COLOURS: Feature[Callable[[QWidget, QLabel], None]] = Feature("paciencia.ui.readable:bar_colours")
TABLE_SOUNDS: Feature[type[TableSounds]] = Feature("paciencia.ui.sound.table_sounds:TableSounds")
PLAYBACK: Feature[type[Playback]] = Feature("paciencia.ui.table.playback:Playback")
TABLE_AIDS: Feature[type[TableAids]] = Feature("paciencia.ui.table.table_widget:TableAids")

__all__ = ["MainWindow", "aids_for", "renderer_for", "table_for"]


class MainWindow(Window):
    """The window with its parts. ``settings`` (read from disk if None; ``notice``: why they
    could not be read as stored, told with the other files set aside, T-3). With ``picture``,
    only that picture (:mod:`.relaunch`) until :meth:`build` is called once it is on screen;
    without ``table``, the frame alone (the chooser first: the table is made when first
    needed); without ``aids``, the table without its aids (made when first needed)."""

    def __init__(self, settings: Settings | None = None, *, picture: QImage | None = None,
                 table: bool = True, notice: StoredFileError | None = None, aids: bool = True) -> None:
        super().__init__(picture)
        if picture is None:
            self.build(settings, table, notice, aids)

    def build(self, settings: Settings | None = None, table: bool = True,
              notice: StoredFileError | None = None, aids: bool = True) -> None:
        """The frame, with the game flow of ``settings``; then the table unless ``table`` is
        False, with its aids unless ``aids`` is False."""
        if settings is None:
            settings, notice = LOAD_SETTINGS()()
        flow = GAME_FLOW()(settings)
        if notice is not None:
            flow.notices.insert(0, notice)
        self.build_frame(flow, lambda: renderer_for(settings))
        if not table:
            self.update_figures()
        elif aids:
            self.require_aids()
        else:
            self.add_table()

    def assemble_table(self) -> TableWidget:
        return table_for(self)

    def assemble_aids(self, table: TableWidget) -> TableAids:
        return aids_for(self, table)

    # -- the parts, by name (tests, tools and the self-test read them) -------------------
    def built_table(self) -> TableWidget:
        """The table, which must be made by now (unlike :meth:`require_table`, this never makes it)."""
        if self.table is None:
            raise LookupError("the table is not made yet: the chooser is shown alone")
        return self.table

    def built_aids(self) -> TableAids:
        """The table's aids, which must be made by now (this never makes them)."""
        aids = self.built_table().aids
        if aids is None:
            raise LookupError("the table's aids are not made yet: they come after its first frame")
        return aids

    @property
    def controller(self) -> AppController:
        return self.built_table().controller

    @property
    def scene(self) -> TableScene:
        return self.built_table().scene

    @property
    def view(self) -> TableView:
        return self.built_table().view

    @property
    def banner(self) -> Banner:
        return self.built_table().banner

    @property
    def playback_bar(self) -> PlaybackBar:
        return self.built_table().playback_bar

    @property
    def look(self) -> TableLook:
        return self.built_table().look

    @property
    def verdict(self) -> LiveVerdict:
        return self.built_aids().verdict

    @property
    def playback(self) -> Playback:
        return self.built_aids().playback

    @property
    def access(self) -> Access:
        return self.built_aids().access

    @property
    def sound(self) -> TableSounds:
        return self.built_aids().sound


def table_for(window: MainWindow) -> TableWidget:
    """The table of ``window``: its scene (with the window's deck), the session playing on
    it, the controller (the window is its view), the widget holding them, and their signals."""
    scene = TABLE_SCENE()(window.renderer, window)
    session = SESSION()(scene, parent=window)
    controller = CONTROLLER()(window, session, window.settings, window.flow)
    table = TABLE_WIDGET()(scene, session, controller)
    deck_refused = DECK_REFUSED()
    session.changed.connect(table.look.table_changed)
    scene.deck_notice.connect(lambda text: deck_refused(controller, scene, text))
    controller.figures_changed.connect(window.update_figures)
    session.message.connect(window.status.say)
    session.banner.connect(table.banner.show_text)
    table.banner.action.connect(window.banner_action)
    tick = Q_TIMER()(window)
    tick.setInterval(500)
    tick.timeout.connect(lambda: window.status.set_time(session.table.clock.elapsed()))
    tick.start()
    return table


def aids_for(window: MainWindow, table: TableWidget) -> TableAids:
    """The aids of ``window``'s ``table``, wired, having caught up with its game."""
    controller, session, view, status = table.controller, table.session, table.view, window.status
    verdict = LIVE_VERDICT()(controller)  # B-1: the live status, in the status line
    status.addPermanentWidget(verdict.label)
    playback = PLAYBACK()(controller, view, table.playback_bar, verdict.solution_here)  # B-2
    BAR_COLOURS()(table.playback_bar, table.playback_bar.text)  # U-7: with its buttons, just made
    access = ACCESS()(view, session, status)  # B-6: screen-reader tree, announcements, jump keys
    # U-7: the Settings menu's toggle, the sounds of play
    sound = TABLE_SOUNDS()(window, session, table.scene, window.acts["sound"], window.say, window.flow)
    verdict.changed.connect(window.update_figures)
    playback.changed.connect(window.update_figures)
    sound.apply(window.settings)
    if session.table.game is not None:  # what the session told before they listened
        access.catch_up()
        sound.catch_up()
    banner = table.banner.text.text() if not table.banner.isHidden() else ""
    access.announcer.tell_meanwhile(status.currentMessage(), banner)
    verdict.refresh()
    return TABLE_AIDS()(verdict, playback, access, sound)
