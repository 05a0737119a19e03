"""B-6 / C-12: every dialog is usable without a mouse. Tab reaches every control a
player uses (buttons, boxes, fields, lists, tab bars), the default button among them,
and Escape closes the dialog."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from typing import Any  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QTabBar,
    QTabWidget,
    QTextBrowser,
    QWidget,
)

from paciencia.core.codes import GameCode  # noqa: E402
from paciencia.ui.dialogs.deck_import import confirm_remove  # noqa: E402
from paciencia.ui.window.commands import ask_abandon  # noqa: E402  (the real one: conftest stubs it)

KINDS = (QAbstractButton, QComboBox, QLineEdit, QAbstractItemView, QTabBar, QAbstractSpinBox, QTextBrowser)


def _inside_another(w: QWidget, dialog: QWidget) -> bool:
    """A part of a compound control (a combo's line edit, a tab bar's scroll arrows, a
    table's header)."""
    p = w.parentWidget()
    while p is not None and p is not dialog:
        if isinstance(p, (QComboBox, QAbstractSpinBox, QTabBar, QAbstractItemView)):
            return True
        p = p.parentWidget()
    return False


def _controls(dialog: QWidget) -> list[QWidget]:
    return [
        w for w in dialog.findChildren(QWidget)
        if isinstance(w, KINDS) and w.isVisibleTo(dialog) and w.isEnabled() and not _inside_another(w, dialog)
    ]


def _walk(dialog: QWidget) -> list[QWidget]:
    """The widgets Tab visits, from the one focused when the dialog opened."""
    start = dialog.focusWidget()
    if start is None:
        dialog.focusNextChild()
        start = dialog.focusWidget()
    assert start is not None, f"{dialog.windowTitle()}: nothing has the keyboard focus"
    seen = [start]
    for _ in range(4 * len(_controls(dialog)) + 4):
        QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        w = dialog.focusWidget()
        if w is seen[0]:
            break
        seen.append(w)
    return seen


def _check_tab_reaches_everything(dialog: QWidget) -> None:
    seen = set(_walk(dialog))
    name = dialog.windowTitle()
    for w in _controls(dialog):
        label = w.text() if isinstance(w, (QAbstractButton, QLineEdit)) else w.objectName()
        what = f"{name}: {type(w).__name__} {label!r}"
        if isinstance(w, QRadioButton) and w.autoExclusive():
            # A group of radio buttons is one Tab stop (Qt takes Tab from the unchecked
            # ones); the arrows move inside it.
            group = [b for b in w.parentWidget().findChildren(QRadioButton) if b.autoExclusive()]
            assert seen & set(group), f"{what}: Tab never reaches its group"
            continue
        assert w.focusPolicy() & Qt.FocusPolicy.TabFocus, f"{what} cannot take the keyboard focus"
        assert w in seen, f"{what} is never reached with Tab"


def _pages(dialog: QWidget):
    """Each page of the dialog's tabs in turn (the dialog itself when it has none)."""
    tabs = dialog.findChildren(QTabWidget)
    if not tabs:
        yield
        return
    for i in range(tabs[0].count()):
        tabs[0].setCurrentIndex(i)
        QApplication.processEvents()
        yield


def _check(qtbot: Any, dialog: QDialog) -> None:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for _ in _pages(dialog):
        _check_tab_reaches_everything(dialog)
    buttons = [b for b in dialog.findChildren(QPushButton) if b.isVisibleTo(dialog)]
    default = [b for b in buttons if b.isDefault()] or [b for b in buttons if b.autoDefault()]
    assert default, f"{dialog.windowTitle()}: no default button for Enter"
    assert default[0].focusPolicy() & Qt.FocusPolicy.TabFocus
    QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible(), f"{dialog.windowTitle()}: Escape does not close it"


def test_preferences(qtbot, window):
    from paciencia.ui.dialogs.preferences import PreferencesDialog

    _check(qtbot, PreferencesDialog(window.controller.settings, window))


def test_play_game_number(qtbot, window):
    from paciencia.ui.dialogs.play_number import PlayNumberDialog

    _check(qtbot, PlayNumberDialog(None, "", window))


def test_statistics(qtbot, window):
    from paciencia.ui.dialogs.statistics import StatisticsDialog

    _check(qtbot, StatisticsDialog(window.controller.flow, "freecell", window))


def test_leaderboard(qtbot, window):
    from paciencia.ui.dialogs.leaderboard import LeaderboardDialog

    _check(qtbot, LeaderboardDialog(window.controller.flow.leaderboard, None, window))


@pytest.mark.parametrize("won", [True, False])
def test_end_of_game(qtbot, window, monkeypatch, won):
    from paciencia.ui.dialogs import end_dialog
    from paciencia.ui.dialogs.end_dialog import EndDialog

    monkeypatch.setattr(end_dialog, "CALM_S", 0.0)  # its calm moment: tests/ui/test_end_screen_keys.py
    window.controller.open_code(GameCode.make("freecell", 1), animate=False)
    game = window.controller.session.table.game
    monkeypatch.setattr(type(game), "won", property(lambda self: won))
    _check(qtbot, EndDialog(game, 1.0, window))


def test_help(qtbot, window):
    from paciencia.ui.dialogs.help import RulesDialog

    _check(qtbot, RulesDialog("klondike", window))


def _answer_modal(qtbot, ask) -> None:
    """Open a modal question with ``ask()``; check it from inside its event loop."""
    checked: list[str] = []

    def inspect() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QDialog)
        _check_tab_reaches_everything(box)
        default = [b for b in box.findChildren(QPushButton) if b.isDefault()]
        assert default and default[0] in _walk(box), "Enter has a default answer Tab reaches"
        checked.append(box.windowTitle())
        QTest.keyClick(box.focusWidget() or box, Qt.Key.Key_Escape)

    QTimer.singleShot(0, inspect)
    assert ask() is False, "Escape is the safe answer"
    assert checked, "the question was checked"
    assert QApplication.activeModalWidget() is None, "Escape closed it"


def test_abandon_question(qtbot, window):
    _answer_modal(qtbot, lambda: ask_abandon(window))


def test_deck_removal_question(qtbot, window):
    _answer_modal(qtbot, lambda: confirm_remove(window, "Test deck"))


def test_deck_import_button_and_menu(qtbot, window):
    """Import… is a Tab stop of the decks page and its menu opens from the keyboard."""
    from paciencia.ui.dialogs.preferences import PreferencesDialog

    d = PreferencesDialog(window.controller.settings, window)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    button = d.findChild(QPushButton, "import-deck")
    d.tabs.setCurrentIndex(d.tabs.indexOf(next(p for p in (d.tabs.widget(i) for i in range(d.tabs.count()))
                                              if p.isAncestorOf(button))))
    QApplication.processEvents()
    assert button in _walk(d)
    menu = button.menu()
    opened: list[bool] = []

    def look() -> None:
        opened.append(menu.isVisible() and all(a.isEnabled() for a in menu.actions()))
        QTest.keyClick(menu, Qt.Key.Key_Escape)

    QTimer.singleShot(0, look)
    button.setFocus()
    QTest.keyClick(button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: bool(opened))
    assert opened == [True], "Space opens the menu of file and folder imports"
    assert not menu.isVisible()
