"""A launch's step 0 (ui/launch/before_qt.py): what it imports before Qt loads no Qt, and a launch that
may resume with the picture of its table leaves it all for after the picture."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

APP = Path(__file__).resolve().parents[2] / "app"
PROBE = (
    "import sys\n"
    "from paciencia.ui.launch.before_qt import import_before_qt\n"
    "import_before_qt(sys.argv[1:])\n"
    "qt = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))\n"
    "print(' '.join(qt) or '-', 'paciencia.play.flow' in sys.modules,\n"
    "      'paciencia.core.games.klondike.rules' in sys.modules)\n"
)


def _probe(home: Path, *argv: str) -> tuple[str, str]:
    return _probe_game(home, *argv)[:2]


def _probe_game(home: Path, *argv: str) -> tuple[str, str, str]:
    env = dict(os.environ, PACIENCIA_HOME=str(home), PYTHONPATH=str(APP))
    out = subprocess.run([sys.executable, "-c", PROBE, *argv], env=env, capture_output=True, text=True,
                         timeout=60, check=True)
    qt, flow, rules = out.stdout.split()
    return qt, flow, rules


def test_a_launch_that_builds_its_table_at_once_imports_its_qt_free_half_and_no_qt(tmp_path: Path) -> None:
    assert _probe(tmp_path, "paciencia://klondike/1") == ("-", "True")
    assert _probe(tmp_path) == ("-", "True")  # no picture kept: a first launch


def test_a_launch_that_may_show_the_picture_of_its_table_imports_nothing_first(tmp_path: Path) -> None:
    picture = tmp_path / "cache" / "window.launch"
    picture.parent.mkdir()
    picture.write_bytes(b"kept by the last quit")
    assert _probe(tmp_path) == ("-", "False")
    assert _probe(tmp_path, "--fullscreen") == ("-", "True")  # a launch with arguments shows no picture


def test_a_launch_that_names_its_game_loads_that_games_rules_before_qt(tmp_path: Path) -> None:
    assert _probe_game(tmp_path, "paciencia://klondike/1?draw=3") == ("-", "True", "True")
    assert _probe_game(tmp_path, "--game", "klondike") == ("-", "True", "True")
    assert _probe_game(tmp_path, "--game=freecell") == ("-", "True", "False")  # another game's, not Klondike's
    assert _probe_game(tmp_path, "paciencia://nogame/1") == ("-", "True", "False")  # the command line refuses it later
