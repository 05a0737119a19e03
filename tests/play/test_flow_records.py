"""C-5, C-13, C-2 across launches, without a window (issue 26 §1: the flow is Qt-free):
each result is recorded once, a kill at any moment loses nothing and counts nothing twice,
and only a real win counts."""

from paciencia.storage.leaderboard import load_leaderboard
from paciencia.storage.pending import load_pending, pending_path
from paciencia.storage.stats import load_statistics
from ui.positions import freecell_near_win  # tests/ui/positions.py: hand-made positions, no Qt

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
    from paciencia.play.flow import GameFlow
    from paciencia.storage.settings import Settings

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


def test_a_result_the_statistics_cannot_take_waits_in_its_own_file_for_the_next_launch(monkeypatch):
    from paciencia.play import records
    from paciencia.play.flow import GameFlow
    from paciencia.storage.settings import Settings

    first = GameFlow(Settings())
    game = solved()
    with monkeypatch.context() as m:
        def refuse(stats):
            raise PermissionError(13, "Permission denied")

        m.setattr(records, "save_statistics", refuse)
        first.record(game, 30.0)
        assert first.records.waiting and pending_path().exists()
        assert [o.result.id for o in load_pending()[0]] == [first.result_id(game)]
    second = GameFlow(Settings())  # the next launch stores it, once
    assert load_statistics()[0].of("freecell").won == 1 and not pending_path().exists()
    assert second.stats.of("freecell").played == 1
    third = GameFlow(Settings())
    assert third.stats.of("freecell").played == 1
