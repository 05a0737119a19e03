"""The mouse wheel over Preferences scrolls the page and changes no setting; a focused
control still takes it (T-1, issue 37 §6: one notch over Spider's Suits made 1 suit 2)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QPushButton,
    QScrollArea,
    QScrollBar,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from paciencia.storage.settings import Settings
from paciencia.ui.dialogs.option_widgets import widget_value
from paciencia.ui.dialogs.preferences import PreferencesDialog
from paciencia.ui.dialogs.statistics import StatisticsDialog
from paciencia.ui.window import commands
from paciencia.ui.window.main_window import MainWindow
from paciencia.ui.window.wheel_focus import guard_wheels, is_control

NOTCH_DOWN = QPoint(0, -120)


def _wheel(widget: QWidget, notch: QPoint = NOTCH_DOWN) -> None:
    """One notch of the wheel with the pointer over ``widget``, as the window system sends it."""
    window = widget.window()
    handle = window.windowHandle()
    assert handle is not None
    QTest.wheelEvent(handle, widget.mapTo(window, widget.rect().center()), notch)
    QApplication.processEvents()


@pytest.fixture
def preferences(qtbot: Any) -> PreferencesDialog:
    dialog = PreferencesDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.resize(520, 360)  # a short screen: the Games page scrolls
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.tabs.setCurrentIndex(0)
    dialog.buttons.setFocus()
    return dialog


def _games_scroll(dialog: PreferencesDialog) -> QScrollArea:
    scroll = dialog.tabs.widget(0)
    assert isinstance(scroll, QScrollArea)
    return scroll


@pytest.mark.parametrize(("game", "option"), [("spider", "suits"), ("pyramid", "level"), ("klondike", "passes")])
def test_the_wheel_over_an_unfocused_option_scrolls_the_page_and_changes_nothing(
        preferences: PreferencesDialog, qtbot: Any, game: str, option: str) -> None:
    control = preferences.option_widget(game, option)
    assert isinstance(control, (QComboBox, QSpinBox))
    _games_scroll(preferences).ensureWidgetVisible(control)
    bar = _games_scroll(preferences).verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() < bar.maximum()
    before, top = widget_value(control), bar.value()
    _wheel(control)
    assert widget_value(control) == before
    assert bar.value() > top  # the page scrolled instead
    assert preferences.settings() == Settings()
    assert not control.hasFocus()  # the wheel gives no focus either
    preferences.close()


def test_a_focused_option_still_takes_the_wheel(preferences: PreferencesDialog, qtbot: Any) -> None:
    suits = preferences.option_widget("spider", "suits")
    _games_scroll(preferences).ensureWidgetVisible(suits)
    suits.setFocus()
    qtbot.waitUntil(suits.hasFocus)
    _wheel(suits)
    assert widget_value(suits) == 2
    preferences.close()


def test_every_control_of_the_dialogs_and_the_chooser_waits_for_the_focus(window: MainWindow) -> None:
    """Preferences (its three tabs), Statistics and the game chooser's variants: no combo
    box, spin box or slider takes the focus from the wheel alone."""
    preferences = commands.make_preferences(window.controller)
    statistics = StatisticsDialog(window.controller.flow, None, window)
    for holder in (preferences, statistics, window.chooser):
        controls = [c for c in holder.findChildren(QWidget) if is_control(c)]
        assert controls, holder.objectName()
        for control in controls:
            assert control.focusPolicy() == Qt.FocusPolicy.StrongFocus, (holder.objectName(), control.objectName())
    preferences.close()
    statistics.close()


def test_a_slider_is_guarded_and_a_scroll_bar_keeps_its_wheel(qtbot: Any) -> None:
    page = QWidget()
    qtbot.addWidget(page)
    layout = QVBoxLayout(page)
    slider, bar = QSlider(Qt.Orientation.Horizontal), QScrollBar(Qt.Orientation.Vertical)
    for control in (slider, bar):
        control.setRange(0, 100)
        control.setValue(50)
        layout.addWidget(control)
    button = QPushButton("OK")
    layout.addWidget(button)
    guard_wheels(page)
    page.show()
    qtbot.waitExposed(page)
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    _wheel(slider)
    _wheel(bar)
    assert slider.value() == 50 and bar.value() > 50
    assert slider.focusPolicy() == Qt.FocusPolicy.StrongFocus
    slider.setFocus()
    qtbot.waitUntil(slider.hasFocus)
    _wheel(slider)
    assert slider.value() != 50
    page.close()


def test_the_games_page_shows_whole_where_the_screen_has_room(qtbot: Any) -> None:
    """Qt gives a dialog two thirds of the screen: on 1280×800 the Games page scrolled. The
    offscreen screen is 800 pixels tall, as that one."""
    dialog = PreferencesDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    screen = dialog.screen()
    assert screen is not None and screen.availableGeometry().height() <= 800
    assert screen.availableGeometry().contains(dialog.frameGeometry())
    assert _games_scroll(dialog).verticalScrollBar().maximum() == 0
    dialog.close()
