"""Thousands of random clicks and drags on every game: no exception, and the scene
equals the model after each one."""

import os
import random
import zlib

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QPointF, Qt  # noqa: E402

from paciencia.ui.scene.check import differences  # noqa: E402

from .helpers import click, drag_to, key, open_game  # noqa: E402

GAMES = [
    ("klondike", {"draw": 3}),
    ("freecell", {}),
    ("spider", {"suits": 2}),
    ("pyramid", {"level": "random"}),
]
ACTIONS = 500


@pytest.mark.slow
@pytest.mark.parametrize(("game", "options"), GAMES, ids=[g for g, _ in GAMES])
def test_random_gestures(window, game, options):
    rng = random.Random(zlib.crc32(game.encode()))  # the same gestures every run (hash() of a str is not)
    open_game(window, game, rng.randint(1, 30000), **options)
    scene = window.scene
    for n in range(ACTIONS):
        items = list(scene.items_by_key.values())
        roll = rng.random()
        if roll < 0.45 and items:
            click(window, rng.choice(items))
        elif roll < 0.8 and items:
            item = rng.choice(items)
            target = rng.choice(items).pos() + QPointF(rng.uniform(-20, 20), rng.uniform(-10, 30))
            drag_to(window, item, target, steps=3)
        elif roll < 0.87:
            key(window, Qt.Key.Key_Space)
        elif roll < 0.93:
            key(window, Qt.Key.Key_Z)
        elif roll < 0.96:
            key(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
        else:
            key(
                window,
                rng.choice(
                    [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Return]
                ),
            )
        scene.animator.finish()
        assert scene.state.piles == window.controller.session.state().piles, n
        diff = differences(scene)
        assert not diff, (n, diff[:3])
        if window.controller.session.table.game.over:
            open_game(window, game, rng.randint(1, 30000), **options)
