"""The controller drives any :class:`~paciencia.ui.window.view.View` (issue 26 §1): here a view of a
test's own, with a table scene and no window, answers C-13's questions as data, so the
requests that replace a game are checked without a dialog or a monkeypatch."""

from __future__ import annotations

from typing import Any

import pytest

from paciencia.core.codes import parse
from paciencia.play.questions import Question

from .views import close, windowless


@pytest.fixture
def app(request: Any, qtbot: Any) -> Any:
    controller, view = windowless(request.param)
    yield controller, view
    close(controller, view)


REQUESTS = {
    "new deal": lambda c: c.new_game(),
    "chooser tile": lambda c: c.choose("spider"),
    "link": lambda c: c.open_remote(["paciencia://freecell/617"]),
    "restart": lambda c: c.restart(),
}
ASKED = {request: Question.RESTART if request == "restart" else Question.ABANDON for request in REQUESTS}
"""The question each request asks: a restart has its own words (issue 37 §8)."""


@pytest.mark.parametrize("app", [False], indirect=True)
@pytest.mark.parametrize("request_", list(REQUESTS))
def test_keep_playing_keeps_the_game_and_records_nothing(app: Any, request_: str) -> None:
    controller, view = app
    assert view.shown == ["chooser"]  # a first launch: nothing saved, no last game
    controller.open_code(parse("paciencia://klondike/40"))
    game = controller.game
    controller.session.stock_action()
    REQUESTS[request_](controller)
    assert view.asked == [ASKED[request_]] and controller.game is game and game.moves == 1
    assert view.said[-1] == "The game in progress goes on." and not controller.flow.stats.variants


@pytest.mark.parametrize("app", [True], indirect=True)
@pytest.mark.parametrize("request_", list(REQUESTS))
def test_abandoning_records_one_loss(app: Any, request_: str) -> None:
    controller, view = app
    controller.open_code(parse("paciencia://klondike/40"))
    controller.session.stock_action()
    REQUESTS[request_](controller)
    assert view.asked == [ASKED[request_]]
    assert (controller.flow.stats.of("klondike?draw=1&passes=0").played, controller.game.moves) == (1, 0)


@pytest.mark.parametrize("app", [True, False], indirect=True)
def test_resigning_is_asked_and_only_a_yes_ends_the_game(app: Any) -> None:
    controller, view = app
    controller.open_code(parse("paciencia://klondike/40"))
    controller.session.stock_action()
    controller.resign()
    assert view.asked == [Question.RESIGN] and controller.game.over == view.answer
    assert controller.flow.stats.of("klondike?draw=1&passes=0").played == int(view.answer)


def test_each_thing_a_launch_could_not_use_is_said_once(qtbot: Any) -> None:
    """Unknown arguments and a link that is no game code are both told (each closure keeps its
    own message: the second was said twice before)."""
    from PySide6.QtWidgets import QApplication

    from paciencia.storage.settings import Settings
    from paciencia.ui.table.session import Session
    from paciencia.ui.window.controller import AppController

    from .views import AnsweringView

    settings = Settings(animation_speed="off")
    view = AnsweringView(False, settings)
    controller = AppController(view, Session(view.scene), settings)
    controller.start(["--bogus", "paciencia://freecell/x"])
    qtbot.waitUntil(lambda: len(view.said) >= 2)
    QApplication.processEvents()
    assert len(view.said) == 2 and view.said[0] != view.said[1]
    assert "'--bogus'" in view.said[0]
    close(controller, view)
