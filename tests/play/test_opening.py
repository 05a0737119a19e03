"""What a launch shows first, and the questions before a game is given up, decided without
a window (issue 26 §1; C-13, T-4, U-5)."""

from __future__ import annotations

from paciencia.core.codes import parse
from paciencia.core.game import Game
from paciencia.play.opening import NOT_UNDERSTOOD, opening, split_arguments
from paciencia.play.questions import Question, before_replacing

LINK = "paciencia://freecell/617"


def begun(code: str = "paciencia://klondike/3") -> Game:
    game = Game(parse(code))
    game.play(game.rules.legal_moves(game.position)[0])
    return game


def test_the_saved_game_comes_back_first() -> None:
    first = opening([], begun(), "paciencia://spider/4")
    assert first.resume and first.link is None and first.new_of is None and not first.chooser


def test_a_link_is_dealt_after_asking_about_the_game_in_progress() -> None:
    first = opening([LINK], begun(), "")
    assert first.resume and first.link == parse(LINK) and first.ask_first


def test_an_untouched_saved_deal_makes_way_for_a_link_without_a_question() -> None:
    first = opening([LINK], Game(parse("paciencia://klondike/3")), "")
    assert not first.resume and first.link == parse(LINK) and not first.ask_first


def test_with_nothing_saved_a_new_deal_of_the_last_game_else_the_chooser() -> None:
    assert opening([], None, "paciencia://spider/4?suits=2").new_of == "spider"
    assert opening([], None, "").chooser
    assert opening([], None, "paciencia://nosuchgame/1").chooser  # a damaged setting: the chooser


def test_what_is_not_understood_is_told_not_dropped() -> None:
    first = opening(["--bogus", "paciencia://freecell/x", "a", "b", "c"], None, "")
    # the bad link is the first code given: told with its reason; the rest, at most three, by name
    assert [r.msgid for r in first.told][0] == NOT_UNDERSTOOD
    assert "'--bogus'" in str(first.told[0]) and "'b'" in str(first.told[0]) and "'c'" not in str(first.told[0])
    assert len(first.told) == 2 and first.chooser
    assert split_arguments(["--game", "spider", "--fullscreen", LINK, LINK]) == (LINK, [LINK])


def test_only_a_game_in_progress_is_asked_about() -> None:
    assert before_replacing(None) is None
    assert before_replacing(Game(parse("paciencia://klondike/3"))) is None  # no move: never counted
    game = begun()
    assert before_replacing(game) == Question.ABANDON
    assert before_replacing(game, Question.NEW_OPTIONS) == Question.NEW_OPTIONS
    game.resign()
    assert before_replacing(game) is None  # over: already recorded
