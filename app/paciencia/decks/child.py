"""How the app starts a Python process of its own (the render helper, a deck check).

``python -m module`` puts the current folder first on ``sys.path``: a ``bisect.py``
in the folder the app was started from would run inside the child. So the child
starts with ``-P`` (Python 3.11: no unsafe path is prepended), from the folder that
holds the package (nothing relative resolves against the player's folder), with a
``PYTHONPATH`` that names the package's folder first and keeps only the absolute
entries the player set (an empty or relative entry means "the current folder").
The frozen bundle runs its own executable with a flag instead (``cli.main``).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_DIR = Path(__file__).resolve().parents[2]
"""The folder holding the ``paciencia`` package (a source tree's ``app/``, or site-packages)."""
ENV_PARENT = "PACIENCIA_PARENT_PID"
"""The window's process id, so a child can tell it is gone even before it could ask."""


def parent_pid() -> int:
    """The process that started this child (the window), as it said; else the current parent."""
    try:
        return int(os.environ.get(ENV_PARENT, ""))
    except ValueError:
        return os.getppid()


def frozen() -> bool:
    return bool(getattr(sys, "frozen", False))


def command(module: str, frozen_flag: str, *args: str) -> tuple[str, list[str]]:
    """Program and arguments that run ``module``'s ``main()`` with ``args``."""
    if frozen():
        return sys.executable, [frozen_flag, *args]  # cli.main hands over
    return sys.executable, ["-P", "-m", module, *args]


def app_command(*args: str) -> tuple[str, list[str]]:
    """Program and arguments that run the app's own command line with ``args``."""
    if frozen():
        return sys.executable, list(args)
    return sys.executable, ["-P", "-m", "paciencia", *args]


def working_dir() -> str:
    return str(Path(sys.executable).resolve().parent if frozen() else APP_DIR)


def python_path(inherited: str | None) -> str:
    """The package's folder, then the absolute entries of the inherited ``PYTHONPATH``."""
    keep = [p for p in (inherited or "").split(os.pathsep) if p and os.path.isabs(p) and p != str(APP_DIR)]
    return os.pathsep.join([str(APP_DIR), *keep])


def environment(base: dict[str, str]) -> dict[str, str]:
    """The child's environment from ``base`` (offscreen Qt, the safe ``PYTHONPATH``)."""
    env = dict(base)
    if env.pop("PACIENCIA_SET_NO_GUI_THREADPOOL", None):
        # The window turned Qt's painting threads off for its own frames (ui/launch/raster.py);
        # drawing whole decks, the helper is better off with them.
        env.pop("QT_NO_GUI_THREADPOOL", None)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env[ENV_PARENT] = str(os.getpid())
    if frozen():
        env.pop("PYTHONPATH", None)
    else:
        env["PYTHONPATH"] = python_path(base.get("PYTHONPATH"))
    return env
