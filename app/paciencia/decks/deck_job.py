"""A deck check or import in a child process, with a time limit (hardening issue, T-2).

A deck is any stranger's file. Whatever slipped past the checks (a QtSvg bug, a
file system that hangs) must not hang ``paciencia decks --check`` for ever, nor
freeze the window when the player imports a deck: so the check and the copy run
in a child process (the app's own command line, ``paciencia decks --check|--import
PATH --here``, started as :mod:`~paciencia.decks.child` starts any child), which
answers with one JSON line and is killed after :data:`TIME_LIMIT_S`.

:func:`run_here` is the child's side; :func:`run_in_child` the command line's (it
waits); the preferences start the same command with a ``QProcess``
(``ui/dialogs/deck_import.py``) and read the answer with :func:`reply_from`.
"""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..core.loading import Feature
from . import child
from .refusals import MSG_CHILD_FAILED, MSG_TOO_SLOW, DeckError, deck_reason
from .render_wire import WireError, entry_from_wire, entry_to_wire, reason_from_wire, reason_to_wire

if TYPE_CHECKING:
    from ..core.text import Reason
    from .entry import DeckEntry
    from .sources import DeckSource
    from .validate import Verdict

TIME_LIMIT_S = 60
"""Longest check or import (KDE's 11 MB Dondorf deck takes about 3 s)."""
MAX_REPLY = 1 << 20
ACTIONS = ("check", "import")


@dataclass
class Answer:
    """What checking or importing a deck off the UI thread found."""

    usable: bool
    reasons: list[Reason]
    name: str | None = None
    kind: str | None = None
    aspect: float | None = None
    entry: DeckEntry | None = None  # the imported one

    @property
    def error(self) -> DeckError:
        return DeckError(self.reasons[0])


def command(action: str, path: Path) -> tuple[str, list[str]]:
    if action not in ACTIONS:
        raise ValueError(f"no deck action {action!r}")
    return child.app_command("decks", f"--{action}", str(path), "--here")


# The child's work (run_here): the window that starts the child never loads them.
IMPORT_DECK: Feature[Callable[[Path], DeckEntry]] = Feature("paciencia.decks.importer:import_deck")
CHECK_PATH: Feature[Callable[[Path], tuple[DeckSource | None, Verdict]]] = (
    Feature("paciencia.decks.validate:check_path"))


def too_slow(seconds: float = TIME_LIMIT_S) -> Answer:
    return Answer(False, [deck_reason(MSG_TOO_SLOW, seconds=round(seconds))])


def run_here(action: str, path: Path) -> str:
    """The child's work: check (or check and import) ``path``; the answer as one JSON line."""
    if action == "import":
        try:
            entry = IMPORT_DECK()(path)
        except DeckError as e:
            return json.dumps({"usable": False, "reasons": [reason_to_wire(e.reason)]})
        return json.dumps({"usable": True, "reasons": [], "entry": entry_to_wire(entry), "name": entry.name,
                           "kind": entry.kind, "aspect": entry.aspect})
    source, verdict = CHECK_PATH()(path)
    return json.dumps({"usable": verdict.usable and source is not None,
                       "reasons": [reason_to_wire(r) for r in verdict.reasons],
                       "name": source.name if source is not None else None,
                       "kind": source.kind if source is not None else None, "aspect": verdict.aspect})


def reply_from(data: bytes) -> Answer:
    """The child's answer, checked (a child that printed anything else has failed)."""
    try:
        line = data.strip().splitlines()[-1] if data.strip() else b""
        raw = json.loads(line.decode("utf-8"))
        if not isinstance(raw, dict) or type(raw.get("usable")) is not bool or not isinstance(raw.get("reasons"), list):
            raise WireError("not an answer")
        reasons = [reason for reason in map(reason_from_wire, raw["reasons"]) if reason is not None]
        if len(reasons) != len(raw["reasons"]):
            raise WireError("a reason that is no reason")
        if not raw["usable"] and not reasons:
            raise WireError("a refusal without a reason")
        aspect = raw.get("aspect")
        return Answer(raw["usable"], reasons, _text(raw.get("name")), _text(raw.get("kind")),
                      float(aspect) if isinstance(aspect, (int, float)) else None, entry_from_wire(raw.get("entry")))
    except (ValueError, UnicodeDecodeError, IndexError) as e:  # WireError is a ValueError
        raise DeckError(deck_reason(MSG_CHILD_FAILED, error=str(e)[:200])) from e


def _text(value: object) -> str | None:
    return value if isinstance(value, str) else None


def run_in_child(action: str, path: Path, time_limit: float = TIME_LIMIT_S) -> Answer:
    """Check or import ``path`` in a child process; waits at most ``time_limit`` seconds."""
    program, args = command(action, path.absolute())
    try:
        proc = subprocess.Popen([program, *args], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                env=child.environment(dict(os.environ)), cwd=child.working_dir())
    except OSError as e:
        raise DeckError(deck_reason(MSG_CHILD_FAILED, error=e.strerror or str(e))) from e
    try:
        out, _ = proc.communicate(timeout=time_limit)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        return too_slow(time_limit)
    return reply_from(out[:MAX_REPLY])
