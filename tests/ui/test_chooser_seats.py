"""Issue 34, U-6: a fair seat at the chooser. With twelve games registered (the built-in ones
and throwaway declarations, as a new game is one registry call), every tile, variant box and
daily deal lies whole inside the chooser's visible area at 800×600 and at 1280×800, none
overlaps another, the headings of the groups read in their order, the tab order follows the
reading order, and the twelfth tile deals its game."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from paciencia.core import registry
from paciencia.core.codes import GameCode
from paciencia.core.declaration import MORE_GAMES
from paciencia.ui.chooser.game_chooser import GameChooser
from paciencia.ui.chooser.shelves import Measures, arrange, neighbour
from paciencia.ui.window.main_window import MainWindow

from .helpers import make_window

NAMES = ("Forty Thieves", "Baker's Dozen", "Canfield", "Scorpion", "Beleaguered Castle", "Aces Up", "Calculation",
         "Flower Garden", "Gaps")


def throwaways(total: int) -> list[str]:
    """Register copies of FreeCell under new ids and names until ``total`` games are
    registered; their ids, for unregistering."""
    base = registry.info("freecell")
    ids = []
    for n, name in enumerate(NAMES[: max(0, total - len(registry.ids()))]):
        info = copy.copy(base)
        info.id, info.name, info.group = f"seat{n}", name, MORE_GAMES
        registry.register(info)
        ids.append(info.id)
    return ids


@pytest.fixture
def twelve() -> Iterator[list[str]]:
    ids = throwaways(12)
    assert len(registry.ids()) == 12
    yield ids
    for game in ids:
        registry.unregister(game)


def chooser_at(qtbot: Any, size: tuple[int, int]) -> tuple[MainWindow, GameChooser]:
    w = make_window(qtbot, size=size)
    w.show_chooser()
    chooser = w.chooser
    qtbot.waitUntil(lambda: chooser.isVisible() and chooser.shelving is not None, timeout=5000)
    # The previews of the throwaway games are drawn, not shipped: in before the test ends.
    qtbot.waitUntil(lambda: not any(b.icon().isNull() for b in chooser.buttons.values()), timeout=10000)
    QApplication.processEvents()
    return w, chooser


def in_chooser(chooser: GameChooser, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(chooser, QPoint(0, 0)), widget.size())


def parts(chooser: GameChooser) -> list[QWidget]:
    """Every control of every tile, tile by tile."""
    return [w for tile in chooser.tiles for w in (tile.button, *tile.boxes, tile.daily)]


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_twelve_games_are_seated_whole_and_apart(qtbot: Any, twelve: list[str], size: tuple[int, int]) -> None:
    w, chooser = chooser_at(qtbot, size)
    assert w.size().toTuple() == size
    assert len(chooser.tiles) == 12 and chooser.shelving is not None and chooser.shelving.fits
    viewport = QRect(chooser.area.viewport().mapTo(chooser, QPoint(0, 0)), chooser.area.viewport().size())
    assert chooser.rect().contains(viewport)
    controls = parts(chooser)
    assert all(c.isVisible() for c in controls), "the daily deals too"
    assert len(controls) == 12 * 2 + len(chooser.variants)
    for control in controls:
        rect = in_chooser(chooser, control)
        assert viewport.contains(rect), f"{control.objectName()} at {rect} is cut by {viewport}"
        assert control.visibleRegion().boundingRect() == control.rect(), f"{control.objectName()} is covered"
    tiles = [in_chooser(chooser, tile) for tile in chooser.tiles]
    headings = [in_chooser(chooser, h) for h in chooser.headings]
    boxes = tiles + headings
    for i, a in enumerate(boxes):
        assert viewport.contains(a)
        for b in boxes[i + 1:]:
            assert not a.intersects(b), f"{a} overlaps {b}"
    for tile, rect in zip(chooser.tiles, tiles, strict=True):
        for control in (tile.button, *tile.boxes, tile.daily):
            assert rect.contains(in_chooser(chooser, control))
            # its whole height: a tile shelved too short squeezed its button, and the game's
            # name under the preview was cut in half (Klondike, Golf: the tiles with boxes)
            assert control.height() >= control.sizeHint().height(), f"{control.objectName()} is squeezed"
    w.close()


def test_a_game_under_the_chooser_leaves_the_seats_as_they_were(qtbot: Any, twelve: list[str]) -> None:
    """The way back to the game shows beside the title: the tiles keep their places."""
    w, chooser = chooser_at(qtbot, (800, 600))
    before = [in_chooser(chooser, t) for t in chooser.tiles]
    w.controller.open_code(GameCode.make("klondike", 5), animate=False)
    w.show_chooser()
    QApplication.processEvents()
    assert chooser.back_button.isVisible() and chooser.shelving is not None and chooser.shelving.fits
    assert [in_chooser(chooser, t) for t in chooser.tiles] == before
    assert not in_chooser(chooser, chooser.back_button).intersects(in_chooser(chooser, chooser.area))
    w.close()


def test_the_groups_are_headed_in_their_order(qtbot: Any, twelve: list[str]) -> None:
    w, chooser = chooser_at(qtbot, (1280, 800))
    assert [h.text() for h in chooser.headings] == ["The classics", "More games"]
    assert all(isinstance(h, QLabel) and h.isVisible() for h in chooser.headings)
    classics = [t.objectName() for t in chooser.groups["The classics"]]
    assert classics == ["tile-klondike", "tile-freecell", "tile-spider", "tile-pyramid"]
    assert sum(len(tiles) for tiles in chooser.groups.values()) == 12
    for heading, tiles in zip(chooser.headings, chooser.groups.values(), strict=True):
        top = in_chooser(chooser, heading)
        assert all(in_chooser(chooser, t).top() >= top.bottom() for t in tiles)  # each group under its heading
    w.close()


def test_the_tab_order_is_the_reading_order(qtbot: Any, twelve: list[str]) -> None:
    for size in ((800, 600), (1280, 800)):
        w, chooser = chooser_at(qtbot, size)
        controls = parts(chooser)
        # The reading order: group by group, each group's tiles row by row, left to right.
        for tiles in chooser.groups.values():
            places = [in_chooser(chooser, t) for t in tiles]
            assert places == sorted(places, key=lambda r: (r.top(), r.left()))
        chain, widget = [], controls[0]
        for _ in range(len(controls)):
            chain.append(widget)
            widget = widget.nextInFocusChain()
            while widget not in controls and widget is not controls[0]:
                widget = widget.nextInFocusChain()
        assert chain == controls
        w.close()


def test_tab_walks_every_tile_in_order(qtbot: Any, twelve: list[str]) -> None:
    w, chooser = chooser_at(qtbot, (800, 600))
    first = chooser.tiles[0].button
    first.setFocus()
    seen = [first]
    for _ in range(len(parts(chooser)) - 1):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
    assert seen == parts(chooser)
    w.close()


def test_the_arrow_keys_walk_the_tiles_as_they_lie(qtbot: Any, twelve: list[str]) -> None:
    for size in ((800, 600), (1280, 800)):
        w, chooser = chooser_at(qtbot, size)
        buttons = [t.button for t in chooser.tiles]
        places = {b: in_chooser(chooser, t) for b, t in zip(buttons, chooser.tiles, strict=True)}
        buttons[0].setFocus()
        QTest.keyClick(buttons[0], Qt.Key.Key_Right)
        right = QApplication.focusWidget()
        assert right in buttons and places[right].top() == places[buttons[0]].top()
        assert places[right].left() > places[buttons[0]].left()
        QTest.keyClick(right, Qt.Key.Key_Left)
        assert QApplication.focusWidget() is buttons[0]
        QTest.keyClick(buttons[0], Qt.Key.Key_Up)  # the top edge: the focus stays
        assert QApplication.focusWidget() is buttons[0]
        QTest.keyClick(buttons[0], Qt.Key.Key_Down)
        down = QApplication.focusWidget()
        assert down in buttons and places[down].top() > places[buttons[0]].top()
        assert abs(places[down].left() - places[buttons[0]].left()) < places[down].width()
        w.close()


def test_the_twelfth_tile_deals_its_game(qtbot: Any, twelve: list[str]) -> None:
    w, chooser = chooser_at(qtbot, (800, 600))
    last = chooser.tiles[-1]
    assert last.objectName() == f"tile-{registry.ids()[-1]}"
    last.button.click()
    QApplication.processEvents()
    game = w.controller.session.table.game
    assert game is not None and game.code.game == registry.ids()[-1] and not w.chooser_shown()
    w.close()


def test_the_focus_scrolls_into_view_where_the_tiles_scroll(qtbot: Any, twelve: list[str]) -> None:
    """Where even the smallest tiles do not fit (here a window 560 px tall), the tiles scroll
    and the focused one is brought into sight."""
    w, chooser = chooser_at(qtbot, (640, 480))
    assert chooser.shelving is not None and not chooser.shelving.fits
    viewport = chooser.area.viewport()
    last = chooser.tiles[-1].daily
    chooser.tiles[-1].button.setFocus()
    QTest.keyClick(chooser.tiles[-1].button, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is last
    rect = QRect(last.mapTo(viewport, QPoint(0, 0)), last.size())
    assert viewport.rect().contains(rect)
    w.close()


@pytest.mark.parametrize("total", [4, 8, 13])
def test_other_counts_fit_both_windows(qtbot: Any, monkeypatch: Any, total: int) -> None:
    """Four games (the classics alone), eight and thirteen: whole at 1280×800; whole at
    800×600 too, or, for thirteen, scrolled there rather than cut."""
    ids = throwaways(total)
    try:
        shown = registry.games()[:total]
        monkeypatch.setattr(registry, "games", lambda: shown)
        for size in ((1280, 800), (800, 600)):
            w, chooser = chooser_at(qtbot, size)
            assert chooser.shelving is not None and len(chooser.tiles) == total
            assert chooser.shelving.fits or (total > 12 and size == (800, 600))
            inner = chooser.area.widget()
            for control in parts(chooser):
                assert inner.rect().contains(QRect(control.mapTo(inner, QPoint(0, 0)), control.size()))
            if chooser.shelving.fits:
                viewport = QRect(chooser.area.viewport().mapTo(chooser, QPoint(0, 0)), chooser.area.viewport().size())
                assert all(viewport.contains(in_chooser(chooser, c)) for c in parts(chooser))
            w.close()
    finally:
        for game in ids:
            registry.unregister(game)


def test_the_shelving_keeps_the_largest_thumbnails() -> None:
    """:func:`arrange` alone: tiles 40 px wider and 100 px taller than their thumbnail."""
    form = Measures(natural=lambda t: t + 40, narrowest=lambda t: t + 40, height=lambda w, t, i: t + 100, smallest=40)
    four = arrange([4], 1000, 600, [form], 20, 220)
    assert four.fits and four.thumb == 200 and len({r.top() for r in four.tiles}) == 1  # one row
    twelve = arrange([4, 8], 1000, 600, [form], 20, 220)
    assert twelve.fits and len({r.top() for r in twelve.tiles}) == 2  # side by side, two rows
    rows = sorted({r.top() for r in twelve.tiles[4:]})
    assert [sum(r.top() == y for r in twelve.tiles[4:]) for y in rows] == [4, 4]  # balanced
    tight = arrange([4, 8], 300, 200, [form], 20, 220)
    assert not tight.fits and tight.thumb == 40


def test_the_neighbour_of_a_tile_is_the_nearest_that_way() -> None:
    grid = [QRect(x * 100, y * 100, 90, 90) for y in range(2) for x in range(3)]  # two rows of three
    assert neighbour(grid, 0, (1, 0)) == 1 and neighbour(grid, 0, (0, 1)) == 3
    assert neighbour(grid, 2, (1, 0)) is None and neighbour(grid, 4, (0, -1)) == 1
    assert neighbour(grid, 5, (-1, 0)) == 4
