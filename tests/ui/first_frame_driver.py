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

PHASES = ("started", "paint", "cards")
LINGER_MS = 600
"""After the cards: the launch's held-back writes (the new deal, the settings) are done."""

seen: dict[str, list[str]] = {}
_mark = trace.mark


def mark(name: str, once: bool = True) -> None:
    _mark(name, once)
    if name in PHASES and name not in seen:
        seen[name] = sorted(sys.modules)
        if name == "cards":
            from PySide6.QtCore import QTimer

            QTimer.singleShot(LINGER_MS, _report)


def _report() -> None:
    print(json.dumps(seen), flush=True)
    os._exit(0)


def main() -> int:
    trace.mark = mark  # every module calls it through the module: trace.mark(...)
    from paciencia.cli import main as paciencia

    return paciencia(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
