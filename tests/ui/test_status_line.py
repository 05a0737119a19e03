"""U-5, issue 11 #9: a status-line message is never cut mid-word ("Game code copied:
paciencia://klondike/45483?draw=3&passes=3&" was); what does not fit is cut after a whole
word with "…" and the whole text in the tooltip, and a game code in a message stays readable.
Issue 25: the status line names the deal ("Deal 45483"), never the raw link.
Issue 37 §11: a message ends with its deal (a new deal, a restart, a link, the chooser clear
it); the figures keep their place as they grow; a message never pushes the deal away (at
800 px either); the chooser shows no game's fields."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QFont, QFontMetricsF  # noqa: E402
from PySide6.QtWidgets import QApplication, QLabel  # noqa: E402

from paciencia.core.codes import parse  # noqa: E402
from paciencia.ui.window.status import ELLIPSIS, fit_words  # noqa: E402

from .helpers import key, open_game  # noqa: E402

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
    # the deal on the line is whole, never cut nor pushed away (issue 37 §11)
    assert status.deal.isVisible() and status.deal.shown == status.deal.text() == "Deal 45483"


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
    shown, fits = _seen(status.message)
    assert fits and _whole_words(shown, status.currentMessage())
    assert status.deal.isVisible() and status.deal.shown == status.deal.text()  # issue 37 §11: it stays
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


# -- issue 37 §11 -----------------------------------------------------------------------
NO_PLACE = "That card has no place to go."
LONG = ("The solver could not decide in time whether this deal can still be won, "
        "so it says nothing either way about the position on the table now.")


def refuse_a_tap(window) -> None:
    """A tap on a card the rules can put nowhere: its reason is on the line."""
    open_game(window, "klondike", 40)
    game = window.controller.session.table.game
    legal = game.rules.legal_moves(game.position)
    pile = next(f"t{i}" for i in range(7) if not any(m.src == f"t{i}" for m in legal))
    window.controller.session.click(pile, len(window.scene.cards_of(pile)) - 1)
    QApplication.processEvents()
    assert window.status.currentMessage() == NO_PLACE and game.moves == 0


CLEARS = {
    "Ctrl+N": lambda w: key(w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier),
    "Restart this deal": lambda w: w.acts["restart"].trigger(),
    "a link": lambda w: w.controller.open_remote(["paciencia://freecell/617"]),
    "the chooser": lambda w: w.acts["choose"].trigger(),
}


@pytest.mark.parametrize("way", list(CLEARS))
def test_a_message_ends_with_the_deal_it_belongs_to(window, way):
    refuse_a_tap(window)
    before = window.controller.session.table.game
    CLEARS[way](window)
    QApplication.processEvents()
    assert window.status.currentMessage() == "" and window.status.message.shown == ""
    if way != "the chooser":
        game = window.controller.session.table.game
        assert game.moves == 0 and (game is before) == (way == "Restart this deal")


def _places(status):
    QApplication.processEvents()
    fields = (status.score, status.moves, status.time, status.deal)
    return [f.geometry().x() for f in fields] + [status.game.geometry().right()]


def test_the_fields_keep_their_place_as_the_figures_grow(window):
    code = parse("paciencia://klondike/45483?draw=3&passes=3")
    window.controller.open_code(code, animate=False, asked=True)
    status = window.status
    label = status.game.text()
    status.set_figures(label, 5, 3, 5.0, "Deal 45483")
    small = _places(status)
    status.set_figures(label, 1234, 888, 59 * 60 + 59, "Deal 45483")
    assert status.score.text() == "Score: 1234" and status.time.text() == "Time: 59:59"
    assert _places(status) == small
    status.set_time(60.0)
    assert _places(status) == small


@pytest.mark.parametrize("width", [800, 1280])
def test_a_message_never_pushes_the_deal_away(window, qtbot, width):
    open_game(window, "spider", 4, suits=1)  # a score, and the live verdict on the line (B-1)
    window.resize(width, 600)
    qtbot.waitUntil(lambda: window.verdict.label.isVisible(), timeout=15000)
    status = window.status
    status.say(LONG)
    QApplication.processEvents()
    assert status.deal.isVisible() and status.deal.shown == status.deal.text() == "Deal 4"
    for label in (status.score, status.moves, status.time):
        assert label.isVisible() and label.shown == label.text()
    shown, fits = _seen(status.message)
    assert fits and _whole_words(shown, LONG) and (width > 800 or shown.endswith(ELLIPSIS))
    right = status.message.geometry().right()
    assert right < min(w.geometry().x() for w in (status.score, status.moves, status.time, status.deal))


def _visible_words(window) -> str:
    labels = [w for w in window.status.findChildren(QLabel) if w.isVisible()]
    return " ".join(w.text() for w in labels)


def test_the_chooser_shows_no_game_fields(window, qtbot):
    window.show_chooser()  # nothing dealt yet: no "Moves: 0 Time: 0:00"
    QApplication.processEvents()
    assert _visible_words(window).strip() == ""
    open_game(window, "spider", 4, suits=1)
    game = window.controller.session.table.game
    window.controller.session.play(game.rules.legal_moves(game.position)[0])
    qtbot.waitUntil(lambda: window.verdict.label.isVisible(), timeout=15000)
    window.acts["choose"].trigger()  # the chooser over a game in progress
    QApplication.processEvents()
    words = _visible_words(window)
    for field in ("Spider", "Score", "Moves", "Time", "Deal", "inable", "Checking"):
        assert field not in words, words
    window.chooser.back_button.click()
    QApplication.processEvents()
    words = _visible_words(window)
    assert all(field in words for field in ("Spider", "Score: ", "Moves: 1", "Time: ", "Deal 4")), words
    assert window.verdict.label.isVisible()
