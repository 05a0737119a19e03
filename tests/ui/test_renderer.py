import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from paciencia.core.cards import element_for  # noqa: E402
from paciencia.decks.discover import builtin_backs, builtin_entries, find  # noqa: E402
from paciencia.decks.renderer import CardRenderer  # noqa: E402


def test_pixmaps_cached_per_element_size_and_ratio(qapp):
    r = CardRenderer(find("builtin:classic", builtin_entries()).path, find("builtin:blue", builtin_backs()).path)
    a = r.pixmap("king_heart", 100, 1.0)
    assert r.pixmap("king_heart", 100, 1.0).cacheKey() == a.cacheKey()
    b = r.pixmap("king_heart", 100, 2.0)
    assert (b.width(), b.height()) == (200, 280)  # crisp at device pixel ratio 2
    assert b.devicePixelRatio() == 2.0
    assert r.cache_size() == 2


def test_missing_element_gets_a_visible_placeholder(qapp):
    r = CardRenderer(find("builtin:classic", builtin_entries()).path)
    image = r.pixmap("no_such_card", 80).toImage()
    colours = {image.pixelColor(x, y).name() for x in range(0, 80, 4) for y in range(0, 112, 4)}
    assert "#ffe0f4" in colours  # the magenta placeholder, not a blank card


def test_element_ids_follow_kde():
    assert element_for(0) == "1_club"
    assert element_for(51) == "king_spade"
    assert element_for(52 + 11) == "queen_club"  # Spider's second copy
