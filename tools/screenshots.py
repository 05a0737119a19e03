"""Regenerate the README screenshots: one 1280×800 window grab per game.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/screenshots.py [OUT_DIR]

Writes klondike.png, freecell.png, spider.png and pyramid.png into
``docs/screenshots`` (or OUT_DIR). Each shows a fixed deal a few moves in,
so the pictures only change when the table's look changes.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "app"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PACIENCIA_HOME", tempfile.mkdtemp(prefix="paciencia-shots-"))

from PySide6.QtWidgets import QApplication  # noqa: E402

from paciencia.core.codes import GameCode  # noqa: E402
from paciencia.storage.settings import Settings  # noqa: E402
from paciencia.ui.main_window import MainWindow  # noqa: E402

SHOTS = {
    "klondike": (GameCode.make("klondike", 42, draw=3), 6),
    "freecell": (GameCode.make("freecell", 617), 8),
    "spider": (GameCode.make("spider", 42, suits=2), 8),
    "pyramid": (GameCode.make("pyramid", 42, level="random"), 4),
}


def play_a_little(window: MainWindow, steps: int) -> None:
    """Follow the hints for a few moves so the table is mid-game, not freshly dealt."""
    session = window.session
    game = session.game
    assert game is not None
    for _ in range(steps):
        hint = game.rules.hint(game.position)
        if hint.move is None:
            break
        session.play(hint.move)
        window.scene.animator.finish()
    session.message.emit("")


def wait_for_cards(app: QApplication, window: MainWindow, timeout: float = 20.0) -> None:
    """Cards are drawn off the UI thread: grab once every card on the table has its picture."""
    import time

    from paciencia.decks.sources import CANONICAL_IDS

    scene = window.scene
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        app.processEvents()
        cp = scene.cp
        if cp.renderer.has_all(CANONICAL_IDS, cp.width, cp.dpr):
            break
        time.sleep(0.01)
    # Pictures are read or arrive on the next paint; let the view repaint with them.
    for it in scene.items():
        it.update()
    app.processEvents()


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(argv[:1])
    window = MainWindow(Settings(animation_speed="off"))
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    for name, (code, steps) in SHOTS.items():
        window.open_code(code, animate=False)
        play_a_little(window, steps)
        window.status.clearMessage()
        wait_for_cards(app, window)
        path = out / f"{name}.png"
        window.grab().save(str(path))
        print(path)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
