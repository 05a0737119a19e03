"""Player settings (T-1), stored as ``settings.json`` in the config folder."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from ..core.registry import RuleSettings
from .files import Loaded, StoredFileError, config_dir, read_json, write_json

KIND = "paciencia-settings"
VERSION = 1


@dataclass
class Settings:
    # game choice and deal options (T-1, K-15, S-1, P-10)
    last_game: str = ""  # a game code; empty at first start (the chooser shows)
    klondike_draw: int = 1
    klondike_passes: int = 0
    klondike_guaranteed: bool = False
    spider_suits: int = 1
    pyramid_level: str = "standard"
    # rule settings that are not part of the code
    freecell_takeback: bool = False
    freecell_automove: bool = True
    auto_finish: bool = True
    time_bonus: bool = True
    # look and feel
    pyramid_show_values: bool = True
    deck: str = "builtin:classic"
    back: str = "builtin:blue"
    table: str = "felt-green"
    tap_moves: bool = True  # U-2: a click sends the card to its best place
    animation_speed: str = "normal"  # off | fast | normal
    language: str = "system"  # system | en | pt_BR | pt_PT
    player_name: str = ""

    def rule_settings(self) -> RuleSettings:
        return RuleSettings(
            freecell_takeback=self.freecell_takeback,
            freecell_automove=self.freecell_automove,
            auto_finish=self.auto_finish,
            time_bonus=self.time_bonus,
        )

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Settings:
        """Keep every known field whose type matches; ignore the rest."""
        s = cls()
        for f in fields(cls):
            if f.name in data:
                value = data[f.name]
                default = getattr(s, f.name)
                if type(value) is type(default):
                    setattr(s, f.name, value)
        return s


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings() -> tuple[Settings, StoredFileError | None]:
    loaded: Loaded = read_json(settings_path(), KIND, VERSION)
    if loaded.data is None:
        return Settings(), loaded.notice
    return Settings.from_dict(loaded.data), None


def save_settings(settings: Settings) -> None:
    write_json(settings_path(), KIND, VERSION, asdict(settings))
