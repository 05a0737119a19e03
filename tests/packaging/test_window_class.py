"""X-3 (issue 24 item 8): the window names itself as the desktop entry does, so that docks put it
under its launcher: on X11 its WM_CLASS is the entry's StartupWMClass (read as a dock reads it,
xprop, on a private Xvfb server), on Wayland its app id is the entry's name (read from the
protocol the app speaks to a private headless Weston)."""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from paciencia import APP_ID
from waits import wait_until

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.slow
needs_x11 = pytest.mark.skipif(
    not all(shutil.which(tool) for tool in ("Xvfb", "xprop", "xwininfo")),
    reason="Xvfb and x11-utils (xprop, xwininfo) not installed",
)


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


@needs_x11
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
        classes: list[str] = []

        def shown() -> bool:
            classes[:] = window_classes(display)
            return wanted in classes or app.poll() is not None

        wait_until(shown, pause=0.2, what="a window with the desktop entry's WM_CLASS")
        assert wanted in classes, f"WM_CLASS of the windows: {classes}"
    finally:
        app.terminate()  # SIGTERM: the app quits as from the menu, or ends at once if too early for that
        out, _ = app.communicate(timeout=30)
    assert app.returncode in (0, -signal.SIGTERM), out


@pytest.mark.skipif(not shutil.which("weston"), reason="weston not installed")
def test_wayland_app_id_is_the_desktop_entrys(tmp_path: Path) -> None:
    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700)
    base = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    base["XDG_RUNTIME_DIR"] = str(runtime)
    server = subprocess.Popen(["weston", "--backend=headless-backend.so", "--socket=wl-test", "--idle-time=0"],
                              env=base, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    out = tmp_path / "wayland.log"
    try:
        wait_until((runtime / "wl-test").exists, pause=0.1, what="weston's socket")
        env = dict(base, WAYLAND_DISPLAY="wl-test", QT_QPA_PLATFORM="wayland", WAYLAND_DEBUG="client",
                   PACIENCIA_HOME=str(tmp_path / "home"),
                   PYTHONPATH=str(ROOT / "app") + os.pathsep + base.get("PYTHONPATH", ""))
        with out.open("w") as log:
            app = subprocess.Popen([sys.executable, "-P", "-m", "paciencia", "--game", "klondike"], env=env,
                                   stdout=log, stderr=subprocess.STDOUT)
            try:
                wait_until(lambda: "set_app_id" in out.read_text(errors="replace") or app.poll() is not None,
                           pause=0.2, what="the app's set_app_id request")
            finally:
                app.terminate()
                app.wait(30)
    finally:
        server.terminate()
        server.wait(10)
    ids = re.findall(r'set_app_id\("([^"]*)"\)', out.read_text(errors="replace"))
    assert ids and set(ids) == {APP_ID}, out.read_text(errors="replace")[-3000:]
