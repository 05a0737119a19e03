"""A launch that can open no window says why and how to fix it, and exits 1, instead of Qt's
abort and core dump (X-3): no display, or system libraries Qt needs that a new system lacks
(app/paciencia/system_libs.py, app/paciencia/ui/launch/no_window.py)."""

from __future__ import annotations

import importlib.abc
import logging
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from paciencia import system_libs
from paciencia.cli import main
from paciencia.ui.launch import no_window

ROOT = Path(__file__).resolve().parents[2]
QT = Path(__import__("PySide6").__file__).parent / "Qt"


def _absent(*sonames: str) -> Callable[[str], bool]:
    return lambda soname: soname not in sonames


# -- which libraries, which packages ------------------------------------------------

def test_the_missing_libraries_are_named_with_their_packages() -> None:
    can_load = _absent("libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libwayland-client.so.0")
    assert system_libs.missing("xcb", can_load) == {"libxcb-icccm.so.4": "libxcb-icccm4",
                                                    "libxcb-keysyms.so.1": "libxcb-keysyms1"}
    assert system_libs.missing("wayland", can_load) == {"libwayland-client.so.0": "libwayland-client0"}
    assert len(system_libs.missing(None, can_load)) == 3
    assert system_libs.missing("offscreen", can_load) == {}  # only what every platform needs
    assert system_libs.apt_command(["b", "a", "b"]) == "sudo apt install a b"


@pytest.mark.skipif(not shutil.which("readelf"), reason="binutils (readelf) not installed")
@pytest.mark.parametrize("library, platform", [
    ("plugins/platforms/libqxcb.so", "xcb"), ("lib/libQt6XcbQpa.so.6", "xcb"),
    ("plugins/platforms/libqwayland.so", "wayland"), ("lib/libQt6Gui.so.6", None),
    ("lib/libQt6Widgets.so.6", None), ("lib/libQt6DBus.so.6", None), ("lib/libQt6Core.so.6", None),
    ("lib/libQt6Network.so.6", None),
])
def test_the_table_knows_every_system_library_qt_links_against(library: str, platform: str | None) -> None:
    # A PySide6 upgrade that links against one more system library must add it to the table.
    dynamic = subprocess.run(["readelf", "-d", str(QT / library)], capture_output=True, text=True, check=True)
    needed = set(re.findall(r"\(NEEDED\).*\[(.+)\]", dynamic.stdout))
    # Qt's own (in the wheel), and the C/C++ runtime and zlib every system has.
    provided = {"libz.so.1", "libstdc++.so.6", "libm.so.6", "libgcc_s.so.1", "libc.so.6", "libresolv.so.2"}
    system = {n for n in needed if not n.startswith(("libQt6", "libicu", "ld-linux")) and n not in provided}
    known = {**system_libs.BASE, **(system_libs.PLATFORMS[platform] if platform else {})}
    assert system and system <= set(known), system - set(known)


def test_a_warning_made_fatal_by_the_environment_is_diagnosed_not_lost(tmp_path: Path) -> None:
    # QT_FATAL_WARNINGS ends the process at Qt's first warning, before its fatal message.
    done = _launch({"QT_QPA_PLATFORM": "xcb", "QT_FATAL_WARNINGS": "1"}, tmp_path)
    assert done.returncode == system_libs.EXIT_NO_WINDOW, (done.returncode, done.stderr)
    assert done.stderr.strip().splitlines()[-1].startswith("paciencia: Paciência cannot open its window: ")


def test_a_qt_import_that_fails_for_a_library_names_it() -> None:
    error = ImportError("libEGL.so.1: cannot open shared object file: No such file or directory")
    said = system_libs.import_failure(error, _absent("libEGL.so.1", "libfontconfig.so.1"))
    assert said == ("Paciência cannot open its window: this system lacks libraries that Qt needs "
                    "(libEGL.so.1, libfontconfig.so.1); on Debian or Ubuntu: sudo apt install libegl1 libfontconfig1.")
    odd = system_libs.import_failure(ImportError("libodd.so.3: cannot open shared object file"), _absent())
    assert odd == "Paciência cannot open its window: this system lacks libraries that Qt needs (libodd.so.3)."
    assert system_libs.import_failure(ImportError("No module named 'PySide6'"), _absent()) is None
    # A broken install or a wrong build is no missing system library: the error says more.
    for other in ("/x/QtGui.abi3.so: undefined symbol: _ZN7QWidget", "libQt6Gui.so.6: cannot open shared object file",
                  "/lib/libc.so.6: version `GLIBC_2.38' not found"):
        assert system_libs.import_failure(ImportError(other), _absent()) is None, other


def test_the_setup_script_installs_as_root_and_otherwise_names_the_command(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    lacking = {"libxcb-icccm.so.4": "libxcb-icccm4"}
    installed: list[list[str]] = []
    monkeypatch.setattr(system_libs, "missing", lambda platform=None: dict(lacking))
    monkeypatch.setattr(system_libs, "install", lambda packages: installed.append(list(packages)) or True)
    monkeypatch.setattr(system_libs.shutil, "which", lambda name: "/usr/bin/" + name)
    monkeypatch.setattr(system_libs.sys, "platform", "linux")
    monkeypatch.setattr(system_libs.os, "geteuid", lambda: 1000)
    assert system_libs.main(["--install"]) == 0 and installed == []
    assert "sudo apt install libxcb-icccm4" in capsys.readouterr().err
    monkeypatch.setattr(system_libs.os, "geteuid", lambda: 0)
    assert system_libs.main(["--install"]) == 1 and installed == [["libxcb-icccm4"]]  # still missing after
    lacking.clear()
    assert system_libs.main(["--install"]) == 0 and installed == [["libxcb-icccm4"]]  # nothing to do


def test_the_setup_script_runs_with_the_system_python_alone() -> None:
    # make and .ci/run call it before the venv exists: the standard library only.
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    python = "/usr/bin/python3" if Path("/usr/bin/python3").exists() else sys.executable
    done = subprocess.run([python, "-S", str(ROOT / "app" / "paciencia" / "system_libs.py")],
                          capture_output=True, text=True, env=env, timeout=60, cwd=ROOT / "app" / "paciencia")
    assert done.returncode == 0, done.stderr
    assert done.stderr == "" or "sudo apt install" in done.stderr


# -- what the launch says ------------------------------------------------------------

def test_the_diagnosis_names_the_libraries_and_the_missing_display() -> None:
    said = ['From 6.5.0, xcb-cursor0 or libxcb-cursor0 is needed to load the Qt xcb platform plugin.',
            'Could not load the Qt platform plugin "xcb" in "" even though it was found.']
    fatal = "This application failed to start because no Qt platform plugin could be initialized."
    lacking = {"libxcb-icccm.so.4": "libxcb-icccm4"}
    asked: list[str | None] = []

    def absent(platform: str | None) -> dict[str, str]:
        asked.append(platform)
        return dict(lacking) if platform == "xcb" else {}

    text = no_window.diagnosis({"DISPLAY": ":0"}, said, fatal, absent)
    assert asked == ["xcb"]  # the plugin Qt tried
    assert text == ("Paciência cannot open its window: this system lacks libraries that Qt needs "
                    "(libxcb-icccm.so.4); on Debian or Ubuntu: sudo apt install libxcb-icccm4.")
    lacking.clear()
    text = no_window.diagnosis({}, said, fatal, absent)
    assert "no display to open it on (neither DISPLAY nor WAYLAND_DISPLAY is set)" in text
    assert "libxcb-cursor0" not in text  # Qt's guess, wrong here, is not repeated
    text = no_window.diagnosis({"DISPLAY": ":9"}, ["qt.qpa.xcb: could not connect to display :9", *said], fatal,
                               absent)
    assert text == ("Paciência cannot open its window: it could not connect to the display ':9' "
                    "(is its X server running, and may this user use it?).")
    text = no_window.diagnosis({"DISPLAY": ":0"}, ["qt.qpa.xcb: something else went wrong", *said], fatal, absent)
    assert text == ("Paciência cannot open its window: Qt could not start its platform plugin (xcb): "
                    'qt.qpa.xcb: something else went wrong Could not load the Qt platform plugin "xcb" in "" '
                    "even though it was found.")  # Qt's wrong guess at a library left out


def test_an_unknown_platform_is_named_with_the_ones_qt_has() -> None:
    fatal = ('qt.qpa.plugin: Could not find the Qt platform plugin "nonsense" in ""\nThis application failed to '
             "start because no Qt platform plugin could be initialized.\n\nAvailable platform plugins are: "
             "minimal, offscreen, xcb, wayland.")
    text = no_window.diagnosis({}, [], fatal, lambda platform: {})
    assert text == ('Paciência cannot open its window: Qt has no platform plugin "nonsense" (asked by '
                    "QT_QPA_PLATFORM or -platform); it has minimal, offscreen, xcb, wayland.")


def _launch(env: dict[str, str], home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``paciencia ARGS`` (by default ``--game klondike``) with no display unless ``env`` names one."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")} | env
    env.update(PACIENCIA_HOME=str(home), PYTHONPATH=str(ROOT / "app"))
    return subprocess.run([sys.executable, "-P", "-m", "paciencia", *(args or ("--game", "klondike"))], env=env,
                          capture_output=True, text=True, timeout=120)


def test_a_launch_with_no_display_and_no_platform_asked_prints_only_the_apps_line(tmp_path: Path) -> None:
    # Qt's own lines ("qt.qpa.plugin: Could not load the Qt platform plugin ...") go to the log only.
    done = _launch({}, tmp_path)
    assert done.returncode == system_libs.EXIT_NO_WINDOW, (done.returncode, done.stderr)
    assert done.stderr == ("paciencia: Paciência cannot open its window: there is no display to open it on "
                           "(neither DISPLAY nor WAYLAND_DISPLAY is set): start it from a graphical desktop; "
                           "the subcommands (paciencia --help) need none.\n")
    log = (tmp_path / "log" / "paciencia.log").read_text(encoding="utf-8")
    assert 'Qt: qt.qpa.plugin: Could not load the Qt platform plugin "xcb"' in log


def test_the_offscreen_self_test_prints_none_of_qts_size_hints_warnings(tmp_path: Path) -> None:
    done = _launch({"QT_QPA_PLATFORM": "offscreen"}, tmp_path, "--self-test")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "propagateSizeHints" not in done.stderr, done.stderr


def test_the_headless_size_hints_warning_is_logged_at_debug_level_only(
        qapp: object, caplog: pytest.LogCaptureFixture) -> None:
    # The launch's handler (the crash reporter's) logs Qt's warnings under "qt", stderr included.
    from PySide6.QtCore import QMessageLogContext, QtMsgType

    from paciencia.ui.launch.crash_dialog import qt_message

    no_window.quiet_headless_noise()
    try:
        with caplog.at_level(logging.DEBUG):
            qt_message(QtMsgType.QtWarningMsg, QMessageLogContext(), no_window.NO_SIZE_HINTS)
            qt_message(QtMsgType.QtWarningMsg, QMessageLogContext(), "QPainter::begin: a real warning")
        levels = {r.getMessage(): r.levelno for r in caplog.records if r.name == "qt"}
        assert levels == {no_window.NO_SIZE_HINTS: logging.DEBUG, "QPainter::begin: a real warning": logging.WARNING}
    finally:
        logging.getLogger("qt").removeFilter(no_window.demote_noise)


def test_a_launch_without_a_display_says_so_and_exits_1(tmp_path: Path) -> None:
    done = _launch({"QT_QPA_PLATFORM": "xcb"}, tmp_path)
    assert done.returncode == system_libs.EXIT_NO_WINDOW, (done.returncode, done.stderr)  # not -6, an abort
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("paciencia: Paciência cannot open its window: ") and "DISPLAY" in last, done.stderr
    assert "Reinstalling the application" not in done.stderr  # Qt's own advice, wrong here
    log = (tmp_path / "log" / "paciencia.log").read_text(encoding="utf-8")
    assert "CRITICAL paciencia.ui.launch.no_window" in log and "Qt: " in log  # the diagnosis, and what Qt said


def test_a_qt_import_that_fails_for_a_library_ends_the_launch_with_the_fix(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    class NoEGL(importlib.abc.MetaPathFinder):
        def find_spec(self, name: str, path: object, target: object = None) -> None:
            if name == "paciencia.app":
                raise ImportError("libEGL.so.1: cannot open shared object file: No such file or directory")

    monkeypatch.delitem(sys.modules, "paciencia.app", raising=False)
    monkeypatch.delattr(sys.modules["paciencia"], "app", raising=False)
    monkeypatch.setattr(sys, "meta_path", [NoEGL(), *sys.meta_path])
    assert main(["--fullscreen"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("paciencia: Paciência cannot open its window: ") and "libEGL.so.1" in err
