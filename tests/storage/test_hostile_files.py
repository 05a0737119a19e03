"""T-3: no stored file, however written, makes a reader raise; it is read, or set aside
(renamed, never deleted) with a notice, and defaults are used.

A table of hostile contents for every stored file, then a property test per file:
any JSON value put anywhere in a valid document, and any bytes, either load into
values the app can use or are set aside.
"""

import json
import math
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from paciencia.core.codes import parse
from paciencia.core.game import Game
from paciencia.core.saved import game_to_dict
from paciencia.storage import files
from paciencia.storage.leaderboard import Entry, load_leaderboard
from paciencia.storage.saved_game import load_saved_game, saved_game_path
from paciencia.storage.settings import LANGUAGES, Settings, load_settings
from paciencia.storage.stats import load_statistics

DEEP = 200_000


def doc(kind, version, data):
    return json.dumps({"format": kind, "version": version, "data": data})


def valid_saved():
    game = Game(parse("paciencia://freecell/5"))
    game.play(game.rules.legal_moves(game.position)[0])
    return game_to_dict(game, 12.0)


def valid_stats():
    return {"variants": {"freecell": {"played": 2, "won": 1, "current_streak": 0, "best_streak": 1,
                                      "best_time": 60, "fewest_moves": 80, "clean_wins": 1, "history": [
                                          {"date": "2024-01-01T00:00:00", "won": True, "seconds": 60, "moves": 80,
                                           "score": 900, "assisted": False}]}}}


def valid_entry(**change):
    return {"score": 900, "code": "paciencia://freecell/1", "variant": "freecell", "date": "2024-01-01T00:00:00",
            "seconds": 60, "moves": 80, "player": "Ana", **change}


# Format 1 where a file has a format 2 (it is migrated): the same document the app before
# result ids read, so the table compares like with like.
FILES = {  # name: (path, kind, version, a valid data object, loader)
    "settings": (lambda: files.config_dir() / "settings.json", "paciencia-settings", 2,
                 lambda: {"player_name": "Ana", "options": {"klondike": {"draw": 3}}}, load_settings),
    "statistics": (lambda: files.data_dir() / "statistics.json", "paciencia-statistics", 1, valid_stats,
                   load_statistics),
    "leaderboard": (lambda: files.data_dir() / "leaderboard.json", "paciencia-leaderboard", 1,
                    lambda: {"entries": [valid_entry()]}, load_leaderboard),
    "saved game": (saved_game_path, "paciencia-saved-game", 1, valid_saved, load_saved_game),
}


def spliced(which, json_text):
    """A valid document of ``which`` whose first figure is replaced by ``json_text``."""
    _, kind, version, data, _ = FILES[which]
    text = doc(kind, version, data())
    key = {"settings": '"draw": 3', "statistics": '"played": 2', "leaderboard": '"score": 900',
           "saved game": '"elapsed": 12.0'}[which]
    assert key in text
    name = key.split(":")[0]
    return text.replace(key, f"{name}: {json_text}", 1)


# What every file is tried with: (label, contents of the document for that file)
HOSTILE = {
    "a number of 4 301 digits": lambda w: spliced(w, "9" * 4301),
    "nesting 200 000 deep": lambda w: spliced(w, "[" * DEEP + "]" * DEEP),
    "NaN": lambda w: spliced(w, "NaN"),
    "Infinity": lambda w: spliced(w, "Infinity"),
    "-Infinity": lambda w: spliced(w, "-Infinity"),
    "1e999 (an infinite float)": lambda w: spliced(w, "1e999"),
    "a string with a lone surrogate": lambda w: spliced(w, '"\\ud800"'),
    "a negative figure": lambda w: spliced(w, "-5"),
    "10**30": lambda w: spliced(w, str(10**30)),
    "true for a figure": lambda w: spliced(w, "true"),
    "version true": lambda w: doc(FILES[w][1], True, FILES[w][3]()),
    "version 1.5": lambda w: doc(FILES[w][1], 1.5, FILES[w][3]()),
    "version 0": lambda w: doc(FILES[w][1], 0, FILES[w][3]()),
    "data a list": lambda w: doc(FILES[w][1], FILES[w][2], [1, 2]),
    "UTF-16": lambda w: doc(FILES[w][1], FILES[w][2], FILES[w][3]()).encode("utf-16"),
    "larger than the format allows": lambda w: spliced(w, " " * (64 << 20) + "1"),
}
REFUSED_BY_FIELD = {"settings": {"a negative figure", "10**30", "true for a figure", "a string with a lone surrogate"}}
"""Settings refuse a bad value on its own, keep the rest and the file (as before)."""


@pytest.mark.parametrize("hostile", list(HOSTILE))
@pytest.mark.parametrize("which", list(FILES))
def test_hostile_contents_are_set_aside_or_refused_never_raised(home, which, hostile):
    path_of, _kind, _version, _data, load = FILES[which]
    path = path_of()
    path.parent.mkdir(parents=True, exist_ok=True)
    contents = HOSTILE[hostile](which)
    contents = contents if isinstance(contents, bytes) else contents.encode("utf-8", "surrogatepass")
    path.write_bytes(contents)
    value, notice = load()
    assert notice is not None
    if notice.moved_to is None:  # one value refused, the rest kept
        assert hostile in REFUSED_BY_FIELD.get(which, ())
        assert value.player_name == "Ana" and value.game_options("klondike")["draw"] == 1
        return
    assert hostile not in REFUSED_BY_FIELD.get(which, ())
    assert notice.moved_to.read_bytes() == contents and not path.exists()  # set aside, never deleted
    assert value in (None, [], Settings()) or not getattr(value, "variants", True)
    assert load() == (value, None)  # told once


def test_leaderboard_entries_with_a_wrong_field_are_refused(home):
    """C-10: these opened the leaderboard dialog on a crash."""
    path = files.data_dir() / "leaderboard.json"
    path.parent.mkdir(parents=True)
    for change in [{"date": 5}, {"code": 123}, {"seconds": -5}, {"player": None}, {"score": "900"},
                   {"date": "yesterday"}, {"code": "paciencia://nope/1"}, {"variant": "spider?suits=4"},
                   {"moves": 1.5}, {"extra": 1}]:
        path.write_text(doc("paciencia-leaderboard", 1, {"entries": [valid_entry(), valid_entry(**change)]}))
        board, notice = load_leaderboard()
        assert board == [] and notice is not None and notice.moved_to is not None, change
        shutil.rmtree(path.parent)
        path.parent.mkdir()


def test_statistics_that_do_not_add_up_are_refused(home):
    path = files.data_dir() / "statistics.json"
    for change in [{"won": 3}, {"clean_wins": 2}, {"best_streak": 0}, {"best_time": None}, {"played": 0},
                   {"history": [{"date": 5, "won": True, "seconds": 1, "moves": 1, "score": 0}]}]:
        data = valid_stats()
        data["variants"]["freecell"].update(change)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(doc("paciencia-statistics", 1, data))
        stats, notice = load_statistics()
        assert not stats.variants and notice is not None and notice.moved_to is not None, change


def test_format_1_files_are_migrated_step_by_step(home):
    """A format 1 statistics/leaderboard file (no result ids) is read as format 2."""
    stats = valid_stats()
    (files.data_dir()).mkdir(parents=True)
    (files.data_dir() / "statistics.json").write_text(doc("paciencia-statistics", 1, stats))
    entry = valid_entry()
    (files.data_dir() / "leaderboard.json").write_text(doc("paciencia-leaderboard", 1, {"entries": [entry]}))
    loaded, notice = load_statistics()
    assert notice is None and loaded.of("freecell").history[0].id == ""
    board, notice = load_leaderboard()
    assert notice is None and board == [Entry(**entry)]


# -- property tests: one per stored file ----------------------------------------------------

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**40), 10**40) | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


def paths_in(value, prefix=()):
    """Every place in a JSON value (as a key path), the value itself first."""
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths_in(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from paths_in(v, (*prefix, i))


def put(value, path, new):
    if not path:
        return new
    value[path[0]] = put(value[path[0]], path[1:], new)
    return value


HOLE = "\u2603hole\u2603"
RAW = st.one_of(  # raw JSON text, so that what json.dumps never writes can be put in too
    JSON.map(lambda v: json.dumps(v, ensure_ascii=False)),
    st.sampled_from(["NaN", "Infinity", "-Infinity", "1e999", "-1e999", "9" * 4301, "-" + "9" * 5000,
                     "[" * DEEP + "]" * DEEP, '{"a":' * 50_000 + "1" + "}" * 50_000, '"\\ud800"', '"\\u0000"']),
)


def fuzzed(which, draw):
    """A valid document of ``which`` with one of its values (or the whole data) replaced."""
    _, kind, version, data, _ = FILES[which]
    valid = data()
    where = draw(st.sampled_from(list(paths_in(valid))))
    text = json.dumps({"format": kind, "version": version, "data": put(valid, where, HOLE)}, ensure_ascii=False)
    return text.replace(json.dumps(HOLE, ensure_ascii=False), draw(RAW), 1)


def usable(which, value):
    """What the app does with a loaded value must work: the dialogs, the saved game, saving
    it again and reading that back."""
    from paciencia.storage import leaderboard, saved_game, saved_game_writer, settings, stats

    save = {"settings": settings.save_settings, "statistics": stats.save_statistics,
            "leaderboard": leaderboard.save_leaderboard}
    if which in save:
        save[which](value)
        assert FILES[which][4]() == (value, None)
    elif value is not None:
        saved_game_writer.save_game(value.game, value.elapsed)
        again, notice = saved_game.load_saved_game()
        assert notice is None and again.game.history.snapshots == value.game.history.snapshots
    if which == "settings":
        assert value.language in LANGUAGES and isinstance(value.player_name, str)
        for game_id in value.options:
            value.game_options(game_id)
    elif which == "statistics":
        for v in value.variants.values():
            assert v.won <= v.played and all(isinstance(r.seconds, int) and r.seconds >= 0 for r in v.history)
            assert 0 <= v.win_rate <= 1 and (v.best_time is None or v.best_time >= 0)
    elif which == "leaderboard":
        from datetime import datetime

        for e in value:
            parse(e.code)
            datetime.fromisoformat(e.date)
            assert e.seconds >= 0 and e.score >= 0 and isinstance(e.player, str)
    elif value is not None:
        game, elapsed, _ = value
        assert math.isfinite(elapsed) and elapsed >= 0 and game.moves >= 0


@pytest.mark.parametrize("which", list(FILES))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_value_anywhere_loads_usably_or_is_set_aside(home, which, data):
    path_of, _, _, _, load = FILES[which]
    path = path_of()
    shutil.rmtree(home, ignore_errors=True)
    path.parent.mkdir(parents=True)
    contents = fuzzed(which, data.draw).encode("utf-8")
    path.write_bytes(contents)
    value, notice = load()
    if notice is not None and notice.moved_to is not None:
        assert notice.moved_to.read_bytes() == contents
        return
    usable(which, value)


@pytest.mark.parametrize("which", list(FILES))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(raw=st.binary(max_size=200))
def test_any_bytes_load_or_are_set_aside(home, which, raw):
    path_of, _, _, _, load = FILES[which]
    path = path_of()
    shutil.rmtree(home, ignore_errors=True)
    path.parent.mkdir(parents=True)
    path.write_bytes(raw)
    value, notice = load()
    assert notice is not None and notice.moved_to is not None and Path(notice.moved_to).read_bytes() == raw


# -- the card cache's header (decks/disk_cache.py reads it through the same reader) -----------

def cards_file(header: bytes, pixels: int = 0) -> tuple[bytes, int]:
    from paciencia.decks import disk_cache

    head = disk_cache.MAGIC + header + b"\n"
    return head, len(head) + pixels


@pytest.mark.parametrize("header", [
    b"[" * 16_000, b'{"w": ' + b"9" * 4301 + b', "h": 1, "elements": []}', b'{"w": 1e999, "h": 1, "elements": []}',
    b'{"w": NaN, "h": 1, "elements": []}', b'{"w": true, "h": 1, "elements": ["a"]}',
    b'{"w": 1, "h": 1, "elements": [' + b"[" * 5000 + b"]" * 5000 + b"]}", b'{"w": 1, "h": 1, "elements": "ab"}',
    b'{"w": 1, "h": 1, "elements": [1]}', b'{"w": 5000, "h": 1, "elements": ["a"]}',
])
def test_a_hostile_card_cache_header_is_a_damaged_file_not_a_crash(header):
    from paciencia.decks import disk_cache

    head, size = cards_file(header, 4)
    with pytest.raises(ValueError):  # why the file is dropped
        disk_cache._header(head, size)


@settings(max_examples=80, deadline=None)
@given(raw=RAW)
def test_any_card_cache_header_is_read_or_refused(raw):
    from paciencia.decks import disk_cache

    head, size = cards_file(raw.encode("utf-8")[: disk_cache.MAX_HEADER - 20])
    try:
        parsed = disk_cache._header(head, size)
    except ValueError:  # refused: the file is dropped
        return
    assert (parsed[0] > 0 and parsed[1] > 0 and all(isinstance(e, str) for e in parsed[2]))


def test_the_language_looked_up_before_the_window_never_raises(home):
    from paciencia.ui.launch.i18n import stored_language

    path = files.config_dir() / "settings.json"
    path.parent.mkdir(parents=True)
    for text in ['{"data": {"language": ' + "[" * DEEP + "]" * DEEP + "}}", '{"data": {"x": ' + "9" * 4301 + "}}",
                 '{"data": {"language": NaN}}']:
        path.write_text(text)
        assert stored_language() == "system"


def test_a_file_of_a_newer_version_is_kept_whole_and_not_called_damaged():
    """Issue 36 §8: set aside with its bytes intact, named ``.newer-…``, and the notice says a
    newer version wrote it (it said "damaged")."""
    import json

    from paciencia.storage.stats import load_statistics, statistics_path

    path = statistics_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    raw = json.dumps({"format": "paciencia-statistics", "version": 99, "data": {"future": True}}).encode()
    path.write_bytes(raw)
    stats, notice = load_statistics()
    assert notice is not None and notice.newer and not stats.variants
    assert notice.moved_to is not None and ".newer-" in notice.moved_to.name
    assert notice.moved_to.read_bytes() == raw
    from paciencia.ui.window.notices import notice_text

    text = notice_text([notice])
    assert "newer version of Paciência" in text and "damaged" not in text
