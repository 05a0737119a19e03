"""An idle table with a deck that is not built in does no work (T-2; the table issue's defect 1).

Launching with such a deck used to keep the window and its render helper each at about half a
core: every image that arrived repainted the table, every repaint asked again for each card not
yet in (the renderer kept no record of what the helper was already drawing), so the helper got
a new job for the same cards after every image, and thousands piled up.
"""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtWidgets import QApplication

from paciencia.core.codes import GameCode
from paciencia.decks import render_link
from paciencia.decks.discover import imported_dir
from paciencia.paths import resources_dir
from paciencia.storage.settings import Settings
from paciencia.ui.window.main_window import MainWindow


@pytest.fixture
def jobs(helper, monkeypatch):
    """Every render job given to the helper: (priority, width, elements)."""
    seen: list[tuple[int, int, list[str]]] = []
    submit = helper._submit

    def counting(kind, priority, args, job):
        if kind == "render":
            _spec, width, _dpr, elements = args
            seen.append((priority, width, list(elements)))
        return submit(kind, priority, args, job)

    monkeypatch.setattr(helper, "_submit", counting)
    return seen


def imported_deck(name: str = "my-idle-deck") -> str:
    folder = imported_dir() / name
    folder.mkdir(parents=True)
    shutil.copy(resources_dir() / "decks" / "classic.svg", folder / "classic.svg")
    return f"imported:{name}"


def test_an_idle_table_asks_for_each_card_once(qtbot, helper, jobs, monkeypatch):
    monkeypatch.setenv("PACIENCIA_CARD_CACHE", "0")  # every card is drawn by the helper
    key = imported_deck()
    w = MainWindow(Settings(animation_speed="off", deck=key, back="deck"))
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    w.controller.open_code(GameCode.make("freecell", 617), animate=False)
    scene = w.scene
    r = scene.cp.renderer
    assert r._remote is not None and r.deck_key == key
    qtbot.waitUntil(lambda: r.has_all(scene.shown_elements(), scene.cp.width, scene.cp.dpr), timeout=30000)
    render_link.wait_idle(30000)
    QApplication.processEvents()
    # The table's own (urgent) requests: a deck checked on first use learns its corner index's
    # depth then (U-4), which may resize the cards once; the new size's background prefetch is
    # then cancelled by the table's urgent request for the cards it shows, and the rest of it
    # prefetched again (render_jobs.Drawing.promote).
    asked: dict[str, int] = {}
    for priority, width, elements in jobs:
        if width == scene.cp.width and priority == 1:
            for element in elements:
                asked[element] = asked.get(element, 0) + 1
    twice = {e: n for e, n in asked.items() if n > 1}
    assert not twice, f"{len(jobs)} render jobs; cards asked for more than once: {twice}"
    assert len(jobs) <= 6, jobs  # the defect: thousands
    # idle: nothing more is asked for, however often the table repaints
    before = len(jobs)
    for _ in range(25):
        scene.update()
        QApplication.processEvents()
        helper.wait_for_reply(20)
    assert len(jobs) == before and not helper.busy
    w.close()
