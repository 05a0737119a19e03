"""The table's aids (B-1, B-2, B-6, U-7): the live verdict, solution playback, accessibility
and sound, made and wired by :func:`build_aids` once the table is built.

None of them draws the table, so a launch makes them just after the table's first frame
(:func:`.frame_waits.aids_after_first_frame`): about 11 ms of imports and making that the
first frame of a linked deal or a resumed game no longer waits for. Each catches up with the
game already on the table: the reader hears the deal, the deal's sound plays, the verdict
is asked for. Anything that needs one sooner makes them all at once
(:data:`.main_window.AID_PARTS`), and so does a key pressed on the table in that instant,
which then reaches them as if they had been there (a jump key, B-6)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .access.install import Access
from .playback import Playback
from .readable import bar_colours
from .sound.table_sounds import TableSounds
from .verdict import LiveVerdict

if TYPE_CHECKING:
    from .main_window import MainWindow


def build_aids(window: MainWindow) -> None:
    """Make the aids of ``window``'s table, wire them, and let them catch up with its game."""
    controller, settings = window.controller, window.controller.settings
    window.verdict = LiveVerdict(controller)  # B-1: the live status, in the status line
    window.status.addPermanentWidget(window.verdict.label)
    window.playback = Playback(controller, window.view, window.playback_bar, window.verdict.solution_here)  # B-2
    bar_colours(window.playback_bar, window.playback_bar.text)  # U-7: with its buttons, just made
    window.access = Access(window)  # B-6: screen-reader tree, announcements, jump keys, contrast
    window.sound = TableSounds(window)  # U-7: the Settings menu's toggle, the sounds of play
    window.verdict.changed.connect(window.update_figures)
    window.playback.changed.connect(window.update_figures)
    window.sound.apply(settings)
    if controller.session.game is not None:  # what the session told before they listened
        window.access.catch_up()
        window.sound.catch_up()
    banner = window.banner.text.text() if not window.banner.isHidden() else ""
    window.access.announcer.tell_meanwhile(window.status.currentMessage(), banner)
    window.verdict.refresh()
