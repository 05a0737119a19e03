"""The mouse wheel turns a control only when the control has the focus (issue 37 §6).

A combo box, spin box or slider takes the wheel as Qt makes it, focused or not: rolling
the wheel to scroll Preferences changed the first option under the pointer (a Spider game
of 1 suit became 4 suits) and the page did not scroll. Guarded, such a control takes the
focus by a click or Tab only (not by the wheel), and an unfocused one leaves the wheel to
what holds it: a scroll area scrolls, as everywhere on the desktop.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QWidget

CONTROLS = ("QComboBox", "QAbstractSpinBox", "QSlider", "QDial")
"""The Qt classes of the controls whose value the wheel changes (not the scroll bars: the
wheel is theirs), by name: the game chooser guards its combo boxes before its first frame,
which makes no Python type it does not use."""


def is_control(widget: QObject) -> bool:
    return any(widget.inherits(name) for name in CONTROLS)


class WheelWhenFocused(QObject):
    """Keeps the wheel from the controls it watches while they have no focus."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.Wheel and isinstance(watched, QWidget) and not watched.hasFocus():
            event.ignore()  # not taken: Qt hands the wheel on to the control's parents
            return True
        return False


def guard_wheels(root: QWidget, controls: Iterable[QWidget] | None = None) -> None:
    """Every combo box, spin box and slider in ``root`` (a dialog, a page) takes the wheel
    only when it has the focus, and the focus by a click or Tab, not by the wheel.

    ``controls``: those controls, when the caller holds them: looking for them among all of
    ``root``'s children hands Python the widgets Qt made inside (scroll bars, a combo box's
    list), and PySide6 initialises every QWidget subclass to wrap them, which a launch
    that shows the game chooser first cannot afford before its first frame."""
    guard = root.findChild(WheelWhenFocused, options=Qt.FindChildOption.FindDirectChildrenOnly)
    if guard is None:
        guard = WheelWhenFocused(root)
    for control in root.findChildren(QWidget) if controls is None else controls:
        if is_control(control):
            control.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            control.installEventFilter(guard)  # once: Qt does not install the same filter twice
