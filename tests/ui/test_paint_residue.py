"""No paint is left on the felt after a drag (issue: 1-px yellow and green lines stayed
beside a refused drop's target until a resize). What the screen shows (the window's
backing store, painted bit by bit as Qt repaints what changed) must equal a fresh
paint of the same position."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QPointF  # noqa: E402

from paciencia.core.cards import card_id  # noqa: E402
from paciencia.core.codes import GameCode  # noqa: E402
from paciencia.core.games.klondike.position import KlondikePosition  # noqa: E402

from .helpers import assert_scene_is_model, load_position, make_window, open_game  # noqa: E402
from .table_helpers import (
    CODES,
    accepting,
    drag_path,
    drawn,
    fresh_pixels,
    groups,
    over,
    played,
    residue,
    screen_pixels,
    settle,
    show,
)


@pytest.fixture
def animated(qtbot):
    """A window at normal animation speed: glides and flights repaint as on screen."""
    w = make_window(qtbot, speed="normal")
    yield w
    w.scene.animator.finish()
    w.close()


def _assert_clean(w, what):
    leftovers = residue(w)
    if leftovers and os.environ.get("RESIDUE_DUMP"):  # RESIDUE_DUMP=/tmp/x: both pictures, to look at
        screen_pixels(w).save(os.environ["RESIDUE_DUMP"] + "-screen.png")
        fresh_pixels(w).save(os.environ["RESIDUE_DUMP"] + "-fresh.png")
    assert not leftovers, f"{what}: {len(leftovers)} pixels differ from a fresh paint, first {leftovers[:4]}"


def test_refused_drop_in_klondike_leaves_no_lines(qtbot, animated):
    """The issue's case: Q♥ dragged over another column, then dropped on K♥."""
    w = animated
    open_game(w, "klondike", 1)
    queen, king = card_id(12, 2), card_id(13, 2)
    rest = [c for c in range(52) if c not in (queen, king)]
    tableau = ((queen,), (king,), tuple(rest[:5]), (), (), (), ())
    load_position(w, KlondikePosition(tableau, (0, 0, 4, 0, 0, 0, 0), tuple(rest[5:]), (), (0,) * 4, 1))
    drawn(qtbot, w)
    drag_path(w, "t0", 0, [over(w, "t2")], over(w, "t1"))
    assert w.statusBar().currentMessage(), "the drop was refused, with its reason"
    settle(qtbot, w)
    _assert_clean(w, "refused drop")
    assert_scene_is_model(w)


# Each kind of drag: from the piles that accept the group (ok) and those that do not
# (refused), the piles it is carried over and the pile it is let go on.
DRAGS = {
    "accepted": lambda pile, ok, refused: (refused[:1], min(ok)) if ok else None,
    "refused": lambda pile, ok, refused: (sorted(ok)[:1], refused[-1]) if refused else None,
    "back to the source": lambda pile, ok, refused: ([*sorted(ok)[:1], *refused[:1]], pile),
}


def _a_drag(w, code, kind):
    """A position reached by random play and a drag of the given kind in it."""
    wanted = DRAGS[kind]
    for seed in range(40):
        show(w, *played(code, 7 + seed, seed, seed * 3))
        layout = w.scene.layout
        others = [s.pile for s in layout.piles if not layout.click_moves_stock(s.pile)]
        for pile, index in groups(w):
            ok = accepting(w, pile, index)
            found = wanted(pile, ok, [p for p in others if p != pile and p not in ok])
            if found is not None:
                return pile, index, found
    raise AssertionError(f"no position of {code} has a drag that is {kind}")


@pytest.mark.parametrize("kind", sorted(DRAGS))
@pytest.mark.parametrize("code", CODES, ids=str)
def test_no_paint_residue_after_a_drag(qtbot, animated, code: GameCode, kind):
    w = animated
    pile, index, (via, end) = _a_drag(w, code, kind)
    drawn(qtbot, w)
    if end == pile:  # let go where it was picked up
        geo = w.scene.geometry
        card = w.scene.cards_of(pile)[index]
        target = card.pos() + QPointF(geo.card_w * 0.5, geo.card_h * 0.12)
    else:
        target = over(w, end)
    drag_path(w, pile, index, [over(w, p) for p in via], target)
    settle(qtbot, w)
    _assert_clean(w, f"{kind} drag of {pile}[{index}] in {code}")
    assert_scene_is_model(w)
