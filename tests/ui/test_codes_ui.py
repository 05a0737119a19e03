"""C-2 in the window: the title and status name the game and the deal (U-5: never the raw
link), Copy game link, Play game number… (with the current game's whole link), a link on
the command line, and a link sent to the running app (how it gets there:
test_single_instance.py and test_instance_server.py)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtGui import QGuiApplication, QKeySequence  # noqa: E402
from PySide6.QtWidgets import QDialogButtonBox  # noqa: E402

from paciencia.core.codes import GameCode, GameCodeError  # noqa: E402
from paciencia.ui.dialogs.play_number import interpret  # noqa: E402
from paciencia.ui.window import commands  # noqa: E402

from .helpers import open_game  # noqa: E402
from .views import close, windowless  # noqa: E402


@pytest.fixture
def controller(qtbot):
    """The controller without a window (tests/ui/views.py): what the dialog and the codes do
    needs no pixels."""
    app, view = windowless(True)
    yield app
    close(app, view)


def _deal(app, game: str, number: int, **options: object) -> None:
    app.open_code(GameCode.make(game, number, **options), animate=False)


def _on_screen(w):
    """Every text the window shows the player outside dialogs: title, status line, labels."""
    status = w.status
    labels = [status.game, status.score, status.moves, status.time, status.deal, status.message]
    texts = [w.windowTitle(), w.accessibleName(), status.currentMessage()]
    texts += [label.text() for label in labels] + [label.toolTip() for label in labels]
    texts += [label.text for label in w.scene.labels.values()]
    return texts


@pytest.mark.parametrize(("game", "number", "options", "title", "deal"), [
    ("klondike", 694468, {"draw": 1}, "Klondike · Draw 1 — Paciência", "Deal 694468"),
    ("spider", 77, {"suits": 2}, "Spider · 2 suits — Paciência", "Deal 77"),
    ("freecell", 8589934591, {}, "FreeCell — Paciência", "Deal 8\u202f589\u202f934\u202f591"),
    ("pyramid", 9, {"level": "random"}, "Pyramid · Random — Paciência", "Deal 9"),
    ("klondike", 2**64 - 1, {"draw": 3, "passes": 3}, "Klondike · Draw 3 · 3 passes — Paciência",
     "Deal 18\u202f446\u202f744\u202f073\u202f709\u202f551\u202f615"),
])
def test_title_and_status_name_the_game_and_deal_never_the_link(window, game, number, options, title, deal):
    """U-5 (issue 25): the title is the game and variant, the status line shows "Deal N"
    (a long number in groups of three), and no raw link is on screen; a screen reader
    hears the same short title."""
    open_game(window, game, number, **options)
    assert window.windowTitle() == title
    assert window.accessibleName() == title
    assert window.status.deal.text() == deal
    assert all("://" not in text for text in _on_screen(window)), _on_screen(window)


def test_copy_game_link(window):
    """Game ▸ Copy game link (Ctrl+C): the whole link on the clipboard; the status line says
    so in words, without the raw link."""
    open_game(window, "freecell", 11982)
    action = window.acts["copy"]
    assert action.text() == "&Copy game link"
    assert QKeySequence(QKeySequence.StandardKey.Copy) in action.shortcuts()
    action.trigger()
    assert QGuiApplication.clipboard().text() == "paciencia://freecell/11982"
    assert window.status.currentMessage() == "Game link copied: FreeCell · Deal 11982"
    assert all("://" not in text for text in _on_screen(window))


def test_play_number_shows_the_link_of_the_game_on_the_table(window):
    """The whole link stays one click away: the Play game number dialog shows it, read-only
    and selectable, and takes a long number back as the status line groups it."""
    open_game(window, "klondike", 2**64 - 1, draw=1)
    d = commands.make_play_number(window.controller)
    assert d.link.isVisibleTo(d) and d.link.isReadOnly()
    assert d.link.text() == "paciencia://klondike/18446744073709551615?draw=1&passes=0&guaranteed=0"
    d.entry.setText(window.status.deal.text().removeprefix("Deal "))
    assert d.code is not None and d.code.number == 2**64 - 1
    commands.open_checked(window.controller, GameCode.make("spider", 5, suits=1))
    assert window.status.currentMessage() == "Playing Spider · 1 suit · Deal 5"


def test_play_number_dialog(controller):
    _deal(controller, "klondike", 3, draw=3, passes=2)
    d = commands.make_play_number(controller)
    ok = d.buttons.button(QDialogButtonBox.StandardButton.Ok)
    d.entry.setText("4711")  # a number: this game with its options
    assert ok.isEnabled() and str(d.code) == "paciencia://klondike/4711?draw=3&passes=2&guaranteed=0"
    assert "4711" in d.feedback.text()
    for text, says in [
        ("0", "positive whole number"),
        ("12ab", "neither a deal number nor a game code"),
        ("paciencia://klondike/12?draw=2", "Bad value “2” for option “draw”: use 1, 3."),
        ("paciencia://canfield/3", "Unknown game “canfield”"),
        ("paciencia://spider/3?suits=4&suits=1", "given twice"),
    ]:
        d.entry.setText(text)
        assert not ok.isEnabled() and d.code is None, text
        assert says in d.feedback.text(), (text, d.feedback.text())
    d.entry.setText(" paciencia://pyramid/9?level=random ")  # a whole link: any game
    assert ok.isEnabled()
    d.accept()
    commands.open_checked(controller, d.code)
    assert str(controller.session.table.game.code) == "paciencia://pyramid/9?level=random"


def test_a_number_alone_needs_a_game():
    with pytest.raises(GameCodeError) as e:
        interpret("15", None)
    assert "needs a game" in str(e.value)


def test_pyramid_levels_refuse_numbers_outside_their_list(controller, monkeypatch):
    from paciencia.core.games.pyramid import levels

    monkeypatch.setattr(levels, "numbers_set", lambda level: frozenset({"easy": [5, 8], "standard": [9, 12]}[level]))
    controller.flow.current.replace(controller.settings.with_option("pyramid", "level", "easy"))
    assert all(controller.code_for("pyramid").number in (5, 8) for _ in range(10))
    _deal(controller, "pyramid", 5, level="easy")
    d = commands.make_play_number(controller)
    d.entry.setText("6")
    assert d.code is None and "not in the easy list" in d.feedback.text()
    d.entry.setText("8")
    assert d.code is not None


def test_a_link_on_the_command_line_opens_that_deal(qtbot):
    app, view = windowless(True, ("paciencia://klondike/31?draw=3&passes=1",))
    assert str(app.session.table.game.code) == "paciencia://klondike/31?draw=3&passes=1&guaranteed=0"
    assert app.session.table.game.rules.draw == 3 and app.session.table.game.rules.pass_limit == 1
    close(app, view)


def test_remote_game_request_opens_that_game(controller):
    view = controller.view
    controller.open_remote(["--game", "spider"])
    assert controller.session.table.game.code.game == "spider" and view.shown[-1] == "table"
    controller.open_remote(["paciencia://klondike/0"])  # a bad link: said, nothing changes
    assert controller.session.table.game.code.game == "spider"
    assert "positive whole number" in view.said[-1]


def test_a_number_of_thousands_of_digits_is_refused_not_a_crash(controller):
    """Issue 12: Python refuses to convert 4 301+ digits; the dialog says what a code would."""
    _deal(controller, "klondike", 5)
    d = commands.make_play_number(controller)
    d.entry.setText("9" * 5000)
    assert d.code is None and "go from 1 to" in d.feedback.text() and len(d.feedback.text()) < 200
    d.entry.setText("x" * 5000)
    assert d.code is None and len(d.feedback.text()) < 200
