"""U-5, issue 11 #9: a status-line message is never cut mid-word ("Game code copied:
paciencia://klondike/45483?draw=3&passes=3&" was); what does not fit is cut after a whole
word with "…" and the whole text in the tooltip, and a game code in a message stays readable.
Issue 25: the status line names the deal ("Deal 45483"), never the raw link."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from PySide6.QtGui import QFont, QFontMetricsF  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from paciencia.core.codes import parse  # noqa: E402
from paciencia.ui.status import ELLIPSIS, fit_words  # noqa: E402

CODE = "paciencia://klondike/45483?draw=3&passes=3&guaranteed=0"


def _seen(label):
    """What the player reads in a label, and whether it fits the room it has."""
    metrics = QFontMetricsF(label.font())
    return label.shown, metrics.horizontalAdvance(label.shown) <= label.contentsRect().width() + 0.5


def _whole_words(shown: str, full: str) -> bool:
    """``shown`` is ``full``, or whole words of it with "…" where words were left out."""
    words = full.split(" ")
    allowed = set(words) | {w.rstrip(",;:·-–—") for w in words}
    return shown == full or all(p in allowed for p in shown.replace(ELLIPSIS, " ").split())


@pytest.mark.parametrize("width", [800, 1024, 1920])
def test_the_copied_link_is_said_in_words_at_every_width(window, width):
    code = parse(CODE)
    window.controller.open_code(code, animate=False, asked=True)
    window.resize(width, 600)
    QApplication.processEvents()
    window.acts["copy"].trigger()
    QApplication.processEvents()
    status = window.status
    assert status.currentMessage() == "Game link copied: Klondike · Draw 3 · 3 passes · Deal 45483"
    shown, fits = _seen(status.message)
    assert fits, f"{shown!r} is wider than its room at {width} px"
    assert "://" not in shown and _whole_words(shown, status.currentMessage())
    # the figures the player follows stay in sight, whole
    for label in (status.moves, status.time):
        assert label.isVisible() and label.shown == label.text()
    # the deal on the line is whole or away, never cut
    assert not status.deal.isVisible() or status.deal.shown == status.deal.text() == "Deal 45483"


def test_a_long_message_is_cut_after_a_word_with_the_whole_text_in_the_tooltip(window):
    window.resize(800, 600)
    QApplication.processEvents()
    text = (
        "The solver could not decide in time whether this deal can still be won, "
        "so it says nothing either way about the position on the table now."
    )
    window.status.say(text)
    QApplication.processEvents()
    label = window.status.message
    shown, fits = _seen(label)
    assert fits and shown != text and shown.endswith(ELLIPSIS)
    assert text.startswith(shown[:-1]) and text[len(shown) - 1] in " ,", f"cut mid-word: {shown!r}"
    assert label.toolTip() == text
    window.status.say("Short.")
    QApplication.processEvents()
    assert label.shown == "Short." and label.toolTip() == ""


def test_the_game_name_gives_way_to_a_message_and_comes_back(window):
    window.controller.open_code(parse(CODE), animate=False, asked=True)
    window.resize(800, 600)
    QApplication.processEvents()
    status = window.status
    for label in (status.game, status.deal):
        if label.isVisible():
            shown, fits = _seen(label)
            assert fits and _whole_words(shown, label.text()), shown
    status.say("Solution proven: the solver found a complete solution for this deal.")
    QApplication.processEvents()
    assert status.message.shown == status.currentMessage()
    status.clearMessage()
    QApplication.processEvents()
    assert status.game.isVisible() and status.game.shown.split(" ")[0] == status.game.text().split(" ")[0]


@settings(max_examples=200, deadline=None)
@given(
    words=st.lists(st.text(alphabet="abcdefghijklmnopqrstuvwxyzçãé:,", min_size=1, max_size=12), min_size=1,
                   max_size=14),
    with_code=st.booleans(),
    width=st.integers(min_value=30, max_value=700),
)
def test_fit_words_never_cuts_inside_a_word(words, with_code, width):
    font = QFont()
    font.setPixelSize(13)
    metrics = QFontMetricsF(font)
    if with_code:
        words = [*words[: len(words) // 2], CODE, *words[len(words) // 2:]]
    text = " ".join(words)
    shown = fit_words(text, width, metrics)
    if shown == text:
        assert metrics.horizontalAdvance(text) <= width
        return
    code_w = metrics.horizontalAdvance(ELLIPSIS + " " + CODE + ELLIPSIS)
    longest = max(metrics.horizontalAdvance(w + ELLIPSIS) for w in words)
    if width < max(longest, code_w if with_code else 0):
        return  # a single word wider than the room: the last resort may cut it
    assert metrics.horizontalAdvance(shown) <= width
    assert ELLIPSIS in shown
    pieces = [p for p in shown.replace(ELLIPSIS, " ").split(" ") if p]
    stripped = {w.rstrip(",;:·-–—") for w in words} | set(words)
    assert all(p in stripped for p in pieces), f"{shown!r} from {text!r}"
    if with_code:
        assert CODE in shown, f"the code was dropped or cut: {shown!r}"


def test_a_message_is_signalled_as_qstatusbar_does(window, qtbot):
    """B-6 reads the status line through messageChanged: the fitted label keeps it."""
    with qtbot.waitSignal(window.status.messageChanged, timeout=1000) as blocker:
        window.status.say("Solution proven.")
    assert blocker.args == ["Solution proven."]
    with qtbot.waitSignal(window.status.messageChanged, timeout=1000) as blocker:
        window.status.clearMessage()
    assert blocker.args == [""]
