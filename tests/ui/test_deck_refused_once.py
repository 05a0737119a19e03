"""Issue 36 §6 (T-2): a refused deck says why with its count filled in, and the classic deck
takes its place for good: the refusal is told once, not at every launch."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from paciencia.paths import resources_dir
from paciencia.storage.settings import Settings, load_settings
from paciencia.ui.window.main_window import MainWindow


def _broken_system_deck(root: Path) -> str:
    """An AisleRiot theme among the system's decks, its ace of clubs missing."""
    folder = root / "aisleriot" / "cards"
    folder.mkdir(parents=True)
    svg = (resources_dir() / "decks" / "classic.svg").read_text(encoding="utf-8")
    svg, n = re.subn(r'<g id="1_club".*?\n', "", svg, count=1)
    assert n == 1
    (folder / "lacking.svg").write_text(svg, encoding="utf-8")
    return "aisleriot:lacking"


def _launch(qtbot: Any, settings: Settings) -> MainWindow:
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    return w


def test_a_refused_system_deck_falls_back_to_the_classic_deck_and_is_told_once(
    qtbot: Any, tmp_path: Path, monkeypatch: Any
) -> None:
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "share"))
    key = _broken_system_deck(tmp_path / "share")
    w = _launch(qtbot, Settings(animation_speed="off", deck=key))
    qtbot.waitUntil(lambda: bool(getattr(w, "deck_notice_text", "")), timeout=30000)
    text = w.deck_notice_text
    assert "%n" not in text, text  # before: "Missing %n element: 1_club"
    assert "1_club" in text and "classic deck" in text
    qtbot.waitUntil(lambda: w.scene.cp.renderer.deck_key == "builtin:classic", timeout=30000)
    assert w.controller.settings.deck == "builtin:classic"
    qtbot.waitUntil(lambda: load_settings()[0].deck == "builtin:classic", timeout=5000)
    w.close()
    again = _launch(qtbot, load_settings()[0])  # the next launch: no refusal again
    qtbot.waitExposed(again)
    assert again.scene.cp.renderer.deck_key == "builtin:classic"
    assert not getattr(again, "deck_notice_text", "")
    again.close()
