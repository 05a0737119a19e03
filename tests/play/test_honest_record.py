"""B-5, C-10 (issue 37 §1, §4): the record cannot be corrupted by a win the solver played.

Records (best time, fewest moves, best score, the Top 5) come from clean wins only; a win in
which the solver played moves is counted as won, marked as the solver's, with no time bonus
and no streak; hints and undos make a win assisted (no record) but it still extends the
streak. Older statistics files lose the records that assisted wins had set."""

import json

from test_flow_records import flow, solved

from paciencia.core.codes import parse
from paciencia.core.game import Game
from paciencia.storage.leaderboard import load_leaderboard
from paciencia.storage.stats import Result, VariantStats, load_statistics, statistics_path


def solver_won(code="paciencia://freecell/1"):
    """A game won by "Continue from here" on the solution from the deal: the solver's moves."""
    game = Game(parse(code))
    result = game.code.info.solver()(game.rules, game.position, _budget())
    game.solver_uses += 1
    game.solver_played = True  # what the playback's continue and the rewind mark
    game.play_sequence(list(result.moves), 0.0, follow=False)
    assert game.won
    return game


def _budget():
    from paciencia.core.search import Budget

    return Budget(positions=200_000)


def test_a_win_the_solver_played_earns_no_time_bonus_and_sets_no_record():
    game = solver_won()
    assert game.bonus == 0  # before: the full 700 for a win at 0:00
    f = flow()
    assert f.record(game, 0.0) is None  # not in the Top 5
    s = f.stats.of("freecell")
    assert (s.played, s.won, s.solver_wins, s.clean_wins) == (1, 1, 1, 0)
    assert s.best_time is None and s.fewest_moves is None and s.best_score is None  # before: 0:00
    assert (s.current_streak, s.best_streak) == (0, 0)  # before: the solver's win made a streak of 1
    assert f.leaderboard == []
    stored = load_statistics()[0].of("freecell")
    assert stored.history[-1].solver and stored.best_time is None


def test_the_solvers_win_neither_extends_nor_breaks_a_streak():
    f = flow()
    f.record(solved(), 100.0)
    f.record(solver_won("paciencia://freecell/2"), 5.0)
    f.record(solved("paciencia://freecell/3"), 200.0)
    s = f.stats.of("freecell")
    assert (s.won, s.current_streak, s.best_streak, s.solver_wins) == (3, 2, 2, 1)
    assert s.best_time == 100


def test_an_assisted_win_extends_the_streak_but_sets_no_record_nor_enters_the_top_5():
    f = flow()
    game = solved()
    game.hints = 1
    assert f.record(game, 10.0) is None
    s = f.stats.of("freecell")
    assert (s.won, s.current_streak, s.clean_wins) == (1, 1, 0)
    assert s.best_time is None and s.fewest_moves is None and s.best_score is None
    assert f.leaderboard == [] and load_leaderboard()[0] == []
    clean = solved("paciencia://freecell/2")
    assert f.record(clean, 300.0) == 0
    s = f.stats.of("freecell")
    assert (s.best_time, s.fewest_moves, s.best_score) == (300, clean.moves, clean.score)


def test_records_are_the_best_of_the_clean_wins_only():
    s = VariantStats()
    s.record(Result("2026-12-07T10:00:00", True, 50, 90, 800, assisted=True, id="a"))
    s.record(Result("2026-12-07T10:05:00", True, 400, 120, 600, id="b"))
    s.record(Result("2026-12-07T10:10:00", True, 10, 80, 900, assisted=True, solver=True, id="c"))
    assert (s.best_time, s.fewest_moves, s.best_score) == (400, 120, 600)


def test_a_format_3_file_keeps_only_the_records_of_its_clean_wins():
    """An earlier version counted an assisted 0:00 win as the best time."""
    history = [
        {"date": "2026-12-01T10:00:00", "won": True, "seconds": 0, "moves": 80, "score": 1220,
         "assisted": True, "id": "x1"},
        {"date": "2026-12-01T11:00:00", "won": True, "seconds": 250, "moves": 95, "score": 900, "id": "x2"},
        {"date": "2026-12-01T12:00:00", "won": False, "seconds": 20, "moves": 5, "score": 0, "id": "x3"},
    ]
    variant = {"played": 3, "won": 2, "current_streak": 0, "best_streak": 2, "best_time": 0,
               "fewest_moves": 80, "clean_wins": 1, "history": history}
    only_assisted = {"played": 1, "won": 1, "current_streak": 1, "best_streak": 1, "best_time": 0,
                     "fewest_moves": 80, "clean_wins": 0, "history": history[:1]}
    path = statistics_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": "paciencia-statistics", "version": 3, "data": {
        "variants": {"freecell": variant, "klondike?draw=1&passes=0": only_assisted}, "daily": {}}}))
    stats, notice = load_statistics()
    assert notice is None
    s = stats.of("freecell")
    assert (s.best_time, s.fewest_moves, s.best_score, s.clean_wins) == (250, 95, 900, 1)
    k = stats.of("klondike?draw=1&passes=0")
    assert (k.best_time, k.fewest_moves, k.best_score) == (None, None, None)


def test_an_old_top_5_entry_of_an_assisted_win_is_not_shown():
    """A leaderboard written by an earlier version listed an assisted win: its result in the
    statistics says so, and the Top 5 leaves it out."""
    f = flow()
    game = solved()
    f.record(game, 10.0)  # clean: listed
    assisted = solved("paciencia://freecell/2")
    f.record(assisted, 20.0)
    # What an earlier version wrote: the assisted win in the Top 5 too.
    from paciencia.storage.leaderboard import Entry, save_leaderboard
    from paciencia.storage.stats import save_statistics

    stats = f.stats
    history = stats.of("freecell").history
    history[-1] = history[-1].replace(assisted=True)
    save_statistics(stats)
    board = list(f.leaderboard) + [Entry(5000, "paciencia://freecell/2", "freecell", "2026-12-07", 20,
                                         assisted.moves, "Ana", f.stats.of("freecell").history[-1].id)]
    save_leaderboard(board)
    again = flow()
    assert [e.code for e in again.leaderboard] == ["paciencia://freecell/1"]
