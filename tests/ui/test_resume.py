"""T-4: the game in progress is saved after every move and on quit, and comes back
exactly; a killed process loses at most the move in flight."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from paciencia.core.codes import parse  # noqa: E402
from paciencia.core.game import Game  # noqa: E402
from paciencia.core.moves import Move  # noqa: E402
from paciencia.storage.saved_game import load_saved_game, saved_game_path  # noqa: E402
from paciencia.storage.settings import Settings  # noqa: E402
from paciencia.ui.window.main_window import MainWindow  # noqa: E402

from .helpers import click, key, load_position, make_window, open_game, top  # noqa: E402
from .positions import freecell_near_win  # noqa: E402

APP = Path(__file__).resolve().parents[2] / "app"


def relaunch(qtbot, argv=()):
    w = MainWindow(Settings(animation_speed="off"))
    qtbot.addWidget(w)
    w.show()
    w.controller.start(list(argv))
    QApplication.processEvents()
    return w


def same_game(a, b):
    assert a.code == b.code
    assert a.history.index == b.history.index
    assert a.history.snapshots == b.history.snapshots  # positions, scores, moves, redo branch
    assert (a.undos, a.hints, a.resigned) == (b.undos, b.hints, b.resigned)


def test_every_move_is_saved_and_quit_resumes_exactly(qtbot):
    w = make_window(qtbot)
    open_game(w, "klondike", 40, draw=3, passes=2)
    for _ in range(4):
        key(w, Qt.Key.Key_Space)  # draws (stock moves)
        saved, _ = load_saved_game()
        assert saved.game.history.index == w.controller.session.table.game.history.index  # saved after every move
    w.controller.session.undo()
    w.controller.session.hint()
    assert load_saved_game()[0].game.history.index == 3
    w.controller.session.table.clock.reset(95.0)  # as if the player had been at it for a while
    w.controller.session.table.clock.start()
    played = w.controller.session.table.game
    w.close()
    w2 = relaunch(qtbot)
    same_game(w2.controller.session.table.game, played)
    assert w2.controller.session.table.game.history.can_redo()
    assert w2.controller.session.table.clock.elapsed() >= 95.0  # C-7: the clock goes on from where it stopped
    assert w2.controller.session.table.game.rules.pass_limit == 2 and w2.controller.session.table.game.rules.draw == 3
    w2.close()


def test_a_finished_game_is_not_resumed(qtbot):
    w = make_window(qtbot)
    open_game(w, "freecell", 2)
    load_position(w, freecell_near_win())
    click(w, top(w, "t0"))  # K♥ up; automove takes K♠ (F-6)
    assert w.controller.session.table.game.won and w.finished_with
    w.close()
    assert not saved_game_path().exists()
    w2 = relaunch(qtbot)
    assert w2.controller.session.table.game is None or w2.controller.session.table.game.moves == 0
    assert w2.controller.flow.stats.of("freecell").played == 1  # recorded once, not again at relaunch
    w2.close()


def test_killed_app_comes_back_with_at_most_the_move_in_flight_lost(qtbot, tmp_path):
    home = Path(os.environ["PACIENCIA_HOME"])
    code = "paciencia://klondike/2024?draw=1&passes=0&guaranteed=0"
    env = dict(
        os.environ,
        PACIENCIA_HOME=str(home),
        QT_QPA_PLATFORM="offscreen",
        PYTHONPATH=str(APP) + os.pathsep + os.environ.get("PYTHONPATH", ""),
    )
    driver = Path(__file__).with_name("drive_app.py")
    proc = subprocess.Popen(
        [sys.executable, str(driver), code, "--moves", "200", "--interval", "25"],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
    )
    lines: list[str] = []
    try:
        path = home / "data" / "saved_game.json"
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:  # wait until a good part of the game is on disk
            line = proc.stdout.readline().decode().strip()
            if not line:
                break
            lines.append(line)
            if len(lines) >= 12 and path.exists():
                break
        assert len(lines) >= 12, lines
        os.kill(proc.pid, signal.SIGKILL)  # mid-game, maybe mid-move
        proc.wait(10)
        lines += proc.stdout.read().decode().split()
    finally:
        if proc.poll() is None:
            proc.kill()
    steps = [ln for ln in "\n".join(lines).replace("played\n", "played ").splitlines() if ln.strip()]

    w = relaunch(qtbot)
    resumed = w.controller.session.table.game
    assert resumed is not None and str(resumed.code) == code
    # replay what the app printed, step by step; the resumed game must be one of the last two states
    replay = Game(parse(code))
    states = [replay.history.snapshots]
    indexes = [0]
    for step in steps:
        parts = step.split()
        if parts[0] == "undo":
            replay.undo()
        elif parts[0] == "played":
            replay.play(Move(parts[1], parts[2], int(parts[3])))
        else:
            continue
        states.append(replay.history.snapshots)
        indexes.append(replay.history.index)
    got = (resumed.history.snapshots, resumed.history.index)
    assert got in list(zip(states, indexes, strict=True))[-2:], "more than the move in flight was lost"
    assert w.controller.session.table.clock.elapsed() > 0
    w.close()


@pytest.mark.parametrize("abandon", [True, False])
def test_a_link_at_launch_asks_before_it_replaces_a_saved_game_in_progress(qtbot, monkeypatch, abandon):
    """C-13 + T-4: launched with a link while a begun game is saved, the saved game comes
    back and the player is asked; only "abandon" deals the link and records the loss."""
    from paciencia.storage.stats import load_statistics
    from paciencia.ui.window import commands

    w = make_window(qtbot)
    open_game(w, "klondike", 40, draw=1)
    key(w, Qt.Key.Key_Space)  # begun: one move
    w.close()
    asked = []
    monkeypatch.setattr(commands, "ask_abandon", lambda parent: asked.append(1) or abandon)
    w2 = relaunch(qtbot, ["paciencia://freecell/617"])
    qtbot.waitUntil(lambda: asked == [1], timeout=3000)
    stats, _ = load_statistics()
    klondike = stats.of("klondike?draw=1&passes=0")
    game = w2.controller.session.table.game
    if abandon:
        assert str(game.code) == "paciencia://freecell/617" and game.moves == 0
        assert (klondike.played, klondike.won) == (1, 0)
        w2.controller.session.play(game.rules.legal_moves(game.position)[0])
        assert str(load_saved_game()[0].game.code) == "paciencia://freecell/617"
    else:
        assert str(game.code).startswith("paciencia://klondike/40") and game.moves == 1
        assert klondike.played == 0  # never a loss the player did not choose
        assert "goes on" in w2.status.currentMessage()


def test_a_link_at_launch_replaces_an_untouched_saved_deal_without_asking(qtbot, monkeypatch):
    from paciencia.storage.stats import load_statistics
    from paciencia.ui.window import commands

    w = make_window(qtbot)
    open_game(w, "klondike", 41, draw=1)  # dealt, no move
    w.close()
    monkeypatch.setattr(commands, "ask_abandon", lambda parent: pytest.fail("asked"))
    w2 = relaunch(qtbot, ["paciencia://freecell/617"])
    assert str(w2.controller.session.table.game.code) == "paciencia://freecell/617"
    assert not load_statistics()[0].variants  # an untouched game is never counted


def test_a_launch_writes_its_files_just_after_the_first_frame(qtbot):
    """T-3/T-4 and start-up time: start() holds its fsynced writes back for an instant;
    they are on disk right after, and a move made meanwhile is saved at once."""
    from paciencia.storage.settings import settings_path

    assert not saved_game_path().exists() and not settings_path().exists()
    w = MainWindow(Settings(animation_speed="off"))
    qtbot.addWidget(w)
    w.show()
    w.controller.start(["paciencia://klondike/12"])
    assert not saved_game_path().exists() and not settings_path().exists()  # nothing written yet
    # Written SAVE_AFTER_START_MS after the start: waited for, however late that timer comes.
    qtbot.waitUntil(lambda: saved_game_path().exists() and settings_path().exists(), timeout=10000)
    assert str(load_saved_game()[0].game.code).startswith("paciencia://klondike/12")
    assert "klondike/12" in settings_path().read_text(encoding="utf-8")
    key(w, Qt.Key.Key_Space)  # after start-up every change is written at once again
    assert load_saved_game()[0].game.history.index == 1


def test_closing_during_start_up_still_writes_everything(qtbot):
    from paciencia.storage.settings import settings_path

    w = MainWindow(Settings(animation_speed="off"))
    qtbot.addWidget(w)
    w.show()
    w.controller.start(["paciencia://freecell/99"])
    w.close()
    assert str(load_saved_game()[0].game.code) == "paciencia://freecell/99"
    assert "freecell/99" in settings_path().read_text(encoding="utf-8")
