"""Each result, also where readers that ignore announcements read it (B-6).

Orca 43 (Debian 12) does not listen to Qt's announcement events: "4 Enter 1 Enter" was heard
as the two jumps and nothing else. What it does speak is a change of the focused object's
description. So every result the announcer says (a move and what it turned up, a refusal and
why, cards picked up, a hint, the win) is also put, for as long as the focus stays there, in
the description of what has the keyboard focus on the table (a card, an empty pile, or the
table itself), and DescriptionChanged is posted for it. When the focus moves on, that object's
own description comes back. The announcements are still sent (newer readers); where a reader
hears them, the description is left alone so nothing is said twice (:mod:`.readers`).

While cards are held (C-12), each spot the focus stops on says what is held ("holding 7 of
hearts") in its description, so a player looking for where to put them hears what they carry.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtGui import QAccessible, QAccessibleInterface

from ..text import tr
from . import names
from .readers import Readers

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ..scene.table_scene import TableScene


class ToldTree(Protocol):
    """What :class:`Told` reads of the accessible table (:class:`.tree.AccessTree`)."""

    @property
    def view(self) -> QWidget: ...

    @property
    def scene(self) -> TableScene: ...

    def focused(self) -> QAccessibleInterface | None: ...

    def view_interface(self) -> QAccessibleInterface: ...

    def post(self, iface: QAccessibleInterface, kind: QAccessible.Event) -> None: ...


class Told:
    """The result told last and the object it was told on (:attr:`on`)."""

    def __init__(self, tree: ToldTree) -> None:
        self.tree = tree
        self.readers = Readers()
        self.on: QAccessibleInterface | None = None
        self.text = ""
        self._posting = False

    def tell(self, text: str) -> None:
        """``text`` (just announced) becomes the focused object's description, for readers
        that do not hear announcements."""
        tree = self.tree
        if not text or not QAccessible.isActive() or not tree.view.hasFocus():
            return
        if self.readers.hear_announcements():
            return
        iface = tree.focused() or tree.view_interface()
        if iface is self.on and text == self.text:
            self._set(iface, "")  # the same words again (a second refusal): still a change to hear
        elif self.on is not None and self.on is not iface:
            self.clear()
        self._set(iface, text)

    def focus_moved(self) -> None:
        """The focus went elsewhere (its Focus event is posted already): the object told on
        has its own description back (a reader's cache learns it; not the focus, so unsaid)."""
        if self.on is not None and self.tree.focused() is not self.on:
            self.clear()
        if QAccessible.isActive():
            self.readers.hear_announcements()  # asked now, so it is known by the first result

    def clear(self) -> None:
        iface, self.on, self.text = self.on, None, ""
        if iface is not None and iface.isValid():
            self.tree.post(iface, QAccessible.Event.DescriptionChanged)

    def _set(self, iface: QAccessibleInterface, text: str) -> None:
        self.on, self.text = iface, text
        self._posting = True
        try:
            self.tree.post(iface, QAccessible.Event.DescriptionChanged)
        finally:
            self._posting = False

    def description(self, iface: QAccessibleInterface, own: str) -> str:
        """What ``iface`` reads as its description: the result, while it is being told (the
        event carries it); else its own description and, if it has the focus while cards are
        held, what is held. A reader that reads the focused object again (a new focus) so
        never says the result a second time."""
        if self._posting and iface is self.on:
            return self.text
        return ", ".join(part for part in (own, self._holding(iface)) if part)

    def _holding(self, iface: QAccessibleInterface) -> str:
        scene = self.tree.scene
        held = scene.keyboard.held
        if held is None or scene.keyboard.focus == held or self.tree.focused() is not iface:
            return ""
        return tr("access", "holding {cards}").format(cards=names.cards_text(scene.state, *held))
