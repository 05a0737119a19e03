"""T-5/C-5/C-8/C-10 in the window: each game recorded once (won, resigned, abandoned),
the end screen's win rate and streak, the Top 5 and its highlight, the statistics window."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication, QLabel  # noqa: E402

from paciencia.storage.stats import Entry, load_leaderboard, load_statistics  # noqa: E402
from paciencia.ui import commands  # noqa: E402
from paciencia.ui.dialogs.leaderboard import HIGHLIGHT, LeaderboardDialog  # noqa: E402
from paciencia.ui.dialogs.statistics import StatisticsDialog  # noqa: E402

from .helpers import click, load_position, open_game, top  # noqa: E402
from .positions import freecell_near_win, pyramid_near_win  # noqa: E402


def win_freecell(w, number):
    open_game(w, "freecell", number)
    load_position(w, freecell_near_win())
    click(w, top(w, "t0"))
    assert w.controller.session.game.won


def test_win_is_recorded_once_with_rate_and_streak_on_the_end_screen(window):
    win_freecell(window, 1)
    stats = window.controller.flow.stats.of("freecell")
    assert (stats.played, stats.won, stats.current_streak) == (1, 1, 1)
    end = window.end_screen
    assert end.values["rate"] == "100 % (1 of 1)"
    assert end.values["streak"] == "1 now · best 1"
    window.controller.finish_game()  # a second call (the signal twice, a redraw…) records nothing more
    assert stats.played == 1
    win_freecell(window, 2)
    assert window.end_screen.values["streak"] == "2 now · best 2"
    assert load_statistics()[0].of("freecell").won == 2  # stored


def test_resign_and_abandon_are_losses(window):
    open_game(window, "klondike", 5)
    window.controller.session.stock_action()
    window.controller.session.resign()  # C-5: resign ends as a loss
    stats = window.controller.flow.stats.of("klondike?draw=1&passes=0")
    assert (stats.played, stats.won) == (1, 0)
    assert window.end_screen.values["rate"] == "0 % (0 of 1)"
    open_game(window, "klondike", 6)
    open_game(window, "klondike", 7)  # untouched deal replaced: not a game
    assert stats.played == 1
    window.controller.session.stock_action()
    window.controller.restart()  # "Restart this deal" after a move: abandoned
    assert stats.played == 2
    window.controller.session.stock_action()
    window.controller.new_game()  # a new deal after a move: abandoned
    assert (stats.played, stats.won, stats.current_streak) == (3, 0, 0)
    window.controller.session.stock_action()
    window.close()  # closing is not abandoning: the game is saved to come back
    assert stats.played == 3


def test_restart_after_resign_records_the_new_round(window):
    open_game(window, "spider", 9, suits=1)
    window.controller.session.stock_action()
    window.controller.session.resign()
    window.controller.restart()
    window.controller.session.stock_action()
    window.controller.new_game()
    assert window.controller.flow.stats.of("spider?suits=1").played == 2


def test_top5_entry_is_highlighted(window):
    for n in range(5):
        window.controller.flow.leaderboard.append(
            Entry(5000 - n, "paciencia://spider/1?suits=1", "spider?suits=1", "2024-01-01T00:00", 60, 9, "x")
        )
    win_freecell(window, 3)  # a small score: does not enter a full board of big ones
    assert window.controller.flow.last_rank is None and window.end_screen.findChild(QLabel, "end-rank") is None
    window.controller.flow.leaderboard[:] = window.controller.flow.leaderboard[:2]
    win_freecell(window, 4)
    assert window.controller.flow.last_rank == 2
    assert window.end_screen.findChild(QLabel, "end-rank").text() == "New entry in the leaderboard: place 3!"
    board, _ = load_leaderboard()
    assert board[2].code == "paciencia://freecell/4" and board[2].player  # the player's name
    dialog = LeaderboardDialog(board, 2, window)
    assert dialog.table.item(2, 0).background().color() == HIGHLIGHT
    assert dialog.table.item(1, 0).background().color() != HIGHLIGHT
    assert dialog.findChild(QLabel, "news") is not None


def test_pyramid_end_screen_shows_level_stock_and_no_score(window):
    open_game(window, "pyramid", 1, level="random")
    load_position(window, pyramid_near_win())
    click(window, pile="stock")
    click(window, top(window, "waste"))
    click(window, top(window, "p21"))
    click(window, top(window, "p22"))
    assert window.controller.session.game.won
    v = window.end_screen.values
    assert "score" not in v and v["level"] == "Random" and v["stock"].isdigit()
    assert v["rate"] == "100 % (1 of 1)"
    assert window.controller.flow.stats.of("pyramid?level=random").won == 1
    assert not window.controller.flow.leaderboard  # C-10: Pyramid has no score


def test_statistics_window_and_reset(window, monkeypatch):
    win_freecell(window, 1)
    open_game(window, "klondike", 5)
    window.controller.session.stock_action()
    window.controller.session.resign()
    d = StatisticsDialog(window.controller.flow, "freecell", window)
    assert d.figures["played"].text() == "1" and d.figures["rate"].text() == "100 %"
    assert len(d.chart.history) == 1
    d.resize(500, 300)
    d.show()
    QApplication.processEvents()
    assert not d.chart.grab().isNull()
    answers = [False, True]
    monkeypatch.setattr(d, "confirm", lambda question: answers.pop(0))
    d.reset(False)  # "Cancel": nothing forgotten
    assert window.controller.flow.stats.of("freecell").played == 1
    d.reset(False)
    assert "freecell" not in load_statistics()[0].variants
    assert "klondike?draw=1&passes=0" in load_statistics()[0].variants
    monkeypatch.setattr(d, "confirm", lambda question: True)
    d.reset(True)
    assert not load_statistics()[0].variants
    d.close()


def test_menus_open_the_windows(window, monkeypatch):
    opened = []
    monkeypatch.setattr(StatisticsDialog, "exec", lambda self: opened.append("stats"))
    monkeypatch.setattr(LeaderboardDialog, "exec", lambda self: opened.append("leaders"))
    assert window.acts["stats"].isEnabled() and window.acts["leaders"].isEnabled()
    window.acts["stats"].trigger()
    window.acts["leaders"].trigger()
    assert opened == ["stats", "leaders"]
    assert commands  # the commands module is what the menus call


# -- C-5/C-13 across launches: a result is recorded once, and only a real win counts --------------

def solved(code="paciencia://freecell/1", order_of=None):
    """A game played from its deal to the win by the solver's moves (one step each)."""
    from paciencia.core.codes import parse
    from paciencia.core.game import Game
    from paciencia.core.search import Budget

    order = Game(parse(order_of)).order if order_of else None
    game = Game(parse(code), order=order)
    result = game.code.info.solver()(game.rules, game.position, Budget(positions=200_000))
    for move in result.moves:
        if game.won:
            break
        game.play_sequence([move], follow=False)
    assert game.won
    return game


def flow():
    from paciencia.storage.settings import Settings
    from paciencia.ui.game_flow import GameFlow

    return GameFlow(Settings(player_name="Ana"))


def test_a_kill_after_recording_a_win_does_not_record_it_again():
    from paciencia.storage.saved_game import saved_game_path

    first = flow()
    game = solved()
    first.save(game, 30.0)  # saved after the winning move…
    first.record(game, 30.0)  # …recorded; killed before the finished game's file is removed
    assert saved_game_path().exists()
    second = flow()
    assert second.load() is None and not saved_game_path().exists()
    assert (second.stats.of("freecell").played, second.stats.of("freecell").won) == (1, 1)
    assert len(second.leaderboard) == 1
    assert load_statistics()[0].of("freecell").played == 1 and len(load_leaderboard()[0]) == 1


def test_a_kill_between_the_statistics_and_the_leaderboard_completes_only_the_leaderboard(monkeypatch):
    from paciencia.play import records

    first = flow()
    game = solved()
    first.save(game, 30.0)
    with monkeypatch.context() as m:
        m.setattr(records, "save_leaderboard", lambda board: None)  # killed before this write
        first.record(game, 30.0)
    second = flow()
    assert second.load() is None
    assert second.stats.of("freecell").played == 1 and len(second.leaderboard) == 1
    assert second.leaderboard[0].code == "paciencia://freecell/1"


def test_an_abandoned_game_killed_before_the_next_deal_is_neither_resumed_nor_counted_again():
    from paciencia.core.codes import parse
    from paciencia.core.game import Game

    first = flow()
    game = Game(parse("paciencia://freecell/9"))
    game.play(game.rules.legal_moves(game.position)[0])
    first.save(game, 5.0)
    assert first.abandon(game, 5.0)  # a loss; killed before the new deal was saved
    second = flow()
    assert second.load() is None
    assert (second.stats.of("freecell").played, second.stats.of("freecell").won) == (1, 0)


def test_a_restarted_round_is_a_new_result():
    first = flow()
    game = solved()
    first.record(game, 30.0)
    first.new_round()  # "Same deal again" on the very same game object
    first.record(game, 20.0)
    assert first.stats.of("freecell").played == 2


def test_a_won_game_not_played_to_its_win_in_the_file_is_set_aside_and_not_counted():
    """A position written into the file one move from the end, or a crafted deal order:
    neither enters the statistics or the Top 5 at the next launch."""
    from paciencia.core.codes import parse
    from paciencia.core.game import Game

    from .positions import freecell_near_win

    placed = Game.from_position(parse("paciencia://freecell/2"), freecell_near_win())
    placed.play(next(m for m in placed.rules.legal_moves(placed.position) if m.src == "t0"))
    crafted = solved("paciencia://freecell/617", order_of="paciencia://freecell/1")
    for game in (placed, crafted):
        first = flow()
        first.save(game, 30.0)
        second = flow()
        assert second.load() is None
        assert not second.stats.variants and not second.leaderboard
        assert len(second.notices) == 1 and second.notices[0].moved_to is not None
        assert second.notices[0].moved_to.name.startswith("saved_game.json.broken-")


def test_a_saved_game_whose_cards_are_not_its_codes_deal_is_set_aside():
    """C-2: nothing stored makes a code deal other cards than ``paciencia deal`` prints."""
    from paciencia.core.codes import parse
    from paciencia.core.game import Game

    other = Game(parse("paciencia://freecell/2")).order
    game = Game(parse("paciencia://freecell/1"), order=other)
    game.play(game.rules.legal_moves(game.position)[0])
    flow().save(game, 5.0)
    second = flow()
    assert second.load() is None
    assert len(second.notices) == 1 and second.notices[0].moved_to is not None
