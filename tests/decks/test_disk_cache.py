"""Rendered cards on disk: exact round trip, damage is dropped and rebuilt, the folder is bounded."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QSize  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from paciencia.decks import disk_cache  # noqa: E402
from paciencia.decks.formats import open_deck  # noqa: E402
from paciencia.paths import resources_dir  # noqa: E402

CLASSIC = resources_dir() / "decks" / "classic.svg"
BLUE = resources_dir() / "backs" / "blue.svg"


@pytest.fixture(autouse=True)
def _app():
    QApplication.instance() or QApplication([])


def rendered(elements=("1_spade", "king_heart", "back"), size=None):
    deck = open_deck(CLASSIC, "builtin", "builtin")
    size = size or QSize(61, 85)
    return {e: deck.render(e, size) for e in elements}


def test_round_trip_gives_back_the_same_pixels():
    images = rendered()
    key = disk_cache.cache_key(open_deck(CLASSIC, "builtin", "builtin"), None, 1.4, 61, 1.0)
    assert disk_cache.store(key, images)
    loaded = disk_cache.load(key)
    assert loaded is not None and list(loaded) == list(images)
    for element, image in images.items():
        back = loaded[element]
        assert (back.width(), back.height()) == (61, 85)
        assert back == image, element  # pixel for pixel


def test_the_key_follows_the_deck_files_the_size_and_the_back(tmp_path):
    copy = tmp_path / "deck.svg"
    copy.write_bytes(CLASSIC.read_bytes())
    deck = open_deck(copy, "imported", "kde")
    back = open_deck(BLUE, "builtin", "builtin")
    key = disk_cache.cache_key(deck, back, 1.4, 61, 1.0)
    assert key == disk_cache.cache_key(open_deck(copy, "imported", "kde"), back, 1.4, 61, 1.0)
    assert key != disk_cache.cache_key(deck, back, 1.4, 62, 1.0)
    assert key != disk_cache.cache_key(deck, back, 1.4, 61, 2.0)
    assert key != disk_cache.cache_key(deck, None, 1.4, 61, 1.0)
    os.utime(copy, ns=(1, 1))  # the deck file changed: its old pictures must not be reused
    assert key != disk_cache.cache_key(deck, back, 1.4, 61, 1.0)


@pytest.mark.parametrize("damage", ["truncated", "magic", "header", "sizes", "empty", "longer"])
def test_a_damaged_file_is_deleted_and_reported_as_absent(damage):
    key = "k" * 40
    assert disk_cache.store(key, rendered())
    path = disk_cache.folder() / f"{key}.cards"
    data = path.read_bytes()
    broken = {
        "truncated": data[:-100],
        "magic": b"PNG" + data[3:],
        "header": data.replace(b'"w": 61', b'"w": "x"', 1),
        "sizes": data.replace(b'"h": 85', b'"h": 86', 1),
        "empty": b"",
        "longer": data + b"\0",
    }[damage]
    path.write_bytes(broken)
    assert disk_cache.load(key) is None
    assert not path.exists()


def test_images_of_mixed_sizes_are_not_stored():
    images = rendered(("1_spade",)) | rendered(("back",), QSize(30, 42))
    assert not disk_cache.store("m" * 40, images)
    assert not (disk_cache.folder() / ("m" * 40 + ".cards")).exists()


def test_the_folder_keeps_the_most_recently_used_files_within_its_bound():
    images = rendered()
    one = 61 * 85 * 4 * 3
    for n in range(5):
        assert disk_cache.store(f"{n:040d}", images)
        os.utime(disk_cache.folder() / f"{n:040d}.cards", ns=(n * 10**9, n * 10**9))
    assert disk_cache.load(f"{0:040d}") is not None  # read now: the most recent
    disk_cache.prune(limit=int(one * 2.5))
    left = sorted(p.stem for p in Path(disk_cache.folder()).glob("*.cards"))
    assert left == [f"{0:040d}", f"{4:040d}"]


def test_an_unwritable_folder_is_not_an_error(monkeypatch, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setattr(disk_cache, "folder", lambda: blocker / "cards")
    assert disk_cache.store("u" * 40, rendered()) is False
    assert disk_cache.load("u" * 40) is None


def test_a_renderer_draws_a_size_seen_before_from_disk_with_the_same_pixels(qtbot):
    """A second launch at a known size: cards read from the file as they are shown, none
    rendered, pixel-exact."""
    from paciencia.decks.choice import renderer_for_keys
    from paciencia.decks.renderer import DEFAULT_BACK, DEFAULT_DECK
    from paciencia.decks.sources import CANONICAL_IDS

    first = renderer_for_keys(DEFAULT_DECK, DEFAULT_BACK)
    first.prefetch(71, 1.0)
    qtbot.waitUntil(lambda: any(disk_cache.folder().glob("*.cards")) if disk_cache.folder().exists() else False,
                    timeout=20000)
    fresh = {e: first.peek(e, 71).toImage() for e in CANONICAL_IDS}

    second = renderer_for_keys(DEFAULT_DECK, DEFAULT_BACK)
    rendered = []
    second._start_here = lambda *a, **k: rendered.append(a)  # any render would show here
    second._start = lambda *a, **k: rendered.append(a)
    second.prefetch(71, 1.0)  # what the table does when its card size is set
    second.request(["1_spade", "back"], 71, 1.0)
    assert second.has_all(CANONICAL_IDS, 71, 1.0)  # every card is at hand
    assert second.cache_size() == 2  # but only the ones shown take memory
    assert second.peek("1_spade", 71) is not None and second.peek("king_heart", 71) is None
    qtbot.wait(50)
    for element in CANONICAL_IDS:
        assert second.table_pixmap(element, 71).toImage() == fresh[element], element
    assert rendered == []  # no SVG was drawn


def test_without_the_switch_nothing_is_read_or_written(qtbot, monkeypatch):
    from paciencia.decks.choice import renderer_for_keys
    from paciencia.decks.renderer import DEFAULT_BACK, DEFAULT_DECK
    from paciencia.decks.sources import CANONICAL_IDS

    monkeypatch.setenv(disk_cache.ENV_SWITCH, "0")
    r = renderer_for_keys(DEFAULT_DECK, DEFAULT_BACK)
    r.prefetch(64, 1.0)
    qtbot.waitUntil(lambda: r.has_all(CANONICAL_IDS, 64, 1.0), timeout=20000)
    qtbot.wait(200)
    assert not disk_cache.folder().exists() or not any(disk_cache.folder().glob("*.cards"))


def test_the_key_of_a_kde_folder_is_the_same_in_every_process(tmp_path):
    """It hashed a set of the folder and its SVG: another order, another key, about every other
    launch, so a KDE deck's cards were drawn again (10 s for Dondorf) instead of read."""
    import subprocess
    import sys

    folder = tmp_path / "kde"
    folder.mkdir()
    (folder / "index.desktop").write_text("[KDE Backdeck]\nName=Copy\nSVG=classic.svg\n")
    (folder / "classic.svg").write_bytes(CLASSIC.read_bytes())
    code = ("import sys; from pathlib import Path; from paciencia.decks import disk_cache; "
            "from paciencia.decks.formats import open_deck; "
            "print(disk_cache.cache_key(open_deck(Path(sys.argv[1]), 'imported'), None, 1.4, 61, 1.0))")
    app_dir = str(Path(__file__).resolve().parents[2] / "app")
    keys = {subprocess.run([sys.executable, "-c", code, str(folder)], capture_output=True, text=True, check=True,
                           env=dict(os.environ, PYTHONPATH=app_dir, PYTHONHASHSEED=str(seed))).stdout
            for seed in range(4)}  # two orders: each launch had one chance in two to miss
    assert len(keys) == 1, keys


def test_the_sizes_of_a_deck_on_disk_are_found():
    deck = open_deck(CLASSIC, "builtin", "builtin")
    for width in (50, 61, 90):
        assert disk_cache.store(disk_cache.cache_key(deck, None, 1.4, width, 1.0), rendered(size=QSize(width, 70)))
    assert disk_cache.store(disk_cache.cache_key(deck, None, 1.4, 61, 2.0), rendered(size=QSize(122, 170)))
    found = disk_cache.sizes_on_disk(disk_cache.deck_key(deck, None, 1.4))
    assert sorted(found) == [(50, 1.0), (61, 1.0), (61, 2.0), (90, 1.0)]
    assert disk_cache.sizes_on_disk(disk_cache.deck_key(deck, None, 1.5)) == []
