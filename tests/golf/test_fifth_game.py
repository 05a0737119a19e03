"""Issue 13's proof: a fifth game is one package and one registry call.

Putting Green (``tests/golf/game``, id ``puttinggreen``) is registered by this test alone. It is dealt through a game
code, played to a win with real clicks on the table, saved and resumed, offered in the
chooser, its options drawn in Preferences from its schema, and its results kept in the
statistics, with no file under ``app/`` that knows it.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel  # noqa: E402

from paciencia.core import registry  # noqa: E402
from paciencia.core.codes import parse  # noqa: E402
from paciencia.core.search import Budget  # noqa: E402
from paciencia.solvers.registry import solve  # noqa: E402
from paciencia.storage.settings import Settings  # noqa: E402
from paciencia.ui.dialogs.leaderboard import LeaderboardDialog  # noqa: E402
from paciencia.ui.dialogs.option_widgets import set_widget_value, widget_value  # noqa: E402
from paciencia.ui.dialogs.statistics import StatisticsDialog  # noqa: E402
from paciencia.ui.window import commands  # noqa: E402
from paciencia.ui.window.main_window import MainWindow  # noqa: E402
from ui.helpers import assert_scene_is_model, click  # noqa: E402  (tests/ui, a package of the tests)

from .game import INFO  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
CODE = "paciencia://puttinggreen/11?rows=5"  # a deal the test's own solver wins in under 100 positions


@pytest.fixture(autouse=True)
def golf(tmp_path: Path, monkeypatch: Any) -> Any:
    monkeypatch.setattr(commands, "ask_abandon", lambda parent: True)
    registry.register(INFO)  # the one registry call
    yield INFO
    registry.unregister(INFO.id)


def launch(qtbot: Any, argv: list[str] | None = None) -> MainWindow:
    w = MainWindow(Settings(animation_speed="off"))
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    shown: list[Any] = []
    w.controller.end_screen = lambda dialog: shown.append(dialog) or 0
    w.end_screens = shown  # type: ignore[attr-defined]
    w.controller.start(argv or [])
    QApplication.processEvents()
    return w


def play_by_clicks(w: MainWindow, moves: list[Any]) -> None:
    for move in moves:
        if move.src == "talon":
            click(w, pile="talon")
        else:
            click(w, w.scene.cards_of(move.src)[-1])  # a tap sends it to its only place: the waste
        assert_scene_is_model(w)


def test_golf_is_dealt_played_to_a_win_saved_resumed_and_counted(qtbot: Any) -> None:
    code = parse(CODE)
    assert str(code) == CODE and code.info is INFO
    w = launch(qtbot, [CODE])
    game = w.controller.session.table.game
    assert game is not None and game.code == code
    solution = solve(game.rules, game.position, Budget(positions=10_000)).moves
    assert solution, "the deal is winnable"
    play_by_clicks(w, solution[:20])
    assert game.moves == 20
    history = [s.position for s in game.history.snapshots]
    w.close()  # saved on close (T-4)

    again = launch(qtbot)  # no link: the saved game comes back
    resumed = again.controller.session.table.game
    assert resumed is not None and resumed.code == code and resumed.moves == 20
    assert [s.position for s in resumed.history.snapshots] == history
    play_by_clicks(again, solution[20:])
    assert resumed.won and again.end_screens  # type: ignore[attr-defined]
    stats = again.controller.flow.stats.of("puttinggreen?rows=5")
    assert (stats.played, stats.won) == (1, 1)
    dialog = StatisticsDialog(again.controller.flow, "puttinggreen?rows=5", again)
    assert dialog.variant.currentText() == "Putting Green · 5 rows"
    assert dialog.figures["won"].text() == "1"
    # Its score, declared by its rules, and the Top 5, whose title the registry writes.
    assert resumed.score == 5 * 35 and again.controller.flow.leaderboard[0].variant == "puttinggreen?rows=5"
    board = LeaderboardDialog(again.controller.flow.leaderboard, 0, again)
    assert "Putting Green" in board.findChild(QLabel).text()
    again.close()


def test_golf_in_the_chooser_and_in_preferences(qtbot: Any) -> None:
    w = launch(qtbot)
    assert "puttinggreen" in w.chooser.buttons and ("puttinggreen", "rows") in w.chooser.variants
    box = w.chooser.variants[("puttinggreen", "rows")]
    box.setCurrentIndex(box.findData(4))
    w.chooser.buttons["puttinggreen"].click()
    game = w.controller.session.table.game
    assert game is not None and game.code.game == "puttinggreen" and game.rules.rows == 4
    assert sum(len(c) for c in game.position.columns) == 28

    d = commands.make_preferences(w.controller)
    assert widget_value(d.option_widget("puttinggreen", "rows")) == 4
    set_widget_value(d.option_widget("puttinggreen", "wrap"), True)
    d.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert w.controller.settings.game_options("puttinggreen") == {"rows": 4, "wrap": True}
    w.controller.new_game()  # a rules option waits for the next deal (T-1)
    assert w.controller.session.table.game.rules.wrap
    w.close()


def test_no_file_under_app_knows_the_fifth_game() -> None:
    """Read from the files themselves (not ``git grep``, which finds nothing outside a git
    checkout, so the test passed in an unpacked sdist whatever the files said)."""
    sources = [p for p in (ROOT / "app" / "paciencia").rglob("*")
               if p.is_file() and p.suffix in (".py", ".html", ".txt", ".json") and "__pycache__" not in p.parts]
    assert len(sources) > 100, "the app's sources are not where the test looks"
    found = [str(p.relative_to(ROOT)) for p in sources
             if "puttinggreen" in p.read_text(encoding="utf-8", errors="replace").lower()]
    assert found == []
