"""T-3: atomic writes; bad files are set aside (never deleted) and defaults used."""

import json

import pytest

from paciencia.storage import files
from paciencia.storage.leaderboard import Entry, add_entry, load_leaderboard, save_leaderboard
from paciencia.storage.settings import Settings, load_settings, save_settings
from paciencia.storage.stats import Result, Statistics, load_statistics, save_statistics


def test_settings_round_trip():
    s = Settings(player_name="Ana", animation_speed="fast").with_option("klondike", "draw", 3)
    s = s.with_option("spider", "suits", 4)
    save_settings(s)
    loaded, notice = load_settings()
    assert notice is None and loaded == s
    assert loaded.game_options("klondike")["draw"] == 3 and loaded.game_options("spider")["suits"] == 4


V1_FILE = {
    "format": "paciencia-settings", "version": 1, "data": {
        "last_game": "paciencia://spider/12?suits=2", "klondike_draw": 3, "klondike_passes": 3,
        "klondike_guaranteed": True, "spider_suits": 2, "pyramid_level": "easy", "freecell_takeback": True,
        "freecell_automove": False, "auto_finish": False, "time_bonus": False, "pyramid_show_values": False,
        "deck": "builtin:large_index", "back": "builtin:red", "table": "felt-blue", "tap_moves": False,
        "animation_speed": "fast", "language": "pt_PT", "player_name": "Zé",
    },
}


def test_a_version_1_file_keeps_every_choice():
    path = files.config_dir() / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(V1_FILE))
    s, notice = load_settings()
    assert notice is None
    assert s.game_options("klondike") == {"draw": 3, "passes": 3, "guaranteed": True, "auto_finish": False}
    # B-3's option in the other games did not exist in version 1: off, as in a new file.
    assert s.game_options("freecell") == {"takeback": True, "automove": False, "guaranteed": False}
    assert s.game_options("spider") == {"suits": 2, "guaranteed": False}
    assert s.game_options("pyramid") == {"level": "easy", "show_values": False, "guaranteed": False}
    assert (s.last_game, s.time_bonus, s.deck, s.back, s.table) == (
        "paciencia://spider/12?suits=2", False, "builtin:large_index", "builtin:red", "felt-blue")
    assert (s.tap_moves, s.animation_speed, s.language, s.player_name) == (False, "fast", "pt_PT", "Zé")
    save_settings(s)  # written back as version 2, nothing lost
    assert json.loads(path.read_text())["version"] == 2 and load_settings() == (s, None)


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


@pytest.mark.parametrize(("game", "name", "bad"), [
    ("klondike", "draw", "three"), ("klondike", "draw", 7), ("klondike", "draw", True),
    ("klondike", "passes", -1), ("klondike", "passes", 1000), ("klondike", "draw", 10**100),
    ("spider", "suits", 3), ("pyramid", "level", "hard"), ("freecell", "takeback", 1),
])
def test_values_not_allowed_are_refused_per_field_and_told(game, name, bad):
    s = Settings(player_name="Rui").with_option("spider", "suits", 4)
    save_settings(s)
    path = files.config_dir() / "settings.json"
    doc = json.loads(path.read_text())
    doc["data"]["options"].setdefault(game, {})[name] = bad
    path.write_text(json.dumps(doc))
    loaded, notice = load_settings()
    default = Settings().game_options(game)[name]
    assert loaded.game_options(game)[name] == default  # the refused value falls back…
    assert loaded.player_name == "Rui"  # …and the rest of the file is kept
    if (game, name) != ("spider", "suits"):
        assert loaded.game_options("spider")["suits"] == 4
    assert notice is not None and notice.moved_to is None and path.exists()
    assert any(name in f for f in notice.refused)


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
