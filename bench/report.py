"""Each benchmark's figures land in docs/performance.md (issue 26 §4): that page is written by
the benchmarks, not by hand.

A benchmark runs its ``main`` inside :func:`recorded`: what it prints still goes to the terminal,
and, when it ends without error, also replaces its own section of docs/performance.md, between
``<!-- bench:NAME -->`` and ``<!-- /bench:NAME -->`` (appended under "Last runs" the first time),
with the command line, the date and the machine's core count. Runs with ``--no-record`` (or
``PACIENCIA_BENCH_RECORD=0``) leave the page alone: a quick try is not the figure of record.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import sys
from collections.abc import Callable, Iterator
from datetime import date
from pathlib import Path
from typing import Any

PAGE = Path(__file__).resolve().parents[1] / "docs" / "performance.md"
HEADING = "## Last runs"


class _Tee(io.TextIOBase):
    def __init__(self, *streams: Any) -> None:
        self.streams = streams

    def write(self, text: str) -> int:
        for stream in self.streams:
            stream.write(text)
        return len(text)

    def flush(self) -> None:
        for stream in self.streams:
            stream.flush()


def section(name: str, text: str, page: Path | None = None) -> None:
    """Put ``text`` (Markdown) as the section ``name`` of ``page`` (docs/performance.md),
    replacing the one before."""
    page = page or PAGE
    begin, end = f"<!-- bench:{name} -->", f"<!-- /bench:{name} -->"
    block = f"{begin}\n{text.rstrip()}\n{end}"
    old = page.read_text(encoding="utf-8") if page.exists() else "# Performance\n"
    pattern = re.compile(re.escape(begin) + r".*?" + re.escape(end), re.S)
    if pattern.search(old):
        new = pattern.sub(lambda _: block, old)
    else:
        if HEADING not in old:
            old = old.rstrip() + f"\n\n{HEADING}\n\nWritten by the benchmarks themselves (`bench/report.py`).\n"
        new = old.rstrip() + "\n\n" + block + "\n"
    page.write_text(new, encoding="utf-8")


def recorded(name: str, main: Callable[[], Any]) -> Any:
    """Run ``main``; once it returns, its printed figures become its section of the page."""
    record = "--no-record" not in sys.argv and os.environ.get("PACIENCIA_BENCH_RECORD", "1") != "0"
    if "--no-record" in sys.argv:
        sys.argv.remove("--no-record")
    if not record:
        return main()
    captured = io.StringIO()
    with _redirect(captured):
        result = main()
    if result not in (None, 0):
        return result
    command = " ".join(["bench/" + Path(sys.argv[0]).name, *sys.argv[1:]])
    text = (f"### `{command}`\n\n{date.today().isoformat()}, {os.cpu_count()} cores.\n\n```\n"
            f"{captured.getvalue().rstrip()}\n```")
    section(name, text)
    return result


@contextlib.contextmanager
def _redirect(captured: io.StringIO) -> Iterator[None]:
    real = sys.stdout
    sys.stdout = _Tee(real, captured)  # type: ignore[assignment]
    try:
        yield
    finally:
        sys.stdout = real
