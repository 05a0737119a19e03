"""Issue 34's "tap to place and drag to choose", for every game the registry offers: the deal's
legal moves (six of them), each dragged there, are played exactly (and undone); a card
dragged where the rules refuse it goes back and the status line says why; a tap on each card
that can move plays one of the moves the rules list for it, or says why none."""

from __future__ import annotations

import pytest

from paciencia.core.kinds import PileKind
from paciencia.core.moves import Move
from paciencia.core.played import PlayedGame
from paciencia.ui.table.session import Session
from paciencia.ui.window.main_window import MainWindow

from .helpers import assert_scene_is_model, click, drag_to_pile, open_game
from .test_every_game_to_a_win import WINNABLE


def drags(w: MainWindow) -> list[Move]:
    """The deal's legal moves a hand can drag: from a pile whose cards can be taken up."""
    layout = w.scene.layout
    assert layout is not None
    state = w.scene.state
    return [
        m for m in w.scene.legal
        if layout.by_id[m.src].kind not in (PileKind.STOCK, PileKind.DISCARD)
        and m.dst in layout.by_id and layout.by_id[m.dst].kind != PileKind.STOCK
        and layout.can_grab(state, m.src, len(state.piles[m.src]) - m.count)
    ]


def dealt_game(window: MainWindow, game: str) -> tuple[Session, PlayedGame]:
    """The game's named deal on the table: the session playing it and the game."""
    open_game(window, game, WINNABLE[game])
    session = window.controller.session
    played = session.table.game
    assert played is not None
    return session, played


@pytest.mark.parametrize("game", sorted(WINNABLE))
def test_each_move_dragged_is_played_and_a_refused_one_goes_back(window: MainWindow, game: str) -> None:
    session, played = dealt_game(window, game)
    dealt = played.position
    moves = drags(window)
    if not moves:
        assert game in ("tripeaks", "golf")  # their cards are only tapped to the waste (TP-3, GF-3)
        return
    for move in moves[:6]:
        cards = window.scene.cards_of(move.src)
        drag_to_pile(window, cards[len(cards) - move.count], move.dst)
        window.scene.animator.finish()
        # one step: the move, then what Auto sends up after it (F-6), undone as one
        assert played.history.index == 1 and played.history.current.actions[0] == move, move
        assert_scene_is_model(window)
        session.undo()
        window.scene.animator.finish()
        assert played.position == dealt
    legal = {(m.src, m.dst) for m in window.scene.legal}
    layout = window.scene.layout
    assert layout is not None
    refused = next(
        ((m.src, p.pile) for m in moves for p in layout.piles
         if p.pile != m.src and p.kind not in (PileKind.STOCK, PileKind.DISCARD) and (m.src, p.pile) not in legal
         and window.scene.state.piles[p.pile]),
        None,
    )
    assert refused is not None  # every game with drags has a pile a card may not go to
    src, dst = refused
    drag_to_pile(window, window.scene.cards_of(src)[-1], dst)
    window.scene.animator.finish()
    assert played.history.index == 0 and played.position == dealt
    assert window.status.currentMessage()  # the reason, in words
    assert_scene_is_model(window)


@pytest.mark.parametrize("game", sorted(WINNABLE))
def test_a_tap_plays_a_listed_move_or_says_why(window: MainWindow, game: str) -> None:
    session, played = dealt_game(window, game)
    dealt = played.position
    layout = window.scene.layout
    assert layout is not None
    sources = sorted({m.src for m in window.scene.legal if layout.by_id[m.src].kind != PileKind.DISCARD})
    assert sources
    for pile in sources[:8]:
        legal = [m for m in window.scene.legal if m.src == pile]
        window.status.clearMessage()
        click(window, pile=pile)
        window.scene.animator.finish()
        if played.moves:
            assert played.history.current.actions[0] in legal
            session.undo()
            window.scene.animator.finish()
        elif game == "pyramid":  # no move: the card waits for its partner (P-4), chosen
            assert getattr(session.table.clicks, "selected", None) == pile
            click(window, pile=pile)  # tapped again: let go
            assert getattr(session.table.clicks, "selected", None) is None
        else:  # no move: the reason is shown
            assert window.status.currentMessage(), pile
        assert played.position == dealt
        assert_scene_is_model(window)
