"""What the table tests share: positions reached by random play, the cards a player may
pick up, the piles that really take them, and grabs of what the screen shows."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from paciencia.core.codes import GameCode
from paciencia.core.game import Game
from paciencia.core.moves import Move
from paciencia.ui.scene.card_item import CardItem
from paciencia.ui.window.main_window import MainWindow

from .helpers import load_position, point

CODES = (
    GameCode.make("klondike", 1, draw=1),
    GameCode.make("klondike", 1, draw=3, passes=3),
    GameCode.make("freecell", 1),
    GameCode.make("spider", 1, suits=1),
    GameCode.make("spider", 1, suits=4),
    GameCode.make("pyramid", 1, level="random"),
)
"""Every game, with the variants whose tables differ."""


def played(code: GameCode, number: int, seed: int, steps: int) -> tuple[GameCode, Any]:
    """The deal ``number`` of ``code``'s game after ``steps`` random legal moves."""
    if code.game != "pyramid":  # Pyramid's random level takes any number; keep its code
        code = code.with_number(number)
    game = Game(code)
    rules, pos = game.rules, game.position
    rng = random.Random(seed)
    for _ in range(steps):
        legal = rules.legal_moves(pos)
        if not legal:
            break
        pos = rules.apply(pos, rng.choice(legal)).position
    return code, pos


def show(w: MainWindow, code: GameCode, pos: Any) -> None:
    """``code``'s game on the table, at ``pos`` (no question asked: nothing is in progress)."""
    w.controller.open_code(code, animate=False, asked=True)
    load_position(w, pos)


def groups(w: MainWindow) -> list[tuple[str, int]]:
    """Every (pile, index) the player may pick up, bottom card of the group first."""
    scene = w.scene
    layout = scene.layout
    assert layout is not None
    return [
        (spec.pile, i)
        for spec in layout.piles
        for i in range(len(scene.state.piles.get(spec.pile, ())))
        if layout.can_grab(scene.state, spec.pile, i)
    ]


def accepting(w: MainWindow, pile: str, index: int) -> set[str]:
    """The piles a drop of the cards from ``pile[index]`` up is played on (the rules' word)."""
    game = w.controller.session.table.game
    assert game is not None and w.scene.layout is not None
    count = len(w.scene.state.piles[pile]) - index
    return {
        spec.pile
        for spec in w.scene.layout.piles
        if spec.pile != pile
        and not w.scene.layout.click_moves_stock(spec.pile)
        and game.rules.why_illegal(game.position, Move(pile, spec.pile, count)) is None
    }


def lit(w: MainWindow) -> set[str]:
    return {pile for pile, slot in w.scene.slots.items() if slot.target}


def visible_spot(w: MainWindow, item: CardItem) -> tuple[float, float]:
    """Where on ``item`` (fractions of the card) a player sees it and presses: the middle of
    the strip the next card leaves uncovered. A squeezed column of 20 cards shows less than
    12 % of each card, so a fixed spot would press the card above it."""
    cp = w.scene.cp
    fx, fy = 0.5, 0.12
    above = [it for it in w.scene.cards_of(item.pile) if it.index == item.index + 1]
    if above:
        dx = (above[0].pos().x() - item.pos().x()) / cp.width
        dy = (above[0].pos().y() - item.pos().y()) / cp.height
        if 0 < dy < 2 * fy:
            fy = dy / 2
        if 0 < dx < 1:
            fx = dx / 2
    return fx, fy


def press_and_lift(w: MainWindow, pile: str, index: int) -> QPoint:
    """Press on the card and move just past the drag distance: the drag has begun."""
    item = next(it for it in w.scene.cards_of(pile) if it.index == index)
    vp = w.view.viewport()
    start = point(w, item, *visible_spot(w, item))
    assert w.scene.card_at(w.view.mapToScene(start)) is item, "the press must land on the card itself"
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    step = QApplication.startDragDistance() + 3
    QTest.mouseMove(vp, start + QPoint(step, step))
    QApplication.processEvents()
    return start


def drag_path(w: MainWindow, pile: str, index: int, via: list[QPointF], end: QPointF) -> None:
    """Pick up the cards and carry them over the scene points ``via`` (several moves between
    each), then let go with the pressed point at ``end``."""
    vp = w.view.viewport()
    start = press_and_lift(w, pile, index)
    here = start
    for target in [*via, end]:
        goal = w.view.mapFromScene(target)
        for k in range(1, 7):
            QTest.mouseMove(vp, here + (goal - here) * (k / 6))
        here = goal
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, here)
    QApplication.processEvents()


def screen_pixels(w: MainWindow) -> QImage:
    """What the window shows now, as painted bit by bit (the backing store), cropped to the table."""
    vp = w.view.viewport()
    image = QApplication.primaryScreen().grabWindow(w.winId()).toImage()
    origin = vp.mapTo(w, QPoint(0, 0))
    return image.copy(origin.x(), origin.y(), vp.width(), vp.height())


def fresh_pixels(w: MainWindow) -> QImage:
    """The same table painted afresh in one go."""
    return w.view.viewport().grab().toImage()


def residue(w: MainWindow) -> list[tuple[int, int]]:
    """Pixels where the screen differs from a fresh paint of the same position."""
    a, b = screen_pixels(w), fresh_pixels(w)
    a = a.convertToFormat(QImage.Format.Format_RGB32)
    b = b.convertToFormat(QImage.Format.Format_RGB32)
    assert a.size() == b.size()
    if a == b:
        return []
    out = []
    row = a.bytesPerLine()
    da, db = bytes(a.constBits())[: row * a.height()], bytes(b.constBits())[: row * b.height()]
    for y in range(a.height()):
        if da[y * row : (y + 1) * row] != db[y * row : (y + 1) * row]:
            out += [(x, y) for x in range(a.width()) if a.pixel(x, y) != b.pixel(x, y)]
    return out


def over(w: MainWindow, pile: str) -> QPointF:
    """Where the pressed point of a dragged card goes for its card to cover ``pile``'s top card."""
    scene = w.scene
    geo = scene.geometry
    assert geo is not None
    n = len(scene.state.piles.get(pile, ()))
    corner = geo.places[(pile, n - 1)] + QPointF(0, geo.card_h * 0.15) if n else geo.slots[pile]
    return corner + QPointF(geo.card_w * 0.5, geo.card_h * 0.12)


def drawn(qtbot: Any, w: MainWindow) -> None:
    """Wait until every card on the table has its picture at the table's size (they are
    rendered off the UI thread; a stand-in shows meanwhile) and the screen shows them."""
    scene = w.scene
    wanted = scene.shown_elements() | {"back"}
    qtbot.waitUntil(lambda: scene.cp.renderer.has_all(wanted, scene.cp.width, scene.cp.dpr), timeout=20000)
    scene.update()
    QApplication.processEvents()


def settle(qtbot: Any, w: MainWindow) -> None:
    """Wait for every animation to end and the screen to be painted."""
    qtbot.waitUntil(lambda: not w.scene.animator.running, timeout=5000)
    QApplication.processEvents()
