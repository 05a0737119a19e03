"""What the window does when a deck cannot be used (T-2: the current deck stays).

The table (:class:`~paciencia.ui.scene.table_scene.TableScene`) prepares a new
deck off the UI thread and keeps the old one when the new one is refused; it
then emits ``deck_notice``. Here the settings follow what is really on the
table (so the preferences and the next launch agree with the screen) and the
player reads why in the status line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .main_window import MainWindow


def deck_refused(window: MainWindow, text: str) -> None:
    scene = window.scene
    shown = scene.pending or scene.cp.renderer
    s = window.settings
    if shown.deck_key and (s.deck, s.back) != (shown.deck_key, shown.back_key):
        s.deck, s.back = shown.deck_key, shown.back_key
        window._save()
    window.chooser.refresh(scene.cp.renderer)
    window.status.say(text)
    window.deck_notice_text = text  # type: ignore[attr-defined]  # tests read the last notice
