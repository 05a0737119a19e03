"""The system libraries Qt needs to open the window on Linux, which a venv cannot bring.

PySide6's wheels carry Qt itself, but its platform plugins link against the desktop's own
libraries (``readelf -d`` of PySide6 6.x's ``libqxcb.so``, ``libQt6XcbQpa.so.6``,
``libQt6Gui.so.6``, ``libqwayland.so``). A desktop has them; a minimal or new system may
not, and Qt then aborts with a message that names the wrong one (it always says
``libxcb-cursor0``). So:

* a launch whose window Qt cannot open says which of these are missing and the command that
  installs them (:mod:`.ui.no_window`), instead of dumping core;
* the Makefile (so ``make run``, ``make test`` and ``.ci/run``) calls this file as a script
  (with the system's Python, before the venv exists: standard library only, no relative
  import). It installs
  what is missing when it runs as root where ``apt-get`` exists, and otherwise prints the
  command and carries on: the tests run offscreen without the X11 libraries, and the window
  says the same thing at its launch.

The package names are Debian's (Ubuntu's are the same).
"""

from __future__ import annotations

import ctypes
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterable

EXIT_NO_WINDOW = 1
"""Exit status of a launch that can open no window (``cli.py``, ``ui/launch/no_window.py``)."""
BASE = {
    "libEGL.so.1": "libegl1", "libGL.so.1": "libgl1", "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6", "libX11.so.6": "libx11-6", "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0", "libxkbcommon.so.0": "libxkbcommon0",
    "libdbus-1.so.3": "libdbus-1-3", "libzstd.so.1": "libzstd1", "libgssapi_krb5.so.2": "libgssapi-krb5-2",
    "libbrotlidec.so.1": "libbrotli1", "libbrotlicommon.so.1": "libbrotli1",
}
"""What QtCore, QtGui, QtWidgets and QtNetwork (the single-instance socket) load on any
platform, offscreen included."""
XCB = {
    "libxcb.so.1": "libxcb1", "libX11-xcb.so.1": "libx11-xcb1", "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxcb-cursor.so.0": "libxcb-cursor0", "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0", "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0", "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0", "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0", "libxcb-sync.so.1": "libxcb-sync1", "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0", "libxcb-xkb.so.1": "libxcb-xkb1",
}
"""What Qt's X11 platform plugin (xcb) adds."""
WAYLAND = {"libwayland-client.so.0": "libwayland-client0", "libwayland-cursor.so.0": "libwayland-cursor0"}
"""What Qt's Wayland platform plugin adds."""
PLATFORMS = {"xcb": XCB, "wayland": WAYLAND}
SOUND = {"libpulse.so.0": "libpulse0"}
"""What QtMultimedia (the sound extra, PySide6-Addons) loads: its audio output is PulseAudio's
client, which PipeWire serves too (``readelf -d libQt6Multimedia.so.6``)."""


def loadable(soname: str) -> bool:
    """Whether the dynamic loader finds ``soname`` (as Qt's plugin would)."""
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def missing(platform: str | None = None, can_load: Callable[[str], bool] = loadable) -> dict[str, str]:
    """The libraries absent for Qt on ``platform`` ("xcb", "wayland"; None: every platform
    this table knows), each with its package."""
    wanted = dict(BASE)
    for name, libraries in PLATFORMS.items():
        if platform is None or platform == name:
            wanted.update(libraries)
    if platform is None:
        wanted.update(SOUND)  # the quick start installs the sound extra (make run)
    return {soname: package for soname, package in wanted.items() if not can_load(soname)}


def missing_for_sound(can_load: Callable[[str], bool] = loadable) -> dict[str, str]:
    """The libraries QtMultimedia needs that this system lacks, each with its package."""
    return {soname: package for soname, package in SOUND.items() if not can_load(soname)}


def import_failure(error: ImportError, can_load: Callable[[str], bool] = loadable) -> str | None:
    """What to tell when importing Qt failed because the loader found no system library it
    needs, or None for any other import error (a broken install, a wrong symbol: the
    error itself says more)."""
    named = re.match(r"(lib[\w.+-]*\.so[\w.]*): cannot open shared object file", str(error))
    if named is None or named.group(1).startswith(("libQt6", "libpyside6", "libshiboken6")):
        return None
    absent = missing("none", can_load)  # what any Qt window needs, before a platform is chosen
    absent.setdefault(named.group(1), BASE.get(named.group(1), ""))
    return f"Paciência cannot open its window: {lacking(absent)}."


def lacking(absent: dict[str, str]) -> str:
    """The sentence naming the missing libraries and the command that installs them."""
    packages = [p for p in absent.values() if p]
    fix = f"; on Debian or Ubuntu: {apt_command(packages)}" if packages else ""
    return "this system lacks libraries that Qt needs (" + ", ".join(sorted(absent)) + ")" + fix


def apt_command(packages: Iterable[str]) -> str:
    return "sudo apt install " + " ".join(sorted(set(packages)))


def install(packages: Iterable[str]) -> bool:
    """Install ``packages`` with apt-get (as root); whether it succeeded."""
    names = sorted(set(packages))
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    print("paciencia: installing the system libraries Qt needs: " + " ".join(names), file=sys.stderr)
    for command in (["apt-get", "update", "-qq"], ["apt-get", "install", "-y", "-qq", *names]):
        if subprocess.run(command, env=env, stdout=subprocess.DEVNULL).returncode != 0:
            return False
    return True


def main(argv: list[str]) -> int:
    """``system_libs.py [--install]``: say what is missing (and install it as root with
    ``--install``); 0 unless an install was tried and failed."""
    if not sys.platform.startswith("linux"):
        return 0  # Qt's wheels for macOS and Windows need nothing from the system
    absent = missing()
    if not absent:
        return 0
    packages = sorted(set(absent.values()))
    if "--install" in argv and os.geteuid() == 0 and shutil.which("apt-get"):
        if install(packages) and not missing():
            return 0
        print("paciencia: the install failed; the window needs: " + ", ".join(sorted(absent)), file=sys.stderr)
        return 1
    print(f"paciencia: to open the window, {lacking(absent)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
