"""What a launch says when Qt can open no window, instead of Qt's abort and core dump (X-3).

Qt ends the process (``qFatal``, then ``abort``) when no platform plugin starts: no display
to connect to, or system libraries that its plugin links against are missing (a new or
minimal system; :mod:`..system_libs`). Its own last words mislead: it always names
``libxcb-cursor0`` and suggests reinstalling the application. So until the ``QApplication``
exists, :func:`guard` takes Qt's messages. Its warnings and information lines (such as
"Could not load the Qt platform plugin", which Qt 6.11 gives as information) are held, and
printed as Qt prints them once the application exists (:func:`lift`). The fatal one becomes
:func:`diagnosis`, which names the cause and the fix, on stderr and in the log, with exit
status 1 (:data:`..system_libs.EXIT_NO_WINDOW`): what Qt said before it goes to the log only,
so the player reads the app's one line. Nothing of the player's is open yet, so nothing is
lost by leaving at once.

Once the application exists, Qt's messages are printed as Qt prints them, less one that
headless platforms (``offscreen``, ``minimal``: the self-test, the tests) repeat at every
window they show, "This plugin does not support propagateSizeHints()": harmless there, it
is logged at debug level only (:func:`headless_noise`), whether Qt's messages go to stderr
(:func:`lift`) or to the log (the crash reporter's handler, through the ``qt`` logger).

The message is in English: before the application exists there is no translator, as for
the command line's other messages.
"""

from __future__ import annotations

import logging
import os
import re
import sys
from collections.abc import Callable, Mapping

from PySide6.QtCore import QMessageLogContext, QtMsgType, qFormatLogMessage, qInstallMessageHandler
from PySide6.QtGui import QGuiApplication

from ... import logs
from ...core.loading import Feature

# What the system lacks, asked only when Qt can open no window (ctypes, subprocess: a launch
# that opens its window never loads them).
SYSTEM_LIBS = "paciencia.system_libs"
MISSING: Feature[Callable[[str | None], dict[str, str]]] = Feature(f"{SYSTEM_LIBS}:missing")
LACKING: Feature[Callable[[dict[str, str]], str]] = Feature(f"{SYSTEM_LIBS}:lacking")
EXIT_NO_WINDOW: Feature[int] = Feature(f"{SYSTEM_LIBS}:EXIT_NO_WINDOW")

_said: list[str] = []  # what Qt said before the application existed, held until lift()
log = logging.getLogger(__name__)


def guard() -> None:
    """Qt's messages come here until :func:`lift`."""
    _said.clear()
    qInstallMessageHandler(_before_window)


def lift() -> None:
    """The application exists: what Qt said meanwhile is printed as Qt prints it, and its
    messages are printed as Qt prints them, less the headless platforms' noise."""
    qInstallMessageHandler(_after_window)
    quiet_headless_noise()
    said, _said[:] = list(_said), []
    if said and sys.stderr is not None:
        print("\n".join(said), file=sys.stderr)


HEADLESS = ("offscreen", "minimal")
"""Qt's platforms that show no window on a screen."""
NO_SIZE_HINTS = "This plugin does not support propagateSizeHints()"
"""What a headless platform's window says each time it is shown or its size limits change."""


def headless_noise(message: str) -> bool:
    """Whether ``message`` is a warning that a headless platform gives for every window."""
    return message == NO_SIZE_HINTS and QGuiApplication.platformName() in HEADLESS


def _after_window(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    if headless_noise(message):
        log.debug("Qt: %s", message)
    elif sys.stderr is not None:
        print(qFormatLogMessage(kind, context, message), file=sys.stderr)


def quiet_headless_noise() -> None:
    """Where the crash reporter's handler logs Qt's messages (the ``qt`` logger), the
    headless noise goes on at debug level, below stderr's and the log file's thresholds."""
    qt_logger = logging.getLogger("qt")
    if demote_noise not in qt_logger.filters:
        qt_logger.addFilter(demote_noise)


def demote_noise(record: logging.LogRecord) -> bool:
    """The ``qt`` logger's filter: :func:`headless_noise` at debug level, the rest as it is."""
    if record.levelno > logging.DEBUG and headless_noise(record.getMessage()):
        record.levelno, record.levelname = logging.DEBUG, logging.getLevelName(logging.DEBUG)
    return True


def _before_window(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    category = context.category
    line = f"{category}: {message}" if category and category != "default" else message
    if kind == QtMsgType.QtDebugMsg:  # turned on by a developer: as Qt prints them
        if sys.stderr is not None:
            print(line, file=sys.stderr)
        return
    if kind != QtMsgType.QtFatalMsg and not _fatal_by_choice(kind):
        _said.append(line)
        return
    # What Qt said before its fatal message goes to the log only: on a missing library it
    # names the wrong one, and the diagnosis says it better.
    leave(diagnosis(os.environ, _said, line), _said + [line])


def _fatal_by_choice(kind: QtMsgType) -> bool:
    """Whether Qt ends the process after this message because the environment asks it to
    (``QT_FATAL_WARNINGS``, ``QT_FATAL_CRITICALS``, a developer's setting): then it is
    diagnosed at once rather than held, or it would be lost with the process."""
    names = {QtMsgType.QtWarningMsg: ("QT_FATAL_WARNINGS",),
             QtMsgType.QtCriticalMsg: ("QT_FATAL_CRITICALS", "QT_FATAL_WARNINGS")}.get(kind, ())
    return any(os.environ.get(name, "") not in ("", "0") for name in names)


MISLEADING = "xcb-cursor0 or libxcb-cursor0 is needed"
"""Qt 6.5+'s guess whenever its X11 plugin fails to load, whatever is really missing."""


def diagnosis(environ: Mapping[str, str], said: list[str], fatal: str,
              absent: Callable[[str | None], dict[str, str]] | None = None) -> str:
    """Why Qt opened no window and what to do, from the environment, what Qt ``said`` and
    its ``fatal`` message; ``absent``: the missing libraries of a platform (by default
    :func:`..system_libs.missing`)."""
    absent = absent or MISSING()
    everything = "\n".join([*said, fatal])
    unknown = re.search(r'Could not find the Qt platform plugin "([^"]*)"', everything)
    if unknown:
        available = re.search(r"Available platform plugins are: ([^\n]*?)\.?$", everything, re.MULTILINE)
        choice = f"; it has {available.group(1)}" if available else ""
        return (f'Paciência cannot open its window: Qt has no platform plugin "{unknown.group(1)}" '
                f"(asked by QT_QPA_PLATFORM or -platform){choice}.")
    tried = list(dict.fromkeys(re.findall(r'platform plugin "([^"]+)"', everything)))
    reasons: list[str] = []
    lacking: dict[str, str] = {}
    for platform in tried or [None]:
        lacking.update(absent(platform))
    if lacking:
        reasons.append(LACKING()(lacking))
    if not environ.get("DISPLAY") and not environ.get("WAYLAND_DISPLAY"):
        reasons.append("there is no display to open it on (neither DISPLAY nor WAYLAND_DISPLAY is set): "
                       "start it from a graphical desktop; the subcommands (paciencia --help) need none")
    elif "could not connect to display" in everything:
        reasons.append(f"it could not connect to the display {environ.get('DISPLAY', '')!r} "
                       "(is its X server running, and may this user use it?)")
    if not reasons:
        platforms = ", ".join(tried) or environ.get("QT_QPA_PLATFORM", "") or "?"
        told = [line for line in said if MISLEADING not in line] or [fatal]
        reasons.append(f"Qt could not start its platform plugin ({platforms}): " + " ".join(told))
    return "Paciência cannot open its window: " + "; and ".join(reasons).rstrip(".") + "."


def leave(text: str, said: list[str]) -> None:
    """Say ``text`` on stderr and in the log (with what Qt ``said``), and end the process
    (:data:`..system_libs.EXIT_NO_WINDOW`)."""
    if sys.stderr is not None:
        print(f"paciencia: {text}", file=sys.stderr)
        sys.stderr.flush()
    logs.setup(stderr=False)
    for line in said:
        log.warning("Qt: %s", line)
    log.critical("%s", text)
    logs.teardown()
    os._exit(EXIT_NO_WINDOW())
