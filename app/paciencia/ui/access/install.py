"""Puts the accessibility pieces (B-6) on the main window: the one place they are wired."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .announce import Announcer
from .jumps import Jumps
from .tree import tree_of

if TYPE_CHECKING:
    from ..main_window import MainWindow


class Access:
    """The window's accessibility: ``tree`` (what a reader sees), ``announcer`` (what it
    hears) and ``jumps`` (keys to piles). The table's look (focus ring, high contrast) is
    made with the table (``window.look``): its first frame already has it."""

    def __init__(self, window: MainWindow) -> None:
        view, session = window.view, window.controller.session
        self.tree = tree_of(view)
        self.tree.adopt()
        self.announcer = Announcer(session, view, window.status)
        self.announcer.also.append(self.tree.told.tell)  # B-6: Orca 43 reads descriptions, not announcements
        self.jumps = Jumps(view, self.announcer.say)
        view.keyboard.listeners.append(self.tree.focus_moved)
        session.changed.connect(self._changed)

    def _changed(self) -> None:
        self.tree.table_changed()

    def catch_up(self) -> None:
        """Made after the game was put on the table (:mod:`..window_aids`): take it in, and
        say it, as if it had just changed."""
        self._changed()
        self.announcer.catch_up()
