"""Undo/redo, refusals, keyboard play and resizing through the real window."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from paciencia.core.cards import card_id  # noqa: E402
from paciencia.core.games.freecell.position import FreeCellPosition  # noqa: E402
from paciencia.core.games.klondike.rules import KlondikePosition  # noqa: E402
from paciencia.core.games.spider.rules import SpiderPosition  # noqa: E402

from .helpers import (
    assert_scene_is_model,
    click,
    drag_to_pile,
    key,
    load_position,
    open_game,
    top,
)


def test_undo_redo_through_the_ui(window):
    open_game(window, "klondike", 11)
    game = window.controller.session.table.game
    start = game.position
    click(window, pile="stock")
    click(window, pile="stock")
    after = game.position
    assert game.moves == 2
    key(window, Qt.Key.Key_Z)
    key(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.position == start and game.undos == 2
    assert_scene_is_model(window)
    key(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    key(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert game.position == after
    assert_scene_is_model(window)


def test_illegal_drag_glides_back(window):
    open_game(window, "klondike", 5)
    game = window.controller.session.table.game
    pos = game.position
    # find a column top that does not fit on another column's top
    for i in range(7):
        for j in range(7):
            if i != j and game.rules.why_illegal(pos, _move(f"t{i}", f"t{j}")) is not None:
                drag_to_pile(window, top(window, f"t{i}"), f"t{j}")
                assert game.position == pos and game.moves == 0
                assert window.statusBar().currentMessage()
                assert_scene_is_model(window)
                return
    raise AssertionError("every top fits everywhere?")


def _move(a, b, n=1):
    from paciencia.core.moves import Move

    return Move(a, b, n)


def test_freecell_too_long_drag_is_refused_with_the_reason(window):
    open_game(window, "freecell", 1)
    run = tuple(card_id(r, s) for r, s in ((9, 3), (8, 2), (7, 0), (6, 1), (5, 3), (4, 2)))
    rest = [c for c in range(52) if c not in run and c != card_id(10, 2)]
    columns = (run, (card_id(10, 2),)) + tuple(tuple(rest[k::6]) for k in range(6))
    cells = tuple(columns[2 + k][-1] for k in range(3)) + (-1,)
    columns = columns[:2] + tuple(c[:-1] for c in columns[2:5]) + columns[5:]
    load_position(window, FreeCellPosition(columns, cells, (0, 0, 0, 0)))
    game = window.controller.session.table.game
    pos = game.position
    drag_to_pile(window, window.scene.cards_of("t0")[0], "t1")  # 6 cards with 1 free cell: too many
    assert game.position == pos
    assert window.statusBar().currentMessage()
    assert_scene_is_model(window)


def test_spider_deal_refused_with_an_empty_column(window):
    open_game(window, "spider", 3, suits=1)
    game = window.controller.session.table.game
    pos = game.position
    cols = (pos.columns[0] + pos.columns[1],) + ((),) + pos.columns[2:]
    down = (pos.down[0] + len(pos.columns[1]),) + (0,) + pos.down[2:]
    load_position(window, SpiderPosition(cols, down, pos.stock, pos.runs))
    before = game.position
    key(window, Qt.Key.Key_Space)
    assert game.position == before
    assert "empty" in window.statusBar().currentMessage()


def test_keyboard_play(window):
    open_game(window, "klondike", 2)
    # Q♥ on column 1, K♠ on column 2: pick the queen up and put it on the king
    tableau = ((card_id(12, 2),), (card_id(13, 3),)) + ((),) * 5
    used = {card_id(12, 2), card_id(13, 3)}
    stock = tuple(c for c in range(52) if c not in used)
    load_position(window, KlondikePosition(tableau, (0,) * 7, stock, (), (0, 0, 0, 0), 1))
    game = window.controller.session.table.game
    window.view.setFocus()
    key(window, Qt.Key.Key_Down)
    kb = window.scene.keyboard
    assert window.scene.focus.isVisible()
    for _ in range(12):  # walk to column 1's card
        if kb.focus == ("t0", 0):
            break
        key(window, Qt.Key.Key_Down if kb.focus and kb.focus[0] in ("stock", "waste") else Qt.Key.Key_Left)
    assert kb.focus == ("t0", 0)
    key(window, Qt.Key.Key_Return)
    assert kb.held == ("t0", 0) and top(window, "t0").selected
    key(window, Qt.Key.Key_Escape)
    assert kb.held is None
    key(window, Qt.Key.Key_Return)
    key(window, Qt.Key.Key_Right)
    assert kb.focus == ("t1", 0)
    key(window, Qt.Key.Key_Return)
    assert game.position.tableau[1] == (card_id(13, 3), card_id(12, 2))
    assert_scene_is_model(window)
    # Enter on the stock draws
    key(window, Qt.Key.Key_Space)
    assert game.position.waste


def test_resize_keeps_every_card_on_screen(window):
    open_game(window, "spider", 4, suits=1)
    pos = window.controller.session.table.game.position
    # one very long column: everything on column 1, face up
    everything = tuple(c for col in pos.columns for c in col)
    cols = (everything,) + ((),) * 9
    load_position(window, SpiderPosition(cols, (0,) * 10, pos.stock, pos.runs))
    for size in ((1280, 800), (800, 600), (1920, 1080), (640, 480), (1024, 1000)):
        window.resize(*size)
        QApplication.processEvents()
        view = window.view.viewport().rect()
        area = QRectF(window.view.mapToScene(view).boundingRect())
        for it in window.scene.items_by_key.values():
            rect = QRectF(it.pos(), it.card_rect().size())
            assert area.adjusted(-1, -1, 1, 1).contains(rect), (size, it.pile, it.index, rect, area)
        assert_scene_is_model(window)


def test_a_dragged_run_is_one_picture_and_the_cards_come_back_where_dropped(window):
    """U-2/U-4: while a run is in the air it is painted as one picture (the drag
    frame budget, bench/table_bench.py); on release every card is shown again."""
    from PySide6.QtCore import QPointF
    from PySide6.QtTest import QTest

    from paciencia.ui.scene.drag_image import RunImage

    open_game(window, "klondike", 5)
    scene = window.scene
    column = max((f"t{i}" for i in range(7)), key=lambda p: len(scene.cards_of(p)))
    cards = scene.cards_of(column)
    run = [it for it in cards if it.face_up]
    vp = window.view.viewport()
    lead = run[0]
    start = window.view.mapFromScene(lead.pos() + QPointF(scene.cp.width * 0.5, scene.cp.height * 0.1))
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 6):
        QTest.mouseMove(vp, start + type(start)(0, 20 * k))  # stays in the view
    QApplication.processEvents()
    images = [it for it in scene.items() if isinstance(it, RunImage)]
    assert len(images) == 1
    bounding = window.view.ViewportUpdateMode.BoundingRectViewportUpdate
    assert window.view.viewportUpdateMode() == bounding  # one rectangle a frame
    assert not any(it.isVisible() for it in run)
    # the picture is where the cards are (they follow it, hidden)
    assert (images[0].pos() - lead.pos()).manhattanLength() < 0.5
    assert lead.pos().y() > scene.geometry.places[(column, lead.index)].y() + 80
    picture = images[0]
    # what the player sees: the picture paints pixels over the felt
    grab = window.view.grab().toImage()
    inside = window.view.mapFromScene(lead.pos() + QPointF(scene.cp.width * 0.5, scene.cp.height * 0.5))
    assert grab.pixelColor(inside).lightness() > 150  # a card face, not the green felt
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start + type(start)(0, 100))
    QApplication.processEvents()
    assert picture.scene() is None
    assert window.view.viewportUpdateMode() == window.view.ViewportUpdateMode.SmartViewportUpdate
    assert all(it.isVisible() for it in scene.cards_of(column))
    assert_scene_is_model(window)
