"""What the app does when a deck cannot be used (T-2: the current deck stays).

The table (:class:`~paciencia.ui.scene.table_scene.TableScene`) prepares a new
deck off the UI thread and keeps the old one when the new one is refused; it
then emits ``deck_notice``. Here the settings follow what is really on the
table (so the preferences and the next launch agree with the screen) and the
player reads why in the status line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..scene.table_scene import TableScene
    from .controller import AppController


def deck_refused(app: AppController, scene: TableScene, text: str) -> None:
    """``scene`` refused a deck for ``text``: the settings name the deck it shows."""
    shown = scene.pending or scene.cp.renderer
    s = app.settings
    if shown.deck_key and (s.deck, s.back) != (shown.deck_key, shown.back_key):
        app.flow.current.replace(s._replace(deck=shown.deck_key, back=shown.back_key))  # and stored
    app.view.show_deck_notice(text)
