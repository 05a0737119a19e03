"""Driving the real window with real mouse and key events (pytest-qt, offscreen)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from typing import Any  # noqa: E402

from PySide6.QtCore import QPoint, QPointF, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from paciencia.core.codes import GameCode  # noqa: E402
from paciencia.core.history import History, Snapshot  # noqa: E402
from paciencia.storage.settings import Settings  # noqa: E402
from paciencia.ui.scene.card_item import CardItem  # noqa: E402
from paciencia.ui.scene.check import differences  # noqa: E402
from paciencia.ui.window.main_window import MainWindow  # noqa: E402


def make_window(qtbot: Any, speed: str = "off", size: tuple[int, int] = (1280, 800)) -> MainWindow:
    w = MainWindow(Settings(animation_speed=speed))
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    wait_active(qtbot, w)
    # the end screen is modal: tests read it, then close it at once
    w.controller.end_screen = _record_finish(w)
    return w


def wait_active(qtbot: Any, w: MainWindow) -> None:
    """Until ``w`` is the active window: its shortcuts (the menus' keys, the playback's) act
    only there, and a loaded machine's offscreen platform makes it so a while after it is
    exposed, or after a dialog over it (the search's progress) closes."""
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=10000)


def show_solution(qtbot: Any, w: MainWindow, timeout: int = 20000) -> None:
    """Edit ▸ Show solution, until the solution is on the bar and the window takes keys again."""
    w.acts["solution"].trigger()
    qtbot.waitUntil(lambda: w.playback.active, timeout=timeout)
    QApplication.processEvents()
    wait_active(qtbot, w)


def _record_finish(w: MainWindow) -> Any:
    def shown(dialog: Any) -> int:
        game = w.controller.session.table.game
        assert game is not None
        w.finished_with = game.won  # type: ignore[attr-defined]
        w.end_screen = dialog  # type: ignore[attr-defined]  # recorded and built; never shown
        return 0  # Close

    return shown


def open_game(w: MainWindow, game: str, number: int = 1, **options: object) -> None:
    w.controller.open_code(GameCode.make(game, number, **options), animate=False)
    QApplication.processEvents()


def load_position(w: MainWindow, pos: Any) -> None:
    """Start the current game's history from ``pos`` (a near-won table, a lock…)."""
    game = w.controller.session.table.game
    assert game is not None
    game.history = History(Snapshot(pos, 0, 0))
    w.scene.set_position(w.controller.session.state(), animate=False)
    w.controller.session.model_changed()
    QApplication.processEvents()


def point(w: MainWindow, item: CardItem, fx: float = 0.5, fy: float = 0.12) -> QPoint:
    """Viewport point on the visible part of ``item`` (its top strip by default)."""
    cp = w.scene.cp
    p = item.pos() + QPointF(cp.width * fx, cp.height * fy)
    return w.view.mapFromScene(p)


def top(w: MainWindow, pile: str) -> CardItem:
    cards = w.scene.cards_of(pile)
    assert cards, f"{pile} is empty"
    return cards[-1]


def click(w: MainWindow, item: CardItem | None = None, pile: str | None = None) -> None:
    if item is None:
        assert pile is not None
        cards = w.scene.cards_of(pile)
        if cards:
            item = cards[-1]
        else:
            rect = w.scene.geometry.slot_rect(pile)  # type: ignore[union-attr]
            QTest.mouseClick(
                w.view.viewport(),
                Qt.MouseButton.LeftButton,
                Qt.KeyboardModifier.NoModifier,
                w.view.mapFromScene(rect.center()),
            )
            QApplication.processEvents()
            return
    QTest.mouseClick(
        w.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point(w, item)
    )
    QApplication.processEvents()


def drag_to(w: MainWindow, item: CardItem, target: QPointF, steps: int = 8) -> None:
    """Press on ``item``, move in steps, release with its top left over ``target`` (scene coordinates)."""
    vp = w.view.viewport()
    start = point(w, item)
    grab = item.pos() + QPointF(w.scene.cp.width * 0.5, w.scene.cp.height * 0.12)
    end = w.view.mapFromScene(target + (grab - item.pos()))
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, steps + 1):
        QTest.mouseMove(vp, start + (end - start) * (k / steps))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    QApplication.processEvents()


def drag_to_pile(w: MainWindow, item: CardItem, pile: str) -> None:
    """Drop ``item`` (and the cards on it) on ``pile``: over its top card, or its empty slot."""
    scene = w.scene
    geo = scene.geometry
    assert geo is not None
    n = len(scene.state.piles.get(pile, ()))
    target = geo.places[(pile, n - 1)] if n else geo.slots[pile]
    drag_to(w, item, target + QPointF(0, geo.card_h * 0.15 if n else 0))


def key(w: MainWindow, k: Qt.Key, mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(w.view, k, mods)
    QApplication.processEvents()


def assert_scene_is_model(w: MainWindow) -> None:
    w.scene.animator.finish()
    game = w.controller.session.table.game
    assert game is not None
    assert w.scene.state.piles == w.controller.session.state().piles, "scene shows another position"
    diff = differences(w.scene)
    assert not diff, diff[:5]


def launched(qtbot: Any, *argv: str) -> MainWindow:
    """The window as a launch opens it (ui/launch/bootstrap.py: the picture of a resumed table first),
    once its cards are on screen and the picture has given way to the table."""
    from paciencia.ui.launch import first_frame
    from paciencia.ui.launch.bootstrap import open_window

    window = open_window(list(argv))
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.table is not None and first_frame.cards_ready(window.table), timeout=10_000)
    if window.cover is not None:
        qtbot.waitUntil(lambda: window.cover is not None and not window.cover.isVisible(), timeout=10_000)
    window.scene.animator.finish()
    return window

