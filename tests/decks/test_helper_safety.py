"""The render helper cannot be hijacked and cannot hurt the window (hardening issue, part B; T-2).

* it starts without the current folder on its path (a hostile ``bisect.py`` there never runs);
* the window reads only plain frames of checked size: garbage, a pickle, a frame announcing
  gigabytes, an image of the wrong size each end the helper, and the cards are drawn here;
* a deck check it is stuck on is refused, never re-run in the window's process;
* it ends with the window even when another process still holds its stdin.
"""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import shutil  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

from paciencia.decks import child, render_process  # noqa: E402
from paciencia.decks.card_images import RenderSpec  # noqa: E402
from paciencia.decks.discover import check, quick_entry  # noqa: E402
from paciencia.decks.refusals import MSG_TOO_SLOW  # noqa: E402
from paciencia.decks.render_pool import render_pool  # noqa: E402
from paciencia.decks.render_wire import Frames, WireError, frame  # noqa: E402
from paciencia.decks.renderer import BACK_OWN, CardRenderer  # noqa: E402
from paciencia.paths import resources_dir  # noqa: E402
from waits import wait_until  # noqa: E402

APP_DIR = str(Path(__file__).resolve().parents[2] / "app")
SOME = ["1_spade", "king_heart", "back"]

FAKE = r'''
import os, pickle, struct, sys, time
from paciencia.decks.render_wire import Frames, frame
mode, marker = sys.argv[1], sys.argv[2]
out = sys.stdout.buffer
def send(data):
    out.write(data)
    out.flush()

class Evil:
    def __reduce__(self):
        return (open, (marker, "w"))

send(frame(["ready", os.getpid()]))
frames = Frames()
while True:
    data = os.read(0, 65536)
    if not data:
        break
    for msg, _ in frames.feed(data):
        if msg[0] == "load" and mode == "stuck":
            time.sleep(120)
        if msg[0] != "render":
            continue
        job, (faces, back, aspect), width, dpr, elements = msg[1], msg[3], msg[4], msg[5], msg[6]
        w, h = round(width * dpr), round(round(width * aspect) * dpr)
        if mode == "garbage":
            send(os.urandom(5000))
        elif mode == "pickle":
            body = pickle.dumps(("image", job, Evil()))
            send(struct.pack(">I", len(body)) + body)
        elif mode == "huge":
            send(struct.pack(">2sII", b"PW", 2, 3_000_000_000) + b"[]")
            while True:
                send(bytes(1 << 20))
        elif mode == "wrong-size":
            send(frame(["image", job, elements[0], w + 1, h], bytes((w + 1) * h * 4)))
        elif mode == "not-asked":
            send(frame(["image", job, "joker", w, h], bytes(w * h * 4)))
'''


def checked_copy(tmp_path):
    """A built-in deck copied as if imported (so it goes through the helper), already checked."""
    path = tmp_path / "deck-copy.svg"
    shutil.copy(resources_dir() / "decks" / "classic.svg", path)
    entry = check(quick_entry("imported:deck-copy", "imported", None, path))
    assert entry.usable and entry.checked
    return entry


def remote(entry):
    r = CardRenderer(entry.open(), None, entry=entry, deck_key=entry.key, back_key=BACK_OWN)
    assert r._remote is not None and r.is_loaded
    return r


def fake_helper(monkeypatch, tmp_path, mode):
    script = tmp_path / "fake_helper.py"
    script.write_text(FAKE)
    marker = tmp_path / "unpickled"
    monkeypatch.setattr(render_process, "command", lambda: (sys.executable, ["-P", str(script), mode, str(marker)]))
    return marker


@pytest.mark.parametrize("mode", ["garbage", "pickle", "huge", "wrong-size", "not-asked"])
def test_a_misbehaving_helper_is_ended_and_the_cards_are_drawn_here(qtbot, helper, tmp_path, monkeypatch, mode):
    marker = fake_helper(monkeypatch, tmp_path, mode)
    entry = checked_copy(tmp_path)
    r = remote(entry)
    r.request(SOME, 60)
    qtbot.waitUntil(lambda: r.has_all(SOME, 60, 1.0), timeout=20000)
    render_pool().waitForDone(10000)
    assert helper.broken and not helper.running, helper.complaint
    assert len(helper._frames.buffer) < (1 << 21)  # never more than a frame's checked size
    assert not marker.exists(), "the window unpickled what the helper sent"
    local = RenderSpec(entry.open(), None, r.aspect)
    for element in SOME:
        assert r.peek(element, 60).toImage() == local.render(element, 60, 1.0), element
    assert render_process.given_up()  # not tried again this session


def test_frames_refuse_oversized_and_malformed_input():
    f = Frames(max_data=100)
    assert f.feed(frame(["image", 1, "back", 5, 5], bytes(100))) == [(["image", 1, "back", 5, 5], bytes(100))]
    for bad in (frame(["x"], bytes(101)), b"\x80\x04" + bytes(20), b"PW\x7f\xff\xff\xff" + bytes(8),
                b"PW\x00\x00\x00\x02\x00\x00\x00\x00{}", b"PW\x00\x00\x00\x01\x00\x00\x00\x00\xff"):
        with pytest.raises(WireError):
            Frames(max_data=100).feed(bad)


def test_a_check_the_helper_is_stuck_on_is_refused_not_run_here(qtbot, helper, tmp_path, monkeypatch):
    fake_helper(monkeypatch, tmp_path, "stuck")
    monkeypatch.setattr(render_process, "SILENCE_MS", 1500)
    path = tmp_path / "deck-copy.svg"
    shutil.copy(resources_dir() / "decks" / "classic.svg", path)
    entry = quick_entry("imported:deck-copy", "imported", None, path)
    r = CardRenderer(entry.open(), None, entry=entry, deck_key=entry.key, back_key=BACK_OWN)
    with qtbot.waitSignal(r.failed, timeout=20000) as blocker:
        r.load()
    assert "took too long" in blocker.args[0] and r.faces._renderer is None  # never parsed here
    assert MSG_TOO_SLOW.startswith("Checking the deck took too long")


def test_a_hostile_module_in_the_current_folder_never_runs(qtbot, helper, tmp_path, monkeypatch):
    """``python -m`` would put the current folder first on sys.path, and the helper imports bisect."""
    hostile = tmp_path / "cwd"
    hostile.mkdir()
    marker = tmp_path / "hijacked"
    (hostile / "bisect.py").write_text(f"open({str(marker)!r}, 'w').close()\nraise SystemExit(3)\n")
    (hostile / "select.py").write_text(f"open({str(marker)!r}, 'w').close()\nraise SystemExit(3)\n")
    monkeypatch.chdir(hostile)
    monkeypatch.setenv("PYTHONPATH", os.pathsep + "." + os.pathsep + "relative/dir")  # "" and "." are the cwd
    entry = checked_copy(tmp_path)
    r = remote(entry)
    r.request(SOME, 50)
    qtbot.waitUntil(lambda: r.has_all(SOME, 50, 1.0), timeout=20000)
    assert not marker.exists(), "a module from the current folder ran in the render helper"
    assert helper.running and not helper.broken and helper.starts == 1


def test_the_child_path_keeps_only_the_package_and_absolute_entries():
    assert child.python_path(None) == str(child.APP_DIR)
    assert child.python_path(f"{os.pathsep}.{os.pathsep}/opt/lib{os.pathsep}rel") == os.pathsep.join(
        [str(child.APP_DIR), "/opt/lib"])
    program, args = child.command("paciencia.decks.render_helper", "--render-helper")
    assert program == sys.executable and args[:2] == ["-P", "-m"]


def test_the_helper_ends_with_the_window_even_if_its_stdin_stays_open(tmp_path):
    """The window dies while another process still holds the write end of the helper's stdin."""
    parent = subprocess.Popen([sys.executable, "-c", f'''
import os, subprocess, sys, time
r, w = os.pipe()
env = dict(os.environ, PYTHONPATH={APP_DIR!r}, PACIENCIA_PARENT_PID=str(os.getpid()))  # as the window does
helper = subprocess.Popen([sys.executable, "-P", "-m", "paciencia.decks.render_helper"], stdin=r,
                          stdout=subprocess.DEVNULL, env=env)
holder = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"], pass_fds=(w,))
print(helper.pid, holder.pid, flush=True)
time.sleep(600)
'''], stdout=subprocess.PIPE, text=True)
    helper_pid, holder_pid = (int(p) for p in parent.stdout.readline().split())
    try:
        parent.kill()
        parent.wait(5)
        # The holder keeps the helper's stdin open for ten minutes: within the wait's bound
        # (a hang's) only the window's death can have ended it.
        wait_until(lambda: not _alive(helper_pid), what="the helper, after the window died")
    finally:
        for pid in (helper_pid, holder_pid):
            if _alive(pid):
                os.kill(pid, 9)


def _alive(pid):
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"
