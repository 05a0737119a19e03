"""Issue 26 §3, B-1, B-2, B-6, U-7: a launch that opens on a table (a link, a resumed game)
paints the table's first frame before its aids are made (the live verdict, playback,
accessibility, sound: ui/window_aids.py); they are made right after it, catch up with the
game already dealt, and anything that needs one sooner (a jump key, a command) gets it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from paciencia.ui import bootstrap, frame_waits
from paciencia.ui.main_window import AID_PARTS
from paciencia.ui.sound.cues import Sound
from paciencia.ui.sound.table_sounds import TableSounds

LINK = "paciencia://freecell/617"


def _open(qtbot, *argv: str):
    window = bootstrap.open_window(list(argv))
    qtbot.addWidget(window)
    return window


def _made_now(window) -> set[str]:
    return AID_PARTS & set(window.__dict__)


@pytest.fixture
def reader():
    """A screen reader is listening."""
    was = QAccessible.isActive()
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(was)


def test_a_link_deals_its_table_first_and_makes_the_aids_after_its_first_frame(qtbot):
    window = _open(qtbot, LINK)
    assert window.table_built and window.controller.session.game is not None
    assert not window.aids_built and _made_now(window) == set()
    assert not window.acts["sound"].isEnabled()  # its toggle works once sound is made
    qtbot.waitUntil(lambda: window.aids_built, timeout=3000)
    assert _made_now(window) == AID_PARTS
    assert window.acts["sound"].isEnabled()
    assert window.verdict.game is window.controller.session.game  # B-1: asked about this deal
    window.close()


def test_the_aids_catch_up_with_the_deal_already_on_the_table(qtbot, reader, monkeypatch):
    played: list[Sound] = []
    monkeypatch.setattr(TableSounds, "_play", lambda self, sound: played.append(sound) if self.enabled else None)
    from paciencia.storage.settings import load_settings, save_settings

    settings, _ = load_settings()
    settings.sound = True
    save_settings(settings)
    window = _open(qtbot, LINK)
    qtbot.waitUntil(lambda: window.aids_built, timeout=3000)
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
    qtbot.waitUntil(lambda: window.aids_built, timeout=3000)
    assert not QApplication.windowIcon().isNull()
    window.close()


def test_a_jump_key_pressed_before_the_aids_are_made_still_jumps(qtbot):
    window = _open(qtbot, LINK)
    assert not window.aids_built
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_3)  # B-6: the third column
    assert window.aids_built
    assert window.view.keyboard.focus is not None and window.view.keyboard.focus[0] == "t2"
    window.close()


def test_a_command_that_needs_an_aid_makes_them_at_once(qtbot):
    window = _open(qtbot, LINK)
    assert not window.aids_built
    assert window.playback.active is False  # B-2: asked for, made, answered
    assert window.aids_built and _made_now(window) == AID_PARTS
    window.close()


def test_a_window_closed_before_its_aids_are_made_saves_its_game(qtbot):
    window = _open(qtbot, LINK)
    assert not window.aids_built
    window.close()  # Ctrl+Q at once
    qtbot.wait(frame_waits.FIRST_FRAME_WAIT_MS + 100)
    assert not window.aids_built  # nothing made for a closed window
    from paciencia.storage.places import saved_game_file

    assert saved_game_file().exists()


def test_a_window_built_whole_has_its_aids_at_once(qtbot):
    from paciencia.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    assert window.aids_built and _made_now(window) == AID_PARTS
    window.close()
