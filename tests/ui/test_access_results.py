"""B-6 with the readers players have: Orca 43 (Debian 12) ignores announcement events, so the
result of each action is also the focused object's new description, posted as a change (what
Orca 43 speaks); a reader that hears announcements is not told twice (issue 25 item 13).

Events are observed as a reader gets them: every ``QAccessible.updateAccessibility`` call is
recorded with the interface it is for and, for a description change, the description it
carries at that moment (the text AT-SPI sends along)."""

import os
import stat

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from paciencia.ui.access import readers as readers_module
from paciencia.ui.access.readers import Readers, registered_events

from .helpers import click, key, open_game, top

Description = QAccessible.Text.Description
Changed = QAccessible.Event.DescriptionChanged
DIGIT = {n: getattr(Qt.Key, f"Key_{(n + 1) % 10}") for n in range(10)}


@pytest.fixture
def orca43(window, monkeypatch):
    """A reader is listening, and it does not hear announcements (Orca 43). Yields the list of
    (event, interface, description then, whether it tells a result) the window posts."""
    was = QAccessible.isActive()
    QAccessible.setActive(True)
    window.access.tree.told.readers.heard = False
    monkeypatch.setattr(Readers, "hear_announcements", lambda self: bool(self.heard))
    posted = []
    real = QAccessible.updateAccessibility

    def record(event):
        iface = event.accessibleInterface()
        text = iface.text(Description) if iface is not None and event.type() == Changed else None
        posted.append((event.type(), iface, text, window.access.tree.told._posting))
        real(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(record))
    yield posted
    QAccessible.setActive(was)


def keys(window, *names):
    window.view.setFocus()
    for name in names:
        key(window, name if isinstance(name, Qt.Key) else DIGIT[name])


def told(window, posted):
    """The results told since the last call: the descriptions posted as changed, each with
    whether it was told on the object that has the focus."""
    focused = window.access.tree.focused()
    out = [(text, iface is focused) for kind, iface, text, telling in posted if kind == Changed and telling and text]
    posted.clear()
    return out


def opened(qtbot, window, posted, game, number):
    """``game`` dealt, its "New deal" said, and the focus on the table (nothing told yet)."""
    open_game(window, game, number)
    window.view.setFocus()
    qtbot.waitUntil(lambda: not window.access.announcer._pending, timeout=2000)
    posted.clear()


def flush(qtbot, window, posted):
    """The announcer gathers one action's results and says them in the next turn of the loop."""
    qtbot.waitUntil(lambda: any(kind == Changed and telling for kind, _, _, telling in posted), timeout=2000)


F = Qt.Key.Key_F
ENTER = Qt.Key.Key_Return


def test_a_move_with_keys_is_told_on_the_focused_card(window, orca43, qtbot):
    """Klondike deal 61: 4 Enter (A♠ picked up), F ×4, Enter: the move and the card it turned up."""
    opened(qtbot, window, orca43, "klondike", 61)
    keys(window, 3, ENTER)
    assert told(window, orca43) == [("Picked up ace of spades", True)]
    keys(window, F, F, F, F, ENTER)
    flush(qtbot, window, orca43)
    assert window.controller.session.table.game.moves == 1
    assert told(window, orca43) == [
        ("ace of spades from Column 4 to Foundation 4, king of diamonds turned up.", True)
    ]
    assert window.access.tree.focused().text(QAccessible.Text.Name) == "ace of spades, Foundation 4"


def test_a_refusal_is_told_on_the_card_it_was_put_on(window, orca43, qtbot):
    """4 Enter 1 Enter in Klondike deal 61 is refused (A♠ on 10♣): why, on the 10♣."""
    opened(qtbot, window, orca43, "klondike", 61)
    keys(window, 3, ENTER, 0, ENTER)
    flush(qtbot, window, orca43)
    why = window.status.currentMessage()
    assert told(window, orca43)[-1] == (why.rstrip(".") + ".", True)
    assert window.access.tree.focused().text(QAccessible.Text.Name) == "10 of clubs, Column 1"


def test_the_same_words_twice_are_a_change_twice(window, orca43, qtbot):
    """A reader skips a description it has already: the second time, it is cleared first."""
    opened(qtbot, window, orca43, "klondike", 61)
    keys(window, 3)
    for _ in range(2):
        keys(window, Qt.Key.Key_C)  # Klondike has no free cells
    assert [text for kind, _, text, telling in orca43 if kind == Changed and telling] == [
        "This game has no such pile.", "", "This game has no such pile."
    ]


def test_held_cards_are_said_wherever_the_focus_goes(window, orca43, qtbot):
    opened(qtbot, window, orca43, "freecell", 61)
    keys(window, 1, ENTER, 7)
    focused = window.access.tree.focused()
    assert focused.text(Description) == "holding 5 of hearts"
    keys(window, Qt.Key.Key_Escape)
    assert focused.text(Description) == ""


def test_the_result_is_not_left_on_the_card(window, orca43, qtbot):
    """Read again (the focus comes back), the card has its own description: the result is not
    said twice; and when the focus leaves, the card's own description is posted for a reader's
    cache, while another object has the focus (so it is not spoken)."""
    opened(qtbot, window, orca43, "freecell", 61)
    keys(window, 1, ENTER, 7, ENTER)
    flush(qtbot, window, orca43)
    card = window.access.tree.focused()
    assert told(window, orca43)[-1] == ("5 of hearts from Column 2 to Column 8.", True)
    assert card.text(Description) == ""
    keys(window, 2)
    left = [(iface is card, telling, iface is window.access.tree.focused()) for kind, iface, _, telling in orca43
            if kind == Changed]
    assert left == [(True, False, False)]


def test_results_without_a_focused_card_go_to_the_table(window, orca43, qtbot):
    """Played with the mouse, the table itself has the focus: the result is told on it."""
    opened(qtbot, window, orca43, "klondike", 61)
    assert window.view.keyboard.focus is None
    click(window, top(window, "t3"))  # A♠ to its foundation, on one click
    flush(qtbot, window, orca43)
    table = window.access.tree.view_interface()
    assert [(text, iface is table) for kind, iface, text, telling in orca43 if kind == Changed and telling] == [
        ("ace of spades from Column 4 to Foundation 4, king of diamonds turned up.", True)
    ]
    assert table.text(Description).startswith("Arrow keys move between cards")


def test_pyramid_says_the_chosen_card_and_its_partners(window, orca43, qtbot):
    opened(qtbot, window, orca43, "pyramid", 61)
    keys(window, Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Left)
    assert window.view.keyboard.focus == ("p23", 0)
    keys(window, ENTER)
    flush(qtbot, window, orca43)
    assert told(window, orca43) == [("10 of spades chosen, pairs with 3 of diamonds.", True)]
    keys(window, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right, ENTER)
    flush(qtbot, window, orca43)
    assert [text for text, _ in told(window, orca43)] == ["10 of spades and 3 of diamonds to Discard pile."]


def test_a_put_down_that_moves_does_not_also_say_let_go(window, qtbot):
    open_game(window, "freecell", 61)
    qtbot.waitUntil(lambda: not window.access.announcer._pending, timeout=2000)
    said = []
    window.access.announcer.announced.connect(said.append)
    keys(window, 1, ENTER, 7, ENTER)
    qtbot.waitUntil(lambda: len(said) == 2, timeout=2000)
    assert said == ["Picked up 5 of hearts", "5 of hearts from Column 2 to Column 8."]


def test_a_reader_that_hears_announcements_is_not_told_twice(window, orca43, qtbot):
    window.access.tree.told.readers.heard = True
    opened(qtbot, window, orca43, "freecell", 61)
    said = []
    window.access.announcer.announced.connect(said.append)
    keys(window, 1, ENTER, 7, ENTER)
    qtbot.waitUntil(lambda: len(said) == 2, timeout=2000)
    assert told(window, orca43) == []
    assert said[-1] == "5 of hearts from Column 2 to Column 8."


# -- asking the accessibility bus which events the readers listen to -------------------
def _fake_gdbus(tmp_path, monkeypatch, events: str, code: int = 0) -> None:
    tool = tmp_path / "bin" / "gdbus"
    tool.parent.mkdir()
    tool.write_text(
        "#!/bin/sh\n"
        f'case "$*" in *GetAddress*) echo "(\'unix:path=/tmp/a11y\',)";; *) echo "{events}"; exit {code};; esac\n'
    )
    tool.chmod(tool.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("PATH", f"{tool.parent}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.delenv("AT_SPI_BUS_ADDRESS", raising=False)
    monkeypatch.setattr(readers_module.sys, "platform", "linux")


ORCA43 = "([(':1.3', 'Object:StateChanged:Focused'), (':1.3', 'Object:PropertyChange:AccessibleDescription')],)"
ORCA46 = "([(':1.3', 'Object:StateChanged:Focused'), (':1.3', 'Object:Announcement:')],)"


@pytest.mark.parametrize(("events", "heard"), [(ORCA43, False), (ORCA46, True)])
def test_the_registry_says_whether_announcements_are_heard(tmp_path, monkeypatch, events, heard):
    _fake_gdbus(tmp_path, monkeypatch, events)
    assert "Object:StateChanged:Focused" in registered_events()
    r = Readers()
    assert r.hear_announcements() is False  # not known yet: told both ways meanwhile
    r._thread.join(10)
    assert r.hear_announcements() is heard


def test_without_an_answer_results_go_both_ways(tmp_path, monkeypatch):
    _fake_gdbus(tmp_path, monkeypatch, "", code=1)
    assert registered_events() is None
    r = Readers()
    r.hear_announcements()
    r._thread.join(10)
    assert r.heard is None and r.hear_announcements() is False
