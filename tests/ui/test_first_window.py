"""The first window fits the free area of its screen, frame included, and is centred there
(U-6, issue 37 §5): a fresh profile on a 1280×800 screen showed the status line off screen."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

from paciencia.ui.launch.first_window import FrameFit
from paciencia.ui.window.window_state import FIRST_SIZE, FRAME_ROOM, first_geometry, within

from .helpers import launched


@pytest.mark.parametrize(("available", "expected"), [
    ((0, 0, 800, 600), (0, 0, 784, 552)),  # the area less a usual frame
    ((0, 0, 1280, 800), (0, 0, 1264, 752)),  # the case of the issue: no room for 1280×800 and a frame
    ((0, 0, 1920, 1080), (312, 116, 1280, 800)),  # room: the usual size, centred
    ((0, 32, 1366, 736), (35, 32, 1280, 688)),  # a laptop with a top panel: below it
    ((1920, 0, 1280, 800), (1920, 0, 1264, 752)),  # a second screen, right of the first
])
def test_the_first_window_and_its_frame_fit_the_free_area_centred(
        available: tuple[int, int, int, int], expected: tuple[int, int, int, int]) -> None:
    got = first_geometry(available)
    assert got == expected
    x, y, width, height = got
    assert within(available, (x, y, width + FRAME_ROOM[0], height + FRAME_ROOM[1]))
    ax, ay, aw, ah = available
    # Centred: as much room on either side, frame included (to a pixel).
    assert abs((x - ax) - (ax + aw - x - width - FRAME_ROOM[0])) <= 1
    assert abs((y - ay) - (ay + ah - y - height - FRAME_ROOM[1])) <= 1


def test_a_first_launch_leaves_room_for_the_frame_on_its_screen(qtbot: Any) -> None:
    window = launched(qtbot, "paciencia://klondike/1")  # a fresh profile: no size left
    try:
        screen = window.screen()
        assert screen is not None
        room = screen.availableGeometry()
        assert room.height() < FIRST_SIZE[1] + FRAME_ROOM[1]  # the offscreen screen is smaller: the case
        # The offscreen platform frames a window with 2 pixels a side, known once it is shown.
        qtbot.waitUntil(lambda: window.frameGeometry() != window.geometry(), timeout=5_000)
        qtbot.waitUntil(lambda: room.contains(window.frameGeometry()), timeout=5_000)
        assert abs(window.frameGeometry().center().y() - room.center().y()) <= 1
        assert abs(window.frameGeometry().center().x() - room.center().x()) <= 1
        assert window.statusBar().isVisible()
    finally:
        window.close()


class Framed(QWidget):
    """A window whose window manager draws a frame (the offscreen platform draws none):
    ``margins`` left, top, right, bottom."""

    margins = (4, 70, 4, 4)  # a title bar taller than the room kept for it (a scaled desktop)

    def frameGeometry(self) -> QRect:  # noqa: N802 - Qt API
        left, top, right, bottom = self.margins
        return self.geometry().adjusted(-left, -top, right, bottom)


@pytest.mark.parametrize("margins", [(4, 70, 4, 4), (1, 20, 1, 5)])
def test_once_the_frame_is_known_the_window_is_fitted_to_it(qtbot: Any, margins: tuple[int, int, int, int]) -> None:
    window = Framed()
    window.margins = margins
    qtbot.addWidget(window)
    screen = window.screen()
    assert screen is not None
    room = screen.availableGeometry()
    x, y, width, height = first_geometry((room.x(), room.y(), room.width(), room.height()))
    window.resize(width, height)
    window.move(x, y)
    fit = FrameFit(window)
    window.show()
    qtbot.waitExposed(window)
    fit.check()
    frame = window.frameGeometry()
    assert room.contains(frame)
    # A frame taller than the room kept for it: smaller; a thinner one: the whole area used.
    assert frame.height() == room.height()
    window.close()
