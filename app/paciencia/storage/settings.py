"""Player settings (T-1), stored as ``settings.json`` in the config folder.

Format version 2 keeps each game's options apart, as that game declares
them (:attr:`paciencia.core.declaration.GameInfo.options`)::

    {"format": "paciencia-settings", "version": 2, "data": {
        "options": {<game id>: {<option>: <value>, …}, …},
        "last_game": "paciencia://…", "deck": "builtin:classic", …}}

Version 1 stored every option as a flat field (``klondike_draw``…); its
migration (:func:`_v1_to_v2`, the :class:`~paciencia.storage.schema.Format`'s
one step) moves each under ``options`` through the option's
:attr:`~paciencia.core.options.Option.legacy` name, so a file from an
earlier release keeps every choice. Each value is
checked on its own: one that is not allowed (``draw: 7``, a string where a
number belongs) is dropped for its default and named in the notice the
player reads, and the rest of the file is kept.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, NamedTuple, TypedDict

from ..core import registry
from ..core.options import Value
from . import places
from .files import Loaded, StoredFileError, read_stored, write_json
from .schema import Context, Data, Flag, Format, Invalid, OneOf, Record, Test, Text, Validator

KIND = "paciencia-settings"
VERSION = 2

SPEEDS = ("normal", "fast", "off")
LANGUAGES = ("system", "en", "pt_BR", "pt_PT")
TABLE_COLOURS = ("felt-green", "felt-blue", "felt-red", "felt-grey")
NAME_LENGTH = 40
PLAYBACK_SPEEDS = (50, 100, 200, 300, 500)
"""B-2: the solution playback's speeds, in percent of its normal pace (about 1.5 steps a second)."""


class Settings(NamedTuple):
    """The player's settings: the last game and each game's options, the look, the help wanted.

    A frozen value: a change is a new value (``_replace``, :meth:`with_options`) given to the
    :class:`CurrentSettings` that every part reads. A named tuple: every launch makes this
    class, and a dataclass's methods are compiled when it is (issue 38's start-up budget)."""

    last_game: str = ""  # a game code; empty at first start (the chooser shows)
    options: Mapping[str, Mapping[str, Value]] = MappingProxyType({})
    """Each game's option values by game id and option name; missing ones take the option's initial value."""
    time_bonus: bool = True  # C-9, for every game with a score
    # look and feel
    deck: str = "builtin:classic"
    back: str = "builtin:blue"
    table: str = "felt-green"
    high_contrast: bool = False  # B-6: black felt, white outlines, thicker focus and marks
    tap_moves: bool = True  # U-2: a click sends the card to its best place
    animation_speed: str = "normal"  # off | fast | normal
    language: str = "system"  # system | en | pt_BR | pt_PT
    player_name: str = ""
    solver_sees_hidden: bool = False
    """B-1, C-6: the live "winnable" status also in games whose solver would read face-down cards."""
    sound: bool = False  # U-7: off by default, as in KPatience
    playback_speed: int = 100  # B-2: one of PLAYBACK_SPEEDS

    def game_options(self, game_id: str) -> dict[str, Value]:
        """Every option of ``game_id`` with its value (stored, or the option's initial one)."""
        stored = self.options.get(game_id, {})
        info = registry.info(game_id)
        return {o.name: stored.get(o.name, o.initial) for o in info.options}

    def with_options(self, game_id: str, values: Mapping[str, Value]) -> Settings:
        """These settings with ``values`` for options of ``game_id``; a value the option does
        not accept raises ValueError."""
        info = registry.info(game_id)
        for name, value in values.items():
            if not info.option(name).accepts(value):
                raise ValueError(f"{game_id} option {name} cannot be {value!r}")
        options = {g: dict(v) for g, v in self.options.items()}
        options.setdefault(game_id, {}).update(values)
        return self._replace(options=options)

    def with_option(self, game_id: str, name: str, value: Value) -> Settings:
        return self.with_options(game_id, {name: value})

    def __eq__(self, other: object) -> bool:
        """Equal when every game's option values and every other field are (stored or initial)."""
        if not isinstance(other, Settings):
            return NotImplemented
        return self._comparable() == other._comparable()

    def __ne__(self, other: object) -> bool:
        # A tuple compares itself field by field for != too: say the opposite of __eq__.
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def _comparable(self) -> dict[str, object]:
        out = self.to_dict()
        out["options"] = {g.id: self.game_options(g.id) for g in registry.games()}
        return out

    def to_dict(self) -> dict[str, object]:
        out: dict[str, object] = {name: getattr(self, name) for name in self._fields if name != "options"}
        out["options"] = {g: dict(values) for g, values in self.options.items()}
        return out


class CurrentSettings:
    """The settings in force: one frozen :class:`Settings`, replaced whole. Every part reads
    :attr:`value` when it needs it; each replacement that changes something is told to the
    observers (the controller stores it)."""

    __slots__ = ("_observers", "_value")

    def __init__(self, value: Settings) -> None:
        self._value = value
        self._observers: list[Callable[[Settings], None]] = []

    @property
    def value(self) -> Settings:
        return self._value

    def replace(self, new: Settings) -> None:
        """``new`` is in force from now; the observers hear it if it differs."""
        old, self._value = self._value, new
        if new != old:
            for observer in list(self._observers):
                observer(new)

    def observe(self, observer: Callable[[Settings], None]) -> None:
        self._observers.append(observer)


# The stored shapes: types for mypy only (docs/contributing.md, on records).
if TYPE_CHECKING:
    class SettingsData(TypedDict, total=False):
        """The settings file's data as its schema answers it: every field checked, any missing."""

        last_game: str
        time_bonus: bool
        deck: str
        back: str
        table: str
        high_contrast: bool
        tap_moves: bool
        animation_speed: str
        language: str
        player_name: str
        solver_sees_hidden: bool
        sound: bool
        playback_speed: int
        options: dict[str, dict[str, Value]]


def _v1_to_v2(data: Data) -> Data:
    """Version 1 stored every option as a flat field: each is found through its option's
    ``legacy`` name and moved under ``options`` (a file from an earlier release keeps
    every choice)."""
    out = {k: v for k, v in data.items() if k in _GLOBAL}
    options: dict[str, dict[str, object]] = {}
    for info in registry.games():
        for option in info.options:
            if option.legacy and option.legacy in data:
                options.setdefault(info.id, {})[option.name] = data[option.legacy]
    out["options"] = options
    return out


_GLOBAL: dict[str, Validator[object]] = {
    "last_game": Text(400),
    "time_bonus": Flag(),
    "deck": Text(400, empty=False),
    "back": Text(400, empty=False),
    "table": OneOf(TABLE_COLOURS),
    "high_contrast": Flag(),
    "tap_moves": Flag(),
    "animation_speed": OneOf(SPEEDS),
    "language": OneOf(LANGUAGES),
    "player_name": Text(NAME_LENGTH),
    "solver_sees_hidden": Flag(),
    "sound": Flag(),
    "playback_speed": OneOf(PLAYBACK_SPEEDS),
}


def _options_schema(value: object, where: str, ctx: Context) -> dict[str, dict[str, Value]]:
    """Each game's options as that game declares them (built when read: a game registered
    later is known); a game this version does not have is dropped, nothing to keep."""
    games: dict[str, Record[dict[str, Value]]] = {  # an option accepts only its values
        info.id: Record({}, {o.name: Test(o.accepts, "allowed") for o in info.options}, lenient=True)
        for info in registry.games()
    }
    if not isinstance(value, dict):
        raise Invalid(where, "is not an object")
    out: dict[str, dict[str, Value]] = {}
    for game_id, values in value.items():
        check = games.get(game_id)
        if check is not None and isinstance(values, dict):
            out[game_id] = check(values, game_id, ctx)  # refused: "klondike draw = 7"
    return out


FORMAT: Format[SettingsData] = Format(
    KIND, VERSION, Record({}, {**_GLOBAL, "options": _options_schema}, lenient=True), {1: _v1_to_v2}
)


def from_dict(data: Mapping[str, object], version: int = VERSION) -> tuple[Settings, list[str]]:
    """Settings from a stored file's data (any version) and the fields that were refused."""
    checked, refused = FORMAT.check(FORMAT.upgrade(dict(data), version))
    return settings_of(checked), refused


def settings_of(checked: SettingsData) -> Settings:
    """The settings a checked file names (a missing field keeps its default)."""
    given = Settings()._replace(**checked)
    return given._replace(options={g: dict(v) for g, v in given.options.items() if v})


def settings_path() -> Path:
    return places.settings_file()


def load_settings() -> tuple[Settings, StoredFileError | None]:
    path = settings_path()
    loaded: Loaded[SettingsData] = read_stored(path, FORMAT)
    if loaded.data is None:
        return Settings(), loaded.notice
    return settings_of(loaded.data), loaded.notice  # migrated and checked already


def save_settings(settings: Settings) -> None:
    write_json(settings_path(), KIND, VERSION, settings.to_dict(), indent=1)  # small: kept readable
