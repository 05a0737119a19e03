"""The controller drives any :class:`~paciencia.ui.view.View` (issue 26 §1): here a view of a
test's own, with a table scene and no window, answers C-13's questions as data, so the
requests that replace a game are checked without a dialog or a monkeypatch."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QMainWindow

from paciencia.core.codes import parse
from paciencia.decks.choice import renderer_for_keys
from paciencia.play.questions import Question
from paciencia.storage.settings import Settings
from paciencia.ui.controller import AppController
from paciencia.ui.scene.table_scene import TableScene


class AnsweringView:
    """A view that answers every question as told and writes down what it was asked to show."""

    def __init__(self, answer: bool, settings: Settings) -> None:
        self.window = QMainWindow()  # never shown: the parent of what the controller builds
        self.scene = TableScene(renderer_for_keys(settings.deck, settings.back), self.window)
        self.answer = answer
        self.asked: list[Question] = []
        self.said: list[str] = []
        self.shown: list[str] = []

    def widget(self) -> QMainWindow:
        return self.window

    def ask(self, question: Question) -> bool:
        self.asked.append(question)
        return self.answer

    def say(self, text: str) -> None:
        self.said.append(text)

    def show_banner(self, text: str, action: str) -> None:
        pass

    def show_table(self) -> None:
        self.shown.append("table")

    def show_chooser(self) -> None:
        self.shown.append("chooser")

    def focus_table(self) -> None:
        pass

    def bring_to_front(self) -> None:
        self.shown.append("front")

    def show_notices(self) -> None:
        pass

    def warn_unsaved(self, error: str) -> None:
        pass

    def show_deck_notice(self, text: str) -> None:
        pass

    def apply_look(self) -> None:
        pass


@pytest.fixture
def app(request: Any, qtbot: Any) -> Any:
    settings = Settings(animation_speed="off")
    view = AnsweringView(request.param, settings)
    controller = AppController(view, settings)
    ends: list[Any] = []
    controller.end_screen = lambda dialog: ends.append(dialog) or 0  # the end screen, closed at once
    controller.start([])
    yield controller, view
    controller.shutdown()
    view.window.deleteLater()


REQUESTS = {
    "new deal": lambda c: c.new_game(),
    "chooser tile": lambda c: c.choose("spider"),
    "link": lambda c: c.open_remote(["paciencia://freecell/617"]),
    "restart": lambda c: c.restart(),
}


@pytest.mark.parametrize("app", [False], indirect=True)
@pytest.mark.parametrize("request_", list(REQUESTS))
def test_keep_playing_keeps_the_game_and_records_nothing(app: Any, request_: str) -> None:
    controller, view = app
    assert view.shown == ["chooser"]  # a first launch: nothing saved, no last game
    controller.open_code(parse("paciencia://klondike/40"))
    game = controller.game
    controller.session.stock_action()
    REQUESTS[request_](controller)
    assert view.asked == [Question.ABANDON] and controller.game is game and game.moves == 1
    assert view.said[-1] == "The game in progress goes on." and not controller.flow.stats.variants


@pytest.mark.parametrize("app", [True], indirect=True)
@pytest.mark.parametrize("request_", list(REQUESTS))
def test_abandoning_records_one_loss(app: Any, request_: str) -> None:
    controller, view = app
    controller.open_code(parse("paciencia://klondike/40"))
    controller.session.stock_action()
    REQUESTS[request_](controller)
    assert view.asked == [Question.ABANDON]
    assert (controller.flow.stats.of("klondike?draw=1&passes=0").played, controller.game.moves) == (1, 0)


@pytest.mark.parametrize("app", [True, False], indirect=True)
def test_resigning_is_asked_and_only_a_yes_ends_the_game(app: Any) -> None:
    controller, view = app
    controller.open_code(parse("paciencia://klondike/40"))
    controller.session.stock_action()
    controller.resign()
    assert view.asked == [Question.RESIGN] and controller.game.over == view.answer
    assert controller.flow.stats.of("klondike?draw=1&passes=0").played == int(view.answer)
