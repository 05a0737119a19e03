"""The game in progress (T-4), stored as ``saved_game.json`` in the data folder.

The game is saved after every change of its history and on quit, at once
and on the UI thread: a killed process then loses at most the move in
flight. The write (atomic, fsynced) costs about 10 ms on a disk, below a
frame, and measured no slower over the UI stress tests than a background
writer, which would lose every move made while its write was pending.
"""

from __future__ import annotations

from pathlib import Path

from ..core.game import Game
from ..core.registry import RuleSettings
from ..core.saved import SavedGameError, game_from_dict, game_to_dict
from .files import StoredFileError, data_dir, read_json, set_aside, write_json

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
    settings: RuleSettings | None = None,
) -> tuple[tuple[Game, float] | None, StoredFileError | None]:
    """The saved game and its elapsed seconds; None when there is none or it is bad."""
    path = saved_game_path()
    loaded = read_json(path, KIND, VERSION)
    if loaded.data is None:
        return None, loaded.notice
    try:
        return game_from_dict(loaded.data, settings), None
    except SavedGameError as e:
        return None, StoredFileError(path, str(e), set_aside(path))
