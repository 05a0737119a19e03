"""Player settings (T-1), stored as ``settings.json`` in the config folder.

Format version 2 keeps each game's options apart, as that game declares
them (:attr:`paciencia.core.registry.GameInfo.options`)::

    {"format": "paciencia-settings", "version": 2, "data": {
        "options": {"klondike": {"draw": 3, "passes": 0, …}, "spider": {"suits": 2}, …},
        "last_game": "paciencia://…", "deck": "builtin:classic", …}}

Version 1 stored every option as a flat field (``klondike_draw``…); it is
read through each option's :attr:`~paciencia.core.options.Option.legacy`
name, so a file from an earlier release keeps every choice. Each value is
checked on its own: one that is not allowed (``draw: 7``, a string where a
number belongs) is dropped for its default and named in the notice the
player reads, and the rest of the file is kept.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from ..core import registry
from ..core.options import Value
from .files import Loaded, StoredFileError, config_dir, read_json, write_json

KIND = "paciencia-settings"
VERSION = 2

SPEEDS = ("normal", "fast", "off")
LANGUAGES = ("system", "en", "pt_BR", "pt_PT")
TABLE_COLOURS = ("felt-green", "felt-blue", "felt-red", "felt-grey")
NAME_LENGTH = 40


@dataclass(eq=False)
class Settings:
    last_game: str = ""  # a game code; empty at first start (the chooser shows)
    options: dict[str, dict[str, Value]] = field(default_factory=dict)
    """Each game's option values by game id and option name; missing ones take the option's initial value."""
    time_bonus: bool = True  # C-9, for every game with a score
    # look and feel
    deck: str = "builtin:classic"
    back: str = "builtin:blue"
    table: str = "felt-green"
    tap_moves: bool = True  # U-2: a click sends the card to its best place
    animation_speed: str = "normal"  # off | fast | normal
    language: str = "system"  # system | en | pt_BR | pt_PT
    player_name: str = ""

    def game_options(self, game_id: str) -> dict[str, Value]:
        """Every option of ``game_id`` with its value (stored, or the option's initial one)."""
        stored = self.options.get(game_id, {})
        info = registry.info(game_id)
        return {o.name: stored.get(o.name, o.initial) for o in info.options}

    def set_option(self, game_id: str, name: str, value: Value) -> None:
        option = registry.info(game_id).option(name)
        if not option.accepts(value):
            raise ValueError(f"{game_id} option {name} cannot be {value!r}")
        self.options.setdefault(game_id, {})[name] = value

    def __eq__(self, other: object) -> bool:
        """Equal when every game's option values and every other field are (stored or initial)."""
        if not isinstance(other, Settings):
            return NotImplemented
        return self._comparable() == other._comparable()

    def _comparable(self) -> dict[str, Any]:
        out = self.to_dict()
        out["options"] = {g.id: self.game_options(g.id) for g in registry.games()}
        return out

    def to_dict(self) -> dict[str, Any]:
        out = {f.name: getattr(self, f.name) for f in fields(self) if f.name != "options"}
        out["options"] = {g: dict(values) for g, values in self.options.items()}
        return out


# What a stored global field may hold; a value that fails is dropped for the default.
_CHECKS: dict[str, Callable[[Any], bool]] = {
    "last_game": lambda v: isinstance(v, str) and len(v) <= 400,
    "time_bonus": lambda v: isinstance(v, bool),
    "deck": lambda v: isinstance(v, str) and 0 < len(v) <= 400,
    "back": lambda v: isinstance(v, str) and 0 < len(v) <= 400,
    "table": lambda v: v in TABLE_COLOURS,
    "tap_moves": lambda v: isinstance(v, bool),
    "animation_speed": lambda v: v in SPEEDS,
    "language": lambda v: v in LANGUAGES,
    "player_name": lambda v: isinstance(v, str) and len(v) <= NAME_LENGTH,
}


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def from_dict(data: Mapping[str, Any], version: int) -> tuple[Settings, list[str]]:
    """Settings from a stored file's data (either version) and the fields that were refused."""
    s = Settings()
    refused: list[str] = []
    for name, check in _CHECKS.items():
        if name in data:
            if check(data[name]):
                setattr(s, name, data[name])
            else:
                refused.append(f"{name} = {_shown(data[name])}")
    if version < 2:
        stored_options = _v1_options(data)
    else:
        raw = data.get("options", {})
        stored_options = raw if isinstance(raw, dict) else {}
        if not isinstance(raw, dict):
            refused.append("options")
    for game_id, values in stored_options.items():
        info = registry.find(str(game_id))
        if info is None or not isinstance(values, dict):
            continue  # a game this version does not have: nothing to keep
        for option in info.options:
            if option.name not in values:
                continue
            value = values[option.name]
            if option.accepts(value):
                s.options.setdefault(info.id, {})[option.name] = value
            else:
                refused.append(f"{info.id} {option.name} = {_shown(value)}")
    return s, refused


def _v1_options(data: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    """Version 1's flat fields, found through each option's ``legacy`` name."""
    out: dict[str, dict[str, Any]] = {}
    for info in registry.games():
        for option in info.options:
            if option.legacy and option.legacy in data:
                out.setdefault(info.id, {})[option.name] = data[option.legacy]
    return out


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings() -> tuple[Settings, StoredFileError | None]:
    path = settings_path()
    loaded: Loaded = read_json(path, KIND, VERSION)
    if loaded.data is None:
        return Settings(), loaded.notice
    settings, refused = from_dict(loaded.data, loaded.version)
    if refused:
        return settings, StoredFileError(path, "values not allowed: " + "; ".join(refused), None, refused)
    return settings, None


def save_settings(settings: Settings) -> None:
    write_json(settings_path(), KIND, VERSION, settings.to_dict())
