"""Issue 11, start-up: a launch's first frame imports only what it shows.

The window maps and paints the felt, the slots and the cards of the game on the table first;
the chooser, the dialogs, the searches and solvers, the other games' rules and the
single-instance server are imported when first needed. Each test starts the real app in a
child process (``first_frame_driver.py``) and looks at ``sys.modules`` at the phases its
start-up trace marks, so an import that creeps back into the first frame fails here
(``bench/startup.py`` measures what they cost: the time to the first frame, against an empty
PySide6 window).
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

APP = Path(__file__).resolve().parents[2] / "app"
DRIVER = Path(__file__).with_name("first_frame_driver.py")

LATER = (
    # the chooser (U-6), built when first shown
    "paciencia.ui.chooser.game_chooser",
    "paciencia.ui.chooser.daily_tiles",
    # the menus' dialogs and commands
    "paciencia.ui.window.commands",
    "paciencia.ui.dialogs",
    "paciencia.ui.dialogs.end_dialog",
    "paciencia.ui.dialogs.preferences",
    "paciencia.ui.dialogs.statistics",
    "paciencia.ui.dialogs.leaderboard",
    "paciencia.ui.dialogs.search_progress",
    # the searches: "still winnable?", guaranteed deals (K-14, B-3), the daily deal (B-4)
    "paciencia.ui.aids.searches",
    "paciencia.solvers.guaranteed",
    "paciencia.solvers.deal_searches",
    "paciencia.solvers.presearch",
    "paciencia.core.daily",
    "paciencia.storage.proven_deals",
    # a deck's .svgz is unpacked only when its SVG is read
    "gzip",
    # the game on the table is Klondike: no other game's rules, and no solver or hint search
    # (the live status, B-1, asks the solver registry once the table is up)
    "paciencia.core.games.freecell.rules",
    "paciencia.core.games.spider.rules",
    "paciencia.core.games.pyramid.rules",
    "paciencia.core.games.klondike.solver",
    "paciencia.core.games.klondike.search",
)
"""Never imported by the first frame."""

AIDS = (
    "paciencia.ui.access.install",
    "paciencia.ui.access.announce",
    "paciencia.ui.table.playback",
    "paciencia.ui.aids.verdict",
    "paciencia.ui.sound.table_sounds",
    "paciencia.solvers.solution",
)
"""The table's aids (the live verdict, playback, accessibility, sound): made just after the
table's first frame with its cards (ui/window/main_window.py's aids_for), never before it."""

SERVED_LATER = ("paciencia.ui.instance.instance_server", "PySide6.QtNetwork")
"""Started by a timer after the first frame (a second launch's link waits on the socket):
not imported before the event loop starts."""


def _launch_collecting(home: Path, *args: str, idle: bool = False) -> tuple[dict[str, set[str]], dict[str, list[int]]]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PACIENCIA_HOME=str(home),
               PACIENCIA_TRACE=str(home / "trace"), XDG_RUNTIME_DIR=str(home),
               FIRST_FRAME_IDLE="1" if idle else "0")
    env["PYTHONPATH"] = str(APP) + os.pathsep + os.environ.get("PYTHONPATH", "")
    proc = subprocess.run([sys.executable, str(DRIVER), *args], env=env, capture_output=True, text=True,
                          stdin=subprocess.DEVNULL, timeout=60)
    assert proc.returncode == 0, proc.stderr[-2000:]
    *_, collecting, phases = proc.stdout.strip().splitlines()
    return {name: set(modules) for name, modules in json.loads(phases).items()}, json.loads(collecting)


def _launch(home: Path, *args: str, idle: bool = False) -> dict[str, set[str]]:
    return _launch_collecting(home, *args, idle=idle)[0]


def _check(phases: dict[str, set[str]]) -> None:
    assert set(phases) - {"picture"} == {"started", "paint", "cards"}
    for phase, modules in phases.items():
        early = sorted(m for m in LATER if m in modules)
        assert not early, f"imported by {phase}: {early}"
    early = sorted(m for m in SERVED_LATER if m in phases["started"])
    assert not early, f"imported before the event loop: {early}"
    # The trace is right, not blind: the table's own modules are there.
    assert {"paciencia.core.games.klondike.rules", "paciencia.ui.scene.table_scene"} <= phases["started"]


def test_the_deferred_modules_exist() -> None:
    # A renamed module would make the checks below pass for nothing.
    for name in LATER + AIDS + SERVED_LATER:
        assert importlib.util.find_spec(name) is not None, name


def test_the_first_frame_imports_only_what_it_shows(tmp_path: Path) -> None:
    # A link deals a new game; the next launch resumes it (the start a player meets most).
    _check(_launch(tmp_path, "paciencia://klondike/1"))
    _check(_launch(tmp_path))


def test_a_first_launch_shows_the_chooser_without_the_rest(tmp_path: Path) -> None:
    """Nothing saved, no game played: the chooser, with its preview cards drawn (the trace's
    ``cards``), and still none of the dialogs, searches, other games' rules or the server."""
    phases = _launch(tmp_path)
    assert set(phases) == {"started", "paint", "cards"}
    # the chooser and its daily deals (B-4)
    shown = {"paciencia.ui.chooser.game_chooser", "paciencia.ui.chooser.daily_tiles", "paciencia.core.daily"}
    assert shown <= phases["cards"]
    for phase, modules in phases.items():
        early = sorted(m for m in LATER if m in modules and m not in shown)
        assert not early, f"imported by {phase}: {early}"
    assert not [m for m in SERVED_LATER if m in phases["started"]]
    # The table, its controller and what works on it are built after the chooser's first frame.
    table = {"paciencia.ui.scene.table_scene", "paciencia.ui.window.controller", "paciencia.ui.access.install",
             "paciencia.ui.table.playback", "paciencia.ui.table.session"}
    assert not sorted(table & phases["started"])


def test_the_tables_aids_come_just_after_its_first_frame(tmp_path: Path) -> None:
    """A linked deal, then the same game resumed: the frame with the cards is painted before
    the aids are imported, and they are all there once the table is idle."""
    for args in (("paciencia://klondike/1",), ()):
        phases = _launch(tmp_path, *args, idle=True)
        early = sorted(m for m in AIDS if m in phases["cards"])
        assert not early, f"imported by the first frame with cards: {early}"
        assert set(AIDS) <= phases["idle"]


def test_the_cycle_collector_waits_for_the_first_frame_then_collects_as_usual(tmp_path: Path) -> None:
    """Issue 26 §3 (paciencia/collector.py): held off from the launch's start to the table's
    first frame; set aside then, what the launch made is back in its sight once the table
    has been idle, and the collector is on."""
    for args in (("paciencia://klondike/1",), ()):
        _phases, collecting = _launch_collecting(tmp_path, *args, idle=True)
        assert collecting["started"][0] == 0 and collecting["cards"][0] == 0
        assert collecting["idle"] == [1, 0]


def test_the_end_screens_modules_are_imported_once_the_table_is_idle(tmp_path: Path) -> None:
    """Not in the first frame, and not at the end of a won game either: there they took
    35-40 ms between the celebration and the end screen (a visible stall)."""
    from paciencia.ui.launch import warm_up

    phases = _launch(tmp_path, "paciencia://klondike/1", idle=True)
    assert not [m for m in warm_up.MODULES if m in phases["cards"] and m.startswith("paciencia")]
    assert set(warm_up.MODULES) <= phases["idle"]


TABLE = ("paciencia.ui.scene.table_scene", "paciencia.ui.window.controller", "paciencia.core.games.klondike.rules",
         "paciencia.storage.schema", "paciencia.decks.card_images", "paciencia.ui.text")
"""What the picture of a resumed table (ui/launch/relaunch.py) is painted without."""


def test_a_resumed_game_is_painted_before_its_table_is_imported(tmp_path: Path) -> None:
    # The player left a game (Ctrl+Q, the window's own close: it keeps its picture) ...
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PACIENCIA_HOME=str(tmp_path),
               PACIENCIA_TRACE=str(tmp_path / "quit-trace"), XDG_RUNTIME_DIR=str(tmp_path),
               PYTHONPATH=str(APP) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    quit_driver = Path(__file__).with_name("quit_driver.py")
    done = subprocess.run([sys.executable, str(quit_driver), "paciencia://klondike/1"], env=env,
                          capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    # ... and starts the app again: the picture first, then the table as before.
    phases = _launch(tmp_path)
    _check(phases)
    assert "picture" in phases, "the resumed game's picture was not shown"
    early = sorted(m for m in TABLE if m in phases["picture"])
    assert not early, f"imported before the picture: {early}"
