"""T-4: the saved game's append-only journal: a save writes what changed (flat cost per
move), a kill loses at most the line in flight, and nothing but a whole, matching line
is ever applied. T-3: interrupted writes' temporaries are cleaned up; renames are synced."""

import json
import os
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from paciencia.core.codes import parse
from paciencia.core.game import Game
from paciencia.storage import files
from paciencia.storage.saved_game import (
    MIN_JOURNAL,
    clear_saved_game,
    journal_path,
    load_saved_game,
    saved_game_path,
)
from paciencia.storage.saved_game_writer import SavedGameWriter


def same(a, b):
    assert a.code == b.code and a.order == b.order
    assert a.history.index == b.history.index and a.history.snapshots == b.history.snapshots
    assert (a.undos, a.hints, a.resigned, a.proven) == (b.undos, b.hints, b.resigned, b.proven)


def step(game, choice):
    """One change as a player makes them: a move (most often), an undo, a redo, a hint."""
    kind, n = choice
    if kind == "undo" and game.history.can_undo():
        game.undo()
    elif kind == "redo" and game.history.can_redo():
        game.redo()
    elif kind == "hint":
        game.hint()
    else:
        moves = game.rules.legal_moves(game.position)
        if moves:
            game.play(moves[n % len(moves)])


CHOICES = st.tuples(st.sampled_from(["move", "move", "move", "undo", "redo", "hint"]), st.integers(0, 50))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(code=st.sampled_from(["paciencia://klondike/9?draw=3", "paciencia://spider/4?suits=2",
                             "paciencia://freecell/8", "paciencia://pyramid/3?level=random"]),
       choices=st.lists(CHOICES, max_size=150))
def test_whatever_is_played_the_files_hold_exactly_the_game(code, choices):
    """Every change saved as the window saves it; reading back after any of them gives the game."""
    clear_saved_game()
    game, writer = Game(parse(code)), SavedGameWriter()
    for n, choice in enumerate(choices):
        if game.over:
            break
        step(game, choice)
        writer.save(game, float(n), "r1")
    writer.save(game, 99.5, "r1")
    saved, notice = load_saved_game()
    assert notice is None
    same(saved.game, game)
    assert saved.elapsed == 99.5 and saved.result_id == "r1"


def klondike_with_steps(steps):
    game = Game(parse("paciencia://klondike/7?draw=3&passes=0"))
    while len(game.history.snapshots) <= steps:
        game.play(next(m for m in game.rules.legal_moves(game.position) if "stock" in (m.src, m.dst)))
    return game


def test_a_save_appends_a_line_whose_size_does_not_grow_with_the_game():
    game, writer = klondike_with_steps(2000), SavedGameWriter()
    writer.save(game, 1.0, "r")  # the base: the whole game
    base = saved_game_path().stat().st_size
    sizes = []
    for _ in range(5):
        game.play(next(m for m in game.rules.legal_moves(game.position) if "stock" in (m.src, m.dst)))
        before = journal_path().stat().st_size if journal_path().exists() else 0
        writer.save(game, 2.0, "r")
        sizes.append(journal_path().stat().st_size - before)
        assert saved_game_path().stat().st_size == base  # the base is not written again
    assert max(sizes) < 200 < base / 100
    same(load_saved_game()[0].game, game)


def test_the_base_is_written_again_once_the_journal_is_as_long_as_it():
    game, writer = klondike_with_steps(10), SavedGameWriter()
    writer.save(game, 0.0, "r")
    for _ in range(MIN_JOURNAL):
        game.hint()
        writer.save(game, 0.0, "r")
    assert len(journal_path().read_bytes().splitlines()) == MIN_JOURNAL
    game.hint()
    writer.save(game, 0.0, "r")
    assert not journal_path().exists()  # all in the base now
    assert load_saved_game()[0].game.hints == MIN_JOURNAL + 1


def saved_with_journal():
    game, writer = klondike_with_steps(5), SavedGameWriter()
    writer.save(game, 1.0, "r")
    states = []
    for _ in range(3):
        game.play(game.rules.legal_moves(game.position)[0])
        writer.save(game, 2.0, "r")
        states.append(tuple(game.history.snapshots))
    return game, states


def test_a_line_cut_short_by_a_kill_is_the_move_in_flight_and_is_left_out():
    game, states = saved_with_journal()
    with journal_path().open("ab") as f:
        f.write(b'{"b":"')  # a kill in the middle of the next save
    saved, notice = load_saved_game()
    assert notice is None and saved.game.history.snapshots == states[-1]


def test_lines_of_an_older_base_are_never_applied():
    """A kill between writing a new base and emptying the journal leaves the old lines."""
    game, _ = saved_with_journal()
    old = journal_path().read_bytes()
    new = Game(parse("paciencia://freecell/3"))
    SavedGameWriter().save(new, 0.0, "other")
    journal_path().write_bytes(old)
    saved, notice = load_saved_game()
    assert notice is None and str(saved.game.code) == "paciencia://freecell/3" and saved.game.moves == 0


@pytest.mark.parametrize("line", [b"not json\n", b'{"b": 5}\n', b"[" * 100_000 + b"\n", b'{"keep": 1e999}\n'])
def test_a_damaged_journal_line_keeps_every_line_before_it_and_tells_once(line):
    """T-6: a bad line costs only what comes after it; the files are copied aside, not taken away."""
    game, states = saved_with_journal()
    lines = journal_path().read_bytes().splitlines(keepends=True)
    journal_path().write_bytes(lines[0] + line + b"".join(lines[1:]))
    saved, notice = load_saved_game()
    assert saved.game.history.snapshots == states[0]  # the first line's move, not the two after the damage
    assert notice is not None and notice.salvaged == saved.game.moves and notice.moved_to is not None
    assert saved_game_path().exists() and journal_path().exists()  # still there until the next save
    assert len(list(files.data_dir().glob("saved_game.journal.broken-*"))) == 1
    assert len(list(files.data_dir().glob("saved_game.json.broken-*"))) == 1
    SavedGameWriter().save(saved.game, saved.elapsed, saved.result_id)  # the launch's first save
    again, notice = load_saved_game()
    assert notice is None and again.game.history.snapshots == states[0]  # told once


def test_a_journal_that_keeps_steps_the_base_does_not_have_keeps_the_base():
    game, writer = klondike_with_steps(3), SavedGameWriter()
    writer.save(game, 1.0, "r")
    token = json.loads(saved_game_path().read_text())["data"]["journal"]
    line = {"b": token, "keep": 500, "steps": [], "index": 0, "undos": 0, "hints": 0, "elapsed": 1.0,
            "resigned": False, "proven": False}
    journal_path().write_text(json.dumps(line) + "\n")
    saved, notice = load_saved_game()
    assert notice is not None and notice.salvaged == game.moves
    same(saved.game, game)


def test_a_move_the_rules_refuse_keeps_every_move_before_it():
    """T-6: the history ends at the first step the rules refuse; the moves before it are kept."""
    game, states = saved_with_journal()
    data = json.loads(saved_game_path().read_text())
    data["data"]["steps"][2] = [["t0", "t0", 1]]  # the third step of the base: illegal
    saved_game_path().write_text(json.dumps(data))
    saved, notice = load_saved_game()
    assert saved.game.history.snapshots == game.history.snapshots[:3]
    assert notice is not None and notice.salvaged == saved.game.moves and "illegal" in notice.problem


def test_a_journal_without_its_base_is_removed():
    journal_path().parent.mkdir(parents=True)
    journal_path().write_text('{"b": "x"}\n')
    assert load_saved_game() == (None, None) and not journal_path().exists()


# -- T-3: temporaries and the folder sync ------------------------------------------------------

def test_interrupted_writes_leave_no_temporary_for_ever(home):
    data, config = files.data_dir(), files.config_dir()
    data.mkdir(parents=True)
    config.mkdir(parents=True)
    old = time.time() - 3600
    stale = [data / ".statistics.json.ab3_9xyz.tmp", config / ".settings.json.k2j4h5g6.tmp"]
    young = data / ".saved_game.json.zz99yy88.tmp"  # another instance may be writing it
    other = [data / "notes.tmp", data / ".statistics.json.tmp", data / ".x.txt.abcdefgh.tmp", data / "keep.json"]
    for p in [*stale, young, *other]:
        p.write_text("x")
        if p is not young:
            os.utime(p, (old, old))
    removed = files.clean_stale_temporaries()
    assert sorted(removed) == sorted(stale)
    assert young.exists() and all(p.exists() for p in other)


def test_the_game_flow_cleans_them_at_start(home):
    from paciencia.play.flow import GameFlow
    from paciencia.storage.settings import Settings

    files.data_dir().mkdir(parents=True)
    stale = files.data_dir() / ".leaderboard.json.qwertyui.tmp"
    stale.write_text("{")
    os.utime(stale, (time.time() - 120, time.time() - 120))
    GameFlow(Settings())
    assert not stale.exists()


def test_every_write_syncs_its_folder_after_the_rename(home, monkeypatch):
    synced = []
    monkeypatch.setattr(files, "sync_folder", lambda folder: synced.append(folder))
    files.write_text(home / "a.json", "{}")
    assert synced == [home]
