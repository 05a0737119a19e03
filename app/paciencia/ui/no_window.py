"""What a launch says when Qt can open no window, instead of Qt's abort and core dump (X-3).

Qt ends the process (``qFatal``, then ``abort``) when no platform plugin starts: no display
to connect to, or system libraries that its plugin links against are missing (a new or
minimal system; :mod:`..system_libs`). Its own last words mislead: it always names
``libxcb-cursor0`` and suggests reinstalling the application. So until the ``QApplication``
exists, :func:`guard` takes Qt's messages. The warnings are held, and printed as Qt prints
them once the application exists (:func:`lift`). The fatal one becomes :func:`diagnosis`,
which names the cause and the fix, on stderr and in the log, with exit status 1
(:data:`EXIT_NO_WINDOW`). Nothing of the player's is open yet, so nothing is lost by
leaving at once.

The message is in English: before the application exists there is no translator, as for
the command line's other messages.
"""

from __future__ import annotations

import logging
import os
import re
import sys
from collections.abc import Callable, Mapping

from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

EXIT_NO_WINDOW = 1
_said: list[str] = []  # what Qt said before the application existed, held until lift()
log = logging.getLogger(__name__)


def guard() -> None:
    """Qt's messages come here until :func:`lift`."""
    _said.clear()
    qInstallMessageHandler(_before_window)


def lift() -> None:
    """The application exists: what Qt said meanwhile is printed as Qt prints it, and its
    messages go to its default handler again."""
    qInstallMessageHandler(None)
    said, _said[:] = list(_said), []
    if said and sys.stderr is not None:
        print("\n".join(said), file=sys.stderr)


def _before_window(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    category = context.category
    if kind != QtMsgType.QtFatalMsg:
        _said.append(f"{category}: {message}" if category and category != "default" else message)
        return
    # What Qt said before its fatal message goes to the log only: on a missing library it
    # names the wrong one, and the diagnosis says it better.
    leave(diagnosis(os.environ, _said, message), _said + [message])


def diagnosis(environ: Mapping[str, str], said: list[str], fatal: str,
              absent: Callable[[str | None], dict[str, str]] | None = None) -> str:
    """Why Qt opened no window and what to do, from the environment, what Qt ``said`` and
    its ``fatal`` message; ``absent``: the missing libraries of a platform (by default
    :func:`..system_libs.missing`)."""
    from .. import system_libs

    absent = absent or system_libs.missing
    tried = list(dict.fromkeys(re.findall(r'platform plugin "([^"]+)"', "\n".join([*said, fatal]))))
    reasons: list[str] = []
    lacking: dict[str, str] = {}
    for platform in tried or [None]:
        lacking.update(absent(platform))
    if lacking:
        reasons.append("this system lacks libraries that Qt needs ("
                       + ", ".join(sorted(lacking)) + "); on Debian or Ubuntu: "
                       + system_libs.apt_command(lacking.values()))
    if not environ.get("DISPLAY") and not environ.get("WAYLAND_DISPLAY"):
        reasons.append("there is no display to open it on (neither DISPLAY nor WAYLAND_DISPLAY is set): "
                       "start it from a graphical desktop; the subcommands (paciencia --help) need none")
    if not reasons:
        platforms = ", ".join(tried) or environ.get("QT_QPA_PLATFORM", "") or "?"
        reasons.append(f"Qt could not start its platform plugin ({platforms}): " + (" ".join(said) or fatal))
    return "Paciência cannot open its window: " + "; and ".join(reasons) + "."


def leave(text: str, said: list[str]) -> None:
    """Say ``text`` on stderr and in the log (with what Qt ``said``), and end the process
    (:data:`EXIT_NO_WINDOW`)."""
    from .. import logs

    if sys.stderr is not None:
        print(f"paciencia: {text}", file=sys.stderr)
        sys.stderr.flush()
    logs.setup(stderr=False)
    for line in said:
        log.warning("Qt: %s", line)
    log.critical("%s", text)
    logs.teardown()
    os._exit(EXIT_NO_WINDOW)
