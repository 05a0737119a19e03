"""Issue 36 §3 (T-6, C-5): a win on a full disk survives a kill before space returns.

The data folder keeps ``results.reserve``, blocks written out while there was room; a result
that cannot be stored is written into them in place. Tested with the disk made full by fault
injection (every new byte refused, as a full disk does), and, where the test may mount one,
on a real 256 KiB tmpfs filled to the last byte, with the process killed by SIGKILL."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from faults import Disk
from paciencia.storage import reserve
from paciencia.storage.stats import load_statistics

APP = Path(__file__).resolve().parents[2] / "app"


def _flow() -> Any:
    from paciencia.play.flow import GameFlow
    from paciencia.storage.settings import Settings

    return GameFlow(Settings(player_name="Ana"))


def _one_move_from_the_win() -> tuple[Any, Any]:
    """FreeCell 1 played by its solution to one move before the win, and that move."""
    from paciencia.core.codes import parse
    from paciencia.core.game import Game
    from paciencia.core.search import Budget

    game = Game(parse("paciencia://freecell/1"))
    moves = list(game.code.info.solver()(game.rules, game.position, Budget(positions=200_000)).moves)
    for move in moves[:-1]:
        game.play_sequence([move], follow=False)
    assert not game.won
    return game, moves[-1]


def test_a_win_on_a_full_disk_is_kept_in_the_reserve_through_a_kill(monkeypatch: Any) -> None:
    disk = Disk(monkeypatch)
    first = _flow()
    assert reserve.reserve_path().stat().st_size == reserve.RESERVE_BYTES  # made while there is room
    game, last = _one_move_from_the_win()
    assert first.save(game, 60.0)
    disk.fill(room=0)  # the disk is full: no new byte is written anywhere
    game.play_sequence([last], 61.0, follow=False)
    assert game.won
    first.record(game, 61.0)
    assert first.records.waiting  # not stored: only in memory... and in the reserve
    # Killed here. The next launch, the disk still full:
    second = _flow()
    assert second.stats.of("freecell").won == 1  # before: nothing counted
    assert second.load() is None  # before: the game came back one move short
    # Space comes back: the record is stored, and the reserve is empty again.
    disk.free()
    assert second.records.store()
    assert load_statistics()[0].of("freecell").won == 1
    assert reserve.load() == []
    third = _flow()
    assert third.stats.of("freecell").won == 1 and not third.records.waiting


def test_a_reserve_that_is_not_ours_is_neither_read_nor_written() -> None:
    flow = _flow()
    path = reserve.reserve_path()
    path.unlink()
    os.mkfifo(path)  # a FIFO in its place: never opened for a wait
    assert reserve.load() == [] and reserve.keep(flow.records.waiting) is False
    path.unlink()
    path.write_bytes(b'{"variant":"freecell","result":garbage}\n' + bytes(10))
    assert reserve.load() == []  # a short, foreign file: nothing read, nothing written
    assert reserve.keep([]) is False


def _can_mount_tmpfs() -> bool:
    return sys.platform.startswith("linux") and os.geteuid() == 0 and shutil.which("mount") is not None


KILLED = r"""
import os, signal, sys
sys.path.insert(0, sys.argv[1])
from paciencia.core.codes import parse
from paciencia.core.game import Game
from paciencia.core.search import Budget
from paciencia.play.flow import GameFlow
from paciencia.storage.settings import Settings

flow = GameFlow(Settings(player_name="Ana"))
game = Game(parse("paciencia://freecell/1"))
moves = list(game.code.info.solver()(game.rules, game.position, Budget(positions=200_000)).moves)
for move in moves[:-1]:
    game.play_sequence([move], follow=False)
assert flow.save(game, 60.0)
filler = os.open(sys.argv[2], os.O_WRONLY | os.O_CREAT, 0o600)  # the disk fills up to its last byte
for size in (4096, 1):
    try:
        while True:
            os.write(filler, b"x" * size)
    except OSError:
        pass
os.close(filler)
game.play_sequence([moves[-1]], 61.0, follow=False)
assert game.won
flow.record(game, 61.0)
assert flow.records.waiting, "the disk was not full"
os.kill(os.getpid(), signal.SIGKILL)
"""


@pytest.mark.skipif(not _can_mount_tmpfs(), reason="mounting a tmpfs needs root on Linux")
def test_on_a_real_full_tmpfs_a_win_killed_before_space_returns_is_counted(tmp_path: Path, monkeypatch: Any) -> None:
    mnt = tmp_path / "small"
    mnt.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(mnt)], capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode(errors='replace')[:200]}")
    try:
        env = dict(os.environ, PACIENCIA_HOME=str(mnt / "home"))
        killed = subprocess.run([sys.executable, "-c", KILLED, str(APP), str(mnt / "filler")], env=env,
                                capture_output=True, text=True, timeout=120)
        assert killed.returncode == -signal.SIGKILL, killed.stderr[-2000:]
        (mnt / "filler").unlink()  # space comes back
        monkeypatch.setenv("PACIENCIA_HOME", str(mnt / "home"))
        after = _flow()
        assert after.stats.of("freecell").won == 1  # before: the win was lost
        assert after.load() is None  # before: resumed one move short
        assert load_statistics()[0].of("freecell").won == 1
    finally:
        subprocess.run(["umount", "-l", str(mnt)], capture_output=True)


def test_a_reserve_written_a_few_bytes_at_a_time_holds_every_result(monkeypatch: Any) -> None:
    """Short writes (a disk that takes 7 bytes a call) still put every waiting result in."""
    flow = _flow()
    game, last = _one_move_from_the_win()
    game.play_sequence([last], 61.0, follow=False)
    real = os.pwrite
    monkeypatch.setattr(os, "pwrite", lambda fd, data, offset: real(fd, bytes(data[:7]), offset))
    disk = Disk(monkeypatch)
    disk.fill(room=0)
    flow.record(game, 61.0)
    monkeypatch.setattr(os, "pwrite", real)
    assert [o.result.id for o in reserve.load()] == [flow.records.waiting[0].result.id]


def test_a_vanished_data_folder_keeps_the_win_waiting_and_stores_it_when_it_can(
    home: Path, monkeypatch: Any
) -> None:
    """The folder (and its reserve) removed as the game is won on a full disk: the win waits
    in memory, nothing raises, and it is stored once writing works again."""
    flow = _flow()
    game, last = _one_move_from_the_win()
    game.play_sequence([last], 61.0, follow=False)
    shutil.rmtree(reserve.reserve_path().parent)
    disk = Disk(monkeypatch)
    disk.fill(room=0)
    flow.record(game, 61.0)
    assert flow.records.waiting and flow.stats.of("freecell").won == 1
    disk.free()
    assert flow.records.store()
    assert load_statistics()[0].of("freecell").won == 1
