"""The solvers in the app (V-7, K-14, F-7, S-8, P-10): searches run off the UI thread,
can be cancelled, drop stale answers and never freeze the window."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from paciencia.core.codes import GameCode, GameCodeError
from paciencia.core.games.freecell.rules import FreeCellRules
from paciencia.core.games.freecell.solver import solve as freecell_solve
from paciencia.core.games.pyramid import levels
from paciencia.core.games.spider import help as spider_help
from paciencia.core.search import Budget
from paciencia.core.shuffle import microsoft_deal, shuffled
from paciencia.play.flow import FoundDeal
from paciencia.solvers.select import select_deal
from paciencia.ui.dialogs.play_number import interpret
from paciencia.ui.dialogs.search_progress import SHOW_AFTER_MS, SearchProgress
from paciencia.ui.window import commands
from paciencia.ui.window.main_window import MainWindow

from .helpers import load_position, open_game

LOST = """Foundations: H-0 C-0 D-0 S-0
Freecells: KC KD KH KS
AC 2C 3C 4C 5C 6C QC
AD 2D 3D 4D 5D 6D QS
AH 2H 3H 4H 5H 6H JC
AS 2S 3S 4S 5S 6S JS
7C 7D 7H 8D TC
7S 8C 8H 9D TS
8S 9H TD 9C
TH JD JH QD QH 9S
"""
"""A FreeCell position without a single legal move (the solver proves it lost)."""


def wait_idle(qtbot: Any, w: MainWindow, timeout: int = 15000) -> None:
    qtbot.waitUntil(lambda: not w.controller.solver.busy(), timeout=timeout)
    QApplication.processEvents()


ENDLESS = Budget(positions=10**9, seconds=120)
"""A search of Microsoft deal 11982 (unsolvable) with this budget runs for minutes: only its
stop flag ends it soon. The seconds bound what a broken stop would cost."""


class Turns:
    """Who ran last, the UI thread's timer or the search, and how often that changed."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.last = ""
        self.count = 0

    def note(self, who: str) -> None:
        with self.lock:
            if who != self.last:
                self.last, self.count = who, self.count + 1


# -- the worker (V-7) ------------------------------------------------------------------
@pytest.fixture
def worker(qtbot: Any) -> Any:
    """The solver worker alone: what it does needs no window."""
    from paciencia.ui.aids.solver_worker import SolverWorker

    searcher = SolverWorker()
    yield searcher
    searcher.shutdown()


def test_event_loop_keeps_turning_during_a_long_search(worker: Any, qtbot: Any) -> None:
    """A FreeCell solve of Microsoft deal 11982 (unsolvable: the search never ends early)
    runs on the worker while a 10 ms timer ticks on the UI thread: the two take turns all
    along (the window never waits for the search to end), until the search is told to stop
    after 50 turns. Its checkpoints are its reads of the stop flag (every 64 expansions)."""
    rules = FreeCellRules()
    pos = rules.deal(microsoft_deal(11982))
    threads: list[int] = []
    answers: list[Any] = []
    turns = Turns()

    def work(stop: Any, progress: Any) -> Any:
        threads.append(threading.get_ident())

        def checkpoint() -> bool:
            turns.note("search")
            return bool(stop()) or turns.count >= 50

        return freecell_solve(rules, pos, ENDLESS, checkpoint)

    def tick() -> None:
        if worker.busy("test"):
            turns.note("window")

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    worker.submit("test", work, answers.append)
    qtbot.waitUntil(lambda: bool(answers), timeout=60000)
    timer.stop()
    assert threads and threads[0] != threading.get_ident()  # off the UI thread
    assert answers[0].verdict == "unknown" and answers[0].expanded > 100
    assert turns.count >= 50, f"the window and the search took turns only {turns.count} times"


def test_cancel_stops_the_search_and_drops_its_answer(worker: Any, qtbot: Any) -> None:
    """The search would run for minutes: its answer comes back (and is dropped) only because
    the stop flag reached it."""
    rules = FreeCellRules()
    pos = rules.deal(microsoft_deal(11982))
    answers: list[Any] = []
    dropped: list[int] = []
    started = threading.Event()
    told: list[int] = []

    def work(stop: Any, progress: Any) -> Any:
        started.set()

        def flag() -> bool:
            if stop():
                told.append(1)
                return True
            return False

        return freecell_solve(rules, pos, ENDLESS, flag)

    job = worker.submit("test", work, answers.append, on_dropped=lambda: dropped.append(1))
    qtbot.waitUntil(started.is_set, timeout=10000)
    with qtbot.waitSignal(worker.dropped, timeout=60000) as blocker:
        worker.cancel("test")
    assert blocker.args == [job]
    assert told  # the search ended on its stop flag, not on its budget
    assert answers == [] and dropped == [1]


def test_a_worker_dropped_mid_search_stops_it_and_gives_the_collector_back(qtbot: Any) -> None:
    """A window deleted while its search runs (no close, so no shutdown): the search is
    stopped, the UI thread is not held waiting for it, and the garbage collector the
    search paused comes back. Before, the collector stayed off for the rest of the
    process (the test run grew to 5 GB) and the pool's destructor waited for a search
    nobody would stop."""
    import gc

    from PySide6.QtCore import QObject

    from paciencia.ui.aids import solver_worker

    assert gc.isenabled() and solver_worker.searches_running() == 0
    owner = QObject()
    worker = solver_worker.SolverWorker(owner)
    rules = FreeCellRules()
    pos = rules.deal(microsoft_deal(11982))
    stopped = threading.Event()

    def endless(stop: Any, progress: Any) -> str:
        def flag() -> bool:
            if stop():
                stopped.set()
                return True
            return False

        freecell_solve(rules, pos, ENDLESS, flag)
        return "stopped"

    worker.submit("test", endless, lambda answer: None)
    qtbot.waitUntil(lambda: not gc.isenabled(), timeout=10000)  # paused while it searches
    del worker
    owner.deleteLater()
    # Were the search not stopped, the pool's destructor would hold the UI thread until the
    # budget ran out, and the search would end without its flag set.
    qtbot.waitUntil(stopped.is_set, timeout=60000)
    qtbot.waitUntil(lambda: solver_worker.searches_running() == 0 and gc.isenabled(), timeout=10000)


def test_a_newer_request_supersedes_an_older_one(worker: Any, qtbot: Any) -> None:
    answers: list[str] = []
    rules = FreeCellRules()
    pos = rules.deal(microsoft_deal(11982))

    def slow(stop: Any, progress: Any) -> str:
        freecell_solve(rules, pos, ENDLESS, stop)
        return "old"

    first = worker.submit("test", slow, answers.append)
    with qtbot.waitSignals([worker.dropped, worker.answered], timeout=5000):
        worker.submit("test", lambda stop, progress: "new", answers.append)
    assert answers == ["new"]
    assert worker.current("test") is None and first != worker.current("test")


# -- hints (F-7, S-8) ------------------------------------------------------------------
def test_freecell_hint_comes_from_the_solver_and_is_legal(window: MainWindow, qtbot: Any) -> None:
    open_game(window, "freecell", 1)
    game = window.controller.session.table.game
    assert game is not None
    window.acts["hint"].trigger()
    assert window.controller.session.table.last_hint is None  # nothing shown (nor modal) until the answer
    wait_idle(qtbot, window)
    hint = window.controller.session.table.last_hint
    assert hint is not None and hint.move is not None
    assert hint.move in game.rules.legal_moves(game.position)
    assert game.hints == 1
    assert window.controller.session.table.marks().hint_cards


def test_freecell_hint_says_no_way_out_when_the_solver_proves_it(window: MainWindow, qtbot: Any) -> None:
    open_game(window, "freecell", 1)
    game = window.controller.session.table.game
    assert game is not None
    load_position(window, game.rules.parse_position(LOST))
    window.acts["hint"].trigger()
    wait_idle(qtbot, window)
    hint = window.controller.session.table.last_hint
    assert hint is not None and hint.kind == "no_way_out" and hint.move is None
    assert "proved" in window.status.currentMessage()


def test_a_hint_for_a_position_no_longer_on_the_table_never_shows(window: MainWindow, qtbot: Any) -> None:
    open_game(window, "freecell", 1)
    game = window.controller.session.table.game
    assert game is not None
    with qtbot.waitSignal(window.controller.solver.dropped, timeout=10000):
        window.controller.session.hint()  # the solver starts on the worker…
        move = game.rules.legal_moves(game.position)[0]
        assert window.controller.session.play(move)  # …and the player moves before it answers
    QApplication.processEvents()  # whatever the dropped answer could still have queued
    assert window.controller.session.table.last_hint is None
    assert not window.controller.session.table.marks().hint_cards
    assert game.hints == 0


def test_spider_hint_is_a_legal_move(window: MainWindow, qtbot: Any) -> None:
    open_game(window, "spider", 3, suits=1)
    game = window.controller.session.table.game
    assert game is not None
    window.controller.session.hint()
    wait_idle(qtbot, window)
    hint = window.controller.session.table.last_hint
    assert hint is not None and hint.move is not None
    assert hint.move in game.rules.legal_moves(game.position)
    # S-8, C-11: the look-ahead's hint names the move and why, in S-8's order.
    assert hint.move in [p.move for p in spider_help.best_tier(game.rules, game.position)]
    assert window.status.currentMessage().startswith(("Move ", "Deal "))


# -- K-14: guaranteed Klondike deals -------------------------------------------------------
def test_guaranteed_deal_is_proven_and_the_same_code_gives_the_same_deal(window: MainWindow, qtbot: Any) -> None:
    code = GameCode.make("klondike", 3, draw=1, passes=0, guaranteed=1)
    window.controller.open_code(code, animate=False)
    session = window.controller.session
    qtbot.waitUntil(lambda: session.table.game is not None and session.table.game.code == code, timeout=30000)
    first = window.controller.session.table.game
    assert first is not None and first.proven
    assert "Solution proven" in window.status.game.text()
    assert "Solution proven" in window.windowTitle()
    assert "win" not in window.status.currentMessage().lower().replace("solution", "")
    window.controller.deals.proven.found.clear()  # search again: the code alone fixes the deal
    window.controller.open_code(code, animate=False)
    qtbot.waitUntil(lambda: window.controller.session.table.game is not first, timeout=30000)
    second = window.controller.session.table.game
    assert second is not None and second.proven and second.order == first.order
    chosen = select_deal(code)
    assert chosen.proven and chosen.order == first.order and chosen.candidate == 0
    assert list(chosen.order) == shuffled(3)


class NeverAnswers:
    """Stands for a deal search in the worker processes that never ends (until cancelled)."""

    def __init__(self) -> None:
        self.cancelled = False


def never_answering(window: MainWindow, monkeypatch: Any, progress: int = 0) -> list[NeverAnswers]:
    """Deal searches that only ever report ``progress`` candidates decided."""
    started: list[NeverAnswers] = []
    deals = window.controller.deals

    def search(code: GameCode, on_done: Any, on_progress: Any, on_failed: Any) -> NeverAnswers:
        started.append(NeverAnswers())
        QTimer.singleShot(0, lambda: on_progress(progress, 60))
        return started[-1]

    monkeypatch.setattr(deals, "search", search)
    monkeypatch.setattr(deals, "cancel", lambda s: setattr(s, "cancelled", True))
    return started


def test_cancel_keeps_the_previous_game(window: MainWindow, qtbot: Any, monkeypatch: Any) -> None:
    started = never_answering(window, monkeypatch, progress=5)
    open_game(window, "klondike", 7)
    before = window.controller.session.table.game
    assert before is not None
    assert window.controller.session.play(before.rules.legal_moves(before.position)[0])
    window.controller.open_code(GameCode.make("klondike", 8, guaranteed=1), animate=False)
    app = window.controller
    assert app.search_dialog is not None and not app.search_dialog.isVisible()  # not at once:
    assert app.search_dialog._timer.isActive() and app.search_dialog._timer.interval() == SHOW_AFTER_MS
    qtbot.waitUntil(lambda: app.search_dialog is not None and app.search_dialog.isVisible(), timeout=3000)
    dialog = window.controller.search_dialog
    assert isinstance(dialog, SearchProgress)
    qtbot.waitUntil(lambda: "6 of 60" in dialog.label.text(), timeout=3000)
    assert "Looking for a deal with a proven solution" in dialog.label.text()
    dialog.cancel_button.click()
    wait_idle(qtbot, window)
    assert window.controller.session.table.game is before and before.moves == 1
    assert window.controller.search_dialog is None
    assert "cancelled" in window.status.currentMessage()
    assert [s.cancelled for s in started] == [True]  # the worker processes are told to stop


def test_cancel_at_first_start_deals_the_plain_shuffle_unmarked(qtbot: Any, monkeypatch: Any) -> None:
    from .helpers import make_window

    w = make_window(qtbot)
    try:
        never_answering(w, monkeypatch)
        current = w.controller.flow.current
        last = "paciencia://klondike/9?draw=1&passes=0&guaranteed=1"
        current.replace(current.value._replace(last_game=last).with_option("klondike", "guaranteed", True))
        w.controller.start([])
        assert w.controller.session.table.game is None
        app = w.controller
        qtbot.waitUntil(lambda: app.search_dialog is not None and app.search_dialog.isVisible(), timeout=3000)
        assert isinstance(w.controller.search_dialog, SearchProgress)
        w.controller.search_dialog.reject()  # Esc / the window's close button
        wait_idle(qtbot, w)
        game = w.controller.session.table.game
        assert game is not None and not game.proven
        assert game.code.option("guaranteed") == "1"
        assert "plain shuffle" in w.status.currentMessage()
        assert "no proven solution" in w.status.game.text()
    finally:
        w.close()


def test_none_proven_plays_the_last_candidate_unmarked(window: MainWindow, qtbot: Any, monkeypatch: Any) -> None:
    last = tuple(reversed(range(52)))
    deals = window.controller.deals

    def search(code: GameCode, on_done: Any, on_progress: Any, on_failed: Any) -> NeverAnswers:
        QTimer.singleShot(0, lambda: on_done(FoundDeal(last, False, 59)))
        return NeverAnswers()

    monkeypatch.setattr(deals, "search", search)
    window.controller.open_code(GameCode.make("klondike", 4, guaranteed=1), animate=False)
    qtbot.waitUntil(lambda: window.controller.session.table.game is not None, timeout=5000)
    game = window.controller.session.table.game
    assert game is not None and game.order == last and not game.proven
    assert "None of the 60 deals" in window.banner.text.text()
    assert "no proven solution" in window.windowTitle()


# -- P-10: Pyramid levels ----------------------------------------------------------------------
@pytest.fixture
def pyramid_lists(tmp_path: Path, monkeypatch: Any) -> dict[str, list[int]]:
    lists = {"easy": [11, 40], "standard": [11, 40, 77, 123]}
    folder = tmp_path / "pyramid"
    folder.mkdir()
    for level, numbers in lists.items():
        (folder / f"{level}.txt").write_text("# test list\n" + "".join(f"{n}\n" for n in numbers))
    monkeypatch.setattr(levels, "level_file", lambda level: folder / f"{level}.txt")
    levels._load.cache_clear()
    levels.numbers_set.cache_clear()
    yield lists
    levels._load.cache_clear()
    levels.numbers_set.cache_clear()


def test_pyramid_level_deals_come_from_the_lists(window: MainWindow, qtbot: Any, pyramid_lists: Any) -> None:
    for level in ("easy", "standard"):
        window.controller.flow.current.replace(window.controller.settings.with_option("pyramid", "level", level))
        for _ in range(6):
            window.controller.open_code(window.controller.code_for("pyramid"), animate=False)
            game = window.controller.session.table.game
            assert game is not None and game.code.option("level") == level
            assert game.code.number in pyramid_lists[level]
            assert game.proven and "Solution proven" in window.status.game.text()
    window.controller.flow.current.replace(window.controller.settings.with_option("pyramid", "level", "random"))
    window.controller.open_code(window.controller.code_for("pyramid"), animate=False)
    assert window.controller.session.table.game is not None and not window.controller.session.table.game.proven


def test_play_number_checks_the_level_list(qtbot: Any, pyramid_lists: Any) -> None:
    from .views import close, windowless

    app, view = windowless(True)
    app.open_code(GameCode.make("pyramid", 40, level="standard"), animate=False)
    game = app.session.table.game
    assert game is not None and game.proven
    dialog = commands.make_play_number(app)
    with pytest.raises(GameCodeError) as refused:
        interpret("41", dialog.code_for)
    assert "not in the standard list" in str(refused.value)
    assert interpret("77", dialog.code_for).number == 77
    with pytest.raises(GameCodeError):
        GameCode.make("pyramid", 77, level="easy")
    assert GameCode.make("pyramid", 77, level="random").number == 77  # any number
    dialog.close()
    close(app, view)


def test_pyramid_still_winnable(window: MainWindow, qtbot: Any) -> None:
    open_game(window, "pyramid", 11, level="random")
    assert window.acts["winnable"].isVisible()
    window.acts["winnable"].trigger()
    wait_idle(qtbot, window, 20000)
    text = window.status.currentMessage()
    assert "can still be won" in text or "can no longer be won" in text
    open_game(window, "klondike", 1)
    assert not window.acts["winnable"].isVisible()
