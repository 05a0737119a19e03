"""CardRenderer on DeckSource: any format, the deck's aspect, off-thread pixmaps, bounded cache."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QSize  # noqa: E402
from PySide6.QtGui import QImage  # noqa: E402

from paciencia.decks.choice import renderer_for_keys  # noqa: E402
from paciencia.decks.discover import builtin_backs, builtin_entries, check, discover, find  # noqa: E402
from paciencia.decks.render_pool import render_pool  # noqa: E402
from paciencia.decks.renderer import BACK_OWN, CardRenderer  # noqa: E402
from paciencia.decks.sources import CANONICAL_IDS, DeckSource  # noqa: E402
from paciencia.ui.scene.geometry import compute  # noqa: E402


class TallSource(DeckSource):
    """A made-up deck of 1.6-tall cards that paints every element solid."""

    def __init__(self, aspect=1.6, elements=CANONICAL_IDS):
        super().__init__("Tall", "imported", __import__("pathlib").Path("/tall"), "kde")
        self._aspect, self._elements = aspect, list(elements)
        self.rendered = []

    def element_ids(self):
        return list(self._elements)

    def aspect(self):
        return self._aspect

    def render(self, element, size):
        self.rendered.append((element, size.width(), size.height()))
        image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0xFF336699)
        return image


def wait_for(qtbot, renderer, elements, width, dpr=1.0):
    with qtbot.waitSignal(renderer.changed, timeout=10000, raising=False):
        renderer.request(elements, width, dpr)
    qtbot.waitUntil(lambda: renderer.has_all(elements, width, dpr), timeout=10000)


def test_path_form_still_works(qapp):
    r = CardRenderer(find("builtin:classic", builtin_entries()).path, find("builtin:red", builtin_backs()).path)
    assert r.valid and r.aspect == pytest.approx(1.4)
    pm = r.pixmap("king_heart", 100)
    assert (pm.width(), pm.height()) == (100, 140)


def test_renderer_uses_the_deck_aspect(qapp):
    r = CardRenderer(TallSource(1.6))
    pm = r.pixmap("1_spade", 50, 2.0)
    assert (pm.width(), pm.height()) == (100, 160) and pm.devicePixelRatio() == 2.0
    assert r.card_height(50) == 80


def test_separate_back_only_if_it_has_one(qapp):
    faces = TallSource()
    no_back = TallSource(elements=CANONICAL_IDS[:-1])
    r = CardRenderer(faces, no_back)
    r.pixmap("back", 40)
    assert faces.rendered[-1][0] == "back"  # the deck's own back: the other source has none
    other = TallSource()
    r = CardRenderer(TallSource(), other)
    r.pixmap("back", 40)
    assert other.rendered and other.rendered[-1][0] == "back"


def test_layout_honours_the_aspect(qapp):
    from paciencia.core.codes import parse
    from paciencia.core.game import Game

    for text in ("klondike/3", "freecell/3", "spider/3?suits=4", "pyramid/5?level=random"):
        game = Game(parse("paciencia://" + text))
        layout = game.code.info.layout(game.rules, game.options)
        state = layout.state(game.position)
        for aspect in (1.4, 1.6, 0.73):
            geo = compute(layout, state, 1280, 800, aspect)
            assert geo.card_h == round(geo.card_w * aspect)
            bottom = max(p.y() for p in geo.places.values()) + geo.card_h
            right = max(p.x() for p in geo.places.values()) + geo.card_w
            assert bottom <= 800 + 1 and right <= 1280 + 1, (text, aspect)


def test_table_pixmaps_render_off_the_ui_thread(qtbot):
    source = TallSource(1.5)
    r = CardRenderer(source)
    stand_in = r.table_pixmap("queen_club", 60)
    assert not source.rendered  # nothing rendered on the UI thread
    assert (stand_in.width(), stand_in.height()) == (60, 90)  # a blank card of the right shape
    wait_for(qtbot, r, ["queen_club"], 60)
    assert r.table_pixmap("queen_club", 60) is r.peek("queen_club", 60)


def test_cache_bounded_after_size_changes(qtbot):
    r = CardRenderer(TallSource())
    for width in range(40, 140, 10):  # ten sizes, as a window being resized
        for element in CANONICAL_IDS:
            r.pixmap(element, width)
    assert len(r.sizes()) <= CardRenderer.MAX_SIZES
    assert r.cache_size() <= CardRenderer.MAX_SIZES * len(CANONICAL_IDS)
    r.retire(130)
    assert (130, 1.0) not in r.sizes()
    assert r.cache_bytes() <= 2 * len(CANONICAL_IDS) * 120 * 192 * 4


def test_settings_keys_resolve_for_builtin_and_own_back(qapp):
    r = renderer_for_keys("builtin:four_colour", BACK_OWN)
    assert (r.deck_key, r.back_key, r.back, r.notice) == ("builtin:four_colour", BACK_OWN, None, "")
    r = renderer_for_keys("builtin:large_index", "builtin:green")
    assert r.back is not None and r.back_key == "builtin:green"


def test_missing_deck_falls_back_to_classic_with_a_notice(qapp):
    r = renderer_for_keys("imported:gone", "builtin:blue")
    assert r.deck_key == "builtin:classic" and "imported:gone" in r.notice


def test_unusable_deck_fails_when_loaded(qtbot, tmp_path):
    from paciencia.decks.discover import quick_entry

    bad = tmp_path / "broken.svg"
    bad.write_text('<svg xmlns="http://www.w3.org/2000/svg"><rect id="1_club" width="1" height="1"/>')
    entry = quick_entry("imported:broken", "imported", "aisleriot", bad)
    r = CardRenderer(entry.open(), entry=entry, deck_key=entry.key)
    with qtbot.waitSignal(r.failed, timeout=10000) as blocker:
        r.load()
    assert "XML" in blocker.args[0] or "line" in blocker.args[0]


SYSTEM = [e for e in discover() if e.origin == "system"]


@pytest.mark.skipif(not SYSTEM, reason="no KDE or AisleRiot decks installed")
@pytest.mark.parametrize("key", ["kde:svg-oxygen", "aisleriot:anglo", "kde:svg-future"])
def test_system_decks_by_key(qtbot, key):
    entry = find(key)
    if entry is None:
        pytest.skip(f"{key} not installed")
    r = renderer_for_keys(key, BACK_OWN)
    assert r.deck_key == key and not r.notice
    with qtbot.waitSignal(r.loaded, timeout=20000):
        r.load()
    aspect = check(entry).aspect
    assert r.aspect == pytest.approx(aspect)
    wait_for(qtbot, r, ["1_spade", "back"], 64)
    pm = r.peek("1_spade", 64)
    assert pm is not None and pm.height() == round(64 * aspect)
    render_pool().waitForDone(10000)


def test_own_size_from_qsize(qapp):
    src = TallSource(1.5)
    assert src.render("1_club", QSize(10, 15)).size() == QSize(10, 15)
