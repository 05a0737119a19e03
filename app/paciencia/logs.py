"""The log a player can send (X-3): warnings and errors in a rotating file, and on stderr.

Where it is:

* ``$PACIENCIA_HOME/log/paciencia.log`` when ``PACIENCIA_HOME`` is set (tests, portable use);
* else platformdirs' ``user_log_dir("paciencia")``: on Linux the XDG state folder,
  ``~/.local/state/paciencia/log`` (``$XDG_STATE_HOME``; a Flatpak's is
  ``~/.var/app/io.github.paciencia.Paciencia/.local/state/paciencia/log``), on macOS
  ``~/Library/Logs/paciencia``, on Windows ``%LOCALAPPDATA%\\paciencia\\paciencia\\Logs``.

What goes in: everything logged at WARNING or above by any module (Python's own warnings
too, through :func:`logging.captureWarnings`), the ``paciencia`` loggers' INFO lines (a
line at each start: version, Python, Qt), and, once the window runs, Qt's own warnings and
unexpected exceptions with their traceback (``ui/launch/crash_dialog.py``). The file turns over
at :data:`MAX_BYTES`, keeping :data:`BACKUPS` older files (``paciencia.log.1`` …), so it
never grows without end. stderr gets the warnings and errors only. A crash that ends the
process at once (a fault in Qt, a fatal signal) is written by faulthandler into a crash file
beside the log (``storage/crash_files.py``).

A log that cannot be written (a read-only folder, a full disk, a FIFO or a folder where the
file should be) never stops the app: :func:`setup` then logs to stderr alone and says why
there, and a write that fails later is reported on stderr by :mod:`logging` itself.

No Qt here.
"""

from __future__ import annotations

import io
import logging
import os
import sys
from pathlib import Path

from . import __version__
from .ordinary_files import open_ordinary
from .storage.places import APP_NAME, ENV_HOME, USER_DIR

LOG_NAME = "paciencia.log"
MAX_BYTES = 512 * 1024
BACKUPS = 3
LOGGER = "paciencia"
"""The app's loggers are ``paciencia`` and below (``logging.getLogger(__name__)``)."""
FILE_FORMAT = "%(asctime)s %(levelname)s %(name)s [%(threadName)s]: %(message)s"
STDERR_FORMAT = "paciencia: %(levelname)s: %(name)s: %(message)s"

_installed: list[logging.Handler] = []


def log_dir() -> Path:
    """The folder of the log files (see the module's docstring)."""
    home = os.environ.get(ENV_HOME)
    if home:
        return Path(home) / "log"
    path = Path(USER_DIR["log"]()(APP_NAME))
    if not path.is_absolute():  # an invalid relative $XDG_STATE_HOME (storage/places.py: same decision)
        path = Path.home() / ".local" / "state" / APP_NAME / "log"
    return path


def log_file() -> Path:
    return log_dir() / LOG_NAME


class LogFile(logging.FileHandler):
    """The log file: appended to, turned over before it would pass ``max_bytes`` (``NAME.1`` …
    ``NAME.<backups>`` keep the older ones), and opened only if it is an ordinary file, never
    waiting: a FIFO put where the log goes would block a plain ``open`` for ever
    (``ordinary_files.py`` does the same for reads).

    Not :class:`logging.handlers.RotatingFileHandler`: that module brings socket, pickle and
    queue with it, about 9 ms at every launch, for the few lines used here."""

    def __init__(self, path: Path, max_bytes: int, backups: int) -> None:
        self.max_bytes, self.backups = max_bytes, backups
        super().__init__(path, mode="a", encoding="utf-8")

    def _open(self) -> io.TextIOWrapper:
        fd = open_ordinary(self.baseFilename, append=True)  # never a FIFO's wait, never a device
        return open(fd, "a", encoding=self.encoding, errors=self.errors)  # the handler closes it

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self.stream is not None:
                size = len((self.format(record) + self.terminator).encode(self.encoding or "utf-8", "replace"))
                if self.stream.tell() + size > self.max_bytes:
                    self._turn_over()
        except Exception:
            self.handleError(record)
            return
        super().emit(record)

    def _turn_over(self) -> None:
        if self.stream is not None:
            self.stream.close()
            self.stream = None  # FileHandler's own way to say "closed"
        base = self.baseFilename
        for n in range(self.backups - 1, 0, -1):
            if os.path.exists(f"{base}.{n}"):
                os.replace(f"{base}.{n}", f"{base}.{n + 1}")
        os.replace(base, f"{base}.1")
        self.stream = self._open()


def setup(stderr: bool = True) -> Path | None:
    """Send the log to its file and (``stderr``) to stderr; the file, or None if it cannot be
    written. Called again, it replaces what the last call installed."""
    teardown()
    root = logging.getLogger()
    if stderr and sys.stderr is not None:  # a windowed bundle on Windows has no stderr
        console = logging.StreamHandler()
        console.setLevel(logging.WARNING)
        console.setFormatter(logging.Formatter(STDERR_FORMAT))
        _add(root, console)
    logging.getLogger(LOGGER).setLevel(logging.INFO)
    logging.captureWarnings(True)
    path = log_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = LogFile(path, MAX_BYTES, BACKUPS)
    except OSError as e:
        logging.getLogger(LOGGER).warning("no log file: %s", e)
        return None
    handler.setLevel(logging.INFO)
    handler.setFormatter(logging.Formatter(FILE_FORMAT))
    _add(root, handler)
    return path


def _add(root: logging.Logger, handler: logging.Handler) -> None:
    root.addHandler(handler)
    _installed.append(handler)


def teardown() -> None:
    """Remove and close what :func:`setup` installed (the process goes on without a log file)."""
    root = logging.getLogger()
    while _installed:
        handler = _installed.pop()
        root.removeHandler(handler)
        handler.close()
    logging.captureWarnings(False)


def started(toolkit: str = "") -> None:
    """The first line of a run: what a report needs to know about this installation."""
    where = "frozen bundle" if getattr(sys, "frozen", False) else str(Path(__file__).resolve().parent)
    logging.getLogger(LOGGER).info(
        "Paciência %s started: Python %s%s, %s (%s)",
        __version__, sys.version.split()[0], f", {toolkit}" if toolkit else "", sys.platform, where,
    )
