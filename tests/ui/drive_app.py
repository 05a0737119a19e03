"""Runs the real app and plays it from a timer, for the kill-and-resume test (T-4).

    python tests/ui/drive_app.py CODE --moves N --interval MS

The window starts as ``paciencia CODE`` would; then every ``MS`` milliseconds one
step is played through the session, as a player would: every fifth step is an
undo, the others the first legal move. Each step is printed (``played src dst
count`` / ``undo``) before it is played, so the test knows what was in flight when
it killed the process. Kept with the tests: the shipped app has no such hook.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "app"))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from paciencia.ui.window.main_window import MainWindow  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("code")
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--interval", type=int, default=40)
    args = parser.parse_args()
    app = QApplication(sys.argv[:1])
    window = MainWindow()
    window.show()
    window.controller.start([args.code])
    session = window.controller.session
    state = {"n": 0}
    timer = QTimer(window)
    timer.setInterval(args.interval)

    def step() -> None:
        game = session.table.game
        session.scene.animator.finish()
        if game is None:
            return  # the link is dealt just after the first frame
        if game.over or state["n"] >= args.moves:
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
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main())
