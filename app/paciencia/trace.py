"""Per-phase timestamps of a launch and a quit (``bench/startup.py``); off unless asked.

With ``PACIENCIA_TRACE=FILE`` in the environment, :func:`mark` appends one line
``NAME WALL_CLOCK_SECONDS CPU_SECONDS`` to FILE at once (the CPU time this process has used:
on a busy machine it varies far less than the wall clock) (so a benchmark reads the phases of a
process it ends, and of one that is still running). Wall-clock time, not a monotonic
clock, so the benchmark can subtract the moment it started the process. Without the
variable :func:`mark` is one dictionary look-up: it stays in the shipped code.

No Qt here: the first mark is made before Qt is imported.
"""

from __future__ import annotations

import os
import time

ENV = "PACIENCIA_TRACE"
_path = os.environ.get(ENV, "")
_done: set[str] = set()


def enabled() -> bool:
    return bool(_path)


def mark(name: str, once: bool = True) -> None:
    """Record that phase ``name`` is reached now (the first time only, unless ``once`` is False)."""
    if not _path or (once and name in _done):
        return
    _done.add(name)
    try:
        with open(_path, "a", encoding="utf-8") as f:
            f.write(f"{name} {time.time():.6f} {time.process_time():.6f}\n")
    except OSError:
        pass  # a benchmark's file that cannot be written never stops the app
