"""``paciencia decks`` and ``paciencia decks --check PATH``.

The listing runs the full check of every deck (about 20 s the first time
with the KDE and AisleRiot packages installed, instant afterwards thanks to
the verdict cache), because its purpose is to say exactly which decks work.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from ..core.text import Reason

GROUP_TITLES = {"builtin": "Built-in", "system": "On this system", "imported": "Imported"}


def ensure_app() -> None:
    """Rendering needs a QGuiApplication; a terminal has no display, so offscreen."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        ensure_app.app = QGuiApplication(sys.argv[:1])  # type: ignore[attr-defined]  # kept alive


def text(reason: Reason) -> str:
    """The reason in the player's language when a translator is installed."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(reason.context, reason.msgid).format(**reason.args)


def run(args: argparse.Namespace) -> int:
    ensure_app()
    from .sources import quiet_svg_warnings

    quiet_svg_warnings()
    check = getattr(args, "check", None)
    return check_one(Path(check)) if check else list_all()


def check_one(path: Path) -> int:
    from .validate import check_path

    source, verdict = check_path(path)
    if verdict.usable and source is not None:
        print(f"usable: {source.name} ({source.kind}), 52 faces and a back, "
              f"height/width {verdict.aspect:.3f}: {path}")
        return 0
    print(f"refused: {path}")
    for reason in verdict.reasons:
        print(f"  {text(reason)}")
    return 1


def list_all() -> int:
    from .discover import GROUPS, discover

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
            print(f"  {e.name:<{width}}  {e.key:<{key_width}}  {e.path}  {state}")
    usable = sum(e.usable for e in entries)
    print(f"{len(entries)} decks, {usable} usable, {len(entries) - usable} refused")
    return 0
