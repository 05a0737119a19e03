"""Issue 36 §1: a Turkish desktop launches, every time (X-1, T-4).

PySide6 looks a constructor's keyword arguments up as Qt properties with the C library's
case rules, which on a Turkish locale turn "i" into a dotless one: ``QTimer(interval=5)``
raised AttributeError there, and the launch that paints the stored table picture made two
such timers. The window sets properties through their setters; the test below launches
twice (the second paints the picture) with the process in tr_TR.UTF-8, and a scan of the
code refuses any Qt class built with keyword properties."""

from __future__ import annotations

import ast
import locale
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

APP = Path(__file__).resolve().parents[2] / "app" / "paciencia"


@pytest.fixture(scope="module")
def turkish_locale(tmp_path_factory: Any) -> Path:
    """tr_TR.UTF-8 compiled into a folder of the test's own (no root, no locale-gen)."""
    if shutil.which("localedef") is None or not Path("/usr/share/i18n/locales/tr_TR").exists():
        pytest.skip("no localedef or no tr_TR locale source (Debian package locales)")
    where = tmp_path_factory.mktemp("locales")
    done = subprocess.run(["localedef", "-i", "tr_TR", "-f", "UTF-8", str(where / "tr_TR.UTF-8")],
                          capture_output=True, timeout=120)
    if not (where / "tr_TR.UTF-8").exists():
        pytest.skip(f"localedef failed: {done.stderr.decode(errors='replace')[:200]}")
    return where


@pytest.fixture
def in_turkish(turkish_locale: Path, monkeypatch: Any) -> Any:
    """The process in tr_TR.UTF-8, as QApplication sets it from LANG on a Turkish desktop."""
    before = locale.setlocale(locale.LC_ALL)
    monkeypatch.setenv("LOCPATH", str(turkish_locale))
    locale.setlocale(locale.LC_ALL, "tr_TR.UTF-8")
    yield
    locale.setlocale(locale.LC_ALL, before)


def test_the_turkish_locale_breaks_keyword_properties(in_turkish: Any) -> None:
    """The hazard itself (so the launch test below is known to run where it bites)."""
    from PySide6.QtCore import QTimer

    with pytest.raises(AttributeError):
        QTimer(interval=5)


def test_a_turkish_desktop_resumes_the_table_from_its_picture(qtbot: Any, in_turkish: Any) -> None:
    from paciencia.ui.launch import first_frame

    from .helpers import launched

    window = launched(qtbot, "paciencia://klondike/1")
    qtbot.waitUntil(lambda: first_frame.cards_ready(window, fetch=True), timeout=10_000)
    window.controller.session.stock_action()
    window.scene.animator.finish()
    window.close()
    again = launched(qtbot)  # paints the stored picture first, then lifts it
    assert again.cover is not None  # the launch that raised on a Turkish desktop
    assert again.controller.session.table.game is not None and again.controller.session.table.game.moves == 1
    again.close()


def _keyword_built_qt_objects() -> list[str]:
    found = []
    for path in APP.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            if name[:1] == "Q" and name[1:2].isupper():
                words = [k.arg for k in node.keywords if k.arg != "parent"]
                if words:
                    found.append(f"{path.relative_to(APP)}:{node.lineno} {name}({', '.join(map(str, words))}=…)")
    return found


def test_no_qt_object_is_built_with_keyword_properties() -> None:
    assert _keyword_built_qt_objects() == []
