"""Help → Keyboard (C-12, U-6): every shortcut the window answers to, listed from the actions."""

from PySide6.QtGui import QKeySequence

from paciencia.ui.dialogs.help import keyboard_text


def test_the_keyboard_help_lists_every_shortcut_of_every_action(window):
    text = keyboard_text(window.menuBar())
    native = QKeySequence.SequenceFormat.NativeText
    keyed = [a for a in window.acts.values() if a.shortcuts()]
    assert {"copy", "choose", "stats", "leaders", "quit"} <= {a.objectName() for a in keyed}
    for a in keyed:
        for k in a.shortcuts():
            assert f"<b>{k.toString(native)}</b>" in text, (a.objectName(), k.toString(native))
    for key in ("Ctrl+C", "Ctrl+G", "Ctrl+T", "Ctrl+L", "Ctrl+Q", "F1", "F2", "Space", "Ctrl+Y"):
        assert f"<b>{key}</b>" in text
    assert "Copy game link" in text and "&" not in text.replace("&amp;", "")
