"""The table as one widget (U-4 … U-7): :class:`TableWidget` holds the scene in its view, the
banner over it and the playback's bar, with the session and the controller that play on it;
:class:`TableAids` holds what helps the player on that table (the live verdict, playback,
accessibility, sound).

Both are made and wired by the composition root (:mod:`.main_window`); the window shows the
table once it is made (:attr:`.window.Window.table`, None while a first launch shows the
chooser alone) and its aids once they are (:attr:`TableWidget.aids`, None until the table's
first frame is on screen)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QVBoxLayout, QWidget

from ..access.look import TableLook
from ..readable import bar_colours
from ..window.status import Banner
from .playback_bar import PlaybackBar
from .table_view import TableView

if TYPE_CHECKING:
    from ..access.install import Access
    from ..aids.verdict import LiveVerdict
    from ..scene.table_scene import TableScene
    from ..sound.table_sounds import TableSounds
    from ..window.controller import AppController
    from .playback import Playback
    from .session import Session


class TableAids:
    """The table's aids (B-1, B-2, B-6, U-7): ``verdict`` (the live status in the status line),
    ``playback`` (a solution shown step by step), ``access`` (the screen reader's tree,
    announcements and jump keys) and ``sound``."""

    def __init__(self, verdict: LiveVerdict, playback: Playback, access: Access, sound: TableSounds) -> None:
        self.verdict = verdict
        self.playback = playback
        self.access = access
        self.sound = sound


class TableWidget(QWidget):
    """The table's page: the banner, the playback's bar and the view of ``scene``, from top
    to bottom; ``session`` plays the game on that scene and ``controller`` takes every
    request. The table's look (focus ring, high contrast, T-1) is part of its first frame."""

    def __init__(self, scene: TableScene, session: Session, controller: AppController) -> None:
        super().__init__()
        self.scene = scene
        self.session = session
        self.controller = controller
        self.view = TableView(scene)
        self.banner = Banner()
        self.playback_bar = PlaybackBar()
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(self.banner)
        box.addWidget(self.playback_bar)
        box.addWidget(self.view, 1)
        bar_colours(self.banner, self.banner.text)  # U-7: a light bar stays light under a dark palette
        self.look = TableLook(self.view)
        self.aids: TableAids | None = None
        """Made after the table's first frame, or at once when something needs one sooner."""
