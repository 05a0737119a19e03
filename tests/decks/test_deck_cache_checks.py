"""Issue 23, items 9 and 11: the deck verdicts are checked like a stored file (T-3, T-2).

Item 9: ``deck-checks.json`` is checked by a schema like a stored file; a verdict the app
could not have written (a string for ``aspect``, a reason that is not a deck message or
lacks its arguments) drops the file, which the next check rebuilds: the chosen deck
still loads and its cards still have their shape.

Item 11: a deck whose file name is not UTF-8 (``caf\\xe9.svgz``, as a Latin-1 system
names it) is listed with a readable name, its key and verdict can be stored, choosing it
keeps the settings savable, and an import either completes or leaves nothing behind.
"""

import json
import logging
import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402
from test_deck_sources import aisleriot_svg, make_aisleriot  # noqa: E402  (the deck makers, tests/decks)

from paciencia.decks import discover as disc  # noqa: E402
from paciencia.decks import importer  # noqa: E402
from paciencia.decks.choice import renderer_for_keys  # noqa: E402
from paciencia.decks.refusals import MSG_MISSING  # noqa: E402
from paciencia.decks.renderer import DEFAULT_BACK  # noqa: E402
from paciencia.paths import resources_dir  # noqa: E402
from paciencia.storage import files  # noqa: E402
from paciencia.storage.settings import Settings, load_settings, save_settings  # noqa: E402

CAFE = os.fsdecode(b"caf\xe9")  # "caf\udce9": the name Python gives those bytes
KEY = "imported:classic"


@pytest.fixture(scope="module", autouse=True)
def app():
    return QApplication.instance() or QApplication([])


def imported_classic() -> disc.DeckEntry:
    return importer.import_deck(resources_dir() / "decks" / "classic.svg")


def verdicts() -> Path:
    return files.data_dir() / "deck-checks.json"


def stored_verdicts() -> dict:
    return json.loads(verdicts().read_text())["data"]


def write_verdicts(data: dict) -> None:
    verdicts().write_text(json.dumps({"format": "deck-checks", "version": 1, "data": data}))


# -- item 9: the verdicts are checked --------------------------------------------------

LIES = {
    "aspect as text": {"aspect": "1.4"},
    "aspect out of range": {"aspect": 40.0},
    "reason as a bare list": {"usable": False, "reason": ["{path} is bad", {}], "aspect": None},
    "reason without its arguments": {"usable": False, "reason": [MSG_MISSING, {"count": 1}], "aspect": None},
    "reason of positional fields": {"usable": False, "reason": ["{0}", {}], "aspect": None},
    "reason arguments not text": {"usable": False, "reason": [MSG_MISSING, {"count": [1], "names": "x"}]},
    "usable as text": {"usable": "yes"},
    "refused without a reason": {"usable": False, "reason": None},
    "signature of text": {"sig": ["1", "2"]},
    "an unknown field": {"colour": "red"},
}


@pytest.mark.parametrize("lie", LIES.values(), ids=LIES.keys())
def test_a_verdict_the_app_never_writes_drops_the_file_and_the_chosen_deck_still_loads(lie, caplog):
    imported_classic()
    data = stored_verdicts()
    data[KEY].update(lie)
    write_verdicts(data)
    with caplog.at_level(logging.WARNING):
        entries = disc.discover()
        renderer = renderer_for_keys(KEY, DEFAULT_BACK, entries)  # what every launch did, and crashed
    assert renderer.deck_key == KEY and renderer.notice == ""
    entry = disc.find(KEY, entries)
    assert entry is not None and not entry.checked  # the lie was not believed: checked again when used
    checked = disc.check(entry)
    assert checked.usable and checked.aspect == pytest.approx(1.4)
    assert stored_verdicts()[KEY]["aspect"] == pytest.approx(1.4)  # and the cache rebuilt
    assert "deck-checks.json dropped" in caplog.text


def test_a_true_refusal_is_kept_and_reads_back_as_the_same_message(tmp_path):
    deck = make_aisleriot(tmp_path / "xdg" / "aisleriot" / "cards" / "holes.svgz", aisleriot_svg(skip=("back",)))
    entry = disc.check(disc.quick_entry("aisleriot:holes", "system", "aisleriot", deck))
    assert not entry.usable
    again = disc.find("aisleriot:holes", disc.discover([tmp_path / "xdg"]))
    assert again is not None and again.checked and again.reason == entry.reason
    assert str(again.reason) == str(entry.reason)


def test_a_fifo_in_place_of_the_verdicts_is_dropped_not_waited_on():
    verdicts().parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(verdicts())
    assert disc.discover() and not verdicts().exists()


# -- item 11: file names that are not UTF-8 -----------------------------------------------

@pytest.fixture
def latin1_theme(tmp_path, monkeypatch):
    """An AisleRiot theme installed as ``caf\\xe9.svgz`` in the system's deck folders."""
    xdg = tmp_path / "xdg"
    path = make_aisleriot(xdg / "aisleriot" / "cards" / f"{CAFE}.svgz")
    monkeypatch.setenv("XDG_DATA_DIRS", str(xdg))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "nothing"))
    return path


def test_a_deck_named_in_latin1_is_listed_readable_and_its_verdict_is_stored(latin1_theme, capsys):
    from paciencia.decks import cli

    assert cli.list_all() == 0  # it raised UnicodeEncodeError, out of files.write_text
    out = capsys.readouterr().out
    assert "Caf\ufffd" in out and "aisleriot:caf\\xe9" in out and "0 refused" in out
    (entry,) = [e for e in disc.discover() if e.origin == "system"]
    assert entry.key == "aisleriot:caf\\xe9" and entry.name == "Caf\ufffd" and entry.path == latin1_theme
    assert entry.checked and entry.usable  # the verdict of the listing, read back
    assert stored_verdicts()["aisleriot:caf\\xe9"]["path"].endswith("caf\\xe9.svgz")


def test_choosing_it_keeps_the_settings_savable(latin1_theme):
    (entry,) = [e for e in disc.discover() if e.origin == "system"]
    renderer = renderer_for_keys(entry.key, DEFAULT_BACK)
    assert renderer.deck_key == entry.key and renderer.notice == ""
    save_settings(Settings(deck=renderer.deck_key))  # raised UnicodeEncodeError for the rest of the session
    settings, notice = load_settings()
    assert notice is None and settings.deck == entry.key
    assert renderer_for_keys(settings.deck, DEFAULT_BACK).deck_key == entry.key  # the next launch finds it


def test_importing_it_completes_under_a_storable_name(latin1_theme):
    entry = importer.import_deck(latin1_theme)
    assert entry.key == "imported:caf" and entry.usable and entry.checked
    folder = disc.imported_dir() / "caf"
    assert [p.name for p in folder.iterdir()] == ["caf.svgz"]
    assert stored_verdicts()["imported:caf"]["usable"] is True
    assert disc.find("imported:caf") is not None
    importer.remove_deck("imported:caf")
    assert not folder.exists()


def test_an_import_that_fails_after_the_copy_leaves_nothing_behind(latin1_theme, monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("the deck's entry could not be made")

    monkeypatch.setattr(importer, "quick_entry", broken)
    with pytest.raises(RuntimeError):
        importer.import_deck(latin1_theme)
    assert list(disc.imported_dir().iterdir()) == []  # no deck, no temporary folder


def test_the_import_command_says_imported_exactly_when_the_deck_is_there(latin1_theme, capsys):
    from paciencia.decks import cli

    assert cli.one_deck("import", latin1_theme) == 0  # in a child process, as the window does
    out = capsys.readouterr().out
    assert out.startswith("imported: ") and "imported:caf" in out
    assert [d.name for d in disc.imported_dir().iterdir()] == ["caf"]


def test_a_hand_made_imported_folder_with_such_a_name_is_listed_and_removable(tmp_path):
    folder = disc.imported_dir() / CAFE
    make_aisleriot(folder / "deck.svgz")
    (entry,) = disc.imported_entries()
    assert entry.key == "imported:caf\\xe9" and entry.name == "Deck"
    importer.remove_deck(entry.key)
    assert not Path(folder).exists()
