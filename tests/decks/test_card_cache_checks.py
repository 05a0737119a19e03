"""Issue 23, item 8: the rendered-card cache is checked like a stored file (T-3). Whatever
lies in the cards folder, a launch never waits on it; a file that is not one the cache
wrote is dropped (and logged), and the cards are drawn again."""

import logging
import os
import threading
from collections.abc import Callable
from types import SimpleNamespace

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QSize  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from paciencia.decks import disk_cache  # noqa: E402
from paciencia.decks.formats import open_deck  # noqa: E402
from paciencia.decks.sources import CANONICAL_IDS  # noqa: E402
from paciencia.paths import resources_dir  # noqa: E402

CLASSIC = resources_dir() / "decks" / "classic.svg"
SIZE = (61, 1.0)


@pytest.fixture(autouse=True)
def _app():
    QApplication.instance() or QApplication([])


def deck():
    return open_deck(CLASSIC, "builtin", "builtin")


def spec():
    return SimpleNamespace(faces=deck(), back=None, aspect=1.4)


def fifo_at(key: str):
    path = disk_cache.folder() / f"{key}.cards"
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


def answers_without_waiting(call: Callable[[], object], fifo) -> object:
    """What ``call`` answers within 5 s; the test fails if it waits on the FIFO (which is
    then given a writer, so that the blocked thread ends with the test)."""
    out: list[object] = []
    worker = threading.Thread(target=lambda: out.append(call()), daemon=True)
    worker.start()
    worker.join(5)
    if worker.is_alive():
        fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)  # the waiting reader gets its writer, then EOF
        os.close(fd)
        worker.join(5)
        pytest.fail("the card cache waited on a FIFO")
    return out[0]


def test_a_fifo_in_place_of_a_size_the_table_opens_is_dropped_not_waited_on(caplog):
    """What the window does at every launch (renderer -> DiskCards.open): it hung there."""
    key = disk_cache.cache_key(deck(), None, 1.4, *SIZE)
    fifo = fifo_at(key)
    cards = disk_cache.DiskCards(spec)
    with caplog.at_level(logging.WARNING):
        assert answers_without_waiting(lambda: cards.open(SIZE), fifo) is False
    assert not fifo.exists()  # dropped: the next full render writes the real file
    assert "not an ordinary file" in caplog.text


def test_a_fifo_among_the_other_sizes_or_thumbnails_is_dropped_too():
    other = disk_cache.cache_key(deck(), None, 1.4, 90, 1.0)
    fifo = fifo_at(other)
    cards = disk_cache.DiskCards(spec)
    assert answers_without_waiting(lambda: cards.nearest("1_spade", SIZE), fifo) is None  # the stand-ins
    assert not fifo.exists()
    fifo = fifo_at("t" * 40)
    assert answers_without_waiting(lambda: disk_cache.load("t" * 40), fifo) is None  # the deck thumbnails
    assert not fifo.exists()


def test_a_file_replaced_by_a_fifo_after_its_header_was_read_is_not_waited_on():
    key = disk_cache.cache_key(deck(), None, 1.4, *SIZE)
    images = {e: deck().render(e, QSize(61, 85)) for e in CANONICAL_IDS}
    assert disk_cache.store(key, images)
    cards = disk_cache.DiskCards(spec)
    assert cards.open(SIZE)
    path = disk_cache.folder() / f"{key}.cards"
    path.unlink()
    os.mkfifo(path)
    assert answers_without_waiting(lambda: cards.take(SIZE, {"1_spade"}), path) == {}
    assert not cards.full(SIZE) and not path.exists()


def test_a_damaged_file_is_dropped_with_its_reason_in_the_log(caplog):
    key = "d" * 40
    path = disk_cache.folder() / f"{key}.cards"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(disk_cache.MAGIC + b'{"w": 1, "h": 1, "elements": ["back"], "x": 1}\n' + b"\0" * 4)
    with caplog.at_level(logging.WARNING):
        assert disk_cache.load(key) is None
    assert not path.exists() and "x: is not a field of this file" in caplog.text
