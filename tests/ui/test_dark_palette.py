"""U-7 (issue 25 item 8): a dark system palette leaves every text readable.

The app runs under a dark palette (Breeze Dark's colours) and under the default light
one; each text the player reads (the banner, the playback bar, the statistics, the end
screen, the chooser, Preferences, Play game number, the leaderboard) is grabbed as it is
drawn and its ink measured against what is behind it: at least WCAG AA's 4.5:1. A
command that cannot act now (disabled) is left out, as WCAG leaves it out.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLabel, QToolButton, QWidget

from paciencia.core.codes import GameCode
from paciencia.storage.stats import VariantStats
from paciencia.ui.window.main_window import MainWindow

from .contrast import AA, contrast, dark_palette
from .helpers import make_window


@pytest.fixture(params=["dark", "light"])
def palette(request: Any, qapp: QApplication) -> Iterator[str]:
    before = QPalette(qapp.palette())
    if request.param == "dark":
        qapp.setPalette(dark_palette())
    yield request.param
    qapp.setPalette(before)


@pytest.fixture
def dark_window(qtbot: Any, palette: str) -> Iterator[MainWindow]:
    w = make_window(qtbot, size=(1100, 760))
    w.controller.open_code(GameCode.make("klondike", 3), animate=False)
    QApplication.processEvents()
    yield w
    w.scene.animator.finish()
    w.close()


def _text(widget: QWidget) -> str:
    if isinstance(widget, (QLabel, QAbstractButton)):
        return widget.text()
    if isinstance(widget, QComboBox):
        return widget.currentText()
    return ""


def unreadable(top: QWidget, under: QWidget | None = None) -> list[tuple[str, float]]:
    """Every shown, enabled text under ``under`` (default: all of ``top``) whose contrast
    is under AA, with its contrast."""
    top.show()
    QApplication.processEvents()
    found = []
    for widget in (under or top).findChildren(QWidget):
        text = _text(widget)
        if text and widget.isVisible() and widget.isEnabled() and widget.width() > 4 and (
                widget.visibleRegion().boundingRect().height() >= widget.height() * 0.8):  # not scrolled away
            c = contrast(widget)
            if c < AA:
                found.append((f"{type(widget).__name__} {text[:40]!r}", round(c, 2)))
    return found


def test_the_banner_and_its_buttons(dark_window: MainWindow) -> None:
    banner = dark_window.banner
    banner.show_text("No move left that brings progress.", "resign")
    close = [b for b in banner.findChildren(QToolButton) if b.text() == "✕"]
    assert close, "the banner's close button"
    assert unreadable(dark_window, banner) == []
    assert contrast(close[0]) >= AA  # a flat button: its glyph on the banner itself


def test_the_playback_bar(dark_window: MainWindow) -> None:
    bar = dark_window.playback_bar
    bar.text.setText("Step 3 of 40: 19 cards to the foundations")
    bar.show()
    for action in dark_window.playback.actions.values():
        action.setEnabled(True)
    buttons = bar.findChildren(QToolButton)
    assert len(buttons) >= 3
    assert unreadable(dark_window, bar) == []
    for button in buttons:  # as styles that draw tool buttons flat (Breeze) show them
        button.setAutoRaise(True)
    assert unreadable(dark_window, bar) == []


def test_the_chooser(dark_window: MainWindow) -> None:
    dark_window.show_chooser()
    assert unreadable(dark_window, dark_window.chooser) == []


def test_statistics_with_its_caption(dark_window: MainWindow, qtbot: Any) -> None:
    from paciencia.ui.dialogs.statistics import StatisticsDialog

    dialog = StatisticsDialog(dark_window.controller.flow, "klondike?draw=1&passes=0", dark_window)
    qtbot.addWidget(dialog)
    captions = [label for label in dialog.findChildren(QLabel) if label.text().startswith("Results over time")]
    assert captions
    assert unreadable(dialog) == []


def test_the_end_screen(dark_window: MainWindow, qtbot: Any) -> None:
    from paciencia.ui.dialogs.end_dialog import EndDialog

    game = dark_window.controller.session.table.game
    dialog = EndDialog(game, 42.0, dark_window, VariantStats(played=3, won=1), 2, (1, 4))
    qtbot.addWidget(dialog)
    assert unreadable(dialog) == []


def test_preferences_with_its_notes(dark_window: MainWindow, qtbot: Any) -> None:
    from paciencia.ui.dialogs.preferences import PreferencesDialog

    dialog = PreferencesDialog(dark_window.controller.settings, dark_window)
    qtbot.addWidget(dialog)
    dialog.resize(dialog.sizeHint())
    for page in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(page)
        assert unreadable(dialog) == [], dialog.tabs.tabText(page)
    dialog.tabs.setCurrentIndex(1)
    for error in (True, False):
        dialog.look._say("That deck cannot be used: its file is damaged.", error=error)
        QApplication.processEvents()
        assert dialog.look.deck_message.isVisible() and contrast(dialog.look.deck_message) >= AA


def test_play_game_number_says_wrong_and_right_readably(dark_window: MainWindow, qtbot: Any) -> None:
    from paciencia.ui.dialogs.play_number import PlayNumberDialog

    controller = dark_window.controller
    dialog = PlayNumberDialog(lambda n: controller.code_for("klondike", n), "", dark_window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.entry.setText("paciencia://nothing/1")
    assert dialog.feedback.text() and contrast(dialog.feedback) >= AA
    dialog.entry.setText("42")
    assert dialog.feedback.text() and contrast(dialog.feedback) >= AA
    dialog.entry.setText("")
    assert unreadable(dialog) == []


def test_the_empty_leaderboard(dark_window: MainWindow, qtbot: Any) -> None:
    from paciencia.ui.dialogs.leaderboard import LeaderboardDialog

    dialog = LeaderboardDialog([], None, dark_window)
    qtbot.addWidget(dialog)
    assert unreadable(dialog) == []
