"""Window grabs of every game: the README screenshots, and any size or deck to look at.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/screenshots.py            # docs/screenshots
    .venv/bin/python tools/screenshots.py --out /tmp/shots --size 800x600 --size 1920x1080 \\
        --deck builtin:classic --deck kde:svg-oxygen

Without options it writes klondike.png, freecell.png, spider.png and
pyramid.png (1280×800, the classic deck) into ``docs/screenshots``. Each shows
a fixed deal a few moves in, so the pictures only change when the table's look
changes. With ``--size``/``--deck`` the names carry both
(``spider-800x600-kde_svg-oxygen.png``). Under Xvfb (``QT_QPA_PLATFORM=xcb``)
the grab is the screen's, window frame and all.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "app"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PACIENCIA_HOME", tempfile.mkdtemp(prefix="paciencia-shots-"))

from PySide6.QtWidgets import QApplication  # noqa: E402

from paciencia.core.codes import GameCode  # noqa: E402
from paciencia.storage.settings import Settings  # noqa: E402
from paciencia.ui.window.main_window import MainWindow  # noqa: E402

SHOTS = {
    "klondike": (GameCode.make("klondike", 42, draw=3), 6),
    "freecell": (GameCode.make("freecell", 617), 8),
    "spider": (GameCode.make("spider", 42, suits=2), 8),
    "pyramid": (GameCode.make("pyramid", 42, level="random"), 4),
}


def play_a_little(window: MainWindow, steps: int) -> None:
    """Follow the hints for a few moves so the table is mid-game, not freshly dealt."""
    session = window.controller.session
    game = session.table.game
    assert game is not None
    for _ in range(steps):
        hint = game.rules.hint(game.position)
        if hint.move is None:
            break
        session.play(hint.move)
        window.scene.animator.finish()
    session.message.emit("")


def wait_for_cards(app: QApplication, window: MainWindow, timeout: float = 30.0) -> None:
    """Cards are drawn off the UI thread: grab once every card on the table has its picture."""
    from paciencia.decks.sources import CANONICAL_IDS

    scene = window.scene
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        app.processEvents()
        cp = scene.cp
        if scene.pending is None and cp.renderer.has_all(CANONICAL_IDS, cp.width, cp.dpr):
            break
        time.sleep(0.01)
    # Pictures are read or arrive on the next paint; let the view repaint with them.
    for it in scene.items():
        it.update()
    app.processEvents()


def _size(text: str) -> tuple[int, int]:
    w, _, h = text.partition("x")
    return int(w), int(h)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    ap.add_argument("--size", type=_size, action="append", help="window size, WxH (repeatable)")
    ap.add_argument("--deck", action="append", help="deck key, e.g. kde:svg-oxygen (repeatable)")
    ap.add_argument("--game", action="append", choices=sorted(SHOTS), help="only these games")
    args = ap.parse_args(argv[1:])
    named = bool(args.size or args.deck)
    sizes = args.size or [(1280, 800)]
    decks = args.deck or ["builtin:classic"]
    args.out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(argv[:1])
    for deck in decks:
        window = MainWindow(Settings(animation_speed="off", deck=deck))
        window.show()
        for width, height in sizes:
            window.resize(width, height)
            app.processEvents()
            for name in args.game or SHOTS:
                code, steps = SHOTS[name]
                window.controller.open_code(code, animate=False, asked=True)  # a picture, not a game to keep
                play_a_little(window, steps)
                window.status.clearMessage()
                wait_for_cards(app, window)
                tag = f"-{width}x{height}-{deck.replace(':', '_')}" if named else ""
                path = args.out / f"{name}{tag}.png"
                window.grab().save(str(path))
                print(path)
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
