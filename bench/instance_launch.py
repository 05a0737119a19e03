"""What the "is a window already open?" question costs a launch (C-2), before its window exists.

    .venv/bin/python bench/instance_launch.py [--rounds 200]

Times, in this process (median of ``--rounds``):

- ``first launch``: ``claim_or_hand_over`` with nobody running: find the private
  folder (already made by an earlier launch), take the lock, remove nothing,
  bind and listen; then ``release`` (not timed);
- ``first launch, new folder``: the same when the folder does not exist yet;
- ``second launch``: ``claim_or_hand_over`` with a first instance listening
  (here a thread that reads the line and answers as the window's server does):
  lock refused, connect, SO_PEERCRED, send, the answer;
- ``bare probe``: what the check did before (one ``_socket`` connect to a
  missing socket file), as the reference for the first launch;

and, each in a fresh interpreter that has imported the main window's module
(as a launch has when run() asks; median of 5): importing the module, and, as
the reference the design avoids, importing ``PySide6.QtNetwork``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from report import recorded  # noqa: E402  (bench/report.py: the figures go to docs/performance.md)

APP = Path(__file__).resolve().parents[1] / "app"
sys.path.insert(0, str(APP))


def median_us(fn, rounds: int, after=None) -> float:
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - start)
        if after is not None:
            after(result)
    return statistics.median(times) * 1e6


def import_ms(module: str, cache: str, runs: int = 5) -> float:
    """Importing ``module`` where run() imports it: with the main window's module already loaded,
    and from compiled bytecode, as an installed app has it (``cache``: where it is kept)."""
    code = f"import time; t = time.perf_counter(); import {module}; print(time.perf_counter() - t)"
    code = "import paciencia.ui.window.main_window; " + code
    env = dict(os.environ, PYTHONPATH=str(APP), QT_QPA_PLATFORM="offscreen", PYTHONPYCACHEPREFIX=cache)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    out = [float(subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                                check=True).stdout) for _ in range(runs + 1)]
    return statistics.median(out[1:]) * 1e3  # the first run compiles


def fake_window(claim, stop: threading.Event) -> threading.Thread:
    """Reads each request line and answers, as the InstanceServer does (without Qt)."""
    import _socket

    from paciencia.ui.instance.instance_protocol import TAKEN

    listener = _socket.socket(fileno=claim.take_descriptor())
    listener.settimeout(0.05)

    def serve() -> None:
        while not stop.is_set():
            try:
                conn, _ = listener._accept(), None
            except OSError:
                continue
            sock = _socket.socket(fileno=conn[0])
            data = b""
            while b"\n" not in data:
                chunk = sock.recv(4096)
                if not chunk:
                    break
                data += chunk
            sock.send(TAKEN)
            sock.close()
        listener.close()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    return thread


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=200)
    rounds = parser.parse_args().rounds

    runtime = tempfile.mkdtemp(prefix="pc-bench-", dir="/tmp")
    os.environ["XDG_RUNTIME_DIR"] = runtime
    os.environ["PACIENCIA_HOME"] = os.path.join(runtime, "home")
    import _socket

    from paciencia.ui.instance import single_instance as si

    args = ["paciencia://freecell/617"]
    folder = os.path.join(runtime, f"paciencia-{os.geteuid()}")
    missing = os.path.join(runtime, "nobody.sock")

    def bare_probe() -> None:
        sock = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
        try:
            sock.connect(missing)
        except OSError:
            pass
        sock.close()

    probe = median_us(bare_probe, rounds)
    si.claim_or_hand_over(args).release()  # the folder exists from now on, as after any launch
    first = median_us(lambda: si.claim_or_hand_over(args), rounds, after=lambda c: c.release())
    shutil.rmtree(folder)

    def release_and_forget(claim) -> None:
        claim.release()
        shutil.rmtree(folder)

    new_folder = median_us(lambda: si.claim_or_hand_over(args), rounds, after=release_and_forget)

    claim = si.claim_or_hand_over(args)
    stop = threading.Event()
    thread = fake_window(claim, stop)
    handed: list[object] = []
    second = median_us(lambda: si.claim_or_hand_over(args), rounds, after=handed.append)
    stop.set()
    thread.join()
    claim.release()
    assert all(h is None for h in handed), "a second launch did not hand over"

    cache = os.path.join(runtime, "pycache")
    module = import_ms("paciencia.ui.instance.single_instance", cache)
    qtnetwork = import_ms("PySide6.QtNetwork", cache)
    shutil.rmtree(runtime, ignore_errors=True)

    print(f"{'bare probe (the old check, reference)':44} {probe:9.1f} µs")
    print(f"{'first launch (claim: lock, bind, listen)':44} {first:9.1f} µs   {first / probe:5.1f}× the probe")
    print(f"{'first launch, folder made':44} {new_folder:9.1f} µs   {new_folder / probe:5.1f}× the probe")
    print(f"{'second launch (hand over, answer)':44} {second:9.1f} µs")
    print(f"{'import single_instance (after main_window)':44} {module * 1e3:9.1f} µs")
    print(f"{'import PySide6.QtNetwork (avoided, reference)':44} {qtnetwork * 1e3:9.1f} µs")
    print(f"first launch + module import = {(first + module * 1e3) / 1e3:.2f} ms, "
          f"{(first + module * 1e3) / (qtnetwork * 1e3):.1%} of importing QtNetwork")


if __name__ == "__main__":
    recorded("instance_launch", main)
