"""Issue 36 §7 (T-6): the writer of every stored file never writes what its reader refuses.

A count at the reader's limit (MAX_COUNT) became MAX_COUNT + 1 at the next result, and the
next launch refused the whole statistics file. The writers saturate at the limit both share
(core/limits.py); these properties drive each writer with figures at and far past the limit
and read the file back."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from paciencia.core.codes import parse
from paciencia.core.game import Game
from paciencia.core.history import History, Snapshot
from paciencia.core.limits import MAX_COUNT
from paciencia.storage import pending, stats
from paciencia.storage.stats import Result, Statistics, VariantStats, load_statistics

HUGE = st.integers(min_value=0, max_value=10**13)
NEAR = st.integers(min_value=0, max_value=3)


SLOW = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def _flow() -> Any:
    from paciencia.play.flow import GameFlow
    from paciencia.storage.settings import Settings

    return GameFlow(Settings(player_name="Ana"))


def _game_with(moves: int, score: int, undos: int, won: bool) -> Any:
    """A FreeCell game whose figures are as large as asked (its position the deal's)."""
    from paciencia.core.search import Budget

    game = Game(parse("paciencia://freecell/1"))
    if won:
        result = game.code.info.solver()(game.rules, game.position, Budget(positions=200_000))
        game.play_sequence(list(result.moves), follow=False)
    snap = game.history.current
    game.history = History(Snapshot(snap.position, score, moves))
    game.undos = game.hints = game.solver_uses = undos
    return game


@SLOW
@given(gap=NEAR, won=st.booleans(), seconds=HUGE, moves=HUGE, score=HUGE, undos=HUGE)
def test_statistics_at_the_limit_stay_readable(gap: int, won: bool, seconds: int, moves: int, score: int,
                                              undos: int) -> None:
    flow = _flow()
    flow.stats.reset()
    at = MAX_COUNT - gap
    flow.stats.variants["freecell"] = VariantStats(
        played=at, won=at, current_streak=at, best_streak=at, best_time=5, fewest_moves=5, clean_wins=at,
        best_score=5,
    )
    game = _game_with(moves, score, undos, won)
    flow.record(game, float(seconds))
    read, notice = load_statistics()
    assert notice is None, notice
    s = read.of("freecell")
    assert s.played == min(at + 1, MAX_COUNT)
    assert all(0 <= r.seconds <= MAX_COUNT and 0 <= r.moves <= MAX_COUNT for r in s.history)


@SLOW
@given(undos=HUGE, elapsed=st.floats(min_value=0, max_value=1e15, allow_nan=False))
def test_a_saved_game_with_counters_past_the_limit_comes_back(undos: int, elapsed: float) -> None:
    from paciencia.storage.saved_game import clear_saved_game
    from paciencia.storage.settings import Settings

    flow = _flow()
    game = Game(parse("paciencia://freecell/1"))
    game.play(game.rules.legal_moves(game.position)[0])
    game.undos = game.hints = game.solver_uses = undos
    assert flow.save(game, elapsed)
    flow.writer.forget()
    from paciencia.storage.saved_game import load_saved_game

    saved, notice = load_saved_game(Settings())
    assert notice is None and saved is not None, notice
    back, seconds = saved.game, saved.elapsed
    assert back.undos == min(undos, MAX_COUNT) and seconds <= MAX_COUNT
    clear_saved_game()


def test_more_waiting_results_than_the_file_takes_keep_the_newest(monkeypatch: Any) -> None:
    monkeypatch.setattr(pending, "KEPT", 20)
    monkeypatch.setattr(pending, "FORMAT", pending.Format(
        pending.KIND, pending.VERSION, pending.Record({"outcomes": pending.ListOf(pending.OUTCOME, 20)})))
    outcomes = [pending.Outcome("freecell", Result("2026-12-07T10:00:00", False, 1, 1, 0, id=f"r{n}"))
                for n in range(25)]
    pending.save_pending(outcomes)
    back, notice = pending.load_pending()
    assert notice is None and [o.result.id for o in back] == [f"r{n}" for n in range(5, 25)]


def test_the_history_keeps_the_newest_results_within_the_file_s_size(monkeypatch: Any) -> None:
    monkeypatch.setattr(stats, "KEPT_RESULTS", 6)
    s = Statistics()
    for n in range(5):
        for key in ("freecell", "spider?suits=1"):
            s.of(key).record(Result(f"2026-12-0{n + 1}T10:00:00", True, 10, 10, 10, id=f"{key[:3]}{n}"))
    data = s.to_dict()
    kept = sorted(r["date"] for v in data["variants"].values() for r in v["history"])
    assert len(kept) == 6 and kept[0] == "2026-12-03T10:00:00"
    assert data["variants"]["freecell"]["played"] == 5  # the counts keep every game
