"""Issue 11, start-up: a launch shows the table the player left before it builds it.

At quit, with a game in progress on the table, the window keeps a picture of itself
(``ui/launch/relaunch.py``); the next launch with no argument paints it first and the live table
takes its place once built: the same pixels, the same size. Nothing else may show it: a
changed saved game or setting, a link, another window size, a damaged or hostile file.
"""

from __future__ import annotations

import os
import struct
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QImage

from paciencia.storage import places
from paciencia.ui.launch import first_frame, relaunch
from paciencia.ui.launch.bootstrap import open_window  # noqa: E402
from paciencia.ui.window.main_window import MainWindow

from .helpers import launched  # noqa: E402


def _leave_a_game(qtbot: Any, size: QSize | None = None) -> QImage:
    """Deal Klondike 1, draw once (a game in progress), quit; the window as the player saw it.
    At a size within the offscreen platform's screen (800×800): a launch fits the window
    to its screen."""
    window = launched(qtbot, "paciencia://klondike/1")
    window.resize(size or QSize(800, 600))
    qtbot.waitUntil(lambda: first_frame.cards_ready(window, fetch=True), timeout=10_000)
    window.controller.session.stock_action()
    window.scene.animator.finish()
    qtbot.waitUntil(lambda: first_frame.cards_ready(window, fetch=True), timeout=10_000)
    seen = window.grab().toImage()
    window.close()
    return seen


def _differing(a: QImage, b: QImage, ignore: QRect | None = None) -> QRect:
    """The bounding box of the pixels that differ (empty if none), outside ``ignore``."""
    a = a.convertToFormat(QImage.Format.Format_RGB32)
    b = b.convertToFormat(QImage.Format.Format_RGB32)
    assert a.size() == b.size()
    box = QRect()
    for y in range(a.height()):
        if a.constScanLine(y).tobytes() != b.constScanLine(y).tobytes():
            row_a, row_b = a.constScanLine(y).tobytes(), b.constScanLine(y).tobytes()
            xs = [x for x in range(a.width()) if row_a[4 * x:4 * x + 3] != row_b[4 * x:4 * x + 3]
                  and not (ignore is not None and ignore.contains(x, y))]
            if xs:
                box = box.united(QRect(xs[0], y, xs[-1] - xs[0] + 1, 1))
    return box


def test_the_next_launch_paints_the_table_left_first_then_the_same_table_live(qtbot: Any) -> None:
    seen = _leave_a_game(qtbot)
    stored = relaunch.read([])
    assert stored is not None and stored.picture is not None
    assert stored.picture.size() == seen.size()
    assert _differing(stored.picture, seen).isEmpty()

    window = open_window([])
    qtbot.addWidget(window)
    # Before the event loop runs: a window with only the picture in it, nothing built.
    assert window.cover is not None and window.cover.fits() and window.table is None
    qtbot.waitUntil(lambda: window.table is not None, timeout=10_000)
    qtbot.waitUntil(lambda: window.cover is not None and not window.cover.isVisible(), timeout=10_000)
    live = window.grab().toImage()
    # The live table is the picture: the game came back where it was, drawn the same.
    assert window.controller.session.table.game is not None and window.controller.session.table.game.moves == 1
    clock = window.status.time  # the game's clock runs again (C-7): its second may turn
    box = _differing(live, seen, QRect(clock.mapTo(window, clock.rect().topLeft()), clock.size()))
    assert box.isEmpty(), f"the live table differs from the picture in {box}"
    window.close()


def test_a_link_or_a_changed_saved_game_or_setting_never_shows_the_old_picture(qtbot: Any) -> None:
    _leave_a_game(qtbot)
    assert relaunch.read([]).picture is not None  # type: ignore[union-attr]
    assert relaunch.read(["paciencia://freecell/5"]).picture is None  # type: ignore[union-attr]
    journal = places.saved_game_journal()
    base = places.saved_game_file()
    for changed in (base, places.settings_file()):
        before = changed.read_bytes()
        changed.write_bytes(before + b" ")
        assert relaunch.read([]).picture is None  # type: ignore[union-attr]
        changed.write_bytes(before)
        assert relaunch.read([]).picture is not None  # type: ignore[union-attr]
    journal.write_text("{}\n")  # a move saved after the picture was taken
    window = open_window([])
    qtbot.addWidget(window)
    assert window.cover is None and window.table is not None  # built before its first frame, as before
    window.close()


def test_a_link_reads_only_the_header_of_the_picture_it_does_not_show(qtbot: Any, monkeypatch: Any) -> None:
    """A link keeps the window's size and bars, from the file's header: the picture's
    megabytes are not read (3 ms of its first frame)."""
    _leave_a_game(qtbot, QSize(790, 590))
    asked: list[int] = []
    real = relaunch.read_ordinary
    monkeypatch.setattr(relaunch, "read_ordinary", lambda path, limit: asked.append(limit) or real(path, limit))
    launch = relaunch.read(["paciencia://freecell/5"])
    assert launch is not None and launch.picture is None and launch.size == QSize(790, 590)
    assert asked and max(asked) <= 8192 < relaunch.launch_file().stat().st_size
    assert relaunch.read([]).picture is not None  # type: ignore[union-attr]


def test_the_window_comes_back_at_the_size_it_was_left(qtbot: Any) -> None:
    _leave_a_game(qtbot, QSize(700, 500))
    stored = relaunch.read([])
    assert stored is not None and stored.size == QSize(700, 500)
    window = launched(qtbot)
    assert window.size() == QSize(700, 500)
    window.close()
    window = launched(qtbot, "paciencia://freecell/3")  # a link: the size, not the picture
    assert window.size() == QSize(700, 500) and window.cover is None
    window.close()


def test_a_picture_of_another_size_gives_way_at_once(qtbot: Any) -> None:
    window = MainWindow(picture=QImage(300, 200, QImage.Format.Format_RGB32))
    qtbot.addWidget(window)
    assert window.cover is not None
    window.resize(800, 600)
    assert not window.cover.fits()
    with qtbot.waitSignal(window.cover.shown, timeout=5_000):
        window.show()
    qtbot.waitUntil(lambda: not window.cover.isVisible())  # type: ignore[union-attr]


@pytest.mark.parametrize("shown", ["chooser", "over"])
def test_no_picture_is_kept_of_what_a_launch_does_not_bring_back(qtbot: Any, shown: str) -> None:
    window = launched(qtbot, "paciencia://klondike/1")
    window.controller.session.stock_action()
    if shown == "chooser":
        window.show_chooser()
    else:
        window.controller.end_screen = lambda dialog: 0  # the end screen, closed at once
        window.controller.session.resign()
    window.close()
    stored = relaunch.read([])
    assert stored is not None and stored.picture is None


def _file(header: bytes, rest: bytes = b"") -> bytes:
    return relaunch.MAGIC + struct.pack(">I", len(header)) + header + rest


@settings(max_examples=200, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.one_of(
    st.binary(max_size=300),
    st.binary(max_size=300).map(lambda b: relaunch.MAGIC + b),
    st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
                 lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=6),
                 max_leaves=20).map(lambda v: _file(repr(v).encode())),
    st.fixed_dictionaries({
        "width": st.integers(-5, 20000), "height": st.integers(-5, 20000), "key": st.text(max_size=4),
        "pixels_w": st.integers(-1, 70000), "pixels_h": st.integers(-1, 70000),
        "ratio": st.floats(allow_nan=True), "maximized": st.booleans(),
    }).map(lambda d: _file(str(d).replace("'", '"').replace("True", "true").replace("False", "false").encode(),
                           b"\0" * 64)),
))
def test_any_file_content_is_read_safely(data: bytes) -> None:
    path = relaunch.launch_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    launch = relaunch.read([])  # never raises, never hangs
    assert launch is None or (200 <= launch.size.width() <= relaunch.MAX_SIDE and launch.picture is None)


def test_a_torn_or_oversized_file_is_refused_unread(qtbot: Any) -> None:
    _leave_a_game(qtbot)
    path = relaunch.launch_file()
    whole = path.read_bytes()
    path.write_bytes(whole[:-4])  # a crash in the middle of the write
    stored = relaunch.read([])
    assert stored is not None and stored.picture is None
    with open(path, "wb") as f:  # sparse: 65 MB that the reader must not read
        f.write(whole[:100])
        f.truncate(relaunch.FILE_LIMIT + 1)
    assert relaunch.read([]) is None


def test_a_fifo_in_place_of_the_file_or_of_the_saved_game_never_blocks_thelaunched(qtbot: Any) -> None:
    _leave_a_game(qtbot)
    path = relaunch.launch_file()
    kept = path.read_bytes()
    path.unlink()
    os.mkfifo(path)  # opening it to read would wait for a writer for ever
    assert relaunch.read([]) is None
    path.unlink()
    path.write_bytes(kept)
    journal = places.saved_game_journal()
    journal.unlink(missing_ok=True)
    os.mkfifo(journal)
    stored = relaunch.read([])
    assert stored is not None and stored.picture is None


class _MaximisedNeverNormal:
    """What Qt reports for a window shown maximised from the start: no normal geometry yet."""

    def isMaximized(self) -> bool:  # noqa: N802 - Qt API
        return True

    def isFullScreen(self) -> bool:  # noqa: N802 - Qt API
        return False

    def normalGeometry(self) -> QRect:  # noqa: N802 - Qt API
        return QRect()

    def size(self) -> QSize:
        return QSize(1024, 700)


def test_a_window_left_maximised_before_it_ever_had_a_normal_size_keeps_its_size() -> None:
    relaunch.store(_MaximisedNeverNormal(), None)  # type: ignore[arg-type]
    stored = relaunch.read([])
    assert stored is not None and stored.size == QSize(1024, 700) and stored.maximized


def test_a_first_launch_fits_its_window_to_the_screen(qtbot: Any) -> None:
    window = launched(qtbot, "paciencia://klondike/1")  # no window.launch yet: the 1280×800 default
    screen = window.screen()
    assert screen is not None
    room = screen.availableGeometry().size()
    assert room.width() < 1280 or room.height() < 800  # the offscreen screen is smaller: the case
    assert window.width() <= room.width() and window.height() <= room.height()
    window.close()


def test_a_temporary_left_by_a_write_that_was_killed_is_removed_at_the_next_quit(qtbot: Any) -> None:
    folder = relaunch.launch_file().parent
    folder.mkdir(parents=True, exist_ok=True)
    stale = folder / ".window.k1ll3d.tmp"
    stale.write_bytes(b"\0" * 1000)
    _leave_a_game(qtbot)
    assert not stale.exists()
