"""Starts the real app (``paciencia ARGS…``, through ``cli.main``) and, once its launch has
looked for a crash an earlier launch left (the start-up trace's ``crash-check``), prints one
JSON line: the trace's phases, the moves of the game on the table, and the dialog offered if
any (its texts and buttons; whether its Copy button put the report on the clipboard and left
the dialog open); then closes the dialog and the window, as a player would, so the app ends
normally (issue 33 §3).

    PACIENCIA_TRACE=FILE python tests/packaging/crash_driver.py [ARGS…]

Kept with the tests: the shipped app has no such hook.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "app"))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

from paciencia import trace  # noqa: E402
from paciencia.cli import main as paciencia  # noqa: E402


def _marks() -> dict[str, float]:
    try:
        lines = Path(os.environ[trace.ENV]).read_text(encoding="utf-8").splitlines()
    except OSError:
        return {}
    return {line.split()[0]: float(line.split()[1]) for line in lines if line.strip()}


def _look() -> None:
    from paciencia.ui.launch.crash_dialog import LAST_CRASH
    from paciencia.ui.window.main_window import MainWindow

    window = next((w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)), None)
    marks = _marks()
    if window is None or "crash-check" not in marks:
        QTimer.singleShot(20, _look)
        return
    game = window.controller.session.table.game
    box = next((w for w in QApplication.topLevelWidgets()
                if isinstance(w, QMessageBox) and w.objectName() == LAST_CRASH and w.isVisible()), None)
    seen: dict[str, Any] = {"marks": marks, "moves": game.moves if game is not None else None,
                            "offered": box is not None}
    if box is not None:
        seen.update(title=box.windowTitle(), text=box.text(), informative=box.informativeText(),
                    details=box.detailedText(), buttons=[b.text() for b in box.buttons()],
                    modal_to=box.parent() is window)
        copy = next(b for b in box.buttons() if b.text() == "Copy the Report")
        copy.click()
        seen["copied"] = QApplication.clipboard().text() == box.detailedText()
        seen["open_after_copy"] = box.isVisible()
        box.button(QMessageBox.StandardButton.Close).click()
        seen["closed"] = not box.isVisible()
    print(json.dumps(seen), flush=True)
    window.close()


def main() -> int:
    QApplication(sys.argv[:1])  # the app's run_app uses this one
    QTimer.singleShot(0, _look)
    return paciencia(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
