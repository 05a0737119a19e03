"""Space kept for the record (T-6, issue 36 §3): ``results.reserve`` in the data folder.

A win on a full disk cannot be written to the statistics, nor to ``pending_results.json``:
kept only in memory, it was lost when the process died before space came back, and the
saved game (written before the winning move) came back one move short. So, whenever there
is room, the data folder holds a reserve: :data:`RESERVE_BYTES` of zeros, written out (not
a sparse file), so that its blocks belong to it. A result that cannot be stored is written
*into* those blocks, in place (``pwrite`` and ``fsync``), which takes no new space even on
a full disk: one JSON line an outcome, from the start of the file, the zeros after the last
line marking the end. The outcomes waiting only grow until they are stored, so a write cut
short by a kill leaves the lines before it whole; a torn last line is left out.

The next launch adds what the reserve holds to the record (each outcome once, by its result
id: :func:`paciencia.play.records.apply`), and the reserve is zeroed once it is stored.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

from ..ordinary_files import read_ordinary
from .files import data_dir, parse_json, write_bytes
from .pending import OUTCOME, Outcome, outcome_of
from .schema import Context, Invalid

NAME = "results.reserve"
RESERVE_BYTES = 64 * 1024
"""Room for about a hundred results (one takes 300 to 600 bytes)."""


def reserve_path() -> Path:
    return data_dir() / NAME


def ensure() -> None:
    """Make the reserve if it is missing or not whole (written out, then renamed into place);
    with no room now, the next launch tries again. Anything else in its place is left alone."""
    path = reserve_path()
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        st = None
    except OSError:
        return
    if st is not None and (not stat.S_ISREG(st.st_mode) or st.st_size == RESERVE_BYTES):
        return
    if st is not None and _held(path):
        return  # results wait in it: it is cleared once they are stored
    try:
        write_bytes(path, bytes(RESERVE_BYTES))
    except OSError:
        pass


def _held(path: Path) -> bool:
    try:
        return bool(read_ordinary(path, RESERVE_BYTES).strip(b"\0"))
    except OSError:
        return False


def load() -> list[Outcome]:
    """The outcomes the reserve holds (none when it is absent, not ours, or empty)."""
    try:
        raw = read_ordinary(reserve_path(), RESERVE_BYTES)
    except OSError:
        return []
    if len(raw) > RESERVE_BYTES:
        return []
    used = raw.split(b"\0", 1)[0]
    out = []
    for line in used.split(b"\n")[:-1]:  # the part after the last newline is a torn write
        try:
            out.append(outcome_of(OUTCOME(parse_json(line, RESERVE_BYTES), "", Context())))
        except (ValueError, Invalid, RecursionError):
            continue  # not a line this app wrote: the others still count
    return out


def keep(outcomes: list[Outcome]) -> bool:
    """Write ``outcomes`` into the reserve's own blocks, replacing what it held; True once they
    are on the disk. The newest are kept when they do not all fit."""
    lines = [_line(o) for o in outcomes]
    while lines and sum(map(len, lines)) > RESERVE_BYTES:
        lines.pop(0)
    return _overwrite(b"".join(lines).ljust(RESERVE_BYTES, b"\0"))


def clear() -> None:
    """Zero the reserve in place: what it held is stored."""
    _overwrite(bytes(RESERVE_BYTES))


def _line(outcome: Outcome) -> bytes:
    data = {"variant": outcome.variant, "result": outcome.result.fields(),
            "day": outcome.day.isoformat() if outcome.day else None,
            "entry": outcome.entry.fields() if outcome.entry else None}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"


def _overwrite(data: bytes) -> bool:
    """``data`` over the whole reserve, in place (no new block is asked of the disk)."""
    flags = os.O_WRONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(reserve_path(), flags)
    except OSError:
        return False
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or st.st_size != RESERVE_BYTES:
            return False  # not the reserve this app made: writing it could need new space
        view, done = memoryview(data), 0
        while done < len(view):
            n = os.pwrite(fd, view[done:], done)
            if n <= 0:
                return False
            done += n
        os.fsync(fd)
        return True
    except OSError:
        return False
    finally:
        os.close(fd)
