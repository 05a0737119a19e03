"""T-1: the preferences dialog round trip, deal options reaching the next deal, the
question when a game is under way, and visual options applied without losing the game."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialogButtonBox  # noqa: E402

from paciencia.core.codes import parse  # noqa: E402
from paciencia.storage.settings import load_settings  # noqa: E402
from paciencia.storage.stats import variant_key  # noqa: E402
from paciencia.ui.dialogs.option_widgets import set_widget_value, widget_value  # noqa: E402
from paciencia.ui.window import commands  # noqa: E402

from .helpers import key, open_game  # noqa: E402


def press(dialog, which):
    dialog.buttons.button(which).click()
    QApplication.processEvents()


def opt(d, game, name, value):
    """Set one game option's widget in the dialog, as the player would."""
    set_widget_value(d.option_widget(game, name), value)


def test_round_trip_through_the_dialog(window):
    d = commands.make_preferences(window.controller)
    apply = d.buttons.button(QDialogButtonBox.StandardButton.Apply)
    assert not apply.isEnabled()  # nothing changed yet
    opt(d, "klondike", "draw", 3)
    assert apply.isEnabled()
    opt(d, "klondike", "passes", 3)
    opt(d, "klondike", "guaranteed", True)
    opt(d, "spider", "suits", 4)
    opt(d, "pyramid", "level", "easy")
    opt(d, "pyramid", "show_values", False)
    opt(d, "freecell", "takeback", True)
    opt(d, "freecell", "automove", False)
    d.look.deck.setCurrentIndex(d.look.deck.findData("builtin:large_index"))
    d.look.back.setCurrentIndex(d.look.back.findData("builtin:red"))
    d.look.table.setCurrentIndex(d.look.table.findData("felt-grey"))
    d.drag_only.setChecked(True)
    d.speed.setCurrentIndex(d.speed.findData("fast"))
    opt(d, "klondike", "auto_finish", False)
    d.time_bonus.setChecked(False)
    d.language.setCurrentIndex(d.language.findData("pt_PT"))
    d.player.setText("Joana")
    press(d, QDialogButtonBox.StandardButton.Ok)
    s = window.controller.settings
    assert s.game_options("klondike") == {"draw": 3, "passes": 3, "guaranteed": True, "auto_finish": False}
    assert s.game_options("spider") == {"suits": 4, "guaranteed": False}
    assert s.game_options("pyramid") == {"level": "easy", "show_values": False, "guaranteed": False}
    assert s.game_options("freecell") == {"takeback": True, "automove": False, "guaranteed": False}
    assert (s.deck, s.back, s.table) == ("builtin:large_index", "builtin:red", "felt-grey")
    assert (s.tap_moves, s.animation_speed, s.time_bonus) == (False, "fast", False)
    assert (s.language, s.player_name) == ("pt_PT", "Joana")
    stored, notice = load_settings()
    assert notice is None and stored == s
    # and the dialog opens again showing what was stored
    again = commands.make_preferences(window.controller)
    assert again.settings() == s
    assert widget_value(again.option_widget("klondike", "draw")) == 3 and again.player.text() == "Joana"
    assert not again.buttons.button(QDialogButtonBox.StandardButton.Apply).isEnabled()


def test_cancel_changes_nothing(window):
    before = load_settings()[0]
    d = commands.make_preferences(window.controller)
    opt(d, "klondike", "draw", 3)
    press(d, QDialogButtonBox.StandardButton.Cancel)
    assert window.controller.settings.game_options("klondike")["draw"] == 1 and load_settings()[0] == before


def test_player_name_defaults_to_the_system_user(window):
    import getpass

    d = commands.make_preferences(window.controller)
    assert d.player.text() == getpass.getuser()
    assert d.settings().player_name == ""  # follows the system name until changed


DEAL = [
    ("klondike", {"draw": 3}, "draw", lambda g: g.rules.draw == 3),
    ("klondike", {"passes": 5}, "passes", lambda g: g.rules.pass_limit == 5),
    ("klondike", {"guaranteed": True}, "guaranteed", lambda g: g.code.option("guaranteed") == "1"),
    ("klondike", {"auto_finish": False}, "auto_finish", lambda g: not g.rules.auto_finish),
    ("klondike", {"time_bonus": False}, "time_bonus", lambda g: not g.time_bonus),
    ("spider", {"suits": 2}, "suits", lambda g: g.rules.suits == 2),
    ("pyramid", {"level": "random"}, "level", lambda g: g.code.option("level") == "random"),
    ("freecell", {"takeback": True}, "takeback", lambda g: g.rules.takeback),
    ("freecell", {"automove": False}, "automove", lambda g: not g.rules.automove),
]


def set_option(d, game, name, value):
    if name == "time_bonus":
        d.time_bonus.setChecked(value)
    else:
        opt(d, game, name, value)


@pytest.mark.parametrize(("game", "option", "name", "check"), DEAL, ids=[f"{g}-{n}" for g, _, n, _ in DEAL])
def test_each_deal_option_reaches_the_next_deal(window, qtbot, monkeypatch, game, option, name, check):
    asked = []
    monkeypatch.setattr(commands, "ask_new_game", lambda w: asked.append(1) or False)
    open_game(window, game, 11, **({"level": "standard"} if game == "pyramid" else {}))
    playing = window.controller.session.table.game
    window.controller.session.play(playing.rules.legal_moves(playing.position)[0])
    d = commands.make_preferences(window.controller)
    (value,) = option.values()
    set_option(d, game, name, value)
    press(d, QDialogButtonBox.StandardButton.Ok)
    assert asked == [1]  # a game under way: the player is asked
    assert window.controller.session.table.game is playing  # answered "keep playing"
    window.controller.new_game()
    # A guaranteed Klondike deal arrives when its search is done (K-14).
    qtbot.waitUntil(lambda: window.controller.session.table.game is not playing, timeout=30000)
    assert check(window.controller.session.table.game)
    assert window.controller.flow.stats.of(variant_key(playing.code)).played == 1  # the old game: abandoned


def test_yes_starts_a_new_game_now_and_counts_the_old_one_as_a_loss(window, monkeypatch):
    monkeypatch.setattr(commands, "ask_new_game", lambda w: True)
    open_game(window, "spider", 4, suits=1)
    key(window, Qt.Key.Key_Space)
    old = window.controller.session.table.game
    d = commands.make_preferences(window.controller)
    opt(d, "spider", "suits", 2)
    press(d, QDialogButtonBox.StandardButton.Apply)
    assert window.controller.session.table.game is not old and window.controller.session.table.game.rules.suits == 2
    assert window.controller.flow.stats.of("spider?suits=1").played == 1
    assert window.controller.flow.stats.of("spider?suits=1").won == 0


def test_no_question_before_the_first_move(window, monkeypatch):
    monkeypatch.setattr(commands, "ask_new_game", lambda w: pytest.fail("asked"))
    open_game(window, "klondike", 4)
    d = commands.make_preferences(window.controller)
    opt(d, "klondike", "draw", 3)
    press(d, QDialogButtonBox.StandardButton.Ok)
    assert window.controller.session.table.game.rules.draw == 3  # dealt again at once, nothing lost
    assert not window.controller.flow.stats.variants


def test_look_applies_at_once_and_keeps_the_game(window, monkeypatch):
    monkeypatch.setattr(commands, "ask_new_game", lambda w: pytest.fail("asked"))
    open_game(window, "klondike", 8)
    key(window, Qt.Key.Key_Space)
    game, moves = window.controller.session.table.game, window.controller.session.table.game.moves
    d = commands.make_preferences(window.controller)
    d.look.table.setCurrentIndex(d.look.table.findData("felt-blue"))
    d.look.deck.setCurrentIndex(d.look.deck.findData("builtin:four_colour"))
    d.speed.setCurrentIndex(d.speed.findData("normal"))
    opt(d, "pyramid", "show_values", False)
    press(d, QDialogButtonBox.StandardButton.Apply)
    assert window.scene.table_colour == "felt-blue"
    assert window.scene.animator.speed == "normal"
    assert window.controller.session.table.game is game and game.moves == moves
    image = window.view.grab().toImage()
    colour = image.pixelColor(image.width() - 5, image.height() // 2)
    assert colour.blue() > colour.green()  # the felt is blue now
    press(d, QDialogButtonBox.StandardButton.Cancel)
    assert window.controller.settings.table == "felt-blue"  # Apply stays applied


def test_preview_follows_the_choice(window):
    d = commands.make_preferences(window.controller)
    d.tabs.setCurrentIndex(1)
    d.show()
    QApplication.processEvents()
    before = d.look.preview.grab().toImage()
    d.look.table.setCurrentIndex(d.look.table.findData("felt-red"))
    QApplication.processEvents()
    after = d.look.preview.grab().toImage()
    assert d.look.preview.table == "felt-red" and before != after
    d.close()


def test_no_question_when_the_game_on_the_table_already_has_the_new_options(window, monkeypatch):
    """Issue 11 (7): the new options are compared with the game in play, not the old settings."""
    monkeypatch.setattr(commands, "ask_new_game", lambda w: pytest.fail("asked"))
    window.controller.open_code(parse("paciencia://klondike/12?draw=3&passes=0&guaranteed=0"), animate=False)
    game = window.controller.session.table.game
    window.controller.session.play(game.rules.legal_moves(game.position)[0])
    d = commands.make_preferences(window.controller)
    opt(d, "klondike", "draw", 3)  # settings said draw 1; the game already draws 3
    d.look.deck.setCurrentIndex(d.look.deck.findData("builtin:large_index"))
    press(d, QDialogButtonBox.StandardButton.Ok)
    assert window.controller.session.table.game is game
    assert window.controller.settings.game_options("klondike")["draw"] == 3
