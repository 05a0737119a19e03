"""Screenshots of the live "winnable" status (B-1) and of a solution played back (B-2)
for the README, grabbed from a real X display.

    Xvfb :77 -screen 0 1280x800x24 & DISPLAY=:77 .venv/bin/python tools/solver_screenshots.py [OUT_DIR]

Writes status.png (FreeCell a few moves in, "Winnable" in the status line), lost.png
(Pyramid after a losing pair: "No longer winnable", Rewind enabled) and playback.png (the
solution of a FreeCell deal shown a few steps in) into ``docs/screenshots`` (or OUT_DIR),
each with ``import -window root`` (ImageMagick); without a display, the window's own grab.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "app"))
sys.path.insert(0, str(ROOT / "tools"))
os.environ.setdefault("PACIENCIA_HOME", tempfile.mkdtemp(prefix="paciencia-shots-"))
# a real display when there is one (tools/screenshots.py, imported below, would pick offscreen)
os.environ["QT_QPA_PLATFORM"] = "xcb" if os.environ.get("DISPLAY") else "offscreen"

from PySide6.QtWidgets import QApplication  # noqa: E402
from screenshots import wait_for_cards  # noqa: E402

from paciencia.core.codes import GameCode  # noqa: E402
from paciencia.storage.settings import Settings  # noqa: E402
from paciencia.ui.window import commands  # noqa: E402
from paciencia.ui.window.main_window import MainWindow  # noqa: E402


def wait(app: QApplication, done: Callable[[], bool], timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not done():
        if time.monotonic() > deadline:
            raise TimeoutError("the window did not get there in time")
        app.processEvents()
        time.sleep(0.01)


def settle(app: QApplication, window: MainWindow) -> None:
    """The verdict on the table is in, the cards are drawn, the screen is painted."""
    verdict, solver = window.verdict, window.controller.solver
    wait(app, lambda: verdict.current is not None and not solver.busy("verdict"))
    wait_for_cards(app, window)
    window.repaint()
    for _ in range(20):
        app.processEvents()
        time.sleep(0.02)


def shoot(window: MainWindow, path: Path) -> None:
    if os.environ.get("DISPLAY"):
        subprocess.run(["import", "-window", "root", str(path)], check=True)
    else:
        window.grab().save(str(path))
    print(path)


def follow(window: MainWindow, steps: int) -> None:
    """Play the first ``steps`` of the solution the status found (B-1's memory)."""
    session = window.controller.session
    for _ in range(steps):
        solution = window.verdict.solution_here()
        if solution is None or not solution.steps:
            return
        session.play(solution.steps[0].move)
        window.scene.animator.finish()
        QApplication.processEvents()


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(argv[:1])
    commands.ask_abandon = lambda _parent: True  # each shot replaces the previous game unasked
    window = MainWindow(Settings(animation_speed="off"))
    window.resize(1280, 800)
    window.move(0, 0)
    window.show()
    app.processEvents()
    controller, session = window.controller, window.controller.session

    controller.open_code(GameCode.make("freecell", 617), animate=False)
    settle(app, window)
    follow(window, 6)
    session.message.emit("")
    settle(app, window)
    shoot(window, out / "status.png")

    controller.open_code(GameCode.make("pyramid", 34, level="random"), animate=False)
    settle(app, window)
    game = session.table.game
    assert game is not None
    pair = next(m for m in game.rules.legal_moves(game.position) if (m.src, m.dst) == ("p21", "p22"))
    session.play(pair)  # the pair that loses this deal (tests/core/test_solution_steps.py)
    window.scene.animator.finish()
    settle(app, window)
    wait(app, lambda: window.acts["rewind"].isEnabled())
    shoot(window, out / "lost.png")

    controller.open_code(GameCode.make("freecell", 617), animate=False)
    settle(app, window)
    window.acts["solution"].trigger()
    wait(app, lambda: window.playback.active)
    for _ in range(9):
        window.playback.next()
        window.scene.animator.finish()
    session.message.emit("")
    settle(app, window)
    shoot(window, out / "playback.png")
    window.playback.stop()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
