"""Puts the accessibility pieces (B-6) on the table: the one place they are wired."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .announce import Announcer
from .jumps import Jumps
from .tree import tree_of

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar

    from ..table.session import Session
    from ..table.table_view import TableView


class Access:
    """The table's accessibility: ``tree`` (what a reader sees of ``view``), ``announcer``
    (what it hears of ``session``, and in ``status``) and ``jumps`` (keys to piles). The
    table's look (focus ring, high contrast) is made with the table
    (:attr:`.table_widget.TableWidget.look`): its first frame already has it."""

    def __init__(self, view: TableView, session: Session, status: QStatusBar) -> None:
        self.tree = tree_of(view)
        self.tree.adopt()
        self.announcer = Announcer(session, view, status)
        self.announcer.also.append(self.tree.told.tell)  # B-6: Orca 43 reads descriptions, not announcements
        self.jumps = Jumps(view, self.announcer.say)
        view.keyboard.listeners.append(self.tree.focus_moved)
        session.changed.connect(self._changed)

    def _changed(self) -> None:
        self.tree.table_changed()

    def catch_up(self) -> None:
        """Made after the game was put on the table (:mod:`..main_window`): take it in, and
        say it, as if it had just changed."""
        self._changed()
        self.announcer.catch_up()
