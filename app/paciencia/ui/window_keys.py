"""Keys the main window answers itself (issue 11, U-6): a command's key that cannot act now
says why in the status line instead of doing nothing; Escape on the game chooser goes back
to the game, and otherwise leaves full screen. These keys come here only when nothing took
them first: a dialog, the solution's playback (its Stop), the table (a card picked up by
keyboard, a drag)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QKeyEvent, QKeySequence

from .text import tr

if TYPE_CHECKING:
    from .main_window import MainWindow

EXPLAINED = ("hint", "auto", "draw", "undo", "redo")
"""The commands whose keys say why they cannot act now."""
ESCAPE = 0x01000000  # Qt.Key.Key_Escape, without making PySide's Qt namespace for it


def answer_key(window: MainWindow, event: QKeyEvent) -> bool:
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


def why_disabled(window: MainWindow) -> str:
    """Why the table's commands cannot act now, in the player's words."""
    game = window.game_on_table()
    if window.chooser_shown() or game is None:
        return tr("window", "Choose a game first.")
    if game.over:
        return tr("window", "This game is over: F2 starts a new one.")
    return tr("window", "That cannot be done now.")
