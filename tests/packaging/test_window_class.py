"""X-3 (issue 24 item 8): on X11 the window's WM_CLASS is the desktop entry's StartupWMClass, so
that docks put the window under its launcher. The app runs on a private Xvfb server and the
class is read as a dock reads it (xprop)."""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from paciencia import APP_ID

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not all(shutil.which(tool) for tool in ("Xvfb", "xprop", "xwininfo")),
        reason="Xvfb and x11-utils (xprop, xwininfo) not installed",
    ),
]


@pytest.fixture
def display() -> Iterator[str]:
    """A private X server; Xvfb picks a free display number and writes it to a pipe."""
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        with os.fdopen(read) as f:
            number = f.readline().strip()
        assert number.isdigit(), "Xvfb did not start"
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(10)


def window_classes(display: str) -> list[str]:
    env = dict(os.environ, DISPLAY=display)
    tree = subprocess.run(["xwininfo", "-root", "-tree"], env=env, capture_output=True, text=True, timeout=10).stdout
    classes = []
    for window in re.findall(r"^\s+(0x[0-9a-f]+) ", tree, re.MULTILINE):
        prop = subprocess.run(["xprop", "-id", window, "WM_CLASS"], env=env, capture_output=True, text=True,
                              timeout=10).stdout
        if "=" in prop:
            classes.append(prop.split("=", 1)[1].strip())
    return classes


def test_wm_class_is_the_desktop_entrys(display: str, tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    env.update(
        DISPLAY=display, QT_QPA_PLATFORM="xcb", PACIENCIA_HOME=str(tmp_path / "home"),
        PYTHONPATH=str(ROOT / "app") + os.pathsep + env.get("PYTHONPATH", ""),
    )
    app = subprocess.Popen([sys.executable, "-P", "-m", "paciencia", "--game", "klondike"], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        wanted = f'"{APP_ID}", "{APP_ID}"'  # instance and class, as StartupWMClass names it
        deadline = time.monotonic() + 30
        classes: list[str] = []
        while time.monotonic() < deadline and wanted not in classes and app.poll() is None:
            time.sleep(0.2)
            classes = window_classes(display)
        assert wanted in classes, f"WM_CLASS of the windows: {classes}"
    finally:
        app.terminate()  # SIGTERM: the app quits as from the menu, or ends at once if too early for that
        out, _ = app.communicate(timeout=30)
    assert app.returncode in (0, -signal.SIGTERM), out
