"""Window or command (V-6; issue 23 item 13, issue 24 item 5): a launch opens (or hands
over to) the window only with arguments the window or Qt takes; ``--version``, ``--help`` and
the subcommands never open it; anything else is one line on stderr naming it, with the
nearest known word, exit 2, no window and no Qt (which, without a display, would abort)."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib

import pytest
from cli_run import APP, one_line, run_command, run_main

import paciencia
from paciencia import app
from paciencia.cli import main

ROOT = APP.parent


@pytest.fixture
def window(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """The arguments each window launch got (the window itself stays shut)."""
    launched: list[list[str]] = []

    def run_app(argv: list[str], leave: bool = False) -> int:
        launched.append(list(argv))
        return 0

    monkeypatch.setattr(app, "run_app", run_app)
    for variable in ("QT_QPA_PLATFORM", "QT_QPA_PLATFORMTHEME", "QT_STYLE_OVERRIDE", "DISPLAY"):
        monkeypatch.setenv(variable, "")  # so that the test's value is undone, set or not before
        monkeypatch.delenv(variable)
    return launched


@pytest.mark.parametrize("argv", [
    [],
    ["paciencia://klondike/1"],
    ["PACIENCIA://freecell/617"],  # the scheme is case-blind, as the window reads it
    ["paciencia://nonsense/x"],  # the window says what is wrong with it (a click has no terminal)
    ["--game", "spider"],
    ["--game=pyramid", "paciencia://pyramid/3?level=random"],
    ["--fullscreen"],
    ["--self-test"],
])
def test_a_launch_reaches_the_window_as_typed(
    window: list[list[str]], argv: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import gc

    collecting: list[bool] = []
    launch = app.run_app

    def run_app(argv: list[str], leave: bool = False) -> int:
        collecting.append(gc.isenabled())
        return launch(argv, leave)

    monkeypatch.setattr(app, "run_app", run_app)
    assert main(argv) == 0
    assert window == [argv]
    # Issue 26 §3: the cycle collector is held off for a window's launch (not for the self-test),
    # and back on when the launch returns before a first frame (a hand-over, an error).
    assert collecting == [argv == ["--self-test"]] and gc.isenabled()
    assert gc.get_freeze_count() == 0  # nothing set aside for a launch that made no frame


def test_qt_options_reach_qt_and_not_the_window(window: list[list[str]]) -> None:
    argv = ["-platform", "offscreen", "--fullscreen", "--style=Fusion", "-session", "1234_5678",
            "paciencia://klondike/2", "--platformtheme", "gtk3", "-display", ":9"]
    assert main(argv) == 0
    assert window == [["--fullscreen", "paciencia://klondike/2"]]
    assert os.environ["QT_QPA_PLATFORM"] == "offscreen"
    assert os.environ["QT_STYLE_OVERRIDE"] == "Fusion"
    assert os.environ["QT_QPA_PLATFORMTHEME"] == "gtk3"
    assert os.environ["DISPLAY"] == ":9"


def test_a_launch_leaves_qt_variables_alone_without_qt_options(window: list[list[str]]) -> None:
    assert main(["--fullscreen"]) == 0
    assert not {"QT_QPA_PLATFORM", "QT_QPA_PLATFORMTHEME", "QT_STYLE_OVERRIDE", "DISPLAY"} & set(os.environ)


@pytest.mark.parametrize(("argv", "said"), [
    (["sovle"], "unknown command 'sovle': did you mean 'solve'?"),
    (["replya", "paciencia://klondike/1", "moves.txt"], "did you mean 'replay'?"),
    (["--verison"], "unknown option '--verison': did you mean '--version'?"),
    (["--fulscreen"], "did you mean '--fullscreen'?"),
    (["--help-me"], "unknown option '--help-me'"),
    (["-reverse"], "unknown option '-reverse'"),
    (["klondike/12"], "'paciencia://klondike/12'"),
    (["moves.txt"], "unknown command 'moves.txt'"),
    (["--game", "chess"], "unknown game 'chess'"),
    (["--game", "klondik"], "did you mean 'klondike'?"),
    (["--game"], "--game needs a game: klondike, freecell, spider, pyramid"),
    (["--game", "--fullscreen"], "--game needs a game"),
    (["-platform"], "-platform needs a value"),
    (["paciencia://klondike/1", "paciencia://klondike/2"], "one link at a time"),
    (["--fullscreen", "solve", "paciencia://klondike/1"], "a command comes first: paciencia solve"),
    (["x" * 100_000], "unknown command 'xxxx"),
])
def test_anything_else_is_one_line_and_no_window(capsys: pytest.CaptureFixture[str], window: list[list[str]],
                                                 argv: list[str], said: str) -> None:
    code, out, err = run_main(capsys, *argv)
    assert (code, out, window) == (2, "", [])
    line = one_line(err)
    assert line.startswith("paciencia: ") and said in line


def test_a_mistyped_command_without_a_display_exits_2_without_qt() -> None:
    """Before: Qt was asked for a window, found no display and aborted (SIGABRT)."""
    done = run_command("sovle", "paciencia://klondike/1")
    assert done.returncode == 2, done.stderr[-2000:]
    assert done.stderr == "paciencia: unknown command 'sovle': did you mean 'solve'?\n"
    probe = ("import sys\nfrom paciencia.cli import main\nassert main(['--verison']) == 2\n"
             "assert 'PySide6' not in sys.modules, 'Qt loaded to refuse an option'\n")
    subprocess.run([sys.executable, "-c", probe], check=True, capture_output=True, timeout=20,
                   env=dict(os.environ, PYTHONPATH=str(APP)))


def test_version_prints_and_exits_without_a_display() -> None:
    import PySide6
    from PySide6.QtCore import qVersion

    done = run_command("--version")
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.splitlines() == [f"paciencia {paciencia.__version__}",
                                        f"PySide6 {PySide6.__version__}, Qt {qVersion()}"]
    assert done.stderr == ""


def test_help_or_version_anywhere_in_a_launch_opens_no_window(capsys: pytest.CaptureFixture[str],
                                                              window: list[list[str]]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--fullscreen", "--help"])
    assert done.value.code == 0
    text = capsys.readouterr().out
    assert text.startswith("usage: paciencia") and "--version" in text and "--fullscreen" in text
    code, out, _err = run_main(capsys, "paciencia://klondike/1", "--version")
    assert (code, out.splitlines()[0]) == (0, f"paciencia {paciencia.__version__}")
    assert window == []


def test_the_version_is_the_package_version() -> None:
    """One version: what ``--version`` prints is what the wheel is built as."""
    with (ROOT / "pyproject.toml").open("rb") as f:
        meta = tomllib.load(f)
    assert "version" not in meta["project"] and "version" in meta["project"]["dynamic"]
    assert meta["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "paciencia.__version__"}
