"""An error nobody expected: logged, and told to the player once, with the game kept (X-3).

:class:`CrashReporter` is installed by the launch (:mod:`.bootstrap`) for the window's run and removed after:

* every exception nobody caught is logged with its traceback (``logs.py``: the log file and
  stderr), on whatever thread it was raised (``sys.excepthook``, ``threading.excepthook``);
* the first one raised on the UI thread (in a slot, an event handler or a timer: PySide6
  hands those to ``sys.excepthook`` and the event loop goes on) also gets a dialog, once the
  event loop is back, so that it never opens inside the code that failed: the game is saved
  first (as after every move), then a window-modal message (``open()``, no nested event loop)
  says what happened, that the game is kept on the table, and where the log is, with the
  traceback under "Show Details…" and a button that opens the log's folder. Later errors are
  only logged: a fault repeated at every frame must not bury the table under dialogs;
* ``KeyboardInterrupt`` and ``SystemExit`` go to the hook that was there before;
* Qt's own warnings and errors go to the log too (:func:`qt_message`), under the name of
  their Qt logging category.

A crash no hook sees (a fault inside Qt, a fatal signal) ends the process at once; its report
is in a crash file (``storage/crash_files.py``), which the next launch offers once its first
frame is on screen (:func:`offer_last_crash`, called by :mod:`.bootstrap`), as KDE's crash
handler does: a window-modal message that Paciência closed unexpectedly, that the game is back,
where the report is, with the report under "Show Details…" and buttons to copy it, to open its
folder, and to close.
"""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QMessageLogContext, QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication, QWidget

from ... import trace
from ...core.loading import Feature
from ...storage.crash_files import Crash, last_crash

if TYPE_CHECKING:
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QDesktopServices
    from PySide6.QtWidgets import QMessageBox

    from ..window.controller import AppController
    from ..window.frame import Window

# The dialogs' parts, loaded when one is shown: a launch installs the hooks before its first
# frame, which needs neither the texts' module (Qt's namespace of enums: 15 ms, issue 11), the
# message box's class (1.5 ms), nor QUrl's enums (2 ms).
TRANSLATE: Feature[Callable[[str, str], str]] = Feature("paciencia.ui.text:tr")
MESSAGE_BOX: Feature[type[QMessageBox]] = Feature("PySide6.QtWidgets:QMessageBox")
URL: Feature[type[QUrl]] = Feature("PySide6.QtCore:QUrl")
DESKTOP: Feature[type[QDesktopServices]] = Feature("PySide6.QtGui:QDesktopServices")

log = logging.getLogger("paciencia.crash")
OBJECT_NAME = "crash"
"""The dialog's object name (tests and the self-test find it by it)."""
LAST_CRASH = "last-crash"
"""The object name of the dialog about the last launch's crash."""

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]

_QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}


def qt_message(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """Qt's messages: warnings and worse into the log; the debug and info messages that a
    developer turned on (``QT_LOGGING_RULES``) onto stderr, as Qt prints them."""
    level = _QT_LEVELS.get(kind, logging.WARNING)
    if level < logging.WARNING:
        if sys.stderr is not None:
            print(message, file=sys.stderr)
        return
    category = context.category or "default"
    logging.getLogger("qt" if category == "default" else category).log(level, "%s", message)


class CrashReporter:
    def __init__(self, log_file: Path | None) -> None:
        self.log_file = log_file
        self.reported = False
        self.dialog: QMessageBox | None = None
        self._previous: ExceptHook = sys.excepthook
        self._previous_thread = threading.excepthook
        self._installed = False

    def install(self) -> None:
        self._previous, self._previous_thread = sys.excepthook, threading.excepthook
        sys.excepthook = self.excepthook
        threading.excepthook = self.thread_excepthook
        qInstallMessageHandler(qt_message)
        self._installed = True

    def uninstall(self) -> None:
        if not self._installed:
            return
        if sys.excepthook == self.excepthook:
            sys.excepthook = self._previous
        if threading.excepthook == self.thread_excepthook:
            threading.excepthook = self._previous_thread
        qInstallMessageHandler(None)
        self._installed = False

    # -- the hooks ------------------------------------------------------------------
    def excepthook(self, kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt | SystemExit):
            self._previous(kind, error, tb)
            return
        try:
            log.error("unexpected error", exc_info=(kind, error, tb))
            on_ui_thread = threading.current_thread() is threading.main_thread()
            if on_ui_thread and not self.reported and QApplication.instance() is not None:
                self.reported = True
                summary = "".join(traceback.format_exception_only(kind, error)).strip()
                details = "".join(traceback.format_exception(kind, error, tb))
                QTimer.singleShot(0, lambda: self.report(summary, details))
        except Exception:  # the hook itself must not fail: Python's own report then
            sys.__excepthook__(kind, error, tb)

    def thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None or issubclass(args.exc_type, SystemExit):
            return
        name = args.thread.name if args.thread is not None else "?"
        log.error("unexpected error in thread %s", name, exc_info=(args.exc_type, args.exc_value, args.exc_traceback))

    # -- the report -------------------------------------------------------------------
    def report(self, summary: str, details: str) -> None:
        """Save the game, then show the dialog (from the event loop)."""
        try:
            window = _main_window()
            saved = _save_game(window)
            self.dialog = crash_box(summary, details, saved, self.log_file, window)
            self.dialog.open()
        except Exception:
            log.exception("the error dialog could not be shown")


WINDOW_MODULE = "paciencia.ui.window.frame"
"""Where the window's class lives (looked up, not imported: a crash before the window has none)."""


def _main_window() -> Window | None:
    """The game's window, if it exists (its module is loaded by then: nothing imported here)."""
    module = sys.modules.get(WINDOW_MODULE)
    if module is None:
        return None
    kind: type[Window] = module.Window
    return next((w for w in QApplication.topLevelWidgets() if isinstance(w, kind)), None)


def _controller_with_game(window: Window | None) -> AppController | None:
    """The window's controller if a game is on its table, else None (a table not made yet
    is not made for this)."""
    table = window.table if window is not None else None
    return table.controller if table is not None and table.session.table.game is not None else None


def _save_game(window: Window | None) -> bool | None:
    """Write the saved game now: True if written, False if that failed, None if no game."""
    controller = _controller_with_game(window)
    if controller is None:
        return None
    try:
        controller.save_game()
    except Exception:
        log.exception("the game could not be saved after the error")
        return False
    return True


def offer_last_crash(window: Window) -> None:
    """Once the window's first frame is on screen: the crash the last launch left (a fault in
    Qt, a fatal signal: ``storage/crash_files.py``), told once in a window-modal dialog."""
    try:
        crash = last_crash()
        if crash is not None:
            log.info("the last launch crashed; its report: %s", crash.path)
            last_crash_box(crash, _controller_with_game(window) is not None, window).open()
    except Exception:
        log.exception("the last launch's crash could not be offered")
    trace.mark("crash-check")


def crash_box(summary: str, details: str, saved: bool | None, log_file: Path | None,
              parent: QWidget | None) -> QMessageBox:
    """The dialog: what happened, what became of the game, where the log is."""
    tr = TRANSLATE()
    lines = []
    if saved is True:
        lines.append(tr("crash", "Your game is saved and stays on the table: you can go on playing."))
    elif saved is False:
        lines.append(tr("crash", "You can go on playing, but the game could not be saved."))
    if log_file is not None:
        lines.append(
            tr("crash", "What happened is written in the log, in {folder}. Please send the file {file} "
                        "with your report.").format(folder=log_file.parent, file=log_file.name)
        )
    else:
        lines.append(tr("crash", "No log file could be written: the details are below."))
    box = _message_box(OBJECT_NAME, tr("crash", "Something went wrong"),
                       tr("crash", "Paciência ran into an error it did not expect:") + "\n" + summary,
                       "\n\n".join(lines), details, close=False, parent=parent)
    if log_file is not None:
        _folder_button(box, log_file.parent)
    return box


def last_crash_box(crash: Crash, game_back: bool, parent: QWidget | None) -> QMessageBox:
    """The dialog after a crash of the last launch (issue 33 §3), as KDE's crash handler tells
    one: what happened, that the game is back, where the report is; the report under "Show
    Details…", a button that copies it (the box stays open) and one that opens its folder."""
    tr = TRANSLATE()
    lines = []
    if game_back:
        lines.append(tr("crash", "Your game was saved after every move: it is back on the table."))
    lines.append(
        tr("crash", "What happened is written in the file {file}, in {folder}. Please send it with your "
                    "report.").format(file=crash.path.name, folder=crash.path.parent)
    )
    box = _message_box(LAST_CRASH, tr("crash", "Paciência closed unexpectedly"),
                       tr("crash", "Paciência closed unexpectedly last time."), "\n\n".join(lines),
                       crash.text, close=True, parent=parent)
    copy = box.addButton(tr("crash", "Copy the Report"), box.ButtonRole.ActionRole)
    # A message box closes at any of its buttons: this one only copies (its own handler alone).
    copy.clicked.disconnect()

    def copied() -> None:
        QApplication.clipboard().setText(crash.text)
        copy.setText(tr("crash", "Report Copied"))

    copy.clicked.connect(copied)
    _folder_button(box, crash.path.parent)
    return box


def _message_box(name: str, title: str, text: str, informative: str, details: str, close: bool,
                 parent: QWidget | None) -> QMessageBox:
    """A warning with the details under "Show Details…", closed by OK (or Close, ``close``)."""
    message_box = MESSAGE_BOX()
    box = message_box(parent)
    box.setObjectName(name)
    box.setIcon(message_box.Icon.Warning)
    box.setWindowTitle(title)
    box.setText(text)
    box.setInformativeText(informative)
    box.setDetailedText(details)
    button = message_box.StandardButton.Close if close else message_box.StandardButton.Ok
    box.setStandardButtons(button)
    box.setDefaultButton(button)
    # Escape, the title bar's close button and the app's quit (which closes every window
    # first) close it too: a message box with two buttons and none to cancel refuses to close.
    box.setEscapeButton(button)
    return box


def _folder_button(box: QMessageBox, folder: Path) -> None:
    tr = TRANSLATE()
    button = box.addButton(tr("crash", "Open the Log Folder"), box.ButtonRole.ActionRole)
    button.clicked.connect(lambda: _open_folder(folder))


def _open_folder(folder: Path) -> None:
    DESKTOP().openUrl(URL().fromLocalFile(str(folder)))
