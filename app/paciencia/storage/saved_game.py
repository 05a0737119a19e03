"""The game in progress (T-4), stored as ``saved_game.json`` in the data folder.

The game is saved after every change of its history and on quit, at once
and on the UI thread: a killed process then loses at most the move in
flight. The write (atomic, fsynced) costs about 10 ms on a disk, below a
frame, and measured no slower over the UI stress tests than a background
writer, which would lose every move made while its write was pending.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..core import registry
from ..core.game import Game
from ..core.saved import SavedGameError, game_from_dict, game_to_dict
from .files import StoredFileError, data_dir, read_json, set_aside, write_json

if TYPE_CHECKING:
    from .settings import Settings

KIND = "paciencia-saved-game"
VERSION = 1


def saved_game_path() -> Path:
    return data_dir() / "saved_game.json"


def save_game(game: Game, elapsed: float) -> None:
    """Write at once, on this thread (quit, tests)."""
    write_json(saved_game_path(), KIND, VERSION, game_to_dict(game, elapsed))


def clear_saved_game() -> None:
    """A finished game is not resumed: remove the file (it holds nothing else)."""
    try:
        saved_game_path().unlink()
    except FileNotFoundError:
        pass


def load_saved_game(
    settings: Settings | None = None,
) -> tuple[tuple[Game, float] | None, StoredFileError | None]:
    """The saved game and its elapsed seconds; None when there is none or it is bad.

    ``settings`` give the options of a game saved before games kept their own.
    """
    path = saved_game_path()
    loaded = read_json(path, KIND, VERSION)
    if loaded.data is None:
        return None, loaded.notice
    try:
        options, bonus = None, True
        if settings is not None:
            game_id = str(loaded.data.get("code", "")).partition("://")[2].partition("/")[0].lower()
            options = settings.game_options(game_id) if registry.find(game_id) else None
            bonus = settings.time_bonus
        return game_from_dict(loaded.data, options, bonus), None
    except SavedGameError as e:
        return None, StoredFileError(path, str(e), set_aside(path))
