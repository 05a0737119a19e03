"""``paciencia decks``, ``paciencia decks --check PATH`` and ``paciencia decks --import PATH``.

The listing runs the full check of every deck (about 20 s the first time
with the KDE and AisleRiot packages installed, instant afterwards thanks to
the verdict cache), because its purpose is to say exactly which decks work.
A check or an import of one deck runs in a child process with a time limit
(:mod:`~paciencia.decks.deck_job`); ``--here`` is that child's own flag.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from PySide6.QtGui import QGuiApplication

from ..core.text import Reason
from ..wording import reason_text
from .deck_job import run_here, run_in_child
from .discover import GROUPS, discover
from .names import readable
from .refusals import DeckError
from .sources import quiet_svg_warnings

GROUP_TITLES = {"builtin": "Built-in", "system": "On this system", "imported": "Imported"}


def ensure_app() -> None:
    """Rendering needs a QGuiApplication; a terminal has no display, so offscreen."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    if QGuiApplication.instance() is None:
        ensure_app.app = QGuiApplication(sys.argv[:1])  # type: ignore[attr-defined]  # kept alive


def text(reason: Reason) -> str:
    """The reason in the player's language when a translator is installed."""
    return reason_text(reason)


def run(args: argparse.Namespace) -> int:
    check, target = getattr(args, "check", None), getattr(args, "import_path", None)
    action, path = ("import", target) if target else ("check", check)
    if path and getattr(args, "here", False):
        _quiet()
        print(run_here(action, Path(path)))  # the child: one JSON line for the parent
        return 0
    if path:
        return one_deck(action, Path(path))
    _quiet()
    return list_all()


def _quiet() -> None:
    ensure_app()

    quiet_svg_warnings()


def one_deck(action: str, path: Path) -> int:
    """Check or import one deck (in a child, with a time limit): 0 if usable (imported)."""
    ensure_app()  # the translator for the reasons
    shown = readable(str(path))  # a name that is not UTF-8 must not stop the answer being printed
    try:
        answer = run_in_child(action, path)
    except DeckError as e:
        print(f"{'not imported' if action == 'import' else 'refused'}: {shown}: {text(e.reason)}")
        return 2
    if action == "import":
        if answer.usable and answer.entry is not None:
            print(f"imported: {answer.entry.name} ({answer.entry.kind}) as {answer.entry.key}")
            return 0
        print(f"not imported: {shown}: {text(answer.reasons[0])}")
        return 1
    if answer.usable:
        print(f"usable: {answer.name} ({answer.kind}), 52 faces and a back, "
              f"height/width {answer.aspect or 0:.3f}: {shown}")
        return 0
    print(f"refused: {shown}")
    for reason in answer.reasons:
        print(f"  {text(reason)}")
    return 1


def list_all() -> int:
    if sys.stderr.isatty():
        print("Checking decks (only the first run is slow)…", file=sys.stderr)
    entries = discover(full=True)
    width = max((len(e.name) for e in entries), default=10)
    key_width = max((len(e.key) for e in entries), default=10)
    for group in GROUPS:
        print(GROUP_TITLES[group])
        members = [e for e in entries if e.origin == group]
        if not members:
            print("  (none)")
        for e in members:
            state = "usable" if e.usable else f"refused: {text(e.reason) if e.reason else '?'}"
            print(f"  {e.name:<{width}}  {e.key:<{key_width}}  {readable(str(e.path))}  {state}")
    usable = sum(e.usable for e in entries)
    print(f"{len(entries)} decks, {usable} usable, {len(entries) - usable} refused")
    return 0
