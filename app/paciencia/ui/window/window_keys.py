"""Keys the main window answers itself (issue 11, U-6): a command's key that cannot act now
says why in the status line instead of doing nothing; Escape on the game chooser goes back
to the game, and otherwise leaves full screen. These keys come here only when nothing took
them first: a dialog, the solution's playback (its Stop), the table (a card picked up by
keyboard, a drag). And a letter typed while the menu bar has the keyboard opens its menu
(:class:`MenuLetters`)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QMenuBar

from ..text import tr

EXPLAINED = ("hint", "auto", "draw", "undo", "redo")
"""The commands whose keys say why they cannot act now."""
ESCAPE = 0x01000000  # Qt.Key.Key_Escape, without making PySide's Qt namespace for it


class Ended(Protocol):
    """A game, as far as its keys care: over or not."""

    @property
    def over(self) -> bool: ...


class KeyedWindow(Protocol):
    """What the keys read of the window (:class:`.window.Window`) and ask of it."""

    @property
    def acts(self) -> dict[str, QAction]: ...

    def say(self, text: str) -> None: ...

    def chooser_shown(self) -> bool: ...

    def game_on_table(self) -> Ended | None: ...

    def show_table(self) -> None: ...

    def isFullScreen(self) -> bool: ...  # noqa: N802 - Qt API


def answer_key(window: KeyedWindow, event: QKeyEvent) -> bool:
    """Whether ``event`` was answered here (else the window passes it on)."""
    pressed = QKeySequence(event.keyCombination())
    exact = QKeySequence.SequenceMatch.ExactMatch
    for name in EXPLAINED:
        act = window.acts.get(name)
        if act is not None and not act.isEnabled() and any(k.matches(pressed) == exact for k in act.shortcuts()):
            window.say(why_disabled(window))
            return True
    if event.key() == ESCAPE and window.chooser_shown() and window.game_on_table() is not None:
        window.show_table()
        return True
    if event.key() == ESCAPE and window.isFullScreen():  # nothing before took it (U-6)
        window.acts["fullscreen"].setChecked(False)
        return True
    return False


def why_disabled(window: KeyedWindow) -> str:
    """Why the table's commands cannot act now, in the player's words."""
    game = window.game_on_table()
    if window.chooser_shown() or game is None:
        return tr("window", "Choose a game first.")
    if game.over:
        return tr("window", "This game is over: F2 starts a new one.")
    return tr("window", "That cannot be done now.")


class MenuLetters(QObject):
    """While the menu bar has the keyboard (Alt pressed and let go), a letter opens the menu
    it underlines, as the access key promises (U-6): the window's one-letter keys (H or D
    the hint, Z undo, A auto, C-12) wait. Otherwise they come first, and H gave a hint
    instead of opening Help (D instead of Portuguese "Definições")."""

    def __init__(self, bar: QMenuBar) -> None:
        super().__init__(bar)
        self.bar = bar
        bar.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is not self.bar or event.type() != QEvent.Type.ShortcutOverride or not self.bar.hasFocus():
            return False
        assert isinstance(event, QKeyEvent)
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier or not event.text().isalnum():
            return False
        event.accept()  # the key goes to the menu bar, not to a shortcut
        return True
