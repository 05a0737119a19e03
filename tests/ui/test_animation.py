"""U-3: after every animation the scene equals the model; a new gesture ends the running one."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402

from paciencia.core.codes import GameCode  # noqa: E402
from paciencia.ui.scene import animation as anim  # noqa: E402
from paciencia.ui.scene.check import differences  # noqa: E402

from .helpers import assert_scene_is_model, click, key, load_position, make_window, open_game, top  # noqa: E402
from .positions import klondike_near_win  # noqa: E402


def test_durations_scale_with_speed():
    assert anim.scaled(anim.MOVE, "normal") == anim.MOVE
    assert anim.scaled(anim.MOVE, "fast") == anim.MOVE // 2
    assert anim.scaled(anim.MOVE, "off") == 0


def test_animations_end_in_the_model_position(qtbot):
    w = make_window(qtbot, speed="fast")
    w.controller.open_code(GameCode.make("klondike", 9, draw=3))
    assert w.scene.animator.running  # the deal flies
    qtbot.waitUntil(lambda: not w.scene.animator.running, timeout=5000)
    assert not differences(w.scene)
    for _ in range(3):
        click(w, pile="stock")
        qtbot.waitUntil(lambda: not w.scene.animator.running, timeout=3000)
        assert not differences(w.scene)
    key(w, Qt.Key.Key_Z)
    qtbot.waitUntil(lambda: not w.scene.animator.running, timeout=3000)
    assert not differences(w.scene)


def test_new_gesture_finishes_the_running_animation(qtbot):
    w = make_window(qtbot, speed="normal")
    open_game(w, "klondike", 12)
    click(w, pile="stock")
    assert w.scene.animator.running
    click(w, pile="stock")  # at once: the first draw snaps, the second starts
    assert w.controller.session.table.game.moves == 2
    w.scene.animator.finish()
    assert not w.scene.animator.running
    assert_scene_is_model(w)


def test_win_celebration_then_end_screen(qtbot):
    w = make_window(qtbot, speed="fast")
    open_game(w, "klondike", 3)
    load_position(w, klondike_near_win())
    for pile in ("stock", "t1", "t0", "waste", "stock", "waste", "t0"):
        if w.controller.session.table.game.won:
            break
        w.scene.animator.finish()
        click(w, pile=pile) if not w.scene.cards_of(pile) else click(w, top(w, pile))
    assert w.controller.session.table.game.won
    assert w.scene.animator.running  # the cards bounce
    qtbot.waitUntil(lambda: getattr(w, "finished_with", None) is True, timeout=10000)
    assert_scene_is_model(w)


def test_a_stockless_deal_starts_face_down_on_the_table_and_turns_in_the_air(qtbot):
    """U-3: FreeCell has no stock; its deal comes from the pack on its top left pile, inside
    the view from the first frame, and each card turns over during its flight, not on the pack."""
    w = make_window(qtbot, speed="normal")
    w.controller.open_code(GameCode.make("freecell", 617))
    scene = w.scene
    corner = scene.geometry.slots["c0"]  # the first free cell: the top row's leftmost pile
    view = w.view.mapToScene(w.view.viewport().rect()).boundingRect()

    def shown():
        return [it for it in scene.items_by_key.values() if it.isVisible()]

    def on_its_way(item) -> bool:  # on the straight line from the pack to its place
        p, t = item.pos(), item.target_pos
        between = [min(c, e) - 0.5 <= v <= max(c, e) + 0.5 for v, c, e in
                   ((p.x(), corner.x(), t.x()), (p.y(), corner.y(), t.y()))]
        cross = (t.x() - corner.x()) * (p.y() - corner.y()) - (t.y() - corner.y()) * (p.x() - corner.x())
        return all(between) and abs(cross) <= 1.0 * max(1.0, (t - corner).manhattanLength())

    # The pack lies on that pile from the deal's first frame, before any animation frame.
    assert [it.pos() for it in shown()] == [corner]
    assert not shown()[0].face_up
    qtbot.waitUntil(lambda: len(shown()) > 1, timeout=3000)  # the animation's first frames
    for item in shown():
        assert on_its_way(item), "dealt from the top left pile's place"
        geo = scene.geometry
        face = item.pos().x(), item.pos().y(), item.pos().x() + geo.card_w, item.pos().y() + geo.card_h
        assert view.left() <= face[0] and view.top() <= face[1] and face[2] <= view.right() and face[3] <= view.bottom()
    qtbot.waitUntil(lambda: any(it.face_up and it.pos() != it.target_pos for it in shown()), timeout=3000)
    qtbot.waitUntil(lambda: not scene.animator.running, timeout=5000)
    assert not differences(scene)


def test_only_dealt_cards_turn_in_step_with_their_flight(qtbot, monkeypatch):
    """U-3: a deal's cards turn over in the air, half turned half way (the turn's pace is the
    flight's); a card drawn from the stock turns over quickly, as before."""
    from paciencia.ui.scene.card_item import CardItem

    w = make_window(qtbot, speed="normal")
    seen: list[tuple[float, float]] = []  # (turned, share of the way flown) at each step of a turn
    real = CardItem.set_turn

    def spy(item, value):
        real(item, value)
        start = w.scene.geometry.slots["stock"]
        way = (item.target_pos - start).manhattanLength()
        seen.append((float(value), (item.pos() - start).manhattanLength() / way if way else 1.0))

    monkeypatch.setattr(CardItem, "set_turn", spy)
    w.controller.open_code(GameCode.make("klondike", 9, draw=1))
    qtbot.waitUntil(lambda: not w.scene.animator.running, timeout=5000)
    # The seven cards dealt face up, seen half way and more: turned as far as they have flown.
    assert any(0.3 < turned < 0.7 for turned, _ in seen)
    assert all(abs(turned - flown) < 0.05 for turned, flown in seen)
    seen.clear()
    click(w, pile="stock")
    qtbot.waitUntil(lambda: not w.scene.animator.running, timeout=3000)
    assert seen and any(turned - flown > 0.1 for turned, flown in seen)  # ahead of its flight


def test_a_deal_keeps_its_rhythm_across_the_cards_that_stay(qtbot, monkeypatch):
    """U-3: a deal's cards leave one stagger apart in dealing order, the stock's cards (which
    stay) counted as well: Klondike's rows keep their beat where a stock card would go, and
    the deal lasts what it always did.

    Read on the deal's own clock (the time each frame gives the animation group), not the wall
    clock: a loaded machine may show a frame late, but no card may leave before its beat or
    sit out a frame that came after it."""
    from paciencia.ui.scene import animation as anim
    from paciencia.ui.scene.animation import Animator
    from paciencia.ui.scene.card_item import CardItem

    w = make_window(qtbot, speed="normal")
    frames: list[int] = []  # the deal's clock at each of its frames, in ms
    left: dict[int, int] = {}  # card key -> the deal's clock at the frame it first moved
    tick, fly = Animator._tick, CardItem.fly_to

    def ticking(animator):
        group = animator._group
        tick(animator)
        if group is not None:
            frames.append(group.currentTime())

    def flying(item, value):
        left.setdefault(item.key, w.scene.animator._group.currentTime())
        fly(item, value)

    monkeypatch.setattr(Animator, "_tick", ticking)
    monkeypatch.setattr(CardItem, "fly_to", flying)
    w.controller.open_code(GameCode.make("klondike", 9, draw=1))
    scene = w.scene
    order = sorted(scene.items_by_key.values(), key=lambda it: (it.index, it.target_z))
    beats = {it.key: n * scene.animator.duration(anim.DEAL_STAGGER) for n, it in enumerate(order)
             if it.pile != "stock"}
    qtbot.waitUntil(lambda: not scene.animator.running, timeout=5000)
    assert set(left) == set(beats)
    for card, at in left.items():  # never before its beat, and at the first frame after it
        assert at >= beats[card], (card, beats[card], at)
        assert not [f for f in frames if beats[card] <= f < at], (card, beats[card], at, frames)
    assert not differences(scene)
