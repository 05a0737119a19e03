"""Words (issue 25 item 11): counts through plural forms, step texts that say what a step
did in the game's own terms, refusals whose subject is the destination, and a hint's
message that goes with the position it spoke of."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from paciencia.core.codes import GameCode
from paciencia.core.game import Game
from paciencia.core.games.freecell.position import FreeCellPosition
from paciencia.core.moves import Move
from paciencia.core.registry import info
from paciencia.storage.stats import VariantStats
from paciencia.ui.access.announce import describe_change
from paciencia.ui.dialogs.end_dialog import EndDialog
from paciencia.ui.launch import i18n
from paciencia.ui.text import reason_text
from paciencia.ui.window.main_window import MainWindow

from .helpers import key, open_game, show_solution


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[Any]:
    yield lambda lang: i18n.install_translators(qapp, lang)
    i18n.remove_translators(qapp)


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("en", "1 day now · best 4", "2 days now · best 4"),
    ("pt_BR", "1 dia agora · melhor 4", "2 dias agora · melhor 4"),
    ("pt_PT", "1 dia agora · melhor 4", "2 dias agora · melhor 4"),
])
def test_the_daily_streak_counts_days_in_the_plural_forms(
        window: MainWindow, qtbot: Any, speak: Any, lang: str, one: str, two: str) -> None:
    speak(lang)
    open_game(window, "klondike", 3)
    game = window.controller.session.table.game
    for streak, text in ((1, one), (2, two)):
        dialog = EndDialog(game, 30.0, window, VariantStats(played=2, won=1), None, (streak, 4))
        qtbot.addWidget(dialog)
        texts = [label.text() for label in dialog.findChildren(QLabel)]
        assert text in texts, texts


@pytest.mark.parametrize("lang", ["en", "pt_BR", "pt_PT"])
def test_a_short_column_is_counted_in_the_plural_forms(speak: Any, lang: str) -> None:
    speak(lang)
    klondike = Game(GameCode.make("klondike", 1))
    one_card = klondike.rules.why_illegal(klondike.position, Move("t0", "t1", 2))  # column 1 holds 1 card
    words = {"en": "Column 1 has only 1 card.", "pt_BR": "A coluna 1 tem só 1 carta.",
             "pt_PT": "A coluna 1 tem só 1 carta."}
    assert reason_text(one_card) == words[lang]


def test_cards_going_up_by_themselves_are_counted_not_dealt() -> None:
    """FreeCell with every suit in order down four columns: the cards going up by
    themselves, as its final auto step does, are counted, not "dealt"."""
    game = Game(GameCode.make("freecell", 1))
    columns = tuple(tuple(s * 13 + r for r in range(12, -1, -1)) for s in range(4)) + ((),) * 4
    before = FreeCellPosition(columns, (-1, -1, -1, -1), (0, 0, 0, 0))
    layout = info("freecell").layout(game.rules, game.options)
    after = before._replace(columns=((),) * 8, foundations=(13, 13, 13, 13))
    words = describe_change(layout, layout.state(before), layout.state(after))
    assert words == "52 cards to the foundations"
    partly = before._replace(columns=tuple(c[:-5] if c else c for c in before.columns), foundations=(5, 5, 5, 5))
    assert describe_change(layout, layout.state(before), layout.state(partly)) == "20 cards to the foundations"


def test_a_spider_run_goes_to_the_pile_named_as_its_label() -> None:
    code = GameCode.make("spider", 1, suits=1)
    game = Game(code)
    rules = game.rules
    lines = ["stock: ", "runs: ", "a: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S", "b: AS"] + [f"{c}: 5S" for c in "cdefghij"]
    before = rules.parse_position("\n".join(lines))
    after = rules.apply(before, Move("t1", "t0")).position
    layout = info("spider").layout(rules, game.options)
    words = describe_change(layout, layout.state(before), layout.state(after))
    assert words.endswith(" to 1/8 runs"), words
    assert "Discard" not in words


def test_the_playback_bar_says_what_the_last_freecell_step_did(window: MainWindow, qtbot: Any) -> None:
    open_game(window, "freecell", 1)
    show_solution(qtbot, window)
    solution = window.playback.solution
    window.playback.go_to(len(solution.steps))
    window.scene.animator.finish()
    text = window.playback_bar.text.text()
    assert "dealt" not in text, text
    assert "to the foundations" in text or " to Foundation " in text, text
    window.playback.stop()


def test_a_hint_s_message_goes_with_undo_and_redo(window: MainWindow) -> None:
    open_game(window, "klondike", 61)
    session = window.controller.session
    session.stock_action()
    window.scene.animator.finish()
    key(window, Qt.Key.Key_D)
    assert window.status.currentMessage(), "the hint says something"
    key(window, Qt.Key.Key_Z)
    assert window.status.currentMessage() == ""
    key(window, Qt.Key.Key_D)
    assert window.status.currentMessage()
    key(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert window.status.currentMessage() == ""
