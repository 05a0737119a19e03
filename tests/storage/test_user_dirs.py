"""T-3: the user folders come from platformdirs on every platform, and a first start after the
change finds everything the previous version stored (settings, statistics, leaderboard, saved
game, imported decks, rendered cards), whatever the XDG variables hold."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from paciencia.core.codes import GameCode
from paciencia.core.game import Game
from paciencia.decks import discover, disk_cache
from paciencia.storage import files, places
from paciencia.storage.saved_game import load_saved_game
from paciencia.storage.saved_game_writer import save_game
from paciencia.storage.settings import Settings, load_settings, save_settings
from paciencia.storage.stats import Result, Statistics, load_statistics, save_statistics

APP = Path(__file__).resolve().parents[2] / "app"
KINDS = ("config", "data", "cache")
VARIABLES = {"config": "XDG_CONFIG_HOME", "data": "XDG_DATA_HOME", "cache": "XDG_CACHE_HOME"}
linux_only = pytest.mark.skipif(sys.platform.startswith(("win", "darwin")), reason="XDG folders: Linux and BSD")


def previous_user_dir(kind: str) -> Path:
    """The lookup this change replaced (storage/files.py before T-3 used platformdirs on Linux too):
    $XDG_*_HOME when it is an absolute path (blanks stripped), else the spec's default."""
    variable = VARIABLES[kind]
    default = {"config": ".config", "data": ".local/share", "cache": ".cache"}[kind]
    base = os.environ.get(variable, "").strip()
    root = Path(base) if base and os.path.isabs(base) else Path.home() / default
    return root / "paciencia"


@pytest.fixture
def user(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A player with no PACIENCIA_HOME, a home folder of their own and no XDG variables."""
    monkeypatch.delenv(files.ENV_HOME, raising=False)
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    for variable in VARIABLES.values():
        monkeypatch.delenv(variable, raising=False)
    return home


@linux_only
def test_folders_follow_the_xdg_base_directories(user: Path, tmp_path: Path, monkeypatch: Any) -> None:
    assert files.config_dir() == user / ".config" / "paciencia"
    assert files.data_dir() == user / ".local" / "share" / "paciencia"
    assert files.cache_dir() == user / ".cache" / "paciencia"
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "cfg"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data") + "/")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    assert files.config_dir() == tmp_path / "cfg" / "paciencia"
    assert files.data_dir() == tmp_path / "data" / "paciencia"
    assert files.cache_dir() == tmp_path / "cache" / "paciencia"
    monkeypatch.setenv(files.ENV_HOME, str(tmp_path / "portable"))
    assert [files.config_dir(), files.data_dir(), files.cache_dir()] == [
        tmp_path / "portable" / "config", tmp_path / "portable" / "data", tmp_path / "portable" / "cache",
    ]


ENVIRONMENTS = {
    "unset": {},
    "empty": {"XDG_CONFIG_HOME": "", "XDG_DATA_HOME": "", "XDG_CACHE_HOME": ""},
    "blank": {"XDG_CONFIG_HOME": "  ", "XDG_DATA_HOME": "\t", "XDG_CACHE_HOME": " "},
    # relative: invalid for the XDG spec; the previous version ignored them, and so must this one,
    # or the files would be looked for under the folder the app happens to start in
    "relative": {"XDG_CONFIG_HOME": "rel/config", "XDG_DATA_HOME": "./data", "XDG_CACHE_HOME": "cache"},
    "tilde": {"XDG_CONFIG_HOME": "~/cfg", "XDG_DATA_HOME": "~/.local/share", "XDG_CACHE_HOME": "~"},
    "absolute": {"XDG_CONFIG_HOME": "{tmp}/c", "XDG_DATA_HOME": "{tmp}/d/", "XDG_CACHE_HOME": "{tmp}/e"},
}


@linux_only
@pytest.mark.parametrize("environment", sorted(ENVIRONMENTS))
def test_a_first_start_finds_what_the_previous_version_stored(
    user: Path, tmp_path: Path, monkeypatch: Any, environment: str
) -> None:
    for variable, value in ENVIRONMENTS[environment].items():
        monkeypatch.setenv(variable, value.format(tmp=tmp_path))
    started_in = tmp_path / "started-in"
    started_in.mkdir()
    monkeypatch.chdir(started_in)
    # what the previous version wrote, where it wrote it
    with monkeypatch.context() as before:
        before.setattr(places, "_user_dir", previous_user_dir)
        old = [files.config_dir(), files.data_dir(), files.cache_dir()]
        save_settings(Settings(language="pt_PT", player_name="Ana"))
        stats = Statistics()
        stats.of("klondike?draw=1&passes=0").record(Result("2026-11-30", True, 90, 120, 500, True))
        save_statistics(stats)
        game = Game(GameCode.make("freecell", 617))
        save_game(game, 42.0)
        deck = discover.imported_dir() / "my-deck" / "index.desktop"
        deck.parent.mkdir(parents=True)
        deck.write_text("[KDE Backdeck]\n", encoding="utf-8")
        card = disk_cache.folder() / "cached-card.bin"
        card.parent.mkdir(parents=True)
        card.write_bytes(b"pixels")
    # this version
    assert [files.config_dir(), files.data_dir(), files.cache_dir()] == old
    settings, notice = load_settings()
    assert notice is None and (settings.language, settings.player_name) == ("pt_PT", "Ana")
    assert load_statistics()[0].of("klondike?draw=1&passes=0").won == 1
    resumed, notice = load_saved_game()
    assert notice is None and resumed is not None and str(resumed.game.code) == str(game.code)
    assert (discover.imported_dir() / "my-deck" / "index.desktop").is_file()
    assert (disk_cache.folder() / "cached-card.bin").read_bytes() == b"pixels"
    assert list(started_in.iterdir()) == []


@linux_only
def test_an_older_platformdirs_that_honours_a_relative_value_changes_nothing(user: Path, monkeypatch: Any) -> None:
    """platformdirs before 4.11.8 returned a relative $XDG_DATA_HOME as it is."""
    import platformdirs

    monkeypatch.setenv("XDG_DATA_HOME", "relative/data")
    monkeypatch.setattr(platformdirs, "user_data_dir", lambda app: os.path.join("relative/data", app))
    assert files.data_dir() == user / ".local" / "share" / "paciencia"


def test_a_launch_loads_platformdirs_only_when_it_looks_for_the_folders(tmp_path: Path) -> None:
    """Start-up memory (issue 3): importing the app loads no OpenSSL (hashlib: 3.6 MB), no socket,
    no platformdirs; a launch then resolves the folders, which loads platformdirs' own modules and
    nothing heavy (about 0.5 MB, a few ms; measured in the T-3 report)."""
    code = (
        "import sys; import paciencia.ui.window.main_window, paciencia.ui.instance.single_instance, paciencia.app\n"
        "heavy = ('_hashlib', 'platformdirs', 'socket', 'configparser')\n"
        "print(' '.join(m for m in heavy if m in sys.modules) or '-')\n"
        "from paciencia.storage import files\n"
        "before = set(sys.modules)\n"
        "files.config_dir(), files.data_dir(), files.cache_dir()\n"
        "print(' '.join(sorted(set(sys.modules) - before)))\n"
    )
    env = {k: v for k, v in os.environ.items() if k != files.ENV_HOME}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60,
                         cwd=str(APP))
    assert out.returncode == 0, out.stderr
    at_import, after_lookup = out.stdout.splitlines()
    assert at_import == "-"
    loaded = after_lookup.split()
    assert "platformdirs" in loaded
    # platformdirs' own modules, and the small standard modules they import (copy) that the
    # app itself no longer loads before (issue 38: no dataclass module at a launch's start).
    heavy = {"_hashlib", "socket", "configparser", "ssl"}
    assert all(m == "platformdirs" or m.startswith("platformdirs.")
               or (m in sys.stdlib_module_names and m not in heavy) for m in loaded), loaded
