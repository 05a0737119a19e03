"""T-1 without a window: what a change of the settings means for the window and the game on
the table (play/settings_change.py), and the settings in force, replaced and observed."""

from __future__ import annotations

import pytest

from paciencia.core.codes import GameCode
from paciencia.core.game import Game
from paciencia.play.flow import GameFlow
from paciencia.play.settings_change import TIME_BONUS, settings_change
from paciencia.storage.settings import CurrentSettings, Settings


def under_way(code: GameCode, settings: Settings) -> Game:
    """A game of ``code`` dealt with ``settings``, one move played."""
    game = Game(code, settings.game_options(code.game), time_bonus=settings.time_bonus)
    game.play(game.rules.legal_moves(game.position)[0])
    return game


KLONDIKE = GameCode.make("klondike", 7, draw=1, passes=0)
PYRAMID = GameCode.make("pyramid", 3, level="random")


def test_the_window_look_changes_at_once_and_asks_nothing() -> None:
    before = Settings()
    for field, value in [("deck", "builtin:four_colour"), ("back", "builtin:red"), ("table", "felt-blue"),
                         ("high_contrast", True), ("tap_moves", False), ("animation_speed", "off"),
                         ("sound", True), ("solver_sees_hidden", True)]:
        change = settings_change(before, before._replace(**{field: value}), under_way(KLONDIKE, before))
        assert change.window_look, field
        assert not change.asks_new_deal and not change.game_look


def test_what_the_window_does_not_draw_changes_nothing_on_screen() -> None:
    before = Settings()
    after = before._replace(player_name="Ana", language="pt_PT", last_game=str(KLONDIKE), playback_speed=200)
    change = settings_change(before, after, under_way(KLONDIKE, before))
    assert change == (False, {}, frozenset())


def test_a_deal_option_that_the_game_does_not_have_asks_for_a_new_deal() -> None:
    before = Settings()
    after = before.with_option("klondike", "draw", 3)
    change = settings_change(before, after, under_way(KLONDIKE, before))
    assert change.next_deal == {"draw"} and change.asks_new_deal and not change.window_look


def test_a_rules_option_waits_for_the_next_deal_too() -> None:
    before = Settings()
    after = before.with_option("klondike", "auto_finish", False)
    assert settings_change(before, after, under_way(KLONDIKE, before)).next_deal == {"auto_finish"}


def test_an_option_is_compared_with_the_game_on_the_table_not_the_setting() -> None:
    """The game on the table was dealt with draw 3 (a link): setting draw 3 now asks nothing,
    and an Apply that leaves draw alone does not question the game either."""
    before = Settings()
    game = under_way(GameCode.make("klondike", 7, draw=3, passes=0), before)
    assert not settings_change(before, before.with_option("klondike", "draw", 3), game).asks_new_deal
    assert not settings_change(before, before._replace(deck="builtin:four_colour"), game).asks_new_deal


def test_another_games_options_do_not_touch_the_game_on_the_table() -> None:
    before = Settings()
    after = before.with_option("spider", "suits", 4)
    assert settings_change(before, after, under_way(KLONDIKE, before)) == (False, {}, frozenset())


def test_a_look_option_is_given_to_the_game_now() -> None:
    before = Settings()
    after = before.with_option("pyramid", "show_values", False)
    change = settings_change(before, after, under_way(PYRAMID, before))
    assert change.game_look == {"show_values": False} and not change.asks_new_deal


def test_the_time_bonus_waits_for_the_next_deal_of_a_scored_game() -> None:
    before = Settings()
    after = before._replace(time_bonus=False)
    assert settings_change(before, after, under_way(KLONDIKE, before)).next_deal == {TIME_BONUS}
    dealt_without = under_way(KLONDIKE, after)  # the game already has no time bonus
    assert not settings_change(before, after, dealt_without).asks_new_deal


def test_no_game_or_a_game_over_has_nothing_to_wait_for() -> None:
    before = Settings()
    after = before.with_option("klondike", "draw", 3)._replace(deck="builtin:four_colour")
    assert settings_change(before, after, None) == (True, {}, frozenset())
    game = under_way(KLONDIKE, before)
    game.resign()
    assert settings_change(before, after, game) == (True, {}, frozenset())


def test_settings_are_frozen_and_options_are_checked() -> None:
    s = Settings()
    with pytest.raises(AttributeError):
        s.deck = "builtin:four_colour"
    t = s.with_option("klondike", "draw", 3)
    assert s.game_options("klondike")["draw"] == 1 and t.game_options("klondike")["draw"] == 3
    with pytest.raises(ValueError):
        s.with_option("klondike", "draw", 7)


def test_the_settings_in_force_are_replaced_and_observed() -> None:
    current = CurrentSettings(Settings())
    heard: list[Settings] = []
    current.observe(heard.append)
    current.replace(Settings())  # equal: nothing to hear
    assert heard == []
    new = current.value._replace(sound=True)
    current.replace(new)
    assert current.value is new and heard == [new]


def test_the_flow_reads_the_settings_in_force() -> None:
    flow = GameFlow(Settings())
    flow.current.replace(flow.settings.with_option("klondike", "draw", 3))
    assert flow.code_for("klondike").option("draw") == "3"
