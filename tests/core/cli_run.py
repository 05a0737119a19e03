"""Running ``paciencia`` for the command-line tests: in this process (fast) or as the real
command in a child process with no display (exit codes, signals, what it imports)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import IO, Any

import pytest

from paciencia.cli import main

APP = Path(__file__).resolve().parents[2] / "app"
MEMORY_LIMIT = 1 << 30
"""Address space a child may use: reading a device without end fails fast instead of
filling the machine's memory (the child's Python needs some 50 MB of it)."""


def run_main(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """``paciencia ARGS`` in this process: (exit status, stdout, stderr)."""
    try:
        code: Any = main(list(args))
    except SystemExit as e:
        code = e.code
    out, err = capsys.readouterr()
    return int(code or 0), out, err


def _bounded() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def run_command(*args: str, stdin: IO[bytes] | int = subprocess.DEVNULL,
                timeout: float = 20) -> subprocess.CompletedProcess[str]:
    """``python -m paciencia ARGS`` with no display at all (an attempt to open a window
    aborts), its memory bounded; TimeoutExpired if it waits."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["PYTHONPATH"] = str(APP) + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run([sys.executable, "-m", "paciencia", *args], env=env, stdin=stdin, capture_output=True,
                          text=True, errors="replace", timeout=timeout, preexec_fn=_bounded)


def one_line(err: str) -> str:
    """The message, which must be one short line."""
    lines = err.splitlines()
    assert len(lines) == 1, err[:2000]
    assert len(lines[0]) <= 300, lines[0][:2000]
    return lines[0]
