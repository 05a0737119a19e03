"""While a card's exact size is drawn, the table shows it legibly, never a blank face
(T-2; the table issue's defect 2: 10–12 s of white cards with a heavy deck at a new size)."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from paciencia.core.cards import element_for
from paciencia.core.codes import GameCode
from paciencia.decks import disk_cache
from paciencia.decks.discover import builtin_entries, find, imported_dir
from paciencia.decks.render_jobs import Drawing
from paciencia.decks.renderer import BACK_OWN, CardRenderer
from paciencia.decks.sources import CANONICAL_IDS
from paciencia.paths import resources_dir
from paciencia.storage.settings import Settings
from paciencia.ui.window.main_window import MainWindow


@pytest.fixture
def nothing_drawn(monkeypatch):
    """No render job ever brings its cards: what the table shows is the stand-ins."""
    monkeypatch.setattr(Drawing, "start", lambda self, spec, size, elements, background: None)


def classic() -> CardRenderer:
    entry = find("builtin:classic", builtin_entries())
    return CardRenderer(entry.open(), None, entry=entry, deck_key=entry.key, back_key=BACK_OWN)


def ink(image: QImage, x0: float, y0: float, x1: float, y1: float) -> tuple[int, int]:
    """Red and dark pixels in a part of the image (fractions of its size)."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    red = dark = 0
    for y in range(int(y0 * image.height()), int(y1 * image.height())):
        for x in range(int(x0 * image.width()), int(x1 * image.width())):
            c = image.pixelColor(x, y)
            if c.alpha() > 200 and c.red() > 150 and c.green() < 90:
                red += 1
            elif c.alpha() > 200 and c.red() + c.green() + c.blue() < 200:
                dark += 1
    return red, dark


def test_a_card_never_drawn_shows_its_rank_and_suit(qapp, nothing_drawn, monkeypatch):
    monkeypatch.setenv(disk_cache.ENV_SWITCH, "0")
    r = classic()
    diamond = r.table_pixmap("7_diamond", 90).toImage()
    spade = r.table_pixmap("king_spade", 90).toImage()
    assert ink(diamond, 0, 0, 0.4, 0.3)[0] > 20  # the index
    centre = diamond.pixelColor(diamond.width() // 2, diamond.height() // 2)
    assert centre.red() > centre.green() + 30 and centre.lightness() > 150  # a pale suit: the face stays light
    assert ink(spade, 0, 0, 0.4, 0.3)[1] > 20 and ink(spade, 0.6, 0.7, 1, 1)[1] > 20  # both corners
    assert r.table_pixmap("back", 90).toImage() != r.table_pixmap("1_heart", 90).toImage()


def test_a_new_size_shows_the_nearest_size_from_disk(qtbot, qapp):
    first = classic()
    first.request(CANONICAL_IDS, 70)
    qtbot.waitUntil(lambda: first.has_all(CANONICAL_IDS, 70, 1.0), timeout=20000)
    spec = first._spec()
    deck = disk_cache.deck_key(spec.faces, spec.back, spec.aspect)
    qtbot.waitUntil(lambda: (70, 1.0) in disk_cache.sizes_on_disk(deck), timeout=10000)
    old = first.peek("queen_heart", 70).toImage()
    with pytest.MonkeyPatch.context() as m:
        m.setattr(Drawing, "start", lambda self, spec, size, elements, background: None)
        later = classic()  # a later launch, at a new window size
        shown = later.table_pixmap("queen_heart", 100).toImage()
    assert (shown.width(), shown.height()) == (100, 140)
    expected = old.scaled(QSize(100, 140), Qt.AspectRatioMode.IgnoreAspectRatio,
                          Qt.TransformationMode.SmoothTransformation)
    assert shown.convertToFormat(expected.format()) == expected


def test_a_resize_keeps_the_old_size_until_the_new_one_is_complete(qtbot, qapp, monkeypatch):
    monkeypatch.setenv(disk_cache.ENV_SWITCH, "0")
    r = classic()
    r.request(CANONICAL_IDS, 70)
    qtbot.waitUntil(lambda: r.has_all(CANONICAL_IDS, 70, 1.0), timeout=20000)
    started = []
    start = Drawing.start
    monkeypatch.setattr(Drawing, "start", lambda self, *args, **kw: started.append((self, args, kw)))
    r.move_to((70, 1.0), (100, 1.0))
    r._flush()
    assert (70, 1.0) in r.sizes() and started
    scaled = r.table_pixmap("jack_club", 100)
    assert (scaled.width(), scaled.height()) == (100, 140) and r.peek("jack_club", 100) is None
    monkeypatch.setattr(Drawing, "start", start)
    for drawing, args, kw in started:
        drawing.start(*args, **kw)
    qtbot.waitUntil(lambda: r.has_all(CANONICAL_IDS, 100, 1.0), timeout=20000)
    assert (70, 1.0) not in r.sizes()  # complete: the old size went


def test_the_table_shows_every_card_legibly_while_a_deck_renders(qtbot, nothing_drawn, monkeypatch):
    """A deck that is not built in, at a size never drawn: before, every face was blank white."""
    monkeypatch.setenv(disk_cache.ENV_SWITCH, "0")
    folder = imported_dir() / "slow-deck"
    folder.mkdir(parents=True)
    shutil.copy(resources_dir() / "decks" / "classic.svg", folder / "classic.svg")
    w = MainWindow(Settings(animation_speed="off", deck="imported:slow-deck", back="deck"))
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    w.controller.open_code(GameCode.make("freecell", 617), animate=False)
    scene = w.scene
    qtbot.waitUntil(lambda: scene.cp.renderer.is_loaded, timeout=30000)
    QApplication.processEvents()
    shot = w.view.grab().toImage()
    cards = [it for it in scene.items_by_key.values() if it.face_up]
    assert len(cards) == 52
    for item in cards:
        top_left = w.view.mapFromScene(item.sceneBoundingRect().topLeft())
        m, cw, ch = scene.cp.margin, scene.cp.width, scene.cp.height
        corner = shot.copy(int(top_left.x() + m), int(top_left.y() + m), int(cw * 0.4), int(ch * 0.16))
        red, dark = ink(corner, 0, 0, 1, 1)
        suit = element_for(item.card).split("_")[1]
        assert (red if suit in ("diamond", "heart") else dark) > 15, f"{element_for(item.card)} is blank"
    w.close()
