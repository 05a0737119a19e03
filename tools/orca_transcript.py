"""B-6 check with a real screen reader: play keys in Paciência under Orca and print what Orca says.

    python tools/orca_transcript.py klondike 61 4 Return f f f f Return
    python tools/orca_transcript.py --display :26 --out shots/orca/freecell.txt freecell 61 2 Return 8 Return

Everything runs in a throw-away session on its own X display: Xvfb, a D-Bus session bus, the
accessibility bus (at-spi-bus-launcher), PulseAudio with a null sink (speech-dispatcher will not
start without an audio output), speech-dispatcher with an output module that only writes the text
down, and Orca (``/usr/bin/orca``, its debug log written line by line). Then the app opens the game
(``GAME NUMBER``, as ``paciencia://GAME/NUMBER``) with the keyboard focus on the table, xdotool
presses the keys one by one, and Orca's ``SPEECH OUTPUT`` lines are printed under the key they
followed. Every process started is ended by its id.

Needs (Debian 12): ``orca speech-dispatcher espeak-ng at-spi2-core dbus-x11 xvfb xdotool
pulseaudio``. Run from the project folder with the project's Python (``.venv/bin/python``); Orca runs
under the system's ``/usr/bin/python3``.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
KEY_PAUSE_S = 2.0
"""Between two keys: Orca has spoken what the previous one did by then."""

APP = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from paciencia.core.codes import GameCode
from paciencia.storage.settings import Settings
from paciencia.ui.launch.i18n import install_translators
from paciencia.ui.window.main_window import MainWindow

app = QApplication(sys.argv[:1])
install_translators(app, "en")
w = MainWindow(Settings())
w.resize(1280, 800)
w.show()
w.controller.open_code(GameCode.make(sys.argv[1], int(sys.argv[2])), animate=False)
QTimer.singleShot(500, lambda: (w.activateWindow(), w.view.setFocus()))
app.exec()
"""

ORCA = """
import sys
source = open("/usr/bin/orca").read()
# Orca writes its debug log through Python's buffer: line by line instead, so it can be read live.
source = source.replace("open(args.debug_file, 'w')", "open(args.debug_file, 'w', buffering=1)")
sys.argv[0] = "/usr/bin/orca"
exec(compile(source, "/usr/bin/orca", "exec"))
"""

SPEECHD_CONF = 'AddModule "transcript" "sd_generic" "transcript.conf"\nDefaultModule transcript\n'
SPEECHD_MODULE = """GenericExecuteSynth "echo \\'$DATA\\' >>{file}"
GenericLanguage "en" "en" "utf-8"
AddVoice "en" "MALE1" "x"
DefaultVoice "x"
"""


class Session:
    """The processes of one run, ended in reverse order."""

    def __init__(self, work: Path, display: str) -> None:
        self.work = work
        self.procs: list[subprocess.Popen[bytes]] = []
        self.env = {
            **os.environ, "DISPLAY": display, "HOME": str(work / "home"), "XDG_RUNTIME_DIR": str(work / "run"),
            "PACIENCIA_HOME": str(work / "paciencia"), "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
        }
        for var in ("DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "QT_QPA_PLATFORM"):
            self.env.pop(var, None)
        for d in ("home", "run", "paciencia"):
            (work / d).mkdir(mode=0o700)

    def start(self, *argv: str, log: str) -> subprocess.Popen[bytes]:
        out = open(self.work / log, "wb")  # noqa: SIM115 - open for the process's life
        proc = subprocess.Popen(argv, env=self.env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
        self.procs.append(proc)
        return proc

    def stop(self) -> None:
        # speech-dispatcher (and its output module), started by Orca, leave its process group:
        # found by this run's own folder in their command line
        for pid in self._strays():
            for sig in (signal.SIGTERM, signal.SIGKILL):  # it may ignore SIGTERM while speaking
                try:
                    os.kill(pid, sig)
                    time.sleep(0.5)
                except OSError:
                    break
        for proc in reversed(self.procs):
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGTERM)
                try:
                    proc.wait(5)
                except subprocess.TimeoutExpired:
                    os.killpg(proc.pid, signal.SIGKILL)


    def _strays(self) -> list[int]:
        mine = str(self.work).encode()
        pids = []
        for proc in Path("/proc").iterdir():
            try:
                if proc.name.isdigit() and mine in (proc / "cmdline").read_bytes():
                    pids.append(int(proc.name))
            except OSError:
                continue
        return [p for p in pids if p not in {q.pid for q in self.procs}]


def wait_for(test: object, seconds: float, what: str) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if callable(test) and test():
            return
        time.sleep(0.2)
    raise SystemExit(f"orca_transcript: {what} did not come up in {seconds:.0f} s")


def run(game: str, number: int, keys: list[str], display: str) -> list[str]:
    for tool in ("Xvfb", "dbus-launch", "orca", "xdotool", "pulseaudio", "speech-dispatcher"):
        if shutil.which(tool) is None:
            raise SystemExit(f"orca_transcript: {tool} is missing (see the docstring for the packages)")
    work = Path(tempfile.mkdtemp(prefix="paciencia-orca-"))
    session = Session(work, display)
    debug = work / "orca.debug"
    marks: list[tuple[str, str]] = []
    try:
        session.start("Xvfb", display, "-screen", "0", "1280x800x24", log="xvfb.log")
        time.sleep(1)
        bus = subprocess.run(["dbus-launch", "--sh-syntax"], env=session.env, capture_output=True, text=True).stdout
        address = re.search(r"DBUS_SESSION_BUS_ADDRESS='([^']*)'", bus)
        pid = re.search(r"DBUS_SESSION_BUS_PID=(\d+)", bus)
        if address is None or pid is None:
            raise SystemExit("orca_transcript: dbus-launch gave no bus")
        session.env["DBUS_SESSION_BUS_ADDRESS"] = address.group(1)
        bus_pid = int(pid.group(1))
        session.start("/usr/libexec/at-spi-bus-launcher", "--launch-immediately", log="atspi.log")
        session.start(
            "pulseaudio", "--daemonize=no", "--exit-idle-time=-1", "-n", "--load=module-null-sink",
            "--load=module-native-protocol-unix", log="pulse.log",
        )
        conf = work / "home" / ".config" / "speech-dispatcher"
        (conf / "modules").mkdir(parents=True)
        (conf / "speechd.conf").write_text(SPEECHD_CONF)
        (conf / "modules" / "transcript.conf").write_text(SPEECHD_MODULE.format(file=work / "spoken.txt"))
        time.sleep(1)
        session.start("/usr/bin/python3", "-c", ORCA, "-d", "braille", "-d", "braille-monitor",
                      f"--debug-file={debug}", log="orca.log")
        wait_for(lambda: "Screen reader on" in _read(debug), 30, "Orca")
        env = {**session.env, "PYTHONPATH": str(ROOT / "app")}
        app = subprocess.Popen([sys.executable, "-c", APP, game, str(number)], env=env, cwd=ROOT,
                               stdout=open(work / "app.log", "wb"), stderr=subprocess.STDOUT, start_new_session=True)
        session.procs.append(app)
        window = ""

        def found() -> bool:
            nonlocal window
            out = subprocess.run(["xdotool", "search", "--name", "Paciência"], env=session.env,
                                 capture_output=True, text=True).stdout.split()
            window = out[0] if out else ""
            return bool(window) and "Card table" in _read(debug)

        wait_for(found, 60, "the app's window")
        time.sleep(1.5)
        for key in keys:
            marks.append((_clock(), key))
            subprocess.run(["xdotool", "key", "--window", window, key], env=session.env, check=False)
            time.sleep(KEY_PAUSE_S)
        marks.append((_clock(), ""))
    finally:
        session.stop()
        if "bus_pid" in locals():
            os.kill(bus_pid, signal.SIGTERM)
    lines = transcript(_read(debug), marks)
    shutil.rmtree(work, ignore_errors=True)
    return lines


def _read(path: Path) -> str:
    return path.read_text(errors="replace") if path.exists() else ""


def _clock() -> str:
    now = time.time()
    return time.strftime("%H:%M:%S", time.localtime(now)) + f".{int(now % 1 * 1e6):06d}"


def transcript(log: str, marks: list[tuple[str, str]]) -> list[str]:
    """Orca's speech after each key: "key K" then "  said: …" lines."""
    said = re.findall(r"^(\d\d:\d\d:\d\d\.\d+) - SPEECH OUTPUT: '(.*)'\{", log, re.MULTILINE)
    lines = []
    for (start, key), (end, _) in zip(marks, marks[1:], strict=False):
        lines.append(f"key {key}")
        lines += [f"  said: {text}" for at, text in said if start <= at < end]
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("number", type=int)
    parser.add_argument("keys", nargs="+", help="xdotool key names: 4 Return f Left …")
    parser.add_argument("--display", default=":99", help="a free X display for Xvfb (default :99)")
    parser.add_argument("--out", type=Path, help="also write the transcript here")
    args = parser.parse_args(argv)
    lines = run(args.game, args.number, args.keys, args.display)
    text = "\n".join([f"Orca {_orca_version()}: {args.game} {args.number}: {' '.join(args.keys)}", *lines]) + "\n"
    print(text, end="")
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(text)
    return 0


def _orca_version() -> str:
    out = subprocess.run(["orca", "--version"], capture_output=True, text=True, check=False).stdout
    return out.strip().split()[-1] if out.strip() else "?"


if __name__ == "__main__":
    sys.exit(main())
