"""Starts the real app (``paciencia ARGS…``, through ``cli.main``) and prints which modules
were imported by each phase of its launch, for the first-frame test (issue 11, start-up).

    PACIENCIA_TRACE=FILE python tests/ui/first_frame_driver.py [ARGS…]

At each phase the start-up trace marks (``paciencia.trace``: ``started`` when the window is
built and its game is on the table, ``paint`` after the first frame, ``cards`` once every card
was drawn) the names in ``sys.modules`` are kept; once the cards are painted, and the writes a
launch holds back are done, they are printed as one JSON object and the process ends. Nothing
but the trace module is imported before the app itself, so the lists are the app's own. Kept
with the tests: the shipped app has no such hook.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "app"))

from paciencia import trace  # noqa: E402

PHASES = ("picture", "started", "paint", "cards")
IDLE = os.environ.get("FIRST_FRAME_IDLE") == "1"
"""Also the phase ``idle``: the modules once the table was idle long enough to warm up
(ui/launch/warm_up.py, its delay cut to 200 ms here)."""
LINGER_MS = 600
"""After the cards: the launch's held-back writes (the new deal, the settings) are done."""

seen: dict[str, list[str]] = {}
collecting: dict[str, list[int]] = {}
"""Per phase: whether the cycle collector was on, and how many objects it had set aside."""
_mark = trace.mark


def _look(name: str) -> None:
    import gc

    seen[name] = sorted(sys.modules)
    collecting[name] = [int(gc.isenabled()), gc.get_freeze_count()]


def mark(name: str, once: bool = True) -> None:
    _mark(name, once)
    if name in PHASES and name not in seen:
        _look(name)
        if name == "cards":
            from PySide6.QtCore import QTimer

            QTimer.singleShot(LINGER_MS, _report_when_warm if IDLE else _report)


def _report_when_warm(tries: int = 100) -> None:
    from PySide6.QtCore import QTimer

    from paciencia.ui.launch import warm_up

    if all(m in sys.modules for m in warm_up.MODULES) or tries == 0:
        _look("idle")
        _report()
    else:
        QTimer.singleShot(50, lambda: _report_when_warm(tries - 1))


def _report() -> None:
    print(json.dumps(collecting), flush=True)
    print(json.dumps(seen), flush=True)
    os._exit(0)


def main() -> int:
    trace.mark = mark  # every module calls it through the module: trace.mark(...)
    if IDLE:
        from paciencia.ui.launch import warm_up

        warm_up.AFTER_LAUNCH_MS = 200
    from paciencia.cli import main as paciencia

    return paciencia(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
