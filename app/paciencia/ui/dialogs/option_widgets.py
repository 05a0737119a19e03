"""A game option as a widget (T-1): a combo box, a spin box or a check box, from its declaration.

Preferences draws every game's options with these, so a game's options appear
there without the dialog knowing the game (issue 13).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox, QWidget

from ...core.options import Option, Value
from ..text import tr


def option_widget(option: Option, value: Value) -> QWidget:
    """A widget showing ``value`` that lets the player choose among the allowed ones."""
    widget: QWidget
    if option.numbers is not None:
        spin = QSpinBox()
        spin.setRange(option.numbers.low, option.numbers.high)
        if option.numbers.zero_label:
            spin.setSpecialValueText(tr("options", option.numbers.zero_label))
        spin.setValue(int(value))
        widget = spin
    elif option.is_flag:
        check = QCheckBox(tr("options", option.label))
        check.setChecked(bool(value))
        widget = check
    else:
        combo = QComboBox()
        for choice in option.choices:
            combo.addItem(tr("options", choice.label), choice.value)
        combo.setCurrentIndex(max(0, combo.findData(value)))
        widget = combo
    if option.tip:
        widget.setToolTip(tr("options", option.tip))
    return widget


def widget_value(widget: QWidget) -> Value:
    if isinstance(widget, QSpinBox):
        return widget.value()
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    assert isinstance(widget, QComboBox)
    value: Value = widget.currentData()
    return value


def set_widget_value(widget: QWidget, value: Value) -> None:
    if isinstance(widget, QSpinBox):
        widget.setValue(int(value))
    elif isinstance(widget, QCheckBox):
        widget.setChecked(bool(value))
    elif isinstance(widget, QComboBox):
        widget.setCurrentIndex(max(0, widget.findData(value)))


def watch(widget: QWidget, changed: Callable[[], None]) -> None:
    """Call ``changed`` whenever the player changes the widget's value."""
    if isinstance(widget, QSpinBox):
        widget.valueChanged.connect(lambda _v: changed())
    elif isinstance(widget, QCheckBox):
        widget.toggled.connect(lambda _v: changed())
    elif isinstance(widget, QComboBox):
        widget.currentIndexChanged.connect(lambda _v: changed())
