"""A hidden hook for the kill-and-resume test (T-4); does nothing unless asked.

``PACIENCIA_TEST_MOVES=N`` makes the window play N steps after start, one
every ``PACIENCIA_TEST_INTERVAL`` ms (default 40) through the session, as a
player would: every fifth step is an undo, the others the first legal move.
Each step is printed (``played src dst count`` / ``undo``) before it is
played, so the test knows what was in flight when it killed the process.
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

if TYPE_CHECKING:
    from .main_window import MainWindow

ENV_MOVES = "PACIENCIA_TEST_MOVES"
ENV_INTERVAL = "PACIENCIA_TEST_INTERVAL"


def install(window: MainWindow) -> None:
    try:
        steps = int(os.environ.get(ENV_MOVES, "0"))
        interval = int(os.environ.get(ENV_INTERVAL, "40"))
    except ValueError:
        return
    if steps <= 0:
        return
    state = {"n": 0}
    timer = QTimer(window)
    timer.setInterval(interval)

    def step() -> None:
        session = window.session
        game = session.game
        session.scene.animator.finish()
        if game is None or game.over or state["n"] >= steps:
            timer.stop()
            print("done", flush=True)
            return
        state["n"] += 1
        if state["n"] % 5 == 0 and game.history.can_undo():
            print("undo", flush=True)
            session.undo()
            return
        moves = game.rules.legal_moves(game.position)
        if not moves:
            timer.stop()
            print("done", flush=True)
            return
        m = moves[0]
        print(f"played {m.src} {m.dst} {m.count}", flush=True)
        session.play(m)

    timer.timeout.connect(step)
    timer.start()
    sys.stdout.flush()
