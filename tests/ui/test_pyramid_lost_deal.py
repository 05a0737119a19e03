"""Pyramid deals locked before the first move (P-7, P-9): said at once, with a new deal offered."""

from paciencia.core.codes import GameCode

from .helpers import open_game

LOCKED_AT_DEAL = 8  # Random deal 8: 2♠ lies under all four Jacks


def test_a_deal_locked_from_the_start_says_it_cannot_be_won_and_offers_a_new_deal(window, qtbot):
    open_game(window, "pyramid", LOCKED_AT_DEAL, level="random")
    session = window.controller.session
    game = session.table.game
    assert game.rules.locked_cards(game.position) == ["p23"] and game.moves == 0
    banner = window.banner
    qtbot.waitUntil(banner.isVisible)
    text = banner.text.text()
    assert "cannot be won" in text and "2♠" in text
    assert banner.button.isVisible() and banner.button.text() == "New deal"
    banner.button.click()
    qtbot.waitUntil(lambda: session.table.game is not game)
    new = session.table.game
    assert new.code.game == "pyramid" and new.code != GameCode.make("pyramid", LOCKED_AT_DEAL, level="random")
    if not new.rules.locked_cards(new.position):
        assert not banner.isVisible()
