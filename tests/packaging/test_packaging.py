"""X-2, X-3: desktop integration files, icons, the self-test, and the install/uninstall scripts.

Fast: nothing here builds the PyInstaller bundle (``make bundle smoke`` does).
"""

from __future__ import annotations

import configparser
import importlib.resources
import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from paciencia import APP_ID, paths
from paciencia.app import run_app
from paciencia.core.registry import ids
from paciencia.ui.launch.bootstrap import UsageError, take_game
from paciencia.ui.launch.identity import identify

GAMES = ids()

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
DESKTOP = PACKAGING / "linux" / f"{APP_ID}.desktop"
METAINFO = PACKAGING / "linux" / f"{APP_ID}.metainfo.xml"
ICONS = PACKAGING / "icons"
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
LOCALES = ("pt_BR", "pt_PT")


def desktop_entry() -> configparser.ConfigParser:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser


# -- the desktop entry ---------------------------------------------------------------
def test_desktop_entry_keys() -> None:
    entry = desktop_entry()["Desktop Entry"]
    assert entry["Type"] == "Application"
    for key in ("Name", "GenericName", "Comment", "Keywords"):
        assert entry.get(key, "").strip(), f"{key} missing"
        for locale in LOCALES:
            assert entry.get(f"{key}[{locale}]", "").strip(), f"{key}[{locale}] missing"
    assert entry["Categories"] == "Game;CardGame;"
    assert entry["Keywords"].endswith(";")
    assert entry["Icon"] == APP_ID
    assert entry["Terminal"] == "false"
    assert entry["Exec"].split()[0] == "paciencia" and "%u" in entry["Exec"].split()
    assert "x-scheme-handler/paciencia" in entry["MimeType"].split(";")


def test_startup_wm_class_is_the_desktop_file_name(qapp: Any) -> None:
    entry = desktop_entry()["Desktop Entry"]
    assert entry["StartupWMClass"] == APP_ID == DESKTOP.stem
    # the app names itself with the same id: the Wayland app id (desktop file name) and the
    # class of X11's WM_CLASS (application name); people read the display name
    from PySide6.QtGui import QGuiApplication

    before = (QGuiApplication.applicationName(), QGuiApplication.applicationDisplayName(),
              QGuiApplication.desktopFileName())
    try:
        identify()
        assert QGuiApplication.desktopFileName() == APP_ID == QGuiApplication.applicationName()
        assert QGuiApplication.applicationDisplayName() == "Paciência"
    finally:
        QGuiApplication.setApplicationName(before[0])
        QGuiApplication.setApplicationDisplayName(before[1])
        QGuiApplication.setDesktopFileName(before[2])


def test_desktop_actions_one_per_game() -> None:
    parser = desktop_entry()
    actions = [a for a in parser["Desktop Entry"]["Actions"].split(";") if a]
    assert actions == list(GAMES)
    for game in GAMES:
        section = parser[f"Desktop Action {game}"]
        assert section["Exec"] == f"paciencia --game {game}"
        for locale in LOCALES:
            assert section.get(f"Name[{locale}]", "").strip()
        assert take_game(section["Exec"].split()[1:]) == (game, [])


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-validate not installed")
def test_desktop_file_validates() -> None:
    run = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr


# What appstreamcli --pedantic may still say: the app id has capitals (the reverse-DNS
# convention of the desktop entry and Flathub ids; docs/packaging.md), and AppStream before 1.0
# does not know the <developer> tag that Flathub asks for.
PEDANTIC_ACCEPTED = ("cid-contains-uppercase-letter", "unknown-tag developer")


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="appstreamcli not installed")
def test_metainfo_validates_pedantic() -> None:
    run = subprocess.run(
        ["appstreamcli", "validate", "--pedantic", "--no-net", str(METAINFO)],
        capture_output=True, text=True, timeout=120,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    notes = [line for line in run.stdout.splitlines() if line[:2] in ("E:", "W:", "I:", "P:")]
    assert all(any(ok in line for ok in PEDANTIC_ACCEPTED) for line in notes), run.stdout


def test_metainfo_names_the_desktop_file() -> None:
    text = METAINFO.read_text(encoding="utf-8")
    assert f"<id>{APP_ID}</id>" in text
    assert f'<launchable type="desktop-id">{DESKTOP.name}</launchable>' in text


# -- icons -------------------------------------------------------------------------
def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", data[16:24])


@pytest.mark.parametrize("size", SIZES)
def test_hicolor_icon(size: int) -> None:
    path = ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
    assert path.is_file(), f"missing {path} (run packaging/make_icons.py)"
    assert png_size(path) == (size, size)


def test_scalable_and_platform_icons() -> None:
    assert paths.icon_file().read_text(encoding="utf-8").lstrip().startswith("<svg")
    ico = (ICONS / "paciencia.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1) and count >= 5
    icns = (ICONS / "paciencia.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)


# -- paths, --game --------------------------------------------------------------------
def test_paths_are_inside_the_package() -> None:
    """X-3: data is package data, found with importlib.resources (here: the source tree's package;
    test_wheel.py checks an installed wheel without the repository around it)."""
    package = Path(str(importlib.resources.files("paciencia")))
    assert paths.package_dir() == package == ROOT / "app" / "paciencia"
    assert paths.resources_dir() == package / "resources"
    assert sorted(p.name for p in (paths.resources_dir() / "decks").glob("*.svg"))
    assert paths.translations_dir() == package / "translations"
    assert {"paciencia_pt_BR.qm", "paciencia_pt_PT.qm"} <= {p.name for p in paths.translations_dir().iterdir()}
    assert paths.icon_file().is_file()
    assert not (ROOT / "resources").exists(), "run-time data belongs inside the package"


def test_paths_need_no_qt() -> None:
    code = "import sys, paciencia.paths; sys.exit('PySide6' in sys.modules)"
    env = dict(os.environ, PYTHONPATH=str(ROOT / "app"))
    assert subprocess.run([sys.executable, "-c", code], env=env).returncode == 0


def test_game_flag() -> None:
    assert take_game(["--game", "spider"]) == ("spider", [])
    assert take_game(["--game=pyramid", "paciencia://freecell/1"]) == ("pyramid", ["paciencia://freecell/1"])
    assert take_game(["paciencia://freecell/1"]) == (None, ["paciencia://freecell/1"])
    with pytest.raises(UsageError, match="chess"):
        take_game(["--game", "chess"])
    with pytest.raises(UsageError):
        take_game(["--game"])
    assert run_app(["--game", "chess"]) == 2  # refused before any window


# -- the self-test, as the bundle runs it -----------------------------------------------
@pytest.mark.slow
def test_self_test_passes(tmp_path: Path) -> None:
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        PACIENCIA_HOME=str(tmp_path / "home"),
        PYTHONPATH=str(ROOT / "app") + os.pathsep + env.get("PYTHONPATH", ""),
    )
    run = subprocess.run(
        [sys.executable, "-m", "paciencia", "--self-test"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        cwd=tmp_path,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    for game in GAMES:
        assert f"{game} ok:" in run.stdout
    assert "self-test passed" in run.stdout


# -- install.sh / uninstall.sh ----------------------------------------------------------
def fake_bundle(tmp_path: Path) -> Path:
    bundle = tmp_path / "bundle" / "paciencia"
    (bundle / "_internal" / "resources").mkdir(parents=True)
    (bundle / "_internal" / "resources" / "x.txt").write_text("data\n")
    exe = bundle / "paciencia"
    # removing is the program's (issue 33 §4: one implementation): this fake runs the real one for it
    exe.write_text(
        "#!/bin/sh\n"
        'if [ "$1" = --uninstall-desktop ]; then\n'
        f'  PYTHONPATH="{ROOT / "app"}" exec "{sys.executable}" -m paciencia "$@"\n'
        "fi\n"
        'echo fake paciencia "$@"\n'
    )
    exe.chmod(0o755)
    return bundle


def tree(root: Path) -> list[str]:
    if not root.exists():
        return []
    return sorted(str(p.relative_to(root)) + ("/" if p.is_dir() else "") for p in root.rglob("*"))


def script_env(tmp_path: Path) -> dict[str, str]:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    env = dict(os.environ)
    env.update(
        HOME=str(home),
        XDG_DATA_HOME=str(home / ".local" / "share"),
        XDG_CONFIG_HOME=str(home / ".config"),
        PYTHON=sys.executable,  # install.sh runs paciencia.desktop_install with it
    )
    return env


def sh(script: str, *args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    run = subprocess.run(
        ["sh", str(PACKAGING / script), *args], env=env, capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0, run.stdout + run.stderr
    return run


def test_install_uninstall_round_trip_in_a_prefix(tmp_path: Path) -> None:
    bundle = fake_bundle(tmp_path)
    prefix = tmp_path / "pre fix"  # a space: the desktop entry must quote Exec
    # things already there stay, and so do the folders holding them
    (prefix / "share" / "applications").mkdir(parents=True)
    (prefix / "share" / "applications" / "other.desktop").write_text("[Desktop Entry]\n")
    (prefix / "bin").mkdir()
    (prefix / "bin" / "other-tool").write_text("")
    before = tree(prefix)
    env = script_env(tmp_path)

    sh("install.sh", "--prefix", str(prefix), "--bundle", str(bundle), env=env)
    lib = prefix / "lib" / "paciencia"
    launcher = prefix / "bin" / "paciencia"
    assert launcher.is_symlink() and launcher.resolve() == (lib / "paciencia").resolve()
    out = subprocess.run([str(launcher), "--game", "spider"], capture_output=True, text=True)
    assert out.stdout.strip() == "fake paciencia --game spider"
    assert (lib / "_internal" / "resources" / "x.txt").is_file()
    assert (lib / "uninstall.sh").is_file()
    share = prefix / "share"
    desktop = (share / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert f'Exec="{lib}/paciencia" %u' in desktop
    assert f'Exec="{lib}/paciencia" --game pyramid' in desktop
    for size in SIZES:
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert (share / "man" / "man6" / "paciencia.6").is_file()

    # again over itself: an upgrade, still one clean installation
    sh("install.sh", "--prefix", str(prefix), "--bundle", str(bundle), "--quiet", env=env)
    assert launcher.is_symlink()

    sh("uninstall.sh", "--prefix", str(prefix), env=env)
    assert tree(prefix) == before


def test_install_for_the_user_and_uninstall_from_the_installed_copy(tmp_path: Path) -> None:
    bundle = fake_bundle(tmp_path)
    env = script_env(tmp_path)
    home = Path(env["HOME"])
    before = tree(home)

    sh("install.sh", "--bundle", str(bundle), env=env)
    lib = home / ".local" / "lib" / "paciencia"
    assert (home / ".local" / "bin" / "paciencia").resolve() == (lib / "paciencia").resolve()
    desktop = home / ".local" / "share" / "applications" / f"{APP_ID}.desktop"
    assert f"Exec={lib}/paciencia %u" in desktop.read_text(encoding="utf-8")
    assert (home / ".local" / "share" / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()

    subprocess.run(["sh", str(lib / "uninstall.sh"), "--quiet"], env=env, check=True, timeout=120)
    after = tree(home)
    # xdg-mime (where installed) leaves its mimeapps.list behind, without our association
    for name in (".config/", ".config/mimeapps.list"):
        if name in after and name not in before:
            after.remove(name)
    mimeapps = home / ".config" / "mimeapps.list"
    if mimeapps.exists():
        assert f"x-scheme-handler/paciencia={APP_ID}" not in mimeapps.read_text(encoding="utf-8")
    assert after == before


def test_uninstall_without_an_installation_says_so(tmp_path: Path) -> None:
    run = subprocess.run(
        ["sh", str(PACKAGING / "uninstall.sh"), "--prefix", str(tmp_path / "none")],
        capture_output=True,
        text=True,
        env=script_env(tmp_path),
    )
    assert run.returncode == 1 and "nothing to remove" in run.stderr


def test_uninstall_without_the_installed_program_says_what_is_left(tmp_path: Path) -> None:
    bundle = fake_bundle(tmp_path)
    prefix = tmp_path / "prefix"
    env = script_env(tmp_path)
    sh("install.sh", "--prefix", str(prefix), "--bundle", str(bundle), "--quiet", env=env)
    lib = prefix / "lib" / "paciencia"
    (lib / "paciencia").unlink()
    run = subprocess.run(["sh", str(lib / "uninstall.sh")], capture_output=True, text=True, env=env, timeout=60)
    assert run.returncode == 1
    assert "cannot remove itself" in run.stderr and str(lib / ".install-manifest") in run.stderr
    assert (prefix / "share" / "applications" / f"{APP_ID}.desktop").is_file()  # nothing half-removed


def test_spec_compiles() -> None:
    compile((PACKAGING / "paciencia.spec").read_text(encoding="utf-8"), "paciencia.spec", "exec")


GAME_FLAG_SCRIPT = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from paciencia.app import run_app
from paciencia.ui.window.main_window import MainWindow
shown = []
def look():
    window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))
    shown.append(window.controller.session.table.game.code.game if window.controller.session.table.game else None)
    window.close()
    QApplication.quit()
QTimer.singleShot(1000, look)
run_app(sys.argv[1:])
print("showing", shown[0])
"""


@pytest.mark.slow
@pytest.mark.parametrize(
    ("args", "game"),
    [
        (["--game", "spider"], "spider"),
        (["--game=freecell", "paciencia://pyramid/3?level=random"], "pyramid"),
    ],
)
def test_game_flag_opens_the_game(tmp_path: Path, args: list[str], game: str) -> None:
    """The desktop actions' --game opens that game; a link given too wins."""
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        PACIENCIA_HOME=str(tmp_path / "home"),
        PYTHONPATH=str(ROOT / "app") + os.pathsep + env.get("PYTHONPATH", ""),
    )
    run = subprocess.run(
        [sys.executable, "-c", GAME_FLAG_SCRIPT, *args], env=env, capture_output=True, text=True, timeout=60
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert f"showing {game}" in run.stdout
