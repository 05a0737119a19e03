"""What a launch shows first: the window as the player left it (issue 11, start-up).

At quit the window's size is kept in the cache folder (``window.launch``), and with a
game in progress on the table a picture of the whole window too, with a digest of
everything that decides what the next launch shows: the settings file, the saved game and
its journal, the language variables and the app's version. The next launch with no
argument maps its window at that size and paints the picture before it imports the rest
of the app (about 0.35 s of imports and building the table); the live table replaces the
picture once every card it shows can be drawn exactly, and it is the same image, since the
same inputs make the same table. While the picture shows, a click or a key waits in the
queue and reaches the live table (the picture lets mouse events through to it).

The picture is not used when any of those inputs changed (a game played by a newer
version, a setting edited, another saved game), when a link or ``--game`` asks for another
table, when the window did not get the picture's size or pixel ratio, or when the file is
not exactly what :func:`store` writes (any size, any content: a bounded read, a checked
header, a bounded decompression). Then the launch builds the table before its first frame,
as without this module. The file is a cache: a bad one is ignored and replaced at the next
quit, nothing is lost with it. Written atomically, not fsynced (a torn file is refused).
The pixels are stored as they are (4 bytes each: 4 MB at 1280×800): read in about a
millisecond, where inflating them took 14 ms of the launch and a PNG 30 ms.

Imports Qt's classes and the standard library only, and looks up no ``Qt`` enum: the launch
(:mod:`.bootstrap`) paints the picture before it imports the rest of the app.
"""

from __future__ import annotations

import json
import logging
import os
import struct
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, QTimer, Signal
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QWidget

from ... import __version__, trace
from ...digest import blake2b
from ...ordinary_files import read_ordinary
from ...storage import places
from ..window.window_state import BARS

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent

MAGIC = b"paciencia window v1\n"
HEADER_LIMIT = 4096
FILE_LIMIT = 64 << 20
"""A 5K screen's window at twice the pixels is 59 MB; a larger file is not ours (not read)."""
MAX_SIDE = 8192
LANGUAGE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "QT_SCALE_FACTOR", "QT_SCREEN_SCALE_FACTORS")
"""What else changes the window's look with the same files: the system language (when the
language setting follows it) and Qt's scaling."""
INPUT_LIMIT = 8 << 20
FALLBACK_MS = 3000
"""A window never exposed (minimised) still gets its table built after this."""


def launch_file() -> Path:
    return places.window_launch_file()


def inputs_digest() -> str | None:
    """A digest of everything the window shown at launch depends on; None if unreadable."""
    h = blake2b(digest_size=16)
    h.update(f"{__version__}\0".encode())
    for name in LANGUAGE_VARIABLES:
        h.update(f"{name}={os.environ.get(name, '')}\0".encode("utf-8", "replace"))
    for path in (places.settings_file(), places.saved_game_file(), places.saved_game_journal()):
        try:
            data = read_ordinary(path, INPUT_LIMIT)
        except FileNotFoundError:
            data = b"\0absent"
        except OSError:
            return None
        if len(data) > INPUT_LIMIT:
            return None
        h.update(len(data).to_bytes(8, "big") + data)
    return h.hexdigest()


class Launch:
    """The window's size and state when it was left, and its picture when it may be shown now."""

    def __init__(self, size: QSize, maximized: bool, picture: QImage | None = None) -> None:
        self.size = size
        self.maximized = maximized
        self.full_screen = False
        self.bars = dict.fromkeys(BARS, True)
        self.picture = picture
        self.pixels: bytes | None = None  # what ``picture`` draws from: kept with it


def _number(header: dict[str, object], name: str, low: float, high: float) -> float:
    value = header.get(name)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not low <= value <= high:
        raise ValueError(f"{name} is not a number from {low:g} to {high:g}")
    return float(value)


def read(argv: list[str]) -> Launch | None:
    """What the last quit left for this launch; None when there is nothing usable.

    The picture only for a launch with no argument (one with a link or ``--game`` shows
    another table) and only if the digest of the inputs is the one stored with it. A file
    that is not what :func:`store` writes is not used, and why is logged (issue 23)."""
    path = launch_file()
    try:
        if os.stat(path).st_size > FILE_LIMIT:
            raise ValueError("larger than any window's picture")  # not read at all
        # A launch with arguments uses the header alone: not the picture's megabytes (3 ms).
        data = read_ordinary(path, len(MAGIC) + 4 + HEADER_LIMIT if argv else FILE_LIMIT)
        if len(data) > FILE_LIMIT or not data.startswith(MAGIC):
            raise ValueError("not a launch picture")
        at = len(MAGIC)
        (length,) = struct.unpack_from(">I", data, at)
        if length > HEADER_LIMIT:
            raise ValueError("a header longer than any written")
        header = json.loads(data[at + 4:at + 4 + length].decode("utf-8"))
        if not isinstance(header, dict):
            raise ValueError("no header")
        width = int(_number(header, "width", 200, MAX_SIDE))
        height = int(_number(header, "height", 150, MAX_SIDE))
        launch = Launch(QSize(width, height), header.get("maximized") is True)
        launch.full_screen = header.get("full_screen") is True
        launch.bars = {name: header.get(name) is not False for name in BARS}
        key = header.get("key")
        if argv or not isinstance(key, str) or key != inputs_digest():
            return launch
        try:
            launch.picture = _picture(header, memoryview(data)[at + 4 + length:])
        except ValueError as e:  # torn: the size is still the one left
            _ignored(path, e)
            return launch
        launch.pixels = data
        return launch
    except FileNotFoundError:
        return None
    except (OSError, ValueError, struct.error, UnicodeDecodeError, RecursionError) as e:
        _ignored(path, e)
        return None


def _ignored(path: Path, error: BaseException) -> None:
    """Log why the file is not used. It is not deleted: the next quit writes it again (an
    atomic replace, whatever is there now)."""
    logging.getLogger(__name__).warning("cache %s ignored: %s", path, str(error) or error.__class__.__name__)


def _picture(header: dict[str, object], pixels: memoryview) -> QImage:
    pixels_w = int(_number(header, "pixels_w", 1, MAX_SIDE))
    pixels_h = int(_number(header, "pixels_h", 1, MAX_SIDE))
    ratio = _number(header, "ratio", 0.5, 8.0)
    if len(pixels) != pixels_w * pixels_h * 4:
        raise ValueError(f"{len(pixels)} bytes of pixels where the header says {pixels_w * pixels_h * 4}")
    # Drawn from the bytes read, not a copy (7 ms of the launch): the caller keeps them with it.
    image = QImage(pixels, pixels_w, pixels_h, pixels_w * 4, QImage.Format.Format_RGB32)
    image.setDevicePixelRatio(ratio)
    return image


def grab(window: QWidget) -> QImage:
    """The window's pixels, as the player sees them, before it closes."""
    return window.grab().toImage()


def store(window: QWidget, picture: QImage | None, bars: dict[str, bool] | None = None) -> None:
    """Keep the window's size and state (maximised, full screen, ``bars`` shown), and
    ``picture`` (of the table the next launch resumes) with the digest of the inputs as
    they are now, after the game and the settings were saved."""
    maximized = window.isMaximized()
    size = window.size()
    if maximized or window.isFullScreen():  # the size it goes back to (unknown if it never had one)
        normal = window.normalGeometry().size()
        size = normal if normal.width() >= 200 and normal.height() >= 150 else size
    header: dict[str, object] = {"width": size.width(), "height": size.height(), "maximized": maximized,
                                 "full_screen": window.isFullScreen()}
    header.update({name: shown for name, shown in (bars or {}).items() if name in BARS})
    pixels = b""
    key = inputs_digest() if picture is not None and places.saved_game_file().exists() else None
    if picture is not None and key is not None and not picture.isNull():
        image = picture.convertToFormat(QImage.Format.Format_RGB32)
        header.update(key=key, pixels_w=image.width(), pixels_h=image.height(),
                      ratio=image.devicePixelRatio())
        pixels = bytes(image.constBits())  # RGB32 rows are 4 bytes a pixel, never padded
    text = json.dumps(header).encode("utf-8")
    _write(launch_file(), MAGIC + struct.pack(">I", len(text)) + text + pixels)


def _write(path: Path, data: bytes) -> None:
    """Atomic (a temporary file renamed over the old one); a cache, so never fsynced. One
    instance runs at a time (ui/instance/single_instance.py): a temporary left by one killed while
    writing is removed here."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        for stale in path.parent.glob(".window.*.tmp"):
            stale.unlink(missing_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".window.", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    except OSError:
        pass  # a cache that cannot be written: the next launch builds the table first


def place(window: QWidget, launch: Launch) -> None:
    """The window at the size it was left, within the screen (a window left on a larger
    one). Shown maximised if it was. (A first launch's window: :mod:`.first_window`.)"""
    screen = window.screen()
    size = launch.size
    if screen is not None:
        size = size.boundedTo(screen.availableGeometry().size())
    window.resize(size)


class Cover(QWidget):
    """The picture, over the whole window until the live table can take its place.

    Emits ``shown`` once, after its first frame is on screen, or at once when the window
    did not get the picture's size or pixel ratio (then it paints nothing and goes). Sized
    by the window (``MainWindow.resizeEvent``). No ``Qt`` enum is looked up before the
    table is built: PySide makes that namespace on first use, 13 ms of a launch."""

    shown = Signal()

    def __init__(self, window: QWidget, picture: QImage) -> None:
        super().__init__(window)
        self.picture = picture
        self.pixels: bytes | None = None  # the memory ``picture`` draws from, if not its own
        self._told = False
        self.setGeometry(window.rect())
        self.raise_()
        self._fallback = QTimer(self)  # setters: PySide's keyword properties fail on a Turkish locale
        self._fallback.setSingleShot(True)
        self._fallback.setInterval(FALLBACK_MS)
        self._fallback.timeout.connect(self._tell)  # a window never exposed (minimised) still gets built
        self._fallback.start()

    def fits(self) -> bool:
        logical = self.picture.deviceIndependentSize().toSize()
        return logical == self.size() and abs(self.picture.devicePixelRatio() - self.devicePixelRatioF()) < 1e-6

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        if not self.fits():
            self.hide()  # what lies beneath paints instead (nothing until the table is built)
            QTimer.singleShot(0, self._tell)
            return
        painter = QPainter(self)
        painter.drawImage(0, 0, self.picture)
        painter.end()
        trace.mark("picture")
        QTimer.singleShot(0, self._tell)  # after this frame is flushed to the screen

    def _tell(self) -> None:
        if not self._told:
            self._told = True
            self._fallback.stop()
            self.shown.emit()

    def lift(self) -> None:
        """The live table is ready (:func:`.bootstrap.lift_when_ready`): it paints where the
        picture was. (Kept, hidden: the window sizes it while it lives.)"""
        self.hide()
        self.picture = QImage()
        self.pixels = None
