"""B-6, C-12 for every game the registry offers (issue 34: "keyboard play with jump keys", "the
screen reader's names"): the arrow keys reach every place of its table from any other, a legal
move is played with keys alone and undone with Z, the hint key is answered aloud, and the
reader's tree names every pile in words, never a face-down card (C-6)."""

from __future__ import annotations

import re
from collections import deque
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from paciencia.core import registry
from paciencia.core.kinds import PileKind
from paciencia.ui.access.names import card_name
from paciencia.ui.window.main_window import MainWindow

from .helpers import key, open_game
from .test_every_game_to_a_win import WINNABLE

ARROWS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)
Spot = tuple[str, int]
RAW_ID = re.compile(r"\b(?:[tfcp]\d+|stock|waste|discard|tableau)\b")
"""A pile's id as the code writes it: never what the reader says."""


def arrow_graph(w: MainWindow) -> dict[Spot, dict[Qt.Key, Spot]]:
    """Where each arrow key takes the focus from each place it can stop."""
    board = w.view.keyboard
    graph = {}
    for spot, _ in board.spots():
        graph[spot] = {}
        for arrow in ARROWS:
            board.focus = spot
            key(w, arrow)
            assert board.focus is not None
            graph[spot][arrow] = board.focus
    return graph


def keys_to(graph: dict[Spot, dict[Qt.Key, Spot]], start: Spot, goal: Spot) -> list[Qt.Key]:
    """The shortest run of arrow keys from ``start`` to ``goal``."""
    came: dict[Spot, tuple[Spot, Qt.Key] | None] = {start: None}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        if here == goal:
            path = []
            while (step := came[here]) is not None:
                here, arrow = step
                path.append(arrow)
            return path[::-1]
        for arrow, there in graph[here].items():
            if there not in came:
                came[there] = (here, arrow)
                todo.append(there)
    raise AssertionError(f"{goal} cannot be reached with the arrows from {start}")


def walk(w: MainWindow, graph: dict[Spot, dict[Qt.Key, Spot]], goal: Spot) -> None:
    board = w.view.keyboard
    assert board.focus is not None
    for arrow in keys_to(graph, board.focus, goal):
        key(w, arrow)
    assert board.focus == goal


@pytest.mark.parametrize("game", sorted(WINNABLE))
def test_every_place_is_reached_and_a_move_is_played_with_keys(window: MainWindow, qtbot: Any, game: str) -> None:
    assert game in registry.ids()
    open_game(window, game, WINNABLE[game])
    window.view.setFocus()
    board, scene = window.view.keyboard, window.scene
    graph = arrow_graph(window)
    start = next(iter(graph))
    for spot in graph:  # from the first place to each, and back
        keys_to(graph, start, spot)
        keys_to(graph, spot, start)

    said: list[str] = []
    window.access.announcer.announced.connect(said.append)
    key(window, Qt.Key.Key_D)  # the hint, aloud
    qtbot.waitUntil(lambda: bool(said), timeout=10000)
    assert said[-1].strip()

    layout = scene.layout
    assert layout is not None
    move = next((m for m in scene.legal if layout.by_id[m.src].kind != PileKind.STOCK), scene.legal[0])
    played = window.controller.session.table.game
    assert played is not None
    dealt = played.position
    cards = scene.state.piles[move.src]
    board.focus = start
    if layout.keyboard_carries and layout.by_id[move.src].kind != PileKind.STOCK:
        walk(window, graph, (move.src, len(cards) - move.count))
        key(window, Qt.Key.Key_Return)
        assert board.held is not None
        target = scene.state.piles[move.dst]
        walk(window, graph, (move.dst, len(target) - 1 if target else -1))
        key(window, Qt.Key.Key_Return)
    else:  # a tap plays the card (TriPeaks, Golf: to the waste), draws, or chooses (Pyramid's pairs)
        walk(window, graph, (move.src, len(cards) - 1 if cards else -1))
        key(window, Qt.Key.Key_Return)
        if played.moves == 0:  # the first of a pair: then its partner
            target = scene.state.piles[move.dst]
            walk(window, graph, (move.dst, len(target) - 1 if target else -1))
            key(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: played.moves >= 1, timeout=5000)
    key(window, Qt.Key.Key_Z)
    qtbot.waitUntil(lambda: played.moves == 0, timeout=5000)
    assert played.position == dealt


@pytest.mark.parametrize("game", sorted(WINNABLE))
def test_the_reader_names_every_pile_in_words_and_no_hidden_card(window: MainWindow, game: str) -> None:
    open_game(window, game, WINNABLE[game])
    view = QAccessible.queryAccessibleInterface(window.view)
    assert view is not None
    piles = [view.child(i) for i in range(view.childCount())]
    assert len(piles) == len(window.scene.layout.piles)  # type: ignore[union-attr]
    state = window.scene.state.piles
    shown = {card_name(card, True) for cards in state.values() for card, up in cards if up}
    secret = {card_name(card, True) for cards in state.values() for card, up in cards if not up} - shown
    texts = []
    for pile in piles:
        name = pile.text(QAccessible.Text.Name)
        assert name and not RAW_ID.search(name), name
        texts.append(name)
        for n in range(pile.childCount()):
            card = pile.child(n)
            texts += [card.text(QAccessible.Text.Name), card.text(QAccessible.Text.Description)]
    everything = " | ".join(texts)
    assert not [name for name in secret if name in everything]
