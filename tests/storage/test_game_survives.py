"""T-6: the game in progress survives the machine (issue 23, items 3, 4, 5, 7).

A short or failed write never damages what was written before it; a full disk keeps the
game in memory and the next save after space returns writes it all; a data folder or a
saved game removed while playing is written whole again; a data folder that is a file is
left alone; any saved game the reader accepts loads in under a second.
"""

import json
import shutil
import tracemalloc

import pytest

from faults import EIO, SHORT, Disk
from paciencia.core.codes import parse
from paciencia.core.game import Game
from paciencia.storage import files
from paciencia.storage.saved_game import (
    MAX_MOVES,
    MAX_STEPS,
    journal_path,
    load_saved_game,
    saved_game_path,
)
from paciencia.storage.saved_game_writer import SavedGameWriter

KLONDIKE = "paciencia://klondike/7?draw=1&passes=0"


@pytest.fixture
def disk(monkeypatch):
    return Disk(monkeypatch)


def draw(game):
    game.play(game.rules.stock_move(game.position))


def loaded():
    saved, notice = load_saved_game()
    assert notice is None
    return saved.game


def same(a, b):
    assert a.history.index == b.history.index and a.history.snapshots == b.history.snapshots
    assert (a.undos, a.hints, a.score, a.moves) == (b.undos, b.hints, b.score, b.moves)


def test_short_writes_are_finished_never_torn(disk):
    game, writer = Game(parse(KLONDIKE)), SavedGameWriter()
    disk.mode = SHORT  # at most 7 bytes a call, base and journal alike
    for _ in range(12):
        draw(game)
        writer.save(game, 1.0, "r")
    same(loaded(), game)


def test_a_full_disk_mid_game_loses_no_move_once_space_returns(disk):
    """The issue's case: 3 moves, disk full, 40 moves, space freed, 5 moves, quit: 48 moves."""
    game, writer = Game(parse(KLONDIKE)), SavedGameWriter()
    for _ in range(3):
        draw(game)
        writer.save(game, 1.0, "r")
    disk.fill(room=25)  # the first failing line is written in part, then ENOSPC
    failures = 0
    for _ in range(40):
        draw(game)
        try:
            writer.save(game, 2.0, "r")
        except OSError:
            failures += 1
    assert failures == 40
    assert loaded().moves == 3  # meanwhile the files hold the last save that landed, whole
    disk.free()
    for _ in range(5):
        draw(game)
        writer.save(game, 3.0, "r")
    writer.save(game, 3.5, "r")  # quit
    again = loaded()
    assert again.moves == 48
    same(again, game)


def test_a_failed_sync_cuts_the_line_back(disk):
    game, writer = Game(parse(KLONDIKE)), SavedGameWriter()
    draw(game)
    writer.save(game, 1.0, "r")
    draw(game)
    writer.save(game, 1.0, "r")
    size = journal_path().stat().st_size
    disk.mode = EIO
    draw(game)
    with pytest.raises(OSError):
        writer.save(game, 1.0, "r")
    assert journal_path().stat().st_size == size
    assert loaded().moves == 2
    disk.free()
    writer.save(game, 1.0, "r")
    same(loaded(), game)


def _torn_line_of_another_program() -> None:
    with journal_path().open("ab") as f:
        f.write(b'{"b":"zz"')


CHANGED_UNDER_IT = {
    "the data folder removed": lambda: shutil.rmtree(files.data_dir()),
    "the base removed": lambda: saved_game_path().unlink(),
    "the journal removed": lambda: journal_path().unlink(),
    "the journal written by another program": _torn_line_of_another_program,
}


@pytest.mark.parametrize("change", list(CHANGED_UNDER_IT))
def test_files_changed_under_the_game_are_written_whole_again(change):
    """T-6: an append never builds on files the writer did not leave as they are: the next
    save writes the whole game (its folder made again if need be)."""
    game, writer = Game(parse(KLONDIKE)), SavedGameWriter()
    for _ in range(4):
        draw(game)
        writer.save(game, 1.0, "r")
    CHANGED_UNDER_IT[change]()
    draw(game)
    writer.save(game, 1.0, "r")
    same(loaded(), game)


def test_a_data_folder_that_is_a_file_is_told_and_left_alone(home):
    from paciencia.play.flow import GameFlow
    from paciencia.storage.files import FOLDER_PROBLEM
    from paciencia.storage.settings import Settings

    home.mkdir()
    home.joinpath("data").write_text("not ours")
    flow = GameFlow(Settings())  # crashed at every launch (NotADirectoryError)
    assert [n.problem for n in flow.notices] == [FOLDER_PROBLEM] and flow.failing
    assert flow.load() is None
    game = Game(parse(KLONDIKE))
    draw(game)
    assert flow.save(game, 1.0) is False and flow.errors
    assert home.joinpath("data").read_text() == "not ours"


def test_paciencia_home_that_is_a_file_is_told_for_every_folder(home, monkeypatch):
    from paciencia.play.flow import GameFlow
    from paciencia.storage.settings import Settings

    home.mkdir()
    target = home / "home-file"
    target.write_text("x")
    monkeypatch.setenv(files.ENV_HOME, str(target))
    flow = GameFlow(Settings())
    assert len(flow.notices) == 3
    assert target.read_text() == "x"


# -- item 7: how long a history the files hold, and how fast it loads -------------------------

def long_game(steps):
    game = Game(parse(KLONDIKE))
    rules = game.rules
    for _ in range(steps):
        game.play_sequence([rules.stock_move(game.position)], follow=False)
    return game


def test_the_longest_saved_game_loads_in_one_replay_and_200_mb(monkeypatch):
    """The longest history the files hold loads in under a second (40 000 steps) because it is
    replayed once: each stored move goes through the rules exactly once, whatever the
    machine's speed; and it takes less than 200 MB."""
    game = long_game(MAX_STEPS)
    SavedGameWriter().save(game, 5.0, "r")
    rules = type(game.rules)
    asked = []

    def apply(self, pos, move):
        asked.append(move)
        return checked(self, pos, move)

    checked = rules.apply
    with monkeypatch.context() as counting:
        counting.setattr(rules, "apply", apply)
        again = loaded()
    assert asked == game.played_moves()
    same(again, game)
    tracemalloc.start()
    try:
        load_saved_game()
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 200e6, f"{peak / 1e6:.0f} MB"


def test_a_longer_game_keeps_its_newest_steps_and_still_restarts_from_its_deal():
    game = long_game(MAX_STEPS + 3000)
    writer = SavedGameWriter()
    writer.save(game, 5.0, "r")
    data = json.loads(saved_game_path().read_text())["data"]
    assert len(data["steps"]) <= MAX_STEPS and data["skipped"] > 0
    again = loaded()
    assert (again.position, again.score, again.moves) == (game.position, game.score, game.moves)
    assert again.history.snapshots[-1] == game.history.snapshots[-1]
    draw(game)
    writer.save(game, 6.0, "r")  # appends on the cut base
    assert loaded().moves == game.moves
    again.restart()
    assert again.position == Game(parse(KLONDIKE)).position


def test_a_file_longer_than_the_reader_takes_keeps_what_loads_in_time(home):
    """A file this version never writes (an older one did not cut long games): the moves that
    load in time are kept, the player is told, and the file is kept aside."""
    SavedGameWriter().save(long_game(1), 5.0, "r")
    doc = json.loads(saved_game_path().read_text())
    # Draw-only steps replay whatever their number: 24 draws and a recycle, again and again.
    cycle = long_game(25).history.snapshots[1:]
    doc["data"]["steps"] = [[[m.src, m.dst, m.count] for m in s.actions] for s in cycle] * (MAX_STEPS // 25 + 40)
    doc["data"]["index"] = len(doc["data"]["steps"])
    saved_game_path().write_text(json.dumps(doc))
    saved, notice = load_saved_game()
    assert notice is not None and notice.salvaged == MAX_STEPS
    assert len(saved.game.history.snapshots) == MAX_STEPS + 1
    assert MAX_MOVES >= MAX_STEPS
