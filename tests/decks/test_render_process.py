"""The render helper process (issue 6): same pixels, no UI stall, same refusals, fallback, lifetime."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import shutil  # noqa: E402
import signal  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QTimer  # noqa: E402

from paciencia.decks import (  # noqa: E402
    render_link,
    render_process,
    svg_safety,  # noqa: E402
)
from paciencia.decks.card_images import RenderSpec, error_text  # noqa: E402
from paciencia.decks.choice import renderer_for_keys  # noqa: E402
from paciencia.decks.discover import check, quick_entry  # noqa: E402
from paciencia.decks.refusals import MSG_NOT_XML, DeckError  # noqa: E402
from paciencia.decks.render_jobs import Drawing  # noqa: E402
from paciencia.decks.render_pool import render_pool  # noqa: E402
from paciencia.decks.render_wire import Frames, frame  # noqa: E402
from paciencia.decks.renderer import BACK_OWN, CardRenderer  # noqa: E402
from paciencia.decks.sources import CANONICAL_IDS, SvgSource  # noqa: E402
from paciencia.decks.validate import validate  # noqa: E402
from paciencia.paths import resources_dir  # noqa: E402

APP_DIR = str(Path(__file__).resolve().parents[2] / "app")
DONDORF = Path("/usr/share/carddecks/svg-dondorf")
SOME = ["1_spade", "king_heart", "queen_club", "10_diamond", "back"]


def imported(tmp_path, name="four_colour"):
    """A built-in deck copied as if imported: it goes through the helper, and is quick to render."""
    path = tmp_path / f"{name}-copy.svg"
    shutil.copy(resources_dir() / "decks" / f"{name}.svg", path)
    entry = quick_entry(f"imported:{name}-copy", "imported", None, path)
    assert entry.usable and not entry.checked
    return entry


def remote_renderer(entry, back=None):
    r = CardRenderer(entry.open(), back, entry=entry, deck_key=entry.key, back_key=BACK_OWN)
    assert r._remote is not None, "a deck not built in goes through the helper"
    return r


def wait_all(qtbot, r, elements, width, dpr=1.0, timeout=30000):
    r.request(elements, width, dpr)
    qtbot.waitUntil(lambda: r.has_all(elements, width, dpr) or bool(r.error), timeout=timeout)
    assert not r.error


def same_image(a, b):
    from PySide6.QtGui import QImage

    fmt = QImage.Format.Format_ARGB32_Premultiplied
    return a.convertToFormat(fmt) == b.convertToFormat(fmt)


def test_built_in_decks_stay_in_this_process(helper):
    r = renderer_for_keys("builtin:classic", "builtin:blue")
    assert r._remote is None
    r.load()
    assert not helper.running and helper.starts == 0  # no process at launch for the default deck


def test_helper_renders_the_same_pixels(qtbot, helper, tmp_path):
    entry = imported(tmp_path)
    r = remote_renderer(entry)
    with qtbot.waitSignal(r.loaded, timeout=30000):
        r.load()
    assert helper.running and r.entry.checked and r.aspect == pytest.approx(1.4)
    wait_all(qtbot, r, SOME, 73, 2.0)
    local = RenderSpec(entry.open(), None, r.aspect)
    for element in SOME:
        pm = r.peek(element, 73, 2.0)
        assert pm.devicePixelRatio() == 2.0 and (pm.width(), pm.height()) == (146, 204)
        assert same_image(pm.toImage(), local.render(element, 73, 2.0)), element
    # a synchronous pixmap (the game chooser) comes from the running helper too
    assert same_image(r.pixmap("jack_heart", 50).toImage(), local.render("jack_heart", 50, 1.0))


@pytest.mark.skipif(not DONDORF.is_dir(), reason="KDE's Dondorf deck (kdegames-card-data-kf5) not installed")
def test_dondorf_pixels_and_no_ui_stall(qtbot, helper, monkeypatch):
    """While the helper checks, parses and renders the 11 MB Dondorf deck, the UI thread
    never stops for long. On worker threads its parse alone holds the GIL for 0.3 s to
    more than a second (the bench's "max stall"): so none of that work may happen in this
    process, and the event loop turns all along."""
    r = renderer_for_keys("kde:svg-dondorf", BACK_OWN)
    assert r._remote is not None and not r.entry.checked  # a fresh home: the full check runs too
    parsed = []
    ticks = []
    ticker = QTimer()
    ticker.setInterval(5)
    ticker.timeout.connect(lambda: ticks.append(1))
    ticker.start()
    with monkeypatch.context() as here:
        here.setattr(SvgSource, "renderer", lambda self, *a, **k: parsed.append(self.svg_file))
        here.setattr(svg_safety, "scan", lambda data, path: parsed.append(path))
        with qtbot.waitSignal(r.loaded, timeout=60000):
            r.load()
        wait_all(qtbot, r, list(CANONICAL_IDS), 105, timeout=60000)
    ticker.stop()
    assert parsed == [], "the deck was parsed in the window's process"
    assert len(ticks) > 20  # the event loop ran while the helper worked
    local = RenderSpec(r.entry.open(), None, r.aspect)
    for element in ("1_spade", "queen_heart", "back"):
        assert same_image(r.peek(element, 105).toImage(), local.render(element, 105, 1.0)), element


def test_broken_deck_is_refused_with_the_same_message(qtbot, helper, tmp_path):
    bad = tmp_path / "broken.svg"
    bad.write_text('<svg xmlns="http://www.w3.org/2000/svg">\n<g id="1_club">\n</svg>\n')
    entry = quick_entry("imported:broken", "imported", "aisleriot", bad)
    expected = error_text(DeckError(validate(entry.open()).reason))  # what the worker threads said
    r = remote_renderer(entry)
    with qtbot.waitSignal(r.failed, timeout=30000) as blocker:
        r.load()
    assert blocker.args[0] == expected and "not well-formed XML" in expected
    assert helper.running and not helper.broken  # a refusal is an answer, not a crash
    assert check(entry).reason.msgid == MSG_NOT_XML  # the helper stored its verdict for this home


def test_helper_killed_mid_job_the_threads_finish(qtbot, helper, tmp_path, monkeypatch):
    entry = imported(tmp_path, "classic")
    r = remote_renderer(entry)
    with qtbot.waitSignal(r.loaded, timeout=30000):
        r.load()
    here = []
    start_here = Drawing.start_here
    monkeypatch.setattr(Drawing, "start_here",
                        lambda self, spec, size, elements, background: (
                            here.extend(elements), start_here(self, spec, size, elements, background)))
    pid = helper.pid()
    killed = []

    def kill_once():
        if not killed:
            killed.append(r.cache_size())
            os.kill(pid, 9)

    r.changed.connect(kill_once)  # the first images are in: the helper dies mid-job
    wait_all(qtbot, r, list(CANONICAL_IDS), 600)
    render_pool().waitForDone(10000)
    assert killed and 0 < killed[0] < len(CANONICAL_IDS)
    assert here and set(here) <= set(CANONICAL_IDS)  # the rest came from the worker threads
    assert r.has_all(CANONICAL_IDS, 600, 1.0)
    # the next job starts a new helper
    r2 = remote_renderer(entry)
    wait_all(qtbot, r2, ["back"], 40)
    assert helper.starts == 2 and helper.running


def test_stuck_helper_is_ended_and_the_threads_finish(qtbot, helper, tmp_path, monkeypatch):
    entry = imported(tmp_path)
    r = remote_renderer(entry)
    with qtbot.waitSignal(r.loaded, timeout=30000):
        r.load()
    monkeypatch.setattr(render_process, "SILENCE_MS", 500)
    pid = helper.pid()
    os.kill(pid, signal.SIGSTOP)  # alive, but silent
    try:
        wait_all(qtbot, r, SOME, 60, timeout=10000)
    finally:
        if Path(f"/proc/{pid}").exists():
            os.kill(pid, signal.SIGCONT)
    render_pool().waitForDone(10000)
    assert not helper.running and helper.starts == 1


def test_helper_that_cannot_start_leaves_the_work_to_the_threads(qtbot, helper, tmp_path, monkeypatch):
    monkeypatch.setattr(render_process, "command", lambda: ("/nonexistent/paciencia-python", []))
    entry = imported(tmp_path)
    r = remote_renderer(entry)
    with qtbot.waitSignal(r.loaded, timeout=30000):
        r.load()
    wait_all(qtbot, r, SOME, 60)
    render_pool().waitForDone(10000)
    assert helper.broken and not helper.running
    assert render_link.remote_deck(entry, entry.open(), None) is None  # not tried again


def test_idle_helper_ends_and_comes_back(qtbot, helper, tmp_path, monkeypatch):
    monkeypatch.setattr(render_process, "IDLE_MS", 300)
    entry = imported(tmp_path)
    r = remote_renderer(entry)
    wait_all(qtbot, r, ["back"], 50)
    pid = helper.pid()
    assert pid > 0
    qtbot.waitUntil(lambda: not helper.running, timeout=5000)
    qtbot.waitUntil(lambda: not Path(f"/proc/{pid}").exists() or _zombie(pid), timeout=5000)
    wait_all(qtbot, r, ["1_spade"], 50)  # a new job: a new helper
    assert helper.starts == 2


def _zombie(pid):
    try:
        return Path(f"/proc/{pid}/stat").read_text().split(")")[1].split()[0] == "Z"
    except OSError:
        return True


def test_retiring_a_size_cancels_its_jobs(qtbot, helper, tmp_path):
    entry = imported(tmp_path, "classic")
    r = remote_renderer(entry)
    with qtbot.waitSignal(r.loaded, timeout=30000):
        r.load()
    r.request(CANONICAL_IDS, 900)
    qtbot.waitUntil(lambda: bool(r._remote.jobs), timeout=5000)
    r.retire(900)
    assert not r._remote.jobs and not helper._jobs
    render_link.wait_idle(10000)


def test_jobs_stay_with_their_own_helper(qtbot, helper, tmp_path):
    """Cancelling a renderer's jobs never touches another client's jobs of the same number."""
    entry = imported(tmp_path, "classic")
    first = remote_renderer(entry)
    first.request(["back"], 900)
    qtbot.waitUntil(lambda: bool(first._remote.jobs), timeout=5000)
    render_process._client = None
    other = render_process.client()
    try:
        second = remote_renderer(entry)
        assert second._remote.client is other and first._remote.client is helper
        with qtbot.waitSignal(second.loaded, timeout=30000):
            second.load()
            first._remote.cancel_all()  # as when it is destroyed: its job 1, the other's job 1 is this load
        wait_all(qtbot, second, ["back"], 40)
    finally:
        other.shutdown()


def test_preferences_samples_through_the_helper(qtbot, helper, tmp_path):
    from paciencia.ui.dialogs.deck_thumbs import render_samples

    entry = imported(tmp_path)
    got = []
    assert render_link.samples(entry, 46, 1.0, tuple(SOME), got.append, lambda: got.append("fallback"))
    qtbot.waitUntil(lambda: bool(got), timeout=30000)
    checked, images = got[0]
    want_entry, want = render_samples(entry, 46, 1.0, tuple(SOME))
    assert checked.checked and checked.usable and checked.aspect == pytest.approx(want_entry.aspect)
    assert set(images) == set(want) and all(same_image(images[e], want[e]) for e in SOME)


# -- the helper process itself (no QProcess) ------------------------------------------------

def spawn(*args, cwd=None):
    env = dict(os.environ, PYTHONPATH=APP_DIR)
    return subprocess.Popen([sys.executable, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env, cwd=cwd)


def reader():
    return Frames(max_data=1 << 24)


def read_messages(proc, frames, until=lambda m: True, timeout=30.0):
    """Messages up to the first that ``until`` accepts (or end of output, or the timeout)."""
    import select

    out = []
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        ready, _, _ = select.select([proc.stdout], [], [], max(0.0, end - time.monotonic()))
        data = os.read(proc.stdout.fileno(), 1 << 16) if ready else b""
        if not data:
            break
        for message, _pixels in frames.feed(data):
            out.append(message)
            if until(message):
                return out
    return out


def test_helper_exits_when_its_stdin_closes_even_mid_job(tmp_path):
    proc = spawn("-P", "-m", "paciencia.decks.render_helper")
    frames = reader()
    assert read_messages(proc, frames)[0][0] == "ready"
    faces = [str(resources_dir() / "decks" / "classic.svg"), "builtin", "builtin"]
    proc.stdin.write(frame(["render", 1, 1, [faces, None, 1.4], 200, 1.0, list(CANONICAL_IDS)]))
    proc.stdin.flush()
    assert read_messages(proc, frames)[0] == ["image", 1, "1_club", 200, 280]
    proc.stdin.close()  # the window's requests end; its reading end stays open
    rest = read_messages(proc, frames, until=lambda m: False)  # all the helper sends before it ends
    images = 1 + sum(m[0] == "image" for m in rest)
    assert proc.wait(60) == 0
    assert images < len(CANONICAL_IDS), "the helper finished the job instead of ending"


def test_helper_drops_cancelled_jobs_and_serves_urgent_ones_first():
    proc = spawn("-P", "-m", "paciencia.decks.render_helper")
    frames = reader()
    assert read_messages(proc, frames)[0][0] == "ready"
    faces = [str(resources_dir() / "decks" / "classic.svg"), "builtin", "builtin"]
    spec = [faces, None, 1.4]
    proc.stdin.write(frame(["render", 1, 2, spec, 700, 1.0, list(CANONICAL_IDS)])  # background
                     + frame(["render", 2, 0, spec, 30, 1.0, ["back"]])  # urgent, sent after
                     + frame(["cancel", [1]]))
    proc.stdin.flush()
    seen = read_messages(proc, frames, until=lambda m: m[:2] == ["done", 2])
    proc.stdin.close()
    seen += read_messages(proc, frames, until=lambda m: False, timeout=10)
    assert proc.wait(10) == 0
    assert [m[:3] for m in seen if m[1] == 2] == [["image", 2, "back"], ["done", 2]]
    first = [m for m in seen if m[1] == 1]
    assert len(first) <= 1 and all(m[0] == "image" for m in first)  # at most what it did before the cancel


def test_frozen_entry_point_hands_over_to_the_helper():
    """What the PyInstaller bundle runs: ``paciencia --render-helper``, through cli.main."""
    proc = spawn("-c", "import sys; from paciencia.cli import main; sys.exit(main(['--render-helper']))")
    assert read_messages(proc, reader())[0][0] == "ready"
    proc.stdin.close()
    assert proc.wait(10) == 0
