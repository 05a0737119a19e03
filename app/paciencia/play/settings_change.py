"""What a change of the settings means (T-1), decided without Qt.

The player applies new settings (Preferences' Apply or OK). What the change means is
answered here as a :class:`SettingsChange`; the window only carries it out:

* the window's look (deck, back, table colour, contrast, animation, tap, sound, the
  winnable status's reach) is drawn again at once, the game goes on;
* the game's look options (Pyramid's values on the cards) are given to the game on the
  table at once;
* the deal and rules options, and C-9's time bonus, apply from the next deal. When the
  game on the table is under way and differs from what this change asks for, the player
  is asked whether to start a new deal with them now (C-13: the game would be lost).

An option is compared with the game on the table, not with the setting it replaces, and
only the options changed by this change count: a game dealt with other options before
(a link, a daily deal) is not questioned by an Apply that leaves those options alone.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple, Protocol

from ..core.codes import GameCode
from ..core.options import DEAL, LOOK, RULES, Value, of_scope
from ..storage.settings import Settings

TIME_BONUS = "time_bonus"
"""C-9's setting, named in :attr:`SettingsChange.next_deal` with the game's options."""


class OnTable(Protocol):
    """What the decision reads of the game on the table."""

    @property
    def code(self) -> GameCode: ...

    @property
    def options(self) -> Mapping[str, Value]: ...

    @property
    def time_bonus(self) -> bool: ...

    @property
    def over(self) -> bool: ...


class SettingsChange(NamedTuple):
    """The answer: what changes now, and what waits for the next deal."""

    window_look: bool
    """A setting the window draws with changed: draw the window again."""
    game_look: Mapping[str, Value]
    """Look options to give the game on the table now (none when there is no game)."""
    next_deal: frozenset[str]
    """Deal and rules options (and :data:`TIME_BONUS`) changed now in which the game under
    way differs from the settings: they apply from the next deal, or now if the player
    starts one."""

    @property
    def asks_new_deal(self) -> bool:
        """The game under way differs from the new settings: ask whether to deal again now."""
        return bool(self.next_deal)


def window_look(s: Settings) -> tuple[object, ...]:
    """The settings the window draws with: a change to any of them is drawn at once."""
    return (s.deck, s.back, s.table, s.high_contrast, s.tap_moves, s.animation_speed, s.sound, s.solver_sees_hidden)


def settings_change(before: Settings, after: Settings, game: OnTable | None) -> SettingsChange:
    """What replacing ``before`` by ``after`` means with ``game`` on the table."""
    window = window_look(before) != window_look(after)
    if game is None or game.over:
        return SettingsChange(window, {}, frozenset())
    info = game.code.info
    was, wanted = before.game_options(info.id), after.game_options(info.id)
    changed = {name for name, value in wanted.items() if was.get(name) != value}
    look = {o.name: wanted[o.name] for o in of_scope(info.options, LOOK) if o.name in changed}
    waits = {
        o.name for o in of_scope(info.options, DEAL, RULES)
        if o.name in changed and game.options[o.name] != wanted[o.name]
    }
    if info.scored and before.time_bonus != after.time_bonus and game.time_bonus != after.time_bonus:
        waits.add(TIME_BONUS)
    return SettingsChange(window, look, frozenset(waits))
