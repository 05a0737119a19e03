"""Issue 37 §13, U-5, C-6: the title and the status line say what is known of a solution once.
"Klondike · Draw 3 · guaranteed · Solution proven" said it twice (in Portuguese "com solução ·
Solução comprovada"): a guaranteed code's own option word goes when "Solution proven" or
"no proven solution" follows. Every game, both values of the option, proven or not, in every
language the app ships."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from paciencia.core import registry
from paciencia.core.codes import GameCode
from paciencia.core.declaration import GUARANTEED
from paciencia.core.game import Game
from paciencia.storage.settings import Settings
from paciencia.ui.launch import i18n
from paciencia.ui.text import option_summary, tr
from paciencia.ui.window.figures import figures

LANGUAGES = ("en", "pt_BR", "pt_PT")
GUARANTEED_GAMES = [g.id for g in registry.games() if any(o.name == GUARANTEED for o in g.options)]


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[Any]:
    yield lambda lang: i18n.install_translators(qapp, lang)
    i18n.remove_translators(qapp)


def test_every_game_but_the_listed_levels_has_guaranteed_deals() -> None:
    assert set(GUARANTEED_GAMES) >= {"klondike", "freecell", "spider", "pyramid"}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", GUARANTEED_GAMES)
@pytest.mark.parametrize("guaranteed", [False, True])
@pytest.mark.parametrize("proven", [False, True])
def test_what_is_known_of_a_solution_is_said_once(
    speak: Any, lang: str, game_id: str, guaranteed: bool, proven: bool
) -> None:
    speak(lang)
    code = GameCode.make(game_id, 5, **{GUARANTEED: guaranteed})
    game = Game(code, Settings().game_options(game_id))
    game.proven = proven
    shown = figures(game, 0.0)
    option = code.info.option(GUARANTEED)
    word = option_summary(option, True)  # "guaranteed", as the game declares it
    assert word, "the option has a word of its own"
    said = {"proven": tr("window", "Solution proven"), "unproven": tr("window", "no proven solution")}
    for text in (shown.label, shown.title.rsplit(" — ", 1)[0]):
        mentions = [part for part in text.split(" · ") if part in (word, *said.values())]
        if proven:
            assert mentions == [said["proven"]], text
        elif guaranteed:
            assert mentions == [said["unproven"]], text
        else:
            assert mentions == [], text
    assert shown.label.startswith(QApplication.translate("games", code.info.name))
