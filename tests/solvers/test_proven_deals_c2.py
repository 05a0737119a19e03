"""C-2 against a lying cache (issue 23, item 10): whatever ``proven_deals.json``
holds, the window deals a guaranteed code exactly as ``paciencia deal`` prints it, and
says "solution proven" only of what the search proved.

The decision these tests pin (written in storage/proven_deals.py): a stored answer is
never believed, because confirming it costs the search itself; a replayable solution is
not enough (FreeCell 657 below), and no file can show that an earlier candidate is not
proven. The file keeps only which code New game deals next, and that code is searched
again in the background before it is dealt at once.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from paciencia import __version__  # noqa: E402
from paciencia.cli import main  # noqa: E402
from paciencia.core.codes import GameCode, parse  # noqa: E402
from paciencia.core.guarantee_codes import template_key  # noqa: E402
from paciencia.solvers.guaranteed import candidate  # noqa: E402
from paciencia.solvers.select import select_deal  # noqa: E402
from paciencia.storage.proven_deals import path  # noqa: E402
from paciencia.storage.settings import Settings  # noqa: E402

KLONDIKE = "paciencia://klondike/5?draw=1&passes=0&guaranteed=1"
"""Its candidate 0 is proven (378 positions)."""
FREECELL = "paciencia://freecell/657?guaranteed=1"
"""Its candidate 0 is not proven by the 20 000-position search, yet can be won."""
FREECELL_657_WIN = """
4a 64 6b 42 1c 16 b1 18 3b 43 43 81 4d 42 b4 18 62 81 6b 64 63 b6 83 13 8b 8h ah 7a b7 6b
16 16 18 1h ch 56 81v2 8h d8 6h 36 18 2c 2h 1d a1 41 4a b4 71 7h d7 74 37 31 71 84 7b 76 24
37v2 3d 37 b7 34 54 34 3h 53 5h 6h ch 1h 3h 53 5h 83 a5 28 25 28 2h 4h 4h 6h 4h 6h 1h 4h 4h
6h 1h 8h 4h 23 2h 1h 7h 7h 8h 1h 4h 1h dh 3h 4h 3h 7h 1h 4h 4h 7h 1h 3h 3h 5h 1h 4h 5h
"""
"""Found by ``paciencia solve paciencia://freecell/657`` in 68 728 positions."""
PYRAMID_READY = "paciencia://pyramid/3?level=random&guaranteed=1"
"""Its candidate 0 cannot be won; candidate 1 is proven."""
PYRAMID_KEY = template_key("pyramid", (("level", "random"), ("guaranteed", "1")))


def document(version: int, data: dict[str, Any]) -> str:
    return json.dumps({"format": "paciencia-proven-deals", "version": version, "data": data})


LIES = {
    "format 1 names candidate 7": lambda: document(1, {"app": __version__, "ready": {},
                                                       "found": {KLONDIKE: {"candidate": 7, "proven": True}}}),
    "format 1 names candidate 0 of a deal the search does not prove": lambda: document(1, {
        "app": __version__, "ready": {}, "found": {FREECELL: {"candidate": 0, "proven": True}}}),
    "a replayable solution of candidate 0 beside it": lambda: document(2, {
        "app": __version__, "ready": {}, "found": {FREECELL: {"candidate": 0, "proven": True,
                                                              "moves": FREECELL_657_WIN.split()}}}),
    "a stored unproven verdict": lambda: document(1, {"app": __version__, "ready": {},
                                                      "found": {KLONDIKE: {"candidate": 59, "proven": False}}}),
    "garbage": lambda: "\x00{not json",
}


def printed_deal(text: str, capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    """What ``paciencia deal CODE --format json`` prints, run beside the same cache."""
    capsys.readouterr()
    assert main(["deal", text, "--format", "json"]) == 0
    printed: dict[str, Any] = json.loads(capsys.readouterr().out)
    return printed


def window(qtbot: Any) -> Any:
    from paciencia.ui.window.main_window import MainWindow

    w = MainWindow(Settings(animation_speed="off"))
    qtbot.addWidget(w)
    w.show()
    return w


def dealt(qtbot: Any, w: Any, code: GameCode) -> Any:
    w.controller.open_code(code, animate=False)
    table = w.controller.session.table
    qtbot.waitUntil(lambda: table.game is not None and table.game.code == code, timeout=60000)
    return w.controller.session.table.game


def test_a_replayable_proof_of_candidate_0_does_not_make_it_the_deal(tmp_path: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """Why a stored proof cannot stand for the search: it replays, and the code still deals
    another candidate."""
    moves = tmp_path / "moves.txt"
    moves.write_text(FREECELL_657_WIN)
    assert main(["replay", "paciencia://freecell/657", str(moves)]) == 0  # candidate 0, won
    assert "won: yes" in capsys.readouterr().out
    assert select_deal(parse(FREECELL)).candidate == 1


@pytest.mark.parametrize("text", [KLONDIKE, FREECELL])
@pytest.mark.parametrize("lie", LIES.values(), ids=LIES.keys())
def test_the_window_deals_what_paciencia_deal_prints_whatever_the_cache_holds(
    text: str, lie: Any, qtbot: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    path().parent.mkdir(parents=True, exist_ok=True)
    path().write_text(lie())
    code = parse(text)
    w = window(qtbot)
    try:
        game = dealt(qtbot, w, code)
        printed = printed_deal(text, capsys)
        assert game.rules.position_json(game.position) == printed["position"]
        assert (game.proven, printed["proven"]) == (True, True)
        assert game.order == tuple(candidate(code, printed["candidate"]))
    finally:
        w.close()


def test_a_fifo_in_place_of_the_cache_is_dropped_and_the_deal_is_the_searched_one(
    qtbot: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    path().parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path())
    w = window(qtbot)
    try:
        game = dealt(qtbot, w, parse(KLONDIKE))
        assert game.rules.position_json(game.position) == printed_deal(KLONDIKE, capsys)["position"]
    finally:
        w.close()
    assert not path().exists() or path().is_file()


def test_a_stored_ready_code_is_searched_again_then_new_game_deals_it_at_once(qtbot: Any) -> None:
    """A restart: the stored next deal (with a lie about it) is searched in the background
    again; New game then deals that code's own deal, proven, without a wait."""
    path().parent.mkdir(parents=True, exist_ok=True)
    path().write_text(document(1, {"app": __version__, "ready": {PYRAMID_KEY: PYRAMID_READY},
                                   "found": {PYRAMID_READY: {"candidate": 0, "proven": True}}}))
    w = window(qtbot)
    try:
        for name, value in {"level": "random", "guaranteed": True}.items():
            w.controller.flow.current.replace(w.controller.settings.with_option("pyramid", name, value))
        deals = w.controller.deals
        assert deals.known(parse(PYRAMID_READY)) is None  # read, not believed
        dealt(qtbot, w, GameCode.make("pyramid", 7, level="random", guaranteed=True))
        qtbot.waitUntil(lambda: deals.known(parse(PYRAMID_READY)) is not None, timeout=60000)
        assert deals.proven.ready[PYRAMID_KEY] == PYRAMID_READY
        w.controller.new_game()
        QApplication.processEvents()
        game = w.controller.session.table.game
        assert game is not None and str(game.code) == PYRAMID_READY and game.proven
        assert w.controller.search_dialog is None  # dealt at once
        assert game.order == select_deal(parse(PYRAMID_READY)).order  # candidate 1, not the file's 0
    finally:
        w.close()
