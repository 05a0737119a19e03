"""What the controller asks of the window (issue 26 §1): :class:`View`.

The controller drives a view through this protocol and never names the window's class, so
the window can change its widgets freely, and another view (a test's) can stand in. The
questions before a game is given up come as data (:class:`~paciencia.play.questions.Question`)
and the view answers them in its own way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from ...play.questions import Question


class View(Protocol):
    def widget(self) -> QMainWindow:
        """The window itself: the parent of the dialogs and the owner of the shortcuts."""

    def ask(self, question: Question) -> bool:
        """Ask the player ``question``; True means "go ahead" (abandon, start anew, resign)."""

    def say(self, text: str) -> None:
        """The status line (U-5)."""

    def show_banner(self, text: str, action: str) -> None:
        """The banner over the table (empty text hides it)."""

    def show_table(self) -> None: ...

    def show_chooser(self) -> None: ...

    def focus_table(self) -> None: ...

    def bring_to_front(self) -> None:
        """A second launch was sent here: the window comes forward."""

    def show_notices(self) -> None:
        """Stored files that were set aside are told, once (T-3)."""

    def warn_unsaved(self, error: str) -> None:
        """Writing fails (T-6): told once, play goes on."""

    def show_deck_notice(self, text: str) -> None:
        """A deck could not be used; the table keeps the one it has."""

    def apply_look(self) -> None:
        """Deck, colours, speed and tap setting changed: the table shows them at once."""
