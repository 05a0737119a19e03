"""B-6: what a screen-reader and keyboard player gets from the table (issue 15).

The table is read through Qt's own accessibility API (the interface Qt hands a
reader for the view), played with keys only, and heard through the announcements.
"""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QAccessible, QColor  # noqa: E402

from paciencia.core.cards import RANK, SUIT  # noqa: E402
from paciencia.core.codes import GameCode  # noqa: E402
from paciencia.ui.access.names import card_name  # noqa: E402

from .helpers import click, drag_to_pile, key, load_position, open_game, top  # noqa: E402
from .positions import klondike_near_win  # noqa: E402

Name, Description = QAccessible.Text.Name, QAccessible.Text.Description
DIGIT = {n: getattr(Qt.Key, f"Key_{(n + 1) % 10}") for n in range(10)}


@pytest.fixture
def reader():
    """A screen reader is listening (Qt computes what only readers need only then)."""
    was = QAccessible.isActive()
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(was)


def root(w):
    iface = QAccessible.queryAccessibleInterface(w.view)
    assert iface is not None
    return iface


def children(iface):
    return [iface.child(i) for i in range(iface.childCount())]


def said_after(qtbot, w, action):
    with qtbot.waitSignal(w.access.announcer.announced, timeout=2000) as blocker:
        action()
    return blocker.args[0]


def test_klondike_table_reads_as_piles_of_named_cards(window):
    open_game(window, "klondike", 1)
    table = root(window)
    assert table.text(Name) == "Card table"
    assert table.role() == QAccessible.Role.Pane
    piles = children(table)
    assert len(piles) == 13  # stock, waste, 4 foundations, 7 columns
    assert all(p.role() == QAccessible.Role.List and p.parent().text(Name) == "Card table" for p in piles)
    titles = [p.text(Name) for p in piles]
    assert titles[0] == "Stock, 24 cards"
    assert titles[1] == "Waste, empty"
    assert titles[2] == "Foundation 1, empty"
    state = window.scene.state
    top7 = state.piles["t6"][-1][0]
    assert titles[12] == f"Column 7, 7 cards, 6 face down, top {card_name(top7, True)}"
    cards = children(piles[12])
    assert [c.role() for c in cards] == [QAccessible.Role.ListItem] * 7
    assert [piles[12].indexOfChild(c) for c in cards] == list(range(7))
    assert cards[-1].text(Name) == f"{card_name(top7, True)}, Column 7"
    assert not cards[-1].rect().isEmpty()


@pytest.mark.parametrize("game", ["klondike", "freecell", "spider", "pyramid"])
def test_no_face_down_card_is_ever_named(window, game):
    """C-6 holds for the reader: a face-down card is "face-down card", nothing more."""
    open_game(window, game, 2)
    hidden = {
        card_name(card, True)
        for cards in window.scene.state.piles.values()
        for card, up in cards
        if not up
    }
    shown = {card_name(card, True) for cards in window.scene.state.piles.values() for card, up in cards if up}
    secret = hidden - shown  # Spider has each card twice: a twin may be face up
    assert secret or game == "freecell"  # every game but FreeCell deals cards face down
    texts, down = [], 0
    for pile in children(root(window)):
        texts.append(pile.text(Name))
        for card in children(pile):
            texts += [card.text(Name), card.text(Description)]
            down += card.text(Name).startswith("face-down card, ")
    assert down == sum(1 for cards in window.scene.state.piles.values() for _, up in cards if not up)
    everything = " | ".join(texts)
    for name in secret:
        assert name not in everything


def test_each_game_names_its_own_piles(window):
    open_game(window, "freecell", 1)
    names = [p.text(Name) for p in children(root(window))]
    assert names[:4] == ["Free cell 1, empty", "Free cell 2, empty", "Free cell 3, empty", "Free cell 4, empty"]
    assert names[4] == "Foundation 1, empty"
    assert names[8].startswith("Column 1, 7 cards, top ")
    open_game(window, "pyramid", 1)
    piles = children(root(window))
    assert len(piles) == 31  # 28 pyramid places, stock, waste, discard
    apex, left, right = (window.scene.state.piles[p][0][0] for p in ("p0", "p1", "p2"))
    assert piles[0].text(Name) == (
        f"Pyramid row 1, card 1, {card_name(apex, True)}, "
        f"covered by {card_name(left, True)} and {card_name(right, True)}"  # P-3
    )
    assert piles[27].text(Name).startswith("Pyramid row 7, card 7, ")
    open_game(window, "spider", 1, suits=1)
    names = [p.text(Name) for p in children(root(window))]
    assert names.count("Discard pile, empty") == 1
    assert "Stock, 50 cards, 5 deals left" in names


def test_foundation_says_its_suit_and_how_far(window):
    open_game(window, "klondike", 3)
    load_position(window, klondike_near_win())
    names = [p.text(Name) for p in children(root(window))]
    assert "Foundation 3, hearts, up to jack" in names
    assert "Foundation 4, spades, up to 10" in names


def test_focus_events_follow_the_keyboard(window):
    open_game(window, "klondike", 1)
    window.view.setFocus()
    key(window, Qt.Key.Key_Right)
    focus = window.view.keyboard.focus
    assert focus is not None
    focused = root(window).focusChild()
    assert focused is not None and focused.state().focused
    kind, name = window.access.tree.events[-1]
    assert kind == QAccessible.Event.Focus and name == focused.text(Name)
    key(window, DIGIT[4])  # jump to column 5
    assert window.view.keyboard.focus == ("t4", 4)
    assert window.access.tree.events[-1][1].endswith(", Column 5")
    key(window, Qt.Key.Key_S)
    assert window.view.keyboard.focus[0] == "stock"
    assert window.access.tree.events[-1][1] == "face-down card, Stock"


def test_jump_keys_cycle_foundations_and_say_when_a_game_has_none(window, qtbot):
    open_game(window, "klondike", 1)
    window.view.setFocus()
    for expected in ("f0", "f1", "f2", "f3", "f0"):
        key(window, Qt.Key.Key_F)
        assert window.view.keyboard.focus == (expected, -1)
    text = said_after(qtbot, window, lambda: key(window, Qt.Key.Key_C))
    assert text == "This game has no such pile."


def _column_move(window):
    """A legal column-to-column move of the deal (by the rules' own list)."""
    for m in window.scene.legal:
        if m.src.startswith("t") and m.dst.startswith("t") and m.count == 1:
            return m
    raise AssertionError("no column move in this deal")


def test_a_move_played_with_keys_only_is_announced(window, qtbot):
    open_game(window, "klondike", 1)
    window.view.setFocus()
    move = _column_move(window)
    src, dst = int(move.src[1:]), int(move.dst[1:])
    card = window.scene.state.piles[move.src][-1][0]
    key(window, DIGIT[src])
    picked = said_after(qtbot, window, lambda: key(window, Qt.Key.Key_Return))
    assert picked == f"Picked up {card_name(card, True)}"
    key(window, DIGIT[dst])
    text = said_after(qtbot, window, lambda: key(window, Qt.Key.Key_Return))
    game = window.controller.session.table.game
    assert game.moves == 1
    assert text.startswith(f"{card_name(card, True)} from Column {src + 1} to Column {dst + 1}")
    if window.scene.state.piles[move.src]:
        turned = window.scene.state.piles[move.src][-1][0]
        assert f"{card_name(turned, True)} turned up" in text
    undone = said_after(qtbot, window, lambda: key(window, Qt.Key.Key_Z))
    assert undone.startswith(f"Undone: {card_name(card, True)} from Column {dst + 1} to Column {src + 1}")


def test_a_refused_move_says_why(window, qtbot):
    open_game(window, "klondike", 1)
    window.view.setFocus()
    legal = {(m.src, m.dst) for m in window.scene.legal}
    src, dst = next(
        (a, b) for a in range(7) for b in range(7) if a != b and (f"t{a}", f"t{b}") not in legal
    )
    key(window, DIGIT[src])
    key(window, Qt.Key.Key_Return)
    key(window, DIGIT[dst])
    text = said_after(qtbot, window, lambda: key(window, Qt.Key.Key_Return))
    assert window.controller.session.table.game.moves == 0
    assert text == window.status.currentMessage().rstrip(".") + "."  # the reason, said as shown


def test_hint_and_draw_are_announced(window, qtbot):
    open_game(window, "klondike", 1)
    window.view.setFocus()
    hint = said_after(qtbot, window, lambda: key(window, Qt.Key.Key_D))
    assert hint.startswith("Hint: ")
    drawn = said_after(qtbot, window, lambda: key(window, Qt.Key.Key_Space))
    card = window.scene.state.piles["waste"][-1][0]
    assert drawn == f"{card_name(card, True)} from Stock to Waste."


def test_the_win_is_announced(window, qtbot):
    open_game(window, "klondike", 3)
    load_position(window, klondike_near_win())
    texts = []
    window.access.announcer.announced.connect(texts.append)
    click(window, pile="stock")  # Q♥
    drag_to_pile(window, top(window, "t1"), "f3")  # J♠
    for _ in range(10):
        if window.controller.session.table.game.won:
            break
        pile = next(p for p in ("t0", "waste", "stock") if window.scene.cards_of(p))
        click(window, top(window, pile))
    assert window.controller.session.table.game.won
    qtbot.waitUntil(lambda: any(t.endswith("You won!") for t in texts), timeout=2000)


def test_table_changes_are_posted_to_a_listening_reader(window, reader):
    open_game(window, "klondike", 1)
    window.view.setFocus()
    window.access.tree.events.clear()
    key(window, Qt.Key.Key_Space)  # stock to waste
    changed = [name for kind, name in window.access.tree.events if kind == QAccessible.Event.NameChanged]
    assert any(n.startswith("Stock, 23 cards") for n in changed)
    assert any(n.startswith("Waste, 1 cards") for n in changed)


def test_pyramid_selection_is_told_without_colour(window):
    """Pyramid's chosen card: selected for a reader, and a cue that survives greyscale."""
    open_game(window, "pyramid", 1)
    bottom = [f"p{k}" for k in range(21, 28)]
    pile = next(p for p in bottom if RANK[window.scene.state.piles[p][0][0] % 52] != 13)
    click(window, top(window, pile))
    item = top(window, pile)
    assert item.selected
    card = children(root(window))[int(pile[1:])].child(0)
    assert card.state().selected
    assert "selected" in card.text(Description)
    # the same card drawn with the selection and with the hint (both gold rings):
    # told apart in grey, not only by hue
    grey = []
    for flags in ({"selected": True, "hint": False}, {"selected": False, "hint": True}):
        for name, value in flags.items():
            item.set_flag(name, value)
        grey.append(_grey_image(item))
    differing = sum(1 for a, b in zip(*grey, strict=True) if abs(a - b) > 40)
    assert differing > len(grey[0]) * 0.01


def _grey_image(item):
    from PySide6.QtGui import QImage, QPainter

    w, h = item.cp.width, item.cp.height
    img = QImage(w, h, QImage.Format.Format_ARGB32)
    img.fill(QColor("black"))
    p = QPainter(img)
    item.paint(p, None, None)
    p.end()
    grey = img.convertToFormat(QImage.Format.Format_Grayscale8)
    return [grey.pixelColor(x, y).value() for y in range(0, h, 2) for x in range(0, w, 2)]


def test_high_contrast_from_preferences_applies_at_once(window):
    from paciencia.ui.dialogs.preferences import PreferencesDialog

    open_game(window, "klondike", 1)
    assert window.view.backgroundBrush().style() == Qt.BrushStyle.NoBrush
    dialog = PreferencesDialog(window.controller.settings, window)
    dialog.high_contrast.setChecked(True)
    new = dialog.settings()
    assert new.high_contrast
    from paciencia.ui.window import commands

    commands.apply_settings(window.controller, new)
    assert window.controller.settings.high_contrast
    assert window.view.backgroundBrush().color() == QColor("black")
    assert window.look.outlines.isVisible()
    assert not window.look.outlines.boundingRect().isEmpty()
    dialog.close()


def test_high_contrast_is_kept_in_the_settings_file():
    from paciencia.storage.settings import Settings, from_dict

    s, refused = from_dict(Settings(high_contrast=True).to_dict())
    assert s.high_contrast and not refused
    s, refused = from_dict({**Settings().to_dict(), "high_contrast": "yes"})
    assert not s.high_contrast and refused


def test_keyboard_help_lists_the_jump_keys(window):
    from paciencia.ui.dialogs.help import keyboard_text

    text = keyboard_text(window.menuBar())
    assert "Go to the stock" in text and "Go to column 1 … 10" in text


def test_the_table_is_read_in_the_players_language(qapp, window):
    from paciencia.ui.launch import i18n

    open_game(window, "klondike", 1)
    try:
        i18n.install_translators(qapp, "pt_BR")
        assert card_name(2 * 13 + 6, True) == "7 de copas"
        assert children(root(window))[0].text(Name) == "Monte, 24 cartas"
        i18n.install_translators(qapp, "pt_PT")
        assert card_name(3 * 13 + 11, True) == "dama de espadas"
    finally:
        i18n.remove_translators(qapp)
    assert SUIT[2 * 13 + 6] == 2


def test_a_reader_listening_before_the_window_exists_gets_the_table(qtbot, reader):
    """Orca running at login: Qt asks for the view's interface while the window is built."""
    from .helpers import make_window

    w = make_window(qtbot)
    open_game(w, "freecell", 1)
    piles = children(root(w))
    assert len(piles) == 16
    assert piles[8].child(0).text(Name).endswith(", Column 1")
    w.close()


def test_escape_lets_go_and_says_so(window, qtbot):
    open_game(window, "klondike", 1)
    window.view.setFocus()
    key(window, DIGIT[0])
    said_after(qtbot, window, lambda: key(window, Qt.Key.Key_Return))
    assert said_after(qtbot, window, lambda: key(window, Qt.Key.Key_Escape)) == "Let go."
    assert window.view.keyboard.held is None


def test_window_messages_are_said_too(window, qtbot):
    """The "still winnable?" answer and the like go to the status line: a reader hears them."""
    open_game(window, "freecell", 1)
    assert said_after(qtbot, window, lambda: window.say("This deal can still be won from here.")) == (
        "This deal can still be won from here."
    )


def test_a_spider_deal_names_the_cards_that_came_up(window, qtbot):
    open_game(window, "spider", 1, suits=1)
    window.view.setFocus()
    text = said_after(qtbot, window, lambda: key(window, Qt.Key.Key_Space))
    dealt = [window.scene.state.piles[f"t{j}"][-1][0] for j in range(10)]
    assert text == "10 cards dealt: " + ", ".join(card_name(c, True) for c in dealt) + "."


def test_a_move_and_its_cascade_is_not_called_a_deal():
    """A FreeCell step that lands cards on several piles (a move and the cards auto sends
    up) counts them by the piles they went to (issue 25 item 11): only cards the stock
    gave are "dealt"."""
    from paciencia.core.game import Game
    from paciencia.ui.access.announce import describe_change

    game = Game(GameCode.make("freecell", 1))
    layout = game.code.info.layout(game.rules, game.options)
    before = layout.state(game.position)
    piles = dict(before.piles)
    piles["c0"], piles["c1"] = (piles["t0"][-1],), (piles["t1"][-1],)
    piles["t0"], piles["t1"] = piles["t0"][:-1], piles["t1"][:-1]
    after = type(before)(piles)
    text = describe_change(layout, before, after)
    assert text == "2 cards to the free cells" and "dealt" not in text, text


def test_picking_up_with_the_keyboard_changes_the_cards_state(window):
    open_game(window, "klondike", 1)
    window.view.setFocus()
    key(window, DIGIT[2])
    key(window, Qt.Key.Key_Return)
    kind, name = window.access.tree.events[-2]
    assert kind == QAccessible.Event.StateChanged and name.endswith(", Column 3")
    card = root(window).child(8).child(2)
    assert card.state().selected and card.state().focused
    key(window, Qt.Key.Key_Escape)
    assert not card.state().selected
