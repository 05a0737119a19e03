"""T-3: atomic writes; bad files are set aside (never deleted) and defaults used."""

import json

import pytest

from paciencia.storage import files
from paciencia.storage.settings import Settings, load_settings, save_settings
from paciencia.storage.stats import (
    Entry,
    Result,
    Statistics,
    add_entry,
    load_leaderboard,
    load_statistics,
    save_leaderboard,
    save_statistics,
)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(files.ENV_HOME, str(tmp_path))
    return tmp_path


def test_settings_round_trip():
    s = Settings(klondike_draw=3, spider_suits=4, player_name="Ana", animation_speed="fast")
    save_settings(s)
    loaded, notice = load_settings()
    assert notice is None and loaded == s


BAD_CONTENTS = {
    "garbage": b"\x00\xffnot json at all",
    "truncated": b'{"format": "paciencia-settings", "version": 1, "data": {"kl',
    "empty": b"",
    "wrong type": b"[1, 2, 3]",
    "future version": json.dumps({"format": "paciencia-settings", "version": 99, "data": {}}).encode(),
    "other kind": json.dumps({"format": "something", "version": 1, "data": {}}).encode(),
}


@pytest.mark.parametrize("kind", BAD_CONTENTS)
def test_bad_settings_file_is_set_aside(home, kind):
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(BAD_CONTENTS[kind])
    loaded, notice = load_settings()
    assert loaded == Settings()
    assert notice is not None and notice.moved_to is not None
    assert notice.moved_to.read_bytes() == BAD_CONTENTS[kind]  # nothing lost
    assert not path.exists()
    assert load_settings() == (Settings(), None)  # told once


def test_wrong_field_types_fall_back_per_field():
    save_settings(Settings())
    path = files.config_dir() / "settings.json"
    doc = json.loads(path.read_text())
    doc["data"]["klondike_draw"] = "three"
    doc["data"]["spider_suits"] = 4
    path.write_text(json.dumps(doc))
    loaded, notice = load_settings()
    assert notice is None and loaded.klondike_draw == 1 and loaded.spider_suits == 4


def test_write_is_atomic(home, monkeypatch):
    save_settings(Settings(player_name="before"))
    def boom(*a, **k):
        raise OSError("disk full")
    with monkeypatch.context() as m:
        m.setattr(files.os, "replace", boom)
        with pytest.raises(OSError):
            save_settings(Settings(player_name="after"))
    assert load_settings()[0].player_name == "before"
    assert [p.name for p in (home / "config").iterdir()] == ["settings.json"]


def test_statistics_streaks_and_bests_t5():
    stats = Statistics()
    v = stats.of("klondike?draw=1&passes=0")
    games = [
        (True, 300, 120), (True, 200, 150), (False, 50, 10),
        (True, 400, 100), (True, 500, 90), (True, 90, 200),
    ]
    for won, secs, moves in games:
        v.record(Result("2026-11-30T10:00:00", won, secs, moves, 500 if won else 0))
    assert (v.played, v.won) == (6, 5)
    assert v.current_streak == 3 and v.best_streak == 3
    assert v.best_time == 90 and v.fewest_moves == 90
    assert v.win_rate == pytest.approx(5 / 6)
    save_statistics(stats)
    again, notice = load_statistics()
    assert notice is None and again.to_dict() == stats.to_dict()


def test_leaderboard_order_and_ties_c10():
    board: list[Entry] = []
    def e(score, who):
        return Entry(score, "paciencia://freecell/1", "freecell", "2026-11-30", 100, 90, who)
    scores = [(500, "a"), (700, "b"), (500, "c"), (100, "d"), (900, "e")]
    ranks = [add_entry(board, e(s, w)) for s, w in scores]
    assert ranks == [0, 0, 2, 3, 0]
    assert [x.player for x in board] == ["e", "b", "a", "c", "d"]
    assert add_entry(board, e(100, "f")) is None  # a tie at the bottom does not enter
    assert add_entry(board, e(600, "g")) == 2
    assert [x.player for x in board] == ["e", "b", "g", "a", "c"]
    save_leaderboard(board)
    assert load_leaderboard() == (board, None)
