"""Where the app keeps its files (T-3): the folders only, so that a launch can find its
files before it imports the readers (:mod:`.files`, whose schema costs start-up)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from ..core.loading import Feature

APP_NAME = "paciencia"
ENV_HOME = "PACIENCIA_HOME"  # tests and portable installs put everything here


# Where each kind of file lives without PACIENCIA_HOME: platformdirs on every platform (T-3).
# Linux and the BSDs: $XDG_CONFIG_HOME, $XDG_DATA_HOME, $XDG_CACHE_HOME, else ~/.config,
# ~/.local/share, ~/.cache; macOS ~/Library/Application Support and ~/Library/Caches; Windows
# %LOCALAPPDATA%\paciencia\paciencia. The calls are the ones the app made on Windows and macOS
# before, so no folder moves there. It costs about 0.5 MB and a few ms, once, at the first lookup
# (loaded then, not at the top: the command-line tools that never store a file skip it).
USER_DIR: dict[str, Feature[Callable[[str], str]]] = {
    "config": Feature("platformdirs:user_config_dir"), "data": Feature("platformdirs:user_data_dir"),
    "cache": Feature("platformdirs:user_cache_dir"), "log": Feature("platformdirs:user_log_dir"),
}

# Decision on invalid XDG values. The XDG spec says a relative path in these variables is invalid
# and must be ignored; the app always ignored it, and platformdirs does too since 4.11.8 (the
# version pyproject.toml asks for). An older platformdirs honours it, which would put the files
# under whatever folder the app was started from, and a first start would not find the existing
# ones: so a relative answer falls back to the same default the app always used. A value with
# blanks around an absolute path is not absolute either; the old code stripped the blanks, now it
# counts as unset like any other invalid value.
_UNIX_DEFAULT = {"config": ".config", "data": ".local/share", "cache": ".cache"}


def _user_dir(kind: str) -> Path:
    home = os.environ.get(ENV_HOME)
    if home:
        return Path(home) / kind
    path = Path(USER_DIR[kind]()(APP_NAME))
    if not path.is_absolute():
        path = Path.home() / _UNIX_DEFAULT[kind] / APP_NAME
    return path


def config_dir() -> Path:
    return _user_dir("config")


def data_dir() -> Path:
    return _user_dir("data")


def cache_dir() -> Path:
    """Files the app can always rebuild (rendered cards); safe to delete."""
    return _user_dir("cache")


# The files a launch looks at before it imports their readers (ui/launch/relaunch.py): named once, here.
def settings_file() -> Path:
    return config_dir() / "settings.json"


def window_launch_file() -> Path:
    """The window's size and the picture of its table, as the last quit left them (ui/launch/relaunch.py)."""
    return cache_dir() / "window.launch"


def saved_game_file() -> Path:
    return data_dir() / "saved_game.json"


def saved_game_journal() -> Path:
    return data_dir() / "saved_game.journal"

