"""X-3: warnings and errors reach a rotating log file a player can send, and a log that cannot
be written never stops the app."""

from __future__ import annotations

import logging
import os
import sys
import threading
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

from paciencia import logs


@pytest.fixture(autouse=True)
def _log_torn_down() -> Iterator[None]:
    """Each test's log is closed after it, in the test's own home (tests/conftest.py)."""
    yield
    logs.teardown()


def read(path: Path) -> str:
    for handler in logging.getLogger().handlers:
        handler.flush()
    return path.read_text(encoding="utf-8")


def test_the_log_goes_under_paciencia_home(home: Path) -> None:
    path = logs.setup(stderr=False)
    assert path == home / "log" / "paciencia.log" == logs.log_file()
    logs.started("Qt 6.x")
    logging.getLogger("paciencia.decks").warning("a deck could not be read")
    logging.getLogger("paciencia.ui").info("an info line of the app")
    logging.getLogger("somebody.else").info("an info line of a library")
    logging.getLogger("somebody.else").error("an error of a library")
    text = read(path)
    assert "Paciência" in text and "started" in text and "Qt 6.x" in text
    assert "WARNING paciencia.decks [MainThread]: a deck could not be read" in text
    assert "an info line of the app" in text
    assert "an info line of a library" not in text  # others' chatter stays out
    assert "ERROR somebody.else" in text


def test_python_warnings_and_stderr(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = logs.setup()
    assert path is not None
    with warnings.catch_warnings():
        warnings.simplefilter("always")
        logging.captureWarnings(True)  # catch_warnings restored showwarning: capture again inside
        warnings.warn("a deprecated thing", DeprecationWarning, stacklevel=1)
    logging.getLogger("paciencia").warning("seen on stderr too")
    logging.getLogger("paciencia").info("only in the file")
    assert "a deprecated thing" in read(path)
    err = capsys.readouterr().err
    assert "paciencia: WARNING: paciencia: seen on stderr too" in err
    assert "only in the file" not in err


def test_the_state_folder_without_paciencia_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("PACIENCIA_HOME", raising=False)
    if sys.platform.startswith("linux"):
        monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
        assert logs.log_dir() == tmp_path / "state" / "paciencia" / "log"
        monkeypatch.setenv("XDG_STATE_HOME", "relative/state")  # invalid: the default
        assert logs.log_dir() == Path.home() / ".local" / "state" / "paciencia" / "log"
    assert logs.log_dir().is_absolute()


def test_a_second_setup_replaces_the_first(home: Path) -> None:
    root = logging.getLogger()
    before = list(root.handlers)
    logs.setup()
    logs.setup()
    added = [h for h in root.handlers if h not in before]
    assert len(added) == 2  # one file, one stderr
    logs.teardown()
    assert root.handlers == before


def test_the_log_turns_over(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(logs, "MAX_BYTES", 2000)
    path = logs.setup(stderr=False)
    assert path is not None
    for i in range(200):
        logging.getLogger("paciencia").warning("line %d of a long run", i)
    names = sorted(p.name for p in path.parent.iterdir())
    assert names == ["paciencia.log", "paciencia.log.1", "paciencia.log.2", "paciencia.log.3"]
    assert all(p.stat().st_size <= 2000 for p in path.parent.iterdir())
    assert "line 199 of a long run" in read(path)


def test_a_folder_where_the_log_goes(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (home / "log" / "paciencia.log").mkdir(parents=True)
    assert logs.setup() is None
    assert "no log file" in capsys.readouterr().err
    logging.getLogger("paciencia").warning("still said on stderr")
    assert "still said on stderr" in capsys.readouterr().err


def test_an_unwritable_log_folder(home: Path) -> None:
    home.mkdir(parents=True)
    (home / "log").write_text("a file where the folder goes")
    assert logs.setup(stderr=False) is None
    logging.getLogger("paciencia").error("nothing breaks")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_where_the_log_goes_does_not_hang(home: Path) -> None:
    """Opening a FIFO for writing waits for a reader, for ever: the log refuses it at once."""
    (home / "log").mkdir(parents=True)
    os.mkfifo(home / "log" / "paciencia.log")
    result: list[Path | None] = []
    worker = threading.Thread(target=lambda: result.append(logs.setup(stderr=False)), daemon=True)
    worker.start()
    worker.join(10)
    assert not worker.is_alive(), "setup waited on the FIFO"
    assert result == [None]
