"""Issue 26 §3, B-1, B-2, B-6, U-7: a launch that opens on a table (a link, a resumed game)
paints the table's first frame before its aids are made (the live verdict, playback,
accessibility, sound: ui/window/main_window.py's aids_for); they are made right after it, catch up with the
game already dealt, and anything that needs one sooner (a jump key, a command) gets it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from paciencia.ui.launch import bootstrap, frame_waits
from paciencia.ui.sound.cues import Sound
from paciencia.ui.sound.table_sounds import TableSounds

LINK = "paciencia://freecell/617"


def _open(qtbot, *argv: str):
    window = bootstrap.open_window(list(argv))
    qtbot.addWidget(window)
    return window


def _aids_made(window) -> bool:
    return window.table is not None and window.table.aids is not None


@pytest.fixture
def reader():
    """A screen reader is listening."""
    was = QAccessible.isActive()
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(was)


def test_a_link_deals_its_table_first_and_makes_the_aids_after_its_first_frame(qtbot):
    window = _open(qtbot, LINK)
    assert window.table is not None and window.controller.session.table.game is not None
    assert not _aids_made(window)
    assert not window.acts["sound"].isEnabled()  # its toggle works once sound is made
    qtbot.waitUntil(lambda: _aids_made(window), timeout=3000)
    assert window.acts["sound"].isEnabled()
    assert window.verdict.game is window.controller.session.table.game  # B-1: asked about this deal
    window.close()


def test_the_aids_catch_up_with_the_deal_already_on_the_table(qtbot, reader, monkeypatch):
    played: list[Sound] = []
    monkeypatch.setattr(TableSounds, "_play", lambda self, sound: played.append(sound) if self.enabled else None)
    from paciencia.storage.settings import load_settings, save_settings

    settings, _ = load_settings()
    save_settings(settings._replace(sound=True))
    window = _open(qtbot, LINK)
    qtbot.waitUntil(lambda: _aids_made(window), timeout=3000)
    # B-6: the reader hears the new deal it was not there to see; U-7: the deal's sound plays.
    qtbot.waitUntil(lambda: any(t.startswith("New deal: FreeCell") for t in window.access.announcer.said),
                    timeout=3000)
    assert played == [Sound.DEAL]
    window.close()


def test_the_window_icon_comes_with_the_aids_after_the_first_frame(qtbot):
    """Issue 26 §3: the icon (QtSvg's icon engine, six sizes drawn for the window manager)
    is not part of the first frame; the desktop takes it a moment later."""
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    QApplication.setWindowIcon(QIcon())
    window = _open(qtbot, LINK)
    assert QApplication.windowIcon().isNull()
    qtbot.waitUntil(lambda: _aids_made(window), timeout=3000)
    assert not QApplication.windowIcon().isNull()
    window.close()


def test_a_jump_key_pressed_before_the_aids_are_made_still_jumps(qtbot):
    window = _open(qtbot, LINK)
    assert not _aids_made(window)
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_3)  # B-6: the third column
    assert _aids_made(window)
    assert window.view.keyboard.focus is not None and window.view.keyboard.focus[0] == "t2"
    window.close()


def test_a_command_that_needs_an_aid_makes_them_at_once(qtbot):
    window = _open(qtbot, LINK)
    assert not _aids_made(window)
    assert window.require_aids().playback.active is False  # B-2: asked for, made, answered
    assert _aids_made(window)
    window.close()


def test_a_window_closed_before_its_aids_are_made_saves_its_game(qtbot):
    window = _open(qtbot, LINK)
    assert not _aids_made(window)
    window.close()  # Ctrl+Q at once
    qtbot.wait(frame_waits.FIRST_FRAME_WAIT_MS + 100)
    assert not _aids_made(window)  # nothing made for a closed window
    from paciencia.storage.places import saved_game_file

    assert saved_game_file().exists()


def test_a_window_built_whole_has_its_aids_at_once(qtbot):
    from paciencia.ui.window.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    assert _aids_made(window)
    window.close()


def test_high_contrast_is_in_the_tables_first_frame(qtbot):
    """T-1, B-6: a player who chose high contrast gets the black felt from the first frame,
    not the green one until the aids are made (a flash on a resumed game's picture)."""
    from PySide6.QtCore import QEvent, QObject

    from paciencia.storage.settings import load_settings, save_settings
    from paciencia.ui.access.contrast import LOOK

    settings, _ = load_settings()
    save_settings(settings._replace(high_contrast=True))
    first: list[bool] = []

    class FirstPaint(QObject):
        def eventFilter(self, obj, event):  # noqa: N802 - Qt API
            if event.type() == QEvent.Type.Paint and not first:
                first.append(LOOK.high_contrast and window.view.backgroundBrush().color().name() == "#000000")
            return False

    try:
        window = _open(qtbot, LINK)
        spy = FirstPaint(window)
        window.view.viewport().installEventFilter(spy)
        qtbot.waitUntil(lambda: bool(first), timeout=3000)
        assert first == [True], "the table's first frame was painted without high contrast"
        window.close()
    finally:
        LOOK.high_contrast = False


def test_what_the_launch_said_before_the_aids_is_said_to_the_reader(qtbot, reader):
    """B-6: the status line's message of a launch (a link it could not read) is said aloud
    once the announcer is there, as every status line message is."""
    window = _open(qtbot, "paciencia://freecell/not-a-number")
    qtbot.waitUntil(lambda: bool(window.status.currentMessage()), timeout=3000)
    told = window.status.currentMessage()
    qtbot.waitUntil(lambda: _aids_made(window), timeout=3000)
    qtbot.waitUntil(lambda: any(told.rstrip(".") in text for text in window.access.announcer.said), timeout=3000)
    window.close()


def test_a_banner_shown_with_the_launchs_deal_is_said_to_the_reader(qtbot, reader):
    """B-6, P-7: Pyramid 8 has a card locked from the deal; its banner shows at once, and a
    reader hears it with the new deal."""
    window = _open(qtbot, "paciencia://pyramid/8?level=random")
    qtbot.waitUntil(lambda: window.banner.isVisible(), timeout=3000)
    qtbot.waitUntil(lambda: _aids_made(window), timeout=3000)
    qtbot.waitUntil(lambda: "This deal cannot be won" in " ".join(window.access.announcer.said), timeout=3000)
    assert "New deal: Pyramid" in " ".join(window.access.announcer.said)
    window.close()


def test_the_launchs_release_keeps_the_collector_off_while_a_search_runs(qtbot, monkeypatch):
    """V-7: while a search runs the collector stays off (a collection on the pool thread would
    free the UI's Qt objects there). A hint asked for in the launch's first instant runs while
    the launch holds the collector: the launch's release after its first frame leaves it off
    until the search returns."""
    import gc
    import threading

    from paciencia import collector
    from paciencia.ui.aids import solver_worker

    go = threading.Event()
    monkeypatch.setattr(solver_worker, "hint_work", lambda rules, pos: lambda stop, progress: go.wait(10) and None)
    collector.hold()  # what cli.main does before Qt is imported
    try:
        window = _open(qtbot, LINK)
        assert not _aids_made(window)
        window.acts["hint"].trigger()  # D, at once
        assert solver_worker.searches_running() == 1
        qtbot.waitUntil(lambda: _aids_made(window), timeout=3000)  # the first frame: released
        assert not gc.isenabled(), "the collector was turned on under a running search"
        go.set()
        qtbot.waitUntil(lambda: solver_worker.searches_running() == 0, timeout=5000)
        assert gc.isenabled()  # on again once it returned
        window.close()
    finally:
        go.set()
        collector.release()
        gc.unfreeze()
        gc.enable()
