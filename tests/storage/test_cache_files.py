"""Issue 23: every cache the app keeps is read through the FIFO-safe bounded reader and
checked; one that fails is dropped (or, the launch picture, not used until the next quit
writes it again) and the reason logged, never shown and never a crash or a wait.

The caches: the rendered cards and deck thumbnails (``cache/cards/*.cards``), the deck
verdicts (``data/deck-checks.json``), the guaranteed deals' next codes
(``cache/proven_deals.json``) and the launch picture (``cache/window.launch``).
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from paciencia.storage import files  # noqa: E402
from paciencia.storage.caches import read_cache  # noqa: E402
from paciencia.storage.schema import Format, Int, Record  # noqa: E402


@pytest.fixture(autouse=True)
def _app() -> None:
    QApplication.instance() or QApplication([])


def cards() -> tuple[Path, Callable[[], Any]]:
    from paciencia.decks import disk_cache

    return disk_cache.folder() / ("c" * 40 + ".cards"), lambda: disk_cache.load("c" * 40)


def verdicts() -> tuple[Path, Callable[[], Any]]:
    from paciencia.decks import verdict_cache

    return verdict_cache.path(), lambda: verdict_cache.VerdictCache.load().data


def proven() -> tuple[Path, Callable[[], Any]]:
    from paciencia.storage import proven_deals

    return proven_deals.path(), lambda: proven_deals.load_proven_deals().ready


def launch() -> tuple[Path, Callable[[], Any]]:
    from paciencia.ui.launch import relaunch

    return relaunch.launch_file(), lambda: relaunch.read([])


CACHES = {"cards": cards, "deck verdicts": verdicts, "proven deals": proven, "launch picture": launch}
NOTHING: dict[str, Any] = {"cards": None, "deck verdicts": {}, "proven deals": {}, "launch picture": None}


def within(seconds: float, call: Callable[[], Any], fifo: Path) -> Any:
    out: list[Any] = []
    worker = threading.Thread(target=lambda: out.append(call()), daemon=True)
    worker.start()
    worker.join(seconds)
    if worker.is_alive():
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))  # the blocked reader gets its writer, then EOF
        worker.join(5)
        pytest.fail(f"waited on the FIFO {fifo}")
    return out[0]


@pytest.mark.parametrize("name", CACHES)
def test_a_fifo_in_place_of_any_cache_is_never_waited_on_and_is_logged(name: str, caplog: Any) -> None:
    path, read = CACHES[name]()
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    with caplog.at_level(logging.WARNING):
        assert within(5, read, path) == NOTHING[name]
    assert str(path) in caplog.text and "not an ordinary file" in caplog.text


@pytest.mark.parametrize("name", CACHES)
def test_garbage_in_any_cache_is_logged_and_nothing_is_set_aside_for_the_player(name: str, caplog: Any) -> None:
    path, read = CACHES[name]()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x00\xff garbage" * 10)
    with caplog.at_level(logging.WARNING):
        assert read() == NOTHING[name]
    assert str(path) in caplog.text
    assert not list(path.parent.glob("*.broken-*"))  # a cache is not a file the player is told about


FORMAT = Format("test-cache", 2, Record({"n": Int(0, 9)}), {1: lambda d: {"n": d.get("m")}})


def test_read_cache_checks_kind_version_and_schema_and_drops_what_fails(home: Path, caplog: Any) -> None:
    path = home / "c.json"
    assert read_cache(path, FORMAT) is None and caplog.text == ""  # absent: nothing to say
    files.write_json(path, "test-cache", 1, {"m": 3})
    assert read_cache(path, FORMAT) == {"n": 3}  # migrated
    for kind, version, data in [("other", 2, {"n": 1}), ("test-cache", 3, {"n": 1}), ("test-cache", 2, {"n": 10}),
                                ("test-cache", 2, {"n": 1, "x": 0})]:
        files.write_json(path, kind, version, data)
        with caplog.at_level(logging.WARNING):
            assert read_cache(path, FORMAT) is None
        assert not path.exists()
    assert caplog.text.count("dropped") == 4


def test_a_folder_in_place_of_a_cache_is_left_alone(home: Path) -> None:
    path = home / "c.json"
    path.mkdir(parents=True)
    assert read_cache(path, FORMAT) is None and path.is_dir()


def test_text_no_utf8_file_can_hold_is_an_oserror_and_writes_nothing(home: Path) -> None:
    """Issue 23, item 11: a name with bytes that are not UTF-8 reached files.write_text, whose
    UnicodeEncodeError no caller caught; now it fails as a full disk does, leaving the old file."""
    path = home / "s.json"
    files.write_json(path, "k", 1, {"deck": "builtin:classic"})
    with pytest.raises(OSError):
        files.write_json(path, "k", 1, {"deck": os.fsdecode(b"aisleriot:caf\xe9")})
    assert '"builtin:classic"' in path.read_text() and [p.name for p in home.iterdir()] == ["s.json"]
