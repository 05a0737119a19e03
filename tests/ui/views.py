"""A view of the tests' own (issue 26 §1): the controller drives it like the window, with a
table scene and no window, and it answers C-13's questions as it is told."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QMainWindow

from paciencia.decks.choice import renderer_for_keys
from paciencia.play.questions import Question
from paciencia.storage.settings import Settings
from paciencia.ui.scene.table_scene import TableScene
from paciencia.ui.table.session import Session
from paciencia.ui.window.controller import AppController


class AnsweringView:
    """A view that answers every question as told and writes down what it was asked to show."""

    def __init__(self, answer: bool, settings: Settings) -> None:
        self.window = QMainWindow()  # never shown: the parent of what the controller builds
        self.scene = TableScene(renderer_for_keys(settings.deck, settings.back), self.window)
        self.answer = answer
        self.asked: list[Question] = []
        self.said: list[str] = []
        self.shown: list[str] = []
        self.ends: list[Any] = []

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


def windowless(answer: bool, argv: tuple[str, ...] = ()) -> tuple[AppController, AnsweringView]:
    """A controller on an :class:`AnsweringView`, started as a launch with ``argv`` (nothing:
    a first launch); its end screens are kept in ``view.ends`` and closed at once. Call
    :func:`close` when done."""
    settings = Settings(animation_speed="off")
    view = AnsweringView(answer, settings)
    controller = AppController(view, Session(view.scene), settings)
    controller.end_screen = lambda dialog: view.ends.append(dialog) or 0
    controller.start(list(argv))
    return controller, view


def close(controller: AppController, view: AnsweringView) -> None:
    controller.shutdown()
    view.window.deleteLater()
