"""T-3 at start: a bad stored file is set aside, the player told once, defaults used,
nothing else lost."""

import json
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from paciencia.core.codes import parse  # noqa: E402
from paciencia.core.game import Game  # noqa: E402
from paciencia.core.moves import Move  # noqa: E402
from paciencia.storage import files  # noqa: E402
from paciencia.storage.saved_game_writer import save_game  # noqa: E402
from paciencia.storage.settings import Settings, save_settings  # noqa: E402
from paciencia.storage.stats import Result, Statistics, save_statistics  # noqa: E402
from paciencia.ui.window.main_window import MainWindow  # noqa: E402

STORED = {
    "settings": (lambda: files.config_dir() / "settings.json", "paciencia-settings"),
    "statistics": (lambda: files.data_dir() / "statistics.json", "paciencia-statistics"),
    "leaderboard": (lambda: files.data_dir() / "leaderboard.json", "paciencia-leaderboard"),
    "saved game": (lambda: files.data_dir() / "saved_game.json", "paciencia-saved-game"),
}
def raw_document(kind, data_text):
    return ('{"format": "' + kind + '", "version": 1, "data": ' + data_text + "}").encode()


BAD = {
    "garbage": lambda kind: b"\x89PNG\x00\xff not json",
    "truncated": lambda kind: json.dumps({"format": kind, "version": 1, "data": {}}).encode()[:25],
    "empty": lambda kind: b"",
    "wrong type": lambda kind: b'"just a string"',
    "future version": lambda kind: json.dumps({"format": kind, "version": 42, "data": {}}).encode(),
    # valid-looking JSON that made json.loads raise (ValueError, RecursionError): every launch crashed
    "4 301 digits": lambda kind: raw_document(kind, '{"x": ' + "9" * 4301 + "}"),
    "nested 200 000 deep": lambda kind: raw_document(kind, '{"x": ' + "[" * 200_000 + "]" * 200_000 + "}"),
    "NaN": lambda kind: raw_document(kind, '{"elapsed": NaN}'),
}


def launch(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    w.controller.start([])
    QApplication.processEvents()
    return w


def good_files(except_for):
    """Every other stored file holds something, to check that nothing else is lost."""
    if except_for != "settings":
        s = Settings(player_name="Bia").with_option("klondike", "draw", 3)
        save_settings(s)
    if except_for != "statistics":
        stats = Statistics()
        stats.of("freecell").record(Result("2024-01-01T00:00:00", True, 60, 80, 900))
        save_statistics(stats)
    if except_for != "saved game":
        game = Game(parse("paciencia://freecell/7"))
        game.play(Move("t1", "f0"))  # the ace of clubs up: one move, and nothing follows by itself
        save_game(game, 12.0)


@pytest.mark.parametrize("bad", list(BAD))
@pytest.mark.parametrize("which", list(STORED))
def test_bad_file_is_set_aside_and_told_once(qtbot, which, bad):
    path_of, kind = STORED[which]
    good_files(which)
    path = path_of()
    path.parent.mkdir(parents=True, exist_ok=True)
    contents = BAD[bad](kind)
    path.write_bytes(contents)

    w = launch(qtbot)
    qtbot.waitUntil(lambda: w.notice_box is not None and w.notice_box.isVisible(), timeout=3000)
    text = w.notice_box.text()
    assert "could not be read" in text and "Everything else is as you left it." in text
    why = "newer" if bad == "future version" else "broken"  # issue 36 §8: a newer file is not damaged
    aside = list(path.parent.glob(f"{path.name}.{why}-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == contents  # set aside, never deleted
    assert aside[0].name in text
    assert ("newer version of Paciência" in text) == (bad == "future version")
    # nothing else is lost
    if which != "settings":
        s = w.controller.settings
        assert s.game_options("klondike")["draw"] == 3 and s.player_name == "Bia"
    if which != "statistics":
        assert w.controller.flow.stats.of("freecell").won == 1
    if which != "saved game":
        assert w.controller.session.table.game is not None and w.controller.session.table.game.code.game == "freecell"
        assert w.controller.session.table.game.moves == 1
    w.notice_box.close()
    w.close()
    if bad == "garbage":  # the file is gone in every case above; one relaunch per file shows it
        again = launch(qtbot)  # told once: the next start is quiet
        QApplication.processEvents()
        assert again.notice_box is None
        again.close()


def test_a_leaderboard_entry_with_a_wrong_field_is_set_aside_and_the_dialog_opens(qtbot):
    """C-10: ``date: 5``, ``code: 123`` or negative seconds made the dialog fail; now the
    file is refused at start, the player told once, and the (empty) board opens."""
    from paciencia.ui.dialogs.leaderboard import LeaderboardDialog

    path = files.data_dir() / "leaderboard.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    entry = {"score": 900, "code": "paciencia://freecell/1", "variant": "freecell", "date": 5, "seconds": -3,
             "moves": 80, "player": "Ana"}
    path.write_text(json.dumps({"format": "paciencia-leaderboard", "version": 1, "data": {"entries": [entry]}}))
    w = launch(qtbot)
    qtbot.waitUntil(lambda: w.notice_box is not None and w.notice_box.isVisible(), timeout=3000)
    assert "The leaderboard could not be read, so it starts empty." in w.notice_box.text()
    dialog = LeaderboardDialog(w.controller.flow.leaderboard, None, w)
    assert dialog.table.rowCount() == 5
    dialog.close()
    w.notice_box.close()
    w.close()
